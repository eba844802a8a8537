/** The chart as the layout host mounts it: its data into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { Pie3dConfig } from './index';
import { useData } from './useData';
import { Pie3dView } from './View';

export default function Pie3dWidget({ config }: WidgetProps<Pie3dConfig>) {
  return <Pie3dView state={useData(config)} config={config} />;
}
