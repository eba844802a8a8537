/**
 * The annex document form of an evaluation application (评价材料; calls document §7.6): the form,
 * its files, the enterprise's filing, the institution's marks and tips, the materials package.
 * Beyond the application's id, the values are checked by the server against the form's own rules,
 * so a refusal names the field by the form's label (EVAL_ANNEX_LABEL) and, in a list, its place.
 * The writes take a JSON body (their items are a list); the reads and the zip take the query string too.
 */
import { z } from 'zod';
import { EVAL_ANNEX_GROUPS, EVAL_ANNEX_LABEL, EVAL_ANNEX_PATHS, EVAL_ANNEX_QUESTIONS, type EvalAnnexGroupKey, type EvalAnnexQuestionKey } from '../resources/evaluation';
import { defineCall, id } from './call';

const tag = '评价';

const groupKey = z.enum(EVAL_ANNEX_GROUPS.map((g) => g.key) as [EvalAnnexGroupKey, ...EvalAnnexGroupKey[]]);
const questionKeys = EVAL_ANNEX_QUESTIONS.map((q) => q.key) as [EvalAnnexQuestionKey, ...EvalAnnexQuestionKey[]];
/** The question flags ticked on a group (`{ key: true }`). */
const questions = z.partialRecord(z.enum(questionKeys), z.boolean());

/** A filed file as the form shows it; `url` downloads it (EVAL_ANNEX_PATHS.download). */
export const evalAnnexFile = z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number(), ext: z.string() });

/** One group of the form: defaults where nothing was filed or marked yet. */
export const evalAnnexGroup = z.object({
  groupKey,
  label: z.string(),
  /** Needed before 提交材料 (evalAnnexRequired). */
  required: z.boolean(),
  /** Comma-joined file ids as stored ('' when none). */
  annexIds: z.string(),
  files: z.array(evalAnnexFile).readonly(),
  /** EVAL_ANNEX_PROBLEM. */
  problem: z.number(),
  remark: z.string().nullable(),
  otherRemark: z.string().nullable(),
  moreRemark: z.string().nullable(),
  tips: z.string().nullable(),
  questions,
  /** Null for a group with no row yet. */
  updateTime: z.string().nullable(),
  /** 完整性初评 must mark it (evalAnnexToReview: required, or something filed). */
  toReview: z.boolean(),
  /** The institution has marked it since it was last filed (upProblem). */
  marked: z.boolean(),
});

/** The annex form of one application. */
export const evalAnnexForm = z.object({
  evalId: z.number(),
  code: z.string(),
  evalType: z.string(),
  /** EVAL_STATUS. */
  status: z.number(),
  orgId: z.number(),
  orgName: z.string().nullable(),
  unitId: z.number().nullable(),
  unitName: z.string().nullable(),
  groups: z.array(evalAnnexGroup).readonly(),
});

/** One filed file in the flat list. */
export const evalAnnexItem = z.object({ groupKey, label: z.string(), fileId: z.number(), name: z.string(), url: z.string(), size: z.number() });

/** One file of the materials package: where it sits in the zip (the group's label as folder, the file's name made unique in it). */
export const evalAnnexPackEntry = z.object({ groupKey, label: z.string(), fileId: z.number(), path: z.string(), size: z.number() });

/** One group's marks as upProblem takes them. */
export const evalAnnexMark = z.object({
  groupKey,
  problem: z.number(),
  remark: z.string().nullable().optional(),
  otherRemark: z.string().nullable().optional(),
  moreRemark: z.string().nullable().optional(),
  questions: questions.nullable().optional(),
});

const L = EVAL_ANNEX_LABEL;
const evalId = () => id().meta({ title: L.evalId });
/** A value the handler checks itself (its refusal in the form's words). */
const checked = (title: string) => z.unknown().optional().meta({ title });

const byEval = z.looseObject({ evalId: evalId() });

export const evalAnnexCalls = {
  form: defineCall({ method: 'GET', path: EVAL_ANNEX_PATHS.form, summary: '评价材料表（每个分组的文件和标记）', tag, paramSet: byEval, reply: evalAnnexForm }),
  items: defineCall({ method: 'GET', path: EVAL_ANNEX_PATHS.items, summary: '已上传的评价材料（一个列表）', tag, paramSet: byEval, reply: z.array(evalAnnexItem) }),
  download: defineCall({ method: 'GET', path: EVAL_ANNEX_PATHS.download, summary: '下载一份已上传的评价材料', tag, paramSet: z.looseObject({ evalId: evalId(), id: id() }), file: true }),
  file: defineCall({
    method: 'POST',
    path: EVAL_ANNEX_PATHS.file,
    summary: '企业上传一个分组的评价材料（整组文件）',
    tag,
    body: z.looseObject({ evalId: evalId(), groupKey: checked(L.groupKey), annexIds: checked(L.annexIds) }),
    reply: evalAnnexForm,
  }),
  problem: defineCall({
    method: 'POST',
    path: EVAL_ANNEX_PATHS.problem,
    summary: '评价机构标记各分组材料的完整性',
    tag,
    body: z.looseObject({ evalId: evalId(), items: checked(L.items) }),
    reply: evalAnnexForm,
  }),
  tips: defineCall({
    method: 'POST',
    path: EVAL_ANNEX_PATHS.tips,
    summary: '评价机构给企业的分组提示（空字符串清除）',
    tag,
    body: z.looseObject({ evalId: evalId(), groupKey: checked(L.groupKey), tips: checked(L.tips) }),
    reply: evalAnnexForm,
  }),
  packList: defineCall({ method: 'POST', path: EVAL_ANNEX_PATHS.packList, summary: '评价材料包里的文件', tag, body: byEval, reply: z.array(evalAnnexPackEntry) }),
  pack: defineCall({ method: 'POST', path: EVAL_ANNEX_PATHS.pack, summary: '打包下载评价材料（zip）', tag, paramSet: byEval, file: true }),
} as const;
