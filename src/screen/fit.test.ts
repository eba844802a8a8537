import { describe, expect, it } from 'vitest';
import { DESIGN_HEIGHT, DESIGN_WIDTH, fitToViewport } from './fit';

describe('fitting the 1920×1080 big screen onto a wall', () => {
  it('fills a 16:9 wall exactly, at any resolution', () => {
    expect(fitToViewport(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
    expect(fitToViewport(3840, 2160)).toEqual({ scale: 2, left: 0, top: 0 });
  });

  it('letterboxes a taller viewport: full width, centred vertically', () => {
    const fit = fitToViewport(1600, 1000);
    expect(fit.scale).toBeCloseTo(1600 / DESIGN_WIDTH);
    expect(fit.left).toBe(0);
    expect(fit.top).toBeCloseTo((1000 - DESIGN_HEIGHT * fit.scale) / 2);
  });

  it('pillarboxes a wider wall (e.g. 32:9): full height, centred horizontally', () => {
    const fit = fitToViewport(3840, 1080);
    expect(fit.scale).toBe(1);
    expect(fit.left).toBe((3840 - 1920) / 2);
    expect(fit.top).toBe(0);
  });

  it('never collapses to zero or goes negative on a tiny or hidden window', () => {
    const fit = fitToViewport(0, 0);
    expect(fit.scale).toBeGreaterThan(0);
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.top).toBeGreaterThanOrEqual(0);
  });
});
