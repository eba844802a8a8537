import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphData as G6Data } from '@antv/g6';
import { starGraph } from '@/domain/chartData';
import { manyNamed } from '@/ui/chart/samples';
import { graphConfig, GraphView, toG6Data, type GraphSize } from './View';

interface FakeGraph {
  options: { width: number; height: number; data: G6Data };
  data: G6Data;
  render: ReturnType<typeof vi.fn>;
  resize: ReturnType<typeof vi.fn>;
  setData: ReturnType<typeof vi.fn>;
}
const graphs = vi.hoisted(() => [] as FakeGraph[]);
vi.mock('@antv/g6', () => ({
  Graph: class {
    options: FakeGraph['options'];
    data: G6Data;
    render = vi.fn(async () => {});
    resize = vi.fn();
    setLayout = vi.fn();
    destroy = vi.fn();
    setData = vi.fn((d: G6Data) => {
      this.data = d;
    });
    constructor(options: FakeGraph['options']) {
      this.options = options;
      this.data = options.data;
      graphs.push(this as unknown as FakeGraph);
    }
  },
}));

/**
 * How far the drawn star reaches beyond its box, in px (0 = inside): G6 centres the star in its
 * box (autoFit 'center'), and each node reaches its radius, half its widest label and its glow
 * beyond its centre — all read from the options the widget gives G6.
 */
function overflow(data: G6Data, size: GraphSize, theme: 'dark' | 'light'): number {
  const style = graphConfig({ nodes: [], edges: [] }, theme, size).node.style;
  const reachX = Math.max(style.size, style.labelMaxWidth) / 2 + style.shadowBlur;
  const reachY = style.size / 2 + style.shadowBlur;
  const xs = (data.nodes ?? []).map((n) => Number(n.style?.x));
  const ys = (data.nodes ?? []).map((n) => Number(n.style?.y));
  const width = Math.max(...xs) - Math.min(...xs) + 2 * reachX;
  const height = Math.max(...ys) - Math.min(...ys) + 2 * reachY;
  return Math.max(0, width - size.width, height - size.height);
}

/** The 对口帮扶地区 box of the stat-assist page at 1920×1080, the wall's box, a story's. */
const BOXES: GraphSize[] = [
  { width: 1651, height: 519 },
  { width: 443, height: 183 },
  { width: 502, height: 236 },
];

const regions = starGraph('深圳市', [
  { name: '广东省', value: 4 },
  { name: '广西壮族自治区', value: 2 },
  { name: '贵州省', value: 2 },
  { name: '新疆维吾尔自治区', value: 2 },
  { name: '西藏自治区', value: 1 },
]);

describe('the relationship graph in its box', () => {
  it('places a star so every node, label and glow stays inside the box, for few and many regions', () => {
    for (const size of BOXES) {
      for (const data of [regions, starGraph('深圳', manyNamed(20, '地区')), starGraph('深圳', manyNamed(60, '地区'))]) {
        for (const theme of ['dark', 'light'] as const) expect(overflow(toG6Data(data, theme, size), size, theme)).toBe(0);
      }
    }
  });

  describe('when the box changes size', () => {
    const size = { width: 1651, height: 519 };
    let observed: (() => void) | null = null;
    beforeEach(() => {
      graphs.length = 0;
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(cb: () => void) {
            observed = cb;
          }
          observe() {}
          disconnect() {}
        },
      );
      vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(() => size.width);
      vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(() => size.height);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('places the star again for the new size (a window made narrower kept the nodes of the wider one)', async () => {
      vi.useFakeTimers();
      render(<GraphView state={{ status: 'success', data: regions }} />);
      const [g] = graphs;
      expect(g.options).toMatchObject({ width: 1651, height: 519 });
      expect(overflow(g.data, size, 'light')).toBe(0);

      // The observer's first call comes at the size just drawn: nothing to do.
      await act(async () => observed?.());
      expect(g.setData).not.toHaveBeenCalled();

      size.width = 1200;
      await act(async () => {
        observed?.();
        vi.advanceTimersByTime(200);
      });
      expect(g.resize).toHaveBeenLastCalledWith(1200, 519);
      expect(g.setData).toHaveBeenCalledOnce();
      expect(g.render).toHaveBeenCalledTimes(2);
      expect(overflow(g.data, size, 'light')).toBe(0);
      // The old placement would not have fitted.
      expect(overflow(g.options.data, size, 'light')).toBeGreaterThan(0);
    });
  });
});
