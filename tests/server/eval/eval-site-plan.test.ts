/**
 * The on-site evaluation through its calls: the institution plans a visit per place, generates the
 * notice (a Word file that opens and names the enterprise and the places), uploads the stamped copy,
 * pushes the plans (the enterprise may send them back to be planned again); the enterprise confirms;
 * each place's visit is closed, a move of the plan's own flow, before the evaluation is.
 */
import JSZip from 'jszip';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_SITE_PLAN_STATUS, EVAL_STATUS } from '../../../src/domain/codes';
import { SITE_PLAN_MSG } from '../../../src/domain/resources/evaluation';
import { PICTURE_TYPE } from '../../../src/domain/resources/evalSite';
import { evalSitePlanFlow, type EvalSitePlanGuard } from '../../../src/domain/workflows/evalSitePlan';
import { evaluationFlow, type EvalGuard } from '../../../src/domain/workflows/evaluation';
import { flowLog, sysOrg, sysUser, zpEval, zpEvalDocReview, zpEvalSitePlan, zpPlace } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;
const guardText = (g: EvalGuard) => evaluationFlow.guards?.[g].text ?? g;
const planGuardText = (g: EvalSitePlanGuard) => evalSitePlanFlow.guards?.[g].text ?? g;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(filename: string, bytes: Buffer, mime = 'application/pdf') {
  const boundary = '----zpSitePlan';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('on-site evaluation', () => {
  let s: TestServer;
  let ent: string;
  let unit: string;
  let mng: string;
  let evalId: number;
  let placeIds: number[];
  let productIds: string;
  let orgName: string;

  const move = (token: string, action: string) => s.call({ method: 'POST', url: '/api/eval/base/process/move', token, payload: { id: evalId, action } });
  const plan = (token: string, extra: Row = {}) =>
    s.call<Row>({ method: 'POST', url: '/api/eval/place/createEvalOnSitePlan', token, payload: { evalId, placeId: placeIds[0], startDate: '2026-12-08', endDate: '2026-12-09', leaderName: '林嘉怡', memberNames: '张伟', productIds, sampling: true, ...extra } });

  beforeAll(async () => {
    s = await startTestServer();
    [unit, mng] = await Promise.all(['evaluator', 'manager'].map((u) => s.signIn(u)));
    const db = s.database.db;
    const [evaluator] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'evaluator'));
    // The seeded application that passed document review, given to the demo evaluator's institution.
    const [row] = await db.select().from(zpEval).where(eq(zpEval.status, EVAL_STATUS.docPass)).limit(1);
    await db.update(zpEval).set({ unitId: evaluator.orgId }).where(eq(zpEval.id, row.id));
    evalId = row.id;
    placeIds = row.placeIds.split(',').map(Number);
    productIds = row.productIds;
    const [org] = await db.select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, row.orgId));
    orgName = org.name;
    const [owner] = await db.select({ username: sysUser.username }).from(sysUser).where(eq(sysUser.orgId, row.orgId)).limit(1);
    ent = await s.signIn(owner.username);
  });
  afterAll(async () => s?.close());

  it('refuses a plan with bad dates, a place or product outside the application, or from anyone but the institution', async () => {
    expect((await plan(unit, { endDate: '2026-12-01' })).body).toMatchObject({ code: 400, msg: expect.stringContaining(SITE_PLAN_MSG.endBeforeStart) });
    expect((await plan(unit, { startDate: 'x' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('开始日期') });
    const [foreign] = await s.database.db.select({ id: zpPlace.id }).from(zpPlace).where(eq(zpPlace.orgId, -1)).limit(1);
    expect((await plan(unit, { placeId: foreign?.id ?? 999999 })).body).toMatchObject({ code: 400, msg: SITE_PLAN_MSG.placeNotApplied });
    expect((await plan(unit, { productIds: '999999' })).body).toMatchObject({ code: 400, msg: SITE_PLAN_MSG.productNotApplied });
    expect((await plan(ent)).body.code).toBe(403);
    expect((await plan(mng)).body.code).toBe(403);
  });

  it('needs every place planned before the notice, and the stamped notice before it is sent', async () => {
    expect((await move(unit, 'pushNotice')).body).toMatchObject({ code: 400, msg: expect.stringContaining(guardText('noticeStamped')) });
    if (placeIds.length > 1) {
      expect((await plan(unit)).body.code).toBe(200);
      expect((await s.call({ method: 'POST', url: '/api/eval/notice/getNotice', token: unit, payload: { evalId } })).body).toMatchObject({ code: 400, msg: expect.stringContaining('还没有现场评价计划') });
    }
    for (const placeId of placeIds) expect((await plan(unit, { placeId })).body.code).toBe(200);
    const plans = await s.call<Row[]>({ method: 'POST', url: '/api/eval/siteplan/lst', token: ent, payload: { evalId } });
    expect(plans.body.data).toHaveLength(placeIds.length);
    expect(plans.body.data[0]).toMatchObject({ placeName: expect.any(String), productNames: expect.any(String), status: EVAL_SITE_PLAN_STATUS.planning });
    const products = await s.call<Row[]>({ method: 'GET', url: `/api/eval/place/getProLstByOnSitePlanId?onSitePlanId=${plans.body.data[0].id as number}`, token: unit });
    expect(products.body.data.length).toBe(productIds.split(',').length);
  });

  it('generates the notice as a Word file that names the enterprise and its places', async () => {
    const r = await s.call<{ notice: { id: number; name: string; url: string } }>({ method: 'POST', url: '/api/eval/notice/getNotice', token: unit, payload: { evalId } });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.notice.name).toMatch(/^现场评价通知书-PJ\d+\.docx$/);
    const file = await s.app.inject({ method: 'GET', url: r.body.data.notice.url, headers: { 'x-token': unit } });
    expect(file.statusCode).toBe(200);
    const xml = await (await JSZip.loadAsync(file.rawPayload)).file('word/document.xml')!.async('string');
    expect(xml).toContain(orgName);
    expect(xml).toContain('现场评价通知书');
    const [place] = await s.database.db.select({ name: zpPlace.name }).from(zpPlace).where(eq(zpPlace.id, placeIds[0]));
    expect(xml).toContain(place.name);
  });

  it('takes the stamped copy only from the institution’s own files, then sends the notice and the plans', async () => {
    expect((await s.call({ method: 'POST', url: '/api/eval/notice/upAnnexId', token: unit, payload: { evalId, annexId: 'abc' } })).body.code).toBe(400);
    const entFile = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=doc', token: ent, ...multipart('企业的.pdf', Buffer.from('%PDF-1.4 enterprise')) });
    expect((await s.call({ method: 'POST', url: '/api/eval/notice/upAnnexId', token: unit, payload: { evalId, annexId: entFile.body.data.id } })).body.code).toBe(400);
    const stamped = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=doc', token: unit, ...multipart('盖章通知书.pdf', Buffer.from('%PDF-1.4 stamped')) });
    expect((await s.call({ method: 'POST', url: '/api/eval/notice/upAnnexId', token: ent, payload: { evalId, annexId: stamped.body.data.id } })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/eval/notice/upAnnexId', token: unit, payload: { evalId, annexId: stamped.body.data.id } })).body.code).toBe(200);
    expect((await move(unit, 'pushNotice')).body.code).toBe(200);
    expect((await move(unit, 'pushSitePlan')).body.code).toBe(200);
    const statuses = async () => (await s.database.db.select({ status: zpEvalSitePlan.status }).from(zpEvalSitePlan).where(eq(zpEvalSitePlan.evalId, evalId))).map((p) => p.status);
    expect(await statuses()).toEqual(placeIds.map(() => EVAL_SITE_PLAN_STATUS.pushed));
    // The enterprise asks to reschedule: the plans are the institution's to change again, then pushed anew.
    const reschedule = await s.call({ method: 'POST', url: '/api/eval/base/process/move', token: ent, payload: { id: evalId, action: 'reschedule', opinion: '生产线检修，请改期一周' } });
    expect(reschedule.body.code, reschedule.body.msg).toBe(200);
    expect(await statuses()).toEqual(placeIds.map(() => EVAL_SITE_PLAN_STATUS.planning));
    expect((await plan(unit, { startDate: '2026-12-15', endDate: '2026-12-16' })).body).toMatchObject({ code: 200, data: { status: EVAL_SITE_PLAN_STATUS.planning } });
    expect((await move(unit, 'pushSitePlan')).body.code).toBe(200);
    expect(await statuses()).toEqual(placeIds.map(() => EVAL_SITE_PLAN_STATUS.pushed));
    const read = await s.call<{ stamped: { name: string } }>({ method: 'POST', url: '/api/eval/notice/getNotice', token: ent, payload: { evalId } });
    expect(read.body.data.stamped.name).toBe('盖章通知书.pdf');
  });

  it('the enterprise confirms; each place’s visit is closed before the evaluation is', async () => {
    expect((await move(ent, 'confirmSitePlan')).body.code).toBe(200);
    expect((await move(unit, 'startSite')).body.code).toBe(200);
    const plans = await s.database.db.select().from(zpEvalSitePlan).where(eq(zpEvalSitePlan.evalId, evalId));
    expect(plans.every((p) => p.status === EVAL_SITE_PLAN_STATUS.onSite)).toBe(true);
    // Each plan was carried along by the application's moves, each a system move in the plan's flow log.
    const carried = await s.database.db.select().from(flowLog).where(and(eq(flowLog.flowKey, evalSitePlanFlow.key), eq(flowLog.recordId, plans[0].id))).orderBy(asc(flowLog.id));
    expect(carried.map((r) => [r.action, r.fromStatus, r.toStatus, r.actorId, r.actorName])).toEqual([
      ['push', EVAL_SITE_PLAN_STATUS.planning, EVAL_SITE_PLAN_STATUS.pushed, null, '系统'],
      ['reschedule', EVAL_SITE_PLAN_STATUS.pushed, EVAL_SITE_PLAN_STATUS.planning, null, '系统'],
      ['push', EVAL_SITE_PLAN_STATUS.planning, EVAL_SITE_PLAN_STATUS.pushed, null, '系统'],
      ['confirm', EVAL_SITE_PLAN_STATUS.pushed, EVAL_SITE_PLAN_STATUS.confirmed, null, '系统'],
      ['start', EVAL_SITE_PLAN_STATUS.confirmed, EVAL_SITE_PLAN_STATUS.onSite, null, '系统'],
    ]);
    // Before the on-site record and the recommendations, the plan's flow says why it cannot be closed yet.
    const flowOf = (id: number) => s.call<{ status: number; actions: { action: string; blockedBy: { text: string; page: string | null }[] }[] }>({ method: 'GET', url: `${evalSitePlanFlow.path}/flow?id=${id}`, token: unit });
    const blocked = (await flowOf(plans[0].id)).body.data;
    expect(blocked.status).toBe(EVAL_SITE_PLAN_STATUS.onSite);
    const finish = blocked.actions.find((a) => a.action === 'finish');
    expect(finish?.blockedBy.map((b) => b.text)).toEqual([planGuardText('siteRecorded'), expect.stringContaining(planGuardText('productsRecommended'))]);
    // The work is done on the application's record page, opened with the application.
    expect(finish?.blockedBy[0].page).toBe(`/views/eval-list?id=${evalId}`);
    expect((await move(unit, 'finishSite')).body).toMatchObject({ code: 400, msg: expect.stringContaining(guardText('sitesClosed')) });
    expect((await s.call({ method: 'POST', url: '/api/eval/siteplan/doFlowFinishUpd', token: ent, payload: { id: plans[0].id } })).body.code).toBe(403);
    // A place's visit ends with an on-site record and every product seen there recommended.
    expect((await s.call({ method: 'POST', url: '/api/eval/siteplan/doFlowFinishUpd', token: unit, payload: { id: plans[0].id } })).body).toMatchObject({ code: 400, msg: expect.stringContaining(planGuardText('siteRecorded')) });
    const photo = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=img', token: unit, ...multipart('现场.png', PNG, 'image/png') });
    const record = await s.call({ method: 'PUT', url: '/api/zpevalgcannex', token: unit, payload: { evalId, pictureType: PICTURE_TYPE.XC, annexIds: String(photo.body.data.id), description: '生产区全景', takenTime: '2026-12-08 10:00:00' } });
    expect(record.body.code, record.body.msg).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/eval/siteplan/doFlowFinishUpd', token: unit, payload: { id: plans[0].id } })).body).toMatchObject({ code: 400, msg: expect.stringContaining(planGuardText('productsRecommended')) });
    const items = productIds.split(',').map((productId) => ({ productId: Number(productId), recommend: 1 }));
    expect((await s.call({ method: 'POST', url: '/api/eval/product/recommend', token: unit, payload: { evalId, items } })).body.code).toBe(200);
    expect((await flowOf(plans[0].id)).body.data.actions.find((a) => a.action === 'finish')?.blockedBy).toEqual([]);
    for (const p of plans) expect((await s.call({ method: 'POST', url: '/api/eval/siteplan/doFlowFinishUpd', token: unit, payload: { id: p.id } })).body).toMatchObject({ code: 200, data: { id: p.id, status: EVAL_SITE_PLAN_STATUS.finished } });
    // Closing a visit is the institution's move in the plan's flow log.
    const [closed] = await s.database.db.select().from(flowLog).where(and(eq(flowLog.flowKey, evalSitePlanFlow.key), eq(flowLog.recordId, plans[0].id), eq(flowLog.action, 'finish')));
    expect(closed).toMatchObject({ actionLabel: '结束该场所评价', fromStatus: EVAL_SITE_PLAN_STATUS.onSite, toStatus: EVAL_SITE_PLAN_STATUS.finished, actorName: expect.any(String) });
    expect(closed.actorId).not.toBeNull();
    // A closed plan is named by its own words, never the application's 证书确认中.
    const again = (await s.call({ method: 'POST', url: '/api/eval/siteplan/doFlowFinishUpd', token: unit, payload: { id: plans[0].id } })).body;
    expect(again).toMatchObject({ code: 400, msg: SITE_PLAN_MSG.notOnSite('现场评价已结束') });
    expect((await s.call({ method: 'POST', url: `${evalSitePlanFlow.path}/move`, token: unit, payload: { id: plans[0].id, action: 'finish' } })).body).toMatchObject({ code: 400, msg: expect.stringContaining('现场评价已结束') });
    expect((await move(unit, 'finishSite')).body.code).toBe(200);
    expect((await s.call({ method: 'DELETE', url: `/api/eval/siteplan?ids=${plans[0].id}`, token: unit })).body.code).toBe(400);
  });

  it('archives only a complete file: the checklist names what is missing until the document review report is there', async () => {
    // A review round whose report was never generated.
    await s.database.db.update(zpEvalDocReview).set({ reportFileId: null }).where(eq(zpEvalDocReview.evalId, evalId));
    const list = await s.call<{ complete: boolean; items: { key: string; done: boolean; note: string }[] }>({ method: 'GET', url: `/api/eval/mat/getGd?evalId=${evalId}`, token: unit });
    expect(list.body.data.items.find((i) => i.key === 'siteVisits')).toMatchObject({ done: true });
    expect(list.body.data.items.find((i) => i.key === 'stampedNotice')).toMatchObject({ done: true });
    const docReport = list.body.data.items.find((i) => i.key === 'docReport')!;
    expect(docReport.done).toBe(false);
    expect((await move(unit, 'archive')).body).toMatchObject({ code: 400, msg: expect.stringContaining('文件评审报告') });
    expect((await s.call({ method: 'POST', url: '/api/eval/doc/review/updateEvalDocReport', token: unit, payload: { evalId } })).body.code).toBe(200);
    const after = await s.call<{ complete: boolean; items: { key: string; done: boolean }[] }>({ method: 'GET', url: `/api/eval/mat/getGd?evalId=${evalId}`, token: ent });
    expect(after.body.data).toMatchObject({ complete: true });
    expect((await move(unit, 'archive')).body.code).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/eval/mat/getGd?evalId=abc', token: unit })).body.code).toBe(400);
  });
});
