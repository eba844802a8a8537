/**
 * What a record page shows, worked out from the resource definition and the flow's transition
 * table (pure, so every rule is unit-tested): the header's key facts, the sections and their
 * fields, the steps bar over the flow's main path, and how a history
 * entry reads.
 */
import { codeLabel, type CodeTone } from '@/domain/codes';
import type { FieldDef, ResourceDef } from '@/domain/resource';
import type { ChildTable, RecordSection, ResourceEntry } from '@/domain/resources';
import { statusTone, type FlowLogEntry, type TransitionDef, type WorkflowDef } from '@/domain/workflows/engine';
import { beijingMinute } from '@/domain/beijingTime';

export const RECORD_TEXT = {
  none: '请选择一条记录',
  notFound: '记录不存在或无权访问',
  basics: '基本信息',
  history: '流转记录',
  noHistory: '暂无流转记录',
  steps: '流程进度',
  unknownFlow: (key: string) => `未知的流程：${key}`,
  flowFailed: '流程信息加载失败',
  empty: '—',
  opinion: '意见',
  opinionPlaceholder: (label: string) => `请输入${label}的意见`,
  attachments: '附件',
  submit: '确定',
  cancel: '取消',
  moveFrom: '状态变化',
  actions: '可执行的操作',
  blocked: '以下操作还不能执行',
  blockedBy: (label: string) => `“${label}”还需：`,
  goToWork: '去完成',
  notYours: '待其他参与方完成',
  work: '本步工作',
  workDone: '已完成',
  workOpen: '待完成',
  openWork: (label: string) => `前往${label}`,
  consequence: '执行后',
  declaration: '申请声明',
  declare: '我已阅读并确认以上声明',
  declarationRequired: '请先阅读并确认申请声明',
} as const;

/** How many facts the header shows when neither the page nor the registry names them. */
const HEADER_DEFAULT_COUNT = 4;

/** A section of the page as configured: fields of the record, or one of its child tables. */
export type SectionConfig = RecordSection;

export type Section =
  | { readonly kind: 'fields'; readonly key: string; readonly title: string; readonly fields: readonly (readonly [string, FieldDef])[] }
  | { readonly kind: 'child'; readonly key: string; readonly title: string; readonly child: string; readonly table: ChildTable };

const hasField = (def: ResourceDef, name: string) => Object.prototype.hasOwnProperty.call(def.fields, name);

/** Fields that only carry another field's label (a ref's `display`): the ref shows them. */
function displayOnly(def: ResourceDef): Set<string> {
  const out = new Set<string>();
  for (const f of Object.values(def.fields)) if (f.ref?.display) out.add(f.ref.display);
  return out;
}

/**
 * The fields a record's descriptions show by default: every field a person can read, i.e. not
 * the label carriers of refs (the ref shows its label), not json, and not bare ids kept out of
 * lists (an int hidden from lists without a ref or a code list means nothing to a reader).
 */
export function defaultDetailFields(def: ResourceDef): [string, FieldDef][] {
  const carriers = displayOnly(def);
  return Object.entries(def.fields).filter(([name, f]) => !carriers.has(name) && f.type !== 'json' && !(f.column === false && f.type === 'int' && !f.ref && !f.codes));
}

/** The header's fields: the page's own choice, else the registry's, else the first required ones. */
export function headerFieldsOf(entry: ResourceEntry, configured: readonly string[]): string[] {
  const def = entry.def;
  const named = configured.length ? configured : (entry.header ?? []);
  if (named.length) return named.filter((n) => hasField(def, n));
  return Object.entries(def.fields)
    .filter(([, f]) => f.required)
    .slice(0, HEADER_DEFAULT_COUNT)
    .map(([n]) => n);
}

/**
 * The page's sections: as the page configures them, else as the resource declares them (unknown
 * fields and children left out), else the default descriptions (基本信息) followed by every child
 * table the declaration lists.
 * `statusField` (the flow's status, shown in the header) is left out of the default.
 */
export function sectionsOf(entry: ResourceEntry, ownSections: readonly SectionConfig[], statusField?: string): Section[] {
  const def = entry.def;
  const configured = ownSections.length ? ownSections : (entry.sections ?? []);
  const children = entry.children ?? {};
  const childSection = (child: string, title: string | undefined, key: string): Section | null => {
    const table = Object.prototype.hasOwnProperty.call(children, child) ? children[child] : undefined;
    return table ? { kind: 'child', key, title: title ?? table.def.title, child, table } : null;
  };
  if (!configured.length) {
    const fields = defaultDetailFields(def).filter(([n]) => n !== statusField);
    return [
      { kind: 'fields', key: 'fields-0', title: RECORD_TEXT.basics, fields },
      ...Object.keys(children).map((c, i) => childSection(c, undefined, `child-${i}`)).filter((s): s is Section => s !== null),
    ];
  }
  return configured
    .map((s, i): Section | null => {
      if (s.child) return childSection(s.child, s.title, `child-${i}`);
      const names = s.fields?.length ? s.fields : defaultDetailFields(def).map(([n]) => n);
      return { kind: 'fields', key: `fields-${i}`, title: s.title ?? RECORD_TEXT.basics, fields: names.filter((n) => hasField(def, n)).map((n) => [n, def.fields[n]] as const) };
    })
    .filter((s): s is Section => s !== null);
}

export const TONE_TIMELINE: Readonly<Record<CodeTone, string>> = { default: 'gray', processing: 'blue', success: 'green', warning: 'orange', error: 'red' };

