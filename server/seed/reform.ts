/**
 * Rectification (整改) and exit (退出) in the demo world, played (WORKFLOWS.md §5; flows
 * src/domain/workflows/jdReform.ts and jdExit.ts; ./play.ts), so every page of both has something
 * to show for every role.
 *
 * - **Rectifications**: every product whose supervision did not pass has one, which the engine
 *   opened when its task was concluded 不通过 (./supervision.ts). A certificate's earlier failures,
 *   and those of earlier years, have ended (passed, objection upheld, or on to exit); the latest
 *   (OPEN_RECTIFICATIONS) wait in every status, the oldest furthest along: the demo enterprise
 *   (`enterprise`) has one waiting for its objection, the demo supervision centre (`jd1_admin`)
 *   reports to audit. A certificate the history has suspended is suspended by its open
 *   rectification's start.
 * - **Exits**: a rectification that ended in exit opened one (the engine's reaction); a
 *   certificate the history has revoked or cancelled left 圳品 through an exit by hand that ended
 *   that day (a revoked one for a serious violation, a cancelled one at the enterprise's request,
 *   unless a rectification led there); and a few held certificates are on their way out by hand, so
 *   every exit status has a row.
 *
 * Every move is made through the engine by the person whose move it is (management, the
 * enterprise's administrator, the unit's leader of the task, the certificate officer) on its day;
 * a lapsed objection period is the system's move. Their effects and reactions do the rest: the
 * notices from the product's generator, the certificate suspended, restored, cancelled or revoked,
 * the supervision an exit stops. The report, its evidence and an objection's files are real files.
 *
 * Certificates the browser tests work on stay as they are: the demo enterprise's (its certificate
 * walk and the supervision fixtures take its valid ones), and those of the enterprise whose free
 * certificates the supervision walk plans over (E2E_ENTERPRISE). So do the ones this year's open
 * key-supervision plans and next year's draft plan hold (they must stay valid). Its own random
 * stream; runs after the supervision (seedIfEmpty).
 */
import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { beijingYear } from '../../src/domain/beijingTime';
import { CERT_STATUS, EXIT_SOURCE, EXIT_STATUS, JD_PLAN_STATUS, JD_TASK_STATUS, JD_TYPE, REFORM_RESULT, REFORM_STATUS, TEST_OPINION } from '../../src/domain/codes';
import { PICTURE_TYPE } from '../../src/domain/resources/evalSite';
import type { WorkflowDef } from '../../src/domain/workflows/engine';
import { EXIT_LAPSE, jdExitFlow } from '../../src/domain/workflows/jdExit';
import { REFORM_LAPSE, jdReformFlow } from '../../src/domain/workflows/jdReform';
import { JD_TASK_ENDED } from '../../src/domain/workflows/jdTask';
import type { DbOrTx } from '../db/client';
import { jdPlan, jdProd, jdRecord, jdReform, jdTask, sysOrg, sysUser, zpCert } from '../db/schema';
import { openExitByHand } from '../modules/jd/exit/exit';
import { seedDocumentPdfs } from './documents';
import { png, saveFiles, type SeedFile } from './files';
import { firstWithRole, seededManager, type SeedActor } from './flows';
import type { CertFate } from './history';
import { E2E_ENTERPRISE } from './people';
import { officeHours, Timeline, type Stage } from './play';
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

const R = REFORM_STATUS;
const X = EXIT_STATUS;


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

// ---- The flows' ways ---------------------------------------------------------------------------------

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

/** `k` times from `a` to `b` (one move: at `b`), each a few minutes after the one before at least, in office hours where they can be. */
function times(k: number, a: number, b: number): number[] {
  if (k === 0) return [];
  if (k === 1) return [Math.max(officeHours(b), a)];
  const span = Math.max(b - a - (k - 1) * MINUTE, 0);
  // In office hours, none before `a` (the day's hours move a time earlier) and each after the one before.
  const out: number[] = [];
  for (let i = 0; i < k; i++) out.push(Math.max(officeHours(Math.round(a + (span * i) / (k - 1)) + i * MINUTE), i ? out[i - 1] + MINUTE : a));
  return out;
}

// ---- The demo world ------------------------------------------------------------------------------------

