/**
 * Who may do what now on a supervision task's on-site work and its report (监督任务 flow,
 * workflows/jdTask.ts; visits, workflows/jdSite.ts): only the supervision unit assigned to the
 * task, each part in its window of task statuses (JD_SITE_WINDOWS). The server's routes check the
 * same windows (server/modules/jd); the jd-site and jd-report widgets offer a write only inside
 * them, and `jdSiteRefusal` words a refusal as the server does. Everyone who sees the task reads
 * everything. Photos are written only of a visit under way (监督中).
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

const S = JD_TASK_STATUS;

/**
 * When the assigned unit may write each part of the on-site work (the task's statuses). The
 * server's routes check these; the pages offer a write only then.
 */
/** A kind of write on the on-site work. */
export type JdSiteWrite = 'team' | 'plan' | 'days' | 'record' | 'visit' | 'materials' | 'report' | 'taskBook' | 'findings';

export const JD_SITE_WINDOWS: Readonly<Record<JdSiteWrite, readonly number[]>> = {
  /** 监督组 (site/staffSave): from the acceptance until the materials go in. */
  team: [S.confirmUnit, S.drawPlan, S.siteSupervision],
  /** Visits planned and removed. */
  plan: JD_TASK_PLANNING,
  /** A visit's days: planned, and adjusted on site. */
  days: [...JD_TASK_PLANNING, ...JD_TASK_ON_SITE],
  /** Agenda, observations, nonconformities and explanations, earlier nonconformities, the document review and documents, photos. */
  record: JD_TASK_ON_SITE,
  /** A visit's own moves (开始, 完成, 重新打开). */
  visit: JD_TASK_ON_SITE,
  /** The materials and their archive: on site, and until management has checked them. */
  materials: [S.siteSupervision, S.submitDoc, S.checkedDoc],
  /** The report, its items and the opinion per product. */
  report: JD_TASK_REPORTING,
  /** 监督任务书 generated: from the acceptance until on site. */
  taskBook: [S.confirmUnit, S.drawPlan, S.siteSupervision],
  /** Documents of what was found (不符合项报告, the photos' Word file): from the visit until the conclusion. */
  findings: [S.siteSupervision, S.submitDoc, S.checkedDoc, S.report],
};


/** Whether the actor may make this kind of write on the task now. */
export const mayWriteJdSite = (a: JdActor, t: JdTaskTarget, what: JdSiteWrite): boolean => isJdTaskUnit(a, t) && JD_SITE_WINDOWS[what].includes(t.status);

/**
 * Why the actor may not make this write now, in the words the server answers (403 for another
 * organisation or role, 400 naming the task's status), or null when it may.
 */
export function jdSiteRefusal(a: JdActor, t: JdTaskTarget, what: JdSiteWrite): { readonly code: 403 | 400; readonly message: string } | null {
  if (!isJdTaskUnit(a, t)) return { code: 403, message: JD_MSG.notAssigned };
  if (!JD_SITE_WINDOWS[what].includes(t.status)) return { code: 400, message: JD_MSG.notNow(codeLabel('jdTaskStatus', t.status) || String(t.status)) };
  return null;
}

/** What the page offers the actor on the task now (photos and a visit's moves depend on the visit too: below). */
export type JdSiteAbilities = Readonly<Record<JdSiteWrite, boolean>>;

const KINDS = Object.keys(JD_SITE_WINDOWS) as JdSiteWrite[];

export const NO_JD_SITE_ABILITIES: JdSiteAbilities = Object.fromEntries(KINDS.map((k) => [k, false])) as Record<JdSiteWrite, boolean>;

export function jdSiteAbilities(a: JdActor, t: JdTaskTarget): JdSiteAbilities {
  return Object.fromEntries(KINDS.map((k) => [k, mayWriteJdSite(a, t, k)])) as Record<JdSiteWrite, boolean>;
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
