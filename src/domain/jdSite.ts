/**
 * Who may do what now on a supervision task's on-site work and its report (监督任务 flow,
 * workflows/jdTask.ts; visits, workflows/jdSite.ts). The client's jd-site and jd-report widgets
 * offer only what these say; the server answers the same question with the same functions (and
 * the refusal text `jdSiteRefusal` names). Everyone who sees the task reads everything.
 *
 *   team      PUT site/staffSave                    the unit, from accepting until the materials go in
 *   plan      site/createJdOnSitePlan, date/batchSave, site/delByOnSitePlanId
 *                                                   the unit while it plans (JD_TASK_PLANNING)
 *   record    schedule, observed, non, non_exp, his_non (and his_non/batchSave), doc_review,
 *             doc_problem/upProblem, doc_annex/batchSave, mat_item/upd_annex
 *                                                   the unit while the task is on site (JD_TASK_ON_SITE)
 *   photo     site_photo                            the same, and only of a visit under way (监督中)
 *   visit     site/status: 开始 / 完成 / 重新打开     the unit while the task is on site, by the visit's flow
 *   report    report, rpt_item, record/updateJdOpt  the unit at 文件已核查 (JD_TASK_REPORTING)
 */
import { codeLabel, JD_SITE_STATUS, JD_TASK_STATUS } from './codes';
import { JD_MSG } from './resources/jd';
import type { TransitionDef } from './workflows/engine';
import { JD_TASK_ON_SITE, JD_TASK_PLANNING, JD_TASK_REPORTING } from './workflows/jdTask';
import { jdSiteFlow, type JdSiteStatus } from './workflows/jdSite';

/** Who asks, as much as these rules read (the server's principal, the client's signed-in user). */
export interface JdActor {
  readonly orgId: number | null;
  readonly roleCodes: readonly string[];
}

/** As much of the task as these rules read. */
export interface JdTaskTarget {
  readonly unitId: number | null;
  /** JD_TASK_STATUS. */
  readonly status: number;
}

const UNIT_ROLES: readonly string[] = ['R_UNIT_ADMIN', 'R_UNIT_USER'];

/** The supervision unit assigned to the task (its administrator or staff). */
export const isJdTaskUnit = (a: JdActor, t: Pick<JdTaskTarget, 'unitId'>): boolean =>
  t.unitId !== null && a.orgId !== null && a.orgId === t.unitId && a.roleCodes.some((r) => UNIT_ROLES.includes(r));

/** The team may change from the task's acceptance until its materials are submitted. */
export const JD_TEAM_STATUSES: readonly number[] = [JD_TASK_STATUS.confirmUnit, JD_TASK_STATUS.drawPlan, JD_TASK_STATUS.siteSupervision];

/** A kind of write on the on-site work (see the table above). */
export type JdSiteWrite = 'team' | 'plan' | 'record' | 'visit' | 'report';

const STATUSES_OF: Readonly<Record<JdSiteWrite, readonly number[]>> = {
  team: JD_TEAM_STATUSES,
  plan: JD_TASK_PLANNING,
  record: JD_TASK_ON_SITE,
  visit: JD_TASK_ON_SITE,
  report: JD_TASK_REPORTING,
};

/** Whether the actor may make this kind of write on the task now. */
export const mayWriteJdSite = (a: JdActor, t: JdTaskTarget, what: JdSiteWrite): boolean => isJdTaskUnit(a, t) && STATUSES_OF[what].includes(t.status);

/**
 * Why the actor may not make this write now, in the words the server answers (403 for another
 * organisation or role, 400 naming the task's status), or null when it may.
 */
export function jdSiteRefusal(a: JdActor, t: JdTaskTarget, what: JdSiteWrite): { readonly code: 403 | 400; readonly message: string } | null {
  if (!isJdTaskUnit(a, t)) return { code: 403, message: JD_MSG.notAssigned };
  if (!STATUSES_OF[what].includes(t.status)) return { code: 400, message: JD_MSG.notNow(codeLabel('jdTaskStatus', t.status) || String(t.status)) };
  return null;
}

/** What the page offers the actor on the task now (photos and a visit's moves depend on the visit too: below). */
export interface JdSiteAbilities {
  readonly team: boolean;
  readonly plan: boolean;
  readonly record: boolean;
  readonly visit: boolean;
  readonly report: boolean;
}

export const NO_JD_SITE_ABILITIES: JdSiteAbilities = { team: false, plan: false, record: false, visit: false, report: false };

export function jdSiteAbilities(a: JdActor, t: JdTaskTarget): JdSiteAbilities {
  return {
    team: mayWriteJdSite(a, t, 'team'),
    plan: mayWriteJdSite(a, t, 'plan'),
    record: mayWriteJdSite(a, t, 'record'),
    visit: mayWriteJdSite(a, t, 'visit'),
    report: mayWriteJdSite(a, t, 'report'),
  };
}

/** Photos of a visit are added and removed while it is under way: a finished visit is reopened first. */
export const mayWriteJdPhotos = (abilities: Pick<JdSiteAbilities, 'record'>, visitStatus: number): boolean => abilities.record && visitStatus === JD_SITE_STATUS.onSite;

/** Why photos of a visit may not be written now (the task's refusal first), or null. */
export function jdPhotoRefusal(a: JdActor, t: JdTaskTarget, visitStatus: number): { readonly code: 403 | 400; readonly message: string } | null {
  const task = jdSiteRefusal(a, t, 'record');
  if (task) return task;
  return visitStatus === JD_SITE_STATUS.onSite ? null : { code: 400, message: JD_MSG.visitNotOnSite };
}

/** The moves of a visit's sub-flow the actor may make now (each a `site/status` to its `to`). */
export function jdVisitMoves(abilities: Pick<JdSiteAbilities, 'visit'>, visitStatus: number): readonly TransitionDef<JdSiteStatus>[] {
  if (!abilities.visit) return [];
  return jdSiteFlow.transitions.filter((m) => (m.from as readonly number[]).includes(visitStatus));
}
