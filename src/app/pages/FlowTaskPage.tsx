/** The hidden flow-task page (流程任务): its body comes with the workflow screens in a later issue. */
import { useParams } from 'react-router';
import { EmptyState } from '@/ui/EmptyState';
import { FLOW_TASK_TITLE } from '../routes/paths';

export function FlowTaskPage() {
  const { taskId = '' } = useParams();
  return <EmptyState description={`${FLOW_TASK_TITLE} ${taskId}：任务内容尚未提供`} style={{ paddingTop: 80 }} />;
}
