/**
 * The demo world's supervision (server/seed/supervision.ts): a task in every status, each with
 * what its status implies (the rules tests/server/jdFixtures.ts encodes for tests), a history of
 * moves by the people who made them, and work waiting for every supervision role.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingYear } from '../../../src/domain/beijingTime';
import { CERT_STATUS, CODE_LISTS, JD_OPINION, JD_PLAN_STATUS, JD_RECORD_STATUS, JD_SITE_STATUS, JD_TASK_STATUS, JD_TYPE, SPOT_ITEM_TYPE, TEST_OPINION } from '../../../src/domain/codes';
import { MSG_CATEGORY } from '../../../src/domain/message';
import { refTokens } from '../../../src/domain/resource';
import { hasSampling } from '../../../src/domain/resources/jd';
import type { MenuItem } from '../../../src/domain/resources/menu';
import { actionsFor } from '../../../src/domain/workflows/engine';
import { JD_TASK_ENDED, JD_TASK_VISIBLE_TO_OWNER, jdTaskFlow } from '../../../src/domain/workflows/jdTask';
import type { Principal } from '../../../server/http/auth';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import {
  fileBaseInfo,
  jdDocProblem,
  jdDocReview,
  jdHisNon,
  jdMat,
  jdMatItem,
  jdNon,
  jdNonExp,
  jdObserved,
  jdPlan,
  jdProd,
  jdRecord,
  jdReport,
  jdRptItem,
  jdSchedule,
  jdSite,
  jdSitePhoto,
  jdSitePlan,
  jdSpot,
  jdTask,
  msgCategory,
  msgInfo,
  sysUser,
  zpCert,
  zpProduct,
} from '../../../server/db/schema';
import { seedIfEmpty } from '../../../server/seed';
import { JD_DEMO_PLANS } from '../../../server/seed/supervision';
import { jdTaskScope } from '../../../server/modules/jd/shared/scope';
import { startTestServer, type TestServer } from '../harness';

const S = JD_TASK_STATUS;
const WITH_SITE: number[] = [S.confirmUnit, S.drawPlan, S.siteSupervision, S.submitDoc, S.checkedDoc, S.report, S.passed, S.unpassed];
const WITH_VISITS: number[] = [S.drawPlan, S.siteSupervision, S.submitDoc, S.checkedDoc, S.report, S.passed, S.unpassed];
const FINISHED_VISITS: number[] = [S.submitDoc, S.checkedDoc, S.report, S.passed, S.unpassed];
const WITH_REPORT: number[] = [S.report, S.passed, S.unpassed];
const ALL_STATUSES = CODE_LISTS.jdTaskStatus.items.map((i) => Number(i.value));

let s: TestServer;
const db = () => s.database.db;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['enterprise', 'jd1_admin', 'jc1_admin', 'inspector', 'tester', 'manager']) tokens[u] = await s.signIn(u);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

async function principalOf(username: string): Promise<Principal> {
  const r = await s.call<{ info: { sysUser: { id: number; username: string; name: string; orgId: number; status: number }; sysOrg: { type: string } | null; roles: { code: string }[]; perms: string } }>({ method: 'POST', url: '/api/sysuser/cur', token: tokens[username] });
  const { sysUser: u, sysOrg, roles, perms } = r.body.data.info;
  return { id: u.id, username: u.username, name: u.name, orgId: u.orgId, orgType: sysOrg?.type ?? null, status: u.status, roleCodes: roles.map((x) => x.code), perms: perms.split(',') };
}
const orgOf = async (username: string) => (await db().select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, username)))[0].orgId as number;
const pages = (items: MenuItem[]): string[] => items.flatMap((i) => [i.path ?? '', ...pages(i.children ?? [])]);

/** The current year's key-supervision plan under supervision: the hand-made one with a task in every status. */
async function mainPlan() {
  const year = beijingYear();
  const plans = await db().select().from(jdPlan).where(and(eq(jdPlan.year, year), eq(jdPlan.jdType, String(JD_TYPE.key)), eq(jdPlan.status, JD_PLAN_STATUS.supervising)));
  const withTasks = await Promise.all(plans.map(async (p) => ({ plan: p, tasks: await db().select().from(jdTask).where(eq(jdTask.planId, p.id)) })));
  const main = withTasks.find((x) => new Set(x.tasks.map((t) => t.status)).size === ALL_STATUSES.length);
  if (!main) throw new Error('no plan with a task in every status');
  return main;
}

