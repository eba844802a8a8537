/** The to-do list (pure): each item a button that opens where the work is done; the count of all pending work on top. */
import { RightOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography, theme } from 'antd';
import { TODO_TYPE_LABELS, type TodoItem, type TodoItemType, type TodoList } from '@/domain/todo';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';

export interface TodoViewProps {
  state: WidgetData<TodoList>;
  onOpen: (item: TodoItem) => void;
  /** Opens 流程任务 (every flow task, open and done); absent: no link. */
  onAllFlowTasks?: () => void;
}

export const TODO_ALL_FLOW_TASKS = '全部流程任务';

export const TODO_EMPTY = '暂无待办事项';

const TAG_COLORS: Readonly<Record<TodoItemType, string>> = { register: 'orange', flow: 'purple', msg: 'blue' };

/** 11-22 09:30 this year, 2025-11-22 otherwise. */
function when(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return d.getFullYear() === now.getFullYear() ? `${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}` : `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export function TodoView({ state, onOpen, onAllFlowTasks }: TodoViewProps) {
  const { token } = theme.useToken();
  return (
    <WidgetBody state={state} isEmpty={(d) => d.items.length === 0} emptyText={TODO_EMPTY} rows={5}>
      {(d) => (
        <Flex vertical gap={4}>
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary" data-testid="todo-summary">
              共 {d.total} 项待办{d.total > d.items.length ? `，显示最新 ${d.items.length} 项` : ''}
            </Typography.Text>
            {onAllFlowTasks && (
              <Typography.Link className="no-drag" onClick={onAllFlowTasks}>
                {TODO_ALL_FLOW_TASKS}
              </Typography.Link>
            )}
          </Flex>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="待办事项">
            {d.items.map((item) => (
              <li key={item.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                <button
                  type="button"
                  className="no-drag"
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
                  <Typography.Text type="secondary" style={{ flex: 'none', fontSize: token.fontSizeSM }}>
                    {when(item.createTime)}
                  </Typography.Text>
                  <RightOutlined aria-hidden style={{ flex: 'none', color: token.colorTextTertiary, fontSize: 10 }} />
                </button>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </WidgetBody>
  );
}
