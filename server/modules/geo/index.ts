/**
 * The map picker's search (screens document §2 "Map address picker"; calls document §9: page size 10):
 *
 *   POST /api/geo/search   keyword, page.pn (1-based), page.size (default 10, at most 50)
 *     -> { content: GeoHit[], totalElements, number (0-based), size, totalPages }
 *
 * It works without internet: it searches the divisions of China (addvcd; each placed at its label point
 * from maps/centres.json, or without coordinates where the map data has none) and the known places
 * (zp_place: name or address; an enterprise or institution sees its own organisation's places, management
 * all of them). Areas come first (an exact name first, then Shenzhen's, then Guangdong's, then provinces
 * before cities before counties),
 * then places. With ZP_MAP_GEOCODER_URL set, the provider's hits follow as a third group.
 * Signed-in users only.
 */
import fs from 'node:fs';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { asAreaCentres, toAdcode, type AreaCentres } from '../../../maps/index';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { addvcd, zpPlace } from '../../db/schema';
import { SHENZHEN_AREA_PREFIX } from '../../../src/domain/resources/org';
import { isManagement, principal, type Principal } from '../../http/auth';
import { ok } from '../../http/envelope';
import { toPage } from '../../http/search';
import { geocode } from './geocoder';
import { parseGeoSearch, type GeoSearchParams } from './params';
import type { GeoHit } from './types';
import { route } from '../../http/contract';
import { catalogueCalls } from '../../../src/domain/calls/catalogue';

export type { GeoHit } from './types';

/** Placeholder prefecture names of the division table: never a result, never part of an address. */
const PLACEHOLDER_NAMES = ['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划'];

/** The portal's home city (深圳市): among equal names its areas come first, then the rest of its province. */
const HOME_AREA = SHENZHEN_AREA_PREFIX;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

let centresCache: AreaCentres | null = null;
function centres(): AreaCentres {
  centresCache ??= asAreaCentres(JSON.parse(fs.readFileSync(new URL('../../../maps/centres.json', import.meta.url), 'utf8')));
  return centresCache;
}

/** 'page' of a concatenation of groups whose sizes are known: [offset, limit] within each group. */
export function sliceGroups(sizes: readonly number[], offset: number, limit: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = offset;
  let left = limit;
  for (const n of sizes) {
    if (left <= 0 || start >= n) {
      out.push([0, 0]);
      start = Math.max(0, start - n);
      continue;
    }
    const take = Math.min(left, n - start);
    out.push([start, take]);
    left -= take;
    start = 0;
  }
  return out;
}

const toNum = (v: string | null): number | null => {
  if (v === null || !v.trim()) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

async function searchAreas(db: Db, keyword: string, offset: number, limit: number): Promise<{ total: number; hits: GeoHit[] }> {
  const where = and(ilike(addvcd.name, `%${escapeLike(keyword)}%`), notInArray(addvcd.name, PLACEHOLDER_NAMES));
  const [{ n }] = await db.select({ n: count() }).from(addvcd).where(where);
  if (limit <= 0 || n === 0) return { total: n, hits: [] };
  const rows = await db
    .select({ id: addvcd.id, name: addvcd.name, level: addvcd.level })
    .from(addvcd)
    .where(where)
    .orderBy(
      desc(sql`(${addvcd.name} = ${keyword})`),
      desc(sql`(${addvcd.id} like ${HOME_AREA + '%'})`),
      desc(sql`(${addvcd.id} like ${HOME_AREA.slice(0, 2) + '%'})`),
      asc(addvcd.level),
      asc(addvcd.id),
    )
    .offset(offset)
    .limit(limit);
  // The chain above each area (province, prefecture) for its full address, in one query.
  const ancestors = [...new Set(rows.flatMap((r) => [r.id.slice(0, 2), r.id.slice(0, 4)]).filter((c) => c.length === 2 || c.length === 4))];
  const names = new Map(
    (ancestors.length ? await db.select({ id: addvcd.id, name: addvcd.name }).from(addvcd).where(inArray(addvcd.id, ancestors)) : []).map((r) => [r.id, r.name]),
  );
  const c = centres();
  const hits = rows.map((r): GeoHit => {
    const chain = [r.id.slice(0, 2), r.id.slice(0, 4)].filter((p) => p.length < r.id.length).map((p) => names.get(p)).filter((x): x is string => !!x && !PLACEHOLDER_NAMES.includes(x));
    const at = c[toAdcode(r.id)] ?? null;
    return { kind: 'area', id: r.id, name: r.name, address: [...chain, r.name].join(''), lon: at ? at[0] : null, lat: at ? at[1] : null };
  });
  return { total: n, hits };
}

function placeScope(p: Principal): SQL | undefined {
  if (isManagement(p)) return undefined;
  return eq(zpPlace.orgId, p.orgId ?? -1);
}

async function searchPlaces(db: Db, p: Principal, keyword: string, offset: number, limit: number): Promise<{ total: number; hits: GeoHit[] }> {
  const pattern = `%${escapeLike(keyword)}%`;
  const where = and(placeScope(p), or(ilike(zpPlace.name, pattern), ilike(zpPlace.address, pattern)));
  const [{ n }] = await db.select({ n: count() }).from(zpPlace).where(where);
  if (limit <= 0 || n === 0) return { total: n, hits: [] };
  const rows = await db
    .select({ id: zpPlace.id, name: zpPlace.name, address: zpPlace.address, lon: zpPlace.addLon, lat: zpPlace.addLat })
    .from(zpPlace)
    .where(where)
    .orderBy(desc(sql`(${zpPlace.name} = ${keyword})`), asc(zpPlace.id))
    .offset(offset)
    .limit(limit);
  const hits = rows.map((r): GeoHit => {
    const lon = toNum(r.lon);
    const lat = toNum(r.lat);
    const known = lon !== null && lat !== null && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
    return { kind: 'place', id: String(r.id), name: r.name, address: r.address || r.name, lon: known ? lon : null, lat: known ? lat : null };
  });
  return { total: n, hits };
}

export async function geoSearch(db: Db, p: Principal, q: GeoSearchParams, geocoderUrl: string | null, log: FastifyBaseLogger) {
  const offset = (q.pn - 1) * q.size;
  // Counts first (cheap), then only the rows of the groups this page reaches.
  const areaCount = (await searchAreas(db, q.keyword, 0, 0)).total;
  const placeCount = (await searchPlaces(db, p, q.keyword, 0, 0)).total;
  const online = geocoderUrl ? await geocode(geocoderUrl, q.keyword, log) : [];
  const [a, pl, on] = sliceGroups([areaCount, placeCount, online.length], offset, q.size);
  const content = [
    ...(a[1] ? (await searchAreas(db, q.keyword, a[0], a[1])).hits : []),
    ...(pl[1] ? (await searchPlaces(db, p, q.keyword, pl[0], pl[1])).hits : []),
    ...online.slice(on[0], on[0] + on[1]),
  ];
  return toPage(content, areaCount + placeCount + online.length, q);
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  route(app, catalogueCalls.geoSearch, { access: 'user' } as const, async ({ set }, req) => {
    const q = parseGeoSearch(set);
    return ok(await geoSearch(db, principal(req), q, config.mapGeocoderUrl, req.log));
  });
};
export default plugin;
