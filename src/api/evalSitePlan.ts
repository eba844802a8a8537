/**
 * 现场评价计划 and the 现场评价通知书 of an evaluation application (server/modules/eval/sitePlan.ts,
 * archive.ts):
 *   POST   /api/eval/siteplan/lst {evalId}                      the plans (one per place)
 *   POST   /api/eval/place/createEvalOnSitePlan {evalId, placeId, startDate, endDate, leaderName, memberNames?, productIds, sampling?}
 *                                                               a place's plan (again for the same place: replaced)
 *   DELETE /api/eval/siteplan?ids=                              a plan, while planning
 *   PUT    /api/eval/siteplan/staffSave {id, leaderName, memberNames?}   a plan's team
 *   POST   /api/eval/siteplan/doFlowFinishUpd {id}              a place's visit is done
 *   POST   /api/eval/notice/getNotice {evalId}                  the institution preparing the visit generates the notice
 *   POST   /api/eval/notice/upAnnexId {evalId, annexId}         the stamped copy (a file the institution uploaded)
 *   GET    /api/eval/mat/getGd?evalId=                          the archive checklist (with the notice and its stamped copy)
 * getNotice generates a new file each time the institution calls it while planning, so the page
 * never calls it to read: the files come from the checklist. Every call is silent.
 */
import { queryOptions } from '@tanstack/react-query';
import { EVAL_PREFIX, EVAL_SITE_PLAN_PATHS } from '@/domain/resources/evaluation';
import type { GeneratedFile } from './evalDocReview';
import { del, get, post, put } from './http';
import { resourceKeys } from './resource';

export const EVAL_NOTICE_PATHS = { generate: '/api/eval/notice/getNotice', stamped: '/api/eval/notice/upAnnexId' } as const;
export const EVAL_ARCHIVE_PATH = '/api/eval/mat/getGd';

/** A place's plan as the list answers it. */
export interface SitePlan {
  readonly id: number;
  readonly evalId: number;
  readonly placeId: number;
  readonly placeName: string | null;
  readonly address?: string | null;
  readonly startDate: string;
  readonly endDate: string;
  readonly leaderName: string;
  readonly memberNames: string | null;
  /** Comma-joined product ids. */
  readonly productIds: string;
  readonly productNames: string | null;
  readonly sampling: boolean;
  /** EVAL_SITE_PLAN_STATUS (`evalSitePlanStatus`): 13 planning, 14 pushed, 15 confirmed, 16 on site, 66 visit closed. */
  readonly status: number;
}

export interface SitePlanBody {
  readonly placeId: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly leaderName: string;
  readonly memberNames: string | null;
  readonly productIds: string;
  readonly sampling: boolean;
}

export interface SiteTeamBody {
  readonly id: number;
  readonly leaderName: string;
  readonly memberNames: string | null;
}

export type ArchiveItemKey = 'materials' | 'docReport' | 'notice' | 'stampedNotice' | 'siteVisits';
export interface ArchiveItem {
  readonly key: ArchiveItemKey;
  readonly label: string;
  readonly done: boolean;
  readonly files: readonly GeneratedFile[];
  /** What is missing, in words (empty when done). */
  readonly note: string;
}
export interface ArchiveChecklist {
  readonly evalId: number;
  readonly complete: boolean;
  readonly items: readonly ArchiveItem[];
}

export interface NoticeFiles {
  readonly notice: GeneratedFile | null;
  readonly stamped: GeneratedFile | null;
}

export const evalSitePlanKeys = {
  all: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'sitePlan'] as const,
  plans: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'sitePlan', 'plans'] as const,
  archive: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'sitePlan', 'archive'] as const,
};

const SILENT = { silent: true } as const;

export const fetchSitePlans = (evalId: number) => post<SitePlan[]>(EVAL_SITE_PLAN_PATHS.list, { evalId }, undefined, SILENT);
export const saveSitePlan = (evalId: number, body: SitePlanBody) => post<SitePlan>(EVAL_SITE_PLAN_PATHS.create, { evalId, ...body }, undefined, SILENT);
export const removeSitePlan = (id: number) => del<unknown>(EVAL_SITE_PLAN_PATHS.remove, { ids: String(id) }, SILENT);
export const saveSiteTeam = (body: SiteTeamBody) => put<unknown>(EVAL_SITE_PLAN_PATHS.staffSave, body, SILENT);
export const finishSitePlan = (id: number) => post<{ id: number; status: number }>(EVAL_SITE_PLAN_PATHS.finish, { id }, undefined, SILENT);
export const generateNotice = (evalId: number) => post<NoticeFiles>(EVAL_NOTICE_PATHS.generate, { evalId }, undefined, SILENT);
export const fileStampedNotice = (evalId: number, annexId: number) => post<unknown>(EVAL_NOTICE_PATHS.stamped, { evalId, annexId }, undefined, SILENT);
export const fetchArchiveChecklist = (evalId: number) => get<ArchiveChecklist>(EVAL_ARCHIVE_PATH, { evalId }, SILENT);

export const sitePlansQuery = (evalId: number) => queryOptions({ queryKey: evalSitePlanKeys.plans(evalId), queryFn: () => fetchSitePlans(evalId) });
export const archiveChecklistQuery = (evalId: number) => queryOptions({ queryKey: evalSitePlanKeys.archive(evalId), queryFn: () => fetchArchiveChecklist(evalId) });
