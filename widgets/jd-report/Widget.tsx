/** 监督报告 as the layout host mounts it: the task named by a layout variable, the user's abilities, the network's state and the writes into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { JdReportConfig } from './index';
import { useData } from './useData';
import { JdReportView } from './View';

export default function JdReportWidget({ config, vars }: WidgetProps<JdReportConfig>) {
  const d = useData(config, vars);
  return <JdReportView {...d} />;
}
