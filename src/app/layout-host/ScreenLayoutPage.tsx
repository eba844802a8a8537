/**
 * 大屏布局: the big screen's own layout document (`screen`, src/layouts/screen.json) in
 * the portal's layout host, so management rearranges the wall with the same editor as any page
 * (drag, resize, add, remove, settings, 保存, 恢复默认). What is saved is what screen.html reads
 * (GET /api/layout/screen): the wall keeps the document's columns and stretches its rows to fill
 * the design height. A note above the grid says so and 打开大屏 opens the wall in a new tab.
 */
import { Alert, Button } from 'antd';
import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { SCREEN_LAYOUT_ID, SCREEN_PAGE } from '@/domain/screen';
import type { WidgetRegistry } from '@/ui/widgetRegistry';
import { widgetRegistry } from '../../../widgets/registry';
import { LayoutHost } from './LayoutHost';

export const SCREEN_LAYOUT_TEXT = {
  note: '这里编辑的是数据大屏的布局：保存后，数据大屏按保存的布局显示（列宽不变，行高按大屏高度等比拉伸）。',
  open: '打开大屏',
} as const;

/** Every widget, but 添加组件 offers only those made for the wall (`wall` in the manifest). */
export const WALL_REGISTRY: WidgetRegistry = {
  get: (type) => widgetRegistry.get(type),
  view: (type, attempt) => widgetRegistry.view(type, attempt),
  preload: (type) => widgetRegistry.preload(type),
  list: (perms) => widgetRegistry.list(perms).filter((w) => w.wall === true),
};

export function ScreenLayoutPage() {
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={SCREEN_LAYOUT_TEXT.note}
        style={{ marginBottom: 12 }}
        action={
          <Button size="small" icon={<FundProjectionScreenOutlined />} href={SCREEN_PAGE} target="_blank" rel="noopener">
            {SCREEN_LAYOUT_TEXT.open}
          </Button>
        }
      />
      <LayoutHost layoutId={SCREEN_LAYOUT_ID} registry={WALL_REGISTRY} />
    </>
  );
}
