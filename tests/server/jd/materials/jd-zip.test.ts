/**
 * The supervision zips, opened: the review's documents by group (doc_annex/packZip), a visit's
 * materials (mat/zip), everything the task holds (mat/getZip) and everything a visit recorded
 * (site/getOnSiteZip). Folders and names in Chinese, a 目录.txt listing the contents, a file gone
 * from the disk skipped and named (never a 500); whoever sees the task may download them, another
 * unit gets a 404, a role without the task list a 403, bad input a 400.
 */
import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_TASK_STATUS, SPOT_ITEM_TYPE, SPOT_TYPE, TEST_OPINION } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { EVAL_ANNEX_GROUPS } from '../../../../src/domain/resources/evaluation';
import { JD_MAT_GROUPS, JD_MSG, JD_PATHS, type JdDocAnnexForm } from '../../../../src/domain/resources/jd';
import { fileBaseInfo, jdNon, jdNonExp, jdObserved, jdReport, jdSite, jdSitePhoto, jdSitePlan, jdSpot, zpPlace } from '../../../../server/db/schema';
import { actor, multipartFile, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt, type JdWorld } from '../../jdFixtures';

const S = JD_TASK_STATUS;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

interface Opened {
  readonly name: string;
  /** Every entry, folders ending in '/'. */
  readonly entries: string[];
  readonly catalogue: string;
  readonly zip: JSZip;
}

