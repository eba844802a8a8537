/**
 * The role list (pure): code, name, tag, user count of each role; 菜单权限 opens the role's menus
 * as a checkable tree (read-only without PERMS.menu.edit; R_SYS_ADMIN always has every item). Role
 * codes are fixed by the spec, so roles are neither created nor deleted here.
 */
import { Alert, Button, Flex, Modal, Spin, Table, Tag, Tree, Typography, message } from 'antd';
import type { TableColumnsType, TreeDataNode } from 'antd';
import { useEffect, useState, type Key } from 'react';
import type { RoleMenuNode, RoleMenus, RoleRow } from '@/api/roles';
import { PERMS } from '@/domain/permissions';
import { usePerm } from '@/ui/perm/Perm';
import { STRIPE_CSS } from '@/ui/resource/ResourceTable';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import { checkedLeaves, countMenus, grantIds } from './roleMenus';

export const ROLE_TEXT = {
  menus: '菜单权限',
  title: (r: RoleRow) => `菜单权限：${r.name}（${r.code}）`,
  all: '系统管理员拥有全部菜单，无需授权',
  readOnly: '只读：修改授权需要菜单管理权限',
  saved: '授权已保存',
  hint: '勾选页面即授予其所在分组；修改在该角色的用户刷新页面后生效',
  fixed: '角色编码由规范固定，不能新增或删除',
  granted: (n: number, total: number) => `已授权 ${n} / ${total} 项`,
} as const;

// Status colours, which the theme keeps at 4.5:1 on their tints (a preset green read 3.4:1).
const TAG_COLORS: Readonly<Record<string, string>> = { MNG: 'processing', UNIT: 'warning', ORG: 'success' };
const TAG_LABELS: Readonly<Record<string, string>> = { MNG: '管理端', UNIT: '机构端', ORG: '企业端' };

export interface RoleListViewProps {
  state: WidgetData<RoleRow[]>;
  loadMenus: (roleId: number) => Promise<RoleMenus>;
  grant: (roleId: number, menuIds: number[]) => Promise<unknown>;
}

const toTree = (nodes: readonly RoleMenuNode[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.hidden ? `${n.title}（隐藏）` : n.title, children: n.children ? toTree(n.children) : undefined }));

export function RoleListView({ state, loadMenus, grant }: RoleListViewProps) {
  const [open, setOpen] = useState<RoleRow | null>(null);
  const columns: TableColumnsType<RoleRow> = [
    { title: '角色编码', dataIndex: 'code', width: 160 },
    { title: '角色名称', dataIndex: 'name', width: 160 },
    { title: '角色标签', dataIndex: 'tag', width: 110, render: (t: string) => <Tag color={TAG_COLORS[t]}>{TAG_LABELS[t] ? `${TAG_LABELS[t]} ${t}` : t}</Tag> },
    { title: '用户数', dataIndex: 'userCount', width: 90, align: 'right' },
    { title: '备注', dataIndex: 'remark', render: (v: string | null) => v ?? '' },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_: unknown, r: RoleRow) => (
        <Button type="link" size="small" onClick={() => setOpen(r)}>
          {ROLE_TEXT.menus}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} className="no-drag">
      <style>{STRIPE_CSS}</style>
      <Typography.Text type="secondary" style={{ marginBottom: 8 }}>
        {ROLE_TEXT.fixed}
      </Typography.Text>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <WidgetBody state={state} rows={8} isEmpty={(d) => d.length === 0}>
          {(rows) => (
            <Table<RoleRow>
              className="zp-resource-table"
              rowClassName={(_, i) => (i % 2 === 1 ? 'zp-row-stripe' : '')}
              bordered
              size="middle"
              rowKey="id"
              columns={columns}
              dataSource={rows}
              pagination={rows.length > 20 ? { pageSize: 20, showTotal: (t) => `共 ${t} 条` } : false}
            />
          )}
        </WidgetBody>
      </div>
      {open && <RoleMenusDialog key={open.id} role={open} loadMenus={loadMenus} grant={grant} onClose={() => setOpen(null)} />}
    </Flex>
  );
}

interface RoleMenusDialogProps {
  role: RoleRow;
  loadMenus: (roleId: number) => Promise<RoleMenus>;
  grant: (roleId: number, menuIds: number[]) => Promise<unknown>;
  onClose: () => void;
}

function RoleMenusDialog({ role, loadMenus, grant, onClose }: RoleMenusDialogProps) {
  const can = usePerm();
  const [toast, holder] = message.useMessage();
  const [data, setData] = useState<RoleMenus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ checked: Key[]; half: Key[] }>({ checked: [], half: [] });
  const [saving, setSaving] = useState(false);
  const editable = can(PERMS.menu.edit) && !data?.all;
  useEffect(() => {
    let live = true;
    loadMenus(role.id).then(
      (d) => {
        if (!live) return;
        setData(d);
        setChecked({ checked: checkedLeaves(d.tree, d.granted), half: [] });
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : '加载失败'),
    );
    return () => {
      live = false;
    };
  }, [role.id, loadMenus]);
  const total = data ? countMenus(data.tree) : 0;
  return (
    <Modal
      open
      width={560}
      title={ROLE_TEXT.title(role)}
      onCancel={onClose}
      okText="保存"
      okButtonProps={{ disabled: !editable || !data, style: editable ? undefined : { display: 'none' } }}
      cancelText={editable ? '取消' : '关闭'}
      confirmLoading={saving}
      onOk={async () => {
        setSaving(true);
        try {
          await grant(role.id, grantIds(checked.checked, checked.half));
          void toast.success(ROLE_TEXT.saved);
          onClose();
        } catch {
          // Shown by the http client.
        } finally {
          setSaving(false);
        }
      }}
    >
      {holder}
      {error && <Alert type="error" showIcon title={error} />}
      {!data && !error && (
        <div role="status" aria-label="加载中">
          <Spin />
        </div>
      )}
      {data && (
        <>
          <Alert type={data.all ? 'success' : 'info'} showIcon title={data.all ? ROLE_TEXT.all : editable ? ROLE_TEXT.hint : ROLE_TEXT.readOnly} style={{ marginBottom: 8 }} />
          {!data.all && (
            <Typography.Text type="secondary" data-testid="role-granted-count">
              {ROLE_TEXT.granted(data.granted.length, total)}
            </Typography.Text>
          )}
          <div style={{ maxHeight: '55vh', overflow: 'auto', marginTop: 8 }}>
            <Tree
              aria-label={ROLE_TEXT.menus}
              checkable
              // A click on a title ticks it, as on the checkbox.
              selectable={false}
              disabled={!editable}
              defaultExpandAll
              treeData={toTree(data.tree)}
              checkedKeys={data.all ? { checked: [], halfChecked: [] } : checked.checked}
              onCheck={(keys, info) => setChecked({ checked: Array.isArray(keys) ? keys : keys.checked, half: (info.halfCheckedKeys ?? []) as Key[] })}
            />
          </div>
        </>
      )}
    </Modal>
  );
}
