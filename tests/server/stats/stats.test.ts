/**
 * The statistics calls on the seeded demo world: every figure is the count of its drill-down list
 * (every report, every grouping, sub-rows and totals), rows add up to the total, 统计汇总's first
 * four figures over all time are the wall's four cards, the export is the table, a period and the
 * filters narrow as they say, bad input is refused in the report's words, and only the report's
 * permission reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingYear } from '../../../src/domain/beijingTime';
import { STAT_API, STAT_REPORT_IDS, STAT_REPORTS, STAT_TEXT, type StatQuery, type StatRecord, type StatReportId, type StatTable } from '../../../src/domain/stats';
import { SCREEN_API, type ScreenOverview } from '../../../src/domain/screen';
import type { Page } from '../../../src/domain/page';
import { eq, sql, type SQL } from 'drizzle-orm';
import { CERT_STATUS, EVAL_STATUS, PRODUCT_OUTCOME } from '../../../src/domain/codes';
import { rowsOf } from '../../../server/db/client';
import { zpCert } from '../../../server/db/schema';
import { MEASURES, SOURCES } from '../../../server/modules/stats/sources';
import { startTestServer, type TestServer } from '../harness';
import { sheetRows, worksheetOf } from '../xlsx';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['manager', 'evaluator', 'enterprise', 'mng_cert']) tokens[u] = await s.signIn(u);
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const post = <T>(report: StatReportId, what: 'table' | 'records', payload: object, token = tokens.manager) =>
  s.call<T>({ method: 'POST', url: STAT_API[what](report), token, payload });
async function table(report: StatReportId, q: Partial<StatQuery>): Promise<StatTable> {
  const r = await post<StatTable>(report, 'table', q);
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data;
}
async function drillCount(report: StatReportId, q: Partial<StatQuery>, measure: string, key?: string, subKey?: string): Promise<number> {
  const r = await post<Page<StatRecord>>(report, 'records', { ...q, measure, key, subKey, size: 1 });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data.totalElements;
}
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('the reports are consistent with their sources', () => {
  it('every grouping and filter a report offers is a trait of every record kind it counts', () => {
    for (const id of STAT_REPORT_IDS) {
      const r = STAT_REPORTS[id];
      for (const m of r.measures) {
        const source = SOURCES[MEASURES[m.key].entity];
        for (const d of [...r.dimensions, ...r.filters]) {
          if (['year', 'quarter', 'month'].includes(d)) continue;
          expect(source.dims[d as keyof typeof source.dims], `${id}.${m.key} by ${d}`).toBeDefined();
        }
      }
    }
  });
});

describe('figures agree', () => {
  it('统计汇总 over all time shows the wall’s four cards', async () => {
    const t = await table('summary', { groupBy: 'year' });
    const wall = (await s.call<ScreenOverview>({ method: 'GET', url: SCREEN_API.overview, token: tokens.manager })).body.data;
    expect(t.total.declared).toBe(wall.declarations.total);
    expect(t.total.started).toBe(wall.evaluationsStarted.total);
    expect(t.total.passed).toBe(wall.evaluationsPassed.total);
    expect(t.total.released).toBe(wall.marketRelease.total);
    expect(t.total.declared).toBeGreaterThan(20);
  });

  it.each(STAT_REPORT_IDS)('%s: each figure is the count of its records, and rows add up to the total', async (id) => {
    const report = STAT_REPORTS[id];
    const listed = report.measures.filter((m) => !m.distinctOrgs);
    for (const groupBy of report.dimensions) {
      const q = { groupBy };
      const t = await table(id, q);
      for (const m of listed) {
        expect(sum(t.rows.map((r) => r.values[m.key])), `${id} by ${groupBy}: ${m.key}`).toBe(t.total[m.key]);
        expect(await drillCount(id, q, m.key), `${id} total ${m.key}`).toBe(t.total[m.key]);
      }
      // The drill-down of every row for the report's first measure, and a second one on the largest row.
      const first = listed[0].key;
      for (const r of t.rows) expect(await drillCount(id, q, first, r.key), `${id} by ${groupBy} ${r.label}`).toBe(r.values[first]);
      const biggest = [...t.rows].sort((a, b) => b.values[first] - a.values[first])[0];
      if (biggest) for (const m of listed) expect(await drillCount(id, q, m.key, biggest.key), `${id} ${biggest.label} ${m.key}`).toBe(biggest.values[m.key]);
    }
  });

  it('a split row is the subtotal of its sub-rows, and each sub-row drills down to its count', async () => {
    const q = { groupBy: 'district' as const, subGroupBy: 'evalType' as const };
    const t = await table('declare', q);
    expect(t.rows.length).toBeGreaterThan(2);
    for (const r of t.rows) {
      expect(sum(r.children!.map((c) => c.values.declared))).toBe(r.values.declared);
      for (const c of r.children!) expect(await drillCount('declare', q, 'declared', r.key, c.key)).toBe(c.values.declared);
    }
  });

  it('a period and a filter narrow the table: a year’s rows are the year’s row of the all-time table', async () => {
    const byYear = await table('declare', { groupBy: 'year' });
    // The newest year with applications (early in January, this year has none yet).
    const year = Math.max(...byYear.rows.map((r) => Number(r.key)));
    const thisYear = await table('declare', { groupBy: 'evalType', year });
    expect(thisYear.total.declared).toBe(byYear.rows.find((r) => r.key === String(year))!.values.declared);
    expect(thisYear.caption).toBe(`${year}年`);
    const quarters = await table('declare', { groupBy: 'quarter', year });
    const inQuarters = await Promise.all([1, 2, 3, 4].map(async (quarter) => (await table('declare', { groupBy: 'evalType', year, quarter: quarter as 1 | 2 | 3 | 4 })).total.declared));
    expect(sum(inQuarters)).toBe(thisYear.total.declared);
    expect(quarters.rows.map((r) => r.label).every((l) => l.startsWith(`${year}年第`))).toBe(true);
    const byDistrict = await table('declare', { groupBy: 'district' });
    const district = byDistrict.rows.find((r) => r.key.length === 6)!;
    const filtered = await table('declare', { groupBy: 'evalType', district: district.key });
    expect(filtered.total.declared).toBe(district.values.declared);
    expect(filtered.caption).toBe(`${STAT_TEXT.allTime} · 区域：${district.label}`);
  });

  it('rows carry people’s labels, never codes', async () => {
    const t = await table('eval', { groupBy: 'evalType' });
    expect(t.rows.map((r) => r.label)).toEqual(expect.arrayContaining(['首次评价']));
    const rec = (await post<Page<StatRecord>>('eval', 'records', { groupBy: 'evalType', measure: 'passed', size: 5 })).body.data.content;
    expect(rec.length).toBeGreaterThan(0);
    for (const r of rec) {
      expect(r.status).toBe('已通过');
      expect(r.kind).not.toMatch(/^\d+$/);
      expect(r.enterprise).not.toBe('');
    }
  });
});

describe('the facts the tables count', () => {
  /** Rows of a fact table that differ from its defining view, either way (none when maintained). */
  const drift = async (db: typeof s.database.db | Parameters<Parameters<typeof s.database.db.transaction>[0]>[0]) => {
    const count = async (q: SQL) => Number(rowsOf<{ n: number }>(await db.execute(q))[0].n);
    return {
      applications: await count(sql`select count(*)::int as n from ((select * from stat_application_source except select * from stat_application) union all (select * from stat_application except select * from stat_application_source)) d`),
      products: await count(sql`select count(*)::int as n from ((select * from stat_product_source except select * from stat_product) union all (select * from stat_product except select * from stat_product_source)) d`),
    };
  };
  const none = { applications: 0, products: 0 };

  it('follow every kind of write to applications, applied products and products', async () => {
    expect(await drift(s.database.db)).toEqual(none);
    const rollback = new Error('rolled back');
    await expect(
      s.database.db.transaction(async (tx) => {
        const one = async <T>(q: SQL) => rowsOf<T>(await tx.execute(q))[0];
        const inProgress = await one<{ id: number }>(sql`select id from zp_eval where status not in (${EVAL_STATUS.draft}, ${EVAL_STATUS.passed}) order by id limit 1`);
        const other = await one<{ id: number; org_id: number }>(sql`select id, org_id from zp_eval where id <> ${inProgress.id} order by id desc limit 1`);
        // A move to an end status, and a change of enterprise.
        await tx.execute(sql`update zp_eval set status = ${EVAL_STATUS.passed}, end_time = now() where id = ${inProgress.id}`);
        await tx.execute(sql`update zp_eval set org_id = ${other.org_id} where id = ${inProgress.id}`);
        // A product applied ahead of the first (the application's category follows), an outcome, a product withdrawn.
        const product = await one<{ id: number }>(sql`select id from zp_product where category_id is not null order by id limit 1`);
        await tx.execute(sql`insert into zp_eval_product (eval_id, product_id, status) values (${inProgress.id}, ${product.id}, 1) on conflict do nothing`);
        await tx.execute(sql`update zp_eval_product set outcome = ${PRODUCT_OUTCOME.notPassed} where eval_id = ${other.id}`);
        await tx.execute(sql`delete from zp_eval_product where id = (select max(id) from zp_eval_product where eval_id = ${other.id})`);
        // A product moved to another category, one removed from the catalogue, an application deleted.
        await tx.execute(sql`update zp_product set category_id = (select max(id) from pro_category) where id in (select product_id from zp_eval_product order by id limit 3)`);
        await tx.execute(sql`delete from zp_product where id = (select max(product_id) from zp_eval_product)`);
        await tx.execute(sql`delete from zp_eval where id = ${other.id}`);
        expect(await drift(tx)).toEqual(none);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});

describe('figures computed once per change', () => {
  it('a stored table and wall figure give way to the next read after a move in the portal', async () => {
    const wall = async () => (await s.call<ScreenOverview>({ method: 'GET', url: SCREEN_API.overview, token: tokens.manager })).body.data.profile.validCertificates;
    const q = { groupBy: 'year' as const };
    const before = (await table('summary', q)).total.validCerts;
    expect(await wall()).toBe(before);
    const [cert] = await s.database.db.select({ id: zpCert.id }).from(zpCert).where(eq(zpCert.status, CERT_STATUS.valid)).limit(1);
    const move = async (action: string) => {
      const r = await s.call({ method: 'POST', url: '/api/eval/cert/process/move', token: tokens.mng_cert, payload: { id: cert.id, action, opinion: '统计测试' } });
      expect(r.body.code, r.body.msg).toBe(200);
    };
    await move('suspend');
    expect((await table('summary', q)).total.validCerts).toBe(before - 1);
    expect(await wall()).toBe(before - 1);
    await move('restore');
    expect((await table('summary', q)).total.validCerts).toBe(before);
    expect(await wall()).toBe(before);
  });

  it('a change to a table a figure did not read leaves it stored', async () => {
    const db = s.database.db;
    const storedAt = async (report: StatReportId) =>
      rowsOf<{ at: string }>(await db.execute(sql`select stored_at::text as at from stat_figure where key like ${`stats:${report}:{%`} order by stored_at desc limit 1`))[0];
    await table('jdSummary', { groupBy: 'district' });
    await table('declare', { groupBy: 'district' });
    const [jd, declare] = [await storedAt('jdSummary'), await storedAt('declare')];
    // An application moves (its facts with it): the supervision table read none of them.
    await db.execute(sql`update zp_eval set submit_time = submit_time where id = (select min(id) from zp_eval where status <> ${EVAL_STATUS.draft})`);
    await db.execute(sql`update stat_application set status = status where id = (select min(id) from stat_application)`);
    await table('jdSummary', { groupBy: 'district' });
    await table('declare', { groupBy: 'district' });
    expect(await storedAt('jdSummary')).toEqual(jd);
    expect(await storedAt('declare')).not.toEqual(declare);
  });

  it('every table a stored figure read logs its changes', async () => {
    const db = s.database.db;
    const names = async (q: SQL) => new Set(rowsOf<{ t: string }>(await db.execute(q)).map((r) => r.t));
    for (const id of STAT_REPORT_IDS) await table(id, { groupBy: STAT_REPORTS[id].dimensions[0] });
    const figures = ['overview', 'categories', 'provinces', 'keyRegions', 'supervision', 'standards', 'evaluations', 'certificates', 'assistance', 'quality'] as const;
    for (const f of figures) expect((await s.call({ method: 'GET', url: SCREEN_API[f], token: tokens.manager })).body.code, f).toBe(200);
    const tables = await names(sql`select distinct unnest(tables) as t from stat_figure`);
    const real = await names(sql`select tablename as t from pg_tables where schemaname = 'public'`);
    const logged = await names(sql`select tgrelid::regclass::text as t from pg_trigger where tgname like '%stat_changed'`);
    const read = [...tables].filter((t) => real.has(t));
    expect(read).toEqual(expect.arrayContaining(['stat_application', 'stat_product', 'zp_cert', 'jd_task', 'jd_reform', 'jd_exit', 'sys_org']));
    expect(read.filter((t) => !logged.has(t))).toEqual([]);
  });
});

describe('the export', () => {
  it('is the table as shown, with the period and filters in its title row', async () => {
    const q: Partial<StatQuery> = { groupBy: 'district', subGroupBy: 'jdType', year: beijingYear() };
    const t = await table('jdSummary', q);
    const r = await s.app.inject({ method: 'POST', url: STAT_API.export('jdSummary'), headers: { 'x-token': tokens.manager }, payload: q });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain(encodeURIComponent('监督统计汇总.xlsx'));
    const ws = await worksheetOf(r.rawPayload);
    const rows = await sheetRows(ws);
    expect(rows[0][0]).toBe(`监督统计汇总（${t.caption}）`);
    expect(rows[1].slice(0, 3)).toEqual(['区域', '监督类型', '监督任务（个）']);
    const last = rows.at(-1)!;
    expect(last[0]).toBe(STAT_TEXT.total);
    expect(last.slice(2)).toEqual(t.measures.map((m) => t.total[m.key]));
    expect(rows.filter((x) => x[1] === STAT_TEXT.subtotal)).toHaveLength(t.rows.filter((x) => x.children?.length).length);
    // The figures are number cells, whole; the columns fit the header (监督任务（个）: 14 wide, CJK counted double).
    const total = ws.getRow(ws.rowCount).getCell(3);
    expect(typeof total.value).toBe('number');
    expect(total.numFmt).toBe('0');
    expect(ws.getColumn(3).width).toBe(16);
  });
});

describe('the export of 评价统计', () => {
  it('carries the 通过率 the page shows beside the figures', async () => {
    const q: Partial<StatQuery> = { groupBy: 'evalType' };
    const t = await table('eval', q);
    const r = await s.app.inject({ method: 'POST', url: STAT_API.export('eval'), headers: { 'x-token': tokens.manager }, payload: q });
    const ws = await worksheetOf(r.rawPayload);
    const rows = await sheetRows(ws);
    expect(rows[1].at(-1)).toBe('通过率（%）');
    expect(rows.at(-1)!.at(-1)).toBe(Math.round((t.total.passed / t.total.ended) * 1000) / 10);
    expect(ws.getRow(ws.rowCount).getCell(rows[1].length).numFmt).toBe('0.0');
  });
});

describe('bad input and who may read', () => {
  it.each([
    [{ groupBy: 'colour' }, STAT_TEXT.badGroup],
    [{ groupBy: 'category' }, STAT_TEXT.groupNotOffered('产品类别')],
    [{ groupBy: 'year', subGroupBy: 'year' }, STAT_TEXT.sameGroup],
    [{ groupBy: 'year', year: 1999 }, STAT_TEXT.badYear],
    [{ groupBy: 'year', year: '二〇二六' }, STAT_TEXT.badYear],
    [{ groupBy: 'year', year: 2026, quarter: 5 }, STAT_TEXT.badQuarter],
    [{ groupBy: 'year', year: 2026, month: 13 }, STAT_TEXT.badMonth],
    [{ groupBy: 'year', year: 2026, month: 1, quarter: 1 }, STAT_TEXT.quarterAndMonth],
    [{ groupBy: 'year', month: 1 }, STAT_TEXT.periodNeedsYear],
    [{ groupBy: 'year', district: '44 03' }, STAT_TEXT.badFilter('区域')],
    [{ groupBy: 'year', evalType: '1' }, STAT_TEXT.badFilter('评价类型')],
  ])('summary table %j → %s', async (payload, msg) => {
    const r = await post('summary', 'table', payload);
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toBe(msg);
  });

  it('a drill-down names a listed measure and a sane page', async () => {
    const bad = async (payload: object, msg: string) => {
      const r = await post('jdSummary', 'records', { groupBy: 'district', ...payload });
      expect(r.body.code).toBe(400);
      expect(r.body.msg).toBe(msg);
    };
    await bad({ measure: 'nothing' }, STAT_TEXT.unknownMeasure);
    await bad({ measure: 'taskOrgs' }, STAT_TEXT.noRecords);
    await bad({ measure: 'tasks', size: 1000 }, STAT_TEXT.badPage);
    await bad({ measure: 'tasks', key: 'x'.repeat(21) }, STAT_TEXT.badKey);
    const r = await post('jdSummary', 'records', { groupBy: 'district', measure: 'tasks', key: 'nowhere' });
    expect(r.body.data).toMatchObject({ content: [], totalElements: 0 });
  });

  it('an unknown report is not found; an institution or an enterprise is refused', async () => {
    expect((await s.call({ method: 'POST', url: '/api/stats/colour/table', token: tokens.manager, payload: {} })).body.code).toBe(404);
    for (const u of ['evaluator', 'enterprise']) {
      for (const id of STAT_REPORT_IDS) expect((await post(id, 'table', { groupBy: 'year' }, tokens[u])).body.code, `${u} ${id}`).toBe(403);
    }
    expect((await s.call({ method: 'POST', url: STAT_API.table('summary'), payload: {} })).body.code).toBe(401);
  });
});
