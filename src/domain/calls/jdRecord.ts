/**
 * Supervision's product records (calls document §7.7, 监督记录): a task's records, their search and
 * export, and the calls that set their opinions, results and supervision type. The record's
 * resource calls (page, lst, get, update) are the resource engine's.
 */
import { z } from 'zod';
import { JD_PATHS } from '../resources/jd';
import { defineCall, id, ids, pageOf, recordRow, rowStamps, scalar, searchParams } from './call';

const tag = '监督';
const R = JD_PATHS.record;

/** A record's search: the grammar over jdRecordResource's fields, checked by the route. */
const recordSearch = searchParams;
const byTask = z.looseObject({ taskId: id() });

/** One product's result in a task (jdRecordResource's fields, with the product's names). */
export const jdRecordRow = z.object({
  id: z.number(),
  taskId: z.number(),
  taskCode: z.string().nullable().optional(),
  planId: z.number().optional(),
  prodId: z.number().optional(),
  certId: z.number().optional(),
  productId: z.number().optional(),
  orgId: z.number().optional(),
  year: z.number().optional(),
  /** JD_TYPE. */
  jdType: z.string().optional(),
  productName: z.string().nullable(),
  certNo: z.string().nullable(),
  orgName: z.string().nullable().optional(),
  /** JD_OPINION: the supervision unit's opinion. */
  jdOpinion: z.number(),
  /** TEST_OPINION: from the product's spot items. */
  testOpinion: z.number(),
  /** JD_RECORD_STATUS: management's result. */
  status: z.number(),
  remark: z.string().nullable(),
  conclusionTime: z.string().nullable().optional(),
  ...rowStamps,
});

export const recordTotals = z.object({ total: z.number(), pending: z.number(), passed: z.number(), unpassed: z.number() });

/** An item of updateJdOpt: the record's id; its opinion and remark are checked as the record's own fields, in the route. */
export const jdOpinionItem = z.looseObject({ id: id(), jdOpinion: z.unknown().optional(), remark: z.unknown().optional() });

export const jdRecordCalls = {
  noPassPage: defineCall({ method: 'POST', path: R.noPassPage, summary: '不通过产品分页列表（含整改单）', tag, paramSet: recordSearch, reply: pageOf(recordRow) }),
  totals: defineCall({ method: 'POST', path: R.totals, summary: '监督记录按结果计数', tag, paramSet: recordSearch, reply: recordTotals }),
  byTask: defineCall({ method: 'GET', path: `${R.byTask}/:taskId`, summary: '任务的监督记录', tag, pathParams: z.object({ taskId: id() }), reply: z.array(jdRecordRow) }),
  byTaskQuery: defineCall({ method: 'GET', path: R.byTaskQuery, summary: '任务的监督记录', tag, query: byTask, reply: z.array(jdRecordRow) }),
  findByTask: defineCall({
    method: 'POST',
    path: R.findByTask,
    summary: '任务的监督记录及按结果计数',
    tag,
    paramSet: byTask,
    reply: recordTotals.extend({ records: z.array(jdRecordRow) }),
  }),
  byProds: defineCall({ method: 'PUT', path: R.byProds, summary: '计划产品的监督记录', tag, paramSet: z.looseObject({ prodIds: ids() }), reply: z.array(jdRecordRow) }),
  opinion: defineCall({
    method: 'POST',
    path: R.opinion,
    summary: '监督机构填写各产品的监督意见',
    tag,
    // Each item is checked as the record's own fields are, in the route (its refusals name the field).
    body: z.looseObject({ items: z.unknown().optional() }),
    reply: z.object({ count: z.number() }),
  }),
  statusMulti: defineCall({
    method: 'POST',
    path: R.statusMulti,
    summary: '管理部门判定各产品的监督结果',
    tag,
    body: z.looseObject({ ids: ids(), status: scalar.optional() }),
    reply: z.object({ ids: z.array(z.number()), status: z.number() }),
  }),
  jdType: defineCall({
    method: 'POST',
    path: R.jdType,
    summary: '修改监督记录的监督类型',
    tag,
    body: z.looseObject({ ids: ids(), jdType: scalar.optional() }),
    reply: z.object({ ids: z.array(z.number()), jdType: z.string() }),
  }),
  exportPage: defineCall({ method: 'POST', path: R.exportPage, summary: '导出用的监督记录分页列表', tag, paramSet: recordSearch, reply: pageOf(recordRow) }),
  exportExcel: defineCall({ method: 'POST', path: R.exportExcel, summary: '导出监督记录（Excel）', tag, paramSet: recordSearch, file: true }),
} as const;
