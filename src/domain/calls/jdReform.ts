/**
 * 整改 and 退出 (calls document §8, server/modules/jd/reform/reform.ts and exit/exit.ts): the lists, the notices,
 * the moves by the status wanted, the report, and an exit opened by hand.
 */
import { z } from 'zod';
import { JD_REFORM_PATHS, toValidateRowSchema } from '../resources/jdReform';
import { defineCall, id, ids, moveResult, pageOf, recordRow, scalar, searchParams } from './call';
import { moveExtrasSchema } from './workflow';

const tag = '监督';

/** page, lst, export and one of a flow's records joined with its certificate, under `prefix`. */
export const listingCalls = (prefix: string, title: string) =>
  ({
    page: defineCall({ method: 'POST', path: `${prefix}/page`, summary: `${title}，分页`, tag, paramSet: searchParams, reply: pageOf(recordRow) }),
    lst: defineCall({ method: 'POST', path: `${prefix}/lst`, summary: `${title}（不分页）`, tag, paramSet: searchParams, reply: z.array(recordRow) }),
    export: defineCall({ method: 'POST', path: `${prefix}/export`, summary: `导出${title}（Excel）`, tag, paramSet: searchParams, file: true }),
    one: defineCall({ method: 'GET', path: `${prefix}/:id`, summary: `一条${title}`, tag, pathParams: z.object({ id: id() }), reply: recordRow }),
  }) as const;

/** A notice to open or download (`disposition=inline` opens it). */
const noticeQuery = z.looseObject({ id: id(), disposition: scalar.optional() });

/**
 * `{ids, status, opinion?, annexIds?, values?, action?}`: records moved by the status wanted, all or
 * nothing; the status and the action are checked by the route, in its own words.
 */
export const statusMoveBody = moveExtrasSchema.extend({ ids: ids(), status: scalar.optional(), action: scalar.optional() });

const statusReply = z.object({ ids: z.array(z.number()), status: z.number() });

/** The rectification report's fields (checked by their definition, in its labels). */
const reportFields = {
  reportFileId: scalar.optional(),
  measures: scalar.optional(),
  annexIds: z.union([scalar, z.array(scalar)]).optional(),
};

export const jdReformCalls = {
  notice: defineCall({ method: 'GET', path: JD_REFORM_PATHS.reformNotice, summary: '整改通知书（缺失时生成）', tag, query: noticeQuery, file: true }),
  listing: listingCalls(JD_REFORM_PATHS.reform, '整改记录'),
  start: defineCall({
    method: 'POST',
    path: JD_REFORM_PATHS.startReform,
    summary: '不通过产品启动整改（全部成功或全部不变）',
    tag,
    // The deadline, the items and the suspension are the start move's fields, checked by the flow.
    body: z.looseObject({ ids: ids(), opinion: moveExtrasSchema.shape.opinion, deadline: scalar.optional(), items: z.unknown().optional(), suspendCert: z.unknown().optional() }),
    reply: z.object({ ids: z.array(z.number()) }),
  }),
  submitReport: defineCall({
    method: 'POST',
    path: JD_REFORM_PATHS.submitReport,
    summary: '企业保存并提交整改报告',
    tag,
    body: z.looseObject({ id: id(), opinion: moveExtrasSchema.shape.opinion, ...reportFields }),
    reply: moveResult,
  }),
  report: defineCall({ method: 'PUT', path: JD_REFORM_PATHS.reformReport, summary: '企业保存整改报告与佐证', tag, body: z.looseObject({ id: id(), ...reportFields }), reply: recordRow }),
  status: defineCall({ method: 'POST', path: JD_REFORM_PATHS.reformStatus, summary: '按目标状态流转整改（全部成功或全部不变）', tag, body: statusMoveBody, reply: statusReply }),
  toValidate: defineCall({ method: 'POST', path: JD_REFORM_PATHS.toValidatePage, summary: '待验证产品：待验证的整改与退出，分页', tag, paramSet: searchParams, reply: pageOf(toValidateRowSchema) }),
} as const;

export const jdExitCalls = {
  notice: defineCall({ method: 'GET', path: JD_REFORM_PATHS.exitNotice, summary: '退出通知书（缺失时生成）', tag, query: noticeQuery, file: true }),
  exitedPage: defineCall({ method: 'POST', path: JD_REFORM_PATHS.exitedPage, summary: '已退出产品，分页', tag, paramSet: searchParams, reply: pageOf(recordRow) }),
  status: defineCall({ method: 'POST', path: JD_REFORM_PATHS.exitStatus, summary: '按目标状态流转退出（全部成功或全部不变）', tag, body: statusMoveBody, reply: statusReply }),
  // The certificate, the source and the reason are checked by the exit's definition, in its labels.
  create: defineCall({ method: 'PUT', path: JD_REFORM_PATHS.exit, summary: '发起退出（管理端：严重违规）或企业申请退出', tag, body: z.record(z.string(), z.unknown()), reply: recordRow }),
  listing: listingCalls(JD_REFORM_PATHS.exit, '退出记录'),
} as const;
