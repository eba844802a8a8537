/** 现场监督 as the layout host mounts it: the task named by a layout variable, the user's abilities, the network's state and the writes into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { JdSiteConfig } from './index';
import { useData } from './useData';
import { JdSiteView } from './View';

export default function JdSiteWidget({ config, vars }: WidgetProps<JdSiteConfig>) {
  const d = useData(config, vars);
  return <JdSiteView {...d} />;
}
