/**
 * The layout list (pure): a search bar (编号, 名称, 类型), the table of layouts — each shipped
 * default and each stored layout with its owner, version and time, and the menu items mounting it —
 * and per row 编辑布局 (opens the page in edit mode) and 恢复默认 (a stored row only: deletes it so
 * the next layout down applies again, after a confirmation).
 */
import { Button, Flex, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography, message } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Page } from '@/domain/page';
import { LAYOUT_SCOPE_LABELS, type LayoutRow, type LayoutRowScope } from '@/domain/layoutAdmin';
import { PAGE_SIZES } from '@/domain/resources';
import { PERMS } from '@/domain/permissions';
import { usePerm } from '@/ui/perm/Perm';
import { STRIPE_CSS } from '@/ui/resource/ResourceTable';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import { beijingDateTime } from '@/domain/beijingTime';

export const LAYOUT_LIST_TEXT = {
  open: '编辑布局',
  restore: '恢复默认',
  restoreConfirm: (r: LayoutRow) =>
    r.scope === 'user' ? `确认恢复默认吗？将删除 ${r.ownerName ?? ''} 的个人布局。` : r.scope === 'role' ? `确认恢复默认吗？将删除角色 ${r.ownerName ?? ''} 的默认布局。` : '确认恢复默认吗？将删除保存的系统默认布局。',
  restored: '已恢复默认布局',
  search: '搜索',
  reset: '重置',
  empty: '暂无布局',
  noMenu: '未挂载菜单',
} as const;

const SCOPE_COLORS: Readonly<Record<LayoutRowScope, string>> = { default: 'default', system: 'blue', role: 'purple', user: 'green' };

export interface LayoutListViewProps {
  state: WidgetData<Page<LayoutRow>>;
  fetching?: boolean;
  pn: number;
  size: number;
  onPage: (pn: number, size: number) => void;
  onSearch: (filters: Record<string, string>) => void;
  /** Opens the page of the layout in edit mode. */
  onOpen: (row: LayoutRow) => void;
  /** Deletes the stored row (rejects after the http client told the user why). */
  onRestore: (row: LayoutRow) => Promise<unknown>;
}

interface SearchValues {
  layoutId?: string;
  title?: string;
  scope?: LayoutRowScope;
}

const time = (iso: string | null) => (iso ? beijingDateTime(new Date(iso)) : '');

export function LayoutListView({ state, fetching, pn, size, onPage, onSearch, onOpen, onRestore }: LayoutListViewProps) {
  const can = usePerm();
  const canEdit = can(PERMS.layout.edit);
  const [toast, holder] = message.useMessage();
  const [form] = Form.useForm<SearchValues>();
  const search = (v: SearchValues) => {
    const f: Record<string, string> = {};
    if (v.layoutId?.trim()) f['search.layoutId_like'] = v.layoutId.trim();
    if (v.title?.trim()) f['search.title_like'] = v.title.trim();
    if (v.scope) f['search.scope_eq'] = v.scope;
    onSearch(f);
  };
  const columns: TableColumnsType<LayoutRow> = [
    { title: '布局编号', dataIndex: 'layoutId', width: 180 },
    { title: '布局名称', dataIndex: 'title', width: 160 },
    { title: '类型', dataIndex: 'scope', width: 100, render: (s: LayoutRowScope) => <Tag color={SCOPE_COLORS[s]}>{LAYOUT_SCOPE_LABELS[s]}</Tag> },
    { title: '所有者', dataIndex: 'ownerName', width: 180, render: (v: string | null) => v ?? '' },
    { title: '挂载菜单', dataIndex: 'menus', width: 160, render: (v: string) => v || <Typography.Text type="secondary">{LAYOUT_LIST_TEXT.noMenu}</Typography.Text> },
    { title: '版本', dataIndex: 'version', width: 70, render: (v: number | null) => v ?? '' },
    { title: '修改时间', dataIndex: 'updateTime', width: 170, render: time },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, r: LayoutRow) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onOpen(r)}>
            {LAYOUT_LIST_TEXT.open}
          </Button>
          {canEdit && r.rowId !== null && (
            <Popconfirm
              title={LAYOUT_LIST_TEXT.restoreConfirm(r)}
              onConfirm={() =>
                onRestore(r).then(
                  () => void toast.success(LAYOUT_LIST_TEXT.restored),
                  () => undefined,
                )
              }
            >
              <Button type="link" size="small" danger>
                {LAYOUT_LIST_TEXT.restore}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} className="no-drag">
      {holder}
      <style>{STRIPE_CSS}</style>
      <Form<SearchValues> form={form} layout="inline" role="search" onFinish={search} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label="布局编号" name="layoutId">
          <Input aria-label="布局编号" allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="布局名称" name="title">
          <Input aria-label="布局名称" allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="类型" name="scope">
          <Select
            aria-label="类型"
            allowClear
            style={{ width: 130 }}
            options={(Object.keys(LAYOUT_SCOPE_LABELS) as LayoutRowScope[]).map((s) => ({ value: s, label: LAYOUT_SCOPE_LABELS[s] }))}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {LAYOUT_LIST_TEXT.search}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {LAYOUT_LIST_TEXT.reset}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <WidgetBody state={state} rows={8} isEmpty={(p) => p.totalElements === 0} emptyText={LAYOUT_LIST_TEXT.empty}>
          {(page) => (
            <Table<LayoutRow>
              className="zp-resource-table"
              rowClassName={(_, i) => (i % 2 === 1 ? 'zp-row-stripe' : '')}
              bordered
              size="middle"
              rowKey="key"
              loading={fetching}
              columns={columns}
              dataSource={page.content}
              scroll={{ x: 1100 }}
              pagination={{
                current: pn,
                pageSize: size,
                total: page.totalElements,
                showSizeChanger: true,
                showQuickJumper: true,
                pageSizeOptions: PAGE_SIZES.map(String),
                showTotal: (t) => `共 ${t} 条`,
                onChange: onPage,
              }}
            />
          )}
        </WidgetBody>
      </div>
    </Flex>
  );
}
