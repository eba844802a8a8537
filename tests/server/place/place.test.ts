/** An enterprise's places (/api/zpplace): own places only, the owner stamped, management names an enterprise, coordinates from the map picker. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOrg, sysUser } from '../../../server/db/schema';
import { PLACE_MSG } from '../../../src/domain/resources/place';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let admin: string;
let enterprise: string;
let evaluator: string;
let ownOrg: number;
let otherEnterprise: number;
let managementOrg: number;

type Page = { content: Record<string, unknown>[]; totalElements: number };

beforeAll(async () => {
  s = await startTestServer();
  [admin, enterprise, evaluator] = await Promise.all([s.signIn('admin'), s.signIn('enterprise'), s.signIn('evaluator')]);
  const [u] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
  ownOrg = u.orgId as number;
  const orgs = await s.database.db.select({ id: sysOrg.id, type: sysOrg.type }).from(sysOrg);
  otherEnterprise = orgs.find((o) => o.type.includes('3') && o.id !== ownOrg)!.id;
  managementOrg = orgs.find((o) => o.type === '1')!.id;
});
afterAll(async () => {
  await s?.close();
});

const place = { type: '0', name: '光明蔬菜基地', address: '广东省深圳市光明区玉塘街道', addLon: '113.935000', addLat: '22.748000' };

describe('places', () => {
  it('an enterprise records a place of its own, with the coordinates picked on the map', async () => {
    const r = await s.call<{ id: number }>({ method: 'PUT', url: '/api/zpplace', payload: { ...place, orgId: otherEnterprise }, token: enterprise });
    expect(r.body.code, r.body.msg).toBe(200);
    const got = await s.call<Record<string, unknown>>({ method: 'GET', url: `/api/zpplace/${r.body.data.id}`, token: enterprise });
    expect(got.body.data).toMatchObject({ orgId: ownOrg, name: '光明蔬菜基地', addLon: '113.935000', addLat: '22.748000', orgName: expect.any(String) });
  });

  it('an enterprise sees only its own places; another one is not found', async () => {
    const theirs = await s.call<{ id: number }>({ method: 'PUT', url: '/api/zpplace', payload: { ...place, name: '别家基地', orgId: otherEnterprise }, token: admin });
    expect(theirs.body.code, theirs.body.msg).toBe(200);
    const list = await s.call<Page>({ method: 'POST', url: '/api/zpplace/page?page.size=500', token: enterprise });
    expect(list.body.data.content.every((p) => p.orgId === ownOrg)).toBe(true);
    const other = await s.call({ method: 'GET', url: `/api/zpplace/${theirs.body.data.id}`, token: enterprise });
    expect(other.body.code).toBe(404);
    const del = await s.call({ method: 'DELETE', url: `/api/zpplace?ids=${theirs.body.data.id}`, token: enterprise });
    expect(del.body.code).not.toBe(200);
  });

  it("the enterprise picker of the form lists, for an enterprise, its own organisation only", async () => {
    const mine = await s.call<{ id: number }[]>({ method: 'POST', url: '/api/sysorg/lst', payload: { 'search.type_like': '3' }, token: enterprise });
    expect(mine.body.code).toBe(200);
    expect(mine.body.data.map((o) => o.id)).toEqual([ownOrg]);
    const all = await s.call<{ id: number }[]>({ method: 'POST', url: '/api/sysorg/lst', payload: { 'search.type_like': '3' }, token: admin });
    expect(all.body.data.length).toBeGreaterThan(1);
  });

  it('management must name an enterprise as the owner', async () => {
    const none = await s.call({ method: 'PUT', url: '/api/zpplace', payload: place, token: admin });
    expect(none.body).toMatchObject({ code: 400, msg: PLACE_MSG.orgRequired });
    const notEnterprise = await s.call({ method: 'PUT', url: '/api/zpplace', payload: { ...place, orgId: managementOrg }, token: admin });
    expect(notEnterprise.body).toMatchObject({ code: 400, msg: PLACE_MSG.orgNotEnterprise });
  });

  it('refuses bad coordinates and missing fields with the field named, and callers without the page', async () => {
    const long = await s.call({ method: 'PUT', url: '/api/zpplace', payload: { ...place, addLon: '113.9350000000001' }, token: enterprise });
    expect(long.body.code).toBe(400);
    expect(long.body.msg).toContain('经度');
    const noName = await s.call({ method: 'PUT', url: '/api/zpplace', payload: { ...place, name: '' }, token: enterprise });
    expect(noName.body.code).toBe(400);
    expect(noName.body.msg).toContain('场所名称');
    const outsider = await s.call({ method: 'POST', url: '/api/zpplace/page', token: evaluator });
    expect(outsider.body.code).toBe(403);
  });
});
