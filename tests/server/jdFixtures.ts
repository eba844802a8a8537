/**
 * Supervision tests' starting points, written straight into the database: a plan over some valid
 * certificates of one enterprise, its task in the status a test needs, with what that status
 * implies (the team, the on-site record, a visit per place, opinions, the report), so a test of
 * one call does not first walk the whole flow through every other call.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beijingYear } from '../../src/domain/beijingTime';
import { CERT_STATUS, EXIT_SOURCE, EXIT_STATUS, JD_METHOD, JD_OPINION, JD_PLAN_STATUS, JD_RECORD_STATUS, JD_SITE_STATUS, JD_TASK_STATUS, JD_TYPE, REFORM_STATUS, TEST_OPINION } from '../../src/domain/codes';
import { refTokens } from '../../src/domain/resource';
import type { Db } from '../../server/db/client';
import { jdExit, jdPlan, jdProd, jdRecord, jdReform, jdReport, jdSite, jdSitePlan, jdTask, sysOrg, sysUser, zpCert, zpProduct } from '../../server/db/schema';

export interface JdWorld {
  readonly planId: number;
  readonly taskId: number;
  readonly prodIds: number[];
  readonly recordIds: number[];
  /** The on-site record (from 确认机构 on), else null. */
  readonly siteId: number | null;
  /** One visit per place (from 制定计划 on). */
  readonly sitePlanIds: number[];
  readonly orgId: number;
  readonly unitId: number;
  readonly testUnitId: number | null;
  readonly certIds: number[];
  readonly productIds: number[];
  readonly placeIds: number[];
}

export interface JdWorldOptions {
  /** The enterprise (default: the demo account `enterprise`'s). */
  readonly orgId?: number;
  /** Its valid certificates to supervise (default: its first two). */
  readonly certIds?: number[];
  /** Comma-joined JD_METHOD codes (default on-site check and sampling). */
  readonly methods?: string;
  /** The supervision unit (default the demo supervision centre, `inspector`'s) and testing unit (default `tester`'s; null for none). */
  readonly unitId?: number;
  readonly testUnitId?: number | null;
  /** In a task concluded 不通过 (or one with opinions), the products that fail (default: the last one when 不通过). */
  readonly failing?: number;
}

const S = JD_TASK_STATUS;
const ON_SITE_ON: number[] = [S.siteSupervision];
const FINISHED_SITES: number[] = [S.submitDoc, S.checkedDoc, S.report, S.passed, S.unpassed];
const WITH_SITE: number[] = [S.confirmUnit, S.drawPlan, S.siteSupervision, ...FINISHED_SITES];
const WITH_PLANS: number[] = [S.drawPlan, S.siteSupervision, ...FINISHED_SITES];
const WITH_OPINIONS: number[] = [S.report, S.passed, S.unpassed];
const SENT: number[] = [S.sent, S.rejected, ...WITH_SITE];

let seq = 0;

async function orgOfUser(db: Db, username: string): Promise<number> {
  const [u] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, username));
  if (!u?.orgId) throw new Error(`jdFixtures: no organisation for ${username}`);
  return u.orgId;
}

/** The demo supervision centre (the first organisation of unit type 5). */
export async function supervisionUnit(db: Db): Promise<number> {
  const [o] = await db.select({ id: sysOrg.id }).from(sysOrg).where(sql`',' || ${sysOrg.type} || ',' like '%,5,%'`).orderBy(sysOrg.id).limit(1);
  return o.id;
}

