/**
 * The optional online geocoder (ZP_MAP_GEOCODER_URL). The URL is a template: {keyword} is replaced by the
 * URL-encoded keyword and {limit} by the most hits wanted. Three reply shapes are understood:
 *   - Nominatim-style: an array of { display_name | name, lon | lng, lat }
 *   - GeoJSON (Photon, Pelias): { features: [{ geometry: { coordinates: [lon, lat] }, properties: { name | label } }] }
 *   - AMap-style: { pois: [{ name, address, location: "lon,lat" }] }
 * Coordinates are taken as they come: use tiles (ZP_MAP_TILE_URL) of the same datum as the geocoder.
 * A failing or slow provider never fails the search: its hits are simply left out (and logged).
 */
import type { GeoHit } from './types';

export const GEOCODER_TIMEOUT_MS = 5000;
export const GEOCODER_LIMIT = 50;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const obj = (v: Json | undefined): { [k: string]: Json } | null => (v && typeof v === 'object' && !Array.isArray(v) ? v : null);
const str = (v: Json | undefined): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: Json | undefined): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const valid = (lon: number | null, lat: number | null) => lon !== null && lat !== null && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;

/** Turns a provider's reply into hits (pure; exported for tests). */
export function parseGeocoderReply(body: Json): GeoHit[] {
  const out: GeoHit[] = [];
  const push = (name: string, address: string, lon: number | null, lat: number | null) => {
    if (!name || !valid(lon, lat)) return;
    out.push({ kind: 'online', id: `online-${out.length + 1}`, name, address: address || name, lon, lat });
  };
  if (Array.isArray(body)) {
    for (const item of body) {
      const o = obj(item);
      if (!o) continue;
      const full = str(o.display_name) || str(o.name);
      push(str(o.name) || full.split(',')[0].trim(), full, num(o.lon ?? o.lng), num(o.lat));
    }
  } else {
    const root = obj(body);
    const features = root && Array.isArray(root.features) ? root.features : [];
    for (const f of features) {
      const o = obj(f);
      const coords = obj(o?.geometry)?.coordinates;
      const p = obj(o?.properties) ?? {};
      if (!Array.isArray(coords)) continue;
      const name = str(p.name) || str(p.label) || str(p.display_name);
      push(name, str(p.label) || str(p.display_name) || str(p.address) || name, num(coords[0]), num(coords[1]));
    }
    const pois = root && Array.isArray(root.pois) ? root.pois : [];
    for (const poi of pois) {
      const o = obj(poi);
      if (!o) continue;
      const [lon, lat] = str(o.location).split(',');
      push(str(o.name), str(o.address), num(lon), num(lat));
    }
  }
  return out.slice(0, GEOCODER_LIMIT);
}

export async function geocode(template: string, keyword: string, log: { warn: (o: object, msg: string) => void }): Promise<GeoHit[]> {
  const url = template.replaceAll('{keyword}', encodeURIComponent(keyword)).replaceAll('{limit}', String(GEOCODER_LIMIT));
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return parseGeocoderReply((await res.json()) as Json);
  } catch (e) {
    log.warn({ err: e instanceof Error ? e.message : String(e) }, 'map geocoder failed; offline results only');
    return [];
  }
}
