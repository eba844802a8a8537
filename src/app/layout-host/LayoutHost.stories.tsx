import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createQueryClient } from '@/api/queryClient';
import { todoKeys } from '@/api/todo';
import { ORG_TYPE, orgTypeValue } from '@/domain/codes';
import { LAYOUT_NOTICE, requireLayout } from '@/domain/layout';
import type { TodoList } from '@/domain/todo';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { useSession } from '@/stores/session';
import { PermProvider } from '@/ui/perm/Perm';
import { widgetRegistry } from '../../../widgets/registry';
import { makeUser } from '../account/testing/users';
import { LayoutHostView } from './LayoutHostView';
import { sampleLayout, sampleRegistry } from './testing/sampleWidgets';

const home = requireLayout(DEFAULT_LAYOUTS.home, 'home');
const TODO: TodoList = {
  total: 3,
  items: [
    { id: 'register-3', type: 'register', title: '企业注册待审核：深圳市光明牧业有限公司', createTime: '2026-11-22T02:00:00.000Z', route: '/views/zp-register-audit' },
    { id: 'register-2', type: 'register', title: '企业注册待审核：深圳市海上田园食品有限公司', createTime: '2026-11-21T06:30:00.000Z', route: '/views/zp-register-audit' },
    { id: 'register-1', type: 'register', title: '企业注册待审核：深圳市南山果蔬配送有限公司', createTime: '2026-11-20T03:10:00.000Z', route: '/views/zp-register-audit' },
  ],
};

const meta = {
  title: 'App/LayoutHost',
  component: LayoutHostView,
  parameters: { layout: 'fullscreen' },
  args: { layoutId: 'home', choice: { kind: 'layout', doc: home, notice: null, key: 'default' }, registry: widgetRegistry, onRetry: fn(), stacked: false },
  beforeEach: () => {
    useSession.setState({ user: makeUser({ name: '陈志远', lastLoginTime: '2026-11-21T01:30:00.000Z' }, { id: 1, name: '深圳市圳品管理中心', type: orgTypeValue(ORG_TYPE.management) }, [{ code: 'R_MNG_USER', name: '管理端用户', tag: 'MNG' }]) });
    return () => useSession.setState({ user: null });
  },
  decorators: [
    (Story) => {
      // The to-do widget's data is in the cache already, so the story needs no server. The widget
      // asks again for a list older than now (stale at once): the story's is dated an hour ahead.
      const client = createQueryClient();
      client.setQueryData(todoKeys.list('task', { size: 10 }), TODO, { updatedAt: Date.now() + 3_600_000 });
      return (
        <QueryClientProvider client={client}>
          <PermProvider perms="*">
            <MemoryRouter>
              <div style={{ padding: 16, background: '#f0f2f5', minHeight: 480 }}>
                <Story />
              </div>
            </MemoryRouter>
          </PermProvider>
        </QueryClientProvider>
      );
    },
  ],
} satisfies Meta<typeof LayoutHostView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page (首页): the welcome card beside the to-do list. */
export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /，陈志远$/ })).toBeVisible();
    await expect(await canvas.findByText('企业注册待审核：深圳市光明牧业有限公司')).toBeVisible();
    const welcome = canvas.getByRole('region', { name: '欢迎' }).getBoundingClientRect();
    const todo = canvas.getByRole('region', { name: '待办事项' }).getBoundingClientRect();
    await expect(todo.left).toBeGreaterThan(welcome.right); // side by side
  },
};

/** Below 992 px: the same widgets stacked full width, in reading order. */
export const Stacked: Story = {
  args: { stacked: true },
  play: async ({ canvas }) => {
    await canvas.findByText('企业注册待审核：深圳市光明牧业有限公司');
    const welcome = canvas.getByRole('region', { name: '欢迎' }).getBoundingClientRect();
    const todo = canvas.getByRole('region', { name: '待办事项' }).getBoundingClientRect();
    await expect(todo.top).toBeGreaterThan(welcome.bottom);
    await expect(Math.round(todo.width)).toBe(Math.round(welcome.width));
  },
};

