/** The chart as the layout host mounts it: its data into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { MirrorPie3dConfig } from './index';
import { useData } from './useData';
import { MirrorPie3dView } from './View';

export default function MirrorPie3dWidget({ config }: WidgetProps<MirrorPie3dConfig>) {
  return <MirrorPie3dView state={useData(config)} config={config} />;
}
