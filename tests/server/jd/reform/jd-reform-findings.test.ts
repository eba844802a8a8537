/**
 * A rectification knows what failed: opened by the task's 不通过, its requirements start from the
 * failed product's failing spot results and the nonconformities that concern it, and the
 * enterprise's rectification page shows the product's test result, those results and findings.
 * 启动整改 without requirements keeps them; with its own, they replace them.
 */
import { and, desc, eq, gt, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_NON_LEVEL, JD_RECORD_STATUS, JD_TASK_STATUS, REFORM_STATUS, SPOT_ITEM_TYPE, SPOT_TYPE, TEST_OPINION } from '../../../../src/domain/codes';
import { JD_REFORM_MSG, JD_REFORM_PATHS } from '../../../../src/domain/resources/jdReform';
import { jdTaskFlow } from '../../../../src/domain/workflows/jdTask';
import { jdExit, jdNon, jdRecord, jdReform, jdSpot, msgInfo } from '../../../../server/db/schema';
import { addDays } from '../../../../server/modules/cert/expiry';
import { beijingDate } from '../../../../src/domain/beijingTime';
import { startTestServer, type TestServer } from '../../harness';
import { freshCerts, jdTaskAt, reformAt } from '../../jdFixtures';

type Row = Record<string, unknown>;
let s: TestServer;
let manager: string;
let enterprise: string;

beforeAll(async () => {
  s = await startTestServer();
  [manager, enterprise] = await Promise.all([s.signIn('manager'), s.signIn('enterprise')]);
}, 120_000);
afterAll(() => s?.close());

const db = () => s.database.db;
const post = <T = unknown>(url: string, token: string, payload: Record<string, unknown>) => s.call<T>({ method: 'POST', url, token, payload });

/** A task at 监督报告 whose last product fails: a failing and a passing spot result, nonconformities for it, for no product and for the other product. */
async function failedTask() {
  const w = await jdTaskAt(db(), JD_TASK_STATUS.report, { certIds: await freshCerts(db(), 2), failing: 1 });
  const records = await db().select().from(jdRecord).where(eq(jdRecord.taskId, w.taskId));
  const failed = records.find((r) => r.jdOpinion < 0) ?? records[records.length - 1];
  const passed = records.find((r) => r.id !== failed.id) as typeof failed;
  const spot = { taskId: w.taskId, itemType: SPOT_ITEM_TYPE.product, spotType: SPOT_TYPE.product, sampleDate: '2026-04-02' };
  await db()
    .insert(jdSpot)
    .values([
      { ...spot, prodId: failed.prodId, sampleName: '菜心样品', sampleNo: 'YP-001', testItems: '毒死蜱', result: '0.12 mg/kg（限量 0.02）', testOpinion: TEST_OPINION.unqualified },
      { ...spot, prodId: failed.prodId, sampleName: '菜心复样', sampleNo: 'YP-002', testItems: '铅', result: '未检出', testOpinion: TEST_OPINION.qualified },
      { ...spot, prodId: passed.prodId, sampleName: '大米样品', sampleNo: 'YP-003', testItems: '镉', result: '0.5 mg/kg', testOpinion: TEST_OPINION.unqualified },
    ]);
  const non = { siteId: w.siteId as number, taskId: w.taskId, orgId: w.orgId, level: JD_NON_LEVEL.minor };
  await db()
    .insert(jdNon)
    .values([
      { ...non, productId: failed.productId, clause: '5.3 投入品管理', description: '农药领用记录不完整', level: JD_NON_LEVEL.serious },
      { ...non, productId: null, clause: '6.1 追溯管理', description: '批次台账缺失' },
      { ...non, productId: passed.productId, clause: '7.2 包装标识', description: '标签未标注产地' },
    ]);
  return { w, failed };
}

