// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { A4_POINTS, PDF_CONTENT, planPdfPages } from './pdfPages';

describe('paging a snapshot into A4 JPEG pages', () => {
  it('uses the reference size 555.28 × 801.89 inside an A4 page', () => {
    expect(PDF_CONTENT).toEqual({ width: 555.28, height: 801.89 });
    expect(A4_POINTS).toEqual({ width: 595.28, height: 841.89 });
  });

  it('one page for a short snapshot, placed at the margins', () => {
    const plan = planPdfPages(1200, 800);
    expect(plan.imageWidth).toBe(555.28);
    expect(plan.imageHeight).toBeCloseTo(370.19, 2);
    expect(plan.pages).toEqual([{ x: 20, y: 20 }]);
  });

  it('a tall snapshot continues on the next pages, each showing the next slice', () => {
    const plan = planPdfPages(1000, 3000);
    expect(plan.pages).toHaveLength(Math.ceil((3 * 555.28) / 801.89));
    expect(plan.pages[1].y).toBeCloseTo(20 - 801.89);
    expect(plan.pages[2].y).toBeCloseTo(20 - 2 * 801.89);
  });

  it('exactly one page of content makes one page; nothing makes none', () => {
    expect(planPdfPages(555.28, 801.89).pages).toHaveLength(1);
    expect(planPdfPages(0, 100).pages).toEqual([]);
  });
});
