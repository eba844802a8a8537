/**
 * The menu tree (pure): the whole menu on the left (drag to move or reorder, or 上移/下移), the
 * selected item's form on the right. A page item mounts a layout (`/views/<layoutId>`, chosen from
 * the known layouts), an external link opens an address, a group holds pages. Saving, deleting and
 * reordering are calls handed in; the permissions come from <PermProvider>.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, FolderOutlined, LinkOutlined, PlusOutlined, ReloadOutlined, LayoutOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Empty, Flex, Form, Input, InputNumber, Popconfirm, Radio, Select, Space, Tag, Tooltip, Tree, TreeSelect, Typography, message } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { MenuBody, MenuNode } from '@/api/menuAdmin';
import type { KnownLayout } from '@/domain/layoutAdmin';
import { PERMS } from '@/domain/permissions';
import { usePerm } from '@/ui/perm/Perm';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import { ancestorsOf, countNodes, dropOrder, findNode, kindOf, MENU_KIND_LABELS, parentOf, parentOptions, stepOrder, toBody, toFormValues, type MenuFormValues, type MenuKind } from './menuTree';

export const MENU_TREE_TEXT = {
  addRoot: '新增菜单',
  addChild: '新增下级',
  up: '上移',
  down: '下移',
  remove: '删除',
  removeConfirm: '确认删除吗？',
  refresh: '刷新',
  save: '保存',
  reset: '重置',
  saved: '已保存',
  removed: '已删除',
  reordered: '排序已保存',
  pickHint: '请在左侧选择菜单，或点击“新增菜单”',
  newItem: '新增菜单',
  editItem: '编辑菜单',
  reloadHint: '菜单变更在用户刷新页面后生效',
  tree: '菜单树',
  noLayouts: '暂无可选布局',
  total: (n: number) => `共 ${n} 项`,
} as const;

const FIELD = {
  pid: '上级菜单',
  title: '菜单名称',
  kind: '菜单类型',
  layoutId: '页面布局',
  url: '外部地址',
  route: '路由名称',
  target: '打开方式',
  icon: '图标',
  opts: '权限标识',
  seq: '排序',
  hidden: '隐藏',
  noTab: '不显示标签',
  noCache: '不缓存',
  badge: '徽标',
} as const;

export interface MenuTreeViewProps {
  state: WidgetData<MenuNode[]>;
  /** Layouts a page item may mount (shipped defaults and stored ones). */
  layouts: readonly KnownLayout[];
  /** Save one item: `id` null creates it. Rejects with the server's message. */
  onSave: (body: MenuBody, id: number | null) => Promise<MenuNode>;
  onDelete: (id: number) => Promise<unknown>;
  /** Places `ids` under `pid` in that order (seq rewritten by the server). */
  onReorder: (pid: number | null, ids: number[]) => Promise<unknown>;
  onRefresh: () => void;
  /** Opens this item first (the form page's `?id=`). */
  initialId?: number | null;
}

type Editing = { mode: 'edit'; id: number } | { mode: 'add'; pid: number | null } | null;

const KIND_ICON: Readonly<Record<MenuKind, React.ReactNode>> = {
  group: <FolderOutlined />,
  view: <LayoutOutlined />,
  link: <LinkOutlined />,
  route: <NodeIndexOutlined />,
};

function toTreeData(nodes: readonly MenuNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span data-menu-id={n.id}>
        <span style={{ marginInlineEnd: 6, opacity: 0.6 }}>{KIND_ICON[kindOf(n.path)]}</span>
        {n.title}
        {n.hidden && (
          <Tag style={{ marginInlineStart: 6 }} variant="filled">
            隐藏
          </Tag>
        )}
      </span>
    ),
    children: n.children ? toTreeData(n.children) : undefined,
  }));
}

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : '操作失败');

