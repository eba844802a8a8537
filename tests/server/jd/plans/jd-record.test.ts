/**
 * 监督记录 (each product's result in a task) through its calls: read by whoever sees the task, the
 * supervision unit's opinions while it writes the report, management's result per product and
 * type, 不通过列表, totals, the export and its Excel file; and the supervised products' list.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_OPINION, JD_RECORD_STATUS, JD_TASK_STATUS, JD_TYPE } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { JD_MSG, JD_PATHS } from '../../../../src/domain/resources/jd';
import { jdTaskFlow } from '../../../../src/domain/workflows/jdTask';
import { jdRecord, jdTask } from '../../../../server/db/schema';
import { actor, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt, type JdWorld } from '../../jdFixtures';
import { sheetRows } from '../../xlsx';

type Row = Record<string, unknown>;
interface Page<T = Row> {
  content: T[];
  totalElements: number;
}

let s: TestServer;
let manager: string;
let unitAdmin: string;
let inspector: string;
let enterprise: string;
let tester: string;
let otherUnit: Awaited<ReturnType<typeof actor>>;
/** The report written (one product failing), the materials checked (opinions to write), concluded 不通过, and another unit's task. */
let atReport: JdWorld;
let checked: JdWorld;
let unpassed: JdWorld;
let others: JdWorld;

const db = () => s.database.db;
const RC = JD_PATHS.record;
const S = JD_TASK_STATUS;
const R = JD_RECORD_STATUS;
const recordOf = async (id: number) => (await db().select().from(jdRecord).where(eq(jdRecord.id, id)))[0];
const post = <T = Row>(url: string, token: string, payload: Row = {}) => s.call<T>({ method: 'POST', url, token, payload });

beforeAll(async () => {
  s = await startTestServer();
  [manager, unitAdmin, inspector, enterprise, tester] = await Promise.all(['manager', 'jd1_admin', 'inspector', 'enterprise', 'tester'].map((u) => s.signIn(u)));
  otherUnit = await actor(db(), 'jd2_admin', '5', 'R_UNIT_ADMIN', [PERMS.jdTask.task, PERMS.jdTask.unitTask]);
  atReport = await jdTaskAt(db(), S.report, { failing: 1 });
  checked = await jdTaskAt(db(), S.checkedDoc);
  unpassed = await jdTaskAt(db(), S.unpassed);
  others = await jdTaskAt(db(), S.checkedDoc, { unitId: otherUnit.orgId });
}, 120_000);
afterAll(() => s?.close());

