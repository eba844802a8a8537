/**
 * Rectification (整改) and exit (退出) in the demo world (WORKFLOWS.md §5; flows
 * src/domain/workflows/jdReform.ts and jdExit.ts), so every page of both has something to show
 * for every role.
 *
 * - **Rectifications**: every product whose supervision did not pass (jd_record at 99) has one,
 *   opened when the task was concluded. A certificate's earlier failures, and those of earlier
 *   years, have ended (passed, objection upheld, or on to exit); the latest (OPEN_RECTIFICATIONS)
 *   wait in every status, the oldest furthest along: the demo enterprise (`enterprise`) has
 *   one waiting for its objection, the demo supervision centre (`jd1_admin`) reports to audit. A
 *   certificate suspended by the history is the one its open rectification suspended.
 * - **Exits**: a rectification that ended in exit opened one; a certificate the history revoked or
 *   cancelled left 圳品 through an exit that ended that day (a revoked one for a serious violation,
 *   a cancelled one at the enterprise's request, unless a rectification led there); and a few held
 *   certificates are on their way out by hand, so every exit status has a row.
 * - **Flow log** of every move by the people who made it (management, the enterprise's
 *   administrator, the unit's leader of the task, the certificate officer; 系统 for a lapsed
 *   objection period), the certificate's suspension, cancellation or revocation among them; the
 *   notices, reports and evidence as files (./files.ts) where a move made or uploaded them.
 *
 * Certificates the browser tests work on stay as they are: the demo enterprise's (its certificate
 * walk and the supervision fixtures take its valid ones), and those of the enterprise whose free
 * certificates the supervision walk plans over (E2E_ENTERPRISE). So do the ones this year's open
 * key-supervision plans and next year's draft plan hold (they must stay valid). Its own random
 * stream; runs after the supervision (seedIfEmpty), and `failHistoryTasks` before it.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { beijingYear } from '../../src/domain/beijingTime';
import { CERT_STATUS, EXIT_SOURCE, EXIT_STATUS, JD_METHOD, JD_OPINION, JD_PLAN_STATUS, JD_RECORD_STATUS, JD_TASK_STATUS, JD_TYPE, REFORM_RESULT, REFORM_STATUS, TEST_OPINION } from '../../src/domain/codes';
import { PICTURE_TYPE } from '../../src/domain/resources/evalSite';
import { certificateFlow } from '../../src/domain/workflows/certificate';
import type { WorkflowDef } from '../../src/domain/workflows/engine';
import { EXIT_LAPSE, jdExitFlow } from '../../src/domain/workflows/jdExit';
import { REFORM_LAPSE, jdReformFlow } from '../../src/domain/workflows/jdReform';
import { JD_TASK_ENDED } from '../../src/domain/workflows/jdTask';
import { SYSTEM_ACTOR } from '../http/workflow';
import type { DbOrTx } from '../db/client';
import { flowLog, jdExit, jdPlan, jdProd, jdRecord, jdReform, jdTask, sysOrg, sysUser, zpCert } from '../db/schema';
import { inBatches, insertMany } from '../db/batch';
import { makeExitNotice, makeReformNotice } from '../modules/jd/reform/reformFlows';
import { seedDocumentPdfs } from './documents';
import { png, saveFiles, type SeedFile } from './files';
import { firstWithRole, seededManager, type SeedActor } from './flows';
import { E2E_ENTERPRISE } from './people';
import type { Random } from './random';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Dates are Shenzhen's (UTC+8). */
const CN = 8 * HOUR;
const ymd = (t: number) => new Date(t + CN).toISOString().slice(0, 10);

/**
 * The latest failures of supervision, one per certificate, whose rectifications are still under way
 * (the demo enterprise's aside, which always is); older ones have ended. A count rather than a span
 * of time, so the demo world holds every status whatever the day it is seeded: enough for each
 * open status and three waiting to be started, few enough to leave older ones for each way of
 * ending and free certificates for the exits by hand.
 */
const OPEN_RECTIFICATIONS = 14;

/** The time from which a certificate's latest failure (its conclusion, `at`) is still being rectified. */
export function openRectificationsSince(failures: readonly { readonly certId: number | null; readonly at: number }[]): number {
  const latest = new Map<number | null, number>();
  for (const f of failures) latest.set(f.certId, Math.max(latest.get(f.certId) ?? 0, f.at));
  const newestFirst = [...latest.values()].sort((x, y) => y - x);
  return newestFirst[Math.min(OPEN_RECTIFICATIONS, newestFirst.length) - 1] ?? 0;
}

/** How many passed history tasks `failHistoryTasks` turns 不通过 (the demo enterprise's among them). */
const FAILED_HISTORY_TASKS = 20;
const R = REFORM_STATUS;
const X = EXIT_STATUS;

type FlowLogRow = typeof flowLog.$inferInsert;

// ---- Before the supervision: more products that did not pass --------------------------------------

/**
 * A few passed history tasks, each its certificate's latest, did not pass after all (task 99, its
 * opinion 不通过, a sampling task's test unqualified), so that open rectifications can wait in every
 * status and the demo enterprise has one: its latest passed task, then tasks on certificates the
 * history suspended, then the latest of other enterprises. Runs before the supervision seed, which
 * writes what a failed task implies (the nonconformity, the report, the records at 99).
 */
