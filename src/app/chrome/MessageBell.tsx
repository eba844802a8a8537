/**
 * The bell: the unread count as a badge (max 99), polled every few seconds while the tab is visible
 * (TanStack Query pauses its interval while the document is hidden and refetches on return), and a
 * popover with the first 6 unread notices and the first 6 other unread messages. When the count
 * changes, every message list on screen reloads, so a push reaches an open portal without a reload.
 */
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { unreadCountQuery } from '@/api/message';
import { MSG_TEXT } from '@/domain/message';

const BellPanel = lazy(() => import('./BellPanel'));
const MessageListDialog = lazy(() => import('./MessageListDialog'));

export const BELL_MAX = 99;

export default function MessageBell() {
  const qc = useQueryClient();
  const count = useQuery(unreadCountQuery());
  const unread = count.data ?? 0;
  const [open, setOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const last = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (count.isError) console.warn('unread message count failed', count.error); // catalogue: badge count failure is only logged
  }, [count.isError, count.error]);

  useEffect(() => {
    if (count.data === undefined) return;
    if (last.current !== undefined && last.current !== count.data) void qc.invalidateQueries({ queryKey: ['msg', 'page'] });
    last.current = count.data;
  }, [count.data, qc]);

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        destroyOnHidden
        content={
          <Suspense fallback={<div style={{ width: 360, height: 120 }} />}>
            <BellPanel
              onClose={() => setOpen(false)}
              onMore={() => {
                setOpen(false);
                setListOpen(true);
              }}
            />
          </Suspense>
        }
      >
        <Tooltip title={MSG_TEXT.bell} open={open ? false : undefined}>
          <Button type="text" aria-label={MSG_TEXT.bell} data-testid="msg-bell" className="zp-bell">
            <Badge count={unread} overflowCount={BELL_MAX} size="small" data-testid="msg-bell-count">
              <BellOutlined style={{ fontSize: 18 }} />
            </Badge>
          </Button>
        </Tooltip>
      </Popover>
      {listOpen && (
        <Suspense fallback={null}>
          <MessageListDialog open={listOpen} onClose={() => setListOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
