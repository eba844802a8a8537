/** The counters as the layout host mounts them. */
import type { WidgetProps } from '@/ui/widget';
import type { CountersConfig } from './index';
import { useData } from './useData';
import { CountersView } from './View';

export default function CountersWidget({ config }: WidgetProps<CountersConfig>) {
  return <CountersView state={useData(config)} config={config} />;
}