export function MenuTreeView({ state, layouts, onSave, onDelete, onReorder, onRefresh, initialId = null }: MenuTreeViewProps) {
  const can = usePerm();
  const canAdd = can(PERMS.menu.add);
  const canEdit = can(PERMS.menu.edit);
  const canRemove = can(PERMS.menu.remove);
  const [toast, holder] = message.useMessage();
  const [editing, setEditing] = useState<Editing>(initialId ? { mode: 'edit', id: initialId } : null);
  const [busy, setBusy] = useState(false);
  // Groups start closed; what the user opens stays open, and a saved or moved item's group opens.
  // null until the user opens or closes one: the groups above the item opened from `?id=`.
  const [expandedState, setExpanded] = useState<React.Key[] | null>(null);
  const forest = state.status === 'success' ? state.data : [];
  const selectedId = editing?.mode === 'edit' ? editing.id : null;
  const expanded = expandedState ?? (initialId !== null ? ancestorsOf(forest, initialId) : []);
  const expand = (pid: number | null) => pid !== null && !expanded.includes(pid) && setExpanded([...expanded, pid]);
  const selected = selectedId === null ? null : findNode(forest, selectedId);

  const reorder = async (order: { pid: number | null; ids: number[] } | null) => {
    if (!order) return;
    setBusy(true);
    try {
      await onReorder(order.pid, order.ids);
      void toast.success(MENU_TREE_TEXT.reordered);
      expand(order.pid);
    } catch {
      // The http client has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragId = Number(info.dragNode.key);
    const dropId = Number(info.node.key);
    // antd: dropToGap false = into the node; otherwise before (-1) or after (1) it.
    const rel = info.dropPosition - Number(String(info.node.pos).split('-').pop());
    void reorder(dropOrder(forest, dragId, dropId, !info.dropToGap ? 'inside' : rel < 0 ? 'before' : 'after'));
  };

  const step = (dir: -1 | 1) => selectedId !== null && void reorder(stepOrder(forest, selectedId, dir));
  const siblingsOf = (id: number) => {
    const pid = parentOf(forest, id);
    return pid === undefined ? [] : pid === null ? forest : (findNode(forest, pid)?.children ?? []);
  };
  const sibs = selectedId === null ? [] : siblingsOf(selectedId);
  const pos = sibs.findIndex((n) => n.id === selectedId);

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} className="no-drag">
      {holder}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add', pid: null })}>
              {MENU_TREE_TEXT.addRoot}
            </Button>
          )}
          {canAdd && (
            <Button icon={<PlusOutlined />} disabled={!selected || kindOf(selected.path) !== 'group'} onClick={() => selected && setEditing({ mode: 'add', pid: selected.id })}>
              {MENU_TREE_TEXT.addChild}
            </Button>
          )}
          {canEdit && (
            <Button icon={<ArrowUpOutlined />} disabled={busy || !selected || pos <= 0} onClick={() => step(-1)}>
              {MENU_TREE_TEXT.up}
            </Button>
          )}
          {canEdit && (
            <Button icon={<ArrowDownOutlined />} disabled={busy || !selected || pos < 0 || pos >= sibs.length - 1} onClick={() => step(1)}>
              {MENU_TREE_TEXT.down}
            </Button>
          )}
          {canRemove && (
            <Popconfirm
              title={MENU_TREE_TEXT.removeConfirm}
              disabled={!selected}
              onConfirm={async () => {
                if (!selected) return;
                try {
                  await onDelete(selected.id);
                  setEditing(null);
                  void toast.success(MENU_TREE_TEXT.removed);
                } catch {
                  // Shown by the http client (e.g. 菜单“…”下还有子菜单，请先删除子菜单).
                }
              }}
            >
              <Button danger icon={<DeleteOutlined />} disabled={!selected}>
                {MENU_TREE_TEXT.remove}
              </Button>
            </Popconfirm>
          )}
          <Tooltip title={MENU_TREE_TEXT.refresh}>
            <Button aria-label={MENU_TREE_TEXT.refresh} icon={<ReloadOutlined />} onClick={onRefresh} />
          </Tooltip>
        </Space>
        <Typography.Text type="secondary">{MENU_TREE_TEXT.reloadHint}</Typography.Text>
      </Flex>
      <Flex gap={16} style={{ flex: 1, minHeight: 0 }}>
        <div data-testid="menu-tree-pane" style={{ flex: '0 0 38%', minWidth: 220, overflow: 'auto', borderInlineEnd: '1px solid rgba(5,5,5,0.06)', paddingInlineEnd: 8 }}>
          <WidgetBody state={state} isEmpty={(d) => d.length === 0} rows={10}>
            {(d) => (
              <>
                <Typography.Text type="secondary" data-testid="menu-count">
                  {MENU_TREE_TEXT.total(countNodes(d))}
                </Typography.Text>
                <Tree
                  aria-label={MENU_TREE_TEXT.tree}
                  blockNode
                  showLine
                  draggable={canEdit && !busy ? { icon: false } : false}
                  treeData={toTreeData(d)}
                  selectedKeys={selectedId === null ? [] : [selectedId]}
                  expandedKeys={expanded}
                  onExpand={(keys) => setExpanded(keys)}
                  onSelect={(keys) => {
                    const id = keys.length ? Number(keys[0]) : null;
                    setEditing(id === null ? null : { mode: 'edit', id });
                    // Choosing a group opens it too, so its pages are in view.
                    if (id !== null && findNode(d, id)?.children?.length) expand(id);
                  }}
                  onDrop={onDrop}
                  allowDrop={({ dropNode, dropPosition }) => dropPosition !== 0 || kindOf(findNode(d, Number(dropNode.key))?.path) === 'group'}
                />
              </>
            )}
          </WidgetBody>
        </div>
        <div style={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
          {editing === null || (editing.mode === 'edit' && !selected) ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MENU_TREE_TEXT.pickHint} />
          ) : (
            <MenuForm
              key={editing.mode === 'edit' ? `e${editing.id}` : `a${editing.pid ?? 'root'}`}
              forest={forest}
              layouts={layouts}
              id={editing.mode === 'edit' ? editing.id : null}
              initial={editing.mode === 'edit' && selected ? toFormValues(selected) : toFormValues({ pid: editing.mode === 'add' ? editing.pid : null, seq: nextSeq(forest, editing.mode === 'add' ? editing.pid : null) })}
              readOnly={editing.mode === 'edit' ? !canEdit : !canAdd}
              onSubmit={async (v) => {
                const saved = await onSave(toBody(v), editing.mode === 'edit' ? editing.id : null);
                void toast.success(MENU_TREE_TEXT.saved);
                setEditing({ mode: 'edit', id: saved.id });
                expand(saved.pid);
              }}
            />
          )}
        </div>
      </Flex>
    </Flex>
  );
}

