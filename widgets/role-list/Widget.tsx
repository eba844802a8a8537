/** The role list as the layout host mounts it. */
import type { WidgetProps } from '@/ui/widget';
import type { RoleListConfig } from './index';
import { useData } from './useData';
import { RoleListView } from './View';

export default function RoleListWidget({ config }: WidgetProps<RoleListConfig>) {
  const d = useData(config);
  return <RoleListView state={d.state} loadMenus={d.loadMenus} grant={d.grant} />;
}
