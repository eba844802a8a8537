/** The map as the layout host mounts it. */
import type { WidgetProps } from '@/ui/widget';
import type { MapConfig } from './index';
import { useData } from './useData';
import { MapView } from './View';

export default function MapWidget({ config }: WidgetProps<MapConfig>) {
  return <MapView state={useData(config)} config={config} />;
}
