import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NavItem } from '../routes/types';
import { MORE_MENU_TITLE } from './overflow';
import { SidebarMenu } from './SidebarMenu';
import '../shell.css';

const nav: NavItem[] = [
  {
    key: '/2', title: '评价管理', icon: 'AuditOutlined', badge: null, children: [
      { key: '/2_23', title: '评价列表', icon: 'UnorderedListOutlined', badge: null },
      { key: '/2_28', title: '变更列表', icon: 'SwapOutlined', badge: null },
    ],
  },
  {
    key: '/4', title: '监督管理', icon: 'MonitorOutlined', badge: null, children: [
      { key: '/4_47', title: '待整改', icon: 'AlertOutlined', badge: 'reform' },
      { key: '/4_48', title: '不通过列表', icon: 'CloseCircleOutlined', badge: '7' },
    ],
  },
  {
    key: '/10', title: '系统管理', icon: 'SettingOutlined', badge: null, children: [
      { key: '/10_81', title: '用户管理', icon: 'UserOutlined', badge: null },
      { key: '/10_91', title: '字典管理', icon: 'no-such-icon', badge: null },
      { key: 'ext:99', title: '食品安全国家标准', icon: 'LinkOutlined', badge: null, href: 'https://sppt.cfsa.net.cn:8086/db' },
    ],
  },
  { key: '/11', title: '我的消息', icon: 'BellOutlined', badge: null },
  { key: '/12', title: '统计分析', icon: 'BarChartOutlined', badge: null },
  { key: '/13', title: '基础数据', icon: 'DatabaseOutlined', badge: null },
];

const meta = {
  title: 'Shell/SidebarMenu',
  component: SidebarMenu,
  args: { items: nav, selectedKey: '/2_23', openKeys: ['/2'], counters: { reform: 150 }, onNavigate: fn(), onOpenExternal: fn() },
  decorators: [(Story) => <div style={{ width: 211, background: '#001529' }}><Story /></div>],
} satisfies Meta<typeof SidebarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sidebar: groups open on the page in view; a click on a page navigates to its route. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('menuitem', { name: /评价列表/ })).toHaveClass('ant-menu-item-selected');
    await userEvent.click(canvas.getByText('系统管理'));
    await userEvent.click(await canvas.findByText('用户管理'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/10_81');
  },
};

/** An external address with target _blank opens in a new window: no navigation. */
export const ExternalLink: Story = {
  args: { openKeys: ['/10'], selectedKey: '/10_81' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('食品安全国家标准'));
    await expect(args.onOpenExternal).toHaveBeenCalledWith('https://sppt.cfsa.net.cn:8086/db');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Badges: a named counter or a literal number, capped at 99. */
export const Badges: Story = {
  args: { openKeys: ['/4'], selectedKey: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('7')).toBeVisible();
  },
};

/** Collapsed to icons; a group's pages pop out beside it. */
export const Collapsed: Story = {
  args: { collapsed: true },
  decorators: [(Story) => <div style={{ width: 64, background: '#001529' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-menu-inline-collapsed')).not.toBeNull();
    // An unknown icon name falls back to the default menu icon: every entry still has one.
    await expect(canvasElement.querySelectorAll('.ant-menu-root > li .anticon').length).toBeGreaterThanOrEqual(6);
  },
};

/** Top-navigation layout: the entries past the visible count go under 更多菜单. */
export const TopNavigation: Story = {
  args: { mode: 'horizontal', theme: 'light', visibleCount: 3, items: nav.map(({ children: _c, ...top }) => top), selectedKey: '/2' },
  decorators: [(Story) => <div style={{ width: 900 }}><Story /></div>],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('评价管理')).toBeVisible();
    await expect(canvas.queryByText('统计分析')).not.toBeInTheDocument();
    await userEvent.hover(canvas.getByText(MORE_MENU_TITLE));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByText('统计分析'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/12');
  },
};