/** A status's tone (re-exported for this widget's parts: the rule lives with the flows). */
export { statusTone };

export interface FlowStep {
  readonly title: string;
  readonly status: 'wait' | 'process' | 'finish' | 'error';
  /** What happened there instead (the status off the main path), shown under the step. */
  readonly note?: string;
  /** When the record last reached this step (ISO), if the history says. */
  readonly at?: string;
}

/**
 * The steps bar: the flow's main path with the record's place on it. Steps the record has passed
 * are finished and never red. A status off the path (several of the evaluation's are) is drawn,
 * with its own label, on the step it is heading to: the first main-path status its ordinary
 * moves lead to (else any move, unless it was a refusal: an objection awaiting judgment may only be
 * rejected on). Only a refusal, a return or a stop (a status that only danger moves lead into:
 * `statusTone` error) is red, on that one step; a refusal or an end with no ordinary way on
 * (文件评审不通过, 终止, 未通过) is drawn on the last main-path step the record was in, from its history.
 */
export function flowSteps(flow: WorkflowDef, status: number, history: readonly FlowLogEntry[] = []): { steps: FlowStep[]; current: number } {
  const path = flow.mainPath as readonly number[];
  const label = (s: number) => codeLabel(flow.statusCodes, s);
  const reached = (s: number) => [...history].reverse().find((h) => h.toStatus === s)?.createTime;
  const offPath = !path.includes(status);
  const tone = statusTone(flow, status);
  const ordinary = offPath ? aheadOnPath(flow, status, true) : -1;
  // A refusal with no ordinary way on (文件评审不通过) stays where it was refused.
  const ahead = !offPath || ordinary >= 0 || tone === 'error' ? ordinary : aheadOnPath(flow, status, false);
  const at = !offPath ? path.indexOf(status) : ahead >= 0 ? ahead : leftPathAt(flow, status, history);
  const last = path.length - 1;
  const here: FlowStep['status'] = !offPath ? (at === last ? 'finish' : 'process') : tone === 'error' ? 'error' : ahead >= 0 ? 'process' : 'finish';
  const steps = path.map((s, i): FlowStep => {
    if (i > at) return { title: label(s), status: 'wait' };
    if (i < at) {
      const when = reached(s);
      return { title: label(s), status: 'finish', ...(when ? { at: when } : {}) };
    }
    const when = reached(status);
    return { title: label(s), status: here, ...(offPath ? { note: label(status) } : {}), ...(when ? { at: when } : {}) };
  });
  return { steps, current: Math.max(at, 0) };
}

/** The nearest main-path step an off-path status's moves (only the ordinary ones, or any) lead to, breadth first; -1 for none. */
function aheadOnPath(flow: WorkflowDef, status: number, ordinaryOnly: boolean): number {
  const path = flow.mainPath as readonly number[];
  const seen = new Set<number>([status]);
  let frontier = [status];
  while (frontier.length) {
    const next: number[] = [];
    for (const from of frontier) {
      for (const t of flow.transitions) {
        if ((ordinaryOnly && t.danger) || t.to === from || !(t.from as readonly number[]).includes(from)) continue;
        if (path.includes(t.to)) return path.indexOf(t.to);
        if (!seen.has(t.to)) {
          seen.add(t.to);
          next.push(t.to);
        }
      }
    }
    frontier = next;
  }
  return -1;
}

/**
 * Where a record at an off-path status without a way on left the main path: the last main-path
 * status its history moved from; without a history, the furthest one a move into the status
 * starts from.
 */
function leftPathAt(flow: WorkflowDef, status: number, history: readonly FlowLogEntry[]): number {
  const path = flow.mainPath as readonly number[];
  const left = [...history].reverse().find((h) => path.includes(h.fromStatus));
  if (left) return path.indexOf(left.fromStatus);
  const froms = flow.transitions.filter((t) => t.to === status).flatMap((t) => (t.from as readonly number[]).map((f) => path.indexOf(f)));
  return Math.max(-1, ...froms);
}

/** The tokens of a flow log entry's attachments ('3,5' -> ['3','5']). */
export const annexTokens = (entry: Pick<FlowLogEntry, 'annexIds'>): string[] => (entry.annexIds ?? '').split(',').map((t) => t.trim()).filter(Boolean);

/** "草稿 → 待审核" of a history entry, in the flow's labels. */
export const moveText = (flow: WorkflowDef, entry: Pick<FlowLogEntry, 'fromStatus' | 'toStatus'>): string =>
  `${codeLabel(flow.statusCodes, entry.fromStatus)} → ${codeLabel(flow.statusCodes, entry.toStatus)}`;

/** 2026-01-22 11:11 in Beijing, wherever the viewer's browser is. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return beijingMinute(d);
}

/**
 * What a move fills in besides the opinion: the `fields` of its transition in the client's table
 * (the flow call names the move; the table holds its definition), or null.
 */
export function moveFieldsOf(flow: WorkflowDef, action: Pick<TransitionDef, 'action' | 'to'>, status: number): ResourceDef | null {
  return transitionOf(flow, action, status)?.fields ?? null;
}

/** The table's transition behind an action the flow call offered (its fields, declaration, consequence). */
export function transitionOf(flow: WorkflowDef, action: Pick<TransitionDef, 'action' | 'to'>, status: number): TransitionDef | undefined {
  const named = flow.transitions.filter((t) => t.action === action.action);
  return named.find((x) => x.to === action.to && (x.from as readonly number[]).includes(status)) ?? named[0];
}
