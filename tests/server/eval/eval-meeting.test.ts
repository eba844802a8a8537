/**
 * 评审会 through its calls: management puts applications waiting for a meeting on its agenda, decides
 * each product; 评审会通过 needs every product decided and one passed, and the products not passed
 * leave as not passed; an institution reads the meetings of its applications; nobody else writes.
 */
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_STATUS, EVAL_PRODUCT_STATUS, EVAL_STATUS, PRODUCT_OUTCOME } from '../../../src/domain/codes';
import { MEETING_MSG } from '../../../src/domain/resources/evaluation';
import { msgInfo, sysUser, zpCert, zpEval, zpEvalProduct, zpProduct } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;

describe('review meetings', () => {
  let s: TestServer;
  let mng: string;
  let unit: string;
  let evalId: number;
  let meetingId: number;
  let products: number[];
  /** The last message before 评审会通过: what the pass told is what came after. */
  let beforePass: number;

  const move = (token: string, action: string) => s.call({ method: 'POST', url: '/api/eval/base/process/move', token, payload: { id: evalId, action } });
  const decide = (token: string, items: Row[]) => s.call({ method: 'POST', url: '/api/eval/meeting/decide', token, payload: { meetingId, items } });

  beforeAll(async () => {
    s = await startTestServer();
    [mng, unit] = await Promise.all(['manager', 'evaluator'].map((u) => s.signIn(u)));
    const db = s.database.db;
    const [evaluator] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'evaluator'));
    // A seeded application at 技术评审通过 with two products, assigned to the demo evaluator.
    const [row] = await db.select().from(zpEval).where(eq(zpEval.status, EVAL_STATUS.technicalPass)).limit(1);
    evalId = row.id;
    const [extra] = await db.select({ id: zpProduct.id }).from(zpProduct).where(eq(zpProduct.orgId, row.orgId)).limit(1);
    const own = row.productIds.split(',').map(Number);
    if (own.length < 2 && extra && !own.includes(extra.id)) {
      await db.insert(zpEvalProduct).values({ evalId, productId: extra.id, status: EVAL_PRODUCT_STATUS.managementConfirmed });
      own.push(extra.id);
    }
    products = own;
    await db.update(zpEval).set({ unitId: evaluator.orgId, productIds: own.join(',') }).where(eq(zpEval.id, evalId));
  });
  afterAll(async () => s?.close());

  it('takes only applications waiting for a meeting on its agenda, and only from management', async () => {
    const body = { name: '第三批评审会', meetDate: '2026-12-01', experts: '陈立新、王海燕', evalIds: String(evalId) };
    expect((await s.call({ method: 'PUT', url: '/api/eval/meeting', token: mng, payload: body })).body).toMatchObject({ code: 400, msg: expect.stringContaining('不在待会议状态') });
    expect((await move(mng, 'toMeeting')).body.code).toBe(200);
    expect((await s.call({ method: 'PUT', url: '/api/eval/meeting', token: unit, payload: body })).body.code).toBe(403);
    expect((await s.call({ method: 'PUT', url: '/api/eval/meeting', token: mng, payload: { ...body, meetDate: 'x' } })).body).toMatchObject({ code: 400, msg: expect.stringContaining('会议日期') });
    const created = await s.call<{ id: number }>({ method: 'PUT', url: '/api/eval/meeting', token: mng, payload: body });
    expect(created.body.code, created.body.msg).toBe(200);
    meetingId = created.body.data.id;
  });

  it('shows the agenda product by product; the institution reads its meetings', async () => {
    const agenda = await s.call<Row[]>({ method: 'GET', url: `/api/eval/meeting/decisions?id=${meetingId}`, token: unit });
    expect(agenda.body.data.map((r) => r.productId)).toEqual(products);
    expect(agenda.body.data[0]).toMatchObject({ code: expect.stringMatching(/^PJ/), productName: expect.any(String), pass: null });
    const list = await s.call<{ content: Row[] }>({ method: 'POST', url: '/api/eval/meeting/page', token: unit });
    expect(list.body.data.content.some((m) => m.id === meetingId)).toBe(true);
  });

  it('评审会通过 needs every product decided, and one passed at least', async () => {
    expect((await move(mng, 'decidePass')).body).toMatchObject({ code: 400, msg: expect.stringContaining('尚未决定') });
    expect((await decide(unit, [{ evalId, productId: products[0], pass: 1 }])).body.code).toBe(403);
    expect((await decide(mng, [{ evalId, productId: products[0], pass: 3 }])).body).toMatchObject({ code: 400, msg: expect.stringContaining('是否通过') });
    expect((await decide(mng, [{ evalId, productId: 999999, pass: 1 }])).body).toMatchObject({ code: 400, msg: MEETING_MSG.notAProduct });
    expect((await decide(mng, products.map((productId) => ({ evalId, productId, pass: 0, remark: '检测数据不足' })))).body.code).toBe(200);
    expect((await move(mng, 'decidePass')).body).toMatchObject({ code: 400, msg: expect.stringContaining('未通过任何产品') });
    expect((await decide(mng, [{ evalId, productId: products[0], pass: 1 }])).body.code).toBe(200);
    const [last] = await s.database.db.select({ id: msgInfo.id }).from(msgInfo).orderBy(desc(msgInfo.id)).limit(1);
    beforePass = last?.id ?? 0;
    expect((await move(mng, 'decidePass')).body.code).toBe(200);
  });

  it('the passed product awaits its certificate, the other leaves as not passed', async () => {
    const rows = await s.database.db.select().from(zpEvalProduct).where(eq(zpEvalProduct.evalId, evalId));
    expect(rows.find((r) => r.productId === products[0])?.outcome).toBe(PRODUCT_OUTCOME.awaitCert);
    // One certificate to generate, for the passed product only.
    const certs = await s.database.db.select().from(zpCert).where(eq(zpCert.evalId, evalId));
    expect(certs.map((c) => [c.productId, c.status])).toEqual([[products[0], CERT_STATUS.toGenerate]]);
    if (products.length > 1) expect(rows.find((r) => r.productId === products[1])?.outcome).toBe(PRODUCT_OUTCOME.notPassed);
    const [app] = await s.database.db.select({ status: zpEval.status }).from(zpEval).where(and(eq(zpEval.id, evalId)));
    expect(app.status).toBe(EVAL_STATUS.decidePass);
  });

  it('tells the certificate officer of each certificate on 证书生成, and management of the application on 评价列表', async () => {
    const db = s.database.db;
    const users = await db.select({ id: sysUser.id, username: sysUser.username }).from(sysUser).where(inArray(sysUser.username, ['mng_cert', 'mng_u01']));
    const told = (username: string) =>
      db
        .select()
        .from(msgInfo)
        .where(and(gt(msgInfo.id, beforePass), eq(msgInfo.userId, users.find((u) => u.username === username)!.id)));
    const certs = await db.select({ id: zpCert.id, productId: zpCert.productId }).from(zpCert).where(eq(zpCert.evalId, evalId));
    const [product] = await db.select({ name: zpProduct.name }).from(zpProduct).where(eq(zpProduct.id, certs[0].productId));
    // The officer's menu has no 评价列表: the certificates are its work, each opened on its own page.
    const officer = await told('mng_cert');
    expect(officer.map((m) => [m.component, JSON.parse(m.param ?? 'null')])).toEqual(certs.map((c) => ['/views/cert-generate', { id: c.id }]));
    expect(officer[0].title).toContain(product.name);
    // Another manager, who may act for the officer, still hears of the application where it works on it.
    const manager = await told('mng_u01');
    expect(manager.filter((m) => m.component === '/views/eval-list').map((m) => JSON.parse(m.param ?? 'null'))).toEqual([{ id: evalId }]);
  });

  it('a meeting that decided is not deleted', async () => {
    expect((await s.call({ method: 'DELETE', url: `/api/eval/meeting?ids=${meetingId}`, token: mng })).body).toMatchObject({ code: 400, msg: MEETING_MSG.held });
  });
});
