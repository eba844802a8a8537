import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { starGraph } from '@/domain/chartData';
import { GRAPH_ANIMATION_MS, GRAPH_NODE_SIZE, starPositions, toG6Data } from './View';
import manifest from './index';
import { GraphView } from './View';

vi.mock('@antv/g6', () => ({ Graph: class {} }));

describe('the chart-graph widget', () => {
  it('declares a manifest whose defaults parse', () => {
    expect(manifest.type).toBe('chart-graph');
    expect(manifest.resolve({ version: 1, props: {} }).ok).toBe(true);
  });

  it('keeps the spec constants and gives G6 one node per region around the centre', () => {
    expect(GRAPH_NODE_SIZE).toBe(50);
    expect(GRAPH_ANIMATION_MS).toBe(1500);
    const d = toG6Data(starGraph('深圳', [{ name: '贵州省', value: 4 }]), 'dark');
    expect(d.nodes?.map((n) => n.style?.labelText)).toEqual(['深圳\n4', '贵州\n4']);
    expect(starPositions(starGraph('深圳', [{ name: 'a', value: 1 }, { name: 'b', value: 1 }]))?.get('n:a')).toEqual({ x: 0, y: -150 });
    expect(d.edges).toHaveLength(1);
  });

  it('says 暂无数据 when there is nothing to draw', () => {
    render(<GraphView state={{ status: 'success', data: { nodes: [], edges: [] } }} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the loading and error states', () => {
    const { unmount } = render(<GraphView state={{ status: 'loading' }} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    unmount();
    render(<GraphView state={{ status: 'error', message: '请求超时' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
  });
});
