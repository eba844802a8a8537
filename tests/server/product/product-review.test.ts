/**
 * Product review, the first flow on the workflow engine, through the real calls: the enterprise
 * records a product and submits it, management fails it with a reason, the enterprise fixes it and
 * submits again, management passes it; both read the same history, the enterprise is told.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_REVIEW } from '../../../src/domain/codes';
import { PRODUCT_MSG } from '../../../src/domain/resources/product';
import { flowLog, zpProduct } from '../../../server/db/schema';
import { actor, startTestServer, type TestServer } from '../harness';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(filename: string, bytes: Buffer) {
  const boundary = '----zpProductReview';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Flow {
  status: number;
  actions: { action: string; label: string; opinion: string }[];
  history: { action: string; actionLabel: string; fromStatus: number; toStatus: number; actorName: string; orgName: string | null; opinion: string | null }[];
}

describe('product review', () => {
  let s: TestServer;
  let ent: string;
  let mng: string;
  let productId: number;

  const flow = async (token: string) => (await s.call<Flow>({ method: 'GET', url: `/api/zpproduct/review/flow?id=${productId}`, token })).body;
  const move = (token: string, action: string, opinion?: string) => s.call<{ status: number }>({ method: 'POST', url: '/api/zpproduct/review/move', token, payload: { id: productId, action, opinion } });
  const statusNow = async () => (await s.database.db.select({ v: zpProduct.reviewStatus }).from(zpProduct).where(eq(zpProduct.id, productId)))[0].v;
  const uploadPicture = async (token: string, name: string) => (await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=img', token, ...multipart(name, PNG) })).body.data.id;

  beforeAll(async () => {
    s = await startTestServer();
    ent = await s.signIn('enterprise');
    mng = await s.signIn('manager');
  });
  afterAll(async () => s?.close());

  it('a new product is a draft, and cannot be submitted without its pictures', async () => {
    const categories = await s.call<{ id: number; leaf: boolean }[]>({ method: 'POST', url: '/api/pro/category/lst?search.leaf_eq=true', token: ent });
    const places = await s.call<{ id: number }[]>({ method: 'POST', url: '/api/zpplace/lst', token: ent });
    expect(places.body.data.length).toBeGreaterThan(0);
    const created = await s.call<{ id: number; reviewStatus: number }>({
      method: 'PUT',
      url: '/api/zpproduct',
      token: ent,
      payload: { name: '鹏城绿源菜心', brand: '绿源', productType: '0', categoryId: categories.body.data[0].id, spec: '2*800', placeIds: String(places.body.data[0].id) },
    });
    expect(created.body.code, created.body.msg).toBe(200);
    productId = created.body.data.id;
    expect(created.body.data.reviewStatus).toBe(PRODUCT_REVIEW.draft);

    const f = await flow(ent);
    expect(f.data.actions.map((a) => a.action)).toEqual(['submit']);
    const refused = await move(ent, 'submit');
    expect(refused.body).toMatchObject({ code: 400, msg: PRODUCT_MSG.picturesNeeded });
    expect(await statusNow()).toBe(PRODUCT_REVIEW.draft);
  });

  it('the enterprise submits it with front and back pictures; it is then locked for editing', async () => {
    const [frontPic, backPic] = [await uploadPicture(ent, '正面.png'), await uploadPicture(ent, '背面.png')];
    const upd = await s.call({ method: 'PUT', url: `/api/zpproduct/${productId}`, token: ent, payload: { frontPic: String(frontPic), backPic: String(backPic) } });
    expect(upd.body.code, upd.body.msg).toBe(200);
    expect((await move(ent, 'submit')).body).toMatchObject({ code: 200, data: { status: PRODUCT_REVIEW.pending } });
    const todo = await s.call<{ items: { id: string; route: string }[] }>({ method: 'POST', url: '/api/index/todoTaskList/flow?size=100', token: mng });
    expect(todo.body.data.items.find((i) => i.id === `flow-productReview-${productId}`)?.route).toBe(`/views/org-product-review?id=${productId}`);
    expect((await flow(ent)).data.actions.map((a) => a.action)).toEqual(['withdraw']);
    const edit = await s.call({ method: 'PUT', url: `/api/zpproduct/${productId}`, token: ent, payload: { brand: '改名' } });
    expect(edit.body).toMatchObject({ code: 400, msg: '产品当前状态为“待审核”，不能修改或删除' });
  });

  it('only management decides, and a fail needs a reason', async () => {
    expect((await move(ent, 'pass')).body).toMatchObject({ code: 403, msg: '无权执行“审核通过”' });
    expect((await flow(mng)).data.actions.map((a) => a.action)).toEqual(['pass', 'fail']);
    expect((await move(mng, 'fail', '   ')).body).toMatchObject({ code: 400, msg: '请填写审核不通过的意见' });
    expect(await statusNow()).toBe(PRODUCT_REVIEW.pending);
    expect((await move(mng, 'fail', '背面图片看不清配料表')).body).toMatchObject({ code: 200, data: { status: PRODUCT_REVIEW.failed } });
  });

  it('the failed product waits in the enterprise’s 待办, no longer in management’s', async () => {
    const todo = async (token: string) => (await s.call<{ items: { id: string; title: string; route: string }[] }>({ method: 'POST', url: '/api/index/todoTaskList/flow?size=100', token })).body.data.items;
    const mine = (await todo(ent)).find((i) => i.id === `flow-productReview-${productId}`);
    expect(mine).toMatchObject({ title: '企业产品审核：鹏城绿源菜心（审核不通过）', route: `/views/zp-product?id=${productId}` });
    expect((await todo(mng)).some((i) => i.id === `flow-productReview-${productId}`)).toBe(false);
  });

  it('the enterprise is told, with a link to its product', async () => {
    const msgs = await s.call<{ content: { title: string; content: string; component: string; param: string }[] }>({ method: 'POST', url: '/api/msg/info/page', token: ent });
    const told = msgs.body.data.content.find((m) => m.title.includes('鹏城绿源菜心'));
    expect(told?.title).toContain('审核不通过');
    expect(told?.content).toContain('背面图片看不清配料表');
    expect(told?.component).toBe('/views/zp-product');
    expect(JSON.parse(told!.param)).toEqual({ id: productId });
  });

  it('the enterprise fixes it (the brand history grows) and submits again; management passes it', async () => {
    const third = await uploadPicture(ent, '配料表.png');
    const fix = await s.call({ method: 'PUT', url: `/api/zpproduct/${productId}`, token: ent, payload: { otherPics: String(third), brand: '鹏城绿源' } });
    expect(fix.body.code, fix.body.msg).toBe(200);
    const brands = await s.call<{ brand: string }[]>({ method: 'GET', url: `/api/zpproductbrand/findByProductIdOrderByCreateTime?id=${productId}`, token: ent });
    expect(brands.body.data.map((b) => b.brand)).toEqual(['绿源', '鹏城绿源']);
    expect((await move(ent, 'submit', '已补充配料表图片')).body.code).toBe(200);
    expect((await move(mng, 'pass')).body).toMatchObject({ code: 200, data: { status: PRODUCT_REVIEW.passed } });
  });

  it('both read the same history, with who did what and why', async () => {
    const forEnt = (await flow(ent)).data;
    const forMng = (await flow(mng)).data;
    expect(forEnt.history).toEqual(forMng.history);
    expect(forEnt.status).toBe(PRODUCT_REVIEW.passed);
    expect(forEnt.actions).toEqual([]);
    expect(forEnt.history.map((h) => [h.actionLabel, h.fromStatus, h.toStatus, h.opinion])).toEqual([
      ['提交审核', PRODUCT_REVIEW.draft, PRODUCT_REVIEW.pending, null],
      ['审核不通过', PRODUCT_REVIEW.pending, PRODUCT_REVIEW.failed, '背面图片看不清配料表'],
      ['提交审核', PRODUCT_REVIEW.failed, PRODUCT_REVIEW.pending, '已补充配料表图片'],
      ['审核通过', PRODUCT_REVIEW.pending, PRODUCT_REVIEW.passed, null],
    ]);
    expect(forEnt.history[1].actorName).toBe('陈志远');
    expect(forEnt.history[0].orgName).toBe('深圳市鹏城绿源农业发展有限公司');
  });

  it('a move not in the table says the current status, and changes nothing', async () => {
    expect((await move(mng, 'pass')).body).toMatchObject({ code: 400, msg: '当前状态为“审核通过”，不能执行“审核通过”' });
    expect((await move(ent, 'nosuch')).body).toMatchObject({ code: 400, msg: '未知的操作：nosuch' });
    const entries = await s.database.db.select().from(flowLog).where(and(eq(flowLog.flowKey, 'productReview'), eq(flowLog.recordId, productId)));
    expect(entries).toHaveLength(4);
  });

  it('another enterprise neither sees the product nor moves it', async () => {
    const other = await actor(s.database.db, 'review_other_ent', '3', 'R_ORG_ADMIN');
    expect((await s.call({ method: 'GET', url: `/api/zpproduct/review/flow?id=${productId}`, token: other.token })).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: `/api/zpproduct/${productId}`, token: other.token })).body.code).toBe(404);
    expect((await s.call({ method: 'POST', url: '/api/zpproduct/review/move', token: other.token, payload: { id: productId, action: 'withdraw' } })).body.code).toBe(404);
    expect(await statusNow()).toBe(PRODUCT_REVIEW.passed);
  });

  it('the demo world’s decided products have their history', async () => {
    const [failed] = await s.database.db.select({ id: zpProduct.id }).from(zpProduct).where(eq(zpProduct.reviewStatus, PRODUCT_REVIEW.failed)).limit(1);
    const f = await s.call<Flow>({ method: 'GET', url: `/api/zpproduct/review/flow?id=${failed.id}`, token: mng });
    expect(f.body.data.history.map((h) => h.action)).toEqual(['submit', 'fail']);
    expect(f.body.data.history[1].opinion).toBeTruthy();
  });

  it('two managers deciding at once: one wins, the other is told the status changed', async () => {
    const created = await s.call<{ id: number }>({ method: 'PUT', url: '/api/zpproduct', token: ent, payload: { name: '并发测试菜', productType: '0', categoryId: (await s.database.db.select({ c: zpProduct.categoryId }).from(zpProduct).where(eq(zpProduct.id, productId)))[0].c } });
    const id = created.body.data.id;
    await s.database.db.update(zpProduct).set({ reviewStatus: PRODUCT_REVIEW.pending }).where(eq(zpProduct.id, id));
    const [a, b] = await Promise.all([
      s.call({ method: 'POST', url: '/api/zpproduct/review/move', token: mng, payload: { id, action: 'pass' } }),
      s.call({ method: 'POST', url: '/api/zpproduct/review/move', token: mng, payload: { id, action: 'fail', opinion: '不合格' } }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 400]);
    const entries = await s.database.db.select().from(flowLog).where(and(eq(flowLog.flowKey, 'productReview'), eq(flowLog.recordId, id)));
    expect(entries).toHaveLength(1);
  });
});
