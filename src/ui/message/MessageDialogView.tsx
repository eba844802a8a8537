/**
 * The message dialog (screens document §2): 700 px wide; its title becomes the message's typeName
 * once loaded; the content (sanitised), the attachment list 附件下载, the read count and the create
 * time; a close button. A load failure shows the server's msg. Closing resets it (nothing kept).
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Modal, Skeleton, Typography } from 'antd';
import { MSG_LIMITS, MSG_TEXT, type MessageDetail } from '@/domain/message';
import type { WidgetData } from '../widget';
import { SafeHtml } from './SafeHtml';
import { beijingDateTime } from '@/domain/beijingTime';

export interface MessageDialogViewProps {
  open: boolean;
  state: WidgetData<MessageDetail>;
  onClose: () => void;
}

const DEFAULT_TITLE = '消息详情';
export const formatTime = (iso: string | null | undefined): string => (iso ? beijingDateTime(new Date(iso)) : '');

export function MessageDialogView({ open, state, onClose }: MessageDialogViewProps) {
  const title = state.status === 'success' ? state.data.typeName || DEFAULT_TITLE : DEFAULT_TITLE;
  return (
    <Modal
      open={open}
      title={title}
      width={MSG_LIMITS.dialogWidth}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{MSG_TEXT.close}</Button>}
    >
      {state.status === 'loading' && (
        <div role="status" aria-label="加载中">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      )}
      {state.status === 'error' && <Alert type="error" showIcon title={state.message} />}
      {state.status === 'success' && (
        <Flex vertical gap={12} data-testid="msg-dialog-body">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {state.data.title}
          </Typography.Title>
          <SafeHtml content={state.data.content} />
          {state.data.annexes.length > 0 && (
            <div>
              <Typography.Text strong>{MSG_TEXT.annex}</Typography.Text>
              <ul aria-label={MSG_TEXT.annex} style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
                {state.data.annexes.map((a) => (
                  <li key={a.id}>
                    <Typography.Link href={a.url} download={a.name}>
                      <PaperClipOutlined /> {a.name}
                    </Typography.Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={MSG_TEXT.readCount}>{state.data.readNum}</Descriptions.Item>
            <Descriptions.Item label="创建时间">{formatTime(state.data.createTime)}</Descriptions.Item>
          </Descriptions>
        </Flex>
      )}
    </Modal>
  );
}
