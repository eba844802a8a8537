/**
 * Changes after a pass through their calls: the enterprise asks to change a passed evaluation (rows of
 * changes on its products and places), the institution that evaluated it gives its opinion,
 * management approves only after that opinion, or returns it with a reason; each side sees only its own.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_STATUS, CODE_LISTS, EVAL_STATUS } from '../../../src/domain/codes';
import { ROWS_REQUIRED } from '../../../src/domain/resource';
import { CHANGE_MSG } from '../../../src/domain/resources/evalChange';
import { sysUser, zpEval, zpEvalChange } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;

describe('changes after a pass', () => {
  let s: TestServer;
  let ent: string;
  let mng: string;
  let unit: string;
  let evalId: number;
  let productId: number;
  let changeId: number;

  const move = (token: string, action: string, opinion?: string) => s.call({ method: 'POST', url: '/api/eval/change/process/move', token, payload: { id: changeId, action, opinion } });
  const statusNow = async () => (await s.database.db.select({ v: zpEvalChange.status }).from(zpEvalChange).where(eq(zpEvalChange.id, changeId)))[0].v;

  beforeAll(async () => {
    s = await startTestServer();
    const db = s.database.db;
    [mng, unit] = await Promise.all(['manager', 'evaluator'].map((u) => s.signIn(u)));
    const [evaluator] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'evaluator'));
    const [demo] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    // A passed evaluation of the demo enterprise, evaluated by the demo institution.
    const [ev] = await db.select().from(zpEval).where(eq(zpEval.status, EVAL_STATUS.passed)).limit(1);
    await db.update(zpEval).set({ orgId: demo.orgId as number, unitId: evaluator.orgId }).where(eq(zpEval.id, ev.id));
    evalId = ev.id;
    productId = Number(ev.productIds.split(',')[0]);
    ent = await s.signIn('enterprise');
  });
  afterAll(async () => s?.close());

  it('the demo world holds a change in every status', async () => {
    const rows = await s.database.db.select({ status: zpEvalChange.status }).from(zpEvalChange);
    for (const item of CODE_LISTS.changeStatus.items) expect(rows.map((r) => r.status)).toContain(Number(item.value));
  });

  it('a change names a passed evaluation of the enterprise and rows on its products; management asks for none', async () => {
    const body = { evalId, changeType: 18, reason: '新增规格', items: [{ action: 7, productId, before: '500', after: '2*500' }] };
    expect((await s.call({ method: 'PUT', url: '/api/eval/change', token: mng, payload: body })).body.code).toBe(403);
    expect((await s.call({ method: 'PUT', url: '/api/eval/change', token: ent, payload: { ...body, items: [] } })).body).toMatchObject({ code: 400, msg: `变更内容：${ROWS_REQUIRED}` });
    expect((await s.call({ method: 'PUT', url: '/api/eval/change', token: ent, payload: { ...body, items: [{ action: 7, productId: 999999, after: '1' }] } })).body).toMatchObject({ code: 400, msg: CHANGE_MSG.productNotInEval(1) });
    expect((await s.call({ method: 'PUT', url: '/api/eval/change', token: ent, payload: { ...body, items: [{ action: 99, after: '1' }] } })).body).toMatchObject({ code: 400, msg: expect.stringContaining('变更事项') });
    const [other] = await s.database.db.select({ id: zpEval.id }).from(zpEval).where(eq(zpEval.status, EVAL_STATUS.draft)).limit(1);
    expect((await s.call({ method: 'PUT', url: '/api/eval/change', token: ent, payload: { ...body, evalId: other.id } })).body).toMatchObject({ code: 400, msg: CHANGE_MSG.evalNotPassed });
    const created = await s.call<Row>({ method: 'PUT', url: '/api/eval/change', token: ent, payload: body });
    expect(created.body.code, created.body.msg).toBe(200);
    expect(created.body.data).toMatchObject({ status: CHANGE_STATUS.draft, evalCode: expect.stringMatching(/^PJ/), items: [expect.objectContaining({ action: 7, after: '2*500' })] });
    changeId = created.body.data.id as number;
  });

  it('management approves only after the institution’s opinion; returns with a reason; the enterprise revises and sends it again', async () => {
    expect((await move(ent, 'submit')).body.code).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/eval/change/${changeId}`, token: ent, payload: { reason: '改' } })).body.code).toBe(400);
    expect((await move(mng, 'approve')).body).toMatchObject({ code: 400, msg: CHANGE_MSG.unitFirst });
    expect((await move(unit, 'unitAudit')).body).toMatchObject({ code: 400, msg: expect.stringContaining('意见') });
    expect((await move(unit, 'unitAudit', '同意变更')).body.code).toBe(200);
    expect(await statusNow()).toBe(CHANGE_STATUS.materials);
    expect((await move(mng, 'return', '请补充检测报告')).body.code).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/eval/change/${changeId}`, token: ent, payload: { reason: '新增规格，已补充检测报告' } })).body.code).toBe(200);
    expect((await move(ent, 'submit')).body.code).toBe(200);
    // The earlier opinion was on the earlier submission.
    expect((await move(mng, 'approve')).body).toMatchObject({ code: 400, msg: CHANGE_MSG.unitFirst });
    expect((await move(unit, 'unitAudit', '补充材料齐全，同意')).body.code).toBe(200);
    expect((await move(unit, 'approve')).body.code).toBe(403);
    expect((await move(mng, 'approve')).body.code).toBe(200);
    expect(await statusNow()).toBe(CHANGE_STATUS.release);
  });

  it('the institution is asked for its opinion; each side lists only its own changes', async () => {
    const msgs = await s.call<{ content: { title: string; component: string }[] }>({ method: 'POST', url: '/api/msg/info/page', token: unit });
    expect(msgs.body.data.content.some((m) => m.title.includes('请给出审核意见') && m.component === '/views/eval-change-audit')).toBe(true);
    const [demo] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    const own = await s.call<{ content: Row[] }>({ method: 'POST', url: '/api/eval/change/page?page.size=100', token: ent });
    expect(own.body.data.content.every((r) => r.orgId === demo.orgId)).toBe(true);
    const theirs = await s.database.db.select({ id: zpEvalChange.id }).from(zpEvalChange).where(and(eq(zpEvalChange.status, CHANGE_STATUS.draft)));
    const foreign = theirs.find((r) => !own.body.data.content.some((o) => o.id === r.id));
    if (foreign) expect((await s.call({ method: 'GET', url: `/api/eval/change/${foreign.id}`, token: ent })).body.code).toBe(404);
    expect((await s.call({ method: 'DELETE', url: `/api/eval/change?ids=${changeId}`, token: ent })).body.code).toBe(400);
  });
});
