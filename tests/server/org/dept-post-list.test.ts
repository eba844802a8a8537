/** The department and post lists show names, not ids: the organisation, the parent department, 公共岗位 for shared posts. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOrg, sysUser } from '../../../server/db/schema';
import { SHARED_POST_LABEL } from '../../../src/domain/resources/post';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let admin: string;
let enterprise: string;
let entOrg: { id: number; name: string };

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.signIn('admin');
  enterprise = await s.signIn('enterprise');
  const [u] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
  const [o] = await s.database.db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, u.orgId as number));
  entOrg = o;
});
afterAll(async () => {
  await s?.close();
});

type Page = { content: Record<string, unknown>[]; totalElements: number };

describe('department and post lists', () => {
  it('name the organisation and the parent department of each department', async () => {
    const root = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysdept', payload: { name: '品控部' }, token: enterprise });
    expect(root.body.code).toBe(200);
    const child = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysdept', payload: { name: '化验组', pid: root.body.data.id }, token: enterprise });
    expect(child.body.code).toBe(200);
    const r = await s.call<Page>({ method: 'POST', url: `/api/sysdept/page?search.orgId_eq=${entOrg.id}`, token: admin });
    const byName = new Map(r.body.data.content.map((d) => [d.name, d]));
    expect(byName.get('品控部')).toMatchObject({ orgId: entOrg.id, orgName: entOrg.name, parentName: null });
    expect(byName.get('化验组')).toMatchObject({ pid: root.body.data.id, parentName: '品控部', orgName: entOrg.name });
    // The parent picker of the form: the departments of one organisation, by lst.
    const lst = await s.call<{ id: number; name: string }[]>({ method: 'POST', url: '/api/sysdept/lst', payload: { 'search.orgId_eq': entOrg.id }, token: admin });
    expect(lst.body.data.map((d) => d.name)).toEqual(expect.arrayContaining(['品控部', '化验组']));
  });

  it('name the organisation of a post, or 公共岗位 for a shared one', async () => {
    const shared = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysposition', payload: { code: 'SHARED1', name: '公共测试岗' }, token: admin });
    const own = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysposition', payload: { code: 'OWN1', name: '本企业岗' }, token: enterprise });
    expect(shared.body.code).toBe(200);
    expect(own.body.code).toBe(200);
    const r = await s.call<Page>({ method: 'POST', url: '/api/sysposition/page?page.size=200', token: enterprise });
    const byName = new Map(r.body.data.content.map((p) => [p.name, p]));
    expect(byName.get('公共测试岗')).toMatchObject({ orgId: null, orgName: SHARED_POST_LABEL });
    expect(byName.get('本企业岗')).toMatchObject({ orgId: entOrg.id, orgName: entOrg.name });
  });
});

describe('the demo world', () => {
  it('gives every organisation departments and every user a department and a post', async () => {
    const depts = await s.call<Page>({ method: 'POST', url: `/api/sysdept/page?search.orgId_eq=${entOrg.id}`, token: admin });
    expect(depts.body.data.totalElements).toBeGreaterThan(1);
    const users = await s.call<Page>({ method: 'POST', url: '/api/sysuser/page?search.username_eq=enterprise', token: admin });
    expect(users.body.data.content[0]).toMatchObject({ deptId: expect.any(Number), positionId: expect.any(Number) });
    const shared = await s.call<Page>({ method: 'POST', url: '/api/sysposition/page?search.code_eq=GM', token: enterprise });
    expect(shared.body.data.content[0]).toMatchObject({ name: '负责人', orgName: SHARED_POST_LABEL });
  });
});
