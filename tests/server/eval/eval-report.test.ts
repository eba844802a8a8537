/**
 * 评价报告: the assigned institution generates it once the archive is checked (a Word file naming each
 * product's test opinion and recommendation); 推送评价报告 needs it; the enterprise downloads it like
 * its own file, an enterprise that does not take part cannot.
 */
import JSZip from 'jszip';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationFlow } from '../../../src/domain/workflows/evaluation';
import { EVAL_STATUS } from '../../../src/domain/codes';
import { sysUser, zpEval, zpEvalProduct } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

describe('evaluation report', () => {
  let s: TestServer;
  let unit: string;
  let ent: string;
  let stranger: string;
  let evalId: number;
  const move = (token: string, action: string) => s.call({ method: 'POST', url: '/api/eval/base/process/move', token, payload: { id: evalId, action } });
  const generate = (token: string) => s.call<{ id: number; name: string; url: string }>({ method: 'POST', url: '/api/eval/report/generate', token, payload: { evalId } });

  beforeAll(async () => {
    s = await startTestServer();
    const db = s.database.db;
    unit = await s.signIn('evaluator');
    const [evaluator] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'evaluator'));
    // A seeded application whose archive was checked, the demo enterprise's, evaluated by the demo institution.
    const [demo] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    const [row] = await db.select().from(zpEval).where(eq(zpEval.status, EVAL_STATUS.checkedDocPass)).limit(1);
    await db.update(zpEval).set({ unitId: evaluator.orgId, orgId: demo.orgId as number }).where(eq(zpEval.id, row.id));
    evalId = row.id;
    ent = await s.signIn('enterprise');
    const [other] = await db.select({ username: sysUser.username }).from(sysUser).where(and(ne(sysUser.orgId, demo.orgId as number), eq(sysUser.username, 'qy02_admin')));
    stranger = await s.signIn(other.username);
  });
  afterAll(async () => s?.close());

  it('is needed before the report is pushed, and needs a recommendation for every product', async () => {
    expect((await move(unit, 'pushReport')).body).toMatchObject({ code: 400, msg: evaluationFlow.guards?.reportGenerated.text });
    await s.database.db.update(zpEvalProduct).set({ recommend: null }).where(eq(zpEvalProduct.evalId, evalId));
    expect((await generate(unit)).body).toMatchObject({ code: 400, msg: expect.stringContaining('请先给出以下产品的推荐意见') });
    await s.database.db.update(zpEvalProduct).set({ recommend: 1, testOpinion: 1 }).where(eq(zpEvalProduct.evalId, evalId));
    expect((await generate(ent)).body.code).toBe(403);
  });

  it('is a Word file with each product, its test opinion and recommendation; the enterprise downloads it, a stranger cannot', async () => {
    const r = await generate(unit);
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.name).toMatch(/^评价报告-PJ\d+\.docx$/);
    const got = await s.call<{ id: number; url: string }>({ method: 'GET', url: `/api/eval/report/get?evalId=${evalId}`, token: ent });
    expect(got.body.data.id).toBe(r.body.data.id);
    const file = await s.app.inject({ method: 'GET', url: got.body.data.url, headers: { 'x-token': ent } });
    expect(file.headers['content-type']).toContain('officedocument');
    const xml = await (await JSZip.loadAsync(file.rawPayload)).file('word/document.xml')!.async('string');
    for (const text of ['评价报告', '合格', '推荐', '评价结论']) expect(xml).toContain(text);
    const denied = await s.app.inject({ method: 'GET', url: got.body.data.url, headers: { 'x-token': stranger } });
    // Refusals are envelopes: the stranger gets 404 (文件), not the file.
    expect(JSON.parse(denied.body)).toMatchObject({ code: 404 });
    expect((await s.call({ method: 'GET', url: `/api/eval/report/get?evalId=${evalId}`, token: stranger })).body.code).toBe(404);
  });

  it('lets the report be pushed, after which it is not generated again', async () => {
    expect((await move(unit, 'pushReport')).body.code).toBe(200);
    expect((await generate(unit)).body).toMatchObject({ code: 400, msg: expect.stringContaining('不能生成评价报告') });
  });
});
