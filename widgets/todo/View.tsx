/**
 * The to-do list (pure). On top: tasks and unread messages on two tabs (never mixed), the work
 * grouped by flow with its count (a click keeps one flow), the order (newest, or what has waited
 * longest). Then a page of items, each opening where the work is done and saying how long it has
 * waited; the server pages. `card` is the home page's compact list; `page` the full table of
 * 流程任务 with the status filter of the chosen flow.
 */
import type { ReactNode } from 'react';
import { RightOutlined } from '@ant-design/icons';
import { Button, Flex, Pagination, Segmented, Select, Table, Tag, Typography, theme } from 'antd';
import {
  arrivedAt,
  arrivedAtFull,
  TODO_ORDER_LABELS,
  TODO_ORDERS,
  TODO_TYPE_LABELS,
  waitedFor,
  type TodoGroup,
  type TodoItem,
  type TodoItemType,
  type TodoList,
  type TodoOrder,
} from '@/domain/todo';
import { EmptyState } from '@/ui/EmptyState';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';

export type TodoTab = 'task' | 'msg';

/** What the user chose: the tab, the flow and status kept, the order and the page. */
export interface TodoFilter {
  readonly tab: TodoTab;
  readonly flow: string | null;
  readonly status: number | null;
  readonly order: TodoOrder;
  readonly pn: number;
  readonly size: number;
}

export interface TodoViewProps {
  state: WidgetData<TodoList>;
  /** The list shown is being asked again (aria-busy on it, so assistive technology waits). */
  refreshing?: boolean;
  filter: TodoFilter;
  /** A change of tab, flow, status or order starts again at page 1 (the caller's business). */
  onFilter: (next: Partial<TodoFilter>) => void;
  onOpen: (item: TodoItem) => void;
  /** Opens 流程任务 (every flow task, open and done); absent: no link. */
  onAllFlowTasks?: () => void;
  /** Tasks and messages on two tabs (the widget's type `all`). */
  tabs?: boolean;
  variant?: 'card' | 'page';
  /** The clock ages are read against (a prop, so stories and tests are fixed in time). */
  now?: Date;
}

export const TODO_ALL_FLOW_TASKS = '全部流程任务';
export const TODO_EMPTY = '暂无待办事项';

export const TODO_VIEW_TEXT = {
  tabs: { task: '待办任务', msg: '未读消息' } as Record<TodoTab, string>,
  allGroups: '全部',
  emptyFiltered: '没有符合条件的待办',
  emptyTasks: '暂无待办任务',
  emptyMsg: '暂无未读消息',
  order: '排序',
  status: '状态',
  allStatuses: '全部状态',
  groups: '按流程分组',
  waited: (age: string) => (age === '刚刚' ? '刚刚到达' : `已等待${age}`),
  columns: { flow: '流程', title: '事项', status: '状态', waited: '已等待', time: '到达时间' },
  total: (n: number) => `共 ${n} 项`,
} as const;

const TAG_COLORS: Readonly<Record<TodoItemType, string>> = { register: 'orange', flow: 'purple', msg: 'blue' };

const nothingAtAll = (d: TodoList, tabs: boolean) => (tabs && d.kinds ? d.kinds.task + d.kinds.msg === 0 : d.total === 0 && (d.groups ?? []).length === 0);

/** The flow's title an item counts under (its group's), else its kind. */
const groupTitle = (item: TodoItem, groups: readonly TodoGroup[]) => groups.find((g) => g.key === item.group)?.title ?? TODO_TYPE_LABELS[item.type];

/** A group to keep: a toggle button (reachable by keyboard, its state read out). */
function GroupButton({ checked, onClick, children }: { checked: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button size="small" type={checked ? 'primary' : 'default'} aria-pressed={checked} onClick={onClick}>
      {children}
    </Button>
  );
}

