/** The chart as the layout host mounts it: its data into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { SunburstConfig } from './index';
import { useData } from './useData';
import { SunburstView } from './View';

export default function SunburstWidget({ config }: WidgetProps<SunburstConfig>) {
  return <SunburstView state={useData(config)} />;
}
