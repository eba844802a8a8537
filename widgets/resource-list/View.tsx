/**
 * The resource list (pure): search bar, toolbar (新增, 批量删除, 导出), the table with row actions
 * and the form dialog. Everything it shows and does comes in as props; the permissions come from
 * <PermProvider> (usePerm), so buttons a user may not use are not rendered at all.
 */
import { Button, Flex, Popconfirm, Space, Typography, message } from 'antd';
import { useCallback, useState, type Key } from 'react';
import type { Page } from '@/api/http';
import type { ResourceEntry, ResourceName } from '@/domain/resources';
import { usePerm } from '@/ui/perm/Perm';
import type { Row } from '@/ui/resource/fields';
import { ResourceFormDialog } from '@/ui/resource/ResourceFormDialog';
import { ResourceTable, STRIPE_CSS } from '@/ui/resource/ResourceTable';
import { SearchBar } from '@/ui/resource/SearchBar';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import type { ExtraRowAction, ListAction } from './index';
import { EXTRA_ACTION_BINDINGS, GrantRoleDialog, PasswordResult, ROW_TEXT } from './rowActions';
import type { ResourceListCalls } from './useData';

export const LIST_TEXT = {
  add: '新增',
  batchRemove: '批量删除',
  batchConfirm: (n: number) => `确认删除选中的 ${n} 条记录吗？`,
  export: '导出',
  saved: '保存成功',
  removed: '删除成功',
  exported: '导出成功',
} as const;

export interface ResourceListViewProps {
  resource: ResourceName;
  entry: ResourceEntry;
  title?: string;
  state: WidgetData<Page<Row>>;
  fetching?: boolean;
  pn: number;
  size: number;
  onPage: (pn: number, size: number) => void;
  onSearch: (filters: Record<string, string>) => void;
  actions: readonly ListAction[];
  rowActions: readonly ExtraRowAction[];
  calls: ResourceListCalls;
  /** After any change: refetch the list. */
  onChanged: () => void;
}

const idOf = (row: Row) => row.id as number;

export function ResourceListView({ resource, entry, title, state, fetching, pn, size, onPage, onSearch, actions, rowActions, calls, onChanged }: ResourceListViewProps) {
  const { def, perms } = entry;
  const can = usePerm();
  const [toast, toastHolder] = message.useMessage();
  const [selected, setSelected] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const [password, setPassword] = useState<string | null>(null);
  const [granting, setGranting] = useState<{ id: number; name: string; roleCodes: string[] } | null>(null);

  const has = (a: ListAction, perm: string | undefined) => actions.includes(a) && !!perm && can(perm);
  const extra = rowActions.filter((a) => EXTRA_ACTION_BINDINGS[a].resource === resource && can(EXTRA_ACTION_BINDINGS[a].perm));
  const canEdit = has('edit', perms.edit);
  const canRemove = has('remove', perms.remove);

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
    } catch {
      // Shown by the http client.
    }
  };
  const quietly = (p: Promise<unknown>, done?: () => void) => p.then(done, () => undefined);

  const rowActionsOf = (row: Row) => (
    <Space size={4} wrap className="no-drag">
      {canEdit && (
        <Button type="link" size="small" onClick={() => setDialog({ open: true, id: idOf(row) })}>
          {ROW_TEXT.edit}
        </Button>
      )}
      {extra.includes('disable') && (
        <Popconfirm
          title={row.disabled ? ROW_TEXT.enableConfirm : ROW_TEXT.disableConfirm}
          onConfirm={() => quietly(calls.disable(idOf(row), !row.disabled), () => changed(row.disabled ? ROW_TEXT.enable : ROW_TEXT.disable))}
        >
          <Button type="link" size="small">
            {row.disabled ? ROW_TEXT.enable : ROW_TEXT.disable}
          </Button>
        </Popconfirm>
      )}
      {extra.includes('resetPwd') && (
        <Popconfirm title={ROW_TEXT.resetConfirm} onConfirm={() => quietly(calls.resetPwd(idOf(row)).then((p) => setPassword(p ?? '')))}>
          <Button type="link" size="small">
            {ROW_TEXT.resetPwd}
          </Button>
        </Popconfirm>
      )}
      {extra.includes('grantRole') && (
        <Button
          type="link"
          size="small"
          onClick={() => setGranting({ id: idOf(row), name: String(row.name ?? row.username ?? ''), roleCodes: String(row.roleCodes ?? '').split(',').filter(Boolean) })}
        >
          {ROW_TEXT.grantRole}
        </Button>
      )}
      {canRemove && (
        <Popconfirm title={ROW_TEXT.removeConfirm} onConfirm={() => removeIds([idOf(row)])}>
          <Button type="link" size="small" danger>
            {ROW_TEXT.remove}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
  const hasRowActions = canEdit || canRemove || extra.length > 0;

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} className="no-drag">
      {toastHolder}
      <style>{STRIPE_CSS}</style>
      <SearchBar def={def} onSearch={onSearch} onReset={() => onSearch({})} />
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text strong>{title ?? `${def.title}列表`}</Typography.Text>
        <Space>
          {has('add', perms.add) && (
            <Button type="primary" onClick={() => setDialog({ open: true, id: null })}>
              {LIST_TEXT.add}
            </Button>
          )}
          {canRemove && (
            <Popconfirm title={LIST_TEXT.batchConfirm(selected.length)} disabled={!selected.length} onConfirm={() => removeIds(selected.map(Number))}>
              <Button danger disabled={!selected.length}>
                {LIST_TEXT.batchRemove}
              </Button>
            </Popconfirm>
          )}
          {has('export', perms.list) && <Button onClick={() => quietly(calls.exportFile(), () => void toast.success(LIST_TEXT.exported))}>{LIST_TEXT.export}</Button>}
        </Space>
      </Flex>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <WidgetBody state={state} rows={8}>
          {(page) => (
            <ResourceTable
              def={def}
              data={page}
              pn={pn}
              size={size}
              fetching={fetching}
              onPageChange={onPage}
              selected={canRemove ? selected : undefined}
              onSelect={canRemove ? setSelected : undefined}
              rowActions={hasRowActions ? rowActionsOf : undefined}
              actionsWidth={130 + extra.length * 80}
            />
          )}
        </WidgetBody>
      </div>
      <ResourceFormDialog
        def={def}
        open={dialog.open}
        id={dialog.id}
        load={calls.load}
        submit={calls.save}
        omit={entry.formOmit}
        fullscreenable
        onCancel={() => setDialog((d) => ({ ...d, open: false }))}
        onSuccess={() => {
          setDialog((d) => ({ ...d, open: false }));
          changed(LIST_TEXT.saved);
        }}
      />
      <PasswordResult password={password} onClose={() => setPassword(null)} />
      <GrantRoleDialog
        key={granting?.id ?? 'none'}
        user={granting}
        loadRoles={calls.roles}
        onSubmit={calls.grant}
        onClose={(didChange) => {
          setGranting(null);
          if (didChange) changed(LIST_TEXT.saved);
        }}
      />
    </Flex>
  );
}
