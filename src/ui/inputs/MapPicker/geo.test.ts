// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MapGeoJSON } from '../../../../maps';
import {
  collectionBBox,
  featureAt,
  fitBBox,
  formatCoord,
  lonLatToScreen,
  MAX_ZOOM,
  MIN_ZOOM,
  panView,
  parseCoord,
  project,
  roundCoord,
  scaleBar,
  screenToLonLat,
  tilesForView,
  tileUrl,
  unproject,
  zoomViewAt,
  type View,
} from './geo';

const FUTIAN: [number, number] = [114.0551, 22.5215];

describe('Web-Mercator projection', () => {
  it('puts (0, 0) in the middle of the world and the corners at the latitude limit', () => {
    expect(project([0, 0], 0)).toEqual([128, 128]);
    expect(project([-180, 85.05112878], 0)[0]).toBe(0);
    expect(project([-180, 85.05112878], 0)[1]).toBeCloseTo(0, 6);
    expect(project([180, -85.05112878], 1)[1]).toBeCloseTo(512, 6);
  });

  it('matches the XYZ tile of a known place (Futian at zoom 17 lies in tile 107062, 57116)', () => {
    const [x, y] = project(FUTIAN, 17);
    expect(Math.floor(x / 256)).toBe(107062);
    expect(Math.floor(y / 256)).toBe(57116);
  });

  it('round-trips to well under a micro-degree at every zoom', () => {
    for (let z = MIN_ZOOM; z <= MAX_ZOOM; z++) {
      const [lon, lat] = unproject(project(FUTIAN, z), z);
      expect(lon).toBeCloseTo(FUTIAN[0], 9);
      expect(lat).toBeCloseTo(FUTIAN[1], 9);
    }
  });
});

describe('rounding and parsing of coordinates', () => {
  it('keeps 6 decimals and never shows -0 or exponent notation', () => {
    expect(roundCoord(114.05512345678)).toBe(114.055123);
    expect(roundCoord(22.5215005)).toBe(22.521501);
    expect(roundCoord(-0.0000001)).toBe(0);
    expect(formatCoord(114.0551)).toBe('114.0551');
    expect(formatCoord(114)).toBe('114');
    expect(formatCoord(1e-7)).toBe('0');
    expect(formatCoord(-179.9999999)).toBe('-180');
    expect(formatCoord(113.123456789).length).toBeLessThanOrEqual(15);
  });

  it('reads typed coordinates within range only', () => {
    expect(parseCoord(' 114.05 ', 'lon')).toBe(114.05);
    expect(parseCoord('-33.9', 'lat')).toBe(-33.9);
    expect(parseCoord('91', 'lat')).toBeNull();
    expect(parseCoord('181', 'lon')).toBeNull();
    expect(parseCoord('1e3', 'lon')).toBeNull();
    expect(parseCoord('', 'lon')).toBeNull();
    expect(parseCoord(undefined, 'lat')).toBeNull();
  });
});

