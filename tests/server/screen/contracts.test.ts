/**
 * The big screen's and the statistics' replies are what their contracts declare
 * (src/domain/calls/screen.ts, src/domain/calls/stats.ts): the client's types are inferred from
 * those schemas, so a reply the server changed without its schema fails here, not on the wall.
 * Each read is asked twice: once computed, once from the figure cache (stored as JSON).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { screenCalls } from '../../../src/domain/calls/screen';
import { STAT_CALLS } from '../../../src/domain/calls/stats';
import type { CallDef } from '../../../src/domain/calls/call';
import { SCREEN_API, type ScreenLinkCreated } from '../../../src/domain/screen';
import { STAT_REPORT_IDS, STAT_REPORTS } from '../../../src/domain/stats';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let manager: string;
beforeAll(async () => {
  s = await startTestServer();
  manager = await s.signIn('manager');
}, 60_000);
afterAll(async () => {
  await s?.close();
});

/** The reply's data, checked against the call's reply schema (the first problems named). */
function expectDeclared(call: CallDef, what: string, body: { code: number; msg: string; data: unknown }) {
  expect(body.code, `${what}: ${body.msg}`).toBe(200);
  const r = (call.reply as z.ZodType).safeParse(body.data);
  expect(r.success ? [] : r.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`), what).toEqual([]);
}

const FIGURES = ['overview', 'categories', 'provinces', 'keyRegions', 'supervision', 'standards', 'evaluations', 'certificates', 'assistance', 'quality', 'layout'] as const;
/** Each figure's default reading, and the readings its parameters change. */
const READINGS: readonly [(typeof FIGURES)[number] | 'access', string][] = [
  ...FIGURES.map((k) => [k, ''] as [(typeof FIGURES)[number], string]),
  ['access', ''],
  ['categories', '?level=1'],
  ['supervision', '?year=2025&years=5'],
  ['evaluations', '?months=36'],
  ['certificates', '?years=10'],
  ['quality', '?years=1'],
];

describe('every screen read answers what its contract declares', () => {
  it('for a management user, computed and then cached', async () => {
    for (const [key, query] of READINGS) {
      for (const pass of ['computed', 'cached']) {
        const r = await s.call({ method: 'GET', url: `${SCREEN_API[key]}${query}`, token: manager });
        expectDeclared(screenCalls[key], `${key}${query} (${pass})`, r.body);
      }
    }
  });

  it('for a display link, and the links themselves: created, listed, revoked', async () => {
    const created = await s.call<ScreenLinkCreated>({ method: 'PUT', url: SCREEN_API.linkCreate, payload: { name: '合同检查', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }, token: manager });
    expectDeclared(screenCalls.linkCreate, 'link create', created.body);
    const link = created.body.data.token;
    for (const key of ['access', 'layout', 'overview'] as const) {
      const r = await s.call({ method: 'GET', url: SCREEN_API[key], headers: { 'x-screen-token': link } });
      expectDeclared(screenCalls[key], `${key} by a link`, r.body);
    }
    const page = await s.call({ method: 'POST', url: SCREEN_API.linkPage, payload: { page: { pn: 1, size: 50 } }, token: manager });
    expectDeclared(screenCalls.linkPage, 'link page', page.body);
    const revoked = await s.call({ method: 'POST', url: SCREEN_API.linkRevoke, payload: { id: created.body.data.link.id }, token: manager });
    expectDeclared(screenCalls.linkRevoke, 'link revoke', revoked.body);
    const afterRevoke = await s.call({ method: 'POST', url: SCREEN_API.linkPage, payload: { page: { pn: 1, size: 50 }, search: { state_eq: 'revoked' } }, token: manager });
    expectDeclared(screenCalls.linkPage, 'link page (revoked)', afterRevoke.body);
  });
});

describe('every statistics table and drill-down answers what its contract declares', () => {
  it('each report by each of its groupings, split once, over a period, and the records behind a figure', async () => {
    const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    for (const id of STAT_REPORT_IDS) {
      const report = STAT_REPORTS[id];
      const calls = STAT_CALLS[id];
      const queries = [
        ...report.dimensions.map((groupBy) => ({ groupBy })),
        { groupBy: report.dimensions[0], subGroupBy: report.dimensions[1] },
        { groupBy: report.dimensions[1], subGroupBy: report.dimensions[0], year },
        { groupBy: report.dimensions[0], year, quarter: 2 },
      ];
      for (const q of queries) {
        for (const pass of ['computed', 'cached']) {
          const r = await s.call({ method: 'POST', url: calls.table.path, payload: q, token: manager });
          expectDeclared(calls.table, `${id} table ${JSON.stringify(q)} (${pass})`, r.body);
        }
      }
      for (const measure of report.measures.filter((m) => !m.distinctOrgs)) {
        const r = await s.call({ method: 'POST', url: calls.records.path, payload: { groupBy: report.dimensions[0], measure: measure.key, size: 100 }, token: manager });
        expectDeclared(calls.records, `${id} records of ${measure.key}`, r.body);
      }
    }
  });

  it('a table names exactly its report’s measures in every row and the total', async () => {
    const r = await s.call<{ rows: { values: Record<string, number> }[] }>({ method: 'POST', url: STAT_CALLS.summary.table.path, payload: { groupBy: 'year' }, token: manager });
    const wrong = { ...r.body, data: { ...r.body.data, rows: r.body.data.rows.map((row) => ({ ...row, values: { ...row.values, extra: 1 } })) } };
    expect(STAT_CALLS.summary.table.reply.safeParse(wrong.data).success).toBe(false);
    expect(STAT_CALLS.jdSummary.table.reply.safeParse(r.body.data).success).toBe(false);
  });
});
