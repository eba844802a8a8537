/**
 * Rectification and exit on the engine (src/domain/workflows/jdReform.ts, jdExit.ts):
 *   POST /api/jd/reform/process/move, GET /api/jd/reform/process/flow?id=   a rectification's moves and history
 *   POST /api/jd/exit/process/move,   GET /api/jd/exit/process/flow?id=     an exit's
 * and what each move changes besides the status, in the move's transaction: the certificate
 * suspended, restored, cancelled or revoked through the certificate flow's own moves (logged in its
 * flow log), the notices made as Word files, the exit a failed rectification opens, the supervision
 * tasks an exit stops. Who sees what: management (the certificate officer too) every record; an
 * enterprise its own; a supervision unit the rectifications of the failures it found.
 */
import { and, eq, inArray, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CERT_STATUS, codeLabel, EXIT_SOURCE, EXIT_STATUS, JD_RECORD_STATUS, REFORM_RESULT, REFORM_STATUS } from '../../../../src/domain/codes';
import { MSG_CATEGORY } from '../../../../src/domain/message';
import { fieldErrorText, fileTokens, validateRecord } from '../../../../src/domain/resource';
import { JD_REFORM_MSG, JD_REFORM_PAGES, reformExitReason, reformItemsOf, type JdFailure, type ReformExitWay } from '../../../../src/domain/resources/jdReform';
import { certificateFlow } from '../../../../src/domain/workflows/certificate';
import { checkMove, mayWork, OPINION_MAX, type Relation } from '../../../../src/domain/workflows/engine';
import { EXIT_OPEN, jdExitFlow } from '../../../../src/domain/workflows/jdExit';
import { REFORM_OPEN, REFORM_REPORT_FIELDS, jdReformFlow, reformWindow } from '../../../../src/domain/workflows/jdReform';
import { JD_TASK_ENDED, JD_TASK_STOP, jdTaskFlow } from '../../../../src/domain/workflows/jdTask';
import type { Config } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import { fileBaseInfo, jdExit, jdRecord, jdReform, jdTask, sysOrg, zpCert } from '../../../db/schema';
import { isManagement, type Principal } from '../../../http/auth';
import { badRequest, forbidden, notFound } from '../../../http/envelope';
import { actorFacts, registerWorkflow, relationsOf, runMove, systemMove, tellNext, type Effects, type FlowBinding, type FlowRegistry, type GuardChecks, type MoveContext } from '../../../http/workflow';
import { declaredFlow } from '../../../http/declaredFlow';
import { saveGeneratedFile, type Maker } from '../../file/generated';
import { beijingDate, documentDate } from '../../../../src/domain/beijingTime';
import { noticeDocx } from '../shared/documents';
import { productTitles } from '../shared/present';
import { failuresOf } from './reformFindings';

type Row = Record<string, unknown>;
export type ReformRow = typeof jdReform.$inferSelect;
export type ExitRow = typeof jdExit.$inferSelect;

const R = REFORM_STATUS;
const E = EXIT_STATUS;
/** Who issues the notices. */
export const NOTICE_ISSUER = '深圳市圳品评价管理中心';
/** A certificate an exit can still take away: held, or suspended while its product is rectified. */
export const CERT_EXITABLE: readonly number[] = [CERT_STATUS.valid, CERT_STATUS.suspended];

export const REFORM_TEXT = {
  opened: '监督不通过',
  exitOpened: '转入退出',
  taskStopped: (certNos: string) => `产品已退出圳品（证书${certNos}），监督终止`,
  noNotice: '尚未发出通知书',
  fileNotOwn: '整改报告必须是本单位上传的文件',
  requestByEnterprise: '企业申请退出由企业发起',
  reformByFlow: '整改不合格的退出由整改流程发起',
  notExitActor: '只有管理端或企业用户可以发起退出',
  certMissing: '证书不存在',
  unitOnly: '只有监督机构可以审核整改',
  ambiguous: (labels: string) => `请指明要执行的操作（action）：${labels}`,
} as const;