describe('the supervision demo world', () => {
  it("holds this year's plan under supervision with a task in every status, sent to the demo centre and testing unit", async () => {
    const { plan, tasks } = await mainPlan();
    expect([...new Set(tasks.map((t) => t.status))].sort((a, b) => a - b)).toEqual([...ALL_STATUSES].sort((a, b) => a - b));
    const centre = await orgOf('inspector');
    const testing = await orgOf('tester');
    expect(plan.unitId).toBe(centre);
    expect(tasks.every((t) => t.unitId === centre)).toBe(true);
    expect(tasks.filter((t) => hasSampling(t.methods)).every((t) => t.testUnitId === testing)).toBe(true);
    // Several enterprises, the demo enterprise's among them.
    expect(new Set(tasks.map((t) => t.orgId)).size).toBeGreaterThan(5);
    expect(tasks.map((t) => t.orgId)).toContain(await orgOf('enterprise'));
  });

  it('gives every task what its status implies: products and records, on-site record, visits, photos, report and results', async () => {
    const tasks = await db().select().from(jdTask);
    const prods = await db().select().from(jdProd);
    const records = await db().select().from(jdRecord);
    const sites = await db().select().from(jdSite);
    const visits = await db().select().from(jdSitePlan);
    const photos = await db().select().from(jdSitePhoto);
    const reports = await db().select().from(jdReport);
    const items = await db().select().from(jdRptItem);
    const spots = await db().select().from(jdSpot);
    const products = await db().select({ id: zpProduct.id, placeId: zpProduct.placeId, placeIds: zpProduct.placeIds }).from(zpProduct);
    const placesOf = (productId: number) => {
      const p = products.find((x) => x.id === productId);
      return refTokens(p?.placeIds ?? (p?.placeId ? String(p.placeId) : '')).map(Number);
    };
    expect(tasks.length).toBeGreaterThan(50);
    for (const t of tasks) {
      const label = `${t.code} (${t.status})`;
      const own = prods.filter((p) => p.taskId === t.id);
      const recs = records.filter((r) => r.taskId === t.id);
      // Every task but a draft has its products, and each product its record.
      if (t.status !== S.draft) expect(own.length, label).toBeGreaterThan(0);
      expect(recs.map((r) => r.prodId).sort(), label).toEqual(own.map((p) => p.id).sort());
      for (const r of recs) expect(own.find((p) => p.id === r.prodId), label).toMatchObject({ certId: r.certId, productId: r.productId, orgId: t.orgId, planId: t.planId });

      const site = sites.find((x) => x.taskId === t.id);
      expect(!!site, `${label}: on-site record`).toBe(WITH_SITE.includes(t.status));
      if (site) {
        expect(site.leaderName, label).toBeTruthy();
        expect(t.leaderName, label).toBe(site.leaderName);
      }
      const own_visits = visits.filter((v) => v.taskId === t.id);
      if (WITH_VISITS.includes(t.status)) {
        // One visit per place making the task's products, with the task's organisations.
        const places = [...new Set(own.flatMap((p) => placesOf(p.productId)))].sort();
        expect(own_visits.map((v) => v.placeId).sort(), label).toEqual(places);
        const want = t.status === S.drawPlan ? JD_SITE_STATUS.planned : t.status === S.siteSupervision ? JD_SITE_STATUS.onSite : JD_SITE_STATUS.finished;
        for (const v of own_visits) expect(v, label).toMatchObject({ status: want, siteId: site?.id, orgId: t.orgId, unitId: t.unitId, testUnitId: t.testUnitId });
        // A visit is finished only with a photo of it.
        if (FINISHED_VISITS.includes(t.status)) for (const v of own_visits) expect(photos.some((p) => p.sitePlanId === v.id), `${label}: photo of visit ${v.id}`).toBe(true);
      } else {
        expect(own_visits, label).toHaveLength(0);
      }

      const report = reports.find((r) => r.taskId === t.id);
      expect(!!report, `${label}: report`).toBe(WITH_REPORT.includes(t.status));
      if (report) expect(items.filter((i) => i.taskId === t.id).length, label).toBeGreaterThan(1);

      // Opinions from the report on; results from the conclusion, agreeing with the task's end.
      for (const r of recs) {
        if (WITH_REPORT.includes(t.status)) expect([JD_OPINION.pass, JD_OPINION.fail], label).toContain(r.jdOpinion);
        else expect(r.jdOpinion, label).toBe(JD_OPINION.pending);
        if (t.status === S.passed) expect(r, label).toMatchObject({ status: JD_RECORD_STATUS.passed, jdOpinion: JD_OPINION.pass });
        else if (t.status === S.unpassed) expect(r.status, label).toBe(r.jdOpinion === JD_OPINION.fail ? JD_RECORD_STATUS.unpassed : JD_RECORD_STATUS.passed);
        else expect(r.status, label).toBe(JD_RECORD_STATUS.pending);
        if (r.status !== JD_RECORD_STATUS.pending) expect(r.conclusionTime, label).toBeTruthy();
      }
      if (t.status === S.unpassed) expect(recs.some((r) => r.status === JD_RECORD_STATUS.unpassed), label).toBe(true);
      if (t.status === S.passed) expect(t.opinion, label).toBe(JD_OPINION.pass);
      if (t.status === S.unpassed) expect(t.opinion, label).toBe(JD_OPINION.fail);

      // A product's test opinion is its samples': unqualified when one is, qualified when its tested ones are.
      for (const r of recs) {
        const tested = spots.filter((x) => x.prodId === r.prodId && x.taskId === t.id && x.testOpinion !== TEST_OPINION.none);
        const want = tested.some((x) => x.testOpinion === TEST_OPINION.unqualified) ? TEST_OPINION.unqualified : tested.length ? TEST_OPINION.qualified : TEST_OPINION.none;
        expect(r.testOpinion, `${label}: test opinion of ${r.prodId}`).toBe(want);
      }
      // Sampling: samples from the first visit on, every product's once the visits are done; every result in once the materials were checked.
      if (hasSampling(t.methods) && t.status === S.siteSupervision) expect(spots.some((x) => x.taskId === t.id), `${label}: samples`).toBe(true);
      if (hasSampling(t.methods) && FINISHED_VISITS.includes(t.status)) {
        for (const p of own) expect(spots.some((x) => x.prodId === p.id && x.itemType === SPOT_ITEM_TYPE.product), `${label}: sample of ${p.id}`).toBe(true);
        if ([S.checkedDoc, ...WITH_REPORT].includes(t.status)) for (const p of own) expect(spots.find((x) => x.prodId === p.id)?.testOpinion, label).not.toBe(TEST_OPINION.none);
      }
      if (!hasSampling(t.methods)) expect(spots.filter((x) => x.taskId === t.id), label).toHaveLength(0);
    }
  });

  it('keeps a certificate in at most one plan of a type a year, and only valid ones in the open tasks of the hand-made plans', async () => {
    const rows = await db()
      .select({ certId: jdProd.certId, year: jdPlan.year, jdType: jdPlan.jdType, status: zpCert.status, planStatus: jdPlan.status, taskStatus: jdTask.status })
      .from(jdProd)
      .innerJoin(jdPlan, eq(jdPlan.id, jdProd.planId))
      .innerJoin(zpCert, eq(zpCert.id, jdProd.certId))
      .leftJoin(jdTask, eq(jdTask.id, jdProd.taskId));
    const keys = rows.map((r) => `${r.certId}-${r.year}-${r.jdType}`);
    expect(new Set(keys).size).toBe(keys.length);
    const year = beijingYear();
    const open = rows.filter((r) => r.year === year && r.jdType === String(JD_TYPE.key) && r.planStatus !== JD_PLAN_STATUS.completed && !JD_TASK_ENDED.includes(r.taskStatus ?? S.draft));
    expect(open.length).toBeGreaterThan(0);
    expect(open.filter((r) => r.status !== CERT_STATUS.valid)).toEqual([]);
  });

  it('has a plan in draft with chosen certificates, one whose tasks wait to be sent, and completed ones', async () => {
    const plans = await db().select().from(jdPlan);
    const prods = await db().select().from(jdProd);
    const tasks = await db().select().from(jdTask);
    const draft = plans.filter((p) => p.status === JD_PLAN_STATUS.draft);
    expect(draft.some((p) => prods.some((x) => x.planId === p.id && x.taskId === null))).toBe(true);
    const created = plans.filter((p) => p.status === JD_PLAN_STATUS.tasksCreated);
    expect(created.some((p) => tasks.some((t) => t.planId === p.id && t.status === S.release))).toBe(true);
    const done = plans.filter((p) => p.status === JD_PLAN_STATUS.completed);
    expect(done.length).toBeGreaterThan(0);
    for (const p of done) expect(tasks.filter((t) => t.planId === p.id).every((t) => [S.passed, S.unpassed, S.stopped].includes(t.status as never))).toBe(true);
  });

  it('shows the demo enterprise its sent tasks, and no others, on its 监督检查 page', async () => {
    const p = await principalOf('enterprise');
    const seen = await db().select().from(jdTask).where(jdTaskScope(p));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((t) => t.orgId === p.orgId && JD_TASK_VISIBLE_TO_OWNER.includes(t.status))).toBe(true);
    const own = await db().select().from(jdTask).where(eq(jdTask.orgId, p.orgId as number));
    expect(seen.length).toBe(own.filter((t) => JD_TASK_VISIBLE_TO_OWNER.includes(t.status)).length);
    // The visit under way now among them.
    expect(seen.some((t) => t.status === S.siteSupervision)).toBe(true);
    const menu = (await s.call<MenuItem[]>({ method: 'POST', url: '/api/sysmenu/cur', token: tokens.enterprise })).body.data;
    expect(pages(menu)).toContain('/views/jd-org-task');
  });

  it('gives jd1_admin a task to accept, the inspector visits to plan, make and report, the tester results to enter, management its decisions', async () => {
    const { tasks } = await mainPlan();
    const admin = await principalOf('jd1_admin');
    const moves = (status: number, roles: readonly string[], relation: 'assigned' | 'management') => actionsFor(jdTaskFlow, status, { roles, relations: [relation] }).map((t) => t.action);
    // jd1_admin: the supervision centre's administrator, with a sent task waiting for it.
    const toAccept = tasks.filter((t) => t.status === S.sent && t.unitId === admin.orgId);
    expect(toAccept.length).toBeGreaterThan(0);
    expect(moves(S.sent, admin.roleCodes, 'assigned')).toEqual(expect.arrayContaining(['accept', 'reject']));
    const unitMenu = (await s.call<MenuItem[]>({ method: 'POST', url: '/api/sysmenu/cur', token: tokens.jd1_admin })).body.data;
    expect(pages(unitMenu)).toContain('/views/jd-unit-task');
    // The inspector: tasks to plan (2), to start on site (3), on site with visits under way (4), a report to write (6).
    const inspector = await principalOf('inspector');
    for (const status of [S.confirmUnit, S.drawPlan, S.siteSupervision, S.checkedDoc]) {
      expect(tasks.some((t) => t.status === status && t.unitId === inspector.orgId), `status ${status}`).toBe(true);
      expect(moves(status, inspector.roleCodes, 'assigned').length, `status ${status}`).toBeGreaterThan(0);
    }
    const onSite = tasks.find((t) => t.status === S.siteSupervision) as (typeof tasks)[number];
    const visits = await db().select().from(jdSitePlan).where(eq(jdSitePlan.taskId, onSite.id));
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((v) => v.status === JD_SITE_STATUS.onSite)).toBe(true);
    expect(await db().select().from(jdReport).where(eq(jdReport.taskId, (tasks.find((t) => t.status === S.checkedDoc) as (typeof tasks)[number]).id))).toHaveLength(0);
    // The tester: sampling tasks from the visit until the report, some results still to enter.
    const tester = await orgOf('tester');
    const sampling = tasks.filter((t) => t.testUnitId === tester && [S.siteSupervision, S.submitDoc, S.checkedDoc].includes(t.status as never));
    expect(new Set(sampling.map((t) => t.status))).toEqual(new Set([S.siteSupervision, S.submitDoc, S.checkedDoc]));
    const pending = await db().select().from(jdSpot).where(and(inArray(jdSpot.taskId, sampling.map((t) => t.id)), eq(jdSpot.testOpinion, TEST_OPINION.none)));
    expect(pending.length).toBeGreaterThan(0);
    const testerMenu = (await s.call<MenuItem[]>({ method: 'POST', url: '/api/sysmenu/cur', token: tokens.tester })).body.data;
    expect(pages(testerMenu)).toContain('/views/jd-sampling');
    // Management: a task to send (0), one returned (-1), materials to check (5), a report to conclude (8).
    const manager = await principalOf('manager');
    for (const status of [S.release, S.rejected, S.submitDoc, S.report]) {
      expect(tasks.some((t) => t.status === status), `status ${status}`).toBe(true);
      expect(moves(status, manager.roleCodes, 'management').length, `status ${status}`).toBeGreaterThan(0);
    }
    // The one not passed failed on one unqualified product among its products.
    const failed = tasks.find((t) => t.status === S.unpassed) as (typeof tasks)[number];
    const failedRecords = await db().select().from(jdRecord).where(eq(jdRecord.taskId, failed.id));
    expect(failedRecords.length).toBeGreaterThan(1);
    expect(failedRecords.filter((r) => r.testOpinion === TEST_OPINION.unqualified)).toHaveLength(1);
    expect(failedRecords.filter((r) => r.status === JD_RECORD_STATUS.unpassed)).toHaveLength(1);
  });

  it('records the visits like real ones: agenda, observations, nonconformities explained, earlier ones, document review, photos on disk, materials', async () => {
    const { tasks } = await mainPlan();
    const visited = tasks.filter((t) => [S.siteSupervision, ...FINISHED_VISITS].includes(t.status));
    const ids = visited.map((t) => t.id);
    const count = async (table: typeof jdSchedule | typeof jdObserved | typeof jdDocReview | typeof jdSitePhoto | typeof jdMat) => (await db().select().from(table).where(inArray(table.taskId, ids))).length;
    for (const table of [jdSchedule, jdObserved, jdDocReview, jdSitePhoto, jdMat]) expect(await count(table)).toBeGreaterThanOrEqual(visited.length);
    const nons = await db().select().from(jdNon).where(inArray(jdNon.taskId, ids));
    expect(nons.length).toBeGreaterThan(0);
    const exps = await db().select().from(jdNonExp).where(inArray(jdNonExp.nonId, nons.map((n) => n.id)));
    expect(exps.map((e) => e.nonId).sort()).toEqual(nons.map((n) => n.id).sort());
    expect(nons.every((n) => tasks.find((t) => t.id === n.taskId)?.orgId === n.orgId)).toBe(true);
    // Earlier nonconformities are the enterprise's own, found before.
    const his = await db().select().from(jdHisNon);
    expect(his.length).toBeGreaterThan(0);
    const sources = await db().select().from(jdNon).where(inArray(jdNon.id, his.map((h) => h.sourceNonId as number)));
    const all = await db().select().from(jdTask);
    for (const h of his) {
      const source = sources.find((n) => n.id === h.sourceNonId);
      expect(source?.orgId).toBe(all.find((t) => t.id === h.taskId)?.orgId);
      expect(source?.taskId).not.toBe(h.taskId);
    }
    // A problem flag per document group reviewed, a problem where a nonconformity was found.
    const problems = await db().select().from(jdDocProblem);
    expect(problems.some((p) => p.problem === 0)).toBe(true);
    // Photos and materials are real files.
    const photos = await db().select().from(jdSitePhoto).where(inArray(jdSitePhoto.taskId, ids));
    const items = await db().select().from(jdMatItem);
    const fileIds = [...photos.flatMap((p) => refTokens(p.annexIds)), ...items.flatMap((i) => refTokens(i.annexIds))].map(Number);
    expect(fileIds.length).toBeGreaterThan(visited.length);
    const files = await db().select().from(fileBaseInfo).where(inArray(fileBaseInfo.id, fileIds));
    expect(files).toHaveLength(new Set(fileIds).size);
    for (const f of files) {
      const bytes = fs.readFileSync(path.join(s.config.filesDir, f.storagePath));
      // A picture, a PDF filed, or a Word document the product generated (a zip).
      expect(bytes.subarray(0, 4).toString('latin1'), f.name).toBe(({ png: '\x89PNG', pdf: '%PDF', docx: 'PK\x03\x04' } as Record<string, string>)[f.ext]);
    }
    // Materials of a concluded task are archived with every required group filled.
    const concluded = tasks.filter((t) => t.status === S.passed || t.status === S.unpassed).map((t) => t.id);
    const mats = await db().select().from(jdMat).where(inArray(jdMat.taskId, concluded));
    expect(mats.length).toBe(concluded.length);
    for (const m of mats) {
      expect(m.archived).toBe(true);
      const groups = items.filter((i) => i.matId === m.id && i.annexIds).map((i) => i.groupKey);
      expect(groups).toEqual(expect.arrayContaining(['taskBook', 'signIn', 'siteRecord', 'photos', 'lastMeeting']));
    }
  });

  it('gives the testing and supervision administrators a working demo account', async () => {
    for (const u of ['jd1_admin', 'jc1_admin']) {
      const [row] = await db().select().from(sysUser).where(eq(sysUser.username, u));
      expect(row.disabled).toBe(false);
      expect(Date.now() - (row.pwdUpdateTime?.getTime() ?? 0)).toBeLessThan(2 * 86_400_000);
      expect(tokens[u]).toBeTruthy();
    }
  });

  it("has told the people who act next of each move, and leaves them this week's unread, not a flood", async () => {
    const [category] = await db().select().from(msgCategory).where(eq(msgCategory.code, MSG_CATEGORY.jd));
    for (const u of ['jd1_admin', 'inspector', 'manager', 'enterprise']) {
      const [user] = await db().select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, u));
      const mine = await db().select().from(msgInfo).where(and(eq(msgInfo.userId, user.id), eq(msgInfo.categoryId, category.id)));
      expect(mine.length, u).toBeGreaterThan(0);
      expect(mine.filter((m) => m.readStatus === 0).length, u).toBeLessThanOrEqual(15);
    }
  });
});

