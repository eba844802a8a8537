/**
 * What a widget shows instead of its content when it failed: a small card with the reason and,
 * when there is something to try again, a 重试 button. Used for data errors (a View's error
 * state), render errors (the error boundary) and configuration errors (the host).
 * Plain spans coloured by the theme's tokens instead of antd Typography, which would otherwise sit
 * on the path of every page only for this (ARCHITECTURE.md §8).
 */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
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
    <div role="alert" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 6, height: '100%', minHeight: 96, padding: 12, textAlign: 'center' }}>
      <ExclamationCircleOutlined style={{ fontSize: 24, color: token.colorError }} aria-hidden />
      <span style={{ color: token.colorText, fontWeight: token.fontWeightStrong }}>{title}</span>
      <span style={{ color: token.colorTextDescription, maxWidth: 360, wordBreak: 'break-word' }}>{message}</span>
      {onRetry && (
        <Button size="small" onClick={onRetry} className="no-drag">
          {WIDGET_TEXT.retry}
        </Button>
      )}
    </div>
  );
}
