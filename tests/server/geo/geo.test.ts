/**
 * The map picker's search (POST /api/geo/search) and its provider switch in GET /sys/config: areas
 * and known places offline, page size 10 by default, bad parameters a 400 in words, the organisation
 * scope on places, and an optional online geocoder whose failure never fails the search.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser, zpPlace } from '../../../server/db/schema';
import { sliceGroups, type GeoHit } from '../../../server/modules/geo';
import { parseGeocoderReply } from '../../../server/modules/geo/geocoder';
import { startTestServer, type TestServer } from '../harness';

interface Page<T> {
  content: T[];
  totalElements: number;
  number: number;
  size: number;
}

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'manager', 'enterprise']) tokens[u] = await s.signIn(u);
});
afterAll(async () => {
  await s?.close();
});

const search = (params: Record<string, unknown>, token: string | null = tokens.manager) =>
  s.call<Page<GeoHit>>({ method: 'POST', url: '/api/geo/search', payload: params, token: token ?? undefined });

describe('POST /api/geo/search over areas', () => {
  it('finds a district by its name, Shenzhen first among equal names, with its full address and a point on the map', async () => {
    const r = await search({ keyword: '南山区' });
    expect(r.body.code).toBe(200);
    const first = r.body.data.content[0];
    expect(first).toMatchObject({ kind: 'area', id: '440305', name: '南山区', address: '广东省深圳市南山区' });
    expect(first.lon).toBeCloseTo(113.93, 1);
    expect(first.lat).toBeCloseTo(22.53, 1);
    // 鹤岗市南山区 follows, without coordinates (no map data for counties outside Shenzhen and the municipalities).
    expect(r.body.data.content[1]).toMatchObject({ kind: 'area', id: '230404', address: '黑龙江省鹤岗市南山区', lon: null });
  });

  it('places provinces and prefecture cities; a county outside the map data has no coordinates', async () => {
    const gd = (await search({ keyword: '广东省' })).body.data.content[0];
    expect(gd).toMatchObject({ kind: 'area', id: '44', address: '广东省' });
    expect(gd.lon).toBeCloseTo(113.28, 1);
    const county = (await search({ keyword: '正定县' })).body.data.content[0];
    expect(county).toMatchObject({ kind: 'area', name: '正定县', address: '河北省石家庄市正定县', lon: null, lat: null });
  });

  it('pages by 10 by default, zero-based number, up to 50 per page', async () => {
    const p1 = (await search({ keyword: '区' })).body.data;
    expect(p1.content).toHaveLength(10);
    expect(p1.number).toBe(0);
    expect(p1.totalElements).toBeGreaterThan(100);
    const p2 = (await search({ keyword: '区', page: { pn: 2, size: 10 } })).body.data;
    expect(p2.number).toBe(1);
    expect(p2.content.map((h) => h.id)).not.toEqual(p1.content.map((h) => h.id));
    const big = (await search({ keyword: '区', 'page.size': 50 })).body.data;
    expect(big.content).toHaveLength(50);
    expect(big.content.slice(10, 20).map((h) => h.id)).toEqual(p2.content.map((h) => h.id));
  });

  it('never lists the placeholder divisions (市辖区) and treats % and _ literally', async () => {
    const r = (await search({ keyword: '市辖' })).body.data;
    expect(r.content.every((h) => h.name !== '市辖区')).toBe(true);
    expect((await search({ keyword: '%' })).body.data.totalElements).toBe(0);
    expect((await search({ keyword: '_' })).body.data.totalElements).toBe(0);
  });
});

describe('POST /api/geo/search over known places', () => {
  it('finds a place by name or address with its coordinates; management sees every organisation', async () => {
    const [place] = await s.database.db.select().from(zpPlace).limit(1);
    const r = (await search({ keyword: place.name, 'page.size': 50 }, tokens.admin)).body.data;
    const hit = r.content.find((h) => h.kind === 'place' && h.id === String(place.id));
    expect(hit).toMatchObject({ name: place.name, address: place.address });
    expect(hit?.lon).toBeCloseTo(Number(place.addLon), 6);
    expect(hit?.lat).toBeCloseTo(Number(place.addLat), 6);
  });

  it("an enterprise finds its own places, never another organisation's", async () => {
    const [me] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    const [own] = await s.database.db.select().from(zpPlace).where(eq(zpPlace.orgId, me.orgId as number)).limit(1);
    const [other] = await s.database.db.select().from(zpPlace).where(ne(zpPlace.orgId, me.orgId as number)).limit(1);
    const mine = (await search({ keyword: own.name, 'page.size': 50 }, tokens.enterprise)).body.data;
    expect(mine.content.some((h) => h.kind === 'place' && h.id === String(own.id))).toBe(true);
    const theirs = (await search({ keyword: other.name, 'page.size': 50 }, tokens.enterprise)).body.data;
    expect(theirs.content.filter((h) => h.kind === 'place').every((h) => h.id !== String(other.id))).toBe(true);
  });
});

describe('POST /api/geo/search refuses bad calls', () => {
  it('asks to sign in first', async () => {
    const r = await search({ keyword: '南山' }, null);
    expect(r.body.code).toBe(401);
  });

  it.each([
    [{}, '请输入搜索关键字'],
    [{ keyword: '   ' }, '请输入搜索关键字'],
    [{ keyword: '深'.repeat(51) }, '搜索关键字不能超过 50 个字符'],
    [{ keyword: { a: 1 } }, '参数 keyword 必须是文本'],
    [{ keyword: '南山', 'page.size': 51 }, '参数 page.size 必须在 1 到 50 之间'],
    [{ keyword: '南山', 'page.size': 'ten' }, '参数 page.size 必须是整数'],
    [{ keyword: '南山', 'page.pn': 0 }, '参数 page.pn 必须在 1 到 100000 之间'],
    [{ keyword: '南山', 'page.pn': '-1' }, '参数 page.pn 必须是整数'],
  ])('%j -> 400 %s', async (payload, msg) => {
    const r = await search(payload);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 400, msg });
  });
});

describe('the provider switch', () => {
  it('is offline by default: GET /sys/config has no tile address and no geocoder', async () => {
    const r = await s.call<{ map: { tileUrl: string | null; geocoder: boolean } }>({ method: 'GET', url: '/sys/config' });
    expect(r.body.data.map).toEqual({ tileUrl: null, geocoder: false });
  });

  it('with ZP_MAP_TILE_URL and ZP_MAP_GEOCODER_URL: tiles announced, provider hits after the known ones', async () => {
    const asked: string[] = [];
    const provider = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify([{ display_name: '莲花山公园, 福田区, 深圳市', name: '莲花山公园', lon: '114.0573', lat: '22.5543' }]));
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const port = (provider.address() as AddressInfo).port;
    const online = await startTestServer({ mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapGeocoderUrl: `http://127.0.0.1:${port}/search?q={keyword}&limit={limit}` });
    try {
      const cfg = await online.call<{ map: { tileUrl: string | null; geocoder: boolean } }>({ method: 'GET', url: '/sys/config' });
      expect(cfg.body.data.map).toEqual({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', geocoder: true });
      const token = await online.signIn('manager');
      const r = await online.call<Page<GeoHit>>({ method: 'POST', url: '/api/geo/search', payload: { keyword: '福田区' }, token });
      const kinds = r.body.data.content.map((h) => h.kind);
      expect(kinds[0]).toBe('area');
      expect(kinds[kinds.length - 1]).toBe('online');
      expect(r.body.data.content.at(-1)).toMatchObject({ name: '莲花山公园', lon: 114.0573, lat: 22.5543 });
      expect(asked[0]).toBe(`/search?q=${encodeURIComponent('福田区')}&limit=50`);
      // The provider gone: the known results still come.
      await new Promise<void>((r) => provider.close(() => r()));
      const still = await online.call<Page<GeoHit>>({ method: 'POST', url: '/api/geo/search', payload: { keyword: '福田区' }, token });
      expect(still.body.code).toBe(200);
      expect(still.body.data.content[0]).toMatchObject({ kind: 'area', id: '440304' });
      expect(still.body.data.content.every((h) => h.kind !== 'online')).toBe(true);
    } finally {
      provider.close();
      await online.close();
    }
  });
});

describe('pure parts', () => {
  it('slices a page across the groups (areas, places, provider)', () => {
    expect(sliceGroups([3, 20, 5], 0, 10)).toEqual([[0, 3], [0, 7], [0, 0]]);
    expect(sliceGroups([3, 20, 5], 10, 10)).toEqual([[0, 0], [7, 10], [0, 0]]);
    expect(sliceGroups([3, 20, 5], 20, 10)).toEqual([[0, 0], [17, 3], [0, 5]]);
    expect(sliceGroups([3, 20, 5], 30, 10)).toEqual([[0, 0], [0, 0], [0, 0]]);
  });

  it('reads Nominatim, GeoJSON and AMap-style replies and drops hits without valid coordinates', () => {
    expect(parseGeocoderReply([{ display_name: 'A, B', lon: '114', lat: '22' }, { name: 'x', lon: 'bad', lat: 1 }])).toEqual([
      { kind: 'online', id: 'online-1', name: 'A', address: 'A, B', lon: 114, lat: 22 },
    ]);
    expect(parseGeocoderReply({ features: [{ geometry: { coordinates: [113.9, 22.5] }, properties: { name: '深圳湾', label: '深圳湾, 南山区' } }] })[0]).toMatchObject({ name: '深圳湾', address: '深圳湾, 南山区', lon: 113.9, lat: 22.5 });
    expect(parseGeocoderReply({ pois: [{ name: '市民中心', address: '福中三路', location: '114.0596,22.5431' }] })[0]).toMatchObject({ name: '市民中心', address: '福中三路', lon: 114.0596, lat: 22.5431 });
    expect(parseGeocoderReply({ pois: [{ name: 'far', location: '200,95' }] })).toEqual([]);
  });
});
