/**
 * 企业预申请 and its pre-review: the enterprise sends what it intends to apply for, management returns
 * it with a reason or accepts it, the enterprise is told either way; a first application needs an
 * accepted pre-application.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_PRE_STATUS } from '../../../src/domain/codes';
import { EVAL_PRE_MSG } from '../../../src/domain/resources/evalPre';
import { sysUser, zpEvalPre } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

describe('企业预申请', () => {
  let s: TestServer;
  let ent: string;
  let mng: string;
  let other: string;
  let preId: number;
  const body = { evalType: '0', evalField: '2', productNames: '绿源菜心、绿源芥兰', placeNames: '光明基地', contact: '王建华', phone: '13912345678' };
  const move = (token: string, action: string, opinion?: string) => s.call({ method: 'POST', url: '/api/eval/pre/process/move', token, payload: { id: preId, action, opinion } });
  const statusNow = async () => (await s.database.db.select({ v: zpEvalPre.status }).from(zpEvalPre).where(eq(zpEvalPre.id, preId)))[0].v;

  beforeAll(async () => {
    s = await startTestServer();
    [ent, mng, other] = await Promise.all(['enterprise', 'manager', 'qy02_admin'].map((u) => s.signIn(u)));
  });
  afterAll(async () => s?.close());

  it('the enterprise drafts one; bad input is refused naming the field; management drafts none', async () => {
    const bad = await s.call({ method: 'PUT', url: '/api/eval/pre', token: ent, payload: { ...body, phone: '12' } });
    expect(bad.body).toMatchObject({ code: 400, msg: expect.stringContaining('联系电话') });
    expect((await s.call({ method: 'PUT', url: '/api/eval/pre', token: mng, payload: body })).body.code).toBe(403);
    const created = await s.call<{ id: number; status: number }>({ method: 'PUT', url: '/api/eval/pre', token: ent, payload: body });
    expect(created.body.data).toMatchObject({ status: EVAL_PRE_STATUS.draft });
    preId = created.body.data.id;
  });

  it('never names 年度监督 (supervision plans it): refused on create and on a change, nothing stored', async () => {
    const annual = await s.call({ method: 'PUT', url: '/api/eval/pre', token: ent, payload: { ...body, evalType: '4' } });
    expect(annual.body).toMatchObject({ code: 400, msg: EVAL_PRE_MSG.typeNotAppliedFor });
    const changed = await s.call({ method: 'PUT', url: `/api/eval/pre/${preId}`, token: ent, payload: { ...body, evalType: '4' } });
    expect(changed.body).toMatchObject({ code: 400, msg: EVAL_PRE_MSG.typeNotAppliedFor });
    expect((await s.database.db.select({ t: zpEvalPre.evalType }).from(zpEvalPre).where(eq(zpEvalPre.id, preId)))[0].t).toBe('0');
  });

  it('another enterprise neither sees nor moves it', async () => {
    expect((await s.call({ method: 'GET', url: `/api/eval/pre/${preId}`, token: other })).body.code).toBe(404);
    expect((await move(other, 'submit')).body.code).toBe(404);
  });

  it('returned with a reason, revised, sent again and accepted; the enterprise is told the outcome', async () => {
    expect((await move(mng, 'accept')).body.code).toBe(400);
    expect((await move(ent, 'submit')).body.code).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/eval/pre/${preId}`, token: ent, payload: { remark: 'x' } })).body.code).toBe(400);
    expect((await move(ent, 'accept')).body.code).toBe(403);
    expect((await move(mng, 'return')).body).toMatchObject({ code: 400, msg: expect.stringContaining('意见') });
    expect((await move(mng, 'return', '请补充拟申报产品的规格')).body.code).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/eval/pre/${preId}`, token: ent, payload: { productNames: '绿源菜心(500g)' } })).body.code).toBe(200);
    expect((await move(ent, 'submit')).body.code).toBe(200);
    expect((await move(mng, 'accept')).body.code).toBe(200);
    expect(await statusNow()).toBe(EVAL_PRE_STATUS.accepted);
    const msgs = await s.call<{ content: { title: string; content: string; component: string }[] }>({ method: 'POST', url: '/api/msg/info/page', token: ent });
    const told = msgs.body.data.content.filter((m) => m.title.startsWith('企业预申请'));
    expect(told.map((m) => m.content)).toEqual(expect.arrayContaining([expect.stringContaining('预审通过'), expect.stringContaining('请补充拟申报产品的规格')]));
    expect(told[0].component).toBe('/views/eval-pre-apply');
  });

  it('a first application needs an accepted pre-application', async () => {
    const [me] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    await s.database.db.update(zpEvalPre).set({ status: EVAL_PRE_STATUS.returned }).where(eq(zpEvalPre.orgId, me.orgId as number));
    const r = await s.call({ method: 'PUT', url: '/api/eval/base', token: ent, payload: { evalType: '0', evalField: '2', contact: '王建华', phone: '13912345678', productIds: '1', placeIds: '1' } });
    expect(r.body).toMatchObject({ code: 400, msg: EVAL_PRE_MSG.firstNeedsPre });
  });
});
