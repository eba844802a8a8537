/** Excel export of a resource list: an .xlsx of the current query, under the list's permission and scope. */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDateTime, beijingWallClock } from '../../../src/domain/beijingTime';
import { PERMS } from '../../../src/domain/permissions';
import { actor, startTestServer, type TestServer } from '../harness';
import { sheetRows, valuesOf, worksheetOf } from '../xlsx';

describe('POST {prefix}/export', () => {
  let s: TestServer;
  let admin: Awaited<ReturnType<typeof actor>>;
  let nobody: Awaited<ReturnType<typeof actor>>;
  const exportUsers = (token: string, query: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: '/api/sysuser/export', headers: { 'x-token': token }, query });

  beforeAll(async () => {
    s = await startTestServer();
    admin = await actor(s.database.db, 'exp_admin', '1', 'R_SYS_ADMIN');
    nobody = await actor(s.database.db, 'exp_nobody', '3', 'T_EXP_NONE', [PERMS.log.list]);
    for (const [username, name, sex, mobile] of [['expalpha', '导出甲', '1', '13912340001'], ['expbeta', '导出乙', '2', '13912340002']]) {
      const r = await s.call({ method: 'PUT', url: '/api/sysuser', token: admin.token, payload: { username, name, sex, password: 'Abc123!x', mobile } });
      expect(r.body.msg).toBe('操作成功!');
    }
  });
  afterAll(async () => {
    await s?.close();
    if (s) fs.rmSync(s.config.dataDir, { recursive: true, force: true });
  });

  it('replies with an .xlsx file named after the resource', async () => {
    const r = await exportUsers(admin.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(String(r.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('用户.xlsx')}`);
    // An .xlsx is a zip archive: it starts with PK.
    expect(r.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const rows = await sheetRows(r.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['用户名', '姓名', '性别', '创建时间']));
    expect(rows[0]).not.toContain('密码');
  });

  it('honours the filters of the list and shows code labels', async () => {
    const r = await exportUsers(admin.token, { 'search.username_like': 'expal' });
    const rows = await sheetRows(r.rawPayload);
    expect(rows).toHaveLength(2);
    const header = rows[0] as string[];
    const user = rows[1];
    expect(user[header.indexOf('用户名')]).toBe('expalpha');
    expect(user[header.indexOf('性别')]).toBe('男');
  });

  it('types its cells: numbers as numbers, times as Excel dates on the Beijing wall clock, columns as wide as their content', async () => {
    const listed = await s.call<{ content: { id: number; createTime: string }[] }>({ method: 'POST', url: '/api/sysuser/page', token: admin.token, payload: { 'search.username_eq': 'expalpha' } });
    const [stored] = listed.body.data.content;
    const ws = await worksheetOf((await exportUsers(admin.token, { 'search.username_eq': 'expalpha' })).rawPayload);
    const header = valuesOf(ws.getRow(1));
    const col = (label: string) => header.indexOf(label) + 1;
    const id = ws.getRow(2).getCell(col('编号'));
    expect(id.value).toBe(stored.id);
    expect(id.numFmt).toBe('0');
    const created = ws.getRow(2).getCell(col('创建时间'));
    expect(created.value).toBeInstanceOf(Date);
    // Excel keeps no zone: the cell's UTC fields are what a reader in Beijing sees.
    expect(created.value).toEqual(beijingWallClock(Date.parse(stored.createTime)));
    expect((created.value as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(beijingDateTime(Date.parse(stored.createTime)));
    expect(created.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(ws.getRow(2).getCell(col('性别')).value).toBe('男');
    // Widest cell plus two: 'yyyy-mm-dd hh:mm:ss' is 19 wide (its header 创建时间 8, CJK counted double), 'expalpha' 8 (用户名 6).
    expect(ws.getColumn(col('创建时间')).width).toBe(21);
    expect(ws.getColumn(col('用户名')).width).toBe(10);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('refuses a bad filter with a clear 400', async () => {
    const r = await exportUsers(admin.token, { 'search.password_eq': 'x' });
    expect(JSON.parse(r.body)).toMatchObject({ code: 400 });
  });

  it('is refused (403) without the list permission', async () => {
    const r = await exportUsers(nobody.token);
    expect(JSON.parse(r.body)).toMatchObject({ code: 403 });
  });

  it('writes an EXPORT row to the operation log', async () => {
    const r = await s.call<{ content: { op: string; resource: string }[] }>({ method: 'POST', url: '/api/syslog/page', token: admin.token, payload: { 'search.op_eq': 'EXPORT' } });
    expect(r.body.data.content.some((l) => l.resource === 'sysuser')).toBe(true);
  });
});
