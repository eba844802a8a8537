/**
 * The daily job of rectifications and exits (REFORM_LAPSE, EXIT_LAPSE), beside the certificates'
 * (server/modules/cert/expiry.ts) and under the same switch (ZP_CERT_JOB=off: never):
 *   - a rectification at 企业异议 whose objection deadline has passed ends (the system's move 异议期满)
 *     and opens the product's exit;
 *   - an exit at 企业异议 whose objection deadline has passed goes to 待审批 (the system's move);
 *   - the enterprise's users are reminded `remindDays` before a rectification's deadline (while it
 *     rectifies) and before an objection deadline, once per deadline (remindedFor keeps the date
 *     reminded of).
 * Each row is claimed with a guarded move or `UPDATE … WHERE <still due> RETURNING` in its own short
 * transaction (rows another process holds are skipped), so several processes change and message
 * each row once.
 */
import { and, asc, eq, gte, inArray, isNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { EXIT_STATUS, REFORM_STATUS } from '../../../../src/domain/codes';
import { MSG_CATEGORY } from '../../../../src/domain/message';
import { JD_REFORM_MSG, JD_REFORM_PAGES } from '../../../../src/domain/resources/jdReform';
import { EXIT_LAPSE, jdExitFlow } from '../../../../src/domain/workflows/jdExit';
import { jdReformFlow, REFORM_LAPSE } from '../../../../src/domain/workflows/jdReform';
import type { Config } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import { jdExit, jdReform, sysRole, sysUser, sysUserRole } from '../../../db/schema';
import { systemMove, type FlowRegistry } from '../../../http/workflow';
import { addDays } from '../../cert/expiry';
import { sendMessage } from '../../msg/service';
import { beijingDate } from '../../../../src/domain/beijingTime';

export interface ReformJobResult {
  readonly reformsLapsed: number;
  readonly exitsLapsed: number;
  readonly reminded: number;
}

const BATCH = 200;
const DAY_MS = 86_400_000;
const OWNER_ROLES = ['R_ORG_ADMIN', 'R_ORG_USER'];

/** The ids of rows due, oldest first, a batch at a time (rows another process holds are skipped). */
async function dueIds(tx: DbOrTx, table: PgTable, idCol: AnyPgColumn, due: SQL): Promise<number[]> {
  const rows = (await tx.select({ id: idCol }).from(table).where(due).orderBy(asc(idCol)).limit(BATCH).for('update', { skipLocked: true })) as { id: number }[];
  return rows.map((r) => r.id);
}

/** The enabled users of an enterprise with its roles. */
async function enterpriseUsers(tx: DbOrTx, orgId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: sysUser.id })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUser.orgId, orgId), eq(sysUser.disabled, false), inArray(sysRole.code, OWNER_ROLES)));
  return rows.map((r) => r.id);
}

async function remind(tx: DbOrTx, orgId: number, title: string, content: string, component: string, id: number): Promise<void> {
  const userIds = await enterpriseUsers(tx, orgId);
  if (!userIds.length) return;
  await sendMessage(tx, { category: MSG_CATEGORY.jd, msgType: 'REMIND', title, content, to: { userIds }, component, param: { id } });
}

