/**
 * Supervision's materials (calls document §7.7): the on-site record's materials and their archive
 * checklist, the enterprise's documents for the review, a task's file download and the zips.
 * Values whose refusals the routes word themselves (a group key, a problem flag, a remark, a list
 * of file ids) pass through here as they were sent.
 */
import { z } from 'zod';
import { JD_PATHS, jdDocAnnexFormSchema, jdMatChecklistSchema, jdMatItemSchema, jdMatSchema } from '../resources/jd';
import { defineCall, id, optionalId, recordRow, scalar } from './call';

const tag = '监督';

const pathId = z.object({ id: id() });
const bySite = z.looseObject({ onSiteId: id() });
/** The on-site record by onSiteId, else by its task (the route says which is missing). */
const siteOrTask = z.looseObject({ onSiteId: optionalId(), taskId: optionalId() });
const byVisit = z.looseObject({ onSitePlanId: id() });
/** A value the route reads and refuses in its own words. */
const sent = z.unknown().optional();

const M = JD_PATHS.mat;

export const jdMatCalls = {
  onSite: defineCall({ method: 'GET', path: `${M.onSite}/:id`, summary: '现场监督记录的监督材料（首次打开时生成各材料项）', tag, pathParams: pathId, reply: jdMatSchema }),
  gd: defineCall({ method: 'GET', path: `${M.gd}/:id`, summary: '监督材料的归档清单', tag, pathParams: pathId, reply: jdMatChecklistSchema }),
  getGd: defineCall({
    method: 'GET',
    path: M.getGd,
    summary: '归档清单（needGd=1：监督机构归档）',
    tag,
    paramSet: siteOrTask.extend({ needGd: scalar.optional() }),
    reply: jdMatChecklistSchema,
  }),
  updAnnex: defineCall({
    method: 'POST',
    path: JD_PATHS.matItem.updAnnex,
    summary: '保存一个材料项的文件',
    tag,
    body: z.looseObject({ onSiteId: id(), groupKey: sent, annexIds: sent }),
    reply: jdMatSchema,
  }),
  updItem: defineCall({
    method: 'PUT',
    path: `${JD_PATHS.matItem.prefix}/:id`,
    summary: '修改材料项的问题标记与备注',
    tag,
    pathParams: pathId,
    body: z.looseObject({ problem: sent, remark: sent }),
    reply: jdMatItemSchema,
  }),
  update: defineCall({ method: 'PUT', path: `${M.prefix}/:id`, summary: '修改监督材料的备注', tag, pathParams: pathId, body: z.looseObject({ remark: sent }), reply: jdMatSchema }),
  refSites: defineCall({ method: 'GET', path: `${M.refSites}/:id`, summary: '同一企业此前有材料的现场监督记录', tag, pathParams: pathId, reply: z.array(recordRow) }),
  setRefSite: defineCall({
    method: 'GET',
    path: M.setRefSite,
    summary: '从此前任务的材料复制文件到空的材料项',
    tag,
    paramSet: z.looseObject({ onSiteId: id(), taskId: id() }),
    reply: jdMatSchema,
  }),
  download: defineCall({
    method: 'GET',
    path: M.download,
    summary: '下载任务持有的一个文件',
    tag,
    paramSet: z.looseObject({ taskId: id(), id: id(), disposition: scalar.optional() }),
    file: true,
  }),
} as const;

const D = JD_PATHS.docAnnex;

export const jdDocAnnexCalls = {
  items: defineCall({ method: 'GET', path: D.items, summary: '企业的文件审核资料（首次打开时从评价材料复制）', tag, paramSet: bySite, reply: jdDocAnnexFormSchema }),
  batchSave: defineCall({ method: 'POST', path: D.batchSave, summary: '保存文件审核资料（所发各组的完整文件列表）', tag, body: z.looseObject({ onSiteId: id(), items: sent }), reply: jdDocAnnexFormSchema }),
} as const;

export const jdZipCalls = {
  packZip: defineCall({ method: 'POST', path: D.packZip, summary: '文件审核资料压缩包', tag, paramSet: byVisit, file: true }),
  visit: defineCall({ method: 'POST', path: M.zip, summary: '现场监督计划的现场材料压缩包', tag, paramSet: byVisit, file: true }),
  task: defineCall({ method: 'POST', path: M.getZip, summary: '任务的监督材料汇总压缩包', tag, paramSet: siteOrTask, file: true }),
  site: defineCall({ method: 'POST', path: JD_PATHS.site.zip, summary: '现场监督计划的现场记录压缩包', tag, paramSet: byVisit, file: true }),
} as const;
