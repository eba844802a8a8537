import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { expect, fn, userEvent } from 'storybook/test';
import { EMPTY_TEXT, EmptyState, type EmptyStateProps } from './EmptyState';

/** Story args: the component's props plus the action a story wires to a button. */
type Args = EmptyStateProps & { onCreate?: () => void };

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {},
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** The visible text under the picture (the picture's own <title> also reads 暂无数据). */
const DESCRIPTION = '.ant-empty-description';

/** A list, chart or widget with nothing to show. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(EMPTY_TEXT, { selector: DESCRIPTION })).toBeVisible();
  },
};

/** The empty state of a filtered search explains why. */
export const WithDescription: Story = {
  args: { description: '没有符合条件的消息，请调整筛选条件' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合条件的消息，请调整筛选条件', { selector: DESCRIPTION })).toBeVisible();
    await expect(canvas.queryByText(EMPTY_TEXT, { selector: DESCRIPTION })).not.toBeInTheDocument();
  },
};

/** The small picture used inside tables and chart boxes. */
export const Simple: Story = {
  args: { image: 'simple' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-empty-normal, .ant-empty-small')).not.toBeNull();
  },
};

/** An empty list that offers the first step. */
export const WithAction: Story = {
  args: { description: '还没有字典，先新增一个', onCreate: fn() },
  render: ({ onCreate, ...args }) => (
    <EmptyState {...args}>
      <Button type="primary" onClick={onCreate}>
        新增
      </Button>
    </EmptyState>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};
