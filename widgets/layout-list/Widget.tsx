/** The layout list as the layout host mounts it: its data, restoring, and opening a layout in edit mode. */
import { useNavigate } from 'react-router';
import { requestEditOnOpen } from '@/api/layoutAdmin';
import type { LayoutRow } from '@/domain/layoutAdmin';
import type { WidgetProps } from '@/ui/widget';
import type { LayoutListConfig } from './index';
import { useData } from './useData';
import { LayoutListView } from './View';
import { pageOfLayout } from './pageOfLayout';

export default function LayoutListWidget({ config }: WidgetProps<LayoutListConfig>) {
  const d = useData(config);
  const navigate = useNavigate();
  const open = (row: LayoutRow) => {
    requestEditOnOpen(row.layoutId);
    void navigate(pageOfLayout(row.layoutId));
  };
  return <LayoutListView state={d.state} fetching={d.fetching} pn={d.pn} size={d.size} onPage={d.setPage} onSearch={d.setFilters} onOpen={open} onRestore={d.restore} />;
}
