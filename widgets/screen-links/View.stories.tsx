import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SCREEN_TEXT } from '@/domain/screen';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { CREATED, links } from './fixtures';
import manifest from './index';
import { ScreenLinksView } from './View';

const meta = {
  title: 'Widgets/Statistics/ScreenLinks',
  component: ScreenLinksView,
  args: {
    state: { status: 'success', data: links(5) },
    pn: 1,
    size: 20,
    onPage: fn(),
    onCreate: fn(async () => CREATED),
    onRevoke: fn(async () => undefined),
    origin: 'https://zp.example.cn',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1100, height: 460 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof ScreenLinksView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links in every state; creating one shows its address once, with copy. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('有效')).toHaveLength(3);
    await expect(canvas.getByText('已撤销')).toBeVisible();
    await expect(canvas.getByText('已过期')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /新建链接/ }));
    const dialog = (await screen.findByText('新建大屏链接')).closest<HTMLElement>('.ant-modal')!;
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    const required = await within(dialog).findByText(SCREEN_TEXT.nameRequired);
    await waitFor(() => expect(required).toBeVisible());
    await userEvent.type(within(dialog).getByPlaceholderText('如：一楼大厅大屏'), '新大屏');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ name: '新大屏', expiresAt: null }));
    const done = (await screen.findByText('大屏链接已创建')).closest<HTMLElement>('.ant-modal')!;
    await waitFor(() => expect(done).toBeVisible());
    await expect(within(done).getByTestId('screen-link-url')).toHaveTextContent(`https://zp.example.cn${CREATED.url}`);
    await userEvent.click(within(done).getByRole('button', { name: '我已复制' }));
    await waitFor(() => expect(screen.queryByTestId('screen-link-url')).toBeNull());
  },
};

/** Revoking asks first; only active links can be revoked. */
export const Revoke: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button', { name: /^撤销/ })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '撤销 一楼大厅大屏' }));
    const confirm = await screen.findByText(SCREEN_TEXT.revokeConfirm);
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(args.onRevoke).toHaveBeenCalledWith(500));
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

/** No link yet: the create button is still there. */
export const Empty: Story = {
  args: { state: { status: 'success', data: links(0) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无大屏链接')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /新建链接/ })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '请求超时', retry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请求超时');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** A full page of 100 out of many: the table scrolls in its box and pages. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: links(100, 1234) }, size: 100 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('共 1234 条')).toBeVisible();
    await userEvent.click(canvas.getByTitle('2'));
    await expect(args.onPage).toHaveBeenCalledWith(2, 100);
  },
};
