/**
 * The layout settings drawer (screens document §3 "Settings state"): theme colour, tags bar,
 * fixed header, sidebar logo, horizontal menu, top-navigation layout. The two menu layouts
 * exclude each other. Values persist through the settings store.
 */
import { Button, ColorPicker, Divider, Drawer, Flex, Switch, Typography } from 'antd';
import { DEFAULT_THEME, useSettings, type SettingsValues } from '@/stores/settings';

export const SETTINGS_TITLE = '布局设置';
export const SETTING_LABELS = {
  theme: '主题颜色',
  tagsView: '显示标签栏',
  fixedHeader: '固定头部',
  sidebarLogo: '侧边栏 Logo',
  horizontal: '水平菜单',
  layout2: '顶部导航',
} as const;

const PRESETS = [DEFAULT_THEME, '#1677ff', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#722ed1', '#2f54eb'];
type Toggle = Exclude<keyof typeof SETTING_LABELS, 'theme'>;
const TOGGLES: readonly Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo', 'horizontal', 'layout2'];

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const settings = useSettings();
  const set = (key: Toggle, value: boolean) => {
    settings.change(key, value);
    // Horizontal menu and top navigation are two layouts of the same menu: one at a time.
    if (value && key === 'horizontal') settings.change('layout2', false);
    if (value && key === 'layout2') settings.change('horizontal', false);
  };
  return (
    <Drawer title={SETTINGS_TITLE} open={open} onClose={onClose} size={300}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center">
          <Typography.Text>{SETTING_LABELS.theme}</Typography.Text>
          <ColorPicker
            value={settings.theme}
            presets={[{ label: '推荐', colors: PRESETS }]}
            disabledAlpha
            onChangeComplete={(c) => settings.change('theme', c.toHexString())}
            aria-label={SETTING_LABELS.theme}
          />
        </Flex>
        <Divider style={{ margin: 0 }} />
        {TOGGLES.map((key) => (
          <Flex key={key} justify="space-between" align="center">
            <Typography.Text id={`zp-setting-${key}`}>{SETTING_LABELS[key]}</Typography.Text>
            <Switch checked={settings[key as keyof SettingsValues] as boolean} onChange={(v) => set(key, v)} aria-labelledby={`zp-setting-${key}`} />
          </Flex>
        ))}
        <Divider style={{ margin: 0 }} />
        <Button onClick={settings.reset}>恢复默认</Button>
      </Flex>
    </Drawer>
  );
}