export async function failHistoryTasks(tx: DbOrTx): Promise<void> {
  const now = Date.now();
  const [demo] = await tx.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
  const spared = new Set((await tx.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.name, E2E_ENTERPRISE))).map((o) => o.id));
  const tasks = await tx
    .select({ id: jdTask.id, orgId: jdTask.orgId, certId: jdTask.certId, methods: jdTask.methods, status: jdTask.status, planId: jdTask.planId, finishTime: jdTask.finishTime, certStatus: zpCert.status })
    .from(jdTask)
    .innerJoin(zpCert, eq(zpCert.id, jdTask.certId))
    .where(isNotNull(jdTask.finishTime))
    .orderBy(desc(jdTask.finishTime), desc(jdTask.id));
  // A held certificate's passed task of a plan, a while ago: a rectification needs time to get somewhere.
  const failable = (t: (typeof tasks)[number]) =>
    t.status === JD_TASK_STATUS.passed && t.planId !== null && (t.finishTime?.getTime() ?? now) < now - 20 * DAY && (t.certStatus === CERT_STATUS.valid || t.certStatus === CERT_STATUS.suspended);
  // Each certificate's latest concluded task (latest first), when it is failable.
  const latestOfCert = new Map<number | null, (typeof tasks)[number]>();
  for (const t of tasks) if (!latestOfCert.has(t.certId)) latestOfCert.set(t.certId, t);
  const candidates = [...latestOfCert.values()].filter((t) => failable(t) && !spared.has(t.orgId));
  const chosen: typeof candidates = [];
  const orgs = new Set<number>();
  const choose = (t: (typeof candidates)[number] | undefined, again = false) => {
    if (!t || (orgs.has(t.orgId) && !again) || chosen.length >= FAILED_HISTORY_TASKS) return;
    chosen.push(t);
    orgs.add(t.orgId);
  };
  // The demo enterprise's, though a later check of that certificate passed when its latest is too recent to fail.
  choose(candidates.find((t) => t.orgId === demo?.orgId) ?? tasks.find((t) => t.orgId === demo?.orgId && failable(t)));
  for (const t of candidates.filter((c) => c.certStatus === CERT_STATUS.suspended)) choose(t);
  const rest = candidates.filter((t) => t.orgId !== demo?.orgId && !chosen.includes(t));
  for (const t of rest) choose(t);
  // Too few enterprises with a passed task: a second task of one.
  for (const t of rest) if (!chosen.includes(t)) choose(t, true);
  if (!chosen.length) return;
  const sampling = (methods: string) => methods.split(',').includes(String(JD_METHOD.sampling));
  const ids = (pred: (t: (typeof chosen)[number]) => boolean) => chosen.filter(pred).map((t) => t.id);
  const bySample = ids((t) => sampling(t.methods));
  const onSite = ids((t) => !sampling(t.methods));
  if (bySample.length) await tx.update(jdTask).set({ status: JD_TASK_STATUS.unpassed, opinion: JD_OPINION.fail, testOpinion: TEST_OPINION.unqualified }).where(inArray(jdTask.id, bySample));
  if (onSite.length) await tx.update(jdTask).set({ status: JD_TASK_STATUS.unpassed, opinion: JD_OPINION.fail }).where(inArray(jdTask.id, onSite));
}

// ---- What people write ------------------------------------------------------------------------------

const ITEMS = {
  sample: '1. 查明抽检不合格原因，追溯同批次原料和产品；\n2. 召回并处置同批次不合格产品；\n3. 完善原料进货查验和出厂检验制度；\n4. 委托有资质的检测机构对整改后的产品进行检测，随整改报告提交检测报告。',
  site: '1. 针对现场发现的严重不符合项逐项制定整改措施；\n2. 完善生产记录和产品追溯记录，确保每一批次可追溯至原料来源；\n3. 对生产、仓储和记录岗位人员开展培训；\n4. 提交整改报告及整改前后的对比照片、记录等证明材料。',
};
const MEASURES = {
  sample: '已停用问题批次原料并更换供应商，召回同批次产品12箱并按规定销毁；修订《原料进货查验制度》，新增每批次原料重金属快检；整改后产品经第三方检测机构检测，所检项目均符合要求。',
  site: '已恢复追溯系统录入并补录缺失批次记录，生产记录与出库记录逐批核对一致；修订《产品追溯管理制度》，对记录人员开展两次培训并考核；指定质量负责人每周复核记录。',
};
const REFORM_OPINIONS: Readonly<Record<string, string>> = {
  submit: '已按整改要求完成整改，整改报告及证明材料已上传，请审核',
  resubmit: '已补充整改后产品的检测报告，请再次审核',
  returnReport: '整改报告未附整改后产品的检测报告，请补充后重新提交',
  pass: '整改措施落实到位，整改后产品检测合格，同意整改通过',
  notify: '已发送整改不合格通知书，请在异议期限内反馈',
  object: '不合格系供应商原料所致，我司已更换供应商，整改后产品经第三方检测合格，请求复核',
  accept: '接受整改不合格的处理意见',
  uphold: '经复核，企业补充的检测报告合格，整改措施有效，异议成立',
  reject: '企业补充材料不能证明问题已整改到位，驳回异议，转入退出流程',
  lapse: REFORM_LAPSE.reason,
};
/** Why the unit finds a rectification wanting, by what failed. */
const FAIL_OPINION = {
  sample: '整改后产品复检镉含量仍超出限量要求，原料进货查验记录不完整，整改不合格',
  site: '现场复核发现部分批次仍无法追溯至原料来源，整改措施未落实到位，整改不合格',
};
const EXIT_OPINIONS: Readonly<Record<string, string>> = {
  notify: '已发送退出通知书，请在异议期限内反馈意见，逾期视为无异议',
  object: '我司已全面整改并经第三方检测合格，请求撤销退出',
  accept: '接受退出处理',
  uphold: '经核实企业已整改到位，异议成立，撤销退出',
  reject: '企业异议理由不成立，驳回异议',
  approve: '同意该产品退出“圳品”',
  withdraw: '企业撤回退出申请，经核实同意撤销退出',
  lapse: EXIT_LAPSE.reason,
};
const OUTCOME_OPINION: Readonly<Record<number, string>> = {
  [CERT_STATUS.cancelled]: '产品退出“圳品”，注销证书',
  [CERT_STATUS.revoked]: '严重违规，撤销证书',
};
const EXIT_REASON = {
  reform: '整改不合格，转入退出流程',
  violation: ['监督检查发现企业在未获证产品上使用“圳品”标志，属严重违规', '监督抽检发现禁用药物残留，属严重违规', '企业拒不配合监督检查，属严重违规'],
  request: ['该产品已停止生产，企业申请退出“圳品”', '企业经营调整，不再生产该产品，申请退出“圳品”'],
};
const SUSPEND_REASON = '监督不通过，整改期间暂停证书';

// ---- The flows' ways ---------------------------------------------------------------------------------

/** A move to make: its action, when, who, with what opinion and files. */
interface Step {
  readonly action: string;
  at: number;
  readonly opinion: string | null;
  readonly files: readonly FileRef[];
}
type FileRef = () => number | null;