describe('a task’s records', () => {
  it('are read with their products, certificates, enterprise and task by whoever sees the task', async () => {
    const [task] = await db().select().from(jdTask).where(eq(jdTask.id, checked.taskId));
    for (const token of [manager, inspector, tester, enterprise]) {
      const r = await s.call<Row[]>({ method: 'GET', url: `${RC.byTask}/${checked.taskId}`, token });
      expect(r.body.data.map((x) => x.id)).toEqual(checked.recordIds);
      expect(r.body.data[0]).toMatchObject({ taskCode: task.code, orgName: '深圳市鹏城绿源农业发展有限公司', productName: expect.any(String), certNo: expect.stringMatching(/^SZP-/) });
    }
    const query = await s.call<Row[]>({ method: 'GET', url: `${RC.byTaskQuery}?taskId=${checked.taskId}`, token: inspector });
    expect(query.body.data.map((x) => x.id)).toEqual(checked.recordIds);
    const found = await post<Row>(RC.findByTask, manager, { taskId: unpassed.taskId });
    expect(found.body.data).toMatchObject({ total: 2, passed: 1, unpassed: 1, pending: 0 });
    expect(found.body.data.records).toHaveLength(2);
    expect((await s.call({ method: 'GET', url: `${RC.byTask}/${checked.taskId}`, token: otherUnit.token })).body.code).toBe(404);
    expect((await post(RC.findByTask, otherUnit.token, { taskId: checked.taskId })).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: `${RC.byTaskQuery}?taskId=x`, token: manager })).body.code).toBe(400);
    // The enterprise does not see a task before it is sent.
    const draft = await jdTaskAt(db(), S.release);
    expect((await s.call({ method: 'GET', url: `${RC.byTask}/${draft.taskId}`, token: enterprise })).body.code).toBe(404);
  });

  it('are paged, searched and found by their products within the caller’s scope', async () => {
    const page = await post<Page>(`${RC.prefix}/page`, inspector, { 'search.taskId_eq': checked.taskId });
    expect(page.body.data.totalElements).toBe(2);
    const [first] = await db().select().from(jdRecord).where(eq(jdRecord.id, checked.recordIds[0]));
    const byName = await post<Page>(`${RC.prefix}/page`, manager, { 'search.productName_like': first.productName, 'search.taskId_eq': checked.taskId });
    // Found by a part of the name: the task's other product may hold the same word (菜心, 鹏城绿源菜心).
    expect(byName.body.data.content.map((r) => r.id)).toContain(first.id);
    for (const r of byName.body.data.content) expect(String(r.productName)).toContain(first.productName);
    const byCert = await post<Row[]>(`${RC.prefix}/lst`, manager, { 'search.certNo_like': first.certNo, 'search.taskId_eq': checked.taskId });
    expect(byCert.body.data.map((r) => r.id)).toEqual([first.id]);
    expect((await s.call<Row>({ method: 'GET', url: `${RC.prefix}/${first.id}`, token: manager })).body.data).toMatchObject({ id: first.id, taskCode: expect.any(String) });
    expect((await s.call({ method: 'GET', url: `${RC.prefix}/${first.id}`, token: otherUnit.token })).body.code).toBe(404);
    expect((await post<Page>(`${RC.prefix}/page`, otherUnit.token, { 'search.taskId_eq': checked.taskId })).body.data.totalElements).toBe(0);
    expect((await post(`${RC.prefix}/page`, manager, { 'search.orgName_like': 'x' })).body.code).toBe(400);

    const byProds = await s.call<Row[]>({ method: 'PUT', url: RC.byProds, token: inspector, payload: { prodIds: checked.prodIds.join(',') } });
    expect(byProds.body.data.map((r) => r.prodId)).toEqual(checked.prodIds);
    expect((await s.call<Row[]>({ method: 'PUT', url: RC.byProds, token: otherUnit.token, payload: { prodIds: checked.prodIds.join(',') } })).body.data).toEqual([]);
    expect((await s.call({ method: 'PUT', url: RC.byProds, token: inspector, payload: { prodIds: 'a,b' } })).body.code).toBe(400);
  });

  it('are counted by result in the caller’s scope', async () => {
    expect((await post<Row>(RC.totals, manager, { 'search.taskId_eq': unpassed.taskId })).body.data).toEqual({ total: 2, pending: 0, passed: 1, unpassed: 1 });
    expect((await post<Row>(RC.totals, inspector, { 'search.taskId_eq': checked.taskId })).body.data).toEqual({ total: 2, pending: 2, passed: 0, unpassed: 0 });
    expect((await post<Row>(RC.totals, otherUnit.token, { 'search.taskId_eq': checked.taskId })).body.data).toEqual({ total: 0, pending: 0, passed: 0, unpassed: 0 });
    const own = await post<Row>(RC.totals, enterprise);
    expect(Number(own.body.data.total)).toBeGreaterThanOrEqual(6);
    expect((await post(RC.totals, manager, { 'search.status_eq': 'x' })).body.code).toBe(400);
  });
});

