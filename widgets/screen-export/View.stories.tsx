import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import manifest from './index';
import { ExportView } from './View';

const meta = {
  title: 'Widgets/Statistics/ExportPdf',
  component: ExportView,
  args: { state: { status: 'idle' }, onExport: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 240, height: 160 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof ExportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: one click exports the page. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('A4 纵向，JPEG 分页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /导出PDF/ }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { state: { status: 'busy' } }, play: async ({ canvas }) => expect(canvas.getByRole('button', { name: /正在导出/ })).toBeVisible() };

/** Nothing exported yet in this session. */
export const Empty: Story = { args: { state: { status: 'idle' } }, play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('A4 纵向，JPEG 分页') };

export const Error: Story = { args: { state: { status: 'failed', message: '找不到要导出的页面' } }, play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('导出失败：找不到要导出的页面') };

/** A long page became several A4 pages. */
export const LargeData: Story = { args: { state: { status: 'done', pages: 7 } }, play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('已导出（7 页）') };