export function TodoView({ state, refreshing = false, filter, onFilter, onOpen, onAllFlowTasks, tabs = false, variant = 'card', now = new Date() }: TodoViewProps) {
  const { token } = theme.useToken();
  return (
    <WidgetBody state={state} isEmpty={(d) => nothingAtAll(d, tabs)} emptyText={TODO_EMPTY} rows={5}>
      {(d) => {
        const groups = d.groups ?? [];
        const chosen = groups.find((g) => g.key === filter.flow);
        const groupTotal = groups.reduce((n, g) => n + g.count, 0);
        const emptyText = filter.flow || filter.status !== null ? TODO_VIEW_TEXT.emptyFiltered : tabs && filter.tab === 'msg' ? TODO_VIEW_TEXT.emptyMsg : TODO_VIEW_TEXT.emptyTasks;
        const age = (item: TodoItem) => (item.type === 'msg' ? '' : waitedFor(item.createTime, now));
        return (
          <Flex vertical gap={8} className="no-drag">
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Flex align="center" gap={8} wrap>
                {tabs && (
                  <Segmented<TodoTab>
                    size="small"
                    value={filter.tab}
                    onChange={(tab) => onFilter({ tab, flow: null, status: null })}
                    options={(['task', 'msg'] as const).map((t) => ({ value: t, label: `${TODO_VIEW_TEXT.tabs[t]}（${d.kinds?.[t] ?? 0}）` }))}
                  />
                )}
                <Typography.Text type="secondary" data-testid="todo-summary">
                  共 {d.total} 项{filter.tab === 'msg' && tabs ? '未读消息' : '待办'}
                  {d.total > d.items.length && d.size ? `，第 ${d.pn ?? 1}/${Math.max(1, Math.ceil(d.total / d.size))} 页` : ''}
                </Typography.Text>
              </Flex>
              <Flex align="center" gap={8}>
                <Select<TodoOrder>
                  size="small"
                  aria-label={TODO_VIEW_TEXT.order}
                  value={filter.order}
                  onChange={(order) => onFilter({ order })}
                  options={TODO_ORDERS.map((o) => ({ value: o, label: TODO_ORDER_LABELS[o] }))}
                  style={{ width: 128 }}
                />
                {onAllFlowTasks && <Typography.Link onClick={onAllFlowTasks}>{TODO_ALL_FLOW_TASKS}</Typography.Link>}
              </Flex>
            </Flex>
            {groups.length > 1 && (
              <Flex wrap gap={4} role="group" aria-label={TODO_VIEW_TEXT.groups}>
                <GroupButton checked={!filter.flow} onClick={() => onFilter({ flow: null, status: null })}>
                  {TODO_VIEW_TEXT.allGroups} {groupTotal}
                </GroupButton>
                {groups.map((g) => (
                  <GroupButton key={g.key} checked={filter.flow === g.key} onClick={() => onFilter({ flow: filter.flow === g.key ? null : g.key, status: null })}>
                    {g.title} {g.count}
                  </GroupButton>
                ))}
              </Flex>
            )}
            {variant === 'page' && chosen?.statuses && chosen.statuses.length > 0 && (
              <Select<number>
                allowClear
                size="small"
                aria-label={TODO_VIEW_TEXT.status}
                placeholder={TODO_VIEW_TEXT.allStatuses}
                value={filter.status ?? undefined}
                onChange={(status) => onFilter({ status: status ?? null })}
                options={chosen.statuses.map((s) => ({ value: s.status, label: `${s.label}（${s.count}）` }))}
                style={{ width: 220 }}
              />
            )}
            {variant === 'page' ? (
              <Table<TodoItem>
                rowKey="id"
                size="middle"
                dataSource={d.items}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: <EmptyState image="simple" description={emptyText} /> }}
                pagination={{
                  current: d.pn ?? filter.pn,
                  pageSize: d.size ?? filter.size,
                  total: d.total,
                  showSizeChanger: true,
                  showTotal: TODO_VIEW_TEXT.total,
                  onChange: (pn, size) => onFilter({ pn, size }),
                }}
                columns={[
                  { key: 'flow', title: TODO_VIEW_TEXT.columns.flow, width: 120, render: (_: unknown, item) => <Tag color={TAG_COLORS[item.type]}>{groupTitle(item, groups)}</Tag> },
                  {
                    key: 'title',
                    title: TODO_VIEW_TEXT.columns.title,
                    render: (_: unknown, item) => (
                      <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onOpen(item)}>
                        {item.title}
                      </Button>
                    ),
                  },
                  { key: 'status', title: TODO_VIEW_TEXT.columns.status, width: 130, render: (_: unknown, item) => item.statusLabel ?? '—' },
                  { key: 'waited', title: TODO_VIEW_TEXT.columns.waited, width: 90, render: (_: unknown, item) => age(item) || '—' },
                  { key: 'time', title: TODO_VIEW_TEXT.columns.time, width: 150, render: (_: unknown, item) => arrivedAtFull(item.createTime) },
                ]}
              />
            ) : d.items.length === 0 ? (
              <EmptyState image="simple" description={emptyText} />
            ) : (
              <>
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="待办事项" aria-busy={refreshing}>
                  {d.items.map((item) => (
                    <li key={item.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                      <button
                        type="button"
                        onClick={() => onOpen(item)}
                        style={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 8,
                          width: '100%',
                          padding: '8px 4px',
                          border: 0,
                          background: 'none',
                          cursor: 'pointer',
                          textAlign: 'left',
                          font: 'inherit',
                          color: token.colorText,
                        }}
                      >
                        <Tag color={TAG_COLORS[item.type]} style={{ marginInlineEnd: 0, flex: 'none' }}>
                          {TODO_TYPE_LABELS[item.type]}
                        </Tag>
                        <Typography.Text ellipsis={{ tooltip: item.title }} style={{ flex: 1, minWidth: 0 }}>
                          {item.title}
                        </Typography.Text>
                        {item.count !== undefined && item.count > 1 && <Tag style={{ marginInlineEnd: 0 }}>{item.count}</Tag>}
                        {age(item) && (
                          <Typography.Text type="warning" style={{ flex: 'none', fontSize: token.fontSizeSM }} title={arrivedAtFull(item.createTime)}>
                            {TODO_VIEW_TEXT.waited(age(item))}
                          </Typography.Text>
                        )}
                        <Typography.Text type="secondary" style={{ flex: 'none', fontSize: token.fontSizeSM }}>
                          {arrivedAt(item.createTime, now)}
                        </Typography.Text>
                        <RightOutlined aria-hidden style={{ flex: 'none', color: token.colorTextTertiary, fontSize: 10 }} />
                      </button>
                    </li>
                  ))}
                </ul>
                {d.total > (d.size ?? filter.size) && (
                  <Pagination
                    size="small"
                    simple
                    align="end"
                    current={d.pn ?? filter.pn}
                    pageSize={d.size ?? filter.size}
                    total={d.total}
                    onChange={(pn) => onFilter({ pn })}
                  />
                )}
              </>
            )}
          </Flex>
        );
      }}
    </WidgetBody>
  );
}