describe('a rectification opened by a failed task', () => {
  it('starts its requirements from the failing results and nonconformities, and shows the enterprise what failed', async () => {
    const { w, failed } = await failedTask();
    expect((await post(`${jdTaskFlow.path}/move`, manager, { id: w.taskId, action: 'fail', opinion: '菜心抽检不合格' })).body.code).toBe(200);
    const [reform] = await db().select().from(jdReform).where(eq(jdReform.taskId, w.taskId));
    expect(reform).toMatchObject({ recordId: failed.id, status: REFORM_STATUS.awaitStart });
    expect(reform.items).toContain('菜心样品（样品编号 YP-001）检测不合格（毒死蜱）');
    expect(reform.items).toContain('5.3 投入品管理：农药领用记录不完整');
    expect(reform.items).toContain('6.1 追溯管理：批次台账缺失');
    // Neither the passing result nor the other product's findings.
    expect(reform.items).not.toMatch(/YP-002|YP-003|包装标识/);

    const shown = await s.call<Row>({ method: 'GET', url: `${JD_REFORM_PATHS.reform}/${reform.id}`, token: enterprise });
    expect(shown.body.code, shown.body.msg).toBe(200);
    expect(shown.body.data).toMatchObject({ productName: failed.productName, testOpinion: failed.testOpinion, items: reform.items });
    expect(shown.body.data.failedSpots).toBe('菜心样品（样品编号 YP-001）：毒死蜱；结果：0.12 mg/kg（限量 0.02）；检测结论：不合格');
    expect(shown.body.data.nonconformities).toBe('1. 【严重】5.3 投入品管理：农药领用记录不完整\n2. 【一般】6.1 追溯管理：批次台账缺失');

    // 启动整改 without requirements keeps those listed.
    const started = await post(JD_REFORM_PATHS.startReform, manager, { ids: [failed.id], deadline: addDays(beijingDate(), 30) });
    expect(started.body.code, started.body.msg).toBe(200);
    expect((await db().select().from(jdReform).where(eq(jdReform.id, reform.id)))[0]).toMatchObject({ status: REFORM_STATUS.rectifying, items: reform.items, noticeFileId: expect.any(String) });
  });

  it('takes management’s own requirements over those listed, and refuses a start with none at all', async () => {
    const { w, failed } = await failedTask();
    await post(`${jdTaskFlow.path}/move`, manager, { id: w.taskId, action: 'fail', opinion: '菜心抽检不合格' });
    const [reform] = await db().select().from(jdReform).where(eq(jdReform.taskId, w.taskId));
    const move = (id: number, values: Row) => post(`/api/jd/reform/process/move`, manager, { id, action: 'start', values: { deadline: addDays(beijingDate(), 10), ...values } });
    expect((await move(reform.id, { items: '停用该批次并复检' })).body.code).toBe(200);
    expect((await db().select().from(jdReform).where(eq(jdReform.id, reform.id)))[0]).toMatchObject({ items: '停用该批次并复检', recordId: failed.id });
    expect((await db().select().from(jdRecord).where(eq(jdRecord.id, failed.id)))[0].status).toBe(JD_RECORD_STATUS.unpassed);
    // Nothing known to have failed and nothing written: refused.
    const bare = await reformAt(db(), REFORM_STATUS.awaitStart);
    expect((await move(bare.reformId, {})).body).toMatchObject({ code: 400, msg: JD_REFORM_MSG.itemsRequired });
  });

  it('writes the requirements at the start for a rectification opened before they were', async () => {
    const { w, failed } = await failedTask();
    await post(`${jdTaskFlow.path}/move`, manager, { id: w.taskId, action: 'fail', opinion: '菜心抽检不合格' });
    const [reform] = await db().select().from(jdReform).where(eq(jdReform.taskId, w.taskId));
    await db().update(jdReform).set({ items: null }).where(eq(jdReform.id, reform.id));
    expect((await post(JD_REFORM_PATHS.startReform, manager, { ids: [failed.id], deadline: addDays(beijingDate(), 10) })).body.code).toBe(200);
    expect((await db().select().from(jdReform).where(eq(jdReform.id, reform.id)))[0].items).toBe(reform.items);
  });
});

describe('the exit a failed rectification opens', () => {
  it('says in its 情况说明 whose words are whose: the requirements are the rectification’s, not the enterprise user’s', async () => {
    const w = await reformAt(db(), REFORM_STATUS.objection);
    const [{ id: before }] = await db().select({ id: msgInfo.id }).from(msgInfo).orderBy(desc(msgInfo.id)).limit(1);
    // The enterprise accepts the failure notice without a word.
    expect((await post(JD_REFORM_PATHS.reformStatus, enterprise, { ids: [w.reformId], status: REFORM_STATUS.ended })).body.code).toBe(200);
    const [exit] = await db().select().from(jdExit).where(eq(jdExit.reformId, w.reformId));
    expect(exit.reason).toBe('整改不合格，企业接受处理。\n原整改要求：完善农药使用记录并复检');
    // Management hears of the exit with no opinion put in the enterprise user's mouth.
    const told = await db().select().from(msgInfo).where(and(gt(msgInfo.id, before), like(msgInfo.title, '退出：%')));
    expect(told.length).toBeGreaterThan(0);
    for (const m of told) expect(m.content).not.toContain('完善农药使用记录并复检');
  });
});
