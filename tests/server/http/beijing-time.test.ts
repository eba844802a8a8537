/**
 * Beijing time whatever the server's zone: the whole server runs here in a process whose zone is
 * Pacific/Kiritimati (UTC+14, six hours ahead of Beijing, so its wall clock and often its date
 * differ), and what a person reads of it is still Beijing's: the times and numbers of a list
 * export, the months of a statistics export, an evaluation package's catalogue and a notice's date.
 */
import type ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Before anything reads a clock; the process's zone is restored for the files that follow in this worker.
const { previousZone } = vi.hoisted(() => {
  const previous = process.env.TZ;
  process.env.TZ = 'Pacific/Kiritimati';
  return { previousZone: previous };
});

import { beijingDate, beijingDateTime, beijingWallClock, documentDate } from '../../../src/domain/beijingTime';
import { EVAL_STATUS, JD_TASK_STATUS } from '../../../src/domain/codes';
import { EVAL_ANNEX_PATHS } from '../../../src/domain/resources/evaluation';
import { STAT_API, STAT_TEXT } from '../../../src/domain/stats';
import { jdTask, sysUser, zpEval } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';
import { valuesOf, worksheetOf } from '../xlsx';

type Row = Record<string, unknown>;

/** The process's own wall clock: what the server wrote before times went through Beijing time. */
const pad = (n: number) => String(n).padStart(2, '0');
const localDateTime = (t: number) => {
  const d = new Date(t);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

const headerOf = (ws: ExcelJS.Worksheet, row = 1) => valuesOf(ws.getRow(row));

let s: TestServer;
let manager: string;

beforeAll(async () => {
  s = await startTestServer();
  manager = await s.signIn('manager');
});
afterAll(async () => {
  await s?.close();
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

describe('a server in a far time zone', () => {
  it('runs in Pacific/Kiritimati, fourteen hours ahead of UTC', () => {
    const noonUtc = new Date('2026-06-01T12:00:00Z');
    expect(noonUtc.getTimezoneOffset()).toBe(-14 * 60);
    expect(noonUtc.getHours()).toBe(2);
    expect(beijingDateTime(noonUtc)).toBe('2026-06-01 20:00:00');
  });

  it('exports a list with its times as Excel dates on the Beijing wall clock and its numbers as numbers', async () => {
    const page = await s.call<{ content: Row[] }>({ method: 'POST', url: '/api/zpproduct/page', token: manager, payload: { 'page.size': 50 } });
    expect(page.body.code, page.body.msg).toBe(200);
    const shown = page.body.data.content;
    expect(shown.length).toBeGreaterThan(0);
    const r = await s.app.inject({ method: 'POST', url: '/api/zpproduct/export', headers: { 'x-token': manager } });
    expect(r.statusCode).toBe(200);
    const ws = await worksheetOf(r.rawPayload);
    const header = headerOf(ws);
    const col = (label: string) => header.indexOf(label) + 1;
    const byId = new Map<unknown, ExcelJS.Row>();
    ws.eachRow((row, n) => n > 1 && byId.set(row.getCell(col('编号')).value, row));
    let outputs = 0;
    for (const p of shown) {
      const row = byId.get(p.id);
      expect(row, `product ${String(p.id)}`).toBeDefined();
      const t = Date.parse(String(p.createTime));
      const created = row!.getCell(col('创建时间'));
      expect(created.value).toEqual(beijingWallClock(t));
      expect((created.value as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(beijingDateTime(t));
      // The process's wall clock is six hours on: the cell is not it.
      expect(beijingDateTime(t)).not.toBe(localDateTime(t));
      expect(created.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      if (p.annualOutput !== null && p.annualOutput !== undefined) {
        const output = row!.getCell(col('年产量(吨)'));
        expect(output.value).toBe(Number(p.annualOutput));
        expect(output.numFmt).toBe('0.00');
        outputs++;
      }
    }
    expect(outputs).toBeGreaterThan(0);
  });

  it('counts a statistics export’s months in Beijing: a task made on Beijing’s last evening of a month is that month’s', async () => {
    const db = s.database.db;
    const [task] = await db.select({ id: jdTask.id }).from(jdTask).where(ne(jdTask.status, JD_TASK_STATUS.draft)).orderBy(asc(jdTask.id)).limit(1);
    const q = { groupBy: 'month', year: 2021 };
    const monthly = async () => {
      const r = await s.call<{ rows: { label: string; values: Record<string, number> }[] }>({ method: 'POST', url: STAT_API.table('jdSummary'), token: manager, payload: q });
      expect(r.body.code, r.body.msg).toBe(200);
      return (label: string) => r.body.data.rows.find((x) => x.label === label)?.values.tasks ?? 0;
    };
    const before = await monthly();
    // 2021-03-31 20:30 in Beijing: 12:30 UTC, and already 1 April 02:30 where the server runs.
    const made = Date.parse('2021-03-31T12:30:00Z');
    expect(localDateTime(made)).toBe('2021-04-01 02:30:00');
    await db.update(jdTask).set({ createTime: new Date(made) }).where(eq(jdTask.id, task.id));

    const r = await s.app.inject({ method: 'POST', url: STAT_API.export('jdSummary'), headers: { 'x-token': manager }, payload: q });
    expect(r.statusCode).toBe(200);
    const ws = await worksheetOf(r.rawPayload);
    expect(String(ws.getRow(1).getCell(1).value)).toContain('2021年');
    const heads = headerOf(ws, 2);
    const tasksCol = heads.indexOf('监督任务（个）') + 1;
    const cellOf = (label: string) => {
      let found: ExcelJS.Cell | undefined;
      ws.eachRow((row, n) => {
        if (n > 2 && row.getCell(1).value === label) found = row.getCell(tasksCol);
      });
      return found;
    };
    const march = cellOf('2021年3月');
    expect(march?.value).toBe(before('2021年3月') + 1);
    expect(march?.numFmt).toBe('0');
    expect(cellOf('2021年4月')?.value ?? 0).toBe(before('2021年4月'));
    expect(typeof cellOf(STAT_TEXT.total)?.value).toBe('number');
  });

  it('writes an evaluation package’s catalogue at the Beijing time it was made', async () => {
    const [row] = await s.database.db.select({ id: zpEval.id }).from(zpEval).where(ne(zpEval.status, EVAL_STATUS.draft)).orderBy(asc(zpEval.id)).limit(1);
    const from = Date.now();
    const res = await s.app.inject({ method: 'POST', url: EVAL_ANNEX_PATHS.pack, headers: { 'x-token': manager }, payload: { evalId: row.id } });
    const to = Date.now();
    expect(res.statusCode).toBe(200);
    const catalogue = await (await JSZip.loadAsync(res.rawPayload)).file('材料目录.txt')!.async('string');
    const made = /生成时间：(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})/.exec(catalogue)?.[1];
    expect(made, catalogue.slice(0, 200)).toBeDefined();
    expect(made! >= beijingDateTime(from) && made! <= beijingDateTime(to), `${made} within ${beijingDateTime(from)} … ${beijingDateTime(to)}`).toBe(true);
    expect(made! >= localDateTime(from) && made! <= localDateTime(to)).toBe(false);
  });

  it('dates a generated notice by Beijing’s calendar', async () => {
    const db = s.database.db;
    const unit = await s.signIn('evaluator');
    const [evaluator] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'evaluator'));
    // A seeded application past document review, given to the demo evaluator's institution, its places planned.
    const [app] = await db.select().from(zpEval).where(eq(zpEval.status, EVAL_STATUS.docPass)).limit(1);
    await db.update(zpEval).set({ unitId: evaluator.orgId }).where(eq(zpEval.id, app.id));
    for (const placeId of app.placeIds.split(',').map(Number)) {
      const plan = await s.call({ method: 'POST', url: '/api/eval/place/createEvalOnSitePlan', token: unit, payload: { evalId: app.id, placeId, startDate: '2026-12-08', endDate: '2026-12-09', leaderName: '林嘉怡', memberNames: '张伟', productIds: app.productIds, sampling: true } });
      expect(plan.body.code, plan.body.msg).toBe(200);
    }
    const from = Date.now();
    const r = await s.call<{ notice: { url: string } }>({ method: 'POST', url: '/api/eval/notice/getNotice', token: unit, payload: { evalId: app.id } });
    const to = Date.now();
    expect(r.body.code, r.body.msg).toBe(200);
    const file = await s.app.inject({ method: 'GET', url: r.body.data.notice.url, headers: { 'x-token': unit } });
    const xml = await (await JSZip.loadAsync(file.rawPayload)).file('word/document.xml')!.async('string');
    const dated = [documentDate(from), documentDate(to)];
    expect(dated.some((d) => xml.includes(d)), `${dated.join(' / ')} in the notice`).toBe(true);
    // Where the process's date is already another day, that day is not the notice's.
    const localDay = new Date(from);
    const local = `${localDay.getFullYear()}年${localDay.getMonth() + 1}月${localDay.getDate()}日`;
    if (beijingDate(from) === beijingDate(to) && !dated.includes(local)) expect(xml).not.toContain(local);
  });
});
