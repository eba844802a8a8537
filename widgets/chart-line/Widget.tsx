/** The chart as the layout host mounts it: its data into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { LineConfig } from './index';
import { useData } from './useData';
import { LineView } from './View';

export default function LineWidget({ config }: WidgetProps<LineConfig>) {
  return <LineView state={useData(config)} config={config} />;
}