/** Rectifications: management all; an enterprise its own; a supervision unit those of the failures it found. */
export const reformScope = (p: Principal): SQL | undefined => (isManagement(p) ? undefined : or(eq(jdReform.orgId, p.orgId ?? -1), eq(jdReform.unitId, p.orgId ?? -1)));

/** Exits: management (the certificate officer too) all; an enterprise its own. */
export const exitScope = (p: Principal): SQL | undefined => (isManagement(p) ? undefined : eq(jdExit.orgId, p.orgId ?? -1));

/**
 * A certificate move that follows from a rectification or an exit: the certificate flow's own
 * transition (its status, statusTime and reason, its flow log), made as the person when the
 * certificate flow lets them (management, the certificate officer), else as the system (the
 * supervision unit passing a rectification restores the certificate). False when the certificate is
 * not where the move starts.
 */
export async function moveCert(flows: FlowRegistry, tx: DbOrTx, user: Principal | null, certId: number, action: 'suspend' | 'restore' | 'cancel' | 'revoke', reason: string | null): Promise<boolean> {
  const b = flows.of(certificateFlow);
  const t = certificateFlow.transitions.find((x) => x.action === action);
  if (!t) throw new Error(`certificate flow: no ${action}`);
  const [cert] = (await tx.select().from(zpCert).where(eq(zpCert.id, certId)).for('update')) as Row[];
  if (!cert || !(t.from as readonly number[]).includes(cert.status as number)) return false;
  const opinion = reason ? reason.slice(0, OPINION_MAX) : null;
  if (user && checkMove(certificateFlow, action, cert.status as number, actorFacts(user, relationsOf(b.def, user, cert)), opinion).ok) {
    await runMove(flows, tx, b, user, { id: certId, action, opinion, annexIds: null, values: {} });
    return true;
  }
  const moved = await systemMove(flows, tx, b, certId, { action, label: t.label, from: t.from, to: t.to }, opinion);
  if (moved) await tx.update(zpCert).set({ reason: opinion, statusTime: flows.clock() }).where(eq(zpCert.id, certId));
  return moved;
}

/** Names for a notice: the enterprise, the certificate's number, the task's code. */
async function noticeNames(tx: DbOrTx, orgId: number, certId: number, taskId: number | null): Promise<{ orgName: string; certNo: string; taskCode: string }> {
  const [[org], [cert], [task]] = await Promise.all([
    tx.select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, orgId)),
    tx.select({ certNo: zpCert.certNo }).from(zpCert).where(eq(zpCert.id, certId)),
    taskId === null ? [] : tx.select({ code: jdTask.code }).from(jdTask).where(eq(jdTask.id, taskId)),
  ]);
  return { orgName: org?.name ?? '', certNo: cert?.certNo ?? '', taskCode: task?.code ?? '' };
}

/** When a notice is made: now, or (the demo world's) the day its move was made. */
interface NoticeTime {
  readonly at?: Date;
}

/**
 * Makes a rectification's notice as it stands (整改通知书 once started, 整改不合格通知书 once the
 * failure notice is sent), stores it as a file of `p`'s and records it on the rectification.
 */
