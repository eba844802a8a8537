/**
 * 监督任务 (calls document §8, server/modules/jd/plans/task.ts) beside the task resource's own calls, and
 * the testing unit's spot-test calls (spot.ts, spotBook.ts).
 */
import { z } from 'zod';
import { JD_PATHS, jdReportBookSchema, jdStoredFileSchema, jdTaskRow } from '../resources/jd';
import { defineCall, id, ids, moveResult, recordRow, scalar } from './call';
import { moveExtrasSchema } from './workflow';

const tag = '监督';

const byId = z.object({ id: id() });

/** How far a task's visits are: finished when every place's visit is. */
export const siteProgressSchema = z.object({ finished: z.boolean(), total: z.number(), open: z.array(z.string()) });

export const jdTaskCalls = {
  addMultiple: defineCall({
    method: 'PUT',
    path: JD_PATHS.task.addMultiple,
    summary: '创建监督任务：计划的产品按企业各建一个任务',
    tag,
    body: moveExtrasSchema.extend({ planId: id() }),
    reply: moveResult.extend({ tasks: z.number() }),
  }),
  planTasks: defineCall({ method: 'POST', path: JD_PATHS.task.planTasks, summary: '计划的监督任务', tag, paramSet: z.looseObject({ planId: id() }), reply: z.array(jdTaskRow) }),
  flowNames: defineCall({
    method: 'GET',
    path: JD_PATHS.task.flowNames,
    summary: '监督任务流程的主要步骤',
    tag,
    // The flow's name is checked by the route, in its own sentences.
    query: z.looseObject({ ProcDefId: scalar.optional() }),
    reply: z.array(z.object({ status: z.number(), label: z.string() })),
  }),
  submit: defineCall({ method: 'POST', path: `${JD_PATHS.task.submit}/:id`, summary: '下发监督任务', tag, pathParams: byId, body: moveExtrasSchema, reply: moveResult }),
  status: defineCall({
    method: 'POST',
    path: JD_PATHS.task.status,
    summary: '按目标状态流转监督任务（全部成功或全部不变）',
    tag,
    // The status wanted is checked by the route (its words name the flow's statuses).
    body: moveExtrasSchema.extend({ ids: ids(), status: scalar.optional() }),
    reply: z.object({ ids: z.array(z.number()), status: z.number() }),
  }),
  siteAllFinished: defineCall({ method: 'POST', path: JD_PATHS.task.siteAllFinished, summary: '任务的现场监督是否都已完成', tag, paramSet: z.looseObject({ taskId: id() }), reply: siteProgressSchema }),
  startSubFlow: defineCall({ method: 'PUT', path: `${JD_PATHS.task.startSubFlow}/:id`, summary: '开始现场监督', tag, pathParams: byId, body: moveExtrasSchema, reply: moveResult }),
} as const;

const byTask = z.looseObject({ taskId: id() });

export const jdSpotCalls = {
  lst: defineCall({ method: 'POST', path: `${JD_PATHS.spot}/lst`, summary: '任务的抽检项目', tag, paramSet: byTask, reply: z.array(recordRow) }),
  reportBook: defineCall({ method: 'POST', path: JD_PATHS.prod.reportBook, summary: '生成产品检测报告书', tag, paramSet: byTask, reply: jdReportBookSchema }),
  storedReportBook: defineCall({ method: 'GET', path: JD_PATHS.prod.storedReportBook, summary: '任务最近生成的产品检测报告书（无则为空）', tag, query: byTask, reply: jdStoredFileSchema.nullable() }),
  // The hash is checked by the route, in its own sentence.
  reportBookFile: defineCall({ method: 'POST', path: `${JD_PATHS.prod.reportBook}/:hash`, summary: '按摘要下载生成的产品检测报告书', tag, pathParams: z.object({ hash: z.string() }), file: true }),
} as const;
