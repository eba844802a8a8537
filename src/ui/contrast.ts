/**
 * Colour contrast as WCAG 2.1 measures it (1.4.3 Contrast (Minimum), 1.4.11 Non-text Contrast), and
 * the step of a colour that reaches it: the theme keeps the colour a person picks as its hue and
 * paints text and filled controls with the darker step of it that reads at 4.5:1.
 */

/** Red, green and blue, 0–255. */
type Rgb = readonly [number, number, number];

/** A colour written as #rgb or #rrggbb (what the settings' picker and antd's tokens use); null otherwise. */
export function parseHex(color: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb): string => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG's relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * `color` as it is when it reads at `ratio` on every one of `backgrounds` (light ones: white, the
 * pale tint of a tag or a selected row), else the first darker step of the same hue and saturation
 * that does. A colour that is not #rgb/#rrggbb is returned as it is.
 */
export function atContrast(color: string, backgrounds: readonly string[] = ['#ffffff'], ratio = 4.5): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const reads = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= ratio);
  if (reads(toHex(rgb))) return toHex(rgb);
  const [h, s, l] = toHsl(rgb);
  for (let step = l - 0.005; step > 0; step -= 0.005) {
    const c = toHex(fromHsl(h, s, step));
    if (reads(c)) return c;
  }
  return '#000000';
}

/** `color` mixed with white, `part` of it (0–1): the pale tints antd lays under a colour's text and around it. */
export function tintOf(color: string, part: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) return '#ffffff';
  const mix = (i: number) => Math.round(parseInt(m[1].slice(i, i + 2), 16) * part + 255 * (1 - part)).toString(16).padStart(2, '0');
  return `#${mix(0)}${mix(2)}${mix(4)}`;
}

/** A colour as text and filled controls carry it: the step of its hue that reads at 4.5:1 on white and on its own tint. */
export const textShade = (color: string): string => atContrast(color, ['#ffffff', tintOf(color, 0.12)]);
