/** 文件评审's texts and the pure rules the view follows (who may write, which round a save writes, the form's values). */
import type { DocReviewBody, DocReviewItem, DocReviewRound } from '@/api/evalDocReview';
import type { EvalRecord } from '@/api/evalRecord';
import { type CurrentUser, userFacts } from '@/domain/account';
import { EVAL_STATUS } from '@/domain/codes';
import { DOC_REVIEW_MSG, docReviewUnconcluded, EVAL_ANNEX_GROUPS, isAnnexAssigned, type DocReviewGroup, type EvalAnnexActor, type EvalAnnexGroupKey } from '@/domain/resources/evaluation';
import type { FlowLogEntry } from '@/domain/workflows/engine';
import type { RecordState } from '@/ui/record/recordVar';

export const REVIEW_TEXT = {
  none: '请先选择一个评价申请',
  notFound: '评价申请不存在或无权访问',
  latest: '本轮评审',
  newRound: '新一轮评审（尚未保存）',
  save: '保存',
  saved: '文件评审已保存',
  report: '生成评审报告',
  reportAgain: '重新生成评审报告',
  reportDone: '评审报告已生成',
  reportFailed: '生成评审报告失败',
  reportFile: '评审报告',
  reportNeedsSave: '请先保存评审记录，再生成评审报告',
  reportNeedsConclusion: DOC_REVIEW_MSG.draftReport,
  noReport: '未生成',
  actions: '文件评审操作',
  hint: '请逐项核对材料，给出是否符合：不符合的分组须填写评审意见，没有材料的分组不能评为符合。未评完可先保存（不选评审结论）；结论为通过须每个必需或已上传材料的分组都已评审。保存后可生成评审报告；文件评审通过或不通过须先保存相同结论的评审记录。',
  notYet: '评价机构尚未进行文件评审',
  rounds: '评审记录',
  noRounds: '暂无评审记录',
  notReviewed: '—',
  noteNeeded: '不符合的分组请填写评审意见',
  notePlaceholder: '不符合时必填：说明不符合之处',
  /** A round without 不符合: how many groups it found 符合 (the rest it left open or had nothing to review). */
  findings: (conform: number) => `${conform} 项符合，无不符合项`,
  /** The round's progress: the groups to review that have a finding. */
  progress: (done: number, total: number, bad: number) => `已评审 ${done}/${total} 项${bad ? `，${bad} 项不符合` : ''}`,
  /** Why 符合 cannot be chosen for a group with no materials. */
  noMaterials: '无材料，不能评为符合',
  draft: '草稿（未给出结论）',
  /** The conclusion left open: the round is saved as a draft. */
  noConclusion: '暂不给出（保存为草稿）',
  incomplete: DOC_REVIEW_MSG.incomplete,
  opinionNeeded: '给出评审结论时请填写评审意见',
  columns: { index: '序号', group: '材料分组', conform: '是否符合', note: '评审意见', date: '评审日期', reviewer: '评审人', conclusion: '评审结论', opinion: '评审意见', report: '评审报告' },
} as const;

/** The review as the page sees it: no application chosen, not there (or not the user's), or the usual states. */
export type ReviewState = RecordState<ReviewData>;

export interface ReviewData {
  readonly app: Pick<EvalRecord, 'id' | 'code' | 'status' | 'orgId' | 'unitId'>;
  /** The latest round, or the blank one the server offers (id null). */
  readonly latest: DocReviewRound;
  /** Every saved round, newest first. */
  readonly rounds: readonly DocReviewRound[];
  /**
   * The round a save writes: the latest's id while it belongs to the current 文审, null for a new
   * round (none yet, or the latest is from an earlier 文审 the application was sent back from).
   */
  readonly target: number | null;
}

/** What the signed-in user may do on this application's review now (the server's rules in docReview.ts). */
export interface DocReviewAbilities {
  /** Fill in and save a round: the assigned institution while the application is in 文审. */
  readonly write: boolean;
  /** Generate the report: the assigned institution, any time (once a round is saved). */
  readonly report: boolean;
}

