// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAP_BANDS, mapBandOf, matchRegionNames, shortRegionName } from './mapBands';

describe('map bands (above 100 high, 50 to 100 medium-high, 10 to 50 medium, below 10 low)', () => {
  it.each([
    [9.99, 'low'],
    [10, 'medium'],
    [49.99, 'medium'],
    [50, 'mediumHigh'],
    [100, 'mediumHigh'],
    [100.01, 'high'],
    [0, 'low'],
    [Number.NaN, 'low'],
  ])('%s is %s', (value, key) => {
    expect(mapBandOf(value).key).toBe(key);
  });

  it('the visualMap pieces agree with mapBandOf at every boundary', () => {
    const inPiece = (v: number, p: (typeof MAP_BANDS)[number]['piece']) =>
      (p.gt === undefined || v > p.gt) && (p.gte === undefined || v >= p.gte) && (p.lt === undefined || v < p.lt) && (p.lte === undefined || v <= p.lte);
    for (const v of [0, 9.99, 10, 50, 100, 100.01, 5000]) {
      const owners = MAP_BANDS.filter((b) => inPiece(v, b.piece));
      expect(owners.map((b) => b.key)).toEqual([mapBandOf(v).key]);
    }
  });
});

describe('matching data names to map features', () => {
  const provinces = ['北京', '广东', '新疆', '内蒙古', '香港', '南海诸岛', '广西', '西藏'];

  it('matches full official names to the short feature names and keeps 南海诸岛', () => {
    const { matched, unmatched } = matchRegionNames(['广东省', '新疆维吾尔自治区', '内蒙古自治区', '北京市', '香港特别行政区', '广西壮族自治区', '南海诸岛'], provinces);
    expect(Object.fromEntries(matched)).toEqual({
      广东省: '广东', 新疆维吾尔自治区: '新疆', 内蒙古自治区: '内蒙古', 北京市: '北京', 香港特别行政区: '香港', 广西壮族自治区: '广西', 南海诸岛: '南海诸岛',
    });
    expect(unmatched).toEqual([]);
  });

  it('matches short data names to full feature names', () => {
    const { matched } = matchRegionNames(['广东', '内蒙古'], ['广东省', '内蒙古自治区']);
    expect(matched.get('广东')).toBe('广东省');
    expect(matched.get('内蒙古')).toBe('内蒙古自治区');
  });

  it('matches Shenzhen districts with and without 区 / 新区, exact names first', () => {
    const districts = ['南山区', '福田区', '大鹏新区', '光明区'];
    const { matched, unmatched } = matchRegionNames(['南山', '福田区', '大鹏', '光明新区'], districts);
    expect(Object.fromEntries(matched)).toEqual({ 南山: '南山区', 福田区: '福田区', 大鹏: '大鹏新区', 光明新区: '光明区' });
    expect(unmatched).toEqual([]);
  });

  it('reports names with no feature instead of dropping them silently, and never gives one feature twice', () => {
    const { matched, unmatched } = matchRegionNames(['广东省', '广东', '火星'], provinces);
    // The exact name wins the feature; the other spelling is reported, not painted twice.
    expect(matched.get('广东')).toBe('广东');
    expect(unmatched).toEqual(['广东省', '火星']);
  });

  it('short names keep at least two characters', () => {
    expect(shortRegionName('东区')).toBe('东区');
    expect(shortRegionName('深圳市')).toBe('深圳');
    expect(shortRegionName('宁夏回族自治区')).toBe('宁夏');
  });
});
