/**
 * References across organisations: every id a caller writes into a reference field (a user's
 * department and post, a product's places, a picture) must name a record that caller may use, and
 * an organisation can always delete its own records, whatever another organisation pointed at them.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_REVIEW } from '../../../src/domain/codes';
import { fieldErrorText, FILE_FIELD_MSG, REF_MSG } from '../../../src/domain/resource';
import { DEPT_MSG } from '../../../src/domain/resources/dept';
import { fileUrl } from '../../../src/domain/resources/file';
import { sysDept, sysUser, zpPlace, zpProduct } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function picture(filename: string) {
  const boundary = '----zpReferences';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let s: TestServer;
/** Enterprise A (the demo `enterprise` account) and enterprise B (the second seeded enterprise, `qy02_admin`). */
let a: { token: string; orgId: number; staffId: number };
let b: { token: string; orgId: number; userId: number };
let admin: string;

const userRow = async (id: number) => (await s.database.db.select().from(sysUser).where(eq(sysUser.id, id)))[0];
const deptsOf = (orgId: number) => s.database.db.select({ id: sysDept.id, name: sysDept.name }).from(sysDept).where(eq(sysDept.orgId, orgId)).orderBy(sysDept.id);
const user = async (username: string) => (await s.database.db.select().from(sysUser).where(eq(sysUser.username, username)))[0];
const refused = (label: string, message: string = REF_MSG.unusable) => ({ code: 400, msg: fieldErrorText(label, message) });

beforeAll(async () => {
  s = await startTestServer();
  const ent = await user('enterprise');
  const peer = await user('qy02_admin');
  a = { token: await s.signIn('enterprise'), orgId: ent.orgId as number, staffId: (await user('staff')).id };
  b = { token: await s.signIn('qy02_admin'), orgId: peer.orgId as number, userId: peer.id };
  admin = await s.signIn('admin');
});
afterAll(async () => s?.close());

describe("a user's department and post", () => {
  it("refuses another organisation's department, and one that does not exist, naming the field; the user is unchanged", async () => {
    const [foreign] = await deptsOf(b.orgId);
    const before = await userRow(a.staffId);
    for (const deptId of [foreign.id, 99_999_999]) {
      const r = await s.call({ method: 'PUT', url: `/api/sysuser/${a.staffId}`, token: a.token, payload: { deptId } });
      expect(r.body).toMatchObject(refused('部门'));
    }
    expect(await userRow(a.staffId)).toEqual(before);
  });

  it('accepts a department of its own organisation', async () => {
    const own = await deptsOf(a.orgId);
    const r = await s.call<{ deptId: number }>({ method: 'PUT', url: `/api/sysuser/${a.staffId}`, token: a.token, payload: { deptId: own[1].id } });
    expect(r.body.code).toBe(200);
    expect(r.body.data.deptId).toBe(own[1].id);
  });

  it("refuses another organisation's own post on create and on update; shared posts stay usable", async () => {
    const post = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysposition', token: b.token, payload: { code: 'B_BUYER', name: '采购员' } });
    expect(post.body.code).toBe(200);
    const created = await s.call({
      method: 'PUT',
      url: '/api/sysuser',
      token: a.token,
      payload: { username: 'a_buyer', name: '张采购', password: 'Abc#12345', positionId: post.body.data.id },
    });
    expect(created.body).toMatchObject(refused('岗位'));
    expect(await user('a_buyer')).toBeUndefined();
    const updated = await s.call({ method: 'PUT', url: `/api/sysuser/${a.staffId}`, token: a.token, payload: { positionId: post.body.data.id } });
    expect(updated.body).toMatchObject(refused('岗位'));
    const shared = await s.call<{ positionId: number }>({ method: 'PUT', url: `/api/sysuser/${a.staffId}`, token: a.token, payload: { positionId: (await userRow(a.staffId)).positionId } });
    expect(shared.body.code).toBe(200);
  });

  it("keeps management to the rule too: a user's department belongs to the user's organisation", async () => {
    const [foreign] = await deptsOf(b.orgId);
    const r = await s.call({ method: 'PUT', url: `/api/sysuser/${a.staffId}`, token: admin, payload: { deptId: foreign.id } });
    expect(r.body).toMatchObject(refused('部门'));
    // Moving the user to B without a department of B is refused as well: the department would be A's.
    const moved = await s.call({ method: 'PUT', url: `/api/sysuser/${a.staffId}`, token: admin, payload: { orgId: b.orgId } });
    expect(moved.body).toMatchObject(refused('部门'));
    const both = await s.call({ method: 'PUT', url: `/api/sysuser/${a.staffId}`, token: admin, payload: { orgId: b.orgId, deptId: foreign.id } });
    expect(both.body.code).toBe(200);
    const back = await s.call({ method: 'PUT', url: `/api/sysuser/${a.staffId}`, token: admin, payload: { orgId: a.orgId, deptId: (await deptsOf(a.orgId))[0].id } });
    expect(back.body.code).toBe(200);
  });

  it("refuses an organisation that does not exist, with the field's message", async () => {
    const r = await s.call({ method: 'PUT', url: '/api/sysuser', token: admin, payload: { username: 'nobody_org', name: '李无', password: 'Abc#12345', orgId: 99_999_999 } });
    expect(r.body).toMatchObject(refused('所属组织'));
  });
});

