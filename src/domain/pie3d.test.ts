// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PIE3D_INNER_RATIO, PIE3D_SEGMENTS, pie3dGeometry, pie3dLabelPoint, pie3dParametric, pie3dPoint, tubeRadius } from './pie3d';

describe('3D pie geometry', () => {
  it('splits the circle by share, in order, ending exactly at 1', () => {
    const g = pie3dGeometry([{ name: 'a', value: 10 }, { name: 'b', value: 30 }, { name: 'c', value: 60 }]);
    expect(g.total).toBe(100);
    expect(g.slices.map((s) => [s.startRatio, s.endRatio])).toEqual([[0, 0.1], [0.1, 0.4], [0.4, 1]]);
    expect(g.slices.map((s) => s.share)).toEqual([0.1, 0.3, 0.6]);
  });

  it('scales heights by one tenth', () => {
    const g = pie3dGeometry([{ name: 'a', value: 20 }, { name: 'b', value: 300 }]);
    expect(g.slices.map((s) => s.height)).toEqual([2, 30]);
  });

  it('inner ratio 0.59 by default: inner / outer edge = 0.59', () => {
    const k = tubeRadius(PIE3D_INNER_RATIO);
    const slice = pie3dGeometry([{ name: 'a', value: 1 }]).slices[0];
    const outer = pie3dPoint(slice, k, 10, 1);
    const inner = pie3dPoint(slice, k, 10, 4);
    const r = (p: number[]) => Math.hypot(p[0], p[1]);
    expect(r(inner) / r(outer)).toBeCloseTo(0.59, 10);
    expect(pie3dGeometry([{ name: 'a', value: 1 }]).k).toBeCloseTo(k);
  });

  it('leaves zero and negative slices out, and says empty when nothing is left', () => {
    const g = pie3dGeometry([{ name: 'a', value: 0 }, { name: 'b', value: 5 }, { name: 'c', value: -3 }]);
    expect(g.slices.map((s) => s.name)).toEqual(['b']);
    expect(g.slices[0]).toMatchObject({ startRatio: 0, endRatio: 1, share: 1 });
    expect(pie3dGeometry([]).empty).toBe(true);
    expect(pie3dGeometry([{ name: 'a', value: 0 }, { name: 'b', value: Number.NaN }]).empty).toBe(true);
  });

  it('walks a slice from its start angle to its end, clamped, and mirrors on request', () => {
    const slice = { startRatio: 0, endRatio: 0.25, height: 2 };
    const k = tubeRadius(0.59);
    const n = pie3dParametric(slice).u.max;
    const angle = (p: number[]) => Math.atan2(p[1], p[0]);
    expect(angle(pie3dPoint(slice, k, 0, 0))).toBeCloseTo(0);
    expect(angle(pie3dPoint(slice, k, n, 0))).toBeCloseTo(Math.PI / 2);
    expect(pie3dPoint(slice, k, -1, 0)).toEqual(pie3dPoint(slice, k, 0, 0));
    expect(pie3dPoint(slice, k, n + 3, 0)).toEqual(pie3dPoint(slice, k, n, 0));
    const [x, y] = pie3dPoint(slice, k, 3, 0);
    const [mx, my] = pie3dPoint(slice, k, 3, 0, true);
    expect(mx).toBeCloseTo(-x);
    expect(my).toBeCloseTo(y);
  });

  it('gives each slice its share of the segments (at least two) and a closed box cross-section', () => {
    expect(pie3dParametric({ startRatio: 0, endRatio: 0.5 }).u).toEqual({ min: 0, max: PIE3D_SEGMENTS / 2, step: 1 });
    expect(pie3dParametric({ startRatio: 0.5, endRatio: 0.501 }).u.max).toBe(2);
    const slice = { startRatio: 0, endRatio: 1, height: 3 };
    const { v } = pie3dParametric(slice);
    expect(pie3dPoint(slice, 0.2, 5, v.min)).toEqual(pie3dPoint(slice, 0.2, 5, v.max));
    // Whole pie: a few hundred triangles, not tens of thousands.
    expect(pie3dParametric(slice).u.max * (v.max - v.min) * 2).toBeLessThan(1500);
  });

  it('top at the slice height, bottom flat at -1; labels on the outer top edge', () => {
    const g = pie3dGeometry([{ name: 'a', value: 40 }, { name: 'b', value: 40 }]);
    expect([1, 2, 3, 4].map((v) => pie3dPoint(g.slices[0], g.k, 1, v)[2])).toEqual([4, 4, 4, 4]);
    expect([0, 5, 6].map((v) => pie3dPoint(g.slices[0], g.k, 1, v)[2])).toEqual([-1, -1, -1]);
    const [lx, ly, lz] = pie3dLabelPoint(g.slices[0], g.k);
    expect(Math.hypot(lx, ly)).toBeCloseTo(1 + g.k);
    expect(lz).toBe(4);
  });
});
