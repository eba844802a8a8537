/**
 * The full message-list dialog 消息列表 (pure): title search, read-status filter, row selection,
 * 批量已读 (the caller warns 请选中需要批量操作的内容 when nothing is selected), 全部已读, 标记已读
 * per unread row, 查看 to read one, and paging.
 */
import { Button, Flex, Input, Modal, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { MSG_COLUMNS, MSG_LIMITS, MSG_TEXT, READ_FILTERS, type MessageInfo, type ReadFilter } from '@/domain/message';
import type { Page } from '@/domain/page';
import { formatTime } from '@/ui/message/MessageDialogView';
import type { WidgetData } from '@/ui/widget';

export interface MessageListFilter {
  readonly title: string;
  readonly read: ReadFilter;
  readonly pn: number;
  readonly size: number;
}

export interface MessageListDialogViewProps {
  open: boolean;
  filter: MessageListFilter;
  state: WidgetData<Page<MessageInfo>>;
  onQuery: (next: Partial<MessageListFilter>) => void;
  onBatchRead: (ids: number[]) => void;
  onMarkAll: () => void;
  onMarkOne: (id: number) => void;
  onView: (m: MessageInfo) => void;
  onClose: () => void;
  busy?: boolean;
}

export function MessageListDialogView({ open, filter, state, onQuery, onBatchRead, onMarkAll, onMarkOne, onView, onClose, busy }: MessageListDialogViewProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const [title, setTitle] = useState(filter.title);
  const columns: TableColumnsType<MessageInfo> = [
    {
      title: MSG_COLUMNS.title,
      dataIndex: 'title',
      // The dialog is narrower than the page: the title takes what the other columns leave.
      ellipsis: true,
      render: (t: string, m) => (
        <Typography.Link onClick={() => onView(m)} strong={!m.read}>
          {t}
        </Typography.Link>
      ),
    },
    { title: MSG_COLUMNS.time, dataIndex: 'createTime', width: 180, render: (v: string) => formatTime(v) },
    { title: MSG_COLUMNS.type, dataIndex: 'typeName', width: 90 },
    { title: MSG_COLUMNS.status, dataIndex: 'readText', width: 90, render: (_: string, m) => <Tag color={m.read ? 'default' : 'processing'}>{m.read ? MSG_TEXT.read : MSG_TEXT.unread}</Tag> },
    {
      title: MSG_COLUMNS.operations,
      key: 'ops',
      width: 110,
      render: (_: unknown, m) =>
        m.read ? null : (
          <Button type="link" size="small" disabled={busy} onClick={() => onMarkOne(m.id)}>
            {MSG_TEXT.markRead}
          </Button>
        ),
    },
  ];
  const page = state.status === 'success' ? state.data : null;
  return (
    <Modal open={open} title={MSG_TEXT.listTitle} width="66vw" onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="center">
          <Input.Search
            allowClear
            placeholder={MSG_TEXT.titleSearch}
            aria-label={MSG_TEXT.titleSearch}
            style={{ width: 240 }}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onSearch={(v) => onQuery({ title: v, pn: 1 })}
          />
          <Select
            aria-label="阅读状态"
            style={{ width: 120 }}
            value={filter.read}
            onChange={(v: ReadFilter) => onQuery({ read: v, pn: 1 })}
            options={READ_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
          />
          <Space>
            <Button
              disabled={busy}
              onClick={() => {
                onBatchRead(selected);
                setSelected([]);
              }}
            >
              {MSG_TEXT.batchRead}
            </Button>
            <Button disabled={busy} onClick={onMarkAll}>
              {MSG_TEXT.markAll}
            </Button>
          </Space>
        </Flex>
        {state.status === 'error' && <Typography.Text type="danger" role="alert">{state.message}</Typography.Text>}
        <Table<MessageInfo>
          rowKey="id"
          size="small"
          bordered
          loading={state.status === 'loading'}
          columns={columns}
          dataSource={page?.content ?? []}
          scroll={{ x: 760, y: '50vh' }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
          pagination={{
            current: filter.pn,
            pageSize: filter.size,
            total: page?.totalElements ?? 0,
            pageSizeOptions: MSG_LIMITS.pageSizes.map(String),
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (n) => `共 ${n} 条`,
            onChange: (pn, size) => onQuery(size !== filter.size ? { pn: 1, size } : { pn }),
          }}
        />
      </Flex>
    </Modal>
  );
}
