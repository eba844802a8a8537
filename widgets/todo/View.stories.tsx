import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WIDGET_BODY_CLASS, WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { registrations } from './fixtures';
import manifest from './index';
import { TodoView } from './View';

const meta = {
  title: 'Widgets/General/Todo',
  component: TodoView,
  args: { state: { status: 'success', data: registrations(4) }, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 620, height: 330 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof TodoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager's pending registrations; clicking one opens the audit page. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('todo-summary')).toHaveTextContent('共 4 项待办');
    await userEvent.click(canvas.getByRole('button', { name: /深圳市海上田园食品有限公司/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'register-999', route: '/views/zp-register-audit' }));
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

/** Nothing to do. */
export const Empty: Story = {
  args: { state: { status: 'success', data: { items: [], total: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无待办事项')).toBeVisible();
  },
};

/** The call failed: the catalogue's message and 重试. */
export const Error: Story = {
  args: { state: { status: 'error', message: '请求超时', retry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请求超时');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** The most the server sends (100) out of many more: the list scrolls in its box and says how many are left out. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: registrations(100, 342) } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('todo-summary')).toHaveTextContent('共 342 项待办，显示最新 100 项');
    await expect(canvas.getAllByRole('button')).toHaveLength(100);
    const body = canvasElement.querySelector<HTMLElement>(`.${WIDGET_BODY_CLASS}`);
    await expect(body!.scrollHeight).toBeGreaterThan(body!.clientHeight);
    const last = canvas.getAllByRole('button')[99];
    last.scrollIntoView();
    await userEvent.click(last);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'register-901' }));
  },
};
