/**
 * The resource list (pure): search bar, toolbar (新增, 批量删除, 导出), the table with row actions
 * and the form dialog. Everything it shows and does comes in as props; the permissions come from
 * <PermProvider> (usePerm), so buttons a user may not use are not rendered at all. Extra row
 * actions come from ./actions (one module each). As the master of a master-detail layout it
 * highlights the selected row; as the detail it asks for a selection until it has one. With `tree`
 * the rows are all of a tree resource's and show nested by the definition's parent field.
 */
import { Alert, Button, Flex, Popconfirm, Space, Typography, message } from 'antd';
import { isChangeable } from '@/domain/resource';
import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import type { Page } from '@/api/http';
import { RESOURCES, type ResourceEntry, type ResourceName } from '@/domain/resources';
import { EmptyState } from '@/ui/EmptyState';
import { usePerm } from '@/ui/perm/Perm';
import type { Row } from '@/ui/resource/fields';
import { NO_LOOKUPS, ResourceLookupsProvider, type ResourceLookups } from '@/ui/resource/lookups';
import { ResourceFormDialog } from '@/ui/resource/ResourceFormDialog';
import { ResourceTable, STRIPE_CSS } from '@/ui/resource/ResourceTable';
import { SearchBar } from '@/ui/resource/SearchBar';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import { rowActionOf } from './actions';
import { searchDefOf, tableDefOf } from './columns';
import type { RowActionDef } from './actions/types';
import type { ExtraRowAction, ListAction } from './index';
import type { ResourceListCalls } from './useData';

export const LIST_TEXT = {
  add: '新增',
  batchRemove: '批量删除',
  batchConfirm: (n: number) => `确认删除选中的 ${n} 条记录吗？`,
  export: '导出',
  saved: '已保存',
  removed: '已删除',
  exported: '已导出',
  waiting: (what: string) => `请先选择${what}`,
  /** A tree resource's rows under a search: a list of matches, not the tree. */
  flatTree: '搜索结果按列表显示',
} as const;

export const ROW_TEXT = { edit: '编辑', remove: '删除', removeConfirm: '确认删除吗？' } as const;

export interface ResourceListViewProps {
  resource: ResourceName;
  entry: ResourceEntry;
  title?: string;
  state: WidgetData<Page<Row>>;
  fetching?: boolean;
  /** `state` holds every row of a tree resource (`def.tree`): show them nested, unpaged. */
  tree?: boolean;
  pn: number;
  size: number;
  onPage: (pn: number, size: number) => void;
  onSearch: (filters: Record<string, string>) => void;
  actions: readonly ListAction[];
  rowActions: readonly ExtraRowAction[];
  calls: ResourceListCalls;
  /** After any change: refetch the list. */
  onChanged: () => void;
  /** What the file, image and ref fields look up (default: nothing). */
  lookups?: ResourceLookups;
  /** Set: the list waits for a selection elsewhere (请先选择…) instead of showing rows. */
  waitingFor?: string | null;
  /** Fields a layout variable or a fixed filter sets: hidden from the search bar, the defaults of a new record. */
  fixedValues?: Readonly<Row>;
  /**
   * Fields the form leaves out (default: the registry's `formOmit`). A field the registry omits
   * but this list does not is shown only to a user who may list its picker's resource.
   */
  formOmit?: readonly string[];
  /** The table's columns in order (empty: the resource's list columns). */
  columns?: readonly string[];
  /** The page's own filters (`status_in`…): the search bar offers only the codes they allow. */
  fixedFilters?: Readonly<Record<string, string>>;
  /** Master of a master-detail layout: a row click selects the row. */
  onRowClick?: (row: Row) => void;
  /** The selected row's id (highlighted). */
  activeId?: string | number | null;
  /** After rows were deleted (a master clears a selection that is gone). */
  onRemoved?: (ids: readonly number[]) => void;
  /** A line above the list saying where the page fits. */
  hint?: string;
  /** Open the add form as the page opens (once), for a user who may add. */
  addOnOpen?: boolean;
}

