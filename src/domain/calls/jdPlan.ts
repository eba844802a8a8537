/**
 * 监督计划 and its products (calls document §8, server/modules/jd/plans/plan.ts and product.ts): the calls
 * beside the plan resource's own (page, lst, one, create, update, delete come from the engine).
 */
import { z } from 'zod';
import { JD_CERT_PREFIX, JD_PATHS, jdAnnualFiguresSchema } from '../resources/jd';
import { defineCall, id, ids, optionalId, pageOf, recordRow, refId, scalar, searchParams } from './call';

const tag = '监督';

/** The search grammar of the certificates a plan may take (the jdCert resource's fields). */
const certSearch = searchParams.extend({
  'search.year_eq': scalar.optional(),
  'search.jdType_eq': scalar.optional(),
  'search.inPlan_eq': scalar.optional(),
});

/** One group of a plan's products and how many it holds. */
const classCount = z.object({
  /** The organisation id, category id or area code as text ('' where the products have none). */
  key: z.string(),
  /** The group's name as people read it (未分类 / 未知地区 where there is none). */
  name: z.string(),
  count: z.number(),
});
export const jdClassCountSchema = classCount;

/** The plan's products counted three ways, largest group first (what a page shows of classify). */
export const jdPlanClassifySummarySchema = z.object({
  /** The plan's products in all. */
  total: z.number(),
  byOrg: z.array(classCount),
  byCategory: z.array(classCount),
  byArea: z.array(classCount),
});

/** GET plan/classify/{id}: the summary, with the plan and each group's own id or area code. */
export const jdPlanClassifySchema = jdPlanClassifySummarySchema.extend({
  planId: z.number().optional(),
  byOrg: z.array(classCount.extend({ id: z.number().nullable().optional() })),
  byCategory: z.array(classCount.extend({ id: z.number().nullable().optional() })),
  byArea: z.array(classCount.extend({ code: z.string().nullable().optional() })),
});

/** The units a plan or task may go to. */
const unitOption = z.object({ id: z.number(), name: z.string() });
export const jdUnitOrgsSchema = z.object({ supervision: z.array(unitOption), testing: z.array(unitOption) });

/** A certificate in a plan or task (jdProdResource's fields, with its certificate's). */
export const jdProdRowSchema = z.object({
  id: z.number(),
  planId: z.number(),
  taskId: z.number().nullable(),
  taskCode: z.string().nullable(),
  certId: z.number(),
  certNo: z.string(),
  orgName: z.string().nullable(),
  productName: z.string().nullable(),
  categoryName: z.string().nullable(),
  sampling: z.boolean(),
  remark: z.string().nullable(),
  planName: z.string().nullable().optional(),
  orgId: z.number().optional(),
  productId: z.number().optional(),
  categoryId: refId(),
  areaCode: z.string().nullable().optional(),
  year: z.number().optional(),
  /** JD_TYPE. */
  jdType: z.string().optional(),
  /** JD_TASK_STATUS of its task, once in one. */
  taskStatus: refId(),
  recordId: refId(),
  /** JD_OPINION, TEST_OPINION and JD_RECORD_STATUS of its record, once in a task. */
  jdOpinion: refId(),
  testOpinion: refId(),
  recordStatus: refId(),
  createTime: z.string().nullable().optional(),
});

const planIdSet = z.looseObject({ planId: id() });

/** The ids of a DELETE, in the query (or the body). */
const deleteIds = z.looseObject({ ids: ids() });

export const jdPlanCalls = {
  certPage: defineCall({ method: 'POST', path: JD_PATHS.plan.certPage, summary: '可纳入计划的有效证书（含其当年监督情况），分页', tag, paramSet: certSearch, reply: pageOf(recordRow) }),
  certPageAlias: defineCall({ method: 'POST', path: `${JD_CERT_PREFIX}/page`, summary: '有效证书及其监督情况，分页', tag, paramSet: certSearch, reply: pageOf(recordRow) }),
  certExport: defineCall({ method: 'POST', path: `${JD_CERT_PREFIX}/export`, summary: '导出有效证书及其监督情况（Excel）', tag, paramSet: certSearch, file: true }),
  classify: defineCall({ method: 'GET', path: `${JD_PATHS.plan.classify}/:id`, summary: '计划的产品按企业、类别、地区统计', tag, pathParams: z.object({ id: id() }), reply: jdPlanClassifySchema }),
  prodExcel: defineCall({ method: 'POST', path: JD_PATHS.plan.prodExcel, summary: '导出计划的产品（Excel）', tag, paramSet: planIdSet, file: true }),
  unitOrgs: defineCall({ method: 'POST', path: JD_PATHS.plan.unitOrgs, summary: '监督单位与检测单位', tag, reply: jdUnitOrgsSchema }),
  annual: defineCall({
    method: 'GET',
    path: JD_PATHS.plan.annual,
    summary: '年度监督任务：一年的年度监督数字',
    tag,
    // The year's bounds are the route's, in its own sentence.
    query: z.looseObject({ year: scalar.optional().meta({ title: '年度' }) }),
    reply: jdAnnualFiguresSchema,
  }),
  prods: defineCall({ method: 'GET', path: JD_PATHS.plan.prods, summary: '计划的产品', tag, query: z.looseObject({ planId: id() }), reply: z.array(jdProdRowSchema) }),
} as const;

/** What PUT /api/jd/prod takes: a draft plan or a task not yet sent (exactly one), and the certificates. */
const prodAddBody = z.looseObject({
  planId: optionalId(),
  taskId: optionalId(),
  certIds: ids(),
});

/** The supervised products' search grammar (jdProdResource's fields). */
const prodSearch = searchParams;

export const jdProdCalls = {
  add: defineCall({ method: 'PUT', path: JD_PATHS.prod.prefix, summary: '证书纳入草稿计划或未下发的任务', tag, body: prodAddBody, reply: z.array(jdProdRowSchema) }),
  update: defineCall({
    method: 'PUT',
    path: `${JD_PATHS.prod.prefix}/:id`,
    summary: '修改计划产品（是否抽检、备注）',
    tag,
    pathParams: z.object({ id: id() }),
    // The fields are checked by the product's definition (jdProdResource), in its labels.
    body: z.record(z.string(), z.unknown()),
    reply: jdProdRowSchema,
  }),
  remove: defineCall({ method: 'DELETE', path: JD_PATHS.prod.prefix, summary: '从计划或任务移出产品', tag, paramSet: deleteIds, reply: z.number() }),
  /** The calls document writes the delete with a trailing slash (`/api/jd/prod/?ids=`): the same call. */
  removeSlash: defineCall({ method: 'DELETE', path: `${JD_PATHS.prod.prefix}/`, summary: '从计划或任务移出产品（文档写法）', tag, paramSet: deleteIds, reply: z.number() }),
  page: defineCall({ method: 'GET', path: JD_PATHS.product.page, summary: '监督产品，分页', tag, query: prodSearch, reply: pageOf(jdProdRowSchema) }),
  lst: defineCall({ method: 'GET', path: JD_PATHS.product.lst, summary: '监督产品（不分页）', tag, query: prodSearch, reply: z.array(jdProdRowSchema) }),
} as const;