interface Rec {
  /** The rectification's id (the engine opened it when the task failed). */
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

export async function seedReform(tx: DbOrTx, stage: Stage, random: Random, fates: ReadonlyMap<number, CertFate>, filesDir: string): Promise<void> {
  const manager = await seededManager(tx);
  if (!manager) return;
  const now = Date.now();
  const year = beijingYear(now);
  const named = await tx.select({ id: sysUser.id, username: sysUser.username, name: sysUser.name, orgId: sysUser.orgId, orgName: sysOrg.name }).from(sysUser).leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId)).where(inArray(sysUser.username, ['enterprise', 'mng_cert']));
  const demoUser = named.find((u) => u.username === 'enterprise');
  const officer: SeedActor = named.find((u) => u.username === 'mng_cert') ?? manager;
  const spared = new Set((await tx.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.name, E2E_ENTERPRISE))).map((o) => o.id));
  if (demoUser?.orgId) spared.add(demoUser.orgId);

  // The rectifications the engine opened when tasks failed, oldest failure first; a certificate's
  // status is what became of it (history.ts drew it; the exits below make it so).
  const records: Rec[] = (
    await tx
      .select({
        id: jdReform.id,
        taskId: jdRecord.taskId,
        certId: jdRecord.certId,
        productId: jdRecord.productId,
        orgId: jdRecord.orgId,
        unitId: jdReform.unitId,
        year: jdRecord.year,
        conclusionTime: jdRecord.conclusionTime,
        testOpinion: jdRecord.testOpinion,
        leaderName: jdTask.leaderName,
        certNo: zpCert.certNo,
        certStatus: zpCert.status,
      })
      .from(jdReform)
      .innerJoin(jdRecord, eq(jdRecord.id, jdReform.recordId))
      .innerJoin(jdTask, eq(jdTask.id, jdRecord.taskId))
      .innerJoin(zpCert, eq(zpCert.id, jdRecord.certId))
      .orderBy(asc(jdRecord.conclusionTime), asc(jdRecord.id))
  ).map((r) => ({
    ...r,
    concluded: r.conclusionTime?.getTime() ?? now - 30 * DAY,
    bySample: r.testOpinion === TEST_OPINION.unqualified,
    certStatus: fates.get(r.certId)?.status ?? r.certStatus,
    certStatusTime: fates.get(r.certId)?.at ?? null,
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
  const certs: Cert[] = (await tx.select({ id: zpCert.id, orgId: zpCert.orgId, productId: zpCert.productId, certNo: zpCert.certNo, status: zpCert.status, reason: zpCert.reason, evalId: zpCert.evalId }).from(zpCert).orderBy(asc(zpCert.id))).map((c) => ({
    ...c,
    status: fates.get(c.id)?.status ?? c.status,
    statusTime: fates.get(c.id)?.at ?? null,
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

  // ---- The moves, played in the order they were made ----
  const timeline = new Timeline();
  const docs = await seedDocumentPdfs();
  let variant = 0;
  const save = async (f: SeedFile) => (await saveFiles(tx, filesDir, [f]))[0];
  const idOf = (who: SeedActor | null, what: string) => {
    if (!who) throw new Error(`seed: no one to ${what}`);
    return who;
  };

  /** When each rectification's last move was made (an exit it leads to opens then). */
  const endedAt = new Map<ReformPlan, number>();
  for (const plan of plans) {
    const r = plan.rec;
    const way = walk(jdReformFlow, R.awaitStart, reformActions(plan.status, plan.result, plan.endBy, plan.loop));
    // Its moves after the conclusion, before now.
    const last = Math.min(Math.max(plan.last, r.concluded + way.length * 3 * HOUR), now - HOUR);
    const first = Math.min(r.concluded + random.int(2, 6) * DAY + random.int(1, 7) * HOUR, last);
    const at = times(way.length, Math.max(first, r.concluded + HOUR), last);
    endedAt.set(plan, at.at(-1) ?? r.concluded);
    const unit = unitOf(r);
    const kind = r.bySample ? 'sample' : 'site';
    const time = (action: string) => way.flatMap((w, i) => (w.action === action ? [at[i]] : []));
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
    way.forEach((w, i) => {
      const when = at[i];
      timeline.add(when, async () => {
        if (w.action === 'lapse') return stage.system(tx, jdReformFlow, r.id, REFORM_LAPSE, when, REFORM_LAPSE.reason);
        const who = idOf(actorFor(w, r.orgId, unit), `${w.action} rectification ${r.id}`);
        const submits = way.slice(0, i).filter((x) => x.action === 'submit').length;
        const opinion =
          w.action === 'start' ? `请于${deadline ?? ''}前完成整改并提交整改报告${plan.suspendCert === 1 ? '，整改期间暂停证书' : ''}`
          : w.action === 'submit' && submits > 0 ? REFORM_OPINIONS.resubmit
          : w.action === 'fail' ? FAIL_OPINION[kind]
          : (REFORM_OPINIONS[w.action] ?? null);
        const file = (name: string, bytes: Buffer, before: number): SeedFile => ({ name, bytes, orgId: r.orgId, createBy: who.id, createTime: new Date(when - before) });
        // The report and its evidence are saved before they are sent (the enterprise's report work).
        const saveReport = async () => {
          const evidence = [await save(file(`整改照片${submits + 1}.png`, png(PICTURE_TYPE.XCXC, variant++), HOUR))];
          if (r.bySample) evidence.push(await save(file('整改后产品检测报告.pdf', docs.retestReport, HOUR)));
          const report = await save(file('整改报告.pdf', docs.reformReport, 2 * HOUR));
          await tx.update(jdReform).set({ reportFileId: String(report), measures: MEASURES[kind], annexIds: evidence.join(','), updateTime: new Date(when - HOUR) }).where(eq(jdReform.id, r.id));
        };
        const annexIds = w.action === 'object' ? String(await save(file('异议说明及证明材料.pdf', docs.objection, HOUR))) : null;
        const values = w.action === 'start' ? { deadline, items: ITEMS[kind], suspendCert: plan.suspendCert ?? 0 } : w.action === 'notify' ? { objectionDeadline } : {};
        await stage.move(tx, jdReformFlow, r.id, w.action, { by: who.id, at: when, opinion, values, annexIds, before: w.action === 'submit' ? saveReport : undefined });
      });
    });
  }

  // The exits: opened by the rectification's last move (the engine opens them), or by hand; then played on.
  const allExits = [...plans.flatMap((p) => (p.exit ? [{ plan: p.exit, reform: p }] : [])), ...exits.map((plan) => ({ plan, reform: null }))];
  for (const { plan, reform } of allExits) {
    const request = plan.source === EXIT_SOURCE.request;
    const way = walk(jdExitFlow, request ? X.approval : X.awaitNotice, exitActions(plan.status, plan.source, plan.path));
    const opened = reform ? (endedAt.get(reform) ?? plan.opened) : plan.opened;
    const at = times(way.length, Math.min(opened + random.int(2, 5) * DAY, plan.last), Math.max(plan.last, opened + HOUR));
    const time = (action: string) => way.flatMap((w, i) => (w.action === action ? [at[i]] : []));
    const notified = time('notify')[0];
    const objected = time('object')[0];
    const lapsed = time('lapse')[0];
    const objectionDeadline =
      notified === undefined ? null
      : lapsed !== undefined ? ymd(Math.max(notified, lapsed - DAY))
      : plan.status === X.objection ? ymd(Math.max(notified + 15 * DAY, now + random.int(5, 12) * DAY))
      : ymd(Math.max(notified + 15 * DAY, (objected ?? notified) + DAY));
    let exitId: number | null = null;
    const exitOf = async (): Promise<number> => {
      if (exitId === null && reform) [{ exitId }] = await tx.select({ exitId: jdReform.exitId }).from(jdReform).where(eq(jdReform.id, reform.rec.id));
      if (exitId === null) throw new Error(`seed: the exit of certificate ${plan.certNo} was not opened`);
      return exitId;
    };
    if (!reform) {
      timeline.add(opened, async () => {
        const who = idOf(request ? enterpriseOf(plan.orgId) : manager, `open the exit of ${plan.certNo}`);
        exitId = (await stage.at(opened, async () => openExitByHand(stage.flows, tx, await stage.principal(tx, who.id), plan.certId, plan.source, plan.reason))).id;
      });
    }
    way.forEach((w, i) => {
      const when = at[i];
      timeline.add(when, async () => {
        const id = await exitOf();
        if (w.action === 'lapse') return stage.system(tx, jdExitFlow, id, EXIT_LAPSE, when, EXIT_LAPSE.reason);
        const who = idOf(actorFor(w, plan.orgId, null), `${w.action} exit ${id}`);
        const opinion = w.action === 'cancelCert' ? OUTCOME_OPINION[plan.outcome ?? CERT_STATUS.cancelled] : (EXIT_OPINIONS[w.action] ?? null);
        const annexIds = w.action === 'object' ? String(await save({ name: '退出异议材料.pdf', bytes: docs.exitObjection, orgId: plan.orgId, createBy: who.id, createTime: new Date(when - HOUR) })) : null;
        const values = w.action === 'notify' ? { objectionDeadline } : w.action === 'cancelCert' ? { certOutcome: plan.outcome ?? CERT_STATUS.cancelled } : {};
        await stage.move(tx, jdExitFlow, id, w.action, { by: who.id, at: when, opinion, values, annexIds });
      });
    });
  }
  await timeline.play();
}