/** A stored layout failed validation: the default is shown, and the page says so. */
export const FallbackNotice: Story = {
  args: { choice: { kind: 'layout', doc: home, notice: LAYOUT_NOTICE.skippedInvalid, key: 'default:invalid' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LAYOUT_NOTICE.skippedInvalid)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: '欢迎' })).toBeVisible();
  },
};

/** A menu page whose layout nobody has built yet. */
export const UnderConstruction: Story = {
  args: { layoutId: 'stat-basket', choice: { kind: 'missing' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('页面建设中')).toBeVisible();
    await expect(canvas.getByText('布局标识：stat-basket')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { choice: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

/** Nothing to show at all (no default for this page, server unreachable): the reason and 重试. */
export const Error: Story = {
  args: { layoutId: 'stat-basket', choice: { kind: 'error', message: `${LAYOUT_NOTICE.loadFailed}（后台服务访问异常）` } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('后台服务访问异常');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Two widgets that know nothing of each other, linked by a layout variable: choosing in one changes the other. */
export const LayoutVariables: Story = {
  args: { layoutId: 'sample', choice: { kind: 'layout', doc: sampleLayout(), notice: null, key: 'sample' }, registry: sampleRegistry },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('当前类别：未选择')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '选择蔬菜' }));
    await waitFor(() => expect(canvas.getByText('当前类别：蔬菜')).toBeVisible());
  },
};

/** Problems stay inside their frames: an unknown type and invalid props explain themselves; a widget the user may not see is absent. */
export const WidgetProblems: Story = {
  args: {
    layoutId: 'sample',
    registry: sampleRegistry,
    choice: {
      kind: 'layout',
      key: 'problems',
      notice: null,
      doc: sampleLayout({ gone: { type: 'retired-widget' }, counter: { type: 'counter', props: { count: 99 } }, ok: { type: 'counter', title: '正常的组件' }, secret: { type: 'secret' } }),
    },
  },
  decorators: [
    (Story) => (
      <PermProvider perms="sys:user:list">
        <Story />
      </PermProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'retired-widget' })).toHaveTextContent('未知的组件类型：retired-widget');
    await expect(canvas.getByRole('region', { name: '计数' })).toHaveTextContent('组件配置无效');
    await expect(await canvas.findByText('数量：1')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '保密组件' })).toBeNull();
  },
};

/** Edit mode: title bars are drag handles with 设置 and 移除; removing and undoing; the catalogue; 保存 hands the document to the host. */
export const Editing: Story = {
  args: {
    layoutId: 'sample',
    registry: sampleRegistry,
    choice: { kind: 'layout', doc: sampleLayout(), notice: null, key: 'sample' },
    edit: { save: fn(async () => {}), restore: fn(async () => {}), busy: false },
  },
  play: async ({ canvas, args, userEvent: user }) => {
    await user.click(await canvas.findByRole('button', { name: /编辑布局$/ }));
    await expect(await canvas.findByRole('button', { name: /撤销$/ })).toBeVisible();
    // Variables still flow between widgets in edit mode.
    await user.click(await canvas.findByRole('button', { name: '选择蔬菜' }));
    await waitFor(() => expect(canvas.getByText('当前类别：蔬菜')).toBeVisible());
    await user.click(canvas.getByRole('button', { name: '移除类别详情' }));
    await expect(canvas.queryByRole('region', { name: '类别详情' })).toBeNull();
    await user.click(canvas.getByRole('button', { name: /撤销$/ }));
    await expect(await canvas.findByRole('region', { name: '类别详情' })).toBeVisible();
    await user.click(canvas.getByRole('button', { name: /^保存$/ }));
    await waitFor(() => expect(args.edit?.save).toHaveBeenCalledOnce());
    await expect(await canvas.findByRole('button', { name: /编辑布局$/ })).toBeVisible();
  },
};

/** Below 992 px the widgets stack and 编辑布局 is off: the stacked form is never edited or saved. */
export const EditingNarrow: Story = {
  args: { ...Editing.args, stacked: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /编辑布局$/ })).toBeDisabled();
  },
};
