/** The chart as the layout host mounts it: its data into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { MirrorPieConfig } from './index';
import { useData } from './useData';
import { MirrorPieView } from './View';

export default function MirrorPieWidget({ config }: WidgetProps<MirrorPieConfig>) {
  return <MirrorPieView state={useData(config)} config={config} />;
}
