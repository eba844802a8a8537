/** The annex form's texts and the pure rules the view follows (who sees what, what changed, the summary). */
import { type CurrentUser, userFacts } from '@/domain/account';
import { EVAL_STATUS } from '@/domain/codes';
import {
  EVAL_ANNEX_GROUPS,
  EVAL_ANNEX_PROBLEM,
  type EvalAnnexActor,
  type EvalAnnexForm,
  type EvalAnnexGroup,
  type EvalAnnexGroupKey,
  type EvalAnnexMark,
} from '@/domain/resources/evaluation';
import type { UploadType } from '@/domain/upload';
import type { RecordState } from '@/ui/record/recordVar';

export const ANNEX_TEXT = {
  none: '请先选择一个评价申请',
  notFound: '评价申请不存在或无权访问',
  filed: (n: number, total: number) => `已上传 ${n}/${total} 组`,
  missing: (labels: readonly string[]) => `必需材料未上传：${labels.join('、')}`,
  allRequired: '必需材料已齐全',
  problems: (n: number) => `${n} 组有问题`,
  /** 完整性初评's progress: the groups to look at (required, or filed) that the institution has marked. */
  marked: (n: number, total: number) => `已标记 ${n}/${total} 组`,
  unmarked: (labels: readonly string[]) => `待标记：${labels.join('、')}`,
  allMarked: '需初评的分组均已标记',
  pack: '打包下载',
  packFailed: '打包下载失败',
  saveMarks: '保存完整性标记',
  undoMarks: '撤销修改',
  marksSaved: '完整性标记已保存',
  changedMarks: (n: number) => `${n} 组标记未保存`,
  filedOk: '材料已保存',
  fileFailed: '材料保存失败',
  writeTip: '填写提示',
  editTip: '修改提示',
  tipTitle: (label: string) => `给企业的提示：${label}`,
  tipPlaceholder: '需要企业补充或修改的内容（清空后保存即删除提示）',
  tipSaved: '提示已保存',
  ok: '保存',
  cancel: '取消',
  fileHint: '请按分组上传材料：标 * 的为必需材料，提交材料前须全部上传；上传或删除文件后立即保存。',
  markHint: '请逐组核对材料，标记是否有问题并填写说明，完成后点击“保存完整性标记”；需要企业补充的，请填写给企业的提示。必需材料和已上传材料的分组都标记后才能完整性初评通过；企业重新上传的分组须重新标记。',
  tipsForYou: (n: number) => `评价机构对 ${n} 组材料给出了提示，请按提示补充或修改。`,
  noFiles: '未上传',
  notReviewed: '未审核',
  required: '必需材料',
  actions: '材料操作',
  columns: { index: '序号', group: '材料分组', files: '材料文件', problem: '是否有问题', remarks: '审核意见', tips: '给企业的提示' },
  filters: { all: '全部', filed: '已上传', empty: '未上传', unmarked: '待标记', problem: '有问题' },
  filterLabel: '筛选分组',
  zipName: (code: string) => `${code}_评价材料.zip`,
} as const;

/** What the enterprise uploads materials as: documents and scans (Word, PDF, Excel, WPS, pictures). */
export const ANNEX_UPLOAD_TYPE: UploadType = 'doc';
/** Materials are scans of certificates and reports: the general limit (50 MB), not the control's 20 MB. */
export const ANNEX_UPLOAD_MB = 50;

/** The form as the page sees it: no application chosen, not there (or not the user's), or the usual states. */
export type AnnexState = RecordState<EvalAnnexForm>;

/** The signed-in user as the rules read them. */
export const actorOf: (user: CurrentUser | null) => EvalAnnexActor = userFacts;

/**
 * Statuses before the institution's first completeness check: a group's default mark (1) means
 * nothing yet there, so the page says 未审核 rather than 无问题.
 */
const BEFORE_REVIEW: readonly number[] = [EVAL_STATUS.draft, EVAL_STATUS.refill, EVAL_STATUS.release, EVAL_STATUS.checkResult, EVAL_STATUS.confirmUnit, EVAL_STATUS.materials];
export const marksShown = (status: number) => !BEFORE_REVIEW.includes(status);

