/** The resource list as the layout host mounts it: its data and calls into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { ResourceListConfig } from './index';
import { useData } from './useData';
import { ResourceListView } from './View';

export default function ResourceListWidget({ config }: WidgetProps<ResourceListConfig>) {
  const d = useData(config);
  return (
    <ResourceListView
      resource={config.resource}
      entry={d.entry}
      title={config.title}
      state={d.state}
      fetching={d.fetching}
      pn={d.pn}
      size={d.size}
      onPage={d.setPage}
      onSearch={d.setFilters}
      actions={config.actions}
      rowActions={config.rowActions}
      calls={d.calls}
      onChanged={() => void d.refresh()}
    />
  );
}