function nextSeq(forest: readonly MenuNode[], pid: number | null): number {
  const sibs = pid === null ? forest : (findNode(forest, pid)?.children ?? []);
  return sibs.reduce((m, n) => Math.max(m, n.seq), 0) + 10;
}

interface MenuFormProps {
  forest: readonly MenuNode[];
  layouts: readonly KnownLayout[];
  id: number | null;
  initial: MenuFormValues;
  readOnly: boolean;
  onSubmit: (v: MenuFormValues) => Promise<void>;
}

export function MenuForm({ forest, layouts, id, initial, readOnly, onSubmit }: MenuFormProps) {
  const [form] = Form.useForm<MenuFormValues>();
  const kind = Form.useWatch('kind', form) ?? initial.kind;
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => form.resetFields(), [form, initial]);
  const parents = useMemo(() => parentOptions(forest, id), [forest, id]);
  const layoutOptions = layouts.map((l) => ({ value: l.id, label: `${l.title}（${l.id}）` }));
  return (
    <Form<MenuFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      initialValues={initial}
      disabled={readOnly || saving}
      aria-label={id === null ? MENU_TREE_TEXT.newItem : MENU_TREE_TEXT.editItem}
      onFinish={async (v) => {
        setSaving(true);
        setError(null);
        try {
          await onSubmit({ ...initial, ...v });
        } catch (e) {
          setError(errorText(e));
        } finally {
          setSaving(false);
        }
      }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {id === null ? MENU_TREE_TEXT.newItem : `${MENU_TREE_TEXT.editItem}（编号 ${id}）`}
      </Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form.Item label={FIELD.pid} name="pid">
        <TreeSelect aria-label={FIELD.pid} allowClear placeholder="顶级菜单" treeData={parents} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
      </Form.Item>
      <Form.Item label={FIELD.title} name="title" rules={[{ required: true, whitespace: true, message: '请输入菜单名称' }, { max: 100, message: '最大长度100个字符' }]}>
        <Input aria-label={FIELD.title} />
      </Form.Item>
      <Form.Item label={FIELD.kind} name="kind">
        <Radio.Group aria-label={FIELD.kind} options={(Object.keys(MENU_KIND_LABELS) as MenuKind[]).map((k) => ({ value: k, label: MENU_KIND_LABELS[k] }))} />
      </Form.Item>
      {kind === 'view' && (
        <Form.Item label={FIELD.layoutId} name="layoutId" rules={[{ required: true, message: '请选择页面布局' }]} extra="菜单路径为 /views/<布局编号>">
          <Select aria-label={FIELD.layoutId} showSearch optionFilterProp="label" options={layoutOptions} notFoundContent={MENU_TREE_TEXT.noLayouts} placeholder="请选择页面布局" />
        </Form.Item>
      )}
      {kind === 'link' && (
        <>
          <Form.Item label={FIELD.url} name="url" rules={[{ required: true, message: '请输入外部地址' }, { pattern: /^https?:\/\/\S+$/, message: '地址须以http或https开头' }]}>
            <Input aria-label={FIELD.url} placeholder="https://" />
          </Form.Item>
          <Form.Item label={FIELD.target} name="target">
            <Radio.Group
              aria-label={FIELD.target}
              options={[
                { value: '_blank', label: '新窗口打开' },
                { value: '', label: '在页面内嵌入' },
              ]}
            />
          </Form.Item>
        </>
      )}
      {kind === 'route' && (
        <Form.Item label={FIELD.route} name="route" rules={[{ required: true, message: '请输入路由名称' }, { pattern: /^\/[A-Za-z0-9_\-/]+$/, message: '路由名称以 / 开头，只含字母、数字、-、_、/' }]}>
          <Input aria-label={FIELD.route} placeholder="/personalCenterIndex" />
        </Form.Item>
      )}
      <Form.Item label={FIELD.icon} name="icon" extra="Ant Design 图标名称，如 UserOutlined">
        <Input aria-label={FIELD.icon} />
      </Form.Item>
      {kind !== 'group' && (
        <Form.Item label={FIELD.opts} name="opts" extra="多个以逗号分隔，如 sys:user:list,sys:user:add">
          <Input.TextArea aria-label={FIELD.opts} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
      )}
      <Form.Item label={FIELD.seq} name="seq" rules={[{ required: true, message: '请输入排序' }]}>
        <InputNumber aria-label={FIELD.seq} min={0} max={999999} precision={0} />
      </Form.Item>
      <Form.Item label="显示" style={{ marginBottom: 8 }}>
        <Space wrap>
          <Form.Item name="hidden" valuePropName="checked" noStyle>
            <Checkbox>{FIELD.hidden}</Checkbox>
          </Form.Item>
          <Form.Item name="noTab" valuePropName="checked" noStyle>
            <Checkbox>{FIELD.noTab}</Checkbox>
          </Form.Item>
          <Form.Item name="noCache" valuePropName="checked" noStyle>
            <Checkbox>{FIELD.noCache}</Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item label={FIELD.badge} name="badge">
        <Input aria-label={FIELD.badge} style={{ maxWidth: 200 }} />
      </Form.Item>
      {!readOnly && (
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {MENU_TREE_TEXT.save}
            </Button>
            <Button onClick={() => form.resetFields()}>{MENU_TREE_TEXT.reset}</Button>
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
