/** Dictionaries and their items (calls document §7.4), seeded from every code list. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LISTS } from '../../../src/domain/codes';
import type { DicOption } from '../../../src/domain/resources/dic';
import { sysDicItem, sysLog } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'manager', 'staff']) tokens[u] = await s.signIn(u);
});
afterAll(async () => {
  await s?.close();
});

const byCode = (code: string, token = tokens.staff) => s.call<DicOption[]>({ method: 'GET', url: `/api/sysdic/code?code=${encodeURIComponent(code)}`, token });

describe('GET /api/sysdic/code', () => {
  it('gives any signed-in user the items of every seeded code list, in order', async () => {
    for (const list of Object.values(CODE_LISTS)) {
      const r = await byCode(list.code);
      expect(r.body.code, list.code).toBe(200);
      expect(r.body.data.map((i) => [i.itemValue, i.itemLabel])).toEqual(list.items.map((i) => [i.value, i.label]));
    }
    const r = await byCode('ORG_TYPE');
    expect(Object.keys(r.body.data[0]).sort()).toEqual(['id', 'itemLabel', 'itemValue']);
  });

  it('answers an unknown code with an empty list and a missing code with a clear 400', async () => {
    expect((await byCode('NO_SUCH_DIC')).body).toMatchObject({ code: 200, data: [] });
    expect((await byCode("' or 1=1 --")).body).toMatchObject({ code: 200, data: [] });
    const r = await s.call({ method: 'GET', url: '/api/sysdic/code', token: tokens.staff });
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toMatch(/code/);
  });

  it('needs a signed-in user', async () => {
    expect((await s.call({ method: 'GET', url: '/api/sysdic/code?code=SEX' })).body.code).toBe(401);
  });
});

describe('dictionary maintenance', () => {
  it('pages dictionaries and items with the search grammar', async () => {
    const dics = await s.call<{ content: { id: number; code: string }[]; totalElements: number }>({ method: 'POST', url: '/api/sysdic/page?page.pn=1&page.size=10&search.code_eq=SEX', token: tokens.admin });
    expect(dics.body.code).toBe(200);
    expect(dics.body.data.totalElements).toBe(1);
    const dicId = dics.body.data.content[0].id;
    const items = await s.call<{ content: { itemLabel: string; seq: number }[] }>({
      method: 'POST',
      url: '/api/sysdicitem/page',
      payload: { page: { pn: 1, size: 20 }, search: { dicId_eq: dicId, itemLabel_like: '女' } },
      token: tokens.admin,
    });
    expect(items.body.data.content.map((i) => i.itemLabel)).toEqual(['女']);
    const ordered = await s.call<{ content: { seq: number }[] }>({ method: 'POST', url: `/api/sysdicitem/page?search.dicId_eq=${dicId}`, token: tokens.admin });
    expect(ordered.body.data.content.map((i) => i.seq)).toEqual([1, 2]);
  });

  it('refuses unknown fields, operators, huge pages and injection text never matches', async () => {
    for (const [query, text] of [
      ['search.password_eq=x', /password/],
      ['search.code_xx=x', /运算符/],
      ['page.size=100000', /page.size/],
      ['search.constructor_eq=x', /constructor/],
    ] as const) {
      const r = await s.call({ method: 'POST', url: `/api/sysdic/page?${query}`, token: tokens.admin });
      expect(r.body.code, query).toBe(400);
      expect(r.body.msg).toMatch(text);
    }
    const inj = await s.call<{ content: unknown[] }>({ method: 'POST', url: `/api/sysdicitem/page?search.itemLabel_like=${encodeURIComponent("' or 1=1 --")}`, token: tokens.admin });
    expect(inj.body).toMatchObject({ code: 200, data: { content: [] } });
  });

  it('is for administrators: management users and enterprises are refused, strangers asked to sign in', async () => {
    expect((await s.call({ method: 'POST', url: '/api/sysdic/page', token: tokens.manager })).body.code).toBe(403);
    expect((await s.call({ method: 'PUT', url: '/api/sysdicitem', payload: { dicId: 1, itemLabel: 'x', itemValue: 'x' }, token: tokens.staff })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/sysdic/page' })).body.code).toBe(401);
  });

  it('creates, checks, updates and deletes a dictionary with its items', async () => {
    const bad = await s.call({ method: 'PUT', url: '/api/sysdic', payload: { code: 'bad code', name: '坏编码' }, token: tokens.admin });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^字典编码：/);
    const noName = await s.call({ method: 'PUT', url: '/api/sysdic', payload: { code: 'TEST_DIC' }, token: tokens.admin });
    expect(noName.body.code).toBe(400);
    expect(noName.body.msg).toMatch(/^字典名称：/);
    const dup = await s.call({ method: 'PUT', url: '/api/sysdic', payload: { code: 'SEX', name: '重复' }, token: tokens.admin });
    expect(dup.body.code).toBe(400);
    expect(dup.body.msg).toMatch(/SEX.*已存在/);

    const dic = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysdic', payload: { code: 'TEST_DIC', name: '测试字典' }, token: tokens.admin });
    expect(dic.body.code).toBe(200);
    const dicId = dic.body.data.id;
    const second = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysdicitem', payload: { dicId, itemLabel: '乙', itemValue: 'B', seq: 2 }, token: tokens.admin });
    const first = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysdicitem', payload: { dicId, itemLabel: '甲', itemValue: 'A', seq: 1 }, token: tokens.admin });
    expect(first.body.code).toBe(200);
    expect(second.body.code).toBe(200);
    const clash = await s.call({ method: 'PUT', url: '/api/sysdicitem', payload: { dicId, itemLabel: '丙', itemValue: 'A' }, token: tokens.admin });
    expect(clash.body.code).toBe(400);
    expect(clash.body.msg).toMatch(/^字典值：/);
    const orphan = await s.call({ method: 'PUT', url: '/api/sysdicitem', payload: { dicId: 999999, itemLabel: '丁', itemValue: 'D' }, token: tokens.admin });
    expect(orphan.body.code).toBe(400);
    expect(orphan.body.msg).toMatch(/^所属字典：/);
    const badSeq = await s.call({ method: 'PUT', url: `/api/sysdicitem/${first.body.data.id}`, payload: { seq: 'first' }, token: tokens.admin });
    expect(badSeq.body.code).toBe(400);
    expect(badSeq.body.msg).toMatch(/^排序：/);

    expect((await byCode('TEST_DIC')).body.data.map((i) => i.itemLabel)).toEqual(['甲', '乙']);
    await s.call({ method: 'PUT', url: `/api/sysdicitem/${first.body.data.id}`, payload: { seq: 3, itemLabel: '甲二' }, token: tokens.admin });
    expect((await byCode('TEST_DIC')).body.data.map((i) => i.itemLabel)).toEqual(['乙', '甲二']);
    await s.call({ method: 'PUT', url: `/api/sysdic/${dicId}`, payload: { name: '测试字典二' }, token: tokens.admin });

    expect((await s.call({ method: 'DELETE', url: `/api/sysdicitem?ids=${second.body.data.id}`, token: tokens.admin })).body.code).toBe(200);
    expect((await s.call({ method: 'DELETE', url: `/api/sysdic?ids=${dicId}`, token: tokens.admin })).body.code).toBe(200);
    expect(await s.database.db.select().from(sysDicItem).where(eq(sysDicItem.dicId, dicId))).toEqual([]);
    expect((await byCode('TEST_DIC')).body.data).toEqual([]);
    const logs = await s.database.db.select({ op: sysLog.op }).from(sysLog).where(eq(sysLog.resource, 'sysdic'));
    expect(logs.map((l) => l.op)).toEqual(expect.arrayContaining(['INSERT', 'UPDATE', 'DELETE']));
  });

  it('answers 404 for a dictionary that does not exist', async () => {
    expect((await s.call({ method: 'GET', url: '/api/sysdic/999999', token: tokens.admin })).body.code).toBe(404);
    expect((await s.call({ method: 'DELETE', url: '/api/sysdic?ids=999999', token: tokens.admin })).body.code).toBe(404);
  });
});
