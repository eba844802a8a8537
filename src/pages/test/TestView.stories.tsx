import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryFrame, storyUser } from '@/app/account/testing/storyKit';
import { TestView } from './TestView';

const meta = {
  title: 'Pages/Test',
  component: TestView,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryFrame path="/test"><Story /></StoryFrame>],
  args: { version: '0.1.0', mode: 'production', check: { status: 'ok', ms: 12, captcha: true }, onRetry: fn() },
} satisfies Meta<typeof TestView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reachable: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('服务连接正常')).toBeInTheDocument();
    await expect(await canvas.findByText('12 ms')).toBeInTheDocument();
  },
};

export const Checking: Story = { args: { check: { status: 'checking' } } };

export const Unreachable: Story = {
  args: { check: { status: 'error', message: '后台服务访问异常' } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('服务连接异常')).toBeInTheDocument();
    await expect(await canvas.findByText('后台服务访问异常')).toBeInTheDocument();
    await storyUser().click(canvas.getByRole('button', { name: '重新检查' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