export async function makeReformNotice(tx: DbOrTx, config: Pick<Config, 'filesDir'>, p: Maker, r: ReformRow, { at }: NoticeTime = {}): Promise<number> {
  const n = await noticeNames(tx, r.orgId, r.certId, r.taskId);
  const failed = r.objectionDeadline !== null;
  const product = r.productName ?? '';
  const bytes = await noticeDocx(
    failed
      ? {
          title: '“圳品”整改不合格通知书',
          docNo: `ZGBHG-${String(r.id).padStart(6, '0')}`,
          orgName: n.orgName,
          body: [
            `贵单位“${product}”（证书编号 ${n.certNo}）在监督任务 ${n.taskCode} 中监督不通过，经整改后审核仍不合格。`,
            `如有异议，请于 ${r.objectionDeadline ?? ''} 前通过“圳品”管理平台提出，逾期未提出异议的，将按规定启动该产品的退出程序。`,
          ],
          facts: [['产品', product], ['证书编号', n.certNo], ['监督任务', n.taskCode], ['整改要求', r.items ?? ''], ['整改措施', r.measures ?? ''], ['异议截止日期', r.objectionDeadline ?? '']],
          issuer: NOTICE_ISSUER,
          date: documentDate(at),
        }
      : {
          title: '“圳品”整改通知书',
          docNo: `ZGTZ-${String(r.id).padStart(6, '0')}`,
          orgName: n.orgName,
          body: [
            `贵单位“${product}”（证书编号 ${n.certNo}）在监督任务 ${n.taskCode} 中监督不通过，请按下列要求整改，并于 ${r.deadline ?? ''} 前通过“圳品”管理平台提交整改报告及证明材料。`,
            ...(r.suspendCert === 1 ? ['整改期间，该产品的“圳品”证书暂停使用，整改通过后恢复。'] : []),
          ],
          facts: [['产品', product], ['证书编号', n.certNo], ['监督任务', n.taskCode], ['整改要求', r.items ?? ''], ['整改期限', r.deadline ?? ''], ['暂停证书', r.suspendCert === 1 ? '是' : '否']],
          issuer: NOTICE_ISSUER,
          date: documentDate(at),
        },
  );
  const saved = await saveGeneratedFile(tx, config.filesDir, p, `${failed ? '整改不合格通知书' : '整改通知书'}-${n.certNo || r.id}.docx`, bytes, at);
  await tx.update(jdReform).set({ noticeFileId: String(saved.id) }).where(eq(jdReform.id, r.id));
  return saved.id;
}

/** Makes an exit's 退出通知书, stores it as a file of `p`'s and records it on the exit. */
export async function makeExitNotice(tx: DbOrTx, config: Pick<Config, 'filesDir'>, p: Maker, x: ExitRow, { at }: NoticeTime = {}): Promise<number> {
  const n = await noticeNames(tx, x.orgId, x.certId, null);
  const product = x.productName ?? '';
  const bytes = await noticeDocx({
    title: '“圳品”退出通知书',
    docNo: `TC-${String(x.id).padStart(6, '0')}`,
    orgName: n.orgName,
    body: [
      `贵单位“${product}”（证书编号 ${n.certNo}）因${x.source === EXIT_SOURCE.reform ? '整改不合格' : x.source === EXIT_SOURCE.violation ? '严重违规' : '企业申请'}，拟退出“圳品”，注销或撤销其证书。`,
      `如有异议，请于 ${x.objectionDeadline ?? ''} 前通过“圳品”管理平台提出；逾期未提出异议的，视为接受退出。`,
    ],
    facts: [['产品', product], ['证书编号', n.certNo], ['情况说明', x.reason], ['异议截止日期', x.objectionDeadline ?? '']],
    issuer: NOTICE_ISSUER,
    date: documentDate(at),
  });
  const saved = await saveGeneratedFile(tx, config.filesDir, p, `退出通知书-${n.certNo || x.id}.docx`, bytes, at);
  await tx.update(jdExit).set({ noticeFileId: String(saved.id) }).where(eq(jdExit.id, x.id));
  return saved.id;
}

/** A date a move names (a deadline) is the move's day or later (in China). */
function notPast(date: unknown, now: Date): void {
  if (typeof date === 'string' && date < beijingDate(now)) throw badRequest(JD_REFORM_MSG.deadlinePast);
}

/** The requirements written from a failure, or none where nothing is known. */
export const prefilledItems = (f: JdFailure | undefined): string | null => (f ? reformItemsOf(f) || null : null);

async function itemsFromRecord(tx: DbOrTx, recordId: number): Promise<string | null> {
  const [record] = await tx.select().from(jdRecord).where(eq(jdRecord.id, recordId));
  return record ? prefilledItems((await failuresOf(tx, [record])).get(record.id)) : null;
}

