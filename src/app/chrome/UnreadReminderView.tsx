/** The after-sign-in reminder card (pure): how many unread notices, the newest ones, a close button. */
import { CloseOutlined, NotificationOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { MSG_TEXT, type MessageInfo } from '@/domain/message';
import { beijingMinute } from '@/domain/beijingTime';

export interface UnreadReminderViewProps {
  total: number;
  items: readonly MessageInfo[];
  onOpen: (m: MessageInfo) => void;
  onClose: () => void;
}

export function UnreadReminderView({ total, items, onOpen, onClose }: UnreadReminderViewProps) {
  return (
    <Card
      role="status"
      aria-label={MSG_TEXT.reminderTitle(total)}
      data-testid="msg-reminder"
      size="small"
      style={{ position: 'fixed', bottom: 24, right: 24, width: 360, zIndex: 999, boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }}
      title={
        <Flex gap={8} align="center">
          <NotificationOutlined style={{ color: '#1890ff' }} />
          {MSG_TEXT.reminderTitle(total)}
        </Flex>
      }
      extra={<Button type="text" size="small" aria-label={MSG_TEXT.close} icon={<CloseOutlined />} onClick={onClose} />}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((m) => (
          <li key={m.id}>
            <Typography.Link onClick={() => onOpen(m)} ellipsis style={{ display: 'block' }}>
              {m.title}
            </Typography.Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {beijingMinute(new Date(m.createTime))}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
