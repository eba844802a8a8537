/** The chart as the layout host mounts it: its data into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { RadarConfig } from './index';
import { useData } from './useData';
import { RadarView } from './View';

export default function RadarWidget({ config }: WidgetProps<RadarConfig>) {
  return <RadarView state={useData(config)} config={config} />;
}
