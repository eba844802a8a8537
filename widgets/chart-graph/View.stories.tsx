import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { starGraph } from '@/domain/chartData';
import { manyNamed } from '@/ui/chart/samples';
import { chartDrawn, ChartStoryFrame } from '@/ui/chart/storyFrames';
import { GRAPH_ANIMATION_MS, GraphView } from './View';

/** The pixels of the chart's G6 canvases, as [canvas, RGBA data]. */
function pictures(root: HTMLElement): [HTMLCanvasElement, Uint8ClampedArray][] {
  return [...root.querySelectorAll<HTMLCanvasElement>('[data-chart-host="g6"] canvas')].flatMap((canvas) => {
    const ctx = canvas.getContext('2d');
    return ctx && canvas.width > 0 && canvas.height > 0 ? [[canvas, ctx.getImageData(0, 0, canvas.width, canvas.height).data] as [HTMLCanvasElement, Uint8ClampedArray]] : [];
  });
}

/**
 * Which edges of the chart's canvases have something drawn on their outer two pixels: a node, its
 * label or glow, or an edge running to a node, cut off by the box. Nothing touches the edges of a
 * graph that fits its box. Empty canvases (not drawn yet) say nothing: `drawn` tells.
 */
function cutOff(root: HTMLElement): { drawn: boolean; cut: string[] } {
  let drawn = false;
  const cut = new Set<string>();
  for (const [canvas, data] of pictures(root)) {
    const { width: w, height: h } = canvas;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        if (data[(y * w + x) * 4 + 3] <= 40) continue;
        drawn = true;
        if (y < 2) cut.add('top');
        if (y >= h - 2) cut.add('bottom');
        if (x < 2) cut.add('left');
        if (x >= w - 2) cut.add('right');
      }
    }
  }
  return { drawn, cut: [...cut].sort() };
}

/**
 * Resolves once the graph has been drawn for the size of its box and has settled (G6 moves its
 * nodes for GRAPH_ANIMATION_MS) with every node inside the box; fails if a node stays cut off.
 */
async function nodesInsideTheBox(root: HTMLElement): Promise<void> {
  const host = root.querySelector<HTMLElement>('[data-chart-host="g6"]');
  await waitFor(() => {
    for (const canvas of host?.querySelectorAll('canvas') ?? []) expect(Math.abs(canvas.getBoundingClientRect().width - (host?.clientWidth ?? 0))).toBeLessThan(1);
  });
  await new Promise((r) => setTimeout(r, GRAPH_ANIMATION_MS + 300));
  await waitFor(() => expect(cutOff(root)).toEqual({ drawn: true, cut: [] }), { timeout: 3000 });
}

const meta = {
  title: 'Widgets/Statistics/Graph',
  component: GraphView,
  args: { state: { status: 'success', data: starGraph('深圳', [{ name: '广西壮族自治区', value: 6 }, { name: '贵州省', value: 4 }, { name: '新疆维吾尔自治区', value: 3 }, { name: '西藏自治区', value: 2 }, { name: '四川省', value: 2 }]) } },
  decorators: [
    (Story, { parameters }) => (
      <ChartStoryFrame theme={parameters.chartTheme === 'dark' ? 'dark' : 'light'} title="对口帮扶地区" width={parameters.frame?.width} height={parameters.frame?.height}>
        <Story />
      </ChartStoryFrame>
    ),
  ],
} satisfies Meta<typeof GraphView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typical figures in the admin portal's light theme. */
export const Typical: Story = {
  play: async ({ canvasElement, canvas }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/贵州省 4/);
    await nodesInsideTheBox(canvasElement);
  },
};

/** The same on the wall's dark panel, in a box of the wall's size at 1920×1080: nodes, labels and glow inside it. */
export const Dark: Story = {
  parameters: { chartTheme: 'dark', frame: { width: 485, height: 256 } },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await nodesInsideTheBox(canvasElement);
  },
};

/**
 * The box of the 对口帮扶地区 page at 1920×1080, made narrower after the graph was drawn (a window
 * made smaller): the nodes are placed again for the new size instead of staying where the wider
 * box had them, beyond its edges.
 */
export const Resized: Story = {
  parameters: { frame: { width: 1669, height: 580 } },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await nodesInsideTheBox(canvasElement);
    const frame = canvasElement.querySelector<HTMLElement>('[role="region"]');
    if (frame) frame.style.width = '900px';
    await nodesInsideTheBox(canvasElement);
  },
};

/** Explicitly the light theme (the supervision data dashboard page). */
export const Light: Story = { parameters: { chartTheme: 'light' }, play: async ({ canvasElement }) => chartDrawn(canvasElement) };

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible(),
};

export const Empty: Story = {
  args: { state: { status: 'success', data: { nodes: [], edges: [] } } },
  play: async ({ canvas }) => expect(canvas.getByText('暂无数据')).toBeVisible(),
};

export const Error: Story = {
  args: { state: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('后台服务访问异常');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** Many figures: the chart stays readable (scrolling legend, no crowded labels). */
export const LargeData: Story = {
  args: { state: { status: 'success', data: starGraph('深圳', manyNamed(60, '地区')) } },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await nodesInsideTheBox(canvasElement);
  },
};
