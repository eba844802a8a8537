/**
 * The own-organisation pages (企业信息 / 企业信息维护 for enterprises, 机构中心 / 机构信息维护 for
 * institutions): who gets which page, that each page mounts the own-org widget, and that the calls
 * behind them (GET /api/zporg/getOne, PUT /api/zporg, POST /api/zporg/cancel) work for an
 * institution admin as they do for an enterprise admin. The institution admin reaches them through
 * the ownOrg.edit permission its 机构信息维护 menu grants beside unit.centreEdit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMS } from '../../../src/domain/permissions';
import type { EffectiveLayout } from '../../../src/domain/layout';
import type { MenuItem } from '../../../src/domain/resources/menu';
import { ORG_MSG } from '../../../src/domain/resources/org';
import { sysOrg, sysUser } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const tokens: Record<string, string> = {};
const orgOf: Record<string, number> = {};
const USERS = ['admin', 'enterprise', 'staff', 'evaluator', 'tester'] as const;

beforeAll(async () => {
  s = await startTestServer();
  for (const u of USERS) {
    tokens[u] = await s.signIn(u);
    const [row] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, u));
    orgOf[u] = row.orgId as number;
  }
}, 60_000);
afterAll(async () => {
  await s?.close();
});

type Org = Record<string, unknown> & { id: number; name: string; type: string; status: number };

const PAGES = {
  'zp-org-info': { mode: 'view', editPerm: PERMS.ownOrg.edit },
  'zp-org-form': { mode: 'form', editPerm: PERMS.ownOrg.edit },
  'org-unit-centre': { mode: 'view', editPerm: PERMS.unit.centreEdit },
  'org-unit-form': { mode: 'form', editPerm: PERMS.unit.centreEdit },
} as const;
type PageId = keyof typeof PAGES;

const layoutIds = (items: readonly MenuItem[]): string[] =>
  items.flatMap((m) => [...(m.path?.startsWith('/views/') ? [m.path.slice('/views/'.length)] : []), ...layoutIds(m.children)]);

async function pagesOf(user: string): Promise<PageId[]> {
  const r = await s.call<MenuItem[]>({ method: 'POST', url: '/api/sysmenu/cur', token: tokens[user] });
  expect(r.body.code).toBe(200);
  return layoutIds(r.body.data)
    .filter((id): id is PageId => id in PAGES)
    .sort();
}

async function permsOf(user: string): Promise<string[]> {
  const r = await s.call<{ info: { perms: string } }>({ method: 'POST', url: '/api/sysuser/cur', token: tokens[user] });
  expect(r.body.code).toBe(200);
  return r.body.data.info.perms.split(',');
}

const getOne = async (user: string) => s.call<Org>({ method: 'GET', url: '/api/zporg/getOne', token: tokens[user] });
const orgRow = async (id: number) => (await s.database.db.select().from(sysOrg).where(eq(sysOrg.id, id)))[0];

describe('the own-organisation pages', () => {
  it('are granted to the roles they are for: the 维护 forms to the admins only', async () => {
    expect(await pagesOf('enterprise')).toEqual(['zp-org-form', 'zp-org-info']);
    expect(await pagesOf('staff')).toEqual(['zp-org-info']);
    expect(await pagesOf('evaluator')).toEqual(['org-unit-centre', 'org-unit-form']);
    expect(await pagesOf('tester')).toEqual(['org-unit-centre']);
  });

  it('each mount the own-org widget with its mode and the permission that shows 编辑', async () => {
    const users: Record<PageId, string> = { 'zp-org-info': 'staff', 'zp-org-form': 'enterprise', 'org-unit-centre': 'tester', 'org-unit-form': 'evaluator' };
    for (const [id, props] of Object.entries(PAGES) as [PageId, (typeof PAGES)[PageId]][]) {
      const r = await s.call<EffectiveLayout>({ method: 'GET', url: `/api/layout/${id}`, token: tokens[users[id]] });
      expect(r.body.code, id).toBe(200);
      expect(r.body.data.source).toBe('default');
      expect(Object.values(r.body.data.doc.widgets).map((w) => ({ type: w.type, props: w.props }))).toEqual([{ type: 'own-org', props }]);
    }
  });

  it('give the institution admin the permission PUT /api/zporg and the cancellation ask, and a plain institution user not', async () => {
    expect(await permsOf('evaluator')).toEqual(expect.arrayContaining([PERMS.unit.centre, PERMS.unit.centreEdit, PERMS.ownOrg.edit]));
    const tester = await permsOf('tester');
    expect(tester).toContain(PERMS.unit.centre);
    expect(tester).not.toContain(PERMS.unit.centreEdit);
    expect(tester).not.toContain(PERMS.ownOrg.edit);
    // The enterprise roles are unchanged: the admin edits, the staff member reads.
    expect(await permsOf('enterprise')).toEqual(expect.arrayContaining([PERMS.ownOrg.view, PERMS.ownOrg.edit]));
    expect(await permsOf('staff')).not.toContain(PERMS.ownOrg.edit);
  });
});

describe('the institution’s own organisation', () => {
  it('reads with its kinds and area by name', async () => {
    const r = await getOne('evaluator');
    expect(r.body.code).toBe(200);
    // The demo evaluation institution also tests (type 2,4).
    expect(r.body.data).toMatchObject({ id: orgOf.evaluator, type: '2,4', typeName: '评价机构、检测机构' });
    expect(r.body.data.areaName).toMatch(/^广东省\//);
    expect((await getOne('tester')).body.data).toMatchObject({ id: orgOf.tester, typeName: '检测机构' });
  });

  it('is edited by the institution admin with the changed fields only; the locked ones stay refused', async () => {
    const before = (await getOne('evaluator')).body.data;
    const r = await s.call<Org>({ method: 'PUT', url: '/api/zporg', payload: { contact: '林主任', phone: '0755-27771234' }, token: tokens.evaluator });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ id: orgOf.evaluator, contact: '林主任', phone: '0755-27771234', name: before.name, type: before.type, typeName: before.typeName });
    expect(await orgRow(orgOf.evaluator)).toMatchObject({ contact: '林主任', address: before.address, type: before.type });

    // Sent unchanged (a whole record) they are ignored; changed they are refused.
    expect((await s.call({ method: 'PUT', url: '/api/zporg', payload: { ...r.body.data, type: before.type, status: 0 }, token: tokens.evaluator })).body.code).toBe(200);
    for (const payload of [{ type: '2' }, { type: '3' }, { status: 4 }, { enabled: false }, { pid: orgOf.admin }]) {
      const refused = await s.call({ method: 'PUT', url: '/api/zporg', payload, token: tokens.evaluator });
      expect(refused.body.code, JSON.stringify(payload)).toBe(400);
      expect(refused.body.msg).toMatch(/不能修改本组织/);
    }
    expect(await orgRow(orgOf.evaluator)).toMatchObject({ type: before.type, status: 0, enabled: true });
  });

  it('is not edited by a plain institution user', async () => {
    const before = await orgRow(orgOf.tester);
    const r = await s.call({ method: 'PUT', url: '/api/zporg', payload: { contact: '某人' }, token: tokens.tester });
    expect(r.body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/zporg/cancel', payload: {}, token: tokens.tester })).body.code).toBe(403);
    expect(await orgRow(orgOf.tester)).toEqual(before);
  });

  it('an institution of two kinds reads as both, and its admin requests cancellation once', async () => {
    // A separate institution (its type written '4,2', kept as '2,4'), so the demo institution stays as it was.
    const made = await s.call<Org>({ method: 'PUT', url: '/api/sysorg', payload: { name: '深圳市测试评价检测中心', type: '4,2', areaCode: '440305' }, token: tokens.admin });
    expect(made.body.code).toBe(200);
    const org = made.body.data;
    await s.database.db.update(sysUser).set({ orgId: org.id }).where(eq(sysUser.username, 'evaluator'));
    try {
      expect((await getOne('evaluator')).body.data).toMatchObject({ id: org.id, type: '2,4', typeName: '评价机构、检测机构', status: 0 });

      const tooLong = await s.call({ method: 'POST', url: '/api/zporg/cancel', payload: { reason: '停'.repeat(501) }, token: tokens.evaluator });
      expect(tooLong.body.code).toBe(400);
      expect((await orgRow(org.id)).status).toBe(0);

      const r = await s.call<Org>({ method: 'POST', url: '/api/zporg/cancel', payload: { reason: '停止评价业务' }, token: tokens.evaluator });
      expect(r.body.code).toBe(200);
      expect(r.body.data).toMatchObject({ id: org.id, status: 3, typeName: '评价机构、检测机构' });
      const again = await s.call({ method: 'POST', url: '/api/zporg/cancel', payload: {}, token: tokens.evaluator });
      expect(again.body).toMatchObject({ code: 400, msg: ORG_MSG.cancelTwice });
      expect((await getOne('evaluator')).body.data.status).toBe(3);
    } finally {
      await s.database.db.update(sysUser).set({ orgId: orgOf.evaluator }).where(eq(sysUser.username, 'evaluator'));
    }
  });

  it('the management body cannot request cancellation', async () => {
    const r = await s.call({ method: 'POST', url: '/api/zporg/cancel', payload: { reason: 'x' }, token: tokens.admin });
    expect(r.body).toMatchObject({ code: 400, msg: ORG_MSG.cancelManagement });
    expect((await orgRow(orgOf.admin)).status).toBe(0);
  });
});
