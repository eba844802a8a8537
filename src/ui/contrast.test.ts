import { presetPalettes } from '@ant-design/colors';
import { describe, expect, it } from 'vitest';
import { atContrast, contrastRatio, parseHex, textShade } from './contrast';
import { colorTokens, PRIMARY_COLOR } from './theme';

describe('colour contrast (WCAG 2.1)', () => {
  it('measures as WCAG does: black on white 21:1, the spec’s blue on white 3.2:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1890ff', '#fff')).toBeCloseTo(3.24, 2);
  });

  it('darkens a colour that reads too faintly to the first step that reads, keeping its hue', () => {
    const shade = atContrast('#1890ff');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(5.5);
    const [r, g, b] = parseHex(shade) as readonly number[];
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
  });

  it('leaves a colour that already reads as it is, and one it cannot parse too', () => {
    expect(atContrast('#722ed1')).toBe('#722ed1');
    expect(atContrast('rgba(0,0,0,.5)')).toBe('rgba(0,0,0,.5)');
  });

  it('gives whatever theme colour a person picks text and buttons that read at 4.5:1 on white and on their tints', () => {
    for (const picked of [PRIMARY_COLOR, '#13c2c2', '#fadb14', '#eb2f96', '#52c41a']) {
      const t = colorTokens(picked) as Record<string, string>;
      for (const name of ['Primary', 'Success', 'Warning', 'Error']) {
        // At rest, hovered and pressed: as text on white and on the colour's tint, and under white text.
        for (const state of ['', 'Hover', 'Active']) {
          const colour = t[`color${name}${state}`];
          expect(contrastRatio(colour, '#ffffff'), `${picked} ${name}${state}`).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(colour, t[`color${name}Bg`]), `${picked} ${name}${state} on its tint`).toBeGreaterThanOrEqual(4.5);
        }
      }
      expect(t.colorPrimary).toBe(textShade(picked));
    }
  });

  it('gives antd’s named tag colours (orange, green, purple…) text that reads at 4.5:1 on their pale tint', () => {
    const t = colorTokens(PRIMARY_COLOR) as Record<string, string>;
    for (const [name, palette] of Object.entries(presetPalettes)) {
      expect(contrastRatio(t[`${name}7`], palette[0]), name).toBeGreaterThanOrEqual(4.5);
      expect(t[`${name}-7`], `${name}’s legacy name, the same CSS variable`).toBe(t[`${name}7`]);
    }
  });
});
