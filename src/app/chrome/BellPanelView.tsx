/**
 * The bell's popover content (pure): two tabs, 通知 (the first 6 unread notices) and 消息 (the
 * first 6 other unread messages), each item a button that opens the message; 更多 opens the full
 * 消息列表 dialog.
 */
import { Button, Flex, Spin, Tabs, Typography, theme } from 'antd';
import { MSG_TEXT, plainText, type MessageInfo } from '@/domain/message';
import type { Page } from '@/domain/page';
import type { WidgetData } from '@/ui/widget';
import { beijingMinute } from '@/domain/beijingTime';

export interface BellPanelViewProps {
  notices: WidgetData<Page<MessageInfo>>;
  others: WidgetData<Page<MessageInfo>>;
  onOpen: (m: MessageInfo) => void;
  onMore: () => void;
}

function Items({ state, onOpen }: { state: WidgetData<Page<MessageInfo>>; onOpen: (m: MessageInfo) => void }) {
  const { token } = theme.useToken();
  if (state.status === 'loading')
    return (
      <div role="status" aria-label="加载中">
        <Spin style={{ display: 'block', padding: 24 }} />
      </div>
    );
  if (state.status === 'error') return <Typography.Text type="danger" role="alert">{state.message}</Typography.Text>;
  if (!state.data.content.length) return <Typography.Text type="secondary" style={{ display: 'block', padding: '24px 0', textAlign: 'center' }}>{MSG_TEXT.noUnread}</Typography.Text>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
      {state.data.content.map((m) => (
        <li key={m.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          <button
            type="button"
            onClick={() => onOpen(m)}
            style={{ width: '100%', textAlign: 'left', border: 0, background: 'none', padding: '8px 4px', cursor: 'pointer', font: 'inherit', color: token.colorText }}
          >
            <Typography.Text strong ellipsis style={{ display: 'block' }}>
              {m.title}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: token.fontSizeSM }}>
              {plainText(m.content, 60)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {beijingMinute(new Date(m.createTime))}
            </Typography.Text>
          </button>
        </li>
      ))}
    </ul>
  );
}

const total = (s: WidgetData<Page<MessageInfo>>) => (s.status === 'success' ? s.data.totalElements : 0);

export function BellPanelView({ notices, others, onOpen, onMore }: BellPanelViewProps) {
  return (
    <Flex vertical style={{ width: 360 }} data-testid="msg-bell-panel">
      <Tabs
        size="small"
        items={[
          { key: 'notice', label: `${MSG_TEXT.notices}(${total(notices)})`, children: <Items state={notices} onOpen={onOpen} /> },
          { key: 'other', label: `${MSG_TEXT.others}(${total(others)})`, children: <Items state={others} onOpen={onOpen} /> },
        ]}
      />
      <Button type="link" block onClick={onMore}>
        {MSG_TEXT.more}
      </Button>
    </Flex>
  );
}
