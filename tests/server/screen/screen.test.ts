/**
 * The big screen's API (src/domain/screen.ts): every figure equals what a direct count of
 * the seeded rows gives (computed here in plain JavaScript over the rows, a second method); only
 * management or a display link may read; a link reads the screen and nothing else, and stops
 * working once revoked or expired; bad parameters are a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LISTS } from '../../../src/domain/codes';
import {
  EVAL_STAGES,
  SCREEN_API,
  SCREEN_READ_PATHS,
  SCREEN_TEXT,
  type ScreenAccess,
  type ScreenAssistance,
  type ScreenCategories,
  type ScreenCertificates,
  type ScreenEvaluations,
  type ScreenKeyRegions,
  type ScreenLink,
  type ScreenLinkCreated,
  type ScreenOverview,
  type ScreenProvinces,
  type ScreenQuality,
  type ScreenStandards,
  type ScreenSupervision,
} from '../../../src/domain/screen';
import type { EffectiveLayout } from '../../../src/domain/layout';
import type { Page } from '../../../src/domain/page';
import { DEFAULT_LAYOUTS } from '../../../src/layouts';
import { addvcd, baseStandard, baseTechSpec, jdPlan, jdRecord, jdTask, proCategory, sysOrg, zpCert, zpEval, zpEvalProduct, zpPlace, zpProduct } from '../../../server/db/schema';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'manager', 'evaluator', 'enterprise']) tokens[u] = await s.signIn(u);
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const get = <T>(url: string, opts: { token?: string; link?: string } = {}) =>
  s.call<T>({ method: 'GET', url, token: opts.token, headers: opts.link ? { 'x-screen-token': opts.link } : {} });
const read = async <T>(url: string, token = tokens.manager): Promise<T> => {
  const r = await get<T>(url, { token });
  expect(r.body.code, `${url}: ${r.body.msg}`).toBe(200);
  return r.body.data;
};
const db = () => s.database.db;
const distinct = <T>(xs: T[]) => new Set(xs).size;
const thisYear = () => new Date(Date.now() + 8 * 3600_000).getUTCFullYear();

describe('figures equal direct counts', () => {
  it('overview: the four cards and the 圳品概况 totals', async () => {
    const o = await read<ScreenOverview>(SCREEN_API.overview);
    const applies = await db().select().from(zpEval);
    const eps = await db().select().from(zpEvalProduct);
    const certs = await db().select().from(zpCert);
    const card = (keep: (status: number) => boolean, productOk: (outcome: number | null) => boolean = () => true) => {
      const as = applies.filter((a) => keep(a.status));
      const ids = new Set(as.map((a) => a.id));
      return { total: as.length, enterprises: distinct(as.map((a) => a.orgId)), products: distinct(eps.filter((p) => ids.has(p.evalId) && productOk(p.outcome)).map((p) => p.productId)) };
    };
    expect(o.declarations).toEqual(card((st) => st !== -3));
    expect(o.evaluationsStarted).toEqual(card((st) => ![-3, -2, 0].includes(st)));
    expect(o.evaluationsPassed).toEqual(card((st) => st === 88, (out) => out !== -1));
    const released = certs.filter((c) => c.status === 0 && c.released);
    expect(o.marketRelease).toEqual({ total: released.length, enterprises: distinct(released.map((c) => c.orgId)), products: distinct(released.map((c) => c.productId)) });
    // The seed makes every card meaningful, and the funnel narrows.
    expect(o.declarations.total).toBeGreaterThan(10);
    expect(o.declarations.total).toBeGreaterThanOrEqual(o.evaluationsStarted.total);
    expect(o.evaluationsStarted.total).toBeGreaterThan(o.evaluationsPassed.total);
    expect(o.marketRelease.total).toBeGreaterThan(0);

    const valid = certs.filter((c) => c.status === 0);
    const orgs = await db().select().from(sysOrg);
    const products = await db().select().from(zpProduct);
    const places = await db().select().from(zpPlace);
    expect(o.profile).toEqual({
      enterprises: orgs.filter((x) => x.type === '3' && x.status === 0).length,
      products: products.filter((p) => p.reviewStatus !== -3).length,
      certifiedProducts: distinct(valid.map((c) => c.productId)),
      certifiedEnterprises: distinct(valid.map((c) => c.orgId)),
      bases: places.filter((p) => p.type === '0').length,
      places: places.length,
      institutions: orgs.filter((x) => x.type !== '1' && x.type !== '3').length,
      validCertificates: valid.length,
    });
  });

  it('categories: certified products rolled up to level 2 and level 1, shares summing to ~100', async () => {
    const cats = await db().select().from(proCategory);
    const products = await db().select().from(zpProduct);
    const certs = (await db().select().from(zpCert)).filter((c) => c.status === 0);
    const certified = new Set(certs.map((c) => c.productId));
    for (const level of [1, 2] as const) {
      const c = await read<ScreenCategories>(`${SCREEN_API.categories}?level=${level}`);
      expect(c.level).toBe(level);
      const expected = new Map<number, number>();
      for (const p of products.filter((x) => certified.has(x.id))) {
        const cat = cats.find((k) => k.id === p.categoryId)!;
        const chain = [...cat.pids.split(',').filter(Boolean).map(Number), cat.id];
        const top = chain.find((id) => cats.find((k) => k.id === id)?.level === level)!;
        expected.set(top, (expected.get(top) ?? 0) + 1);
      }
      expect(c.total).toBe(certified.size);
      for (const item of c.items) expect(item.products, item.name).toBe(expected.get(item.id) ?? 0);
      expect(c.items.filter((i) => i.products > 0).length).toBe(expected.size);
      expect(c.items.map((i) => i.products)).toEqual([...c.items.map((i) => i.products)].sort((a, b) => b - a));
      const shares = c.items.reduce((n, i) => n + i.share, 0);
      expect(Math.abs(shares - 100)).toBeLessThan(1);
    }
    expect((await read<ScreenCategories>(SCREEN_API.categories)).level).toBe(2);
  });

  it('provinces: bases by province under the full names of the China map', async () => {
    const p = await read<ScreenProvinces>(SCREEN_API.provinces);
    const places = (await db().select().from(zpPlace)).filter((x) => x.type === '0' && x.city);
    const byProv = new Map<string, number>();
    for (const x of places) byProv.set(x.city!.slice(0, 2), (byProv.get(x.city!.slice(0, 2)) ?? 0) + 1);
    expect(p.totalBases).toBe(places.length);
    for (const [code, n] of byProv) expect(p.items.find((i) => i.code === code)?.bases, code).toBe(n);
    const gd = p.items.find((i) => i.code === '44')!;
    expect(gd.name).toBe('广东省');
    expect(p.items.map((i) => i.name)).toEqual(expect.arrayContaining(['广西壮族自治区', '新疆维吾尔自治区']));
    expect(gd.enterprises).toBeGreaterThan(10);
  });

  it('key regions: every city of Guangdong and every district of Shenzhen', async () => {
    const k = await read<ScreenKeyRegions>(SCREEN_API.keyRegions);
    const cities = (await db().select().from(addvcd)).filter((a) => a.pid === '44');
    expect(cities.length).toBe(21);
    expect(k.guangdong.map((c) => c.name).sort()).toEqual(cities.map((c) => c.name).sort());
    expect(k.shenzhen.map((d) => d.name)).toEqual(expect.arrayContaining(['福田区', '南山区', '宝安区']));
    expect(k.guangdong.find((c) => c.name === '深圳市')?.code).toBe('440300');
    const orgs = (await db().select().from(sysOrg)).filter((o) => o.type === '3' && o.status === 0);
    expect(k.guangdong.find((c) => c.name === '深圳市')?.enterprises).toBe(orgs.filter((o) => o.areaCode?.startsWith('4403')).length);
    expect(k.shenzhen.find((d) => d.name === '宝安区')?.enterprises).toBe(orgs.filter((o) => o.areaCode === '440306').length);
    const sum = k.shenzhen.reduce((n, d) => n + d.products, 0);
    expect(k.guangdong.find((c) => c.name === '深圳市')?.products).toBe(sum);
  });

  it('supervision: tasks by status, type and method; results by year; the annual progress', async () => {
    const year = thisYear();
    const v = await read<ScreenSupervision>(SCREEN_API.supervision);
    expect(v.year).toBe(year);
    const tasks = (await db().select().from(jdTask)).filter((t) => t.status !== -3);
    for (const row of v.tasksByStatus) expect(row.count, row.label).toBe(tasks.filter((t) => String(t.status) === row.code).length);
    expect(v.tasksByStatus.map((r) => r.code)).not.toContain('-3');
    for (const row of v.tasksByMethod) expect(row.count).toBe(tasks.filter((t) => t.methods.split(',').includes(row.code)).length);
    expect(v.tasksByType.map((r) => r.label)).toEqual(CODE_LISTS.jdType.items.map((i) => i.label));
    expect(v.resultsByYear.map((r) => r.year)).toEqual([year - 2, year - 1, year]);
    for (const r of v.resultsByYear) {
      const ts = tasks.filter((t) => t.year === r.year);
      expect(r).toEqual({ year: r.year, total: ts.length, passed: ts.filter((t) => t.status === 88).length, failed: ts.filter((t) => t.status === 99).length, ongoing: ts.filter((t) => ![88, 99, -2].includes(t.status)).length });
      expect(r.total).toBeGreaterThan(0);
    }
    const all = await db().select().from(jdTask);
    const annual = all.filter((t) => t.year === year && t.jdType === '0');
    expect(v.annual.tasks).toBe(annual.length);
    expect(v.annual.finished).toBe(annual.filter((t) => t.status === 88 || t.status === 99).length);
    expect(v.annual.byMonth).toHaveLength(12);
    expect(v.annual.byMonth.reduce((n, m) => n + m.finished, 0)).toBe(v.annual.finished);
    expect(v.annual.plans).toBe((await db().select().from(jdPlan)).filter((p) => p.year === year && p.jdType === '0' && p.status !== -3).length);
    // Another year and fewer years.
    const past = await read<ScreenSupervision>(`${SCREEN_API.supervision}?year=${year - 1}&years=1`);
    expect(past.resultsByYear).toHaveLength(1);
    expect(past.annual.tasks).toBe(all.filter((t) => t.year === year - 1 && t.jdType === '0').length);
  });

  it('standards and technical specifications', async () => {
    const v = await read<ScreenStandards>(SCREEN_API.standards);
    expect(v.available).toBe(true);
    expect(v.standards.total).toBe((await db().select().from(baseStandard)).length);
    expect(v.specifications.total).toBe((await db().select().from(baseTechSpec)).length);
    expect(v.standards.byStatus.reduce((n, r) => n + r.count, 0)).toBe(v.standards.total);
    expect(v.standards.byType.reduce((n, r) => n + r.count, 0)).toBe(v.standards.total);
    expect(v.specifications.byType.reduce((n, r) => n + r.count, 0)).toBe(v.specifications.total);
  });

  it('evaluations: by status, stage, type, field, the monthly trend and product outcomes', async () => {
    const v = await read<ScreenEvaluations>(`${SCREEN_API.evaluations}?months=36`);
    const applies = (await db().select().from(zpEval)).filter((a) => a.status !== -3);
    expect(v.total).toBe(applies.length);
    for (const r of v.byStatus) expect(r.count, r.label).toBe(applies.filter((a) => String(a.status) === r.code).length);
    for (const r of v.byType) expect(r.count).toBe(applies.filter((a) => a.evalType === r.code).length);
    for (const r of v.byField) expect(r.count).toBe(applies.filter((a) => a.evalField === r.code).length);
    expect(v.byStage.map((r) => r.code)).toEqual(EVAL_STAGES.map((st) => st.key));
    expect(v.byStage.reduce((n, r) => n + r.count, 0)).toBe(applies.length);
    expect(v.trend).toHaveLength(36);
    const monthOf = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 7);
    const since = v.trend[0].month;
    expect(v.trend.reduce((n, m) => n + m.applied, 0)).toBe(applies.filter((a) => a.submitTime && monthOf(a.submitTime) >= since).length);
    expect(v.trend.reduce((n, m) => n + m.passed, 0)).toBe(applies.filter((a) => a.status === 88 && a.endTime && monthOf(a.endTime) >= since).length);
    expect(v.trend.at(-1)!.month).toBe(monthOf(new Date()));
    expect((await read<ScreenEvaluations>(SCREEN_API.evaluations)).trend).toHaveLength(12);
  });

  it('certificates: valid, released, revoked, suspended, by year', async () => {
    const v = await read<ScreenCertificates>(SCREEN_API.certificates);
    const certs = await db().select().from(zpCert);
    const n = (st: number) => certs.filter((c) => c.status === st).length;
    expect(v.valid).toBe(n(0));
    expect(v.revoked).toBe(n(1));
    expect(v.suspended).toBe(n(2));
    expect(v.cancelled).toBe(n(6));
    expect(v.released).toBe(certs.filter((c) => c.status === 0 && c.released).length);
    expect(v.preparing).toBe(n(-3) + n(-2) + n(-1));
    expect(v.byStatus.reduce((s2, r) => s2 + r.count, 0)).toBe(certs.length);
    expect(v.issuedByYear.reduce((s2, r) => s2 + r.count, 0)).toBe(certs.filter((c) => c.issueDate && c.status >= 0 && Number(c.issueDate.slice(0, 4)) >= thisYear() - 2).length);
    expect(v.valid).toBeGreaterThan(v.revoked + v.suspended);
  });

  it('assistance: Shenzhen first, then the counterpart regions', async () => {
    const v = await read<ScreenAssistance>(SCREEN_API.assistance);
    const orgs = (await db().select().from(sysOrg)).filter((o) => o.type === '3' && o.status === 0);
    expect(v.regions[0]).toMatchObject({ name: '深圳市', assistType: '0', assistLabel: '深圳本地' });
    expect(v.regions.reduce((n, r) => n + r.enterprises, 0)).toBe(orgs.length);
    expect(v.byType.map((r) => r.label)).toEqual(['深圳本地', ...CODE_LISTS.assistType.items.map((i) => i.label)]);
    for (const r of v.byType.slice(1)) expect(r.count).toBe(orgs.filter((o) => o.assistType === r.code).length);
    expect(v.regions.map((r) => r.name)).toEqual(expect.arrayContaining(['广西壮族自治区', '贵州省']));
  });

  it('quality: sampling results per year and product type', async () => {
    const v = await read<ScreenQuality>(SCREEN_API.quality);
    const year = thisYear();
    const tasks = new Map((await db().select().from(jdTask)).map((t) => [t.id, t]));
    // Per product: its record's result in a task that sampled.
    const tested = (await db().select().from(jdRecord)).filter((r) => {
      const t = tasks.get(r.taskId)!;
      return t.methods.split(',').includes('30') && (r.testOpinion === 1 || r.testOpinion === 2) && t.status !== -3 && r.year >= year - 2 && r.year <= year;
    });
    expect(v.overall.tested).toBe(tested.length);
    expect(v.overall.qualified).toBe(tested.filter((t) => t.testOpinion === 1).length);
    expect(v.overall.tested).toBeGreaterThan(0);
    expect(v.overall.rate).toBeCloseTo((100 * v.overall.qualified) / v.overall.tested, 1);
    expect(v.byProductType.reduce((n, r) => n + r.tested, 0)).toBe(tested.length);
    expect(v.byYear.map((r) => r.year)).toEqual([year - 2, year - 1, year]);
  });
});

describe('who may read', () => {
  it('management users and the system administrator read; others get 403; no session 401', async () => {
    expect((await get(SCREEN_API.overview, { token: tokens.admin })).body.code).toBe(200);
    expect((await get<ScreenAccess>(SCREEN_API.access, { token: tokens.manager })).body.data.mode).toBe('user');
    for (const u of ['evaluator', 'enterprise']) {
      for (const path of SCREEN_READ_PATHS) {
        const r = await get(path, { token: tokens[u] });
        expect(r.body.code, `${u} ${path}`).toBe(403);
        expect(r.body.msg).toBe(SCREEN_TEXT.managementOnly);
      }
    }
    expect((await get(SCREEN_API.overview)).body.code).toBe(401);
  });

  it('bad parameters are a 400 with the parameter named', async () => {
    const cases: [string, string][] = [
      [`${SCREEN_API.categories}?level=3`, SCREEN_TEXT.badLevel],
      [`${SCREEN_API.categories}?level=x`, SCREEN_TEXT.badLevel],
      [`${SCREEN_API.evaluations}?months=0`, SCREEN_TEXT.badMonths],
      [`${SCREEN_API.evaluations}?months=37`, SCREEN_TEXT.badMonths],
      [`${SCREEN_API.evaluations}?months=1.5`, SCREEN_TEXT.badMonths],
      [`${SCREEN_API.supervision}?year=1999`, SCREEN_TEXT.badYear],
      [`${SCREEN_API.supervision}?year=' or 1=1 --`, SCREEN_TEXT.badYear],
      [`${SCREEN_API.supervision}?years=11`, SCREEN_TEXT.badYears],
      [`${SCREEN_API.quality}?years=-1`, SCREEN_TEXT.badYears],
      [`${SCREEN_API.certificates}?years=1&years=2`, SCREEN_TEXT.badYears],
    ];
    for (const [url, msg] of cases) {
      const r = await get(url, { token: tokens.manager });
      expect(r.status, url).toBe(200);
      expect(r.body, url).toMatchObject({ code: 400, msg });
    }
  });

  it('a figure is stored once per read and recognised parameters: anything else in the address is ignored', async () => {
    const stored = async () => rowsOf<{ key: string }>(await s.database.db.execute(sql`select key from stat_figure where key like 'screen:%:categories:%'`)).map((r) => r.key);
    const first = await get<ScreenCategories>(`${SCREEN_API.categories}?level=2`, { token: tokens.manager });
    const before = await stored();
    for (const extra of ['x=1', `padding=${'长'.repeat(600)}`, 'level2=1&k=abc', 'x=1&x=2']) {
      const r = await get<ScreenCategories>(`${SCREEN_API.categories}?level=2&${extra}`, { token: tokens.manager });
      expect(r.body, extra).toEqual(first.body);
    }
    expect(await stored()).toEqual(before);
    expect(before.filter((k) => k.endsWith('{"level":2}'))).toHaveLength(1);
  });
});

describe('display links', () => {
  const create = (payload: Record<string, unknown>, token = tokens.manager) => s.call<ScreenLinkCreated>({ method: 'PUT', url: SCREEN_API.linkCreate, payload, token });

  it('a link reads every screen figure (header or ?k=) and nothing else', async () => {
    const r = await create({ name: '一楼大厅大屏' });
    expect(r.body.code).toBe(200);
    const { token, url, link } = r.body.data;
    expect(url).toBe(`/screen.html?k=${encodeURIComponent(token)}`);
    expect(link).toMatchObject({ name: '一楼大厅大屏', state: 'active', expiresAt: null, revokedAt: null });
    for (const path of SCREEN_READ_PATHS) expect((await get(path, { link: token })).body.code, path).toBe(200);
    const viaQuery = await get<ScreenOverview>(`${SCREEN_API.overview}?k=${encodeURIComponent(token)}`);
    expect(viaQuery.body.code).toBe(200);
    expect(viaQuery.body.data).toMatchObject({ declarations: expect.any(Object) });
    expect((await get<ScreenAccess>(SCREEN_API.access, { link: token })).body.data).toMatchObject({ mode: 'link', name: '一楼大厅大屏' });

    // Anything else: refused.
    const other = [
      { method: 'POST' as const, url: '/api/sysmenu/cur' },
      { method: 'POST' as const, url: SCREEN_API.linkPage },
      { method: 'PUT' as const, url: SCREEN_API.linkCreate, payload: { name: 'x' } },
      { method: 'POST' as const, url: SCREEN_API.linkRevoke, payload: { id: link.id } },
      { method: 'POST' as const, url: '/api/sysuser/page' },
      { method: 'GET' as const, url: '/api/layout/home' },
    ];
    for (const o of other) {
      const res = await s.call({ ...o, headers: { 'x-screen-token': token } });
      expect(res.body.code, o.url).toBe(401);
      expect(res.body.msg).toBe(SCREEN_TEXT.linkScope);
      const res2 = await s.call({ ...o, url: `${o.url}?k=${encodeURIComponent(token)}` });
      expect([401, 404], o.url).toContain(res2.body.code);
    }
  });

  it('a revoked or expired link stops working; a wrong token never worked', async () => {
    const { token, link } = (await create({ name: '会议室' })).body.data;
    expect((await get(SCREEN_API.overview, { link: token })).body.code).toBe(200);
    const rev = await s.call<ScreenLink>({ method: 'POST', url: SCREEN_API.linkRevoke, payload: { id: link.id }, token: tokens.manager });
    expect(rev.body.code).toBe(200);
    expect(rev.body.data.state).toBe('revoked');
    const after = await get(SCREEN_API.overview, { link: token });
    expect(after.body).toMatchObject({ code: 401, msg: SCREEN_TEXT.linkInvalid });
    // Revoking again is harmless.
    expect((await s.call<ScreenLink>({ method: 'POST', url: SCREEN_API.linkRevoke, payload: { id: link.id }, token: tokens.manager })).body.data.state).toBe('revoked');

    const soon = (await create({ name: '短期', expiresAt: new Date(Date.now() + 1500).toISOString() })).body.data;
    expect((await get(SCREEN_API.overview, { link: soon.token })).body.code).toBe(200);
    await new Promise((r) => setTimeout(r, 1700));
    expect((await get(SCREEN_API.overview, { link: soon.token })).body.code).toBe(401);

    expect((await get(SCREEN_API.overview, { link: 'not-a-token' })).body).toMatchObject({ code: 401, msg: SCREEN_TEXT.linkInvalid });

    const page = await s.call<Page<ScreenLink>>({ method: 'POST', url: SCREEN_API.linkPage, payload: { page: { pn: 1, size: 50 } }, token: tokens.manager });
    expect(page.body.code).toBe(200);
    const states = new Map(page.body.data.content.map((l) => [l.name, l.state]));
    expect(states.get('会议室')).toBe('revoked');
    expect(states.get('短期')).toBe('expired');
    const active = await s.call<Page<ScreenLink>>({ method: 'POST', url: SCREEN_API.linkPage, payload: { search: { state_eq: 'active' } }, token: tokens.manager });
    expect(active.body.data.content.every((l) => l.state === 'active')).toBe(true);
    const byName = await s.call<Page<ScreenLink>>({ method: 'POST', url: SCREEN_API.linkPage, payload: { search: { name_like: '会议' } }, token: tokens.manager });
    expect(byName.body.data.content.map((l) => l.name)).toEqual(['会议室']);
    // The token is never stored or listed.
    expect(JSON.stringify(page.body.data)).not.toContain(token);
  });

  it('link management: management only, with clear errors', async () => {
    expect((await create({ name: '企业大屏' }, tokens.enterprise)).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: SCREEN_API.linkPage, token: tokens.evaluator })).body.code).toBe(403);
    expect((await create({ name: '' })).body).toMatchObject({ code: 400, msg: SCREEN_TEXT.nameRequired });
    expect((await create({ name: '长'.repeat(51) })).body).toMatchObject({ code: 400, msg: SCREEN_TEXT.nameTooLong });
    expect((await create({ name: '过去', expiresAt: '2020-01-01T00:00:00Z' })).body).toMatchObject({ code: 400, msg: SCREEN_TEXT.badExpiry });
    expect((await create({ name: '乱写', expiresAt: 'tomorrow' })).body).toMatchObject({ code: 400, msg: SCREEN_TEXT.badExpiry });
    expect((await s.call({ method: 'POST', url: SCREEN_API.linkRevoke, payload: { id: 'abc' }, token: tokens.manager })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: SCREEN_API.linkRevoke, payload: { id: 999999 }, token: tokens.manager })).body.code).toBe(404);
    expect((await s.call({ method: 'POST', url: SCREEN_API.linkPage, payload: { search: { state_eq: 'gone' } }, token: tokens.manager })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: SCREEN_API.linkPage, payload: { search: { tokenHash_eq: 'x' } }, token: tokens.manager })).body.code).toBe(400);
  });
});

describe('speed', () => {
  // Budgets are measured, not enforced by timed tests (ARCHITECTURE.md §8): this prints the
  // figures (target < 50 ms each on the demo data) and only fails on something pathological.
  it('prints how long each read takes on the demo data', async () => {
    const times: Record<string, number> = {};
    for (const path of SCREEN_READ_PATHS) {
      await read(path);
      const t0 = performance.now();
      await read(path);
      times[path] = Math.round((performance.now() - t0) * 10) / 10;
    }
    console.log('screen reads (ms):', JSON.stringify(times));
    for (const [path, ms] of Object.entries(times)) expect(ms, path).toBeLessThan(1000);
  });
});

describe("the wall's layout", () => {
  const screenDoc = (title: string) => ({ ...(DEFAULT_LAYOUTS.screen as object), title });
  const save = (query: string, title: string, token: string) => s.call<EffectiveLayout>({ method: 'PUT', url: `/api/layout/screen${query}`, payload: screenDoc(title), token });
  const layoutOf = async (opts: { token?: string; link?: string }) => {
    const r = await get<EffectiveLayout>(SCREEN_API.layout, opts);
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data;
  };

  it('a display link draws the layout saved for everyone, a user their own; the shipped one before anything is saved', async () => {
    const { token: link } = (await s.call<ScreenLinkCreated>({ method: 'PUT', url: SCREEN_API.linkCreate, payload: { name: '布局大屏' }, token: tokens.manager })).body.data;
    expect(await layoutOf({ link })).toMatchObject({ source: 'default', doc: { id: 'screen' } });

    expect((await save('', '经理自己的大屏', tokens.manager)).body.code).toBe(200);
    expect((await layoutOf({ token: tokens.manager })).doc.title).toBe('经理自己的大屏');
    // A user's own layout is theirs: the link still draws the shipped one.
    expect((await layoutOf({ link })).source).toBe('default');

    expect((await save('?scope=system', '全员大屏', tokens.admin)).body.code).toBe(200);
    expect(await layoutOf({ link })).toMatchObject({ source: 'system', doc: { title: '全员大屏' } });
    expect((await layoutOf({ token: tokens.manager })).doc.title).toBe('经理自己的大屏');
    expect((await get(SCREEN_API.layout, { token: tokens.enterprise })).body.code).toBe(403);
  });
});
