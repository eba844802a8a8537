/** The resource list as the layout host mounts it: its data, calls and layout variables into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { ResourceListConfig } from './index';
import { useData } from './useData';
import { ResourceListView } from './View';

export default function ResourceListWidget({ config, vars, setVar }: WidgetProps<ResourceListConfig>) {
  const d = useData(config, vars);
  const selectVar = config.selectToVar;
  const active = selectVar ? vars[selectVar] : undefined;
  return (
    <ResourceListView
      resource={config.resource}
      entry={d.entry}
      title={config.title}
      state={d.state}
      fetching={d.fetching}
      tree={d.tree}
      pn={d.pn}
      size={d.size}
      onPage={d.setPage}
      onSearch={d.setFilters}
      actions={config.actions}
      rowActions={config.rowActions}
      calls={d.calls}
      onChanged={() => void d.refresh()}
      lookups={d.lookups}
      waitingFor={d.waitingFor}
      fixedValues={{ ...d.varValues, ...d.fixedValues }}
      formOmit={d.formOmit}
      columns={config.columns}
      fixedFilters={config.filters}
      onRowClick={selectVar ? (row) => setVar(selectVar, row.id) : undefined}
      activeId={typeof active === 'number' || typeof active === 'string' ? active : null}
      hint={config.hint}
      addOnOpen={config.addOnOpen}
      onRemoved={selectVar ? (ids) => ids.some((id) => String(id) === String(active)) && setVar(selectVar, null) : undefined}
    />
  );
}