/** A plan and one task in `status`, with what the status implies. */
export async function jdTaskAt(db: Db, status: number, opts: JdWorldOptions = {}): Promise<JdWorld> {
  const orgId = opts.orgId ?? (await orgOfUser(db, 'enterprise'));
  const unitId = opts.unitId ?? (await supervisionUnit(db));
  const testUnitId = opts.testUnitId === undefined ? await orgOfUser(db, 'tester') : opts.testUnitId;
  const methods = opts.methods ?? `${JD_METHOD.onSite},${JD_METHOD.sampling}`;
  const sampling = methods.split(',').includes(String(JD_METHOD.sampling));
  const certs = opts.certIds
    ? await db.select().from(zpCert).where(inArray(zpCert.id, opts.certIds))
    : (await db.select().from(zpCert).where(and(eq(zpCert.orgId, orgId), eq(zpCert.status, 0))).orderBy(zpCert.id)).slice(0, 2);
  if (!certs.length) throw new Error(`jdFixtures: organisation ${orgId} has no valid certificate`);
  const products = await db.select().from(zpProduct).where(inArray(zpProduct.id, certs.map((c) => c.productId)));
  const year = beijingYear();
  const n = ++seq;
  const ended = [S.passed, S.unpassed, S.stopped].includes(status as never);
  const planStatus = ended ? JD_PLAN_STATUS.completed : status === S.draft || status === S.release ? JD_PLAN_STATUS.tasksCreated : SENT.includes(status) && status !== S.sent && status !== S.rejected ? JD_PLAN_STATUS.supervising : JD_PLAN_STATUS.issued;
  const [plan] = await db
    .insert(jdPlan)
    .values({ code: `JHT${year}${String(n).padStart(5, '0')}`, name: `测试监督计划${n}`, year, jdType: String(JD_TYPE.annual), methods, unitId, testUnitId: sampling ? testUnitId : null, startDate: `${year}-01-01`, endDate: `${year}-12-31`, status: planStatus })
    .returning({ id: jdPlan.id });
  const failing = status === S.unpassed ? (opts.failing ?? 1) : (opts.failing ?? 0);
  const withOpinions = WITH_OPINIONS.includes(status);
  const [task] = await db
    .insert(jdTask)
    .values({
      code: `JDT${year}${String(n).padStart(5, '0')}`,
      planId: plan.id,
      year,
      orgId,
      unitId,
      testUnitId: sampling ? testUnitId : null,
      jdType: String(JD_TYPE.annual),
      methods,
      status,
      leaderName: WITH_SITE.includes(status) ? '黄国平' : null,
      memberNames: WITH_SITE.includes(status) ? '刘洋、陈静' : null,
      startDate: `${year}-03-01`,
      endDate: `${year}-11-30`,
      issueTime: SENT.includes(status) || ended ? new Date() : null,
      finishTime: status === S.passed || status === S.unpassed ? new Date() : null,
      opinion: status === S.passed ? JD_OPINION.pass : status === S.unpassed ? JD_OPINION.fail : null,
      testOpinion: withOpinions && sampling ? (failing ? TEST_OPINION.unqualified : TEST_OPINION.qualified) : null,
    })
    .returning({ id: jdTask.id });
  const prodIds: number[] = [];
  const recordIds: number[] = [];
  for (const [i, c] of certs.entries()) {
    const [prod] = await db.insert(jdProd).values({ planId: plan.id, taskId: task.id, certId: c.id, productId: c.productId, orgId, sampling }).returning({ id: jdProd.id });
    prodIds.push(prod.id);
    const fails = withOpinions && i >= certs.length - failing;
    const [record] = await db
      .insert(jdRecord)
      .values({
        taskId: task.id,
        planId: plan.id,
        prodId: prod.id,
        certId: c.id,
        productId: c.productId,
        orgId,
        productName: c.productName ?? products.find((p) => p.id === c.productId)?.name ?? null,
        certNo: c.certNo,
        year,
        jdType: String(JD_TYPE.annual),
        jdOpinion: withOpinions ? (fails ? JD_OPINION.fail : JD_OPINION.pass) : JD_OPINION.pending,
        testOpinion: withOpinions && sampling ? (fails ? TEST_OPINION.unqualified : TEST_OPINION.qualified) : TEST_OPINION.none,
        status: status === S.passed || status === S.unpassed ? (fails ? JD_RECORD_STATUS.unpassed : JD_RECORD_STATUS.passed) : JD_RECORD_STATUS.pending,
        conclusionTime: status === S.passed || status === S.unpassed ? new Date() : null,
      })
      .returning({ id: jdRecord.id });
    recordIds.push(record.id);
  }
  const placeIds = [...new Set(products.flatMap((p) => refTokens(p.placeIds ?? (p.placeId ? String(p.placeId) : '')).map(Number)))];
  let siteId: number | null = null;
  const sitePlanIds: number[] = [];
  if (WITH_SITE.includes(status)) {
    const [site] = await db.insert(jdSite).values({ taskId: task.id, leaderName: '黄国平', memberNames: '刘洋、陈静' }).returning({ id: jdSite.id });
    siteId = site.id;
    if (WITH_PLANS.includes(status)) {
      const siteStatus = ON_SITE_ON.includes(status) ? JD_SITE_STATUS.onSite : FINISHED_SITES.includes(status) ? JD_SITE_STATUS.finished : JD_SITE_STATUS.planned;
      for (const placeId of placeIds) {
        const made = products.filter((p) => refTokens(p.placeIds ?? (p.placeId ? String(p.placeId) : '')).map(Number).includes(placeId));
        const [sp] = await db
          .insert(jdSitePlan)
          .values({ siteId, taskId: task.id, orgId, unitId, testUnitId: sampling ? testUnitId : null, placeId, startDate: `${year}-04-01`, endDate: `${year}-04-02`, leaderName: '黄国平', memberNames: '刘洋', productIds: made.map((p) => p.id).join(','), spotItemTypes: sampling ? '1' : null, status: siteStatus })
          .returning({ id: jdSitePlan.id });
        sitePlanIds.push(sp.id);
      }
    }
    if (WITH_OPINIONS.includes(status)) {
      await db.insert(jdReport).values({ siteId, taskId: task.id, reportDate: `${year}-05-01`, summary: '按计划完成现场监督和抽样检测。', conclusion: '企业基本符合圳品评价要求。' });
    }
  }
  return { planId: plan.id, taskId: task.id, prodIds, recordIds, siteId, sitePlanIds, orgId, unitId, testUnitId: sampling ? testUnitId : null, certIds: certs.map((c) => c.id), productIds: certs.map((c) => c.productId), placeIds };
}

