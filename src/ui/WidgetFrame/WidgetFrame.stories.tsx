import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { WidgetData } from '../widget';
import { WidgetBody } from './WidgetBody';
import { WIDGET_BODY_CLASS, WIDGET_DRAG_HANDLE, WIDGET_HEAD_CLASS, WIDGET_NO_DRAG, WidgetFrame } from './WidgetFrame';

/** Story args: a frame around the standard widget states, in a box the size of a grid cell. */
interface Args {
  title: string;
  state: WidgetData<string[]>;
  onRetry?: () => void;
  /** Edit mode: the title bar is the drag handle, with the host's actions in it. */
  editing?: boolean;
}

function FramedBody({ title, state, editing }: Args) {
  return (
    <div style={{ width: 420, height: 280 }}>
      <WidgetFrame title={title} editing={editing} extra={editing && <button type="button">移除</button>}>
        <WidgetBody state={state} isEmpty={(d) => d.length === 0}>
          {(d) => (
            <ol style={{ margin: 0, paddingInlineStart: 20 }}>
              {d.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          )}
        </WidgetBody>
      </WidgetFrame>
    </div>
  );
}

const meta = {
  title: 'UI/WidgetFrame',
  component: FramedBody,
  args: { title: '通知公告', state: { status: 'success', data: ['2026 年度圳品评价工作安排', '关于开展年度监督检查的通知', '圳品标识使用规范（修订）'] } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** A widget with its data: a titled region. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '通知公告' });
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Waiting for data: a skeleton, not a spinner, so the box keeps its shape. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing to show: 暂无数据. */
export const Empty: Story = {
  args: { state: { status: 'success', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-empty-description')).toHaveTextContent('暂无数据');
  },
};

/** The call failed: the reason and 重试. */
export const Error: Story = {
  args: { onRetry: fn() },
  render: ({ onRetry, ...args }) => <FramedBody {...args} state={{ status: 'error', message: '后台服务异常！', retry: onRetry }} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('后台服务异常！');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** More than the cell holds: the body scrolls inside the frame; the title bar stays. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: Array.from({ length: 60 }, (_, n) => `第 ${n + 1} 条通知：关于圳品评价资料补充提交的说明`) } },
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector<HTMLElement>(`.${WIDGET_BODY_CLASS}`);
    await expect(body).not.toBeNull();
    await expect(body!.scrollHeight).toBeGreaterThan(body!.clientHeight);
    const region = canvasElement.querySelector<HTMLElement>('[role="region"]');
    await expect(region!.getBoundingClientRect().height).toBeLessThanOrEqual(281);
  },
};

/** Edit mode: the whole title bar is the drag handle (move cursor, grip); its buttons are marked no-drag. */
export const Editing: Story = {
  args: { editing: true },
  play: async ({ canvas, canvasElement }) => {
    const head = canvasElement.querySelector<HTMLElement>(`.${WIDGET_HEAD_CLASS}.${WIDGET_DRAG_HANDLE}`);
    await expect(head).not.toBeNull();
    await expect(getComputedStyle(head!).cursor).toBe('move');
    await expect(canvas.getByRole('button', { name: '移除' }).closest(`.${WIDGET_NO_DRAG}`)).not.toBeNull();
  },
};
