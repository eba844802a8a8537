/** 监督记录 as the layout host mounts it: the task named by a layout variable, the user's abilities and the writes into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { JdRecordsConfig } from './index';
import { useData } from './useData';
import { JdRecordsView } from './View';

export default function JdRecordsWidget({ config, vars }: WidgetProps<JdRecordsConfig>) {
  const d = useData(config, vars);
  return <JdRecordsView {...d} />;
}