/**
 * When management concludes a task 不通过: each unpassed product gets its rectification at 待启动
 * (once per record), and management hears of it.
 */
export async function openReforms(flows: FlowRegistry, tx: DbOrTx, task: Row, mover: Principal | null): Promise<number> {
  const records = await tx.select().from(jdRecord).where(and(eq(jdRecord.taskId, task.id as number), eq(jdRecord.status, JD_RECORD_STATUS.unpassed)));
  if (!records.length) return 0;
  // The requirements start from what failed; management may change them when it starts the rectification.
  const failures = await failuresOf(tx, records);
  const now = flows.clock();
  const made = await tx
    .insert(jdReform)
    .values(records.map((r) => ({ recordId: r.id, taskId: r.taskId, certId: r.certId, productId: r.productId, productName: r.productName, orgId: r.orgId, unitId: (task.unitId as number | null) ?? null, status: R.awaitStart, items: prefilledItems(failures.get(r.id)), createTime: now, updateTime: now })))
    .onConflictDoNothing()
    .returning();
  const b = flows.of(jdReformFlow);
  for (const r of made) await tellNext(flows, tx, b, r as Row, r as Row, R.awaitStart, { label: REFORM_TEXT.opened, opinion: JD_REFORM_MSG.reformStarted(r.productName ?? ''), mover });
  return made.length;
}

/**
 * A rectification that failed for good (the enterprise accepted, management rejected the
 * objection, or the objection deadline passed): it ends with result 转入退出 and opens the
 * product's exit at 待发退出通知; management hears of it.
 */
export async function closeToExit(flows: FlowRegistry, tx: DbOrTx, reform: Row, way: ReformExitWay, opinion: string | null, mover: Principal | null): Promise<number> {
  const reason = reformExitReason(way, opinion, (reform.items as string | null) ?? null);
  const now = flows.clock();
  const [x] = await tx
    .insert(jdExit)
    .values({ certId: reform.certId as number, productId: reform.productId as number, productName: (reform.productName as string | null) ?? null, orgId: reform.orgId as number, source: EXIT_SOURCE.reform, reason, reformId: reform.id as number, status: E.awaitNotice, createBy: mover?.id ?? null, createTime: now, updateTime: now })
    .returning();
  await tx.update(jdReform).set({ result: REFORM_RESULT.exit, endTime: now, exitId: x.id }).where(eq(jdReform.id, reform.id as number));
  // The message carries the mover's own words; the 情况说明 says whose words are whose.
  await tellNext(flows, tx, flows.of(jdExitFlow), x as Row, x as Row, E.awaitNotice, { label: REFORM_TEXT.exitOpened, opinion, mover });
  return x.id;
}

/** The certificate is restored when no other rectification of it is still open. */
export async function restoreIfLast(flows: FlowRegistry, tx: DbOrTx, user: Principal, reform: Row, reason: string | null): Promise<void> {
  const [other] = await tx
    .select({ id: jdReform.id })
    .from(jdReform)
    .where(and(eq(jdReform.certId, reform.certId as number), ne(jdReform.id, reform.id as number), inArray(jdReform.status, [...REFORM_OPEN])))
    .limit(1);
  if (!other) await moveCert(flows, tx, user, reform.certId as number, 'restore', reason);
}

/**
 * The rectification's effects (their words: src/domain/workflows/jdReform.ts): what 启动整改 and
 * the failure notice send is checked here (the dates, the requirements it may bring), then the
 * notice is made as the rectification stands.
 */