/** The moves that bring a rectification to its end: the main way, with the objection, and how it ends. */
function reformActions(status: number, result: number | null, endBy: 'reject' | 'accept' | 'lapse', loop: boolean): string[] {
  const submitted = loop ? ['start', 'submit', 'returnReport', 'submit'] : ['start', 'submit'];
  const notified = [...submitted, 'fail', 'notify'];
  switch (status) {
    case R.awaitStart:
      return [];
    case R.rectifying:
      return loop ? ['start', 'submit', 'returnReport'] : ['start'];
    case R.audit:
      return submitted;
    case R.sendNotice:
      return [...submitted, 'fail'];
    case R.objection:
      return notified;
    case R.judgment:
      return [...notified, 'object'];
    default:
      if (result === REFORM_RESULT.passed) return [...submitted, 'pass'];
      if (result === REFORM_RESULT.upheld) return [...notified, 'object', 'uphold'];
      return endBy === 'reject' ? [...notified, 'object', 'reject'] : [...notified, endBy];
  }
}

/** The moves of an exit to `status` from where it opened (a request opens at 待审批). */
function exitActions(status: number, source: number, path: number): string[] {
  const fromRequest = source === EXIT_SOURCE.request;
  const noticeDone = ['notify', ...(path % 3 === 0 ? ['accept'] : path % 3 === 1 ? ['lapse'] : ['object', 'reject'])];
  switch (status) {
    case X.awaitNotice:
      return [];
    case X.objection:
      return ['notify'];
    case X.judgment:
      return ['notify', 'object'];
    case X.approval:
      return fromRequest ? [] : noticeDone;
    case X.certCancel:
      return fromRequest ? ['approve'] : [...noticeDone, 'approve'];
    case X.ended:
      return fromRequest ? ['approve', 'cancelCert'] : [...noticeDone, 'approve', 'cancelCert'];
    default:
      return fromRequest ? ['withdraw'] : ['notify', 'object', 'uphold'];
  }
}

/** The statuses each move leaves, checked against the flow's table (a seed that strays from it fails loudly). */
function walk<S extends number>(flow: WorkflowDef<S>, from: number, actions: readonly string[]): { action: string; label: string; from: number; to: number; relation: string; roles: readonly string[] }[] {
  let at = from;
  return actions.map((action) => {
    const lapse = flow.key === jdReformFlow.key ? REFORM_LAPSE : flow.key === jdExitFlow.key ? EXIT_LAPSE : null;
    if (action === 'lapse' && lapse && (lapse.from as readonly number[]).includes(at)) {
      const step = { action, label: lapse.label, from: at, to: lapse.to as number, relation: 'system', roles: [] };
      at = lapse.to;
      return step;
    }
    const t = flow.transitions.find((x) => x.action === action && (x.from as readonly number[]).includes(at));
    if (!t) throw new Error(`${flow.key}: no move ${action} from ${at}`);
    const step = { action, label: t.label, from: at, to: t.to as number, relation: t.actor.relation, roles: t.actor.roles };
    at = t.to;
    return step;
  });
}

/** `k` times from `a` to `b`, the last at `b` (one move: at `b`), each a few minutes after the one before at least. */
function times(k: number, a: number, b: number): number[] {
  if (k === 0) return [];
  if (k === 1) return [b];
  const span = Math.max(b - a - (k - 1) * MINUTE, 0);
  return Array.from({ length: k }, (_, i) => Math.round(a + (span * i) / (k - 1)) + i * MINUTE);
}

// ---- The demo world ------------------------------------------------------------------------------------

interface Rec {
  readonly id: number;
  readonly taskId: number;
  readonly certId: number;
  readonly productId: number;
  readonly orgId: number;
  readonly unitId: number | null;
  readonly year: number;
  readonly concluded: number;
  readonly bySample: boolean;
  readonly leaderName: string | null;
  readonly certNo: string;
  readonly certStatus: number;
  readonly certStatusTime: number | null;
}

interface Cert {
  readonly id: number;
  readonly orgId: number;
  readonly productId: number;
  readonly certNo: string;
  readonly status: number;
  readonly statusTime: number | null;
  readonly reason: string | null;
  /** The live evaluation that granted it (the certificate tests' changes and reissues work on those). */
  readonly evalId: number | null;
}

/** What a rectification becomes: its status, how it ended, and the exit it opened. */
interface ReformPlan {
  readonly rec: Rec;
  readonly status: number;
  readonly result: number | null;
  readonly endBy: 'reject' | 'accept' | 'lapse';
  readonly loop: boolean;
  readonly suspendCert: number | null;
  /** When its last move was made (its first a few days after the conclusion). */
  readonly last: number;
  readonly exit: ExitPlan | null;
}

interface ExitPlan {
  readonly certId: number;
  readonly productId: number;
  readonly orgId: number;
  readonly certNo: string;
  readonly source: number;
  readonly reason: string;
  readonly status: number;
  readonly path: number;
  /** When it opened and made its last move. */
  readonly opened: number;
  readonly last: number;
  readonly outcome: number | null;
  /** The certificate was suspended while it ran (a rectification suspended it). */
  readonly suspended: boolean;
}

