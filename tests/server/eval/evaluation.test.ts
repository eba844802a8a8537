/**
 * The evaluation application through the calls of §7.6: the enterprise drafts and submits, management
 * accepts or returns it and assigns an institution, the institution accepts the task and names its
 * team, and so on; each call refuses bad input, the wrong role and another organisation's record,
 * and changes nothing when it refuses. The demo world holds an application in every status.
 */
import { EVAL_TEAM_MSG } from '../../../server/modules/eval/team';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_STATUS, CODE_LISTS, EVAL_PRODUCT_STATUS, EVAL_STATUS, EVAL_TYPE, PRODUCT_REVIEW, STAFF_VERIFY } from '../../../src/domain/codes';
import { EVAL_APPLICABLE_PATHS, EVAL_MSG, evalAnnexRequired, productAbsenceNote, type ApplicableAnswer, type EvalUnitStaff } from '../../../src/domain/resources/evaluation';
import { WORKFLOW_TEXT } from '../../../src/domain/workflows/engine';
import { EVAL_ASSIGN_FIELDS, EVAL_DECLARATION, evaluationFlow } from '../../../src/domain/workflows/evaluation';
import { flowLog, sysOrg, sysUser, unitStaff, zpCert, zpEval, zpEvalProduct, zpProduct } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;

