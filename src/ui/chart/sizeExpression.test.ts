import { describe, expect, it } from 'vitest';
import { compileSizeExpression } from './sizeExpression';

describe('echarts-gl size expressions without eval', () => {
  it('computes the sizes echarts-gl asks for', () => {
    expect(compileSizeExpression('height * 1.0 / 16')(1920, 1080, 2)).toBe(67.5);
    expect(compileSizeExpression('[width * dpr / 2, height * dpr / 2]')(1920, 1080, 2)).toEqual([1920, 1080]);
    expect(compileSizeExpression(' [ width * 1.0 / 16, height / 16] ')(320, 160)).toEqual([20, 10]);
    expect(compileSizeExpression('height')(10, 20)).toBe(20);
  });

  it('follows precedence and parentheses', () => {
    expect(compileSizeExpression('width - 2 * 3')(10, 0)).toBe(4);
    expect(compileSizeExpression('(width - 2) * 3')(10, 0)).toBe(24);
    expect(compileSizeExpression('-width + 1')(10, 0)).toBe(-9);
  });

  it('refuses anything that is not arithmetic over the three sizes', () => {
    for (const bad of ['alert(1)', 'width; fetch("/")', 'window', 'width *', '[width, height', 'width height', '']) {
      expect(() => compileSizeExpression(bad)(1, 1, 1), bad).toThrow('Invalid expression');
    }
  });
});
