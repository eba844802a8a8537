/**
 * The big-screen button (screens document §1, §6): only a management body (organisation type 管理端)
 * sees it; it opens the wall display in a new window.
 */
import { Button, Tooltip } from 'antd';
import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { ORG_TYPE, orgTypeHas } from '@/domain/codes';

export const SCREEN_URL = '/screen.html';
export const SCREEN_LABEL = '数据大屏';

export function ScreenButton({ orgType, compact = false }: { orgType: string | null | undefined; compact?: boolean }) {
  if (!orgTypeHas(orgType, ORG_TYPE.management)) return null;
  const open = () => void window.open(SCREEN_URL, '_blank', 'noopener');
  return (
    <Tooltip title={compact ? SCREEN_LABEL : undefined}>
      <Button type="text" icon={<FundProjectionScreenOutlined />} onClick={open} aria-label={SCREEN_LABEL}>
        {compact ? null : SCREEN_LABEL}
      </Button>
    </Tooltip>
  );
}
