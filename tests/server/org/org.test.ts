/**
 * Organisations, the caller's own organisation, departments, posts, role groups and the user
 * lookups of flows (calls document §7.2), with the organisation scope: management sees all,
 * anyone else only their own organisation (another's record is "not found", never data).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUsccCheck } from '../../../src/domain/validators';
import type { MenuItem } from '../../../src/domain/resources/menu';
import { ORG_MSG } from '../../../src/domain/resources/org';
import { sysLog, sysOrg, sysRole, sysUser } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const tokens: Record<string, string> = {};
const orgOf: Record<string, number> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'manager', 'evaluator', 'enterprise', 'staff', 'pending']) {
    tokens[u] = await s.signIn(u);
    const [row] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, u));
    orgOf[u] = row.orgId as number;
  }
});
afterAll(async () => {
  await s?.close();
});

type Org = Record<string, unknown> & { id: number; name: string; type: string };
interface Page<T> {
  content: T[];
  totalElements: number;
  number: number;
}
const orgRow = async (id: number) => (await s.database.db.select().from(sysOrg).where(eq(sysOrg.id, id)))[0];
let usccSeq = 0;
const newUscc = () => withUsccCheck(`91440300MA5${String(++usccSeq).padStart(6, '0')}`);
const createOrg = async (payload: Record<string, unknown>) =>
  s.call<Org>({ method: 'PUT', url: '/api/sysorg', payload: { name: `测试组织${++usccSeq}`, type: '3', areaCode: '440305', ...payload }, token: tokens.admin });

describe('the enterprise lookup (POST /api/sysorg/page)', () => {
  it('finds enterprises by name and type, 50 per page, as data.content', async () => {
    const r = await s.call<Page<Org>>({ method: 'POST', url: `/api/sysorg/page?page.pn=1&page.size=50&search.name_like=${encodeURIComponent('深圳')}&search.type_like=3`, token: tokens.manager });
    expect(r.body).toMatchObject({ code: 200, succeed: true });
    expect(r.body.data.number).toBe(0);
    expect(r.body.data.content.length).toBeGreaterThan(5);
    for (const o of r.body.data.content) {
      expect(o.name).toContain('深圳');
      expect(o.type).toContain('3');
      expect(typeof o.id).toBe('number');
    }
    expect(r.body.data.content[0]).toMatchObject({ typeName: '企业', areaName: expect.stringMatching(/^广东省\/深圳市\//) });
  });

  it('refuses unknown fields and operators, oversize pages and prototype names; injection text matches nothing', async () => {
    for (const [query, text] of [
      ['search.password_eq=x', /password/],
      ['search.name_xx=x', /运算符/],
      ['page.size=100000', /page.size/],
      ['search.constructor_eq=x', /constructor/],
    ] as const) {
      const r = await s.call({ method: 'POST', url: `/api/sysorg/page?${query}`, token: tokens.manager });
      expect(r.body.code, query).toBe(400);
      expect(r.body.msg).toMatch(text);
    }
    const inj = await s.call<Page<Org>>({ method: 'POST', url: '/api/sysorg/page', payload: { search: { name_like: "' or 1=1 --" } }, token: tokens.manager });
    expect(inj.body).toMatchObject({ code: 200, data: { content: [], totalElements: 0 } });
  });

  it('is refused to users without the organisation list and to strangers', async () => {
    expect((await s.call({ method: 'POST', url: '/api/sysorg/page', token: tokens.staff })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/sysorg/page' })).body.code).toBe(401);
  });
});

describe('organisation maintenance', () => {
  it('checks the fields and names them', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /^组织名称：/],
      [{ type: '6' }, /^组织类型：/],
      [{ type: '1,3' }, /^组织类型：/],
      [{ code: '91440300MA5XXXXXX1' }, /^统一社会信用代码：/],
      [{ areaCode: '999999' }, /^所在地区：/],
      [{ phone: '12' }, /^联系电话：/],
      [{ status: 9 }, /^状态：/],
      [{ pid: 999999 }, /^上级组织：/],
    ];
    for (const [payload, text] of cases) {
      const r = await createOrg(payload);
      expect(r.body.code, JSON.stringify(payload)).toBe(400);
      expect(r.body.msg).toMatch(text);
    }
  });

  it('creates an organisation, normalising its type and deriving its region', async () => {
    const inst = await createOrg({ type: ' 4,2 ', areaCode: '440305000000', code: newUscc() });
    expect(inst.body.code).toBe(200);
    expect(inst.body.data).toMatchObject({ type: '2,4', areaCode: '440305', region: 'SZ', areaName: '广东省/深圳市/南山区', typeName: '评价机构、检测机构' });
    const away = await createOrg({ areaCode: '451022', assistType: '2' });
    expect(away.body.data).toMatchObject({ region: '2', areaName: '广西壮族自治区/百色市/田东县' });
    const dup = await createOrg({ code: inst.body.data.code });
    expect(dup.body.code).toBe(400);
    expect(dup.body.msg).toMatch(/^统一社会信用代码：/);
    const upd = await s.call<Org>({ method: 'PUT', url: `/api/sysorg/${away.body.data.id}`, payload: { areaCode: '440304' }, token: tokens.admin });
    expect(upd.body.data).toMatchObject({ region: 'SZ', assistType: '2' });
    const loop = await s.call({ method: 'PUT', url: `/api/sysorg/${inst.body.data.id}`, payload: { pid: inst.body.data.id }, token: tokens.admin });
    expect(loop.body.code).toBe(400);
    expect(loop.body.msg).toMatch(/^上级组织：/);
  });

  it('refuses to delete an organisation that still has users, and deletes an empty one', async () => {
    const r = await s.call({ method: 'DELETE', url: `/api/sysorg?ids=${orgOf.enterprise}`, token: tokens.admin });
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toMatch(/还有\d+个用户/);
    expect(await orgRow(orgOf.enterprise)).toBeDefined();
    const empty = await createOrg({});
    expect((await s.call({ method: 'DELETE', url: `/api/sysorg?ids=${empty.body.data.id}`, token: tokens.admin })).body.code).toBe(200);
    expect(await orgRow(empty.body.data.id)).toBeUndefined();
    expect((await s.call({ method: 'DELETE', url: '/api/sysorg?ids=abc', token: tokens.admin })).body.code).toBe(400);
  });

  it('keeps management-only calls from other roles', async () => {
    expect((await s.call({ method: 'PUT', url: '/api/sysorg', payload: { name: 'x', type: '3' }, token: tokens.enterprise })).body.code).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/sysorg?ids=${orgOf.staff}`, token: tokens.staff })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/sysorg/sync', payload: { rid: orgOf.staff }, token: tokens.staff })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/sysorg/updExp', payload: { ids: orgOf.staff, expDate: '2030-01-01' }, token: tokens.evaluator })).body.code).toBe(403);
  });

  it('shows another organisation as not found to a non-management user granted the organisation pages', async () => {
    const [role] = await s.database.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'R_ORG_ADMIN'));
    const before = (await s.call<number[]>({ method: 'POST', url: '/api/sysmenu/roleMenus', payload: { roleId: role.id }, token: tokens.admin })).body.data;
    const tree = (await s.call<MenuItem[]>({ method: 'POST', url: '/api/sysmenu/cur', token: tokens.admin })).body.data;
    const orgPages = tree.flatMap((g) => g.children).filter((m) => m.path === '/views/sys-org' || m.path === '/views/sys-org-form');
    await s.call({ method: 'POST', url: '/api/sysmenu/grant', payload: { roleId: role.id, menuIds: [...before, ...orgPages.map((m) => m.id)] }, token: tokens.admin });
    try {
      const own = await s.call<Org>({ method: 'GET', url: `/api/sysorg/${orgOf.enterprise}`, token: tokens.enterprise });
      expect(own.body.code).toBe(200);
      const other = await s.call({ method: 'GET', url: `/api/sysorg/${orgOf.evaluator}`, token: tokens.enterprise });
      expect(other.body).toMatchObject({ code: 404, data: null });
      const page = await s.call<Page<Org>>({ method: 'POST', url: '/api/sysorg/page', token: tokens.enterprise });
      expect(page.body.data.content.map((o) => o.id)).toEqual([orgOf.enterprise]);
      expect((await s.call({ method: 'PUT', url: `/api/sysorg/${orgOf.evaluator}`, payload: { remark: 'x' }, token: tokens.enterprise })).body.code).toBe(404);
      expect((await s.call({ method: 'POST', url: '/api/sysorg/sync', payload: { rid: orgOf.evaluator }, token: tokens.enterprise })).body.code).toBe(404);
      const locked = await s.call({ method: 'PUT', url: `/api/sysorg/${orgOf.enterprise}`, payload: { type: '1' }, token: tokens.enterprise });
      expect(locked.body.code).toBe(400);
      expect(locked.body.msg).toMatch(/组织类型/);
      expect((await orgRow(orgOf.enterprise)).type).toBe('3');
    } finally {
      await s.call({ method: 'POST', url: '/api/sysmenu/grant', payload: { roleId: role.id, menuIds: before }, token: tokens.admin });
    }
  });
});

describe('sync and expiry', () => {
  it('re-derives an organisation from its area and stamps syncTime', async () => {
    const created = await createOrg({ areaCode: '451022', assistType: '2' });
    await s.database.db.update(sysOrg).set({ region: null, areaCode: '451022000000' }).where(eq(sysOrg.id, created.body.data.id));
    const r = await s.call<Org>({
      method: 'POST',
      url: '/api/sysorg/sync',
      payload: `rid=${created.body.data.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      token: tokens.admin,
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ areaCode: '451022', region: '2', areaName: '广西壮族自治区/百色市/田东县' });
    expect(r.body.data.syncTime).toBeTruthy();
    const bad = await s.call({ method: 'POST', url: '/api/sysorg/sync', payload: {}, token: tokens.admin });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/rid/);
    expect((await s.call({ method: 'POST', url: '/api/sysorg/sync', payload: { rid: 999999 }, token: tokens.admin })).body.code).toBe(404);
  });

  it('sets expiry dates, and cleans the expired ones with a CLEAN log entry', async () => {
    const a = (await createOrg({})).body.data.id;
    const b = (await createOrg({})).body.data.id;
    const bad = await s.call({ method: 'POST', url: '/api/sysorg/updExp', payload: { ids: `${a},${b}`, expDate: '2020-13-40' }, token: tokens.admin });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^有效期至：/);
    expect((await s.call({ method: 'POST', url: '/api/sysorg/updExp', payload: { ids: `${a},999999`, expDate: '2020-01-01' }, token: tokens.admin })).body.code).toBe(404);
    expect((await orgRow(a)).expDate).toBeNull();
    expect((await s.call({ method: 'POST', url: '/api/sysorg/updExp', payload: { ids: `${a}`, expDate: '2020-01-01' }, token: tokens.admin })).body).toMatchObject({ code: 200, data: 1 });
    await s.call({ method: 'POST', url: '/api/sysorg/updExp', payload: { ids: [b], expDate: '2099-12-31' }, token: tokens.admin });
    const r = await s.call<{ count: number; ids: number[] }>({ method: 'POST', url: '/api/sysorg/cleanExp', token: tokens.admin });
    expect(r.body.code).toBe(200);
    expect(r.body.data.ids).toContain(a);
    expect(r.body.data.ids).not.toContain(b);
    expect((await orgRow(a)).expDate).toBeNull();
    expect((await orgRow(b)).expDate).toBe('2099-12-31');
    const logs = await s.database.db.select().from(sysLog).where(and(eq(sysLog.op, 'CLEAN'), eq(sysLog.resource, 'sysorg')));
    expect(logs.length).toBe(1);
  });
});

describe('POST /api/sysorg/async', () => {
  it('lists institutions by type for any signed-in user, never other enterprises', async () => {
    const r = await s.call<Org[]>({ method: 'POST', url: '/api/sysorg/async', payload: { type: '2' }, token: tokens.staff });
    expect(r.body.code).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(0);
    expect(r.body.data.every((o) => o.type.split(',').includes('2'))).toBe(true);
    expect(Object.keys(r.body.data[0]).sort()).toEqual(['id', 'leaf', 'name', 'pid', 'type']);
    const ents = await s.call<Org[]>({ method: 'POST', url: '/api/sysorg/async', payload: { type: '3' }, token: tokens.staff });
    expect(ents.body.data.map((o) => o.id)).toEqual([orgOf.staff]);
    const all = await s.call<Org[]>({ method: 'POST', url: '/api/sysorg/async', payload: { type: '3' }, token: tokens.manager });
    expect(all.body.data.length).toBeGreaterThan(10);
    const bad = await s.call({ method: 'POST', url: '/api/sysorg/async', payload: { type: 'x' }, token: tokens.staff });
    expect(bad.body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/sysorg/async' })).body.code).toBe(401);
  });
});

describe('the own organisation (/api/zporg)', () => {
  it('gives a member its own organisation', async () => {
    const r = await s.call<Org>({ method: 'GET', url: '/api/zporg/getOne', token: tokens.staff });
    expect(r.body.code).toBe(200);
    expect(r.body.data.id).toBe(orgOf.staff);
    expect((await s.call({ method: 'GET', url: '/api/zporg/getOne' })).body.code).toBe(401);
  });

  it('lets the enterprise admin edit details but not its type or status', async () => {
    const own = (await s.call<Org>({ method: 'GET', url: '/api/zporg/getOne', token: tokens.enterprise })).body.data;
    const same = await s.call<Org>({ method: 'PUT', url: '/api/zporg', payload: { ...own, contact: '王经理', phone: '0755-26881234' }, token: tokens.enterprise });
    expect(same.body.code).toBe(200);
    expect(same.body.data).toMatchObject({ contact: '王经理', phone: '0755-26881234', type: '3' });
    for (const payload of [{ type: '1' }, { status: 4 }, { enabled: false }]) {
      const r = await s.call({ method: 'PUT', url: '/api/zporg', payload, token: tokens.enterprise });
      expect(r.body.code, JSON.stringify(payload)).toBe(400);
      expect(r.body.msg).toMatch(/不能修改本组织/);
    }
    const badPhone = await s.call({ method: 'PUT', url: '/api/zporg', payload: { phone: 'abc' }, token: tokens.enterprise });
    expect(badPhone.body.code).toBe(400);
    expect(badPhone.body.msg).toMatch(/^联系电话：/);
    expect((await s.call({ method: 'PUT', url: '/api/zporg', payload: { contact: 'x' }, token: tokens.staff })).body.code).toBe(403);
    // Server-set fields in a body are ignored, never stored.
    expect((await s.call({ method: 'PUT', url: '/api/zporg', payload: { expDate: '2099-01-01', region: 'X' }, token: tokens.enterprise })).body.code).toBe(200);
    expect(await orgRow(orgOf.enterprise)).toMatchObject({ status: 0, type: '3', enabled: true, expDate: null, region: 'SZ' });
  });

  it('says a credit code is taken without naming the organisation holding it', async () => {
    const holder = (await createOrg({ name: '深圳市别家食品有限公司', code: newUscc() })).body.data;
    const asOwn = await s.call({ method: 'PUT', url: '/api/zporg', payload: { code: holder.code }, token: tokens.enterprise });
    const asAdmin = await createOrg({ code: holder.code });
    for (const r of [asOwn, asAdmin]) {
      expect(r.body).toMatchObject({ code: 400, msg: ORG_MSG.codeTaken });
      expect(r.body.msg).not.toContain(holder.name);
    }
    expect(ORG_MSG.codeTaken).toBe('统一社会信用代码：该代码已被使用');
  });

  it('records a cancellation request once', async () => {
    // A separate enterprise with its own admin, so the demo enterprise stays usable for other tests.
    const org = (await createOrg({})).body.data;
    const [admin] = await s.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    await s.database.db.update(sysUser).set({ orgId: org.id }).where(eq(sysUser.id, admin.id));
    try {
      const r = await s.call<Org>({ method: 'POST', url: '/api/zporg/cancel', payload: { reason: '停止经营' }, token: tokens.enterprise });
      expect(r.body.code).toBe(200);
      expect(r.body.data.status).toBe(3);
      const again = await s.call({ method: 'POST', url: '/api/zporg/cancel', payload: {}, token: tokens.enterprise });
      expect(again.body.code).toBe(400);
      expect(again.body.msg).toMatch(/已提交注销申请/);
      expect((await s.call({ method: 'POST', url: '/api/zporg/cancel', token: tokens.staff })).body.code).toBe(403);
    } finally {
      await s.database.db.update(sysUser).set({ orgId: orgOf.enterprise }).where(eq(sysUser.id, admin.id));
    }
  });
});

describe('departments', () => {
  it('lets an enterprise admin keep its own departments, and hides other organisations’ departments', async () => {
    const root = await s.call<{ id: number; orgId: number }>({ method: 'PUT', url: '/api/sysdept', payload: { name: '生产部', orgId: orgOf.evaluator }, token: tokens.enterprise });
    expect(root.body.code).toBe(200);
    expect(root.body.data.orgId).toBe(orgOf.enterprise); // stamped with the caller's organisation
    const child = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysdept', payload: { name: '种植组', pid: root.body.data.id, seq: 1 }, token: tokens.enterprise });
    expect(child.body.code).toBe(200);
    const tree = await s.call<{ id: number; children?: { name: string }[] }[]>({ method: 'POST', url: '/api/sysdept/async', token: tokens.staff });
    expect(tree.body.data.find((d) => d.id === root.body.data.id)?.children?.map((c) => c.name)).toEqual(['种植组']);

    const foreign = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysdept', payload: { name: '评价部', orgId: orgOf.evaluator }, token: tokens.admin });
    expect(foreign.body.code).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/sysdept/${foreign.body.data.id}`, token: tokens.enterprise })).body).toMatchObject({ code: 404, data: null });
    expect((await s.call({ method: 'PUT', url: `/api/sysdept/${foreign.body.data.id}`, payload: { name: 'x' }, token: tokens.enterprise })).body.code).toBe(404);
    expect((await s.call({ method: 'DELETE', url: `/api/sysdept?ids=${foreign.body.data.id}`, token: tokens.enterprise })).body.code).toBe(404);
    const crossParent = await s.call({ method: 'PUT', url: '/api/sysdept', payload: { name: 'x', pid: foreign.body.data.id }, token: tokens.enterprise });
    expect(crossParent.body.code).toBe(400);
    expect(crossParent.body.msg).toMatch(/^上级部门：/);
    const foreignTree = await s.call<{ id: number }[]>({ method: 'POST', url: '/api/sysdept/async', payload: { orgId: orgOf.evaluator }, token: tokens.enterprise });
    expect(foreignTree.body.data.map((d) => d.id)).not.toContain(foreign.body.data.id);

    const noOrg = await s.call({ method: 'PUT', url: '/api/sysdept', payload: { name: '无组织' }, token: tokens.admin });
    expect(noOrg.body.code).toBe(400);
    expect(noOrg.body.msg).toMatch(/^所属组织：/);
    const refused = await s.call({ method: 'DELETE', url: `/api/sysdept?ids=${root.body.data.id}`, token: tokens.enterprise });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toMatch(/生产部/);
    expect((await s.call({ method: 'DELETE', url: `/api/sysdept?ids=${root.body.data.id},${child.body.data.id}`, token: tokens.enterprise })).body.code).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/sysdept/page', token: tokens.staff })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/sysdept/page?search.password_eq=1', token: tokens.enterprise })).body.code).toBe(400);
  });
});

describe('posts', () => {
  it('shares management posts, keeps an organisation’s own posts to it', async () => {
    const shared = await s.call<{ id: number; orgId: number | null }>({ method: 'PUT', url: '/api/sysposition', payload: { code: 'QA', name: '质量负责人' }, token: tokens.admin });
    expect(shared.body.data.orgId).toBeNull();
    const own = await s.call<{ id: number; orgId: number }>({ method: 'PUT', url: '/api/sysposition', payload: { code: 'QA', name: '品控专员' }, token: tokens.enterprise });
    expect(own.body.code).toBe(200);
    expect(own.body.data.orgId).toBe(orgOf.enterprise);
    const dup = await s.call({ method: 'PUT', url: '/api/sysposition', payload: { code: 'QA', name: '重复' }, token: tokens.enterprise });
    expect(dup.body.code).toBe(400);
    expect(dup.body.msg).toMatch(/^岗位编码：/);
    expect((await s.call({ method: 'PUT', url: `/api/sysposition/${shared.body.data.id}`, payload: { name: '改名' }, token: tokens.enterprise })).body.code).toBe(403);
    const lst = await s.call<{ id: number }[]>({ method: 'POST', url: '/api/sysposition/lst', token: tokens.staff });
    expect(lst.body.data.map((p) => p.id)).toEqual(expect.arrayContaining([shared.body.data.id, own.body.data.id]));
    const other = await s.call<{ id: number }[]>({ method: 'POST', url: '/api/sysposition/lst', token: tokens.evaluator });
    expect(other.body.data.map((p) => p.id)).not.toContain(own.body.data.id);
    expect((await s.call({ method: 'GET', url: `/api/sysposition/${own.body.data.id}`, token: tokens.admin })).body.code).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/sysposition/lst' })).body.code).toBe(401);
  });
});

describe('groups and people', () => {
  it('groups the roles by tag', async () => {
    const r = await s.call<{ tag: string; roles: { code: string }[] }[]>({ method: 'POST', url: '/api/sysgroup/lst', token: tokens.staff });
    expect(r.body.data.map((g) => g.tag)).toEqual(['MNG', 'UNIT', 'ORG']);
    expect(r.body.data[2].roles.map((x) => x.code).sort()).toEqual(['R_ORG_ADMIN', 'R_ORG_USER']);
    expect((await s.call({ method: 'POST', url: '/api/sysgroup/lst', payload: { tag: 'X' }, token: tokens.staff })).body.code).toBe(400);
  });

  it('finds the users of a flow step by role and organisation, inside the caller’s scope', async () => {
    const r = await s.call<{ id: number; orgId: number; roleCodes: string[] }[]>({ method: 'POST', url: '/api/flow/rlt/user', payload: { roleCodes: ['R_UNIT_ADMIN'] }, token: tokens.manager });
    expect(r.body.code).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(0);
    expect(r.body.data.every((u) => u.roleCodes.includes('R_UNIT_ADMIN'))).toBe(true);
    const mine = await s.call<{ orgId: number }[]>({ method: 'POST', url: '/api/flow/rlt/user', payload: { orgIds: `${orgOf.evaluator}` }, token: tokens.enterprise });
    expect(mine.body.data).toEqual([]);
    const own = await s.call<{ orgId: number }[]>({ method: 'POST', url: '/api/flow/rlt/user', payload: { roleCodes: 'R_ORG_USER,R_ORG_ADMIN' }, token: tokens.enterprise });
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((u) => u.orgId === orgOf.enterprise)).toBe(true);
    const none = await s.call({ method: 'POST', url: '/api/flow/rlt/user', payload: {}, token: tokens.manager });
    expect(none.body.code).toBe(400);
    expect(none.body.msg).toBe('请指定角色或组织');
    expect((await s.call({ method: 'POST', url: '/api/flow/rlt/user', payload: { roleCodes: 'R_NOPE' }, token: tokens.manager })).body.code).toBe(400);
  });

  it('names the organisation admin for the pending-audit reminder', async () => {
    const r = await s.call<{ orgId: number; userId: number; name: string; mobile: string }[]>({ method: 'POST', url: '/api/sysuser/orgAdmin', payload: { orgIds: [orgOf.staff], roleCodes: ['R_ORG_ADMIN'] }, token: tokens.staff });
    expect(r.body.code).toBe(200);
    const [enterprise] = await s.database.db.select().from(sysUser).where(eq(sysUser.username, 'enterprise'));
    expect(r.body.data).toContainEqual({ orgId: orgOf.staff, userId: enterprise.id, name: enterprise.name, mobile: enterprise.mobile });
    const foreign = await s.call<unknown[]>({ method: 'POST', url: '/api/sysuser/orgAdmin', payload: { orgIds: [orgOf.evaluator] }, token: tokens.staff });
    expect(foreign.body.data).toEqual([]);
    const pending = await s.call<unknown[]>({ method: 'POST', url: '/api/sysuser/orgAdmin', payload: { orgIds: [orgOf.pending] }, token: tokens.pending });
    expect(pending.body.code).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/sysuser/orgAdmin', payload: {}, token: tokens.staff })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/sysuser/orgAdmin', payload: { orgIds: [1] } })).body.code).toBe(401);
  });
});