describe('the supervision unit’s opinion', () => {
  it('is written on a record by the assigned unit while the report is written, and its remark by the unit or management', async () => {
    const [id, second] = checked.recordIds;
    const put = (token: string, recordId: number, payload: Row) => s.call<Row>({ method: 'PUT', url: `${RC.prefix}/${recordId}`, token, payload });
    expect((await put(inspector, id, { jdOpinion: JD_OPINION.pass, remark: '现场检查符合要求' })).body.data).toMatchObject({ jdOpinion: JD_OPINION.pass, remark: '现场检查符合要求' });
    expect((await put(inspector, id, { jdOpinion: JD_OPINION.pending })).body).toMatchObject({ code: 400, msg: JD_MSG.opinionWanted });
    expect((await put(inspector, id, { jdOpinion: 7 })).body.code).toBe(400);
    expect((await put(inspector, id, { remark: 'x'.repeat(501) })).body.code).toBe(400);
    expect((await put(manager, second, { jdOpinion: JD_OPINION.fail })).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
    expect((await put(manager, second, { remark: '管理端备注' })).body.data).toMatchObject({ remark: '管理端备注', jdOpinion: JD_OPINION.pending });
    expect((await put(enterprise, second, { remark: '企业不能写' })).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
    expect((await put(tester, second, { jdOpinion: JD_OPINION.pass })).body.code).toBe(403);
    expect((await put(otherUnit.token, second, { jdOpinion: JD_OPINION.pass })).body.code).toBe(404);
    // Once the report is submitted the opinions stay as they are.
    expect((await put(inspector, atReport.recordIds[0], { jdOpinion: JD_OPINION.fail })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待监督结论') });
    expect(await recordOf(second)).toMatchObject({ jdOpinion: JD_OPINION.pending, remark: '管理端备注' });
  });

  it('is given for several products at once, all or nothing', async () => {
    const [a, b] = checked.recordIds;
    const opt = (token: string, items: unknown) => post(RC.opinion, token, { items });
    expect((await opt(unitAdmin, [{ id: a, jdOpinion: JD_OPINION.fail }, { id: others.recordIds[0], jdOpinion: JD_OPINION.pass }])).body.code).toBe(404);
    expect((await opt(unitAdmin, [{ id: a, jdOpinion: JD_OPINION.fail }, { id: atReport.recordIds[0], jdOpinion: JD_OPINION.pass }])).body.code).toBe(400);
    expect((await recordOf(a)).jdOpinion).toBe(JD_OPINION.pass);
    expect((await opt(unitAdmin, [])).body).toMatchObject({ code: 400, msg: JD_MSG.itemsNeeded });
    expect((await opt(unitAdmin, [{ id: a, jdOpinion: 'yes' }])).body.code).toBe(400);
    expect((await opt(unitAdmin, [{ id: a }])).body).toMatchObject({ code: 400, msg: JD_MSG.opinionWanted });
    expect((await opt(unitAdmin, Array.from({ length: 201 }, () => ({ id: a, jdOpinion: 1 })))).body.code).toBe(400);
    expect((await opt(manager, [{ id: a, jdOpinion: JD_OPINION.fail }])).body.code).toBe(403);
    expect((await opt(tester, [{ id: a, jdOpinion: JD_OPINION.fail }])).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
    const done = await opt(unitAdmin, [{ id: a, jdOpinion: JD_OPINION.fail, remark: '标签不符合要求' }, { id: b, jdOpinion: JD_OPINION.pass }]);
    expect(done.body).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await recordOf(a)).toMatchObject({ jdOpinion: JD_OPINION.fail, remark: '标签不符合要求' });
    expect((await recordOf(b)).jdOpinion).toBe(JD_OPINION.pass);
  });
});

describe('management’s judgement of the products', () => {
  it('sets a product’s result while the report is before it, and the conclusion keeps it', async () => {
    const [passing, failing] = atReport.recordIds;
    const judge = (token: string, ids: number[], status: unknown) => post(RC.statusMulti, token, { ids: ids.join(','), status });
    expect((await judge(manager, [passing], 0)).body).toMatchObject({ code: 400, msg: JD_MSG.resultWanted });
    expect((await judge(manager, [passing, checked.recordIds[0]], R.unpassed)).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待提交监督报告') });
    expect((await recordOf(passing)).status).toBe(R.pending);
    expect((await judge(unitAdmin, [passing], R.unpassed)).body.code).toBe(403);
    expect((await judge(manager, [987654], R.unpassed)).body.code).toBe(404);
    expect((await judge(manager, [passing], R.unpassed)).body).toMatchObject({ code: 200, data: { status: R.unpassed } });
    // The task concludes 不通过 with both products failed: management's judgement and the unit's opinion.
    expect((await post(`${jdTaskFlow.path}/move`, manager, { id: atReport.taskId, action: 'fail', opinion: '两个产品不符合要求' })).body.code).toBe(200);
    expect((await db().select().from(jdRecord).where(inArray(jdRecord.id, [passing, failing]))).map((r) => r.status)).toEqual([R.unpassed, R.unpassed]);
  });

  it('changes the supervision type of records', async () => {
    const ids = unpassed.recordIds;
    const set = (token: string, jdType: unknown) => post(RC.jdType, token, { ids: ids.join(','), jdType });
    expect((await set(manager, JD_TYPE.key)).body).toMatchObject({ code: 200, data: { jdType: String(JD_TYPE.key) } });
    expect((await db().select().from(jdRecord).where(inArray(jdRecord.id, ids))).map((r) => r.jdType)).toEqual([String(JD_TYPE.key), String(JD_TYPE.key)]);
    expect((await set(manager, '9')).body).toMatchObject({ code: 400, msg: JD_MSG.jdTypeWanted });
    expect((await set(unitAdmin, JD_TYPE.annual)).body.code).toBe(403);
    expect((await post(RC.jdType, manager, { ids: '987654', jdType: '0' })).body.code).toBe(404);
  });

  it('lists the products that did not pass (不通过列表) to management and the units concerned', async () => {
    const list = await post<Page>(RC.noPassPage, manager, { 'search.taskId_eq': unpassed.taskId });
    expect(list.body.data.content).toEqual([expect.objectContaining({ id: unpassed.recordIds[1], status: R.unpassed, taskCode: expect.any(String) })]);
    const all = await post<Page>(RC.noPassPage, inspector, { 'page.size': 200 });
    expect(all.body.data.content.every((r) => r.status === R.unpassed)).toBe(true);
    expect(all.body.data.content.map((r) => r.id)).toContain(unpassed.recordIds[1]);
    expect((await post<Page>(RC.noPassPage, otherUnit.token)).body.data.totalElements).toBe(0);
    expect((await post(RC.noPassPage, enterprise)).body.code).toBe(403);
    expect((await post(RC.noPassPage, manager, { 'page.size': 100000 })).body.code).toBe(400);
  });
});

describe('the export of records', () => {
  it('pages the rows the Excel file holds, and the file reads back with the same filters', async () => {
    const filters = { 'search.taskId_eq': unpassed.taskId };
    const page = await post<Page>(RC.exportPage, manager, filters);
    expect(page.body.data.totalElements).toBe(2);
    const r = await s.app.inject({ method: 'POST', url: RC.exportExcel, headers: { 'x-token': manager }, payload: filters });
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(String(r.headers['content-disposition'])).toContain(encodeURIComponent('监督记录.xlsx'));
    const rows = await sheetRows(r.rawPayload);
    const header = rows[0] as string[];
    expect(header).toEqual(expect.arrayContaining(['任务编号', '企业', '产品', '证书编号', '监督意见', '监督结果']));
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((row) => row[header.indexOf('监督结果')]).sort()).toEqual(['不通过', '通过']);
    expect(rows.slice(1).map((row) => row[header.indexOf('证书编号')]).sort()).toEqual(page.body.data.content.map((x) => x.certNo).sort());
    // Typed cells: the year a number, a conclusion's time an Excel date (or empty before one).
    expect(rows.slice(1).map((row) => row[header.indexOf('年度')]).sort()).toEqual(page.body.data.content.map((x) => Number(x.year)).sort());
    expect(rows.slice(1).every((row) => typeof row[header.indexOf('年度')] === 'number')).toBe(true);
    expect(rows.slice(1).every((row) => row[header.indexOf('结论时间')] === undefined || row[header.indexOf('结论时间')] instanceof Date)).toBe(true);
    // Another unit's export holds nothing of this task.
    expect(await sheetRows((await s.app.inject({ method: 'POST', url: RC.exportExcel, headers: { 'x-token': otherUnit.token }, payload: filters })).rawPayload)).toHaveLength(1);
    expect(JSON.parse((await s.app.inject({ method: 'POST', url: RC.exportExcel, headers: { 'x-token': manager }, payload: { 'search.nothing_eq': 1 } })).body)).toMatchObject({ code: 400 });
  });
});

describe('the supervised products', () => {
  it('are listed with their task, enterprise, certificate and result, searched within the caller’s scope', async () => {
    const url = (path: string, query: string) => `${path}?${query}`;
    const page = await s.call<Page>({ method: 'GET', url: url(JD_PATHS.product.page, `search.taskId_eq=${unpassed.taskId}`), token: manager });
    expect(page.body.data.totalElements).toBe(2);
    expect(page.body.data.content.map((p) => p.recordStatus).sort()).toEqual([R.passed, R.unpassed]);
    expect(page.body.data.content[0]).toMatchObject({ taskCode: expect.any(String), orgName: '深圳市鹏城绿源农业发展有限公司', certNo: expect.any(String), productName: expect.any(String), planName: expect.any(String) });
    const failed = await s.call<Row[]>({ method: 'GET', url: url(JD_PATHS.product.lst, `search.taskId_eq=${unpassed.taskId}&search.recordStatus_eq=${R.unpassed}`), token: inspector });
    expect(failed.body.data.map((p) => p.id)).toEqual([unpassed.prodIds[1]]);
    expect((await s.call<Page>({ method: 'GET', url: url(JD_PATHS.product.page, `search.taskId_eq=${unpassed.taskId}`), token: enterprise })).body.data.totalElements).toBe(2);
    expect((await s.call<Page>({ method: 'GET', url: url(JD_PATHS.product.page, `search.taskId_eq=${unpassed.taskId}`), token: otherUnit.token })).body.data.totalElements).toBe(0);
    expect((await s.call({ method: 'GET', url: url(JD_PATHS.product.page, 'search.remark_like=x'), token: manager })).body.code).toBe(400);
  });
});
