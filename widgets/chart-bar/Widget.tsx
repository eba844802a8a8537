/** The chart as the layout host mounts it: its data into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { BarConfig } from './index';
import { useData } from './useData';
import { BarView } from './View';

export default function BarWidget({ config }: WidgetProps<BarConfig>) {
  return <BarView state={useData(config)} config={config} />;
}