export interface AnnexSummary {
  readonly filed: number;
  readonly total: number;
  /** Labels of the required groups with no file. */
  readonly missing: readonly string[];
  readonly problems: number;
  readonly tips: number;
  /** The groups 完整性初评 looks at (required, or filed), and how many of them are marked. */
  readonly toReview: number;
  readonly marked: number;
  /** Labels of the groups to look at that are not marked yet. */
  readonly unmarked: readonly string[];
}

export function summaryOf(form: EvalAnnexForm): AnnexSummary {
  const g = form.groups;
  return {
    filed: g.filter((x) => x.files.length > 0).length,
    total: g.length,
    missing: g.filter((x) => x.required && x.files.length === 0).map((x) => x.label),
    problems: g.filter((x) => x.problem === EVAL_ANNEX_PROBLEM.found).length,
    tips: g.filter((x) => x.tips).length,
    toReview: g.filter((x) => x.toReview).length,
    marked: g.filter((x) => x.toReview && x.marked).length,
    unmarked: g.filter((x) => x.toReview && !x.marked).map((x) => x.label),
  };
}

export type AnnexFilter = 'all' | 'filed' | 'empty' | 'unmarked' | 'problem';

export function filterGroups(groups: readonly EvalAnnexGroup[], filter: AnnexFilter): EvalAnnexGroup[] {
  if (filter === 'filed') return groups.filter((g) => g.files.length > 0);
  if (filter === 'empty') return groups.filter((g) => g.files.length === 0);
  if (filter === 'unmarked') return groups.filter((g) => g.toReview && !g.marked);
  if (filter === 'problem') return groups.filter((g) => g.problem === EVAL_ANNEX_PROBLEM.found);
  return [...groups];
}

/** A group's marks as the institution edits them. */
export type MarkDraft = Required<Omit<EvalAnnexMark, 'groupKey'>>;
/** The marks changed on the page and not yet saved, by group. */
export type MarkEdits = Readonly<Partial<Record<EvalAnnexGroupKey, Partial<MarkDraft>>>>;

export const markOf = (g: EvalAnnexGroup): MarkDraft => ({
  problem: g.problem,
  remark: g.remark,
  otherRemark: g.otherRemark,
  moreRemark: g.moreRemark,
  questions: g.questions,
});

const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();
const sameQuestions = (a: MarkDraft['questions'], b: MarkDraft['questions']) => {
  const on = (q: MarkDraft['questions']) => Object.entries(q ?? {}).filter(([, v]) => v).map(([k]) => k).sort().join(',');
  return on(a) === on(b);
};

/**
 * The 是否有问题 a group shows: the edit, else the saved mark; nothing for a group not marked yet,
 * so the institution chooses it rather than passing the stored default by leaving it alone.
 */
export const problemShown = (g: EvalAnnexGroup, edit: Partial<MarkDraft> | undefined): number | undefined => edit?.problem ?? (g.marked ? g.problem : undefined);

/**
 * The groups whose edited marks differ from the saved ones, as upProblem takes them (texts trimmed,
 * empty as null). A group not marked yet counts once 是否有问题 is chosen (even the default: that
 * choice is the mark), and not before.
 */
export function changedMarks(groups: readonly EvalAnnexGroup[], edits: MarkEdits): EvalAnnexMark[] {
  const out: EvalAnnexMark[] = [];
  for (const g of groups) {
    const edit = edits[g.groupKey];
    if (!edit) continue;
    if (!g.marked && edit.problem === undefined) continue;
    const saved = markOf(g);
    const next = { ...saved, ...edit };
    const same =
      g.marked &&
      next.problem === saved.problem && sameText(next.remark, saved.remark) && sameText(next.otherRemark, saved.otherRemark) && sameText(next.moreRemark, saved.moreRemark) && sameQuestions(next.questions, saved.questions);
    if (same) continue;
    const text = (v: string | null | undefined) => (v ?? '').trim() || null;
    const questions = Object.fromEntries(Object.entries(next.questions ?? {}).filter(([, v]) => v));
    out.push({ groupKey: g.groupKey, problem: next.problem, remark: text(next.remark), otherRemark: text(next.otherRemark), moreRemark: text(next.moreRemark), questions });
  }
  return out;
}

/** The group order of the spec, for fixtures and checks. */
export const GROUP_KEYS: readonly EvalAnnexGroupKey[] = EVAL_ANNEX_GROUPS.map((g) => g.key);