/** The signed-in user as the rules read them. */
export const actorOf: (user: CurrentUser | null) => EvalAnnexActor = userFacts;

export function docReviewAbilities(a: EvalAnnexActor, app: ReviewData['app']): DocReviewAbilities {
  const assigned = isAnnexAssigned(a, app);
  return { write: assigned && app.status === EVAL_STATUS.docView, report: assigned };
}

/**
 * Which round a save writes. The latest round is changed (PUT /{id}) while the application is still in
 * the 文审 it was written in; once it left 文审 and came back (文审不通过, materials changed,
 * 推送评价计划 again), the institution starts a new round and the earlier one stays in the record.
 * Without the history (not loaded, not the caller's to read) the latest round is changed.
 */
export function roundTarget(latest: DocReviewRound, history: readonly FlowLogEntry[] | null): number | null {
  if (latest.id === null) return null;
  const entered = [...(history ?? [])].reverse().find((h) => h.toStatus === EVAL_STATUS.docView);
  const written = latest.createTime ?? null;
  if (entered && written && Date.parse(entered.createTime) > Date.parse(written)) return null;
  return latest.id;
}

/** The form's values: text as typed, codes as the radio buttons hold them ('1' / '0'). */
export interface ReviewFormValues {
  reviewerName: string;
  reviewDate: unknown;
  items: { groupKey: EvalAnnexGroupKey; conform: string; note: string }[];
  conclusion: string | undefined;
  opinion: string;
}

/** A round's finding for each annex group, in the spec's order ('' for a group not reviewed: no finding is assumed). */
export function itemsOf(round: DocReviewRound): ReviewFormValues['items'] {
  return EVAL_ANNEX_GROUPS.map((g) => {
    const found = round.items?.find((i) => i.groupKey === g.key);
    return { groupKey: g.key, conform: found?.conform === null || found?.conform === undefined ? '' : String(found.conform), note: found?.note ?? '' };
  });
}

/** A round with no finding yet: a new round after an earlier 文审 starts here (the materials changed since). */
export const BLANK_ITEMS: ReviewFormValues['items'] = EVAL_ANNEX_GROUPS.map((g) => ({ groupKey: g.key, conform: '', note: '' }));

/**
 * The annex groups as the round sees them (getEvalDocReview's `groups`). Without them (an older
 * server) every group counts as holding materials and to be reviewed: nothing is disabled.
 */
export function groupsOf(round: DocReviewRound): readonly DocReviewGroup[] {
  return round.groups ?? EVAL_ANNEX_GROUPS.map((g) => ({ groupKey: g.key, label: g.label, files: 1, toReview: true }));
}

/**
 * The progress of a round's findings over the groups to review. `items` are by position in the
 * spec's order (the form holds a row per group by position; its values carry no group key).
 */
export function progressOf(groups: readonly DocReviewGroup[], rows: readonly ({ conform?: number | string | null } | undefined)[]): { done: number; total: number; bad: number; open: string[] } {
  const items = EVAL_ANNEX_GROUPS.map((g, i) => ({ groupKey: g.key, conform: rows[i]?.conform ?? null }));
  const open = docReviewUnconcluded(groups, items);
  const total = groups.filter((g) => g.toReview).length;
  return { done: total - open.length, total, bad: items.filter((i) => i.conform !== '' && i.conform !== null && Number(i.conform) === 0).length, open };
}

/**
 * The findings as 保存 sends them: every group in the spec's order (the form holds a row per group
 * by position), notes trimmed, empty as null.
 */
export function itemsBody(items: readonly Partial<ReviewFormValues['items'][number]>[]): DocReviewItem[] {
  return EVAL_ANNEX_GROUPS.map((g, i) => {
    const conform = items[i]?.conform;
    return { groupKey: g.key, conform: conform === undefined || conform === '' ? null : Number(conform), note: (items[i]?.note ?? '').trim() || null };
  });
}

export const badCount = (items: readonly { conform: number | string | null }[]) => items.filter((i) => i.conform !== null && i.conform !== '' && Number(i.conform) === 0).length;

export type { DocReviewBody };
