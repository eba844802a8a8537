/**
 * Who sees and who writes supervision records, for every route of the area: management sees all;
 * a supervision unit the tasks it is assigned (unit_id), a testing unit those it tests (test_unit_id);
 * an enterprise its own tasks once sent (read only). A plan is management's alone. Every child of
 * a task (its on-site record, visits, findings, materials, report, samples) is seen by whoever
 * sees the task, and the helpers below find the task first, so a child of a task the caller cannot
 * see is a 404 like the task.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { codeLabel } from '../../../../src/domain/codes';
import { JD_MSG, jdTaskResource } from '../../../../src/domain/resources/jd';
import { JD_TASK_VISIBLE_TO_OWNER } from '../../../../src/domain/workflows/jdTask';
import type { DbOrTx } from '../../../db/client';
import { jdPlan, jdProd, jdRecord, jdSite, jdSitePlan, jdTask } from '../../../db/schema';
import { isManagement, type Principal } from '../../../http/auth';
import { badRequest, forbidden, notFound } from '../../../http/envelope';
import { parseId } from '../../../http/resource';

export type JdTaskRow = typeof jdTask.$inferSelect;
export type JdSiteRow = typeof jdSite.$inferSelect;
export type JdSitePlanRow = typeof jdSitePlan.$inferSelect;

const UNIT_ROLES = ['R_UNIT_ADMIN', 'R_UNIT_USER'];
const unitRole = (p: Principal) => p.roleCodes.some((r) => UNIT_ROLES.includes(r));

/** Plans: management's alone. */
export const jdPlanScope = (p: Principal): SQL | undefined => (isManagement(p) ? undefined : sql`false`);

/** Tasks: management all; the units assigned and the enterprise, each its own once sent (before, a task is management's draft). */
export const jdTaskScope = (p: Principal): SQL | undefined => {
  if (isManagement(p)) return undefined;
  const org = p.orgId ?? -1;
  return and(or(eq(jdTask.unitId, org), eq(jdTask.testUnitId, org), eq(jdTask.orgId, org)), inArray(jdTask.status, [...JD_TASK_VISIBLE_TO_OWNER]));
};

/** A visit's rows carry the task's organisations (see the schema): the same rule. */
export const jdSitePlanScope = (p: Principal): SQL | undefined => {
  if (isManagement(p)) return undefined;
  const org = p.orgId ?? -1;
  // A visit exists only once its task was accepted, so it is always of a sent task.
  return or(eq(jdSitePlan.unitId, org), eq(jdSitePlan.testUnitId, org), eq(jdSitePlan.orgId, org));
};

/** Rows hanging from a task (its products, its records) by a `task_id` column: seen by whoever sees the task. */
const throughTask = (p: Principal, taskIdColumn: SQL | AnyPgColumn): SQL | undefined =>
  isManagement(p) ? undefined : sql`${taskIdColumn} in (select ${jdTask.id} from ${jdTask} where ${jdTaskScope(p)})`;

/** A plan's products: management all; others those of the tasks they see (a product not yet in a task is management's). */
export const jdProdScope = (p: Principal): SQL | undefined => throughTask(p, jdProd.taskId);

/** A task's records (each product's result): seen with the task. */
export const jdRecordScope = (p: Principal): SQL | undefined => throughTask(p, jdRecord.taskId);

/** The caller works for the supervision unit assigned to the task. */
export const isTaskUnit = (p: Principal, t: { readonly unitId: number | null }): boolean => t.unitId !== null && t.unitId === p.orgId && unitRole(p);
/** The caller works for the testing unit of the task. */
export const isTaskTestUnit = (p: Principal, t: { readonly testUnitId: number | null }): boolean => t.testUnitId !== null && t.testUnitId === p.orgId && unitRole(p);

/** The task if the caller may see it (404 otherwise). `raw` is the id as sent. */
export async function visibleTask(db: DbOrTx, p: Principal, raw: unknown): Promise<JdTaskRow> {
  const id = parseId(raw) as number;
  const [task] = await db.select().from(jdTask).where(and(jdTaskScope(p), eq(jdTask.id, id)));
  if (!task) throw notFound(jdTaskResource.title);
  return task;
}

/** An on-site record and its task, if the caller may see the task. */
export async function visibleSite(db: DbOrTx, p: Principal, raw: unknown): Promise<{ site: JdSiteRow; task: JdTaskRow }> {
  const id = parseId(raw) as number;
  const [site] = await db.select().from(jdSite).where(eq(jdSite.id, id));
  if (!site) throw notFound('现场监督记录');
  const [task] = await db.select().from(jdTask).where(and(jdTaskScope(p), eq(jdTask.id, site.taskId)));
  if (!task) throw notFound('现场监督记录');
  return { site, task };
}

/** A visit, its on-site record and its task, if the caller may see the task. */
export async function visibleSitePlan(db: DbOrTx, p: Principal, raw: unknown): Promise<{ plan: JdSitePlanRow; site: JdSiteRow; task: JdTaskRow }> {
  const id = parseId(raw) as number;
  const [plan] = await db.select().from(jdSitePlan).where(eq(jdSitePlan.id, id));
  if (!plan) throw notFound('现场监督计划');
  const [task] = await db.select().from(jdTask).where(and(jdTaskScope(p), eq(jdTask.id, plan.taskId)));
  if (!task) throw notFound('现场监督计划');
  const [site] = await db.select().from(jdSite).where(eq(jdSite.id, plan.siteId));
  return { plan, site, task };
}

/** Only the supervision unit assigned to the task, and only in `statuses` (403, else 400 naming the status). */
export function assertTaskUnit(p: Principal, task: JdTaskRow, statuses: readonly number[]): void {
  if (!isTaskUnit(p, task)) throw forbidden(JD_MSG.notAssigned);
  assertTaskStatus(task, statuses);
}

/** Only the testing unit of the task, and only in `statuses`. */
export function assertTaskTestUnit(p: Principal, task: JdTaskRow, statuses: readonly number[]): void {
  if (!isTaskTestUnit(p, task)) throw forbidden(JD_MSG.notTestUnit);
  assertTaskStatus(task, statuses);
}

export function assertTaskStatus(task: JdTaskRow, statuses: readonly number[]): void {
  if (!statuses.includes(task.status)) throw badRequest(JD_MSG.notNow(codeLabel('jdTaskStatus', task.status)));
}

/** The plan if the caller (management) may see it. */
export async function visiblePlan(db: DbOrTx, p: Principal, id: number): Promise<typeof jdPlan.$inferSelect> {
  const [plan] = await db.select().from(jdPlan).where(and(jdPlanScope(p), eq(jdPlan.id, id)));
  if (!plan) throw notFound('监督计划');
  return plan;
}