describe('evaluation applications', () => {
  let s: TestServer;
  let ent: string;
  let mng: string;
  let unit: string;
  let tester: string;
  let productId: number;
  let placeId: number;
  let evalId: number;
  let unitOrgId: number;

  const statusOf = async (id: number) => (await s.database.db.select({ v: zpEval.status }).from(zpEval).where(eq(zpEval.id, id)))[0].v;
  const move = (token: string, action: string, extra: Row = {}) => s.call<{ status: number }>({ method: 'POST', url: '/api/eval/base/process/move', token, payload: { id: evalId, action, ...extra } });

  beforeAll(async () => {
    s = await startTestServer();
    [ent, mng, unit, tester] = await Promise.all(['enterprise', 'manager', 'evaluator', 'tester'].map((u) => s.signIn(u)));
    const [evaluator] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'evaluator'));
    unitOrgId = evaluator.orgId as number;
    // A product of the demo enterprise that passed review and is in no application yet.
    const places = await s.call<{ id: number }[]>({ method: 'POST', url: '/api/zpplace/lst', token: ent });
    placeId = places.body.data[0].id;
    const categories = await s.call<{ id: number }[]>({ method: 'POST', url: '/api/pro/category/lst?search.leaf_eq=true', token: ent });
    const created = await s.call<{ id: number }>({ method: 'PUT', url: '/api/zpproduct', token: ent, payload: { name: '绿源有机菜心', productType: '0', categoryId: categories.body.data[0].id, spec: '500', placeIds: String(placeId) } });
    productId = created.body.data.id;
    await s.database.db.update(zpProduct).set({ reviewStatus: PRODUCT_REVIEW.passed }).where(eq(zpProduct.id, productId));
  });
  afterAll(async () => s?.close());

  it('the demo world holds an application in every status, each with a history that leads there', async () => {
    const rows = await s.database.db.select({ id: zpEval.id, status: zpEval.status, createBy: zpEval.createBy }).from(zpEval);
    const statuses = new Set(rows.map((r) => r.status));
    for (const item of CODE_LISTS.evalStatus.items) expect(statuses, item.label).toContain(Number(item.value));
    // One made in the portal (the history's were brought over without one).
    const passed = rows.find((r) => r.status === EVAL_STATUS.passed && r.createBy !== null)!;
    const history = await s.database.db.select().from(flowLog).where(eq(flowLog.recordId, passed.id));
    expect(history.filter((h) => h.flowKey === 'evaluation').at(-1)).toMatchObject({ toStatus: EVAL_STATUS.passed });
  });

  it('each side lists what it may see: the enterprise its own, the institution what is assigned to it, management all', async () => {
    const all = (await s.call<{ content: Row[]; totalElements: number }>({ method: 'POST', url: '/api/eval/base/page?page.size=500', token: mng })).body.data;
    const own = (await s.call<{ content: Row[] }>({ method: 'POST', url: '/api/eval/base/page?page.size=500', token: ent })).body.data.content;
    const assigned = (await s.call<{ content: Row[] }>({ method: 'POST', url: '/api/eval/base/page?page.size=500', token: unit })).body.data.content;
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.orgId)).size).toBe(1);
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.every((r) => r.unitId === unitOrgId || r.testUnitId === unitOrgId)).toBe(true);
    expect(all.totalElements).toBeGreaterThan(own.length);
    expect(own[0]).toMatchObject({ orgName: expect.any(String), productNames: expect.any(String) });
  });

  it('a draft needs products that passed review and places of the enterprise itself', async () => {
    const base = { evalType: '0', evalField: '2', contact: '王建华', phone: '13912345678' };
    const none = await s.call({ method: 'PUT', url: '/api/eval/base', token: ent, payload: { ...base, productIds: '', placeIds: String(placeId) } });
    expect(none.body).toMatchObject({ code: 400, msg: expect.stringContaining('申报产品') });
    const [draftProduct] = await s.database.db.select({ id: zpProduct.id }).from(zpProduct).where(eq(zpProduct.reviewStatus, PRODUCT_REVIEW.draft)).limit(1);
    const notPassed = await s.call({ method: 'PUT', url: '/api/eval/base', token: ent, payload: { ...base, productIds: String(draftProduct.id), placeIds: String(placeId) } });
    expect(notPassed.body.code).toBe(400);
    const badPhone = await s.call({ method: 'PUT', url: '/api/eval/base', token: ent, payload: { ...base, phone: 'abc', productIds: String(productId), placeIds: String(placeId) } });
    expect(badPhone.body).toMatchObject({ code: 400, msg: expect.stringContaining('联系电话') });
    const created = await s.call<Row>({ method: 'PUT', url: '/api/eval/base', token: ent, payload: { ...base, productIds: String(productId), placeIds: String(placeId) } });
    expect(created.body.code, created.body.msg).toBe(200);
    expect(created.body.data).toMatchObject({ status: EVAL_STATUS.draft, code: expect.stringMatching(/^PJ\d{8}$/) });
    evalId = created.body.data.id as number;
    const again = await s.call({ method: 'PUT', url: '/api/eval/base', token: ent, payload: { ...base, productIds: String(productId), placeIds: String(placeId) } });
    expect(again.body).toMatchObject({ code: 400, msg: EVAL_MSG.productElsewhere('绿源有机菜心') });
  });

  it('offers a new application only the types and products it may choose, and says why the rest are absent', async () => {
    const db = s.database.db;
    const [me] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    const orgId = me.orgId as number;
    // A passed product of the enterprise with a valid certificate, in no application.
    const [certified] = await db.insert(zpProduct).values({ ...(await db.select().from(zpProduct).where(eq(zpProduct.id, productId)))[0], id: undefined, name: '绿源已获证菜心' }).returning({ id: zpProduct.id });
    await db.insert(zpCert).values({ certNo: 'SZP-TEST-000001', orgId, productId: certified.id, status: CERT_STATUS.valid });
    const certs = await db.select({ productId: zpCert.productId, status: zpCert.status }).from(zpCert).where(eq(zpCert.orgId, orgId));
    const holds = certs.some((c) => c.status === CERT_STATUS.valid || c.status === CERT_STATUS.suspended);
    const types = await s.call<ApplicableAnswer<string>>({ method: 'GET', url: EVAL_APPLICABLE_PATHS.types, token: ent });
    expect(types.body.code, types.body.msg).toBe(200);
    expect(types.body.data.values).toEqual(holds ? ['0', '1', '2', '3'] : ['0']);
    expect(types.body.data.values).not.toContain(String(EVAL_TYPE.annual));
    // Management names the enterprise; before that there is nothing to offer. An institution does not apply.
    expect((await s.call<ApplicableAnswer<string>>({ method: 'GET', url: EVAL_APPLICABLE_PATHS.types, token: mng })).body.data).toEqual({ values: [], note: null });
    expect((await s.call<ApplicableAnswer<string>>({ method: 'GET', url: `${EVAL_APPLICABLE_PATHS.types}?orgId=${orgId}`, token: mng })).body.data.values).toEqual(types.body.data.values);
    expect((await s.call({ method: 'GET', url: EVAL_APPLICABLE_PATHS.types, token: unit })).body.code).toBe(403);
    expect((await s.call({ method: 'GET', url: `${EVAL_APPLICABLE_PATHS.products}?orgId=${unitOrgId}`, token: mng })).body).toMatchObject({ code: 400, msg: EVAL_MSG.orgNeeded });

    // The products: the draft made above holds one; certified ones are out for a first evaluation only.
    const first = (await s.call<ApplicableAnswer>({ method: 'GET', url: `${EVAL_APPLICABLE_PATHS.products}?evalType=0`, token: ent })).body.data;
    const repeat = (await s.call<ApplicableAnswer>({ method: 'GET', url: `${EVAL_APPLICABLE_PATHS.products}?evalType=1`, token: ent })).body.data;
    expect(first.values).not.toContain(productId);
    expect(first.note).toMatch(/^\d+ 个产品未列出：.*\d+ 个在进行中的申请中/);
    const standing = new Set(certs.filter((c) => c.status === CERT_STATUS.valid || c.status === CERT_STATUS.suspended).map((c) => c.productId));
    expect(first.values.some((id) => standing.has(id))).toBe(false);
    const freeCertified = repeat.values.filter((id) => standing.has(id));
    expect(freeCertified).toContain(certified.id);
    expect(first.note).toContain('个已获证');
    // Forged input meets the same rule on the server.
    const forged = await s.call({ method: 'PUT', url: '/api/eval/base', token: ent, payload: { evalType: '0', evalField: '2', contact: '王建华', phone: '13912345678', productIds: String(certified.id), placeIds: String(placeId) } });
    expect(forged.body).toMatchObject({ code: 400, msg: expect.stringContaining('已获得圳品证书') });
    expect(productAbsenceNote({ inOpen: 2, certified: 1, notPassed: 0 })).toBe('3 个产品未列出：2 个在进行中的申请中，1 个已获证');
    // 年度监督 is never applied for; a repeat needs a certificate.
    const annual = await s.call({ method: 'PUT', url: '/api/eval/base', token: ent, payload: { evalType: '4', evalField: '2', contact: '王建华', phone: '13912345678', productIds: String(productId), placeIds: String(placeId) } });
    expect(annual.body).toMatchObject({ code: 400, msg: EVAL_MSG.typeAnnual });
  });

  it('another organisation (an institution it is not assigned to) neither sees nor moves the application', async () => {
    expect((await s.call({ method: 'GET', url: `/api/eval/base/${evalId}`, token: unit })).body.code).toBe(404);
    expect((await move(unit, 'submit')).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: `/api/eval/place/getPlaceProLst?evalId=${evalId}`, token: unit })).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: `/api/eval/product/lst?id=${evalId}`, token: tester })).body.code).toBe(404);
    expect(await statusOf(evalId)).toBe(EVAL_STATUS.draft);
  });

  it('the enterprise submits; its products are submitted with it; management returns it with a reason through rejectApply', async () => {
    expect((await s.call({ method: 'POST', url: '/api/eval/base/status', token: mng, payload: { ids: [evalId], status: EVAL_STATUS.release } })).body.code).toBe(403);
    const undeclared = await s.call({ method: 'POST', url: '/api/eval/base/status', token: ent, payload: { ids: [evalId], status: EVAL_STATUS.release } });
    expect(undeclared.body).toMatchObject({ code: 400, msg: WORKFLOW_TEXT.declarationRequired });
    const submitted = await s.call({ method: 'POST', url: '/api/eval/base/status', token: ent, payload: { ids: [evalId], status: EVAL_STATUS.release, values: { declared: true } } });
    expect(submitted.body.code, submitted.body.msg).toBe(200);
    // The declaration is kept word for word with the move.
    const [logged] = await s.database.db.select().from(flowLog).where(and(eq(flowLog.flowKey, evaluationFlow.key), eq(flowLog.recordId, evalId), eq(flowLog.action, 'submit')));
    expect(logged.opinion).toContain(EVAL_DECLARATION);
    const [product] = await s.database.db.select().from(zpEvalProduct).where(eq(zpEvalProduct.evalId, evalId));
    expect(product.status).toBe(EVAL_PRODUCT_STATUS.submitted);
    expect((await s.call({ method: 'PUT', url: `/api/eval/base/${evalId}`, token: ent, payload: { contact: '李婷' } })).body.code).toBe(400);
    const noReason = await s.call({ method: 'POST', url: '/api/eval/base/rejectApply', token: mng, payload: { id: evalId } });
    expect(noReason.body).toMatchObject({ code: 400, msg: expect.stringContaining('意见') });
    expect((await s.call({ method: 'POST', url: '/api/eval/base/rejectApply', token: ent, payload: { id: evalId, opinion: '自己退' } })).body.code).toBe(403);
    const returned = await s.call({ method: 'POST', url: '/api/eval/base/rejectApply', token: mng, payload: { id: evalId, opinion: '请补充联系人手机号' } });
    expect(returned.body.code, returned.body.msg).toBe(200);
    expect(await statusOf(evalId)).toBe(EVAL_STATUS.refill);
    expect((await s.call({ method: 'PUT', url: `/api/eval/base/${evalId}`, token: ent, payload: { contact: '李婷' } })).body.code).toBe(200);
    expect((await move(ent, 'submit', { values: { declared: true } })).body.code).toBe(200);
  });

  it('management accepts and assigns an evaluation institution (only one) and a testing unit; the institution is told', async () => {
    expect((await move(mng, 'accept')).body.code).toBe(200);
    const [tests] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'tester'));
    const noUnit = await move(mng, 'assign', { values: {} });
    expect(noUnit.body).toMatchObject({ code: 400, msg: expect.stringContaining('评价机构') });
    const wrongType = await move(mng, 'assign', { values: { unitId: tests.orgId } });
    expect(wrongType.body).toMatchObject({ code: 400, msg: expect.stringContaining('评价机构') });
    expect(await statusOf(evalId)).toBe(EVAL_STATUS.checkResult);
    const assigned = await move(mng, 'assign', { values: { unitId: unitOrgId, testUnitId: tests.orgId } });
    expect(assigned.body.code, assigned.body.msg).toBe(200);
    const [row] = await s.database.db.select().from(zpEval).where(eq(zpEval.id, evalId));
    expect(row).toMatchObject({ status: EVAL_STATUS.confirmUnit, unitId: unitOrgId, testUnitId: tests.orgId });
    const todo = await s.call<{ items: { title: string; route: string }[] }>({ method: 'POST', url: '/api/index/todoTaskList/flow', token: unit });
    expect(todo.body.data.items.some((i) => i.route === `/views/eval-list?id=${evalId}`)).toBe(true);
    // The testing unit sees the application but moves nothing in it.
    expect((await s.call({ method: 'GET', url: `/api/eval/base/${evalId}`, token: tester })).body.code).toBe(200);
    expect((await move(tester, 'acceptTask', { values: { leaderName: '周晓燕' } })).body.code).toBe(403);
  });

  it('the unit pickers of 分配评价任务 offer only units of their type: whole codes of the comma list, in any order', async () => {
    const db = s.database.db;
    // An organisation that evaluates, tests and supervises ('2,4,5'), and one that supervises only.
    const [all] = await db.insert(sysOrg).values({ name: '深圳市三合一检验评价中心', type: '2,4,5' }).returning({ id: sysOrg.id });
    const [sup] = await db.insert(sysOrg).values({ name: '深圳市单一监督所', type: '5' }).returning({ id: sysOrg.id });
    const list = async (where: Record<string, string>) =>
      (await s.call<{ id: number; type: string }[]>({ method: 'POST', url: '/api/zpunit/lst', token: mng, payload: Object.fromEntries(Object.entries(where).map(([k, v]) => [`search.${k}`, v])) })).body.data;
    for (const [code, where] of [['2', EVAL_ASSIGN_FIELDS.fields.unitId.ref!.where!], ['4', EVAL_ASSIGN_FIELDS.fields.testUnitId.ref!.where!]] as const) {
      const offered = await list(where);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.every((u) => u.type.split(',').includes(code)), `type ${code}: ${offered.map((u) => u.type).join(' ')}`).toBe(true);
      expect(offered.some((u) => u.id === all.id)).toBe(true);
      expect(offered.some((u) => u.id === sup.id)).toBe(false);
    }
    // Several codes: every one held, whatever lies between them in the stored text (a substring match missed this).
    expect((await list({ type_like: '2,5' })).map((u) => u.id)).toEqual([all.id]);
    expect((await list({ type_like: '5,2' })).map((u) => u.id)).toEqual([all.id]);
  });

  it('unitStaff answers the assigned institution its verified staff with unexpired certificates, one entry a person', async () => {
    const r = await s.call<EvalUnitStaff[]>({ method: 'GET', url: `${EVAL_APPLICABLE_PATHS.unitStaff}?evalId=${evalId}`, token: unit });
    expect(r.body.code, r.body.msg).toBe(200);
    const rows = await s.database.db.select().from(unitStaff).where(eq(unitStaff.orgId, unitOrgId));
    const today = new Date().toISOString().slice(0, 10);
    const expected = [...new Set(rows.filter((x) => x.status === STAFF_VERIFY.verified && x.certExpire >= today).map((x) => x.name))].sort();
    expect(r.body.data.map((x) => x.name).sort()).toEqual(expected);
    expect(r.body.data.every((x) => x.qualifications.length > 0 && x.certExpire >= today)).toBe(true);
    // A staff member not yet verified is not offered.
    await s.database.db.insert(unitStaff).values({ orgId: unitOrgId, name: '待核验人员', qualification: 1, certNo: 'X-1', certExpire: '2099-12-31', status: STAFF_VERIFY.pending });
    expect((await s.call<EvalUnitStaff[]>({ method: 'GET', url: `${EVAL_APPLICABLE_PATHS.unitStaff}?evalId=${evalId}`, token: unit })).body.data.some((x) => x.name === '待核验人员')).toBe(false);
    expect((await s.call({ method: 'GET', url: `${EVAL_APPLICABLE_PATHS.unitStaff}?evalId=${evalId}`, token: mng })).body.code).toBe(200);
    expect((await s.call({ method: 'GET', url: `${EVAL_APPLICABLE_PATHS.unitStaff}?evalId=${evalId}`, token: ent })).body.code).toBe(403);
    expect((await s.call({ method: 'GET', url: `${EVAL_APPLICABLE_PATHS.unitStaff}?evalId=abc`, token: unit })).body.code).toBe(400);
  });

  it('the institution accepts the task with its team, and may change the team later with staffSave', async () => {
    expect((await s.call({ method: 'PUT', url: '/api/eval/base/staffSave', token: unit, payload: { id: evalId, leaderName: '林嘉怡' } })).body.code).toBe(400);
    // The team is the institution's verified staff: anyone else is refused, naming the field.
    const stranger = await move(unit, 'acceptTask', { values: { leaderName: '林嘉怡', memberNames: '李明' } });
    expect(stranger.body).toMatchObject({ code: 400, msg: EVAL_TEAM_MSG.leader });
    expect(await statusOf(evalId)).toBe(EVAL_STATUS.confirmUnit);
    const accepted = await move(unit, 'acceptTask', { values: { leaderName: '陈立新', memberNames: '李明' } });
    expect(accepted.body.code, accepted.body.msg).toBe(200);
    const badName = await s.call({ method: 'PUT', url: '/api/eval/base/staffSave', token: unit, payload: { id: evalId, leaderName: 'x1' } });
    expect(badName.body).toMatchObject({ code: 400, msg: expect.stringContaining('评价组长') });
    expect((await s.call({ method: 'PUT', url: '/api/eval/base/staffSave', token: mng, payload: { id: evalId, leaderName: '陈志强' } })).body.code).toBe(403);
    expect((await s.call({ method: 'PUT', url: '/api/eval/base/staffSave', token: unit, payload: { id: evalId, leaderName: '陈志强', memberNames: '赵敏' } })).body).toMatchObject({ code: 400, msg: EVAL_TEAM_MSG.members('赵敏') });
    expect((await s.call({ method: 'PUT', url: '/api/eval/base/staffSave', token: unit, payload: { id: evalId, leaderName: '陈志强', memberNames: '李明,陈立新' } })).body.code).toBe(200);
    const [row] = await s.database.db.select().from(zpEval).where(eq(zpEval.id, evalId));
    expect(row).toMatchObject({ status: EVAL_STATUS.materials, leaderName: '陈志强', memberNames: '李明,陈立新' });
  });

  it('a move not in the table from the current status changes nothing and names the status', async () => {
    const r = await move(mng, 'technicalPass');
    expect(r.body).toMatchObject({ code: 400, msg: expect.stringContaining('待提交材料') });
    expect(await statusOf(evalId)).toBe(EVAL_STATUS.materials);
    const bad = await s.call({ method: 'POST', url: '/api/eval/base/status', token: mng, payload: { ids: [evalId], status: 'x' } });
    expect(bad.body.code).toBe(400);
  });

  it('takes the materials only when every required group holds a file, and says so before the click', async () => {
    const flow = await s.call<{ actions: { action: string; blockedBy: { text: string; work: string | null; page: string | null }[] }[]; work: { key: string; done: boolean; page: string }[] }>({ method: 'GET', url: `/api/eval/base/process/flow?id=${evalId}`, token: ent });
    const submitMaterials = flow.body.data.actions.find((a) => a.action === 'submitMaterials');
    expect(submitMaterials?.blockedBy).toEqual([{ text: expect.stringContaining(evaluationFlow.guards?.materialsFiled.text ?? '?'), work: 'materials', page: `/views/eval-list?id=${evalId}` }]);
    expect(submitMaterials?.blockedBy[0].text).toContain('评价申请书');
    expect(flow.body.data.work).toEqual([{ key: 'materials', label: '评价材料', page: `/views/eval-list?id=${evalId}`, done: false }]);
    const refused = await move(ent, 'submitMaterials');
    expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining('评价申请书') });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const boundary = '----zpEvalMaterials';
    for (const group of evalAnnexRequired('0')) {
      const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${group}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const file = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=doc', token: ent, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      expect((await s.call({ method: 'POST', url: '/api/eval/mat_item/upd_annex', token: ent, payload: { evalId, groupKey: group, annexIds: String(file.body.data.id) } })).body.code).toBe(200);
    }
    const ready = await s.call<{ actions: { action: string; blockedBy: unknown[] }[] }>({ method: 'GET', url: `/api/eval/base/process/flow?id=${evalId}`, token: ent });
    expect(ready.body.data.actions.find((a) => a.action === 'submitMaterials')?.blockedBy).toEqual([]);
    expect((await move(ent, 'submitMaterials')).body).toMatchObject({ code: 200, msg: '材料已提交' });
    expect(await statusOf(evalId)).toBe(EVAL_STATUS.acceptReview);
  });

  it('answers the current application, an organisation\'s applications, the products and the places with what each produces', async () => {
    const cur = await s.call<Row>({ method: 'GET', url: '/api/eval/base/cur', token: ent });
    expect(cur.body.data).toMatchObject({ id: evalId });
    const [e] = await s.database.db.select({ orgId: zpEval.orgId }).from(zpEval).where(eq(zpEval.id, evalId));
    const byOrg = await s.call<Row[]>({ method: 'GET', url: `/api/eval/base/org?orgId=${e.orgId}`, token: mng });
    expect(byOrg.body.data.some((r) => r.id === evalId)).toBe(true);
    expect((await s.call({ method: 'GET', url: '/api/eval/base/org?orgId=abc', token: mng })).body.code).toBe(400);
    const products = await s.call<Row[]>({ method: 'GET', url: `/api/eval/product/lst?id=${evalId}`, token: unit });
    expect(products.body.data).toEqual([expect.objectContaining({ productId, productName: '绿源有机菜心', status: EVAL_PRODUCT_STATUS.submitted })]);
    expect(await statusOf(evalId)).toBe(EVAL_STATUS.acceptReview);
    const places = await s.call<Row[]>({ method: 'GET', url: `/api/eval/place/getPlaceProLst?evalId=${evalId}`, token: ent });
    expect(places.body.data).toEqual([expect.objectContaining({ id: placeId, productNames: '绿源有机菜心' })]);
  });

  it('a multi-id status call is all or nothing', async () => {
    const [other] = await s.database.db.select({ id: zpEval.id }).from(zpEval).where(eq(zpEval.status, EVAL_STATUS.release)).limit(1);
    const r = await s.call({ method: 'POST', url: '/api/eval/base/status', token: mng, payload: { ids: [other.id, evalId], status: EVAL_STATUS.checkResult } });
    expect(r.body.code).toBe(400);
    expect(await statusOf(other.id)).toBe(EVAL_STATUS.release);
  });

  it('a draft is deleted only as a draft', async () => {
    expect((await s.call({ method: 'DELETE', url: `/api/eval/base?ids=${evalId}`, token: ent })).body.code).toBe(400);
  });
});
