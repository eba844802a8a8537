/** The pie as the layout host mounts it. */
import type { WidgetProps } from '@/ui/widget';
import type { PieConfig } from './index';
import { useData } from './useData';
import { PieView } from './View';

export default function PieWidget({ config }: WidgetProps<PieConfig>) {
  return <PieView state={useData(config)} config={config} />;
}