describe('at a larger scale', () => {
  it('grows the history and keeps the hand-made plans as they are', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-jd-seed-'));
    const config = loadConfig({ ZP_CAPTCHA: 'off', ZP_CERT_JOB: 'off', LOG_LEVEL: 'silent', ZP_SEED_SCALE: '2' }, { memory: true, dataDir, distDir: '/nonexistent' });
    const big = await openDatabase(config);
    try {
      await seedIfEmpty(big.db, config);
      const count = async (d: typeof big.db) => {
        const plans = await d.select().from(jdPlan).where(eq(jdPlan.jdType, String(JD_TYPE.key)));
        const year = beijingYear();
        const names = JD_DEMO_PLANS.map((p) => p.name(year));
        const handMade = plans.filter((p) => p.year === year && names.includes(p.name));
        const tasks = await d.select().from(jdTask).where(inArray(jdTask.planId, handMade.map((p) => p.id)));
        return { plans: handMade.length, tasks: tasks.length, all: (await d.select().from(jdTask)).length, records: (await d.select().from(jdRecord)).length };
      };
      const small = await count(db());
      const large = await count(big.db);
      expect(large.plans).toBe(small.plans);
      expect(large.tasks).toBe(small.tasks);
      expect(large.all).toBeGreaterThan(small.all);
      // Every task at the larger scale has its records too.
      const tasks = await big.db.select({ id: jdTask.id, status: jdTask.status }).from(jdTask);
      const records = await big.db.select({ taskId: jdRecord.taskId }).from(jdRecord);
      const withRecords = new Set(records.map((r) => r.taskId));
      expect(tasks.filter((t) => t.status !== S.draft && !withRecords.has(t.id))).toEqual([]);
    } finally {
      await big.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