const idOf = (row: Row) => row.id as number;
const NO_VALUES: Readonly<Row> = {};
const NO_FIELDS: readonly string[] = [];
const NO_FILTERS: Readonly<Record<string, string>> = {};

export function ResourceListView({
  resource,
  entry,
  title,
  state,
  fetching,
  tree = false,
  pn,
  size,
  onPage,
  onSearch,
  actions,
  rowActions,
  calls,
  onChanged,
  lookups = NO_LOOKUPS,
  waitingFor = null,
  fixedValues = NO_VALUES,
  formOmit,
  columns = NO_FIELDS,
  fixedFilters = NO_FILTERS,
  onRowClick,
  activeId,
  onRemoved,
  hint,
  addOnOpen = false,
}: ResourceListViewProps) {
  const { def, perms } = entry;
  const can = usePerm();
  const [toast, toastHolder] = message.useMessage();
  const [selected, setSelected] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const [acting, setActing] = useState<{ action: RowActionDef; row: Row } | null>(null);

  const has = (a: ListAction, perm: string | undefined) => actions.includes(a) && !!perm && can(perm);
  const extra = rowActions.map(rowActionOf).filter((a): a is RowActionDef => !!a && a.resource === resource && can(a.perm));
  const canEdit = has('edit', perms.edit);
  const canRemove = has('remove', perms.remove);
  const canAdd = has('add', perms.add) && waitingFor === null;
  // A page that is where a record starts opens its form at once, once (closing it leaves the list).
  const opened = useRef(false);
  useEffect(() => {
    if (!addOnOpen || !canAdd || opened.current) return;
    opened.current = true;
    setDialog({ open: true, id: null });
  }, [addOnOpen, canAdd]);
  const mayList = (resourceName: string) => Object.prototype.hasOwnProperty.call(RESOURCES, resourceName) && can(RESOURCES[resourceName as ResourceName].perms.list);
  // A field the registry leaves out that the page shows (`formShow`: the enterprise management names)
  // is a picker: it shows only to a user who may list what it picks from (an enterprise, which the
  // server stamps, never sees it).
  const baseOmit = formOmit ?? entry.formOmit ?? NO_FIELDS;
  const formOmitKey = [...baseOmit, ...(entry.formOmit ?? NO_FIELDS).filter((n) => !baseOmit.includes(n) && def.fields[n]?.ref && !mayList(def.fields[n].ref.resource))].join(',');
  const columnsKey = columns.join(',');
  const tableDef = useMemo(() => tableDefOf(def, columnsKey ? columnsKey.split(',') : NO_FIELDS), [def, columnsKey]);
  const searchDef = useMemo(() => searchDefOf(def, fixedFilters), [def, fixedFilters]);
  const dialogOmit = useMemo(() => (formOmitKey ? formOmitKey.split(',') : NO_FIELDS), [formOmitKey]);
  // The search bar leaves out what a variable fixes and pickers over resources this user may not list.
  const hidden = [
    ...Object.keys(fixedValues),
    ...Object.entries(def.fields)
      .filter(([, f]) => f.ref && !mayList(f.ref.resource))
      .map(([n]) => n),
  ];

  const changed = useCallback(
    (text: string) => {
      void toast.success(text);
      onChanged();
    },
    [toast, onChanged],
  );
  const removeIds = async (ids: number[]) => {
    try {
      await calls.remove(ids);
      setSelected((s) => s.filter((k) => !ids.includes(Number(k))));
      changed(LIST_TEXT.removed);
      onRemoved?.(ids);
    } catch {
      // Shown by the http client.
    }
  };
  const closeAction = useCallback(
    (didChange: boolean) => {
      setActing(null);
      if (didChange) changed(LIST_TEXT.saved);
    },
    [changed],
  );

  const start = (action: RowActionDef, row: Row) => {
    if (action.Dialog) setActing({ action, row });
    else if (action.run) action.run(row, calls.api).then((text) => text !== null && changed(text), () => undefined);
  };

  const rowActionsOf = (row: Row) => (
    // Clicks on the actions never select the row of a master list.
    <Space size={4} wrap className="no-drag" onClick={(e) => e.stopPropagation()}>
      {canEdit && isChangeable(def, row) && (
        <Button type="link" size="small" onClick={() => setDialog({ open: true, id: idOf(row) })}>
          {ROW_TEXT.edit}
        </Button>
      )}
      {extra
        .filter((a) => !a.visible || a.visible(row))
        .map((a, i) => {
          const label = a.label(row);
          const button = (
            <Button key={i} type="link" size="small" danger={a.danger} onClick={a.confirm ? undefined : () => start(a, row)}>
              {label}
            </Button>
          );
          return a.confirm ? (
            <Popconfirm key={i} title={a.confirm(row)} onConfirm={() => start(a, row)}>
              {button}
            </Popconfirm>
          ) : (
            button
          );
        })}
      {canRemove && isChangeable(def, row) && (
        <Popconfirm title={ROW_TEXT.removeConfirm} onConfirm={() => removeIds([idOf(row)])}>
          <Button type="link" size="small" danger>
            {ROW_TEXT.remove}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
  const hasRowActions = canEdit || canRemove || extra.length > 0;
  const ActionDialog = acting?.action.Dialog;

  return (
    <ResourceLookupsProvider value={lookups}>
      <Flex vertical style={{ height: '100%', minHeight: 0 }} className="no-drag">
        {toastHolder}
        <style>{STRIPE_CSS}</style>
        {hint && <Alert type="info" showIcon title={hint} style={{ marginBottom: 12 }} data-testid="resource-list-hint" />}
        {waitingFor === null && <SearchBar def={searchDef} onSearch={onSearch} onReset={() => onSearch({})} hide={hidden} />}
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Space>
            <Typography.Text strong>{title ?? `${def.title}列表`}</Typography.Text>
            {def.tree && !tree && waitingFor === null && <Typography.Text type="secondary">{LIST_TEXT.flatTree}</Typography.Text>}
          </Space>
          <Space>
            {canAdd && (
              <Button type="primary" onClick={() => setDialog({ open: true, id: null })}>
                {LIST_TEXT.add}
              </Button>
            )}
            {canRemove && waitingFor === null && (
              <Popconfirm title={LIST_TEXT.batchConfirm(selected.length)} disabled={!selected.length} onConfirm={() => removeIds(selected.map(Number))}>
                <Button danger disabled={!selected.length}>
                  {LIST_TEXT.batchRemove}
                </Button>
              </Popconfirm>
            )}
            {has('export', perms.list) && waitingFor === null && (
              <Button onClick={() => calls.exportFile().then(() => void toast.success(LIST_TEXT.exported), () => undefined)}>{LIST_TEXT.export}</Button>
            )}
          </Space>
        </Flex>
        <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          {waitingFor !== null ? (
            <EmptyState description={LIST_TEXT.waiting(waitingFor)} />
          ) : (
            <WidgetBody state={state} rows={8}>
              {(page) => (
                <ResourceTable
                  def={tableDef}
                  data={page}
                  pn={pn}
                  size={size}
                  fetching={fetching}
                  onPageChange={onPage}
                  selected={canRemove ? selected : undefined}
                  onSelect={canRemove ? setSelected : undefined}
                  rowActions={hasRowActions ? rowActionsOf : undefined}
                  actionsWidth={130 + extra.reduce((w, a) => w + (a.width ?? 80), 0)}
                  onRowClick={onRowClick}
                  activeId={activeId}
                  treeParent={tree ? def.tree?.parentField : undefined}
                />
              )}
            </WidgetBody>
          )}
        </div>
        <ResourceFormDialog
          def={def}
          open={dialog.open}
          id={dialog.id}
          load={calls.load}
          submit={calls.save}
          omit={dialogOmit}
          defaults={fixedValues}
          fullscreenable
          onCancel={() => setDialog((d) => ({ ...d, open: false }))}
          onSuccess={() => {
            setDialog((d) => ({ ...d, open: false }));
            changed(LIST_TEXT.saved);
          }}
        />
        {acting && ActionDialog && <ActionDialog key={String(acting.row.id)} row={acting.row} api={calls.api} onClose={closeAction} />}
      </Flex>
    </ResourceLookupsProvider>
  );
}
