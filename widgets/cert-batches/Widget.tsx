/** 目录批次 as the layout host mounts it. */
import type { WidgetProps } from '@/ui/widget';
import type { CertBatchesConfig } from './index';
import { useData } from './useData';
import { CertBatchesView } from './View';

export default function CertBatchesWidget(_props: WidgetProps<CertBatchesConfig>) {
  const d = useData();
  return <CertBatchesView state={d.state} canPublish={d.canPublish} publish={d.publish} />;
}