describe('deleting a referenced record', () => {
  it("lets an organisation delete its own department although another organisation's user still points at it", async () => {
    // The last of B's departments: no sub-departments, none of B's users in it.
    const spare = (await deptsOf(b.orgId)).at(-1)!;
    // A reference made before the check existed: written straight into the database.
    await s.database.db.update(sysUser).set({ deptId: spare.id }).where(eq(sysUser.id, a.staffId));
    const del = await s.call({ method: 'DELETE', url: `/api/sysdept?ids=${spare.id}`, token: b.token });
    expect(del.body).toMatchObject({ code: 200 });
    expect((await userRow(a.staffId)).deptId).toBeNull();
  });

  it('still refuses while its own users are in the department', async () => {
    const [first] = await deptsOf(b.orgId);
    const del = await s.call({ method: 'DELETE', url: `/api/sysdept?ids=${first.id}`, token: b.token });
    expect(del.body).toMatchObject({ code: 400 });
    expect(del.body.msg).toBe(DEPT_MSG.hasUsers(first.name, (await s.database.db.select().from(sysUser).where(eq(sysUser.deptId, first.id))).length));
  });
});

describe("a product's places and pictures", () => {
  const ownDraft = async () =>
    (await s.database.db.select({ id: zpProduct.id }).from(zpProduct).where(and(eq(zpProduct.orgId, a.orgId), eq(zpProduct.reviewStatus, PRODUCT_REVIEW.draft))).limit(1))[0]?.id ??
    (await s.call<{ id: number }>({ method: 'PUT', url: '/api/zpproduct', token: a.token, payload: { name: '引用测试菜', productType: '0', categoryId: (await s.database.db.select({ c: zpProduct.categoryId }).from(zpProduct).where(eq(zpProduct.orgId, a.orgId)).limit(1))[0].c } })).body.data.id;
  const placeOf = async (orgId: number) => (await s.database.db.select({ id: zpPlace.id }).from(zpPlace).where(eq(zpPlace.orgId, orgId)).limit(1))[0].id;

  it("refuses another enterprise's place, alone or in the list", async () => {
    const id = await ownDraft();
    const foreign = await placeOf(b.orgId);
    const own = await placeOf(a.orgId);
    expect((await s.call({ method: 'PUT', url: `/api/zpproduct/${id}`, token: a.token, payload: { placeId: foreign } })).body).toMatchObject(refused('主要生产场所'));
    expect((await s.call({ method: 'PUT', url: `/api/zpproduct/${id}`, token: a.token, payload: { placeIds: `${own},${foreign}` } })).body).toMatchObject(refused('生产场所'));
    expect((await s.call({ method: 'PUT', url: `/api/zpproduct/${id}`, token: a.token, payload: { placeIds: String(own) } })).body.code).toBe(200);
  });

  it("refuses another organisation's picture, and accepts its own upload", async () => {
    const id = await ownDraft();
    const theirs = (await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=img', token: b.token, ...picture('b.png') })).body.data.id;
    const mine = (await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=img', token: a.token, ...picture('a.png') })).body.data.id;
    expect((await s.call({ method: 'PUT', url: `/api/zpproduct/${id}`, token: a.token, payload: { frontPic: String(theirs) } })).body).toMatchObject(refused('正面图片', FILE_FIELD_MSG.unusable));
    expect((await s.call({ method: 'PUT', url: `/api/zpproduct/${id}`, token: a.token, payload: { otherPics: `${mine},${theirs}` } })).body).toMatchObject(refused('其他图片', FILE_FIELD_MSG.unusable));
    expect((await s.call({ method: 'PUT', url: `/api/zpproduct/${id}`, token: a.token, payload: { frontPic: String(mine) } })).body.code).toBe(200);
    // An avatar keeps the download address: it must name a file the caller may use as well.
    const avatar = (fileId: number) => s.call({ method: 'PUT', url: `/api/sysuser/${a.staffId}`, token: a.token, payload: { avatar: fileUrl(fileId) } });
    expect((await avatar(theirs)).body).toMatchObject(refused('头像', FILE_FIELD_MSG.unusable));
    expect((await avatar(mine)).body.code).toBe(200);
  });
});
