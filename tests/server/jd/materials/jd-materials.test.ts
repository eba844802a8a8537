/**
 * The documents of the review and the materials of a supervision task: the enterprise's evaluation
 * documents copied in on first ask and brought up to date on site, the materials filed per group
 * with their archive checklist and archive, earlier materials referenced, one file of the task
 * downloaded. Every call: success, bad input (a 400 naming what is wrong), the wrong role (403),
 * another supervision unit (404, like a missing record), a status that does not allow it, and
 * nothing changes when it refuses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_STATUS, JD_TASK_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { EVAL_ANNEX_GROUPS } from '../../../../src/domain/resources/evaluation';
import { JD_MAT_GROUPS, JD_MSG, JD_PATHS, type JdDocAnnexForm, type JdMat, type JdMatChecklist, type JdMatItem, type JdRefSite } from '../../../../src/domain/resources/jd';
import { fileBaseInfo, jdDocAnnex, jdMat, jdMatItem, jdSite, jdTask, zpCert, zpEvalAnnex } from '../../../../server/db/schema';
import { refTokens } from '../../../../src/domain/resource';
import { actor, multipartFile, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt, type JdWorld } from '../../jdFixtures';

const S = JD_TASK_STATUS;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

type Row = Record<string, unknown>;

describe('supervision documents and materials', () => {
  let s: TestServer;
  /** Tokens: the supervision centre's inspector and administrator, the testing unit, the enterprise, management, another supervision unit, a role without the task list. */
  let inspector: string, jd1: string, tester: string, ent: string, manager: string, otherUnit: string, noPerm: string;
  let w: JdWorld;
  let onSiteId: number;
  const files: Record<string, number> = {};

  const upload = async (token: string, name: string, bytes: Buffer, mime: string) => {
    const r = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload', token, ...multipartFile(name, bytes, mime) });
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data.id;
  };
  const docForm = (token: string, id: unknown = onSiteId) => s.call<JdDocAnnexForm>({ method: 'GET', url: `${JD_PATHS.docAnnex.items}?onSiteId=${String(id)}`, token });
  const saveDocs = (token: string, payload: Row) => s.call<JdDocAnnexForm>({ method: 'POST', url: JD_PATHS.docAnnex.batchSave, token, payload });
  const mat = (token: string, id: unknown = onSiteId) => s.call<JdMat>({ method: 'GET', url: `${JD_PATHS.mat.onSite}/${String(id)}`, token });
  const fileItem = (token: string, payload: Row) => s.call<JdMat>({ method: 'POST', url: JD_PATHS.matItem.updAnnex, token, payload: { onSiteId, ...payload } });
  const getGd = (token: string, query: string) => s.call<JdMatChecklist>({ method: 'GET', url: `${JD_PATHS.mat.getGd}?${query}`, token });
  const stored = async (siteId = onSiteId) => JSON.stringify({ docs: await s.database.db.select().from(jdDocAnnex).where(eq(jdDocAnnex.siteId, siteId)).orderBy(jdDocAnnex.id), mats: await s.database.db.select().from(jdMat).where(eq(jdMat.siteId, siteId)), items: await s.database.db.select().from(jdMatItem).where(eq(jdMatItem.siteId, siteId)).orderBy(jdMatItem.id) });
  const setStatus = (taskId: number, status: number) => s.database.db.update(jdTask).set({ status }).where(eq(jdTask.id, taskId));

  beforeAll(async () => {
    s = await startTestServer();
    [inspector, jd1, tester, ent, manager] = await Promise.all(['inspector', 'jd1_admin', 'tester', 'enterprise', 'manager'].map((u) => s.signIn(u)));
    otherUnit = (await actor(s.database.db, 'jd9_admin', '5', 'R_UNIT_ADMIN', [PERMS.jdTask.task, PERMS.jdTask.unitTask])).token;
    noPerm = (await actor(s.database.db, 'no_jd_user', '3', 'R_NO_JD', [PERMS.evalApply.list])).token;
    w = await jdTaskAt(s.database.db, S.siteSupervision);
    onSiteId = w.siteId as number;
    files.unitPdf = await upload(inspector, '首次会议签到表.pdf', PDF('sign in'), 'application/pdf');
    files.unitPng = await upload(jd1, '现场检查.png', PNG, 'image/png');
    files.unitPdf2 = await upload(inspector, '末次会议记录.pdf', PDF('last meeting'), 'application/pdf');
    files.testerPdf = await upload(tester, '检测报告.pdf', PDF('test report'), 'application/pdf');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  describe('documents for the review (doc_annex)', () => {
    it("copies, on the first ask, the files the enterprise filed for the evaluation behind the task's certificates, group by group in order", async () => {
      const evalIds = (await s.database.db.select({ evalId: zpCert.evalId }).from(zpCert).where(inArray(zpCert.id, w.certIds))).map((c) => c.evalId).filter((id): id is number => id !== null);
      expect(evalIds.length, 'the demo enterprise has an evaluated certificate among the first two').toBeGreaterThan(0);
      const filed = await s.database.db.select().from(zpEvalAnnex).where(inArray(zpEvalAnnex.evalId, evalIds));
      const r = await docForm(inspector);
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data).toMatchObject({ onSiteId, taskId: w.taskId, taskStatus: S.siteSupervision });
      expect(r.body.data.groups.map((g) => g.label)).toEqual(EVAL_ANNEX_GROUPS.map((g) => g.label));
      for (const g of r.body.data.groups) {
        const expected = [...new Set(filed.filter((f) => f.groupKey === g.groupKey).flatMap((f) => refTokens(f.annexIds).map(Number)))];
        expect(g.files.map((f) => f.id), g.label).toEqual(expected);
      }
      const profile = r.body.data.groups.find((g) => g.groupKey === 'profile');
      expect(profile?.files[0]).toMatchObject({ name: expect.stringMatching(/\.pdf$/), url: `${JD_PATHS.mat.download}?taskId=${w.taskId}&id=${profile?.files[0].id}` });
    });

    it('copies once: what the enterprise files later does not overwrite the review, and every reader sees the same', async () => {
      const before = await stored();
      await s.database.db.update(zpEvalAnnex).set({ annexIds: String(files.unitPdf) }).where(eq(zpEvalAnnex.groupKey, 'profile'));
      for (const token of [inspector, ent, manager, tester]) expect((await docForm(token)).body.code).toBe(200);
      expect(await stored()).toBe(before);
    });

    it('starts empty for certificates without an evaluation', async () => {
      const [plain] = await s.database.db.select({ id: zpCert.id }).from(zpCert).where(and(eq(zpCert.orgId, w.orgId), eq(zpCert.status, 0)));
      const old = await jdTaskAt(s.database.db, S.siteSupervision, { certIds: [plain.id] });
      const [cert] = await s.database.db.select({ evalId: zpCert.evalId }).from(zpCert).where(eq(zpCert.id, plain.id));
      const r = await docForm(inspector, old.siteId);
      expect(r.body.code, r.body.msg).toBe(200);
      if (cert.evalId === null) expect(r.body.data.groups.every((g) => g.files.length === 0)).toBe(true);
    });

    it('refuses a bad on-site record id (400), another supervision unit and a missing record (404), a role without the task list (403)', async () => {
      expect((await docForm(inspector, 'abc')).body).toMatchObject({ code: 400, msg: '参数 onSiteId 必须是数字' });
      expect((await s.call({ method: 'GET', url: JD_PATHS.docAnnex.items, token: inspector })).body).toMatchObject({ code: 400, msg: '参数 onSiteId 不能为空' });
      expect((await docForm(otherUnit)).body.code).toBe(404);
      expect((await docForm(inspector, 99_999_999)).body.code).toBe(404);
      expect((await docForm(inspector, 99_999_999_999)).body.code).toBe(404);
      expect((await docForm(noPerm)).body.code).toBe(403);
    });

    it('brings groups up to date on site: the whole list per group, the copied files kept, a remark left out stays', async () => {
      const before = (await docForm(inspector)).body.data;
      const copied = before.groups.find((g) => g.groupKey === 'profile')?.files.map((f) => f.id) ?? [];
      const r = await saveDocs(inspector, { onSiteId, items: [{ groupKey: 'profile', annexIds: [...copied, files.unitPdf].join(','), remark: '营业执照已核对原件' }, { groupKey: 'staff', annexIds: [files.unitPng] }] });
      expect(r.body.code, r.body.msg).toBe(200);
      const profile = r.body.data.groups.find((g) => g.groupKey === 'profile');
      expect(profile).toMatchObject({ annexIds: [...copied, files.unitPdf].join(','), remark: '营业执照已核对原件' });
      expect(r.body.data.groups.find((g) => g.groupKey === 'staff')?.files.map((f) => f.name)).toEqual(['现场检查.png']);
      // A copied file moves to another group (it is the record's already), the remark stays when not sent.
      const moved = await saveDocs(jd1, { onSiteId, items: [{ groupKey: 'profile', annexIds: String(files.unitPdf) }, { groupKey: 'otherMaterial', annexIds: copied }] });
      expect(moved.body.code, moved.body.msg).toBe(200);
      expect(moved.body.data.groups.find((g) => g.groupKey === 'profile')).toMatchObject({ annexIds: String(files.unitPdf), remark: '营业执照已核对原件' });
      expect(moved.body.data.groups.find((g) => g.groupKey === 'otherMaterial')?.files.map((f) => f.id)).toEqual(copied);
      const cleared = await saveDocs(inspector, { onSiteId, items: [{ groupKey: 'profile', annexIds: String(files.unitPdf), remark: '' }] });
      expect(cleared.body.data.groups.find((g) => g.groupKey === 'profile')?.remark).toBeNull();
    });

    it('refuses bad input with the field named, and nothing changes', async () => {
      const before = await stored();
      const cases: [Row, string | RegExp][] = [
        [{ onSiteId, items: [] }, '文件分组：请至少提交一个分组'],
        [{ onSiteId, items: 'profile' }, '文件分组：请至少提交一个分组'],
        [{ onSiteId, items: [{ groupKey: 'nope', annexIds: '' }] }, JD_MSG.matGroupUnknown('文件分组', 'nope')],
        [{ onSiteId, items: [{ annexIds: '' }] }, '文件分组：请选择'],
        [{ onSiteId, items: [{ groupKey: 'staff' }, { groupKey: 'staff' }] }, JD_MSG.matGroupTwice('人员情况')],
        [{ onSiteId, items: [{ groupKey: 'staff', annexIds: 'x,1' }] }, JD_MSG.badAnnexIds('文件')],
        [{ onSiteId, items: [{ groupKey: 'staff', annexIds: { id: 1 } }] }, JD_MSG.badAnnexIds('文件')],
        [{ onSiteId, items: [{ groupKey: 'staff', annexIds: Array.from({ length: 51 }, (_v, i) => i + 1) }] }, JD_MSG.tooManyFiles('文件', 50)],
        [{ onSiteId, items: [{ groupKey: 'staff', annexIds: String(files.testerPdf) }] }, JD_MSG.filesUnusable('文件')],
        [{ onSiteId, items: [{ groupKey: 'staff', annexIds: '', remark: 'x'.repeat(501) }] }, '说明：最多 500 个字符'],
        [{ items: [{ groupKey: 'staff' }] }, '参数 onSiteId 不能为空'],
      ];
      for (const [payload, msg] of cases) expect((await saveDocs(inspector, payload)).body, JSON.stringify(payload).slice(0, 80)).toMatchObject({ code: 400, msg });
      expect(await stored()).toBe(before);
    });

    it('is written by the assigned unit alone (403 for the enterprise, the testing unit and management; 404 for another unit), on site only', async () => {
      const before = await stored();
      const payload = { onSiteId, items: [{ groupKey: 'staff', annexIds: '' }] };
      expect((await saveDocs(ent, payload)).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
      expect((await saveDocs(tester, payload)).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
      expect((await saveDocs(manager, payload)).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
      expect((await saveDocs(otherUnit, payload)).body.code).toBe(404);
      expect((await saveDocs(noPerm, payload)).body.code).toBe(403);
      await setStatus(w.taskId, S.submitDoc);
      expect((await saveDocs(inspector, payload)).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待文件核查') });
      await setStatus(w.taskId, S.siteSupervision);
      expect(await stored()).toBe(before);
    });
  });

  describe('materials (mat, mat_item)', () => {
    let matId: number;
    let items: JdMatItem[];

    it('makes the materials on first ask: one item per group in order, with whether it is required', async () => {
      const r = await mat(ent);
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data).toMatchObject({ onSiteId, taskId: w.taskId, archived: false, archiveTime: null, refSiteId: null, remark: null });
      expect(r.body.data.items.map((i) => [i.groupKey, i.label, i.required, i.files.length])).toEqual(JD_MAT_GROUPS.map((g) => [g.key, g.label, g.required, 0]));
      matId = r.body.data.id;
      items = [...r.body.data.items];
      expect((await mat(inspector)).body.data.id).toBe(matId);
      expect((await s.database.db.select().from(jdMat).where(eq(jdMat.siteId, onSiteId))).length).toBe(1);
    });

    it('refuses a bad id (400), another unit or a missing record (404), a role without the task list (403)', async () => {
      expect((await mat(inspector, 'x1')).body).toMatchObject({ code: 400, msg: '参数 id 必须是数字' });
      expect((await mat(otherUnit)).body.code).toBe(404);
      expect((await mat(inspector, 88_888_888)).body.code).toBe(404);
      expect((await mat(noPerm)).body.code).toBe(403);
    });

    it("files an item's files (its whole list), which everyone who sees the task can download", async () => {
      const r = await fileItem(inspector, { groupKey: 'signIn', annexIds: [files.unitPdf, files.unitPng] });
      expect(r.body.code, r.body.msg).toBe(200);
      const signIn = r.body.data.items.find((i) => i.groupKey === 'signIn');
      expect(signIn?.files.map((f) => f.name)).toEqual(['首次会议签到表.pdf', '现场检查.png']);
      const download = await s.app.inject({ method: 'GET', url: signIn?.files[0].url as string, headers: { 'x-token': ent } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF('sign in'))).toBe(true);
      expect(String(download.headers['content-disposition'])).toContain(encodeURIComponent('首次会议签到表.pdf'));
      expect((await s.call({ method: 'GET', url: signIn?.files[0].url as string, token: otherUnit })).body.code).toBe(404);
      // A file the task does not hold is not served through it, even to someone who may see that file.
      expect((await s.call({ method: 'GET', url: `${JD_PATHS.mat.download}?taskId=${w.taskId}&id=${files.testerPdf}`, token: tester })).body.code).toBe(404);
      expect((await s.call({ method: 'GET', url: `${JD_PATHS.mat.download}?taskId=${w.taskId}&id=abc`, token: tester })).body).toMatchObject({ code: 400, msg: '参数 id 必须是数字' });
      const fewer = await fileItem(jd1, { groupKey: 'signIn', annexIds: String(files.unitPdf) });
      expect(fewer.body.data.items.find((i) => i.groupKey === 'signIn')?.annexIds).toBe(String(files.unitPdf));
    });

    it('refuses bad files and groups, the wrong role, another unit, and after the report is pushed; nothing changes', async () => {
      const before = await stored();
      const bad: [Row, string][] = [
        [{ groupKey: 'nope', annexIds: '' }, JD_MSG.matGroupUnknown('材料分组', 'nope')],
        [{ annexIds: '' }, '材料分组：请选择'],
        [{ groupKey: 'signIn', annexIds: 'a' }, JD_MSG.badAnnexIds('材料文件')],
        [{ groupKey: 'signIn', annexIds: Array.from({ length: 21 }, (_v, i) => i + 1) }, JD_MSG.tooManyFiles('材料文件', 20)],
        [{ groupKey: 'signIn', annexIds: files.testerPdf }, JD_MSG.filesUnusable('材料文件')],
      ];
      for (const [payload, msg] of bad) expect((await fileItem(inspector, payload)).body).toMatchObject({ code: 400, msg });
      expect((await s.call({ method: 'POST', url: JD_PATHS.matItem.updAnnex, token: inspector, payload: { groupKey: 'signIn' } })).body).toMatchObject({ code: 400, msg: '参数 onSiteId 不能为空' });
      for (const token of [ent, tester, manager]) expect((await fileItem(token, { groupKey: 'signIn', annexIds: '' })).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
      expect((await fileItem(otherUnit, { groupKey: 'signIn', annexIds: '' })).body.code).toBe(404);
      await setStatus(w.taskId, S.report);
      expect((await fileItem(inspector, { groupKey: 'signIn', annexIds: '' })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待监督结论') });
      await setStatus(w.taskId, S.drawPlan);
      expect((await fileItem(inspector, { groupKey: 'signIn', annexIds: '' })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待现场监督') });
      await setStatus(w.taskId, S.siteSupervision);
      expect(await stored()).toBe(before);
    });

    it('files the materials while management checks them and after, until the report is pushed', async () => {
      for (const status of [S.submitDoc, S.checkedDoc]) {
        await setStatus(w.taskId, status);
        expect((await fileItem(inspector, { groupKey: 'other', annexIds: files.unitPng })).body.code).toBe(200);
      }
      await setStatus(w.taskId, S.siteSupervision);
    });

    it("marks an item's problem and remark (PUT mat_item/{id}) and the materials' remark (PUT mat/{id})", async () => {
      const item = items.find((i) => i.groupKey === 'siteRecord') as JdMatItem;
      const r = await s.call<JdMatItem>({ method: 'PUT', url: `${JD_PATHS.matItem.prefix}/${item.id}`, token: inspector, payload: { problem: 0, remark: '缺少负责人签字' } });
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data).toMatchObject({ id: item.id, groupKey: 'siteRecord', label: '现场检查记录', problem: 0, remark: '缺少负责人签字' });
      const kept = await s.call<JdMatItem>({ method: 'PUT', url: `${JD_PATHS.matItem.prefix}/${item.id}`, token: inspector, payload: { problem: '1' } });
      expect(kept.body.data).toMatchObject({ problem: 1, remark: '缺少负责人签字' });
      const m = await s.call<JdMat>({ method: 'PUT', url: `${JD_PATHS.mat.prefix}/${matId}`, token: jd1, payload: { remark: '纸质材料已寄送' } });
      expect(m.body.code, m.body.msg).toBe(200);
      expect(m.body.data).toMatchObject({ id: matId, remark: '纸质材料已寄送' });
      expect(m.body.data.items).toHaveLength(JD_MAT_GROUPS.length);
    });

    it('refuses bad marks and remarks, the wrong role and another unit on both', async () => {
      const item = items[0];
      const before = await stored();
      const put = (url: string, token: string, payload: Row) => s.call({ method: 'PUT', url, token, payload });
      const itemUrl = `${JD_PATHS.matItem.prefix}/${item.id}`;
      const matUrl = `${JD_PATHS.mat.prefix}/${matId}`;
      expect((await put(itemUrl, inspector, { problem: 2 })).body).toMatchObject({ code: 400, msg: '是否有问题：只能是 0（有问题）或 1（无问题）' });
      expect((await put(itemUrl, inspector, { remark: 5 })).body).toMatchObject({ code: 400, msg: '备注：必须是文字' });
      expect((await put(`${JD_PATHS.matItem.prefix}/abc`, inspector, {})).body).toMatchObject({ code: 400, msg: '参数 id 必须是数字' });
      expect((await put(matUrl, inspector, {})).body).toMatchObject({ code: 400, msg: '备注：请填写（清空请传空字符串）' });
      expect((await put(matUrl, inspector, { remark: '长'.repeat(501) })).body).toMatchObject({ code: 400, msg: '备注：最多 500 个字符' });
      for (const token of [ent, tester, manager]) {
        expect((await put(itemUrl, token, { problem: 0 })).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
        expect((await put(matUrl, token, { remark: '改' })).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
      }
      expect((await put(itemUrl, otherUnit, { problem: 0 })).body.code).toBe(404);
      expect((await put(matUrl, otherUnit, { remark: '改' })).body.code).toBe(404);
      expect((await put(`${JD_PATHS.matItem.prefix}/77777777`, inspector, { problem: 0 })).body.code).toBe(404);
      await setStatus(w.taskId, S.passed);
      expect((await put(matUrl, inspector, { remark: '改' })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('监督通过') });
      await setStatus(w.taskId, S.siteSupervision);
      expect(await stored()).toBe(before);
    });

    it('answers the archive checklist: each group, required or not, its files, whether it is missing, its problem flag', async () => {
      const byOnSite = await getGd(ent, `onSiteId=${onSiteId}`);
      expect(byOnSite.body.code, byOnSite.body.msg).toBe(200);
      const list = byOnSite.body.data;
      expect(list).toMatchObject({ matId, onSiteId, taskId: w.taskId, archived: false, complete: false });
      expect(list.missing).toEqual(['监督任务书', '现场检查记录', '现场照片', '末次会议记录']);
      expect(list.items.find((i) => i.groupKey === 'signIn')).toMatchObject({ required: true, present: true, missing: false });
      expect(list.items.find((i) => i.groupKey === 'siteRecord')).toMatchObject({ required: true, present: false, missing: true, problem: 1, remark: '缺少负责人签字' });
      expect(list.items.find((i) => i.groupKey === 'testReport')).toMatchObject({ required: false, present: false, missing: false });
      expect((await getGd(manager, `taskId=${w.taskId}&needGd=0`)).body.data).toEqual(list);
      expect((await s.call<JdMatChecklist>({ method: 'GET', url: `${JD_PATHS.mat.gd}/${matId}`, token: tester })).body.data).toEqual(list);
    });

    it('refuses a checklist asked badly or of another unit', async () => {
      expect((await getGd(inspector, '')).body).toMatchObject({ code: 400, msg: JD_MSG.siteOrTask });
      expect((await getGd(inspector, `onSiteId=${onSiteId}&needGd=2`)).body).toMatchObject({ code: 400, msg: JD_MSG.needGd });
      expect((await getGd(inspector, 'taskId=abc')).body).toMatchObject({ code: 400, msg: '参数 taskId 必须是数字' });
      expect((await getGd(inspector, `onSiteId=${onSiteId}&taskId=${w.taskId + 1000}`)).body.code).toBe(404);
      expect((await getGd(otherUnit, `onSiteId=${onSiteId}`)).body.code).toBe(404);
      expect((await getGd(otherUnit, `taskId=${w.taskId}`)).body.code).toBe(404);
      expect((await s.call({ method: 'GET', url: `${JD_PATHS.mat.gd}/${matId}`, token: otherUnit })).body.code).toBe(404);
      expect((await s.call({ method: 'GET', url: `${JD_PATHS.mat.gd}/q`, token: inspector })).body.code).toBe(400);
      expect((await getGd(noPerm, `onSiteId=${onSiteId}`)).body.code).toBe(403);
    });

    it('archives (needGd=1) only when nothing required is missing, naming what is; by the assigned unit alone', async () => {
      const before = await stored();
      expect((await getGd(inspector, `onSiteId=${onSiteId}&needGd=1`)).body).toMatchObject({ code: 400, msg: JD_MSG.nothingToArchive('监督任务书、现场检查记录、现场照片、末次会议记录') });
      expect((await getGd(ent, `onSiteId=${onSiteId}&needGd=1`)).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
      expect((await getGd(manager, `onSiteId=${onSiteId}&needGd=1`)).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
      expect(await stored()).toBe(before);
      for (const groupKey of ['taskBook', 'siteRecord', 'photos', 'lastMeeting']) expect((await fileItem(inspector, { groupKey, annexIds: files.unitPdf2 })).body.code).toBe(200);
      await setStatus(w.taskId, S.report);
      expect((await getGd(inspector, `taskId=${w.taskId}&needGd=1`)).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待监督结论') });
      await setStatus(w.taskId, S.submitDoc);
      const r = await getGd(jd1, `taskId=${w.taskId}&needGd=1`);
      expect(r.body).toMatchObject({ code: 200, msg: '已归档', data: { archived: true, complete: true, missing: [] } });
      expect(r.body.data.archiveTime).toEqual(expect.any(String));
      expect((await mat(ent)).body.data).toMatchObject({ archived: true, archiveTime: r.body.data.archiveTime });
      // A later change of the files takes it back out of the archive.
      expect((await fileItem(inspector, { groupKey: 'other', annexIds: '' })).body.data).toMatchObject({ archived: false, archiveTime: null });
      await setStatus(w.taskId, S.siteSupervision);
    });
  });

  describe('earlier materials referenced (ref_site, set_ref_site)', () => {
    let earlier: JdWorld;

    beforeAll(async () => {
      // Last year's task of the same enterprise, passed, with some materials filed.
      earlier = await jdTaskAt(s.database.db, S.passed);
      const [m] = await s.database.db.insert(jdMat).values({ siteId: earlier.siteId as number, taskId: earlier.taskId }).returning();
      await s.database.db.insert(jdMatItem).values([
        { matId: m.id, siteId: earlier.siteId as number, groupKey: 'taskBook', annexIds: String(files.unitPdf2) },
        { matId: m.id, siteId: earlier.siteId as number, groupKey: 'nonComBook', annexIds: String(files.unitPng) },
        { matId: m.id, siteId: earlier.siteId as number, groupKey: 'signIn', annexIds: String(files.unitPng) },
      ]);
    });

    it("lists the same enterprise's earlier on-site records with materials, of tasks the caller sees", async () => {
      // Another unit's earlier task of the same enterprise is not offered to this one.
      const foreign = await actor(s.database.db, 'jd8_admin', '5', 'R_UNIT_ADMIN', [PERMS.jdTask.task]);
      const theirs = await jdTaskAt(s.database.db, S.passed, { unitId: foreign.orgId });
      const [fm] = await s.database.db.insert(jdMat).values({ siteId: theirs.siteId as number, taskId: theirs.taskId }).returning();
      await s.database.db.insert(jdMatItem).values({ matId: fm.id, siteId: theirs.siteId as number, groupKey: 'taskBook', annexIds: String(files.unitPdf) });
      const current = await jdTaskAt(s.database.db, S.siteSupervision);
      const r = await s.call<JdRefSite[]>({ method: 'GET', url: `${JD_PATHS.mat.refSites}/${current.siteId}`, token: inspector });
      expect(r.body.code, r.body.msg).toBe(200);
      const ids = r.body.data.map((x) => x.id);
      expect(ids).toContain(earlier.siteId);
      expect(ids).toContain(onSiteId);
      expect(ids).not.toContain(theirs.siteId);
      expect(ids).not.toContain(current.siteId);
      const [task] = await s.database.db.select().from(jdTask).where(eq(jdTask.id, earlier.taskId));
      expect(r.body.data.find((x) => x.id === earlier.siteId)).toEqual({ id: earlier.siteId, taskId: earlier.taskId, taskCode: task.code, year: task.year, date: `${task.year}-04-01`, fileCount: 3 });
      // Management sees every earlier task.
      expect((await s.call<JdRefSite[]>({ method: 'GET', url: `${JD_PATHS.mat.refSites}/${current.siteId}`, token: manager })).body.data.map((x) => x.id)).toContain(theirs.siteId);
      expect((await s.call({ method: 'GET', url: `${JD_PATHS.mat.refSites}/${current.siteId}`, token: otherUnit })).body.code).toBe(404);
      expect((await s.call({ method: 'GET', url: `${JD_PATHS.mat.refSites}/zz`, token: inspector })).body.code).toBe(400);
    });

    it("copies the earlier record's files into the empty items only and records where they came from", async () => {
      const r = await s.call<JdMat>({ method: 'GET', url: `${JD_PATHS.mat.setRefSite}?onSiteId=${onSiteId}&taskId=${earlier.taskId}`, token: inspector });
      expect(r.body.code, r.body.msg).toBe(200);
      const [task] = await s.database.db.select().from(jdTask).where(eq(jdTask.id, earlier.taskId));
      expect(r.body.data).toMatchObject({ refSiteId: earlier.siteId, refTaskCode: task.code, archived: false });
      const item = (key: string) => r.body.data.items.find((i) => i.groupKey === key);
      // Filed already: kept. Empty: copied.
      expect(item('taskBook')?.annexIds).toBe(String(files.unitPdf2));
      expect(item('signIn')?.annexIds).toBe(String(files.unitPdf));
      expect(item('nonComBook')?.annexIds).toBe(String(files.unitPng));
    });

    it('refuses its own task, another enterprise, a task without materials, one the caller does not see, the wrong role; nothing changes', async () => {
      const before = await stored();
      const set = (token: string, taskId: unknown) => s.call({ method: 'GET', url: `${JD_PATHS.mat.setRefSite}?onSiteId=${onSiteId}&taskId=${String(taskId)}`, token });
      expect((await set(inspector, w.taskId)).body).toMatchObject({ code: 400, msg: JD_MSG.refSiteSelf });
      const [otherCert] = await s.database.db.select({ id: zpCert.id, orgId: zpCert.orgId }).from(zpCert).where(and(eq(zpCert.status, CERT_STATUS.valid), ne(zpCert.orgId, w.orgId))).limit(1);
      const otherOrg = await jdTaskAt(s.database.db, S.passed, { orgId: otherCert.orgId, certIds: [otherCert.id] });
      expect((await set(inspector, otherOrg.taskId)).body).toMatchObject({ code: 400, msg: JD_MSG.refSiteOtherOrg });
      const bare = await jdTaskAt(s.database.db, S.passed);
      expect((await set(inspector, bare.taskId)).body).toMatchObject({ code: 400, msg: JD_MSG.refSiteNone });
      const foreign = await actor(s.database.db, 'jd7_admin', '5', 'R_UNIT_ADMIN', [PERMS.jdTask.task]);
      const unseen = await jdTaskAt(s.database.db, S.passed, { unitId: foreign.orgId });
      expect((await set(inspector, unseen.taskId)).body.code).toBe(404);
      expect((await set(inspector, 'abc')).body).toMatchObject({ code: 400, msg: '参数 taskId 必须是数字' });
      expect((await s.call({ method: 'GET', url: `${JD_PATHS.mat.setRefSite}?onSiteId=${onSiteId}`, token: inspector })).body).toMatchObject({ code: 400, msg: '参数 taskId 不能为空' });
      expect((await set(ent, earlier.taskId)).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
      expect((await set(manager, earlier.taskId)).body).toMatchObject({ code: 403, msg: JD_MSG.notAssigned });
      expect((await set(otherUnit, earlier.taskId)).body.code).toBe(404);
      expect(await stored()).toBe(before);
    });
  });

  it('a file gone from the disk is a 404 download, not a 500', async () => {
    const [file] = await s.database.db.select().from(fileBaseInfo).where(eq(fileBaseInfo.id, files.unitPdf2));
    fs.rmSync(path.join(s.config.filesDir, file.storagePath));
    const r = await s.call({ method: 'GET', url: `${JD_PATHS.mat.download}?taskId=${w.taskId}&id=${files.unitPdf2}`, token: inspector });
    expect(r.body.code).toBe(404);
    const [site] = await s.database.db.select().from(jdSite).where(eq(jdSite.id, onSiteId));
    expect(site.taskId).toBe(w.taskId);
  });
});
