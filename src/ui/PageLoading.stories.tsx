import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LOADING_TEXT, PageLoading } from './PageLoading';

const meta = {
  title: 'UI/PageLoading',
  component: PageLoading,
  args: { minHeight: 240 },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page or widget chunk loading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: LOADING_TEXT });
    await expect(status).toBeVisible();
    await expect(status.querySelector('.zp-loading-ring')).toBeVisible();
    await expect(canvas.getByText(LOADING_TEXT)).toBeVisible();
  },
};

/** Loading with a text that says what is loading. */
export const WithDescription: Story = {
  args: { description: '正在加载菜单…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在加载菜单…' })).toBeVisible();
  },
};

/** A bare spinner, e.g. inside a small widget. */
export const Small: Story = {
  args: { size: 'small', description: null, minHeight: 80 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvasElement.querySelector<HTMLElement>('.zp-loading-ring')?.offsetWidth).toBe(16);
    await expect(canvas.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
  },
};