describe('supervision zips', () => {
  let s: TestServer;
  let inspector: string, tester: string, ent: string, manager: string, otherUnit: string, noPerm: string;
  let w: JdWorld;
  let visit: number;
  let otherVisit: number | null;
  let place: string;
  const files: Record<string, number> = {};

  const upload = async (token: string, name: string, bytes: Buffer, mime: string) => {
    const r = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload', token, ...multipartFile(name, bytes, mime) });
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data.id;
  };

  /** POSTs a zip call and opens what comes back (the envelope's message when it is not a zip). */
  async function zipOf(url: string, token: string, payload: Record<string, unknown>): Promise<Opened> {
    const res = await s.app.inject({ method: 'POST', url, payload, headers: { 'x-token': token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type'], res.body.slice(0, 200)).toBe('application/zip');
    const disposition = String(res.headers['content-disposition']);
    const name = decodeURIComponent(disposition.slice(disposition.indexOf("UTF-8''") + 7));
    const zip = await JSZip.loadAsync(res.rawPayload);
    const catalogue = (await zip.file('目录.txt')?.async('string')) ?? '';
    return { name, entries: Object.keys(zip.files).sort(), catalogue: catalogue.replace(/^\ufeff/, ''), zip };
  }
  const refusal = async (url: string, token: string, payload: Record<string, unknown>) => (await s.call({ method: 'POST', url, token, payload })).body;

  beforeAll(async () => {
    s = await startTestServer();
    [inspector, tester, ent, manager] = await Promise.all(['inspector', 'tester', 'enterprise', 'manager'].map((u) => s.signIn(u)));
    otherUnit = (await actor(s.database.db, 'jd9_admin', '5', 'R_UNIT_ADMIN', [PERMS.jdTask.task])).token;
    noPerm = (await actor(s.database.db, 'no_jd_user', '3', 'R_NO_JD', [PERMS.evalApply.list])).token;
    w = await jdTaskAt(s.database.db, S.siteSupervision);
    visit = w.sitePlanIds[0];
    otherVisit = w.sitePlanIds[1] ?? null;
    const [row] = await s.database.db.select({ name: zpPlace.name }).from(jdSitePlan).innerJoin(zpPlace, eq(zpPlace.id, jdSitePlan.placeId)).where(eq(jdSitePlan.id, visit));
    place = row.name;
    files.front = await upload(inspector, '产品正面.png', PNG, 'image/png');
    files.front2 = await upload(inspector, '产品正面.png', PNG, 'image/png');
    files.meeting = await upload(inspector, '首次会议.png', PNG, 'image/png');
    files.elsewhere = await upload(inspector, '另一场所.png', PNG, 'image/png');
    files.signIn = await upload(inspector, '签到表.pdf', PDF('sign in'), 'application/pdf');
    files.evidence = await upload(inspector, '证据.png', PNG, 'image/png');
    files.explain = await upload(ent, '整改说明.pdf', PDF('explanation'), 'application/pdf');
    files.observed = await upload(inspector, '仓库.png', PNG, 'image/png');
    files.book = await upload(inspector, '监督任务书-盖章.pdf', PDF('task book'), 'application/pdf');
    files.report = await upload(inspector, '监督报告.pdf', PDF('report'), 'application/pdf');
    files.spot = await upload(tester, '检测报告-CY01.pdf', PDF('spot report'), 'application/pdf');
    files.gone = await upload(inspector, '已丢失.pdf', PDF('gone'), 'application/pdf');
    const db = s.database.db;
    const siteId = w.siteId as number;
    // What the on-site work recorded (the site module's calls write these; here they are the starting point).
    await db.insert(jdSitePhoto).values([
      { sitePlanId: visit, siteId, taskId: w.taskId, pictureType: '1', annexIds: `${files.front},${files.front2}` },
      { sitePlanId: visit, siteId, taskId: w.taskId, pictureType: '4', annexIds: String(files.meeting) },
      ...(otherVisit ? [{ sitePlanId: otherVisit, siteId, taskId: w.taskId, pictureType: '2', annexIds: String(files.elsewhere) }] : []),
    ]);
    await db.insert(jdObserved).values({ siteId, taskId: w.taskId, sitePlanId: visit, clause: '5.1 投入品管理', content: '农药仓库上锁，台账齐全', annexIds: String(files.observed) });
    const [non] = await db.insert(jdNon).values({ siteId, taskId: w.taskId, orgId: w.orgId, sitePlanId: visit, clause: '6.2 追溯/记录', description: '出库记录缺少批号', annexIds: String(files.evidence) }).returning();
    await db.insert(jdNonExp).values({ nonId: non.id, siteId, taskId: w.taskId, explanation: '记录员遗漏', annexIds: String(files.explain) });
    await db.insert(jdSpot).values({ taskId: w.taskId, sitePlanId: visit, prodId: null, itemType: SPOT_ITEM_TYPE.soil, spotType: SPOT_TYPE.waterSoil, sampleName: '土壤', sampleNo: 'CY01', sampleDate: '2026-04-01', testOpinion: TEST_OPINION.qualified, reportAnnexId: String(files.spot) });
    await db.update(jdSite).set({ taskBookFileId: files.book }).where(eq(jdSite.id, siteId));
    await db.insert(jdReport).values({ siteId, taskId: w.taskId, reportDate: '2026-05-01', summary: '完成', conclusion: '符合', fileId: files.report });
    // The materials: the sign-in sheet, and a file whose bytes are gone.
    for (const [groupKey, id] of [['signIn', files.signIn], ['other', files.gone]] as const) {
      const r = await s.call({ method: 'POST', url: JD_PATHS.matItem.updAnnex, token: inspector, payload: { onSiteId: siteId, groupKey, annexIds: id } });
      expect(r.body.code, r.body.msg).toBe(200);
    }
    const [gone] = await db.select().from(fileBaseInfo).where(eq(fileBaseInfo.id, files.gone));
    fs.rmSync(path.join(s.config.filesDir, gone.storagePath));
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('packs the documents of the review by group, copied from the evaluation if nobody opened them yet', async () => {
    const z = await zipOf(JD_PATHS.docAnnex.packZip, ent, { onSitePlanId: visit });
    expect(z.name).toMatch(/^JDT\d+_文件审核资料\.zip$/);
    for (const g of EVAL_ANNEX_GROUPS) expect(z.entries).toContain(`${g.label}/`);
    const form = (await s.call<JdDocAnnexForm>({ method: 'GET', url: `${JD_PATHS.docAnnex.items}?onSiteId=${w.siteId}`, token: inspector })).body.data;
    const filed = form.groups.filter((g) => g.files.length);
    expect(filed.length).toBeGreaterThan(0);
    for (const g of filed) for (const f of g.files) expect(z.entries).toContain(`${g.label}/${f.name}`);
    const first = filed[0];
    const bytes = await z.zip.file(`${first.label}/${first.files[0].name}`)?.async('nodebuffer');
    expect(bytes?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(z.catalogue).toContain('文件审核资料目录');
    expect(z.catalogue).toContain(`${first.label}/`);
  });

  it("packs a visit's materials: its photos by picture type and the record's items by group, a missing file named, not packed", async () => {
    const z = await zipOf(JD_PATHS.mat.zip, inspector, { onSitePlanId: visit });
    expect(z.name).toBe(`${z.name.split('_')[0]}_${place}_现场材料.zip`);
    expect(z.entries).toEqual(
      expect.arrayContaining(['现场照片/产品/产品正面.png', '现场照片/产品/产品正面 (2).png', '现场照片/会议/首次会议.png', '监督材料/首次会议签到表/签到表.pdf', ...JD_MAT_GROUPS.map((g) => `监督材料/${g.label}/`)]),
    );
    expect(z.entries).not.toContain('监督材料/其他材料/已丢失.pdf');
    expect(z.entries.some((e) => e.includes('另一场所'))).toBe(false);
    expect(z.catalogue).toContain('已丢失.pdf（文件缺失，未打包）');
    expect(z.catalogue).toContain('1 个文件缺失未打包');
    expect(z.catalogue).toContain('监督材料/监督任务书/（无文件）');
  });

  it("packs everything the task holds, by the same folders, for whoever sees the task (by on-site record or by task)", async () => {
    const z = await zipOf(JD_PATHS.mat.getZip, manager, { onSiteId: w.siteId });
    expect(z.name).toMatch(/_监督材料汇总\.zip$/);
    const visitDir = `现场记录/${place}`;
    expect(z.entries).toEqual(
      expect.arrayContaining([
        '监督材料/首次会议签到表/签到表.pdf',
        `${visitDir}/现场照片/产品/产品正面.png`,
        `${visitDir}/观察记录/1_5.1 投入品管理/仓库.png`,
        `${visitDir}/不符合项/1_6.2 追溯_记录/证据.png`,
        `${visitDir}/不符合项/1_6.2 追溯_记录/企业说明/整改说明.pdf`,
        '抽样检测/CY01_土壤/检测报告-CY01.pdf',
        '生成文件/监督任务书-盖章.pdf',
        '生成文件/监督报告.pdf',
      ]),
    );
    expect(z.entries.some((e) => e.startsWith('文件审核资料/') && e.endsWith('.pdf'))).toBe(true);
    if (otherVisit) expect(z.entries.some((e) => e.endsWith('另一场所.png'))).toBe(true);
    const byTask = await zipOf(JD_PATHS.mat.getZip, ent, { taskId: w.taskId });
    expect(byTask.entries).toEqual(z.entries);
    const pdf = await z.zip.file('抽样检测/CY01_土壤/检测报告-CY01.pdf')?.async('nodebuffer');
    expect(pdf?.equals(PDF('spot report'))).toBe(true);
  });

  it('packs everything one visit recorded: photos, observations, nonconformities with their explanations', async () => {
    const z = await zipOf(JD_PATHS.site.zip, tester, { onSitePlanId: visit });
    expect(z.name).toMatch(new RegExp(`_${place}_现场记录\\.zip$`));
    expect(z.entries).toEqual(
      expect.arrayContaining(['现场照片/产品/产品正面.png', '现场照片/会议/首次会议.png', '观察记录/1_5.1 投入品管理/仓库.png', '不符合项/1_6.2 追溯_记录/证据.png', '不符合项/1_6.2 追溯_记录/企业说明/整改说明.pdf', '目录.txt']),
    );
    expect(z.entries.some((e) => e.includes('监督材料') || e.includes('抽样检测') || e.includes('另一场所'))).toBe(false);
    expect(z.catalogue).toContain('现场记录目录');
  });

  it('refuses bad input (400), another unit and a missing visit (404), a role without the task list (403)', async () => {
    for (const url of [JD_PATHS.docAnnex.packZip, JD_PATHS.mat.zip, JD_PATHS.site.zip]) {
      expect(await refusal(url, inspector, { onSitePlanId: 'x' })).toMatchObject({ code: 400, msg: '参数 onSitePlanId 必须是数字' });
      expect(await refusal(url, inspector, {})).toMatchObject({ code: 400, msg: '参数 onSitePlanId 不能为空' });
      expect((await refusal(url, otherUnit, { onSitePlanId: visit })).code).toBe(404);
      expect((await refusal(url, inspector, { onSitePlanId: 99_999_999 })).code).toBe(404);
      expect((await refusal(url, noPerm, { onSitePlanId: visit })).code).toBe(403);
    }
    expect(await refusal(JD_PATHS.mat.getZip, inspector, {})).toMatchObject({ code: 400, msg: JD_MSG.siteOrTask });
    expect((await refusal(JD_PATHS.mat.getZip, otherUnit, { taskId: w.taskId })).code).toBe(404);
    expect((await refusal(JD_PATHS.mat.getZip, inspector, { onSiteId: w.siteId, taskId: w.taskId + 999 })).code).toBe(404);
    expect((await refusal(JD_PATHS.mat.getZip, noPerm, { taskId: w.taskId })).code).toBe(403);
  });

  it('packs an empty zip with its list for a task that holds nothing yet', async () => {
    const bare = await jdTaskAt(s.database.db, S.siteSupervision, { certIds: w.certIds.slice(0, 1) });
    const z = await zipOf(JD_PATHS.site.zip, inspector, { onSitePlanId: bare.sitePlanIds[0] });
    expect(z.entries).toEqual(['目录.txt']);
    expect(z.catalogue).toContain('共 0 个文件');
  });
});
