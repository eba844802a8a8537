/**
 * The message list (pure): radio filter 全部/未读/已读, the message-type drop-down, 全部已读, the
 * table with the spec's columns and widths, 我知道了 on unread rows and 查看详情, and paging (sizes
 * of §9; back to the top over 800 ms after paging). Changing the filter or type returns to page 1
 * (the caller's onQuery does that).
 */
import { Button, Flex, Radio, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useRef } from 'react';
import { MSG_COLUMNS, MSG_COLUMN_WIDTH, MSG_LIMITS, MSG_TEXT, MSG_TYPE_OPTIONS, READ_FILTERS, plainText, type MessageDetail, type MessageInfo, type ReadFilter } from '@/domain/message';
import type { Page } from '@/domain/page';
import { formatTime, MessageDialogView } from '@/ui/message/MessageDialogView';
import { scrollToTop } from '@/ui/message/scrollToTop';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';

export interface MsgListFilter {
  readonly read: ReadFilter;
  readonly msgType: string;
  readonly pn: number;
  readonly size: number;
}

export interface MsgListViewProps {
  filter: MsgListFilter;
  state: WidgetData<Page<MessageInfo>>;
  /** A new filter, type or page (the caller resets pn to 1 when read or msgType change). */
  onQuery: (next: Partial<MsgListFilter>) => void;
  onIKnow: (id: number) => void;
  onView: (m: MessageInfo) => void;
  onMarkAll: () => void;
  busy?: boolean;
  /** The open dialog: the message id and its load. */
  dialog: { open: boolean; state: WidgetData<MessageDetail> };
  onCloseDialog: () => void;
}

export function MsgListView({ filter, state, onQuery, onIKnow, onView, onMarkAll, busy, dialog, onCloseDialog }: MsgListViewProps) {
  const top = useRef<HTMLDivElement>(null);
  const columns: TableColumnsType<MessageInfo> = [
    {
      title: MSG_COLUMNS.title,
      dataIndex: 'title',
      width: MSG_COLUMN_WIDTH.title,
      ellipsis: true,
      render: (t: string, m) => (m.read ? t : <Typography.Text strong>{t}</Typography.Text>),
    },
    { title: MSG_COLUMNS.time, dataIndex: 'createTime', width: MSG_COLUMN_WIDTH.time, render: (v: string) => formatTime(v) },
    { title: MSG_COLUMNS.type, dataIndex: 'typeName', width: MSG_COLUMN_WIDTH.type },
    {
      title: MSG_COLUMNS.status,
      dataIndex: 'readText',
      width: MSG_COLUMN_WIDTH.status,
      render: (_: string, m) => <Tag color={m.read ? 'default' : 'processing'}>{m.read ? MSG_TEXT.read : MSG_TEXT.unread}</Tag>,
    },
    // Content as plain text in the list: the dialog shows it formatted (and sanitised).
    { title: MSG_COLUMNS.content, dataIndex: 'content', ellipsis: true, render: (c: string) => plainText(c, 120) },
    {
      title: MSG_COLUMNS.operations,
      key: 'ops',
      width: MSG_COLUMN_WIDTH.operations,
      fixed: 'right',
      render: (_: unknown, m) => (
        <Space size={4}>
          {!m.read && (
            <Button type="link" size="small" onClick={() => onIKnow(m.id)} disabled={busy}>
              {MSG_TEXT.iKnow}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => onView(m)}>
            {MSG_TEXT.view}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} ref={top} className="no-drag" style={{ height: '100%' }}>
      <Flex gap={12} wrap align="center">
        <Radio.Group
          optionType="button"
          value={filter.read}
          onChange={(e) => onQuery({ read: e.target.value as ReadFilter })}
          options={READ_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
          aria-label="阅读状态"
        />
        <Select
          allowClear
          placeholder={MSG_TEXT.typePlaceholder}
          aria-label={MSG_TEXT.typePlaceholder}
          style={{ width: 160 }}
          value={filter.msgType || undefined}
          onChange={(v?: string) => onQuery({ msgType: v ?? '' })}
          options={MSG_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        />
        <Button onClick={onMarkAll} disabled={busy}>
          {MSG_TEXT.markAll}
        </Button>
      </Flex>
      <WidgetBody state={state} rows={6}>
        {(page) => (
          <Table<MessageInfo>
            rowKey="id"
            size="middle"
            bordered
            columns={columns}
            dataSource={page.content}
            scroll={{ x: 1400 }}
            pagination={{
              current: filter.pn,
              pageSize: filter.size,
              total: page.totalElements,
              pageSizeOptions: MSG_LIMITS.pageSizes.map(String),
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (total) => `共 ${total} 条`,
              onChange: (pn, size) => {
                onQuery(size !== filter.size ? { pn: 1, size } : { pn });
                scrollToTop(top.current, MSG_LIMITS.scrollTopMs);
              },
            }}
          />
        )}
      </WidgetBody>
      <MessageDialogView open={dialog.open} state={dialog.state} onClose={onCloseDialog} />
    </Flex>
  );
}
