/** 监督报告's texts, its data as the view sees it, and the pure rules of the opinions per product. */
import type { GeneratedFile, JdLastNon, JdOpinionInput, JdReport, JdRptItemRow, JdSiteRecord, JdTaskInfo, JdTaskRecord } from '@/api/jdSite';
import { type CurrentUser, userFacts } from '@/domain/account';
import { JD_OPINION } from '@/domain/codes';
import type { JdActor } from '@/domain/jdSite';
import type { DraftControl } from '@/ui/draft/control';
import type { DraftSave } from '@/ui/draft/DraftFormDialog';
import type { RecordState } from '@/ui/record/recordVar';
import type { MutationControl, WidgetData } from '@/ui/widget';

export const REPORT_TEXT = {
  none: '请先选择一个监督任务',
  notFound: '监督任务不存在或无权访问',
  notStarted: '监督机构接受任务后才有监督报告',
  hint: '文件核查通过后，请填写监督报告和检查项目，并对每个产品给出监督意见，然后在任务详情中“提交监督报告”。',
  report: '监督报告',
  noReport: '尚未填写监督报告',
  write: '填写报告',
  edit: '修改报告',
  saved: '监督报告已保存',
  reportFile: '报告文件',
  reportFileHint: '保存报告后生成',
  checkBook: '监督检查书',
  items: '检查项目',
  addItem: '新增检查项目',
  itemSaved: '检查项目已保存',
  edit2: '编辑',
  remove: '删除',
  removeItem: '确定删除这个检查项目吗？',
  removed: '已删除',
  opinions: '产品监督意见',
  noProducts: '该任务没有产品',
  saveOpinions: '保存监督意见',
  opinionsSaved: '监督意见已保存',
  changed: (n: number) => `${n} 个产品未保存`,
  missing: (names: string) => `以下产品还没有监督意见：${names}`,
  remark: '说明',
  remarkPlaceholder: '说明（不通过时请写明原因）',
  testOpinion: '检测结论',
  result: '监督结果',
  lastNon: '上次监督的不符合项',
  noLastNon: '上次监督没有不符合项',
} as const;

/** A write whose answer the view uses. */
export interface Control<I, O> extends Omit<MutationControl<I>, 'run'> {
  readonly run: (input: I) => Promise<O>;
}

export interface JdReportActions {
  readonly saveReport: DraftControl<DraftSave>;
  readonly saveItem: DraftControl<DraftSave>;
  readonly removeItem: MutationControl<number>;
  readonly checkBook: Control<void, GeneratedFile>;
  readonly saveOpinions: DraftControl<readonly JdOpinionInput[]>;
}

export interface JdReportData {
  readonly task: JdTaskInfo;
  readonly site: JdSiteRecord;
  readonly report: JdReport | null;
  readonly items: readonly JdRptItemRow[];
  readonly records: readonly JdTaskRecord[];
  /** Loaded on its own: the rest of the page works without it. */
  readonly lastNon: WidgetData<readonly JdLastNon[]>;
}

export type JdReportState = RecordState<JdReportData> | { readonly status: 'notStarted'; readonly code: string; readonly taskStatus: number };

/** The signed-in user as the rules read them. */
export const actorOf: (user: CurrentUser | null) => JdActor = userFacts;

/** A product's opinion as the unit edits it (the draft stores these by record id). */
export interface OpinionDraft {
  readonly jdOpinion: number;
  readonly remark: string;
}
export type OpinionEdits = Readonly<Record<number, OpinionDraft>>;

export const opinionOf = (r: JdTaskRecord, edits: OpinionEdits): OpinionDraft => edits[r.id] ?? { jdOpinion: r.jdOpinion, remark: r.remark ?? '' };

/** The changed opinions as record/updateJdOpt takes them (remark trimmed, empty as null); an opinion left 待定 is not sent. */
export function changedOpinions(records: readonly JdTaskRecord[], edits: OpinionEdits): JdOpinionInput[] {
  const out: JdOpinionInput[] = [];
  for (const r of records) {
    const e = edits[r.id];
    if (!e || e.jdOpinion === JD_OPINION.pending) continue;
    if (e.jdOpinion === r.jdOpinion && e.remark.trim() === (r.remark ?? '').trim()) continue;
    out.push({ id: r.id, jdOpinion: e.jdOpinion, remark: e.remark.trim() || null });
  }
  return out;
}

/** The products still without an opinion (as the page shows them): the report waits for them. */
export const productsWithoutOpinion = (records: readonly JdTaskRecord[], edits: OpinionEdits) => records.filter((r) => opinionOf(r, edits).jdOpinion === JD_OPINION.pending).map((r) => r.productName);

export const draftKeys = {
  report: (onSiteId: number) => `jd-report:report:${onSiteId}`,
  item: (onSiteId: number, id: number | null) => `jd-report:rptItem:${onSiteId}:${id ?? 'new'}`,
  opinions: (taskId: number) => `jd-report:opinions:${taskId}`,
};
