/**
 * What a widget shows instead of its content when it failed: a small card with the reason and,
 * when there is something to try again, a 重试 button. Used for data errors (a View's error
 * state), render errors (the error boundary) and configuration errors (the host).
 */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { WIDGET_TEXT } from '../widget';

export interface WidgetErrorProps {
  /** What went wrong, as the user should read it. */
  message: string;
  /** The heading; defaults to 加载失败. */
  title?: string;
  onRetry?: () => void;
}

export function WidgetError({ message, title = WIDGET_TEXT.loadFailed, onRetry }: WidgetErrorProps) {
  const { token } = theme.useToken();
  return (
    <Flex role="alert" vertical align="center" justify="center" gap={6} style={{ height: '100%', minHeight: 96, padding: 12, textAlign: 'center' }}>
      <ExclamationCircleOutlined style={{ fontSize: 24, color: token.colorError }} aria-hidden />
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Text type="secondary" style={{ maxWidth: 360, wordBreak: 'break-word' }}>
        {message}
      </Typography.Text>
      {onRetry && (
        <Button size="small" onClick={onRetry} className="no-drag">
          {WIDGET_TEXT.retry}
        </Button>
      )}
    </Flex>
  );
}
