/** The meeting decisions' texts and the pure rules the view follows (grouping, what changed, what is missing). */
import type { EvalMeetingAgendaRow, EvalMeetingDecision } from '@/api/evalMeeting';
import { type CurrentUser, isManagementUser as isManagement, userFacts } from '@/domain/account';
import { EVAL_STATUS } from '@/domain/codes';
import type { RecordState } from '@/ui/record/recordVar';

export const MEETING_TEXT = {
  none: '请先选择一个评审会',
  notFound: '评审会不存在或无权访问',
  empty: '本次会议议程中没有评价申请',
  save: '保存决定',
  undo: '撤销修改',
  saved: '评审决定已保存',
  changed: (n: number) => `${n} 项决定未保存`,
  remarkMissing: (n: number) => `${n} 项“不通过”未填写说明`,
  remarkRequired: '不通过时必须填写说明',
  hint: '请逐个产品选择“通过”或“不通过”，不通过时必须填写说明，完成后点击“保存决定”。只保存修改过的产品。',
  notDecidable: (status: string) => `申请当前状态为“${status}”，决定不能修改`,
  undecided: '未决定',
  summary: (decided: number, total: number) => `已决定 ${decided}/${total} 个产品`,
  actions: '评审决定操作',
  columns: { product: '产品', pass: '会议决定', remark: '说明' },
  remarkPlaceholder: (required: boolean) => (required ? '不通过的理由（必填）' : '说明（选填）'),
} as const;

export const REMARK_MAX = 500;

/** The agenda as the page sees it: no meeting chosen, not there (or not the user's), or the usual states. */
export type MeetingState = RecordState<readonly EvalMeetingAgendaRow[]>;

/** One application of the agenda with its products. */
export interface AgendaGroup {
  readonly evalId: number;
  readonly code: string;
  readonly orgName: string | null;
  readonly status: number;
  readonly rows: readonly EvalMeetingAgendaRow[];
}

/** The agenda grouped by application, in the server's order. */
export function groupAgenda(rows: readonly EvalMeetingAgendaRow[]): AgendaGroup[] {
  const out: AgendaGroup[] = [];
  for (const r of rows) {
    const g = out.find((x) => x.evalId === r.evalId);
    if (g) (g.rows as EvalMeetingAgendaRow[]).push(r);
    else out.push({ evalId: r.evalId, code: r.code, orgName: r.orgName, status: r.status, rows: [r] });
  }
  return out;
}

/** Management decides (the server's isManagement). */
export const isManagementUser = (user: CurrentUser | null): boolean => isManagement(userFacts(user));

/** Decisions are made for an application while it waits for the meeting (待会议), by management. */
export const decidable = (manager: boolean, status: number) => manager && status === EVAL_STATUS.waitMeeting;

/** A product's decision as management edits it. */
export interface DecisionDraft {
  readonly pass: number | null;
  readonly remark: string;
}
/** Edits by row id (`${evalId}-${productId}`). */
export type DecisionEdits = Readonly<Record<string, Partial<DecisionDraft>>>;

export const draftOf = (r: EvalMeetingAgendaRow, edits: DecisionEdits): DecisionDraft => ({ pass: r.pass, remark: r.remark ?? '', ...edits[r.id] });

/** A 不通过 with no reason. */
export const needsRemark = (d: DecisionDraft) => d.pass === 0 && !d.remark.trim();

/** The rows whose edited decision differs from the saved one (and has a choice), as decide takes them. */
export function changedDecisions(rows: readonly EvalMeetingAgendaRow[], edits: DecisionEdits): EvalMeetingDecision[] {
  const out: EvalMeetingDecision[] = [];
  for (const r of rows) {
    if (!edits[r.id]) continue;
    const d = draftOf(r, edits);
    if (d.pass === null) continue;
    if (d.pass === r.pass && d.remark.trim() === (r.remark ?? '').trim()) continue;
    out.push({ evalId: r.evalId, productId: r.productId, pass: d.pass, remark: d.remark.trim() || null });
  }
  return out;
}
