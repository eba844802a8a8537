// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asAreaCentres, asMapGeoJSON, featureNames, loadAreaCentres, loadChinaMap, loadGuangdongMap, loadShenzhenMap, SHENZHEN_DISTRICT_SEATS, toAdcode } from './index';

describe('the map data', () => {
  it('China: 34 provincial divisions under their full names, and the 南海诸岛 inset', async () => {
    const china = await loadChinaMap();
    const names = featureNames(china);
    expect(names).toHaveLength(35);
    for (const n of ['广东省', '北京市', '内蒙古自治区', '广西壮族自治区', '香港特别行政区', '澳门特别行政区', '台湾省', '南海诸岛']) expect(names).toContain(n);
    const nanhai = china.features.find((f) => f.properties.name === '南海诸岛');
    expect(nanhai?.properties).toMatchObject({ adcode: 'nanhai', inset: true });
    expect(china.features.find((f) => f.properties.name === '广东省')?.properties).toMatchObject({ adcode: '440000', shortName: '广东' });
  });

  it('Guangdong: 21 prefecture-level cities', async () => {
    const names = featureNames(await loadGuangdongMap());
    expect(names).toHaveLength(21);
    expect(names).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市', '中山市', '潮州市']));
  });

  it('Shenzhen: 8 district polygons; all ten districts have a label point', async () => {
    const sz = await loadShenzhenMap();
    expect(featureNames(sz).sort()).toEqual(['南山区', '坪山区', '宝安区', '盐田区', '福田区', '罗湖区', '龙华区', '龙岗区'].sort());
    expect(SHENZHEN_DISTRICT_SEATS.map((d) => d.name)).toEqual(['福田区', '罗湖区', '南山区', '宝安区', '龙岗区', '盐田区', '龙华区', '坪山区', '光明区', '大鹏新区']);
    for (const d of SHENZHEN_DISTRICT_SEATS) {
      expect(d.hasPolygon).toBe(featureNames(sz).includes(d.name));
      expect(d.center[0]).toBeGreaterThan(113.7);
      expect(d.center[0]).toBeLessThan(114.7);
    }
  });

  it('label points by 6-digit code, and the code of any division level', async () => {
    const c = await loadAreaCentres();
    expect(c['440300'][0]).toBeCloseTo(114.09, 1);
    expect(c['440305']).toBeDefined();
    expect(c['110000']).toBeDefined();
    expect(toAdcode('44')).toBe('440000');
    expect(toAdcode('4403')).toBe('440300');
    expect(toAdcode('440305')).toBe('440305');
  });

  it('refuses documents that are not such maps', () => {
    expect(() => asMapGeoJSON({ type: 'Feature' })).toThrow();
    expect(() => asMapGeoJSON({ type: 'FeatureCollection', features: [{ properties: {}, geometry: { type: 'Polygon', coordinates: [] } }] })).toThrow();
    expect(() => asMapGeoJSON({ type: 'FeatureCollection', features: [{ properties: { name: 'x' }, geometry: { type: 'Point', coordinates: [1, 2] } }] })).toThrow();
    expect(() => asAreaCentres({ '4403': [1, 2] })).toThrow();
    expect(featureNames(asMapGeoJSON({ type: 'FeatureCollection', features: [] }))).toEqual([]);
  });
});
