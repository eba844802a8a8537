/** The menu tree as the layout host mounts it: its data and calls into the pure view. */
import { useSearchParams } from 'react-router';
import type { WidgetProps } from '@/ui/widget';
import type { MenuTreeConfig } from './index';
import { useData } from './useData';
import { MenuTreeView } from './View';

export default function MenuTreeWidget({ config }: WidgetProps<MenuTreeConfig>) {
  const d = useData();
  const [params] = useSearchParams();
  const raw = config.openFromQuery ? params.get('id') : null;
  const initialId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return <MenuTreeView state={d.state} layouts={d.layouts} onSave={d.save} onDelete={d.remove} onReorder={d.reorder} onRefresh={d.refresh} initialId={initialId} />;
}
