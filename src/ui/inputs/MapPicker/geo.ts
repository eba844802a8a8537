/**
 * Pure geometry of the map picker: Web-Mercator projection (EPSG:3857, 256-pixel tiles, the scheme of
 * every XYZ tile provider), rounding of picked coordinates, fitting a bounding box into a view, the tiles
 * a view needs, and the outline of GeoJSON features. No DOM, no React.
 */
import type { LonLat, MapGeoJSON, MapGeometry } from '../../../../maps';

export const TILE_SIZE = 256;
/** Web Mercator's latitude limit. */
export const MAX_LAT = 85.05112878;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
/** Zoom when a point is chosen (calls document §9: map zoom 17). */
export const PICK_ZOOM = 17;
/** Decimals kept for a picked coordinate (about 0.1 m). */
export const COORD_DECIMALS = 6;

export type Pixel = [number, number];
/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Size in pixels of the whole world at a zoom. */
export const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** Longitude/latitude to world pixels at a zoom (origin top-left at 180°W, 85.05°N). */
export function project([lon, lat]: LonLat, zoom: number): Pixel {
  const size = worldSize(zoom);
  const phi = (clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180;
  const x = ((lon + 180) / 360) * size;
  const y = (0.5 - Math.log((1 + Math.sin(phi)) / (1 - Math.sin(phi))) / (4 * Math.PI)) * size;
  return [x, y];
}

/** World pixels at a zoom back to longitude/latitude. */
export function unproject([x, y]: Pixel, zoom: number): LonLat {
  const size = worldSize(zoom);
  const lon = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return [lon, lat];
}

/** A coordinate rounded to `decimals` places (6 by default), as a number. */
export function roundCoord(v: number, decimals = COORD_DECIMALS): number {
  const f = 10 ** decimals;
  const r = Math.round(v * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** The text a coordinate input shows: rounded, no trailing zeros, never exponent notation. */
export function formatCoord(v: number, decimals = COORD_DECIMALS): string {
  return roundCoord(v, decimals).toFixed(decimals).replace(/\.?0+$/, '');
}

/** A coordinate typed by a user, or null when it is not a number in range. */
export function parseCoord(text: string | null | undefined, kind: 'lon' | 'lat'): number | null {
  if (text === null || text === undefined) return null;
  const s = String(text).trim();
  if (!/^-?\d{1,3}(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  const limit = kind === 'lon' ? 180 : 90;
  return Math.abs(n) <= limit ? n : null;
}

export interface View {
  /** Centre of the view. */
  readonly center: LonLat;
  readonly zoom: number;
}

/** Top-left world pixel of a view of the given size. */
export function viewOrigin(view: View, width: number, height: number): Pixel {
  const [cx, cy] = project(view.center, view.zoom);
  return [cx - width / 2, cy - height / 2];
}

/** A screen point (relative to the map's top-left) to longitude/latitude. */
export function screenToLonLat(view: View, width: number, height: number, [sx, sy]: Pixel): LonLat {
  const [ox, oy] = viewOrigin(view, width, height);
  return unproject([ox + sx, oy + sy], view.zoom);
}

/** Longitude/latitude to a screen point of the view. */
export function lonLatToScreen(view: View, width: number, height: number, p: LonLat): Pixel {
  const [ox, oy] = viewOrigin(view, width, height);
  const [x, y] = project(p, view.zoom);
  return [x - ox, y - oy];
}

/** The view moved by a drag of (dx, dy) screen pixels. */
export function panView(view: View, dx: number, dy: number): View {
  const [cx, cy] = project(view.center, view.zoom);
  const [lon, lat] = unproject([cx - dx, cy - dy], view.zoom);
  return { zoom: view.zoom, center: [wrapLon(lon), clamp(lat, -MAX_LAT, MAX_LAT)] };
}

/** The view zoomed to `zoom`, keeping the geographic point under the screen point `at` where it is. */
export function zoomViewAt(view: View, width: number, height: number, zoom: number, at: Pixel): View {
  const z = clamp(Math.round(zoom), MIN_ZOOM, MAX_ZOOM);
  if (z === view.zoom) return view;
  const anchor = screenToLonLat(view, width, height, at);
  const [ax, ay] = project(anchor, z);
  const [cx, cy] = [ax - at[0] + width / 2, ay - at[1] + height / 2];
  const [lon, lat] = unproject([cx, cy], z);
  return { zoom: z, center: [wrapLon(lon), clamp(lat, -MAX_LAT, MAX_LAT)] };
}

export const wrapLon = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;

/** The largest whole zoom at which the box fits the view with `padding` pixels around, and the box's centre. */
export function fitBBox([w, s, e, n]: BBox, width: number, height: number, padding = 16): View {
  const innerW = Math.max(1, width - 2 * padding);
  const innerH = Math.max(1, height - 2 * padding);
  let zoom = MAX_ZOOM;
  for (; zoom > MIN_ZOOM; zoom--) {
    const [x0, y0] = project([w, n], zoom);
    const [x1, y1] = project([e, s], zoom);
    if (x1 - x0 <= innerW && y1 - y0 <= innerH) break;
  }
  // The centre in Mercator space, so the box sits in the middle of the view.
  const [x0, y0] = project([w, n], zoom);
  const [x1, y1] = project([e, s], zoom);
  const mid = unproject([(x0 + x1) / 2, (y0 + y1) / 2], zoom);
  return { zoom, center: [roundCoord(mid[0]), roundCoord(mid[1])] };
}

function eachPosition(g: MapGeometry, fn: (p: LonLat) => void): void {
  if (g.type === 'Polygon') for (const ring of g.coordinates) for (const p of ring) fn(p);
  else for (const poly of g.coordinates) for (const ring of poly) for (const p of ring) fn(p);
}

/** Bounding box of one geometry. */
export function geometryBBox(g: MapGeometry): BBox {
  const b: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  eachPosition(g, ([x, y]) => {
    if (x < b[0]) b[0] = x;
    if (y < b[1]) b[1] = y;
    if (x > b[2]) b[2] = x;
    if (y > b[3]) b[3] = y;
  });
  return b;
}

/** Bounding box of a collection (insets such as 南海诸岛 left out). */
export function collectionBBox(fc: MapGeoJSON): BBox {
  const b: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of fc.features) {
    if (f.properties.inset) continue;
    const g = geometryBBox(f.geometry);
    b[0] = Math.min(b[0], g[0]);
    b[1] = Math.min(b[1], g[1]);
    b[2] = Math.max(b[2], g[2]);
    b[3] = Math.max(b[3], g[3]);
  }
  return b;
}

export const bboxIntersects = (a: BBox, b: BBox) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** The geographic box a view shows. */
export function viewBBox(view: View, width: number, height: number): BBox {
  const [w, n] = screenToLonLat(view, width, height, [0, 0]);
  const [e, s] = screenToLonLat(view, width, height, [width, height]);
  return [w, s, e, n];
}

/** Ray casting over the rings of one polygon (holes subtract). */
function inPolygon([x, y]: LonLat, rings: LonLat[][]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** The name of the feature containing a point, or null. */
export function featureAt(fc: MapGeoJSON, p: LonLat): string | null {
  for (const f of fc.features) {
    if (f.properties.inset) continue;
    const g = f.geometry;
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    if (polys.some((rings) => inPolygon(p, rings))) return f.properties.name;
  }
  return null;
}

export interface TileRef {
  readonly z: number;
  readonly x: number;
  readonly y: number;
  /** Where its top-left corner goes on screen. */
  readonly left: number;
  readonly top: number;
}

/** The XYZ tiles covering a view (x wrapped around the world, y clipped). */
export function tilesForView(view: View, width: number, height: number): TileRef[] {
  const z = view.zoom;
  const n = 2 ** z;
  const [ox, oy] = viewOrigin(view, width, height);
  const out: TileRef[] = [];
  const x0 = Math.floor(ox / TILE_SIZE);
  const y0 = Math.max(0, Math.floor(oy / TILE_SIZE));
  const x1 = Math.floor((ox + width) / TILE_SIZE);
  const y1 = Math.min(n - 1, Math.floor((oy + height) / TILE_SIZE));
  for (let ty = y0; ty <= y1; ty++) {
    for (let tx = x0; tx <= x1; tx++) {
      out.push({ z, x: ((tx % n) + n) % n, y: ty, left: tx * TILE_SIZE - ox, top: ty * TILE_SIZE - oy });
    }
  }
  return out;
}

/** A tile address from a template with {z} {x} {y} and optionally {s} (subdomains a, b, c). */
export function tileUrl(template: string, t: Pick<TileRef, 'z' | 'x' | 'y'>): string {
  return template
    .replaceAll('{z}', String(t.z))
    .replaceAll('{x}', String(t.x))
    .replaceAll('{y}', String(t.y))
    .replaceAll('{s}', 'abc'[(t.x + t.y) % 3]);
}

/** Metres per screen pixel at a latitude and zoom (for the scale bar). */
export function metresPerPixel(lat: number, zoom: number): number {
  return (40075016.686 * Math.cos((lat * Math.PI) / 180)) / worldSize(zoom);
}

/** A round scale-bar length (1, 2 or 5 times a power of ten metres) at most `maxPx` wide. */
export function scaleBar(lat: number, zoom: number, maxPx = 100): { metres: number; px: number; label: string } {
  const mpp = metresPerPixel(lat, zoom);
  const max = mpp * maxPx;
  const pow = 10 ** Math.floor(Math.log10(max));
  const metres = [5, 2, 1].map((m) => m * pow).find((m) => m <= max) ?? pow;
  return { metres, px: metres / mpp, label: metres >= 1000 ? `${metres / 1000} 公里` : `${metres} 米` };
}
