/** The division browser as the layout host mounts it. */
import type { WidgetProps } from '@/ui/widget';
import type { AreaTreeConfig } from './index';
import { useData } from './useData';
import { AreaTreeView } from './View';

export default function AreaTreeWidget({ config }: WidgetProps<AreaTreeConfig>) {
  const d = useData(config);
  return <AreaTreeView state={d.state} loadChildren={d.loadChildren} loadChain={d.loadChain} onSync={d.sync} />;
}
