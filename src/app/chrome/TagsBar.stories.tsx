import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TabView } from '@/stores/tabs';
import { TAG_ACTIONS, TagsBar } from './TagsBar';
import '../shell.css';

const tabs: TabView[] = [
  { key: '/index', path: '/index', title: '首页', affix: true },
  { key: '/10_81', path: '/10_81', title: '用户管理' },
  { key: '/10_91', path: '/10_91', title: '字典管理' },
  { key: '/2_23?status=1', path: '/2_23', title: '评价列表' },
];

const meta = {
  title: 'Shell/TagsBar',
  component: TagsBar,
  args: { tabs, activeKey: '/10_91', onSelect: fn(), onAction: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TagsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open pages; the current one highlighted; every tag but the affixed home can be closed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '字典管理' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: `${TAG_ACTIONS.close} 首页` })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: '用户管理' }));
    await expect(args.onSelect).toHaveBeenCalledWith('/10_81');
    await userEvent.click(canvas.getByRole('button', { name: `${TAG_ACTIONS.close} 评价列表` }));
    await expect(args.onAction).toHaveBeenCalledWith('close', '/2_23?status=1');
    await expect(args.onSelect).toHaveBeenCalledTimes(1); // closing does not also select
  },
};

/** Right-click opens 刷新, 关闭, 关闭其他, 关闭右侧, 全部关闭 for that tag. */
export const ContextMenu: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('link', { name: '用户管理' }) });
    // The menu fades in: wait until every entry can be seen.
    for (const label of Object.values(TAG_ACTIONS)) await waitFor(() => expect(body.getByRole('menuitem', { name: label })).toBeVisible());
    await userEvent.click(body.getByRole('menuitem', { name: TAG_ACTIONS.closeOthers }));
    await expect(args.onAction).toHaveBeenCalledWith('closeOthers', '/10_81');
  },
};

/** The affixed home cannot be closed from its menu either. */
export const AffixedHome: Story = {
  args: { tabs: tabs.slice(0, 1), activeKey: '/index' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('link', { name: '首页' }) });
    const close = await body.findByRole('menuitem', { name: TAG_ACTIONS.close });
    await waitFor(() => expect(close).toHaveAttribute('aria-disabled', 'true'));
    await expect(body.getByRole('menuitem', { name: TAG_ACTIONS.closeRight })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Many open pages scroll sideways instead of wrapping. */
export const ManyTabs: Story = {
  args: {
    tabs: [tabs[0], ...Array.from({ length: 24 }, (_, i) => ({ key: `/9_${i}`, path: `/9_${i}`, title: `监督任务 ${i + 1}` }))],
    activeKey: '/9_23',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(25);
    const strip = canvasElement.querySelector('.zp-tags-scroll') as HTMLElement;
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    await expect(canvas.getByRole('link', { name: '监督任务 24' })).toHaveAttribute('aria-current', 'page');
  },
};
