/** The chart as the layout host mounts it: its data into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { LayeredPieConfig } from './index';
import { useData } from './useData';
import { LayeredPieView } from './View';

export default function LayeredPieWidget({ config }: WidgetProps<LayeredPieConfig>) {
  return <LayeredPieView state={useData(config)} />;
}
