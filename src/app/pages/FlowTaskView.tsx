/**
 * 流程任务: the signed-in user's flow tasks across every flow — 待办, the records waiting for them,
 * and 已办, the moves they made (action, from → to, opinion, time) — each opening its record's page.
 */
import type { ReactNode } from 'react';
import { Button, Card, Table, Tabs, Tag, Typography } from 'antd';
import type { DoneTask, TodoItem } from '@/domain/todo';
import { EmptyState } from '@/ui/EmptyState';
import { beijingMinute } from '@/domain/beijingTime';

export const FLOW_TASK_TEXT = {
  open: '待办',
  done: '已办',
  emptyOpen: '暂无待办任务',
  emptyDone: '暂无已办任务',
  gone: '记录已不可见',
  columns: { flow: '流程', title: '记录', action: '操作', move: '状态变化', opinion: '意见', time: '时间', arrived: '到达时间' },
} as const;

export type FlowTaskTab = 'open' | 'done';

export interface FlowTaskViewProps {
  tab: FlowTaskTab;
  onTab: (tab: FlowTaskTab) => void;
  open: { items: readonly TodoItem[]; total: number; loading: boolean };
  /** What the 待办 tab shows instead of its own table (the to-do widget's full page: groups, filters, paging, ages). */
  openPane?: ReactNode;
  done: { items: readonly DoneTask[]; total: number; loading: boolean; page: number; size: number; onPage: (page: number, size: number) => void };
  onOpen: (route: string) => void;
}

const time = (iso: string) => beijingMinute(new Date(iso));

export function FlowTaskView({ tab, onTab, open, openPane, done, onOpen }: FlowTaskViewProps) {
  const c = FLOW_TASK_TEXT.columns;
  return (
    <Card variant="borderless" style={{ margin: 16 }}>
      <Tabs
        activeKey={tab}
        onChange={(k) => onTab(k as FlowTaskTab)}
        items={[
          {
            key: 'open',
            label: `${FLOW_TASK_TEXT.open}（${open.total}）`,
            children: openPane ?? (
              <Table<TodoItem>
                rowKey="id"
                size="middle"
                loading={open.loading}
                pagination={false}
                dataSource={[...open.items]}
                locale={{ emptyText: <EmptyState description={FLOW_TASK_TEXT.emptyOpen} /> }}
                columns={[
                  {
                    key: 'title',
                    title: c.title,
                    render: (_: unknown, item) => (
                      <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onOpen(item.route)}>
                        {item.title}
                      </Button>
                    ),
                  },
                  { key: 'time', title: c.arrived, dataIndex: 'createTime', width: 150, render: (v: string) => time(v) },
                ]}
              />
            ),
          },
          {
            key: 'done',
            label: `${FLOW_TASK_TEXT.done}（${done.total}）`,
            children: (
              <Table<DoneTask>
                rowKey="id"
                size="middle"
                loading={done.loading}
                scroll={{ x: 'max-content' }}
                dataSource={[...done.items]}
                locale={{ emptyText: <EmptyState description={FLOW_TASK_TEXT.emptyDone} /> }}
                pagination={{ current: done.page, pageSize: done.size, total: done.total, showSizeChanger: true, onChange: done.onPage, showTotal: (n) => `共 ${n} 条` }}
                columns={[
                  { key: 'flow', title: c.flow, dataIndex: 'flowTitle', width: 120 },
                  {
                    key: 'title',
                    title: c.title,
                    render: (_: unknown, r) =>
                      r.route ? (
                        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(r.route as string)}>
                          {r.title}
                        </Button>
                      ) : (
                        <Typography.Text type="secondary" title={FLOW_TASK_TEXT.gone}>
                          {r.title}
                        </Typography.Text>
                      ),
                  },
                  { key: 'action', title: c.action, dataIndex: 'actionLabel', width: 140 },
                  {
                    key: 'move',
                    title: c.move,
                    width: 220,
                    render: (_: unknown, r) => (
                      <>
                        <Tag>{r.fromLabel}</Tag>→ <Tag color="processing">{r.toLabel}</Tag>
                      </>
                    ),
                  },
                  { key: 'opinion', title: c.opinion, dataIndex: 'opinion', width: 240, render: (v: string | null) => v ?? '—' },
                  { key: 'time', title: c.time, dataIndex: 'createTime', width: 150, render: (v: string) => time(v) },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
