/** 监督抽检 as the layout host mounts it: the task named by a layout variable, the user's abilities and the writes into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { JdSpotConfig } from './index';
import { useData } from './useData';
import { JdSpotView } from './View';

export default function JdSpotWidget({ config, vars }: WidgetProps<JdSpotConfig>) {
  const d = useData(config, vars);
  return <JdSpotView {...d} />;
}