function reformEffects(config: Config): Effects<typeof jdReformFlow> {
  return {
    checkDeadline: async ({ after, now }) => notPast(after.deadline, now),
    // Requirements left empty keep those written from what failed when the rectification opened
    // (written now for one opened before they were: the seeded world's, migration 0024's).
    keepItems: async ({ tx, row, after }) => {
      const given = typeof after.items === 'string' && after.items.trim() ? after.items : null;
      const items = given ?? (typeof row.items === 'string' && row.items.trim() ? row.items : await itemsFromRecord(tx, row.recordId as number));
      if (!items) throw badRequest(JD_REFORM_MSG.itemsRequired);
      if (items !== after.items) await tx.update(jdReform).set({ items }).where(eq(jdReform.id, row.id as number));
    },
    makeNotice: async ({ tx, user, row, now }) => {
      // The row as the move left it (its fields, the requirements kept): the notice reads it whole.
      const [moved] = await tx.select().from(jdReform).where(eq(jdReform.id, row.id as number));
      await makeReformNotice(tx, config, user, moved, { at: now });
    },
    // Evidence sent with the move itself (an older client) replaces what was saved with the report.
    keepEvidence: async ({ tx, row, annexIds }) => {
      if (annexIds) await tx.update(jdReform).set({ annexIds }).where(eq(jdReform.id, row.id as number));
    },
    checkObjectionDeadline: async ({ after, now }) => notPast(after.objectionDeadline, now),
    resultPassed: (ctx) => endReform(ctx, REFORM_RESULT.passed),
    resultUpheld: (ctx) => endReform(ctx, REFORM_RESULT.upheld),
  };
}

/** A rectification that ends well: its result and when it ended. */
async function endReform({ tx, row, now }: MoveContext, result: number): Promise<void> {
  await tx.update(jdReform).set({ result, endTime: now }).where(eq(jdReform.id, row.id as number));
}

/** The rectification's guards (their words: src/domain/workflows/jdReform.ts). */
const reformGuards: GuardChecks<typeof jdReformFlow> = {
  reportFiled: async ({ row }) => {
    const missing = [...(fileTokens(row.reportFileId).length ? [] : ['整改报告']), ...(typeof row.measures === 'string' && row.measures.trim() ? [] : ['整改措施'])];
    return missing.length ? `尚缺${missing.join('、')}` : null;
  },
};

/** The enterprise's report files are its own uploads (its user's or its organisation's). */
async function assertOwnFiles(tx: DbOrTx, user: Principal, ids: readonly number[], refusal: string): Promise<void> {
  const files = ids.length ? await tx.select({ orgId: fileBaseInfo.orgId, createBy: fileBaseInfo.createBy }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, [...ids])) : [];
  if (files.length !== ids.length || files.some((f) => f.createBy !== user.id && (user.orgId === null || f.orgId !== user.orgId))) throw badRequest(refusal);
}

/**
 * Saves the enterprise's rectification report (the `report` work) on a rectification it may write it
 * on now: its own, in the work's window. The report file is checked as its own upload; evidence
 * replaces the evidence saved before when sent.
 */
export async function saveReformReport(tx: DbOrTx, user: Principal, id: number, values: Row): Promise<ReformRow> {
  const [row] = await tx.select().from(jdReform).where(and(reformScope(user), eq(jdReform.id, id))).for('update');
  if (!row) throw notFound(jdReformFlow.title);
  if (!mayWork(jdReformFlow, 'report', row.status, actorFacts(user, relationsOf(jdReformFlow, user, row as Row)))) {
    throw reformWindow('report').includes(row.status) ? forbidden(JD_REFORM_MSG.reportByEnterprise) : badRequest(JD_REFORM_MSG.reportClosed(codeLabel(jdReformFlow.statusCodes, row.status)));
  }
  const checked = validateRecord(REFORM_REPORT_FIELDS, values, 'create');
  if (!checked.ok) throw badRequest(fieldErrorText(checked.error));
  const { reportFileId, measures, annexIds } = checked.value as { reportFileId: string; measures: string; annexIds?: string | null };
  await assertOwnFiles(tx, user, fileTokens(reportFileId).map(Number), REFORM_TEXT.fileNotOwn);
  const set = { reportFileId, measures, ...(values.annexIds === undefined ? {} : { annexIds: fileTokens(annexIds).join(',') || null }), updateTime: new Date() };
  const [saved] = await tx.update(jdReform).set(set).where(eq(jdReform.id, id)).returning();
  return saved;
}

