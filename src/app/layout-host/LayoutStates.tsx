/**
 * The layout host's rare outcomes: 页面建设中, a layout that failed to load, and the notice above a
 * fallback. Loaded when one is shown (LayoutHostView), so antd's Alert and Empty are not on every
 * page's way to its first widget.
 */
import { Alert, Button, theme } from 'antd';
import { EmptyState } from '@/ui/EmptyState';

export const UNDER_CONSTRUCTION = '页面建设中';

export function UnderConstruction({ layoutId }: { layoutId: string }) {
  // Plain elements coloured by the theme instead of antd Typography.
  const { token } = theme.useToken();
  return (
    <EmptyState
      style={{ padding: '64px 0' }}
      description={
        <>
          <h5 style={{ margin: 0, color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5 }}>
            {UNDER_CONSTRUCTION}
          </h5>
          <span style={{ color: token.colorTextDescription }}>布局标识：{layoutId}</span>
        </>
      }
    />
  );
}

export function LayoutLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title="页面布局加载失败"
      description={message}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}

export function LayoutNotice({ text }: { text: string }) {
  return <Alert type="warning" showIcon closable title={text} style={{ marginBottom: 16 }} />;
}