export async function seedReform(tx: DbOrTx, random: Random, filesDir?: string): Promise<void> {
  const manager = await seededManager(tx);
  if (!manager) return;
  const now = Date.now();
  const year = beijingYear(now);
  const named = await tx.select({ id: sysUser.id, username: sysUser.username, name: sysUser.name, orgId: sysUser.orgId, orgName: sysOrg.name }).from(sysUser).leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId)).where(inArray(sysUser.username, ['enterprise', 'mng_cert']));
  const demoUser = named.find((u) => u.username === 'enterprise');
  const officer: SeedActor = named.find((u) => u.username === 'mng_cert') ?? manager;
  const spared = new Set((await tx.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.name, E2E_ENTERPRISE))).map((o) => o.id));
  if (demoUser?.orgId) spared.add(demoUser.orgId);

  const records: Rec[] = (
    await tx
      .select({
        id: jdRecord.id,
        taskId: jdRecord.taskId,
        certId: jdRecord.certId,
        productId: jdRecord.productId,
        orgId: jdRecord.orgId,
        unitId: jdTask.unitId,
        year: jdRecord.year,
        conclusionTime: jdRecord.conclusionTime,
        testOpinion: jdRecord.testOpinion,
        leaderName: jdTask.leaderName,
        certNo: zpCert.certNo,
        certStatus: zpCert.status,
        certStatusTime: zpCert.statusTime,
      })
      .from(jdRecord)
      .innerJoin(jdTask, eq(jdTask.id, jdRecord.taskId))
      .innerJoin(zpCert, eq(zpCert.id, jdRecord.certId))
      .where(eq(jdRecord.status, JD_RECORD_STATUS.unpassed))
      .orderBy(asc(jdRecord.conclusionTime), asc(jdRecord.id))
  ).map((r) => ({
    ...r,
    concluded: r.conclusionTime?.getTime() ?? now - 30 * DAY,
    bySample: r.testOpinion === TEST_OPINION.unqualified,
    certStatusTime: r.certStatusTime?.getTime() ?? null,
  }));
  if (!records.length) return;

  // Certificates that must stay valid: the open tasks of this year's key-supervision plans and next year's draft hold them; the browser tests' enterprises.
  // (A task that has ended no longer holds its certificate: its failure may suspend it.)
  const held = await tx
    .select({ certId: jdProd.certId })
    .from(jdProd)
    .innerJoin(jdPlan, eq(jdPlan.id, jdProd.planId))
    .leftJoin(jdTask, eq(jdTask.id, jdProd.taskId))
    .where(
      or(
        and(eq(jdPlan.year, year), eq(jdPlan.jdType, String(JD_TYPE.key)), ne(jdPlan.status, JD_PLAN_STATUS.completed), or(isNull(jdTask.id), notInArray(jdTask.status, [...JD_TASK_ENDED]))),
        eq(jdPlan.status, JD_PLAN_STATUS.draft),
      ),
    );
  const keepValid = new Set(held.map((h) => h.certId));
  const certs: Cert[] = (await tx.select({ id: zpCert.id, orgId: zpCert.orgId, productId: zpCert.productId, certNo: zpCert.certNo, status: zpCert.status, statusTime: zpCert.statusTime, reason: zpCert.reason, evalId: zpCert.evalId }).from(zpCert).orderBy(asc(zpCert.id))).map((c) => ({
    ...c,
    statusTime: c.statusTime?.getTime() ?? null,
  }));
  for (const c of certs) if (spared.has(c.orgId)) keepValid.add(c.id);
  // Certificates still under an open supervision task: an ended exit would have stopped it.
  const supervised = new Set(
    (
      await tx
        .select({ certId: jdProd.certId })
        .from(jdProd)
        .innerJoin(jdTask, eq(jdTask.id, jdProd.taskId))
        .where(sql`${jdTask.status} not in (${JD_TASK_STATUS.passed}, ${JD_TASK_STATUS.unpassed}, ${JD_TASK_STATUS.stopped})`)
    ).map((r) => r.certId),
  );

  // ---- Each rectification's fate ----
  const plans: ReformPlan[] = [];
  const latestOf = new Map<number, Rec>();
  for (const r of records) latestOf.set(r.certId, r);
  const openSince = openRectificationsSince(records.map((r) => ({ certId: r.certId, at: r.concluded })));
  const ended = (r: Rec, result: number, endBy: ReformPlan['endBy'], last: number, exit: ExitPlan | null, suspendCert = 0): ReformPlan => ({ rec: r, status: R.ended, result, endBy, loop: false, suspendCert, last, exit });
  // Times an ended one took: a month or so a move, before the certificate's next failure.
  const endOf = (r: Rec, moves: number) => {
    const next = records.find((x) => x.certId === r.certId && x.concluded > r.concluded);
    return Math.min(r.concluded + moves * random.int(18, 30) * DAY, (next?.concluded ?? now) - 5 * DAY, now - 2 * DAY);
  };
  let alternate = 0;
  const endedQuietly = (r: Rec) => {
    const result = alternate++ % 2 === 0 ? REFORM_RESULT.passed : REFORM_RESULT.upheld;
    return ended(r, result, 'reject', endOf(r, result === REFORM_RESULT.passed ? 3 : 6), null);
  };
  const fromReform = (r: Rec, status: number, opened: number, last: number, outcome: number | null, suspended: boolean, path: number): ExitPlan => ({
    certId: r.certId,
    productId: r.productId,
    orgId: r.orgId,
    certNo: r.certNo,
    source: EXIT_SOURCE.reform,
    reason: EXIT_REASON.reform,
    status,
    path,
    opened,
    last,
    outcome,
    suspended,
  });
  // Exits a rectification of an earlier year led to, still to be shown: cancelled (异议成立), then awaiting the certificate's cancellation.
  const earlierExits: number[] = [X.cancelled, X.certCancel];
  const open: Rec[] = [];
  const endWays: ReformPlan['endBy'][] = ['reject', 'lapse', 'accept'];
  let ways = 0;
  for (const r of records) {
    const cert = certs.find((c) => c.id === r.certId);
    if (latestOf.get(r.certId) !== r) {
      plans.push(endedQuietly(r));
    } else if ((r.certStatus === CERT_STATUS.revoked || r.certStatus === CERT_STATUS.cancelled) && !supervised.has(r.certId)) {
      // The history ended its certificate: the rectification failed, its exit ended that day.
      const end = Math.min(Math.max(r.certStatusTime ?? 0, r.concluded + 90 * DAY), now - DAY);
      const reformEnd = r.concluded + (end - r.concluded) * 0.55;
      const endBy = endWays[ways++ % endWays.length];
      plans.push(ended(r, REFORM_RESULT.exit, endBy, reformEnd, fromReform(r, X.ended, reformEnd, end, r.certStatus, true, ways), 1));
    } else if (r.concluded < openSince && r.orgId !== demoUser?.orgId && !spared.has(r.orgId) && r.certStatus !== CERT_STATUS.revoked && r.certStatus !== CERT_STATUS.cancelled && earlierExits.length) {
      const status = earlierExits.shift() as number;
      const last = status === X.cancelled ? Math.min(r.concluded + 240 * DAY, now - 20 * DAY) : now - random.int(2, 6) * DAY;
      const reformEnd = r.concluded + (last - r.concluded) * 0.6;
      const endBy = endWays[ways++ % endWays.length];
      plans.push(ended(r, REFORM_RESULT.exit, endBy, reformEnd, fromReform(r, status, reformEnd, last, null, false, ways)));
    } else if (r.concluded < openSince && r.orgId !== demoUser?.orgId) {
      plans.push(endedQuietly(r));
    } else if (!cert || cert.status === CERT_STATUS.revoked || cert.status === CERT_STATUS.cancelled) {
      plans.push(endedQuietly(r));
    } else {
      open.push(r);
    }
  }
  // Too few older rectifications for both exits, or certificates the history ended for both outcomes: the oldest open ones failed too.
  const endedByHistory = (outcome: number) => certs.some((c) => c.status === outcome && c.statusTime !== null && !supervised.has(c.id) && !spared.has(c.orgId));
  const exitsToShow = [
    ...earlierExits.splice(0).map((status) => ({ status, outcome: null })),
    ...[CERT_STATUS.cancelled, CERT_STATUS.revoked].filter((o) => !endedByHistory(o)).map((outcome) => ({ status: X.ended, outcome })),
  ];
  for (const r of [...open]) {
    const exit = exitsToShow[0];
    if (!exit) break;
    if (spared.has(r.orgId) || r.orgId === demoUser?.orgId || now - r.concluded < 60 * DAY || keepValid.has(r.certId) || (exit.outcome !== null && supervised.has(r.certId))) continue;
    exitsToShow.shift();
    const last = exit.status === X.certCancel ? now - random.int(2, 6) * DAY : now - random.int(8, 15) * DAY;
    const reformEnd = r.concluded + (last - r.concluded) * 0.6;
    const endBy = endWays[ways++ % endWays.length];
    // One that ends the certificate suspended it while it ran.
    const ends = exit.outcome !== null;
    plans.push(ended(r, REFORM_RESULT.exit, endBy, reformEnd, fromReform(r, exit.status, reformEnd, last, exit.outcome, ends, ways), ends ? 1 : 0));
    open.splice(open.indexOf(r), 1);
  }
  // The open ones: the enterprise of the browser's supervision walk waits to be started, the demo
  // enterprise for its objection; the rest in every status, the oldest furthest along.
  // Each status once, and three more waiting to be started: the browser's rectification walk
  // (tests/e2e/reform-exit.spec.ts) takes two, and one more when CI retries a walk; then each again
  // as far as the rectifications go.
  const along: number[] = [R.judgment, R.objection, R.sendNotice, R.audit, R.rectifying, R.awaitStart];
  const want = [...along, R.awaitStart, R.awaitStart, R.awaitStart, ...along.filter((s) => s !== R.awaitStart)];
  const statusOf = new Map<Rec, number>();
  const take = (s: number) => {
    const i = want.indexOf(s);
    if (i >= 0) want.splice(i, 1);
  };
  for (const r of open) {
    if (spared.has(r.orgId) && r.orgId !== demoUser?.orgId) statusOf.set(r, R.awaitStart);
    else if (r.orgId === demoUser?.orgId && ![...statusOf.values()].includes(R.objection) && !statusOf.has(r)) statusOf.set(r, R.objection);
    else continue;
    take(statusOf.get(r) as number);
  }
  const rest = open.filter((r) => !statusOf.has(r));
  // As many of the wanted statuses as there are rectifications, in that order; then the oldest furthest along.
  const given = want.slice(0, rest.length).sort((a, b) => along.indexOf(a) - along.indexOf(b));
  rest.forEach((r, k) => {
    if (k < given.length) statusOf.set(r, given[k]);
    // More than the demo needs (a larger world): by age.
    else if (now - r.concluded > 150 * DAY) statusOf.set(r, 0);
    else if (now - r.concluded < 10 * DAY) statusOf.set(r, R.awaitStart);
    else statusOf.set(r, random.pick([R.rectifying, R.audit, R.sendNotice, R.objection, R.judgment]));
  });
  let audits = 0;
  for (const r of open) {
    const status = statusOf.get(r) as number;
    if (status === 0) {
      plans.push(endedQuietly(r));
      continue;
    }
    // A certificate the history suspended is suspended by its open rectification; one that must stay valid, or a live evaluation's, is not; every other older one that started, in turn.
    const older = certs.find((c) => c.id === r.certId)?.evalId === null;
    const suspendCert =
      status === R.awaitStart ? null
      : r.certStatus === CERT_STATUS.suspended ? 1
      : keepValid.has(r.certId) || !older ? 0
      : plans.filter((p) => p.status !== R.ended && p.suspendCert === 1).length % 2 === 0 ? 1
      : 0;
    // The second report to audit went back once for more evidence first.
    const loop = status === R.audit && audits++ === 1;
    plans.push({ rec: r, status, result: null, endBy: 'reject', loop, suspendCert, last: now - random.int(1, 5) * DAY - random.int(0, 8) * HOUR, exit: null });
  }

  // ---- Exits by hand ----
  const exits: ExitPlan[] = [];
  const inExit = new Set(plans.flatMap((p) => (p.exit ? [p.exit.certId] : [])));
  const inReform = new Set(plans.filter((p) => p.status !== R.ended).map((p) => p.rec.certId));
  let nth = 0;
  for (const c of certs) {
    // A certificate the history revoked or cancelled, and no longer supervised, left through an exit that ended then.
    if ((c.status !== CERT_STATUS.revoked && c.status !== CERT_STATUS.cancelled) || inExit.has(c.id) || supervised.has(c.id) || c.statusTime === null || spared.has(c.orgId)) continue;
    const source = c.status === CERT_STATUS.revoked ? EXIT_SOURCE.violation : EXIT_SOURCE.request;
    const reasons = source === EXIT_SOURCE.violation ? EXIT_REASON.violation : EXIT_REASON.request;
    const last = Math.min(c.statusTime, now - DAY);
    exits.push({ certId: c.id, productId: c.productId, orgId: c.orgId, certNo: c.certNo, source, reason: reasons[nth++ % reasons.length], status: X.ended, path: nth, opened: last - random.int(40, 70) * DAY, last, outcome: c.status, suspended: false });
    inExit.add(c.id);
  }
  // Held certificates on their way out: management's for serious violations, an enterprise's request.
  const free = certs.filter((c) => c.status === CERT_STATUS.valid && !spared.has(c.orgId) && !inExit.has(c.id) && !inReform.has(c.id));
  const ranked = [...free.filter((c) => !keepValid.has(c.id)), ...free.filter((c) => keepValid.has(c.id))];
  const usedOrgs = new Set<number>();
  const byHand: { status: number; source: number; outcome?: number }[] = [
    { status: X.awaitNotice, source: EXIT_SOURCE.violation },
    { status: X.objection, source: EXIT_SOURCE.violation },
    { status: X.judgment, source: EXIT_SOURCE.violation },
    { status: X.approval, source: EXIT_SOURCE.request },
    { status: X.approval, source: EXIT_SOURCE.violation },
  ];
  // Still too few rectifications for both exits, or for both outcomes of an ended one: by hand, an enterprise's request or management's for a violation.
  // (Those that end a certificate first: they may take none that must stay valid.)
  for (const e of exitsToShow) {
    const h = { status: e.status, source: e.outcome === CERT_STATUS.revoked ? EXIT_SOURCE.violation : EXIT_SOURCE.request, outcome: e.outcome ?? undefined };
    if (h.outcome === undefined) byHand.push(h);
    else byHand.unshift(h);
  }
  for (const [k, h] of byHand.entries()) {
    // One that ends its certificate takes none that must stay valid.
    const fits = h.outcome === undefined ? ranked : ranked.filter((x) => !keepValid.has(x.id));
    const c = fits.find((x) => !usedOrgs.has(x.orgId)) ?? fits.find((x) => !inExit.has(x.id));
    if (!c) break;
    usedOrgs.add(c.orgId);
    inExit.add(c.id);
    const last = now - random.int(1, 6) * DAY - random.int(0, 8) * HOUR;
    const reasons = h.source === EXIT_SOURCE.violation ? EXIT_REASON.violation : EXIT_REASON.request;
    exits.push({ certId: c.id, productId: c.productId, orgId: c.orgId, certNo: c.certNo, source: h.source, reason: reasons[k % reasons.length], status: h.status, path: k, opened: last - random.int(15, 40) * DAY, last, outcome: h.outcome ?? null, suspended: false });
  }

  // ---- The people ----
  const orgIds = [...new Set([...plans.map((p) => p.rec.orgId), ...exits.map((e) => e.orgId)])];
  const admins = await firstWithRole(tx, 'R_ORG_ADMIN', orgIds);
  const enterpriseOf = (orgId: number): SeedActor | null => (demoUser && demoUser.orgId === orgId ? demoUser : (admins.get(orgId) ?? null));
  const unitIds = [...new Set(plans.map((p) => p.rec.unitId).filter((u): u is number => u !== null))];
  const unitAdmins = await firstWithRole(tx, 'R_UNIT_ADMIN', unitIds);
  const unitUsers = unitIds.length
    ? await tx.select({ id: sysUser.id, name: sysUser.name, orgId: sysUser.orgId, orgName: sysOrg.name }).from(sysUser).innerJoin(sysOrg, eq(sysOrg.id, sysUser.orgId)).where(and(inArray(sysUser.orgId, unitIds), eq(sysUser.disabled, false))).orderBy(asc(sysUser.id))
    : [];
  // The task's leader audits the report; else the unit's administrator.
  const unitOf = (r: Rec): SeedActor | null => unitUsers.find((u) => u.orgId === r.unitId && u.name === r.leaderName) ?? (r.unitId === null ? null : (unitAdmins.get(r.unitId) ?? null));
  const actorFor = (step: { relation: string; roles: readonly string[] }, orgId: number, unit: SeedActor | null): SeedActor | null => {
    if (step.relation === 'system') return null;
    if (step.relation === 'owner') return enterpriseOf(orgId);
    if (step.relation === 'assigned') return unit;
    return step.roles.includes('R_ZSGLY_USER') ? officer : manager;
  };

  // ---- Files: the notices and reports, the evidence ----
  const files: SeedFile[] = [];
  const fileIds: number[] = [];
  const docs = await seedDocumentPdfs();
  const fileRef = (f: Omit<SeedFile, 'createTime'> & { createTime: number }): FileRef => {
    if (!filesDir) return () => null;
    files.push({ ...f, createTime: new Date(f.createTime) });
    const i = files.length - 1;
    return () => fileIds[i] ?? null;
  };
  let variant = 0;

  // ---- The rectifications' moves ----
  interface Built {
    readonly plan: ReformPlan;
    readonly steps: (Step & { label: string; from: number; to: number; who: SeedActor | null })[];
    readonly row: Omit<typeof jdReform.$inferInsert, 'reportFileId' | 'annexIds' | 'noticeFileId'>;
    readonly report: FileRef | null;
    readonly evidence: FileRef[];
    /** When its last notice was made (none before the rectification starts). */
    readonly noticeAt: number | null;
  }
  const built: Built[] = [];
  for (const plan of plans) {
    const r = plan.rec;
    const actions = reformActions(plan.status, plan.result, plan.endBy, plan.loop);
    const way = walk(jdReformFlow, R.awaitStart, actions);
    // Its moves after the conclusion, before now.
    const last = Math.min(Math.max(plan.last, r.concluded + way.length * 3 * HOUR), now - HOUR);
    const first = Math.min(r.concluded + random.int(2, 6) * DAY + random.int(1, 7) * HOUR, last);
    const at = times(way.length, Math.max(first, r.concluded + HOUR), last);
    const unit = unitOf(r);
    const kind = r.bySample ? 'sample' : 'site';
    const steps = way.map((w, i) => {
      const who = actorFor(w, r.orgId, unit);
      const when = at[i];
      const submits = way.slice(0, i).filter((x) => x.action === 'submit').length;
      const opinion =
        w.action === 'submit' && submits > 0 ? REFORM_OPINIONS.resubmit
        : w.action === 'fail' ? FAIL_OPINION[kind]
        : w.action === 'start' ? null
        : (REFORM_OPINIONS[w.action] ?? null);
      const files: FileRef[] = [];
      if (w.action === 'submit') files.push(fileRef({ name: `整改照片${submits + 1}.png`, bytes: png(PICTURE_TYPE.XCXC, variant++), orgId: r.orgId, createBy: who?.id ?? null, createTime: when - HOUR }));
      if (w.action === 'submit' && r.bySample) files.push(fileRef({ name: '整改后产品检测报告.pdf', bytes: docs.retestReport, orgId: r.orgId, createBy: who?.id ?? null, createTime: when - HOUR }));
      if (w.action === 'object') files.push(fileRef({ name: '异议说明及证明材料.pdf', bytes: docs.objection, orgId: r.orgId, createBy: who?.id ?? null, createTime: when - HOUR }));
      return { action: w.action, label: w.label, from: w.from, to: w.to, who, at: when, opinion, files };
    });
    const time = (action: string) => steps.filter((s) => s.action === action).map((s) => s.at);
    const started = time('start')[0];
    const lastSubmit = time('submit').at(-1);
    const notified = time('notify')[0];
    const objected = time('object')[0];
    const lapsed = time('lapse')[0];
    const deadline = started === undefined ? null : plan.status === R.rectifying ? ymd(Math.max(started + 60 * DAY, now + random.int(12, 35) * DAY)) : ymd(Math.max(started + 45 * DAY, (lastSubmit ?? started) + 2 * DAY));
    const objectionDeadline =
      notified === undefined ? null
      : lapsed !== undefined ? ymd(Math.max(notified, lapsed - DAY))
      : plan.status === R.objection ? ymd(Math.max(notified + 15 * DAY, now + random.int(5, 12) * DAY))
      : ymd(Math.max(notified + 15 * DAY, (objected ?? notified) + DAY));
    // The start's opinion names the deadline it set.
    const start = steps.find((s) => s.action === 'start');
    if (start && deadline) (start as { opinion: string | null }).opinion = `请于${deadline}前完成整改并提交整改报告${plan.suspendCert === 1 ? '，整改期间暂停证书' : ''}`;
    // The report and evidence of the last submit; the last notice made: 整改通知书 at the start, 整改不合格通知书 with the failure notice.
    const submitStep = steps.filter((s) => s.action === 'submit').at(-1);
    const report =
      submitStep ? fileRef({ name: '整改报告.pdf', bytes: docs.reformReport, orgId: r.orgId, createBy: submitStep.who?.id ?? null, createTime: submitStep.at - 2 * HOUR }) : null;
    // The notice is the product's own, made once the rows are written (a 整改不合格通知书 replaces the 整改通知书).
    const noticeAt = notified ?? started ?? null;
    const lastAt = steps.at(-1)?.at ?? r.concluded;
    built.push({
      plan,
      steps,
      report,
      evidence: submitStep ? submitStep.files.slice() : [],
      noticeAt,
      row: {
        recordId: r.id,
        taskId: r.taskId,
        certId: r.certId,
        productId: r.productId,
        orgId: r.orgId,
        unitId: r.unitId,
        status: plan.status,
        deadline,
        items: started === undefined ? null : ITEMS[kind],
        suspendCert: plan.suspendCert,
        measures: lastSubmit === undefined ? null : MEASURES[kind],
        objectionDeadline,
        result: plan.result,
        createTime: new Date(r.concluded),
        updateTime: new Date(lastAt),
        endTime: plan.status === R.ended ? new Date(lastAt) : null,
      },
    });
  }

  // ---- The exits' moves ----
  const allExits: { plan: ExitPlan; reform: Built | null }[] = [...built.filter((b) => b.plan.exit).map((b) => ({ plan: b.plan.exit as ExitPlan, reform: b })), ...exits.map((plan) => ({ plan, reform: null }))];
  interface BuiltExit {
    readonly plan: ExitPlan;
    readonly reform: Built | null;
    readonly steps: (Step & { label: string; from: number; to: number; who: SeedActor | null })[];
    readonly row: Omit<typeof jdExit.$inferInsert, 'noticeFileId' | 'reformId'>;
    readonly noticeAt: number | null;
  }
  const builtExits: BuiltExit[] = allExits.map(({ plan, reform }) => {
    const actions = exitActions(plan.status, plan.source, plan.path);
    const from = plan.source === EXIT_SOURCE.request ? X.approval : X.awaitNotice;
    const way = walk(jdExitFlow, from, actions);
    // It opens with the move that ended the rectification, or by hand; its first move a few days later.
    const opened = reform ? (reform.steps.at(-1)?.at ?? plan.opened) : plan.opened;
    const at = times(way.length, Math.min(opened + random.int(2, 5) * DAY, plan.last), Math.max(plan.last, opened + HOUR));
    const steps = way.map((w, i) => {
      const who = actorFor(w, plan.orgId, null);
      const opinion = w.action === 'cancelCert' ? OUTCOME_OPINION[plan.outcome ?? CERT_STATUS.cancelled] : (EXIT_OPINIONS[w.action] ?? null);
      const files = w.action === 'object' ? [fileRef({ name: '退出异议材料.pdf', bytes: docs.exitObjection, orgId: plan.orgId, createBy: who?.id ?? null, createTime: at[i] - HOUR })] : [];
      return { action: w.action, label: w.label, from: w.from, to: w.to, who, at: at[i], opinion, files };
    });
    const notified = steps.find((s) => s.action === 'notify')?.at;
    const objected = steps.find((s) => s.action === 'object')?.at;
    const lapsed = steps.find((s) => s.action === 'lapse')?.at;
    const objectionDeadline =
      notified === undefined ? null
      : lapsed !== undefined ? ymd(Math.max(notified, lapsed - DAY))
      : plan.status === X.objection ? ymd(Math.max(notified + 15 * DAY, now + random.int(5, 12) * DAY))
      : ymd(Math.max(notified + 15 * DAY, (objected ?? notified) + DAY));

    const createBy = reform ? (reform.steps.at(-1)?.who?.id ?? null) : plan.source === EXIT_SOURCE.request ? (enterpriseOf(plan.orgId)?.id ?? null) : manager.id;
    const lastAt = steps.at(-1)?.at ?? opened;
    const endedAt = plan.status === X.ended || plan.status === X.cancelled ? lastAt : null;
    return {
      plan,
      reform,
      steps,
      noticeAt: notified ?? null,
      row: {
        certId: plan.certId,
        productId: plan.productId,
        orgId: plan.orgId,
        source: plan.source,
        reason: plan.reason,
        status: plan.status,
        objectionDeadline,
        certOutcome: plan.status === X.ended ? plan.outcome : null,
        createBy,
        createTime: new Date(opened),
        updateTime: new Date(lastAt),
        endTime: endedAt === null ? null : new Date(endedAt),
      },
    };
  });

  // ---- Write: files, rectifications, exits, their links, certificates, the flow log ----
  if (filesDir && files.length) fileIds.push(...(await saveFiles(tx, filesDir, files)));
  const ids = (refs: readonly FileRef[]) =>
    refs
      .map((f) => f())
      .filter((id): id is number => id !== null)
      .join(',') || null;
  const one = (ref: FileRef | null) => {
    const id = ref?.();
    return id === null || id === undefined ? null : String(id);
  };
  const reformIds = await inBatches(
    built.map((b) => ({ ...b.row, reportFileId: one(b.report), annexIds: ids(b.evidence) })),
    (batch) => tx.insert(jdReform).values(batch).returning({ id: jdReform.id }),
  );
  const reformIdOf = new Map(built.map((b, i) => [b, reformIds[i].id]));
  const exitIds = await inBatches(
    builtExits.map((e) => ({ ...e.row, reformId: e.reform ? (reformIdOf.get(e.reform) ?? null) : null })),
    (batch) => tx.insert(jdExit).values(batch).returning({ id: jdExit.id }),
  );
  await tx.execute(sql`update ${jdReform} r set exit_id = e.id from ${jdExit} e where e.reform_id = r.id`);
  // The notices, made by the product's generator as the move that sent them would, dated that day.
  if (filesDir) {
    const files = { filesDir };
    const reformRows = new Map((await tx.select().from(jdReform).where(inArray(jdReform.id, reformIds.map((r) => r.id)))).map((r) => [r.id, r]));
    for (const [i, b] of built.entries()) {
      const row = reformRows.get(reformIds[i].id);
      if (row && b.noticeAt !== null) await makeReformNotice(tx, files, manager, row, { at: new Date(b.noticeAt) });
    }
    const exitRows = new Map((await tx.select().from(jdExit).where(inArray(jdExit.id, exitIds.map((x) => x.id)))).map((x) => [x.id, x]));
    for (const [i, e] of builtExits.entries()) {
      const row = exitRows.get(exitIds[i].id);
      if (row && e.noticeAt !== null) await makeExitNotice(tx, files, manager, row, { at: new Date(e.noticeAt) });
    }
  }

  // Open rectifications that suspended their certificate; exits that ended it.
  const log: FlowLogRow[] = [];
  const entry = (flowKey: string, recordId: number, s: { action: string; label: string; from: number; to: number; who: SeedActor | null; at: number; opinion: string | null; files?: readonly FileRef[] }): FlowLogRow => ({
    flowKey,
    recordId,
    action: s.action,
    actionLabel: s.label,
    fromStatus: s.from,
    toStatus: s.to,
    actorId: s.who?.id ?? null,
    actorName: s.who ? (s.who.name ?? '') : SYSTEM_ACTOR,
    orgId: s.who?.orgId ?? null,
    orgName: s.who?.orgName ?? null,
    opinion: s.opinion,
    annexIds: s.files ? ids(s.files) : null,
    createTime: new Date(s.at),
  });
  const certMove = (action: string) => certificateFlow.transitions.find((t) => t.action === action);
  const certUpdates: { id: number; status: number; at: number; reason: string }[] = [];
  for (const b of built) {
    const id = reformIdOf.get(b) as number;
    for (const s of b.steps) log.push(entry(jdReformFlow.key, id, s));
    const started = b.steps.find((s) => s.action === 'start');
    const suspend = certMove('suspend');
    if (b.plan.status !== R.ended && b.plan.suspendCert === 1 && started && suspend) {
      certUpdates.push({ id: b.plan.rec.certId, status: CERT_STATUS.suspended, at: started.at, reason: SUSPEND_REASON });
      log.push(entry(certificateFlow.key, b.plan.rec.certId, { action: suspend.action, label: suspend.label, from: CERT_STATUS.valid, to: CERT_STATUS.suspended, who: manager, at: started.at + MINUTE, opinion: SUSPEND_REASON }));
    }
  }
  builtExits.forEach((e, i) => {
    for (const s of e.steps) log.push(entry(jdExitFlow.key, exitIds[i].id, s));
    const done = e.steps.find((s) => s.action === 'cancelCert');
    const move = certMove(e.plan.outcome === CERT_STATUS.revoked ? 'revoke' : 'cancel');
    if (e.plan.status === X.ended && done && move && e.plan.outcome !== null) {
      certUpdates.push({ id: e.plan.certId, status: e.plan.outcome, at: done.at, reason: done.opinion ?? move.label });
      log.push(entry(certificateFlow.key, e.plan.certId, { action: move.action, label: move.label, from: e.plan.suspended ? CERT_STATUS.suspended : CERT_STATUS.valid, to: e.plan.outcome, who: done.who, at: done.at + MINUTE, opinion: done.opinion }));
    }
  });
  if (certUpdates.length) {
    const values = certUpdates.map((u) => sql`(${u.id}::int, ${u.status}::int, ${new Date(u.at).toISOString()}::timestamptz, ${u.reason}::varchar)`);
    await tx.execute(sql`update ${zpCert} set status = v.status, status_time = v.at, reason = v.reason, update_time = v.at from (values ${sql.join(values, sql`, `)}) as v(id, status, at, reason) where ${zpCert.id} = v.id`);
  }
  await insertMany(tx, flowLog, log);
  // The product's name as certified, which messages and 待办 call a rectification or an exit by.
  await tx.execute(sql`update jd_reform f set product_name = coalesce(c.product_name, p.name) from zp_cert c left join zp_product p on p.id = c.product_id where c.id = f.cert_id and f.product_name is null`);
  await tx.execute(sql`update jd_exit x set product_name = coalesce(c.product_name, p.name) from zp_cert c left join zp_product p on p.id = c.product_id where c.id = x.cert_id and x.product_name is null`);
}