/** The supervision a product's exit ends: every open task whose products' certificates are all gone stops (a task with another held product goes on). */
export async function stopTasksOf(flows: FlowRegistry, tx: DbOrTx, certId: number): Promise<number[]> {
  const open = await tx
    .selectDistinct({ id: jdTask.id, planId: jdTask.planId })
    .from(jdTask)
    .innerJoin(jdRecord, eq(jdRecord.taskId, jdTask.id))
    .where(and(eq(jdRecord.certId, certId), notInArray(jdTask.status, [...JD_TASK_ENDED])));
  const stopped: number[] = [];
  for (const task of open) {
    const certs = await tx
      .select({ certNo: zpCert.certNo, status: zpCert.status })
      .from(jdRecord)
      .innerJoin(zpCert, eq(zpCert.id, jdRecord.certId))
      .where(eq(jdRecord.taskId, task.id));
    if (certs.some((c) => CERT_EXITABLE.includes(c.status))) continue;
    // Its plan follows by the move's reaction (SYSTEM_REACTIONS).
    const moved = await systemMove(flows, tx, flows.of(jdTaskFlow), task.id, JD_TASK_STOP, REFORM_TEXT.taskStopped(certs.map((c) => c.certNo).join('、')));
    if (!moved) continue;
    await tx.update(jdTask).set({ finishTime: flows.clock() }).where(eq(jdTask.id, task.id));
    stopped.push(task.id);
  }
  return stopped;
}

/** The exit's effects (their words: src/domain/workflows/jdExit.ts); the certificate and the supervision follow 注销证书 by its reaction (server/modules/reactions.ts). */
function exitEffects(config: Config): Effects<typeof jdExitFlow> {
  return {
    checkObjectionDeadline: async ({ after, now }) => notPast(after.objectionDeadline, now),
    makeNotice: async ({ tx, user, after, now }) => {
      await makeExitNotice(tx, config, user, after as ExitRow, { at: now });
    },
    stampEnded: async ({ tx, row, now }) => {
      await tx.update(jdExit).set({ endTime: now }).where(eq(jdExit.id, row.id as number));
    },
  };
}

/** The exit's pages: management decides at 退出判定; the enterprise and the certificate officer work at 待退出. */
const exitPage = (next: Relation, roles?: readonly string[]) => (next === 'owner' || roles?.includes('R_ZSGLY_USER') ? JD_REFORM_PAGES.toExit : JD_REFORM_PAGES.exitDecide);

export function registerReformFlows(app: FastifyInstance, db: Db, config: Config): void {
  const reformBinding: FlowBinding = {
    ...declaredFlow('jdReform'),
    table: jdReform,
    scope: reformScope,
    titleOf: (row) => (row.productName as string | null) ?? `#${String(row.id)}`,
    titlesOf: productTitles,
    pageOf: () => JD_REFORM_PAGES.reform,
    counter: 'reform',
    msgCategory: MSG_CATEGORY.jd,
    guards: reformGuards,
    effects: reformEffects(config),
  };
  const exitBinding: FlowBinding = {
    ...declaredFlow('jdExit'),
    table: jdExit,
    scope: exitScope,
    titleOf: (row) => (row.productName as string | null) ?? `#${String(row.id)}`,
    titlesOf: productTitles,
    pageOf: exitPage,
    msgCategory: MSG_CATEGORY.jd,
    effects: exitEffects(config),
  };
  registerWorkflow(app, db, reformBinding);
  registerWorkflow(app, db, exitBinding);
}

/** Whether a certificate already has an exit under way. */
export async function openExitOf(h: DbOrTx, certId: number): Promise<boolean> {
  const [x] = await h.select({ id: jdExit.id }).from(jdExit).where(and(eq(jdExit.certId, certId), inArray(jdExit.status, [...EXIT_OPEN]))).limit(1);
  return !!x;
}
