/**
 * The note that a new version of the portal is ready (the service worker has it and waits): update
 * now, which reloads the page on the new version, or later, which keeps this one until every
 * window of the portal is closed. A card in the corner, as antd's notifications are, so it covers
 * nothing for long and never interrupts typing. Drawn with what the chrome's chunk already has
 * (Flex, Typography, Button): an Alert or a notification would be script of its own.
 */
import { Button, Flex, Typography, theme } from 'antd';

export const UPDATE_TEXT = {
  title: '发现新版本',
  body: '新版本已下载，刷新后使用。',
  update: '立即更新',
  later: '稍后',
} as const;

export interface UpdatePromptViewProps {
  /** A new version waits. */
  needRefresh: boolean;
  /** 立即更新 was clicked: the page reloads once the new version has taken over. */
  updating?: boolean;
  onUpdate: () => void;
  onLater: () => void;
}

export function UpdatePromptView({ needRefresh, updating = false, onUpdate, onLater }: UpdatePromptViewProps) {
  const { token } = theme.useToken();
  if (!needRefresh) return null;
  return (
    // A status, not an alert: nothing is wrong, and a screen reader need not break off for it.
    <section
      role="status"
      aria-label={UPDATE_TEXT.title}
      style={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: token.zIndexPopupBase + 10,
        width: 'min(340px, calc(100vw - 48px))',
        boxSizing: 'border-box',
        padding: '16px 20px',
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadow,
      }}
    >
      <Typography.Text strong style={{ display: 'block', fontSize: token.fontSizeLG }}>
        {UPDATE_TEXT.title}
      </Typography.Text>
      <Typography.Paragraph style={{ margin: '6px 0 12px' }}>{UPDATE_TEXT.body}</Typography.Paragraph>
      <Flex justify="flex-end" gap={8}>
        <Button size="small" disabled={updating} onClick={onLater}>
          {UPDATE_TEXT.later}
        </Button>
        <Button size="small" type="primary" loading={updating} onClick={onUpdate}>
          {UPDATE_TEXT.update}
        </Button>
      </Flex>
    </section>
  );
}