let certSeq = 0;

/**
 * New certificates of an enterprise (default the demo `enterprise`'s) for its existing products, at
 * `status`, numbered in a year no seeded certificate uses and published in a catalogue batch (so a
 * test sees them leave 圳品目录), apart from the demo world's own.
 */
export async function freshCerts(db: Db, n: number, opts: { orgId?: number; status?: number } = {}): Promise<number[]> {
  const orgId = opts.orgId ?? (await orgOfUser(db, 'enterprise'));
  const products = await db.select({ id: zpProduct.id, name: zpProduct.name }).from(zpProduct).where(eq(zpProduct.orgId, orgId)).orderBy(zpProduct.id).limit(n);
  if (!products.length) throw new Error(`jdFixtures: organisation ${orgId} has no product`);
  const [{ batch }] = await db.select({ batch: sql<number | null>`max(${zpCert.batchNo})` }).from(zpCert);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = products[i % products.length];
    const certNo = `SZP-1998-${String(++certSeq).padStart(6, '0')}`;
    const [c] = await db
      .insert(zpCert)
      .values({ certNo, orgId, productId: p.id, productName: p.name, status: opts.status ?? CERT_STATUS.valid, issueDate: '2025-01-01', expireDate: '2099-12-31', batchNo: batch ?? 1 })
      .returning({ id: zpCert.id });
    ids.push(c.id);
  }
  return ids;
}

export interface ReformWorld extends JdWorld {
  /** The rectification of the task's failed product. */
  readonly reformId: number;
  readonly certId: number;
}

const RS = REFORM_STATUS;
const STARTED: number[] = [RS.rectifying, RS.audit, RS.sendNotice, RS.objection, RS.judgment, RS.ended];
const REPORTED: number[] = [RS.audit, RS.sendNotice, RS.objection, RS.judgment, RS.ended];
const NOTIFIED: number[] = [RS.objection, RS.judgment];

/**
 * A task concluded 不通过 over `products` fresh certificates (the last fails) and the failed product's
 * rectification at `status`, with what that status implies (deadline and items, the report, the
 * objection deadline); `suspended`: its certificate suspended when it started.
 */
export async function reformAt(db: Db, status: number, opts: { products?: number; suspended?: boolean; orgId?: number } = {}): Promise<ReformWorld> {
  const certIds = await freshCerts(db, opts.products ?? 2, { orgId: opts.orgId });
  const w = await jdTaskAt(db, JD_TASK_STATUS.unpassed, { certIds, orgId: opts.orgId, failing: 1 });
  const [record] = await db.select().from(jdRecord).where(and(eq(jdRecord.taskId, w.taskId), eq(jdRecord.status, JD_RECORD_STATUS.unpassed)));
  const suspended = !!opts.suspended && STARTED.includes(status) && status !== RS.ended;
  if (suspended) await db.update(zpCert).set({ status: CERT_STATUS.suspended }).where(eq(zpCert.id, record.certId));
  const [r] = await db
    .insert(jdReform)
    .values({
      recordId: record.id,
      taskId: w.taskId,
      certId: record.certId,
      productId: record.productId,
      productName: record.productName,
      orgId: record.orgId,
      unitId: w.unitId,
      status,
      deadline: STARTED.includes(status) ? '2099-06-30' : null,
      items: STARTED.includes(status) ? '完善农药使用记录并复检' : null,
      suspendCert: STARTED.includes(status) ? (suspended ? 1 : 0) : null,
      measures: REPORTED.includes(status) ? '已建立农药使用台账' : null,
      objectionDeadline: NOTIFIED.includes(status) ? '2099-07-31' : null,
    })
    .returning({ id: jdReform.id });
  return { ...w, reformId: r.id, certId: record.certId };
}

/** An exit of a fresh certificate at `status` (source: by default a serious violation). */
export async function exitAt(db: Db, status: number, opts: { source?: number; orgId?: number; certStatus?: number } = {}): Promise<{ exitId: number; certId: number; orgId: number }> {
  const [certId] = await freshCerts(db, 1, { orgId: opts.orgId, status: opts.certStatus });
  const [c] = await db.select().from(zpCert).where(eq(zpCert.id, certId));
  const [x] = await db
    .insert(jdExit)
    .values({ certId, productId: c.productId, productName: c.productName, orgId: c.orgId, source: opts.source ?? EXIT_SOURCE.violation, reason: '抽检发现违规使用禁用农药', status, objectionDeadline: status === EXIT_STATUS.objection || status === EXIT_STATUS.judgment ? '2099-07-31' : null })
    .returning({ id: jdExit.id });
  return { exitId: x.id, certId, orgId: c.orgId };
}
