/** The graph as the layout host mounts it: its data into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { GraphConfig } from './index';
import { useData } from './useData';
import { GraphView } from './View';

export default function GraphWidget({ config }: WidgetProps<GraphConfig>) {
  return <GraphView state={useData(config)} />;
}