/** Runs the job once for `today` (default: today in China). */
export async function runReformJob(flows: FlowRegistry, db: Db, today: string = beijingDate()): Promise<ReformJobResult> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || addDays(today, 0) !== today) throw new Error(`runReformJob: not a date: ${today}`);
  const reform = flows.of(jdReformFlow);
  const exit = flows.of(jdExitFlow);
  let reformsLapsed = 0;
  let exitsLapsed = 0;
  let reminded = 0;

  const reformDue = and(inArray(jdReform.status, [...REFORM_LAPSE.from]), lt(jdReform.objectionDeadline, today)) as SQL;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const ids = await dueIds(tx, jdReform, jdReform.id, reformDue);
      for (const id of ids) {
        // Its exit opens by the move's reaction (SYSTEM_REACTIONS).
        if (await systemMove(flows, tx, reform, id, REFORM_LAPSE, REFORM_LAPSE.reason)) reformsLapsed++;
      }
      return ids.length;
    });
    if (n < BATCH) break;
  }

  const exitDue = and(inArray(jdExit.status, [...EXIT_LAPSE.from]), lt(jdExit.objectionDeadline, today)) as SQL;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const ids = await dueIds(tx, jdExit, jdExit.id, exitDue);
      for (const id of ids) {
        if (await systemMove(flows, tx, exit, id, EXIT_LAPSE, EXIT_LAPSE.reason)) exitsLapsed++;
      }
      return ids.length;
    });
    if (n < BATCH) break;
  }

  /** Rows whose `deadline` falls from today to `days` on and whose reminder of that date has not gone. */
  const window = (deadline: AnyPgColumn, remindedFor: AnyPgColumn, days: number) => and(gte(deadline, today), lte(deadline, addDays(today, days)), or(isNull(remindedFor), ne(remindedFor, deadline)));
  const reformReminders: { status: number; deadline: AnyPgColumn; what: string }[] = [
    { status: REFORM_STATUS.rectifying, deadline: jdReform.deadline, what: '整改期限' },
    { status: REFORM_STATUS.objection, deadline: jdReform.objectionDeadline, what: '整改异议期限' },
  ];
  for (const r of reformReminders) {
    const due = and(eq(jdReform.status, r.status), window(r.deadline, jdReform.remindedFor, REFORM_LAPSE.remindDays)) as SQL;
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const ids = await dueIds(tx, jdReform, jdReform.id, due);
        if (!ids.length) return 0;
        const rows = await tx.update(jdReform).set({ remindedFor: r.deadline }).where(and(inArray(jdReform.id, ids), due)).returning();
        for (const row of rows) {
          const date = String(r.status === REFORM_STATUS.rectifying ? row.deadline : row.objectionDeadline);
          await remind(tx, row.orgId, JD_REFORM_MSG.reformTitle(row.productName ?? ''), JD_REFORM_MSG.deadlineNear(r.what, row.productName ?? '', date), JD_REFORM_PAGES.reform, row.id);
        }
        reminded += rows.length;
        return ids.length;
      });
      if (n < BATCH) break;
    }
  }
  const exitReminder = and(eq(jdExit.status, EXIT_STATUS.objection), window(jdExit.objectionDeadline, jdExit.remindedFor, EXIT_LAPSE.remindDays)) as SQL;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const ids = await dueIds(tx, jdExit, jdExit.id, exitReminder);
      if (!ids.length) return 0;
      const rows = await tx.update(jdExit).set({ remindedFor: jdExit.objectionDeadline }).where(and(inArray(jdExit.id, ids), exitReminder)).returning();
      for (const row of rows) {
        await remind(tx, row.orgId, JD_REFORM_MSG.exitTitle(row.productName ?? ''), JD_REFORM_MSG.deadlineNear('退出异议期限', row.productName ?? '', String(row.objectionDeadline)), JD_REFORM_PAGES.toExit, row.id);
      }
      reminded += rows.length;
      return ids.length;
    });
    if (n < BATCH) break;
  }
  return { reformsLapsed, exitsLapsed, reminded };
}

/** The job on a timer with the certificates' (ZP_CERT_JOB): shortly after the server is ready, then daily; stops when the app closes. */
export function scheduleReformJob(app: FastifyInstance, db: Db, config: Config): void {
  if (!config.certJob) return;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = runReformJob(app.flows, db)
      .then((r) => {
        if (r.reformsLapsed || r.exitsLapsed || r.reminded) app.log.info(r, 'rectification job: lapsed and reminded');
      })
      .catch((e: unknown) => app.log.error({ err: e }, 'rectification job failed'))
      .finally(() => {
        running = null;
      });
  };
  let first: NodeJS.Timeout | null = null;
  let daily: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    first = setTimeout(run, 6_000);
    first.unref();
    daily = setInterval(run, DAY_MS);
    daily.unref();
  });
  app.addHook('onClose', async () => {
    if (first) clearTimeout(first);
    if (daily) clearInterval(daily);
    await running;
  });
}
