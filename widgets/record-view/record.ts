/**
 * What a record page shows, worked out from the resource definition and the flow's transition
 * table (pure, so every rule is unit-tested): the header's key facts, the sections and their
 * fields, the steps bar over the flow's main path, and how a history
 * entry reads.
 */
import { codeLabel, type CodeTone } from '@/domain/codes';
import type { FieldDef, ResourceDef } from '@/domain/resource';
import type { ChildTable, ResourceEntry } from '@/domain/resources';
import { statusTone, type FlowLogEntry, type TransitionDef, type WorkflowDef } from '@/domain/workflows/engine';

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
export interface SectionConfig {
  readonly title?: string;
  readonly fields?: readonly string[];
  readonly child?: string;
}

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
 * The page's sections: as configured (unknown fields and children left out), else the default
 * descriptions (基本信息) followed by every child table the registry lists for the resource.
 * `statusField` (the flow's status, shown in the header) is left out of the default.
 */
export function sectionsOf(entry: ResourceEntry, configured: readonly SectionConfig[], statusField?: string): Section[] {
  const def = entry.def;
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
 * The steps bar: the flow's main path with the record's place on it. A status off the path (a
 * failed review) is drawn as an error on the step it left the path from, with its own label.
 */
export function flowSteps(flow: WorkflowDef, status: number, history: readonly FlowLogEntry[] = []): { steps: FlowStep[]; current: number } {
  const path = flow.mainPath as readonly number[];
  const label = (s: number) => codeLabel(flow.statusCodes, s);
  const reached = (s: number) => [...history].reverse().find((h) => h.toStatus === s)?.createTime;
  let at = path.indexOf(status);
  let offPath = false;
  if (at < 0) {
    // The furthest main-path status a move into this status starts from.
    const froms = flow.transitions.filter((t) => t.to === status).flatMap((t) => (t.from as readonly number[]).map((f) => path.indexOf(f)));
    at = Math.max(-1, ...froms);
    offPath = at >= 0;
  }
  const last = path.length - 1;
  const steps = path.map((s, i): FlowStep => {
    const when = i <= at ? reached(s) : undefined;
    const base = { title: label(s), ...(when ? { at: when } : {}) };
    if (i < at) return { ...base, status: 'finish' };
    if (i > at) return { title: label(s), status: 'wait' };
    if (offPath) return { title: label(s), status: 'error', note: label(status), ...(reached(status) ? { at: reached(status) } : {}) };
    return { ...base, status: i === last ? 'finish' : 'process' };
  });
  return { steps, current: Math.max(at, 0) };
}

/** The tokens of a flow log entry's attachments ('3,5' -> ['3','5']). */
export const annexTokens = (entry: Pick<FlowLogEntry, 'annexIds'>): string[] => (entry.annexIds ?? '').split(',').map((t) => t.trim()).filter(Boolean);

/** "草稿 → 待审核" of a history entry, in the flow's labels. */
export const moveText = (flow: WorkflowDef, entry: Pick<FlowLogEntry, 'fromStatus' | 'toStatus'>): string =>
  `${codeLabel(flow.statusCodes, entry.fromStatus)} → ${codeLabel(flow.statusCodes, entry.toStatus)}`;

/** 2026-01-22 11:11 in the viewer's time zone (the portal's users are in China). */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A record id as the calls take it: a positive whole number (from a layout variable: a number or the query's text), else null. */
export function recordIdOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
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
