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
import type { z } from 'zod';
import { evalApplyCalls, type archiveChecklist, type archiveItem } from '@/domain/calls/evalApply';
import { EVAL_NOTICE_PATHS, evalSitePlanCalls, type noticeFiles, type sitePlan } from '@/domain/calls/evalSitePlan';
import { EVAL_PREFIX } from '@/domain/resources/evaluation';
import { callApi } from './call';
import { resourceKeys } from './resource';

export { EVAL_NOTICE_PATHS };
export const EVAL_ARCHIVE_PATH = evalApplyCalls.archive.path;

/** A place's plan as the list answers it. */
export type SitePlan = z.output<typeof sitePlan>;

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

export type ArchiveItem = z.output<typeof archiveItem>;
export type ArchiveItemKey = ArchiveItem['key'];
export type ArchiveChecklist = z.output<typeof archiveChecklist>;

export type NoticeFiles = z.output<typeof noticeFiles>;

export const evalSitePlanKeys = {
  all: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'sitePlan'] as const,
  plans: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'sitePlan', 'plans'] as const,
  archive: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'sitePlan', 'archive'] as const,
};

const SILENT = { silent: true } as const;

export const fetchSitePlans = (evalId: number) => callApi(evalSitePlanCalls.list, { paramSet: { evalId } }, SILENT);
export const saveSitePlan = (evalId: number, body: SitePlanBody) => callApi(evalSitePlanCalls.create, { body: { evalId, ...body } }, SILENT);
export const removeSitePlan = (id: number) => callApi(evalSitePlanCalls.remove, { query: { ids: String(id) } }, SILENT);
export const saveSiteTeam = (body: SiteTeamBody) => callApi(evalSitePlanCalls.staffSave, { body: { ...body } }, SILENT);
export const finishSitePlan = (id: number) => callApi(evalSitePlanCalls.finish, { body: { id } }, SILENT);
export const generateNotice = (evalId: number) => callApi(evalSitePlanCalls.notice, { body: { evalId } }, SILENT);
export const fileStampedNotice = (evalId: number, annexId: number) => callApi(evalSitePlanCalls.stampedNotice, { body: { evalId, annexId } }, SILENT);
export const fetchArchiveChecklist = (evalId: number) => callApi(evalApplyCalls.archive, { query: { evalId } }, SILENT);

export const sitePlansQuery = (evalId: number) => queryOptions({ queryKey: evalSitePlanKeys.plans(evalId), queryFn: () => fetchSitePlans(evalId) });
export const archiveChecklistQuery = (evalId: number) => queryOptions({ queryKey: evalSitePlanKeys.archive(evalId), queryFn: () => fetchArchiveChecklist(evalId) });
