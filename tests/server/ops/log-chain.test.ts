/**
 * The audit logs' hash chains (server/http/logChain.ts): sealed, they hold; a row changed, deleted
 * or cut from the end in SQL is named by the check; two server processes writing and sealing at
 * once leave whole chains.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { rowsOf } from '../../../server/db/client';
import { checkLog, checkLogs, sealLogs } from '../../../server/http/logChain';
import { chainReportText, LOG_CHAIN_PATH, type ChainReport } from '../../../src/domain/logChain';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'manager']) tokens[u] = await s.signIn(u);
  // The demo world's operation log starts empty: a few writes put rows in it.
  for (const i of [1, 2, 3, 4]) await s.call({ method: 'PUT', url: '/api/sysdic', payload: { code: `LOG_${i}`, name: `日志测试${i}` }, token: tokens.admin });
}, 120_000);
afterAll(() => s?.close());

const db = () => s.database.db;
const rowAt = async (log: 'flow_log' | 'sys_log', seq: number) => rowsOf<{ id: number; row: unknown }>(await db().execute(sql`select id, to_jsonb(l) as row from ${sql.raw(log)} l where chain_seq = ${seq}`))[0];
const putBack = async (log: 'flow_log' | 'sys_log', row: unknown) => db().execute(sql`insert into ${sql.raw(log)} select * from jsonb_populate_record(null::${sql.raw(log)}, ${JSON.stringify(row)}::jsonb)`);

describe('the audit logs’ hash chains', () => {
  it('hold once sealed: every row of the demo world’s flow log and operation log linked', async () => {
    expect(await sealLogs(db())).toBeGreaterThan(100);
    const reports = await checkLogs(db());
    for (const r of reports) {
      expect(r, r.log).toMatchObject({ broken: null, unsealed: 0 });
      expect(r.sealed, r.log).toBeGreaterThan(0);
    }
    expect(await sealLogs(db())).toBe(0);
  });

  it('name a row changed in SQL, and hold again once it is put back', async () => {
    const { id, row } = await rowAt('flow_log', 5);
    await db().execute(sql`update flow_log set opinion = '改过的意见' where id = ${id}`);
    const changed = await checkLog(db(), 'flow_log');
    expect(changed.broken).toEqual({ seq: 5, id, kind: 'changed' });
    expect(chainReportText(changed)).toBe(`流程日志第 5 条（记录编号 ${id}）被改动`);
    await db().execute(sql`delete from flow_log where id = ${id}`);
    await putBack('flow_log', row);
    expect((await checkLog(db(), 'flow_log')).broken).toBeNull();

    const op = await rowAt('sys_log', 2);
    await db().execute(sql`update sys_log set create_time = create_time - interval '1 day' where id = ${op.id}`);
    expect((await checkLog(db(), 'sys_log')).broken).toEqual({ seq: 2, id: op.id, kind: 'changed' });
    await db().execute(sql`delete from sys_log where id = ${op.id}`);
    await putBack('sys_log', op.row);
  });

  it('name a row deleted from the middle, and rows cut from the end', async () => {
    const middle = await rowAt('flow_log', 7);
    await db().execute(sql`delete from flow_log where id = ${middle.id}`);
    const gap = await checkLog(db(), 'flow_log');
    expect(gap.broken).toEqual({ seq: 7, id: null, kind: 'missing' });
    expect(chainReportText(gap)).toBe('流程日志第 7 条被删除');
    await putBack('flow_log', middle.row);

    const [{ last }] = rowsOf<{ last: number }>(await db().execute(sql`select max(chain_seq)::int as last from sys_log`));
    const tail = await rowAt('sys_log', last);
    await db().execute(sql`delete from sys_log where id = ${tail.id}`);
    const cut = await checkLog(db(), 'sys_log');
    expect(cut.broken).toEqual({ seq: last, id: null, kind: 'cut' });
    expect(chainReportText(cut)).toBe(`操作日志末尾的记录被删除（应到第 ${last} 条）`);
    await putBack('sys_log', tail.row);
    expect((await checkLogs(db())).map((r) => r.broken)).toEqual([null, null]);
  });

  it('stay whole with two server processes writing and sealing at once', async () => {
    const second = await buildApp(db(), s.config, { logger: false });
    await second.ready();
    try {
      const apps = [s.app, second];
      const writes = Array.from({ length: 16 }, (_, i) =>
        apps[i % 2].inject({ method: 'PUT', url: '/api/sysdic', headers: { 'x-token': tokens.admin }, payload: { code: `CHAIN_${i}`, name: `链测试${i}` } }),
      );
      const seals = Array.from({ length: 6 }, () => sealLogs(db()));
      const answers = await Promise.all(writes);
      expect(answers.map((r) => r.json<{ code: number }>().code)).toEqual(Array(16).fill(200));
      await Promise.all(seals);
      await sealLogs(db());
      const reports = await checkLogs(db());
      expect(reports.map((r) => [r.log, r.broken, r.unsealed])).toEqual([
        ['flow_log', null, 0],
        ['sys_log', null, 0],
      ]);
    } finally {
      await second.close();
    }
  });

  it('stay out of what the logs’ readers are sent', async () => {
    const page = await s.call<{ content: Record<string, unknown>[] }>({ method: 'POST', url: '/api/syslog/page', payload: {}, token: tokens.admin });
    expect(page.body.data.content.length).toBeGreaterThan(0);
    for (const row of page.body.data.content) expect(Object.keys(row)).not.toContain('chainHash');
  });

  it('are checked on the operation log page by those who may read the log, not by others', async () => {
    const r = await s.call<ChainReport[]>({ method: 'GET', url: LOG_CHAIN_PATH, token: tokens.admin });
    expect(r.body.code).toBe(200);
    expect(r.body.data.map((x) => x.log)).toEqual(['flow_log', 'sys_log']);
    expect((await s.call({ method: 'GET', url: LOG_CHAIN_PATH, token: tokens.manager })).body.code).toBe(403);
  });
});
