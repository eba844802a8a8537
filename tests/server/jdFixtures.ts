/**
 * Supervision tests' starting points, written straight into the database: a plan over some valid
 * certificates of one enterprise, its task in the status a test needs, with what that status
 * implies (the team, the on-site record, a visit per place, opinions, the report), so a test of
 * one call does not first walk the whole flow through every other call.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { JD_METHOD, JD_OPINION, JD_PLAN_STATUS, JD_RECORD_STATUS, JD_SITE_STATUS, JD_TASK_STATUS, JD_TYPE, TEST_OPINION } from '../../src/domain/codes';
import { refTokens } from '../../src/domain/resource';
import type { Db } from '../../server/db/client';
import { jdPlan, jdProd, jdRecord, jdReport, jdSite, jdSitePlan, jdTask, sysOrg, sysUser, zpCert, zpProduct } from '../../server/db/schema';

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
  const year = new Date().getFullYear();
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
