/**
 * 评价申请 (calls document §7.6): the hand-written calls beside the application resource and its
 * flow — the spec's moves by name, the team, the lists the form offers, the application's products
 * and places, the archive checklist and the evaluation report.
 */
import { z } from 'zod';
import { EVAL_APPLICABLE_PATHS, EVAL_CHILD_PATHS, EVAL_PREFIX, EVAL_REPORT_PATHS } from '../resources/evaluation';
import { defineCall, generatedFile, id, ids, moveResult, optionalId, placeColumns, recordRow, refId, scalar } from './call';

const tag = '评价';

/** One line of the archive checklist (评价归档). */
export const archiveItem = z.object({
  key: z.enum(['materials', 'docReport', 'notice', 'stampedNotice', 'siteVisits']),
  label: z.string(),
  done: z.boolean(),
  files: z.array(generatedFile).readonly(),
  /** What is missing, in words (empty when done). */
  note: z.string(),
});
export const archiveChecklist = z.object({ evalId: z.number(), complete: z.boolean(), items: z.array(archiveItem).readonly() });

/** The values a new application may choose, and a line saying why others are absent (null: none are). */
export const applicableAnswerOf = <V extends z.ZodType>(value: V) => z.object({ values: z.array(value).readonly(), note: z.string().nullable() });

/** One verified staff member of an institution, as the team pickers list them. */
export const evalUnitStaff = z.object({
  name: z.string(),
  /** STAFF_QUALIFICATION codes of the verified, unexpired certificates the person holds. */
  qualifications: z.array(z.number()).readonly(),
  /** The latest expiry among them (YYYY-MM-DD). */
  certExpire: z.string(),
});

/** One product of the application (its evaluation marks beside). */
export const evalProductRow = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  /** PRODUCT_TYPE. */
  productType: z.string().nullable().optional(),
  spec: z.string().nullable().optional(),
  brand: z.string().nullable().optional(),
  /** EVAL_PRODUCT_STATUS; RECOMMEND_OPINION, TEST_OPINION and PRODUCT_OUTCOME once given. */
  status: z.number().optional(),
  recommend: refId(),
  testOpinion: refId(),
  outcome: refId(),
});

/** One place of the application with the applied products made there. */
export const evalPlaceRow = z.object({
  ...placeColumns,
  id: z.number(),
  name: z.string(),
  address: z.string().nullable().optional(),
  products: z.array(z.object({ id: z.number(), name: z.string() })).readonly().optional(),
  productNames: z.string().nullable().optional(),
});

const evalId = () => id().meta({ title: '评价申请' });

/** A move's parts besides the id (read by the flow's own rules: opinion, files, values). */
const moveParts = { opinion: z.unknown().optional().meta({ title: '意见' }), annexIds: z.unknown().optional().meta({ title: '附件' }), values: z.unknown().optional() };

export const evalApplyCalls = {
  status: defineCall({
    method: 'POST',
    path: `${EVAL_PREFIX}/status`,
    summary: '按要达到的状态流转评价申请（可多条，全部成功或全部不变）',
    tag,
    body: z.looseObject({ ids: ids(), status: scalar.optional().meta({ title: '状态' }), ...moveParts }),
    reply: z.object({ ids: z.array(z.number()), status: z.number() }),
  }),
  rejectApply: defineCall({ method: 'POST', path: `${EVAL_PREFIX}/rejectApply`, summary: '退回补充', tag, body: z.looseObject({ id: evalId(), ...moveParts }), reply: moveResult }),
  doFlowFinishUpd: defineCall({ method: 'POST', path: `${EVAL_PREFIX}/doFlowFinishUpd`, summary: '评价通过（最后一步）', tag, body: z.looseObject({ id: evalId(), ...moveParts }), reply: moveResult }),
  staffSave: defineCall({
    method: 'PUT',
    path: `${EVAL_PREFIX}/staffSave`,
    summary: '评价机构组建评价组',
    tag,
    body: z.looseObject({ id: evalId(), leaderName: z.unknown().optional().meta({ title: '评价组长' }), memberNames: z.unknown().optional().meta({ title: '评价组成员' }) }),
    reply: z.object({ id: z.number() }),
  }),
  cur: defineCall({ method: 'GET', path: `${EVAL_PREFIX}/cur`, summary: '企业当前的评价申请（没有为 null）', tag, reply: recordRow.nullable() }),
  org: defineCall({ method: 'GET', path: `${EVAL_PREFIX}/org`, summary: '一个组织的评价申请', tag, query: z.looseObject({ orgId: id().meta({ title: '组织' }) }), reply: z.array(recordRow) }),
  applicableProducts: defineCall({
    method: 'GET',
    path: EVAL_APPLICABLE_PATHS.products,
    summary: '新申请可选的产品，及其余产品未列出的原因',
    tag,
    query: z.looseObject({ orgId: optionalId().meta({ title: '申请企业' }), evalType: scalar.optional().meta({ title: '评价类型' }) }),
    reply: applicableAnswerOf(z.number()),
  }),
  applicableTypes: defineCall({
    method: 'GET',
    path: EVAL_APPLICABLE_PATHS.types,
    summary: '新申请可选的评价类型，及其余类型不可选的原因',
    tag,
    query: z.looseObject({ orgId: optionalId().meta({ title: '申请企业' }) }),
    reply: applicableAnswerOf(z.string()),
  }),
  unitStaff: defineCall({ method: 'GET', path: EVAL_APPLICABLE_PATHS.unitStaff, summary: '承担任务的评价机构已核验的人员', tag, query: z.looseObject({ evalId: evalId() }), reply: z.array(evalUnitStaff) }),
  products: defineCall({ method: 'GET', path: EVAL_CHILD_PATHS.products, summary: '申请的产品及其评价结果', tag, query: z.looseObject({ id: evalId() }), reply: z.array(evalProductRow) }),
  places: defineCall({ method: 'GET', path: EVAL_CHILD_PATHS.places, summary: '申请的场所及各场所生产的产品', tag, query: z.looseObject({ evalId: evalId() }), reply: z.array(evalPlaceRow) }),
  archive: defineCall({ method: 'GET', path: '/api/eval/mat/getGd', summary: '评价归档的核查清单', tag, query: z.looseObject({ evalId: evalId() }), reply: archiveChecklist }),
  generateReport: defineCall({ method: 'POST', path: EVAL_REPORT_PATHS.generate, summary: '生成评价报告', tag, body: z.looseObject({ evalId: evalId() }), reply: generatedFile }),
  report: defineCall({ method: 'GET', path: EVAL_REPORT_PATHS.get, summary: '评价报告的文件（未生成为 null）', tag, query: z.looseObject({ evalId: evalId() }), reply: generatedFile.nullable() }),
} as const;