describe('views', () => {
  const view: View = { center: FUTIAN, zoom: 17 };

  it('maps the centre of the view to the middle of the screen and back', () => {
    expect(lonLatToScreen(view, 800, 400, FUTIAN)).toEqual([400, 200]);
    const [lon, lat] = screenToLonLat(view, 800, 400, [400, 200]);
    expect(lon).toBeCloseTo(FUTIAN[0], 9);
    expect(lat).toBeCloseTo(FUTIAN[1], 9);
  });

  it('pans with the drag: the point under the pointer stays under it', () => {
    const grabbed = screenToLonLat(view, 800, 400, [100, 100]);
    const moved = panView(view, 50, -30);
    const [x, y] = lonLatToScreen(moved, 800, 400, grabbed);
    expect(x).toBeCloseTo(150, 6);
    expect(y).toBeCloseTo(70, 6);
  });

  it('zooms around the pointer and stays within the zoom range', () => {
    const at: [number, number] = [600, 100];
    const anchor = screenToLonLat(view, 800, 400, at);
    const out = zoomViewAt(view, 800, 400, 16, at);
    expect(out.zoom).toBe(16);
    const [x, y] = lonLatToScreen(out, 800, 400, anchor);
    expect(x).toBeCloseTo(600, 6);
    expect(y).toBeCloseTo(100, 6);
    expect(zoomViewAt(view, 800, 400, 30, at).zoom).toBe(MAX_ZOOM);
    expect(zoomViewAt({ center: FUTIAN, zoom: 3 }, 800, 400, 1, at)).toEqual({ center: FUTIAN, zoom: 3 });
  });

  it('fits a box at the largest zoom where it fits, centred', () => {
    // Shenzhen's box is 641 x 371 px at zoom 10, 1282 x 742 at zoom 11: it fits 930 x 420 (16 px padding) at 10.
    const shenzhen: [number, number, number, number] = [113.75, 22.4, 114.63, 22.87];
    expect(fitBBox(shenzhen, 930, 420).zoom).toBe(10);
    // With 400 px of height the 371 px no longer fit inside the padding: zoom 9.
    expect(fitBBox(shenzhen, 930, 400).zoom).toBe(9);
    const fit = fitBBox(shenzhen, 930, 420);
    const [x0, y0] = lonLatToScreen(fit, 930, 420, [shenzhen[0], shenzhen[3]]);
    const [x1, y1] = lonLatToScreen(fit, 930, 420, [shenzhen[2], shenzhen[1]]);
    expect(x0).toBeGreaterThanOrEqual(16 - 1e-3);
    expect(y0).toBeGreaterThanOrEqual(16 - 1e-3);
    expect(x1).toBeLessThanOrEqual(930 - 16 + 1e-3);
    expect(y1).toBeLessThanOrEqual(420 - 16 + 1e-3);
    expect(x0 + x1).toBeCloseTo(930, 0);
    expect(fitBBox([114, 22.5, 114.0001, 22.5001], 800, 400).zoom).toBe(MAX_ZOOM);
  });

  it('lists the tiles covering a view and fills tile templates', () => {
    const tiles = tilesForView({ center: FUTIAN, zoom: 17 }, 512, 256);
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(tiles.length).toBeLessThanOrEqual(6);
    expect(tiles.some((t) => t.x === 107062 && t.y === 57116)).toBe(true);
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}.png', { z: 17, x: 107062, y: 57116 })).toMatch(/^https:\/\/[abc]\.tile\.example\/17\/107062\/57116\.png$/);
  });

  it('gives a round scale bar', () => {
    const bar = scaleBar(22.5, 17);
    expect([1, 2, 5].map((m) => m * 10 ** Math.floor(Math.log10(bar.metres)))).toContain(bar.metres);
    expect(bar.px).toBeLessThanOrEqual(100);
    expect(bar.label).toBe('100 米');
    expect(scaleBar(22.5, 8).label).toMatch(/公里$/);
  });
});

describe('features', () => {
  const square = (name: string, x: number): MapGeoJSON['features'][number] => ({
    type: 'Feature',
    properties: { name, adcode: name, center: [x + 0.5, 0.5] },
    geometry: { type: 'Polygon', coordinates: [[[x, 0], [x + 1, 0], [x + 1, 1], [x, 1], [x, 0]]] },
  });
  const fc: MapGeoJSON = {
    type: 'FeatureCollection',
    features: [
      square('甲', 0),
      square('乙', 2),
      { type: 'Feature', properties: { name: '南海诸岛', adcode: 'nanhai', center: [50, 50], inset: true }, geometry: { type: 'Polygon', coordinates: [[[40, 40], [60, 40], [60, 60], [40, 40]]] } },
    ],
  };

  it('finds which feature holds a point', () => {
    expect(featureAt(fc, [0.5, 0.5])).toBe('甲');
    expect(featureAt(fc, [2.2, 0.9])).toBe('乙');
    expect(featureAt(fc, [1.5, 0.5])).toBeNull();
    expect(featureAt(fc, [55, 45])).toBeNull(); // insets are drawings, not places
  });

  it('measures a collection without its insets', () => {
    expect(collectionBBox(fc)).toEqual([0, 0, 3, 1]);
  });
});
