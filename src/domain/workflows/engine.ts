/**
 * The workflow engine's pure half: a flow is a transition table (data), and these functions say
 * which moves a person may make from a record's status and why a move is refused. The server
 * enforces the same table in one mechanism (server/http/workflow.ts); the client lists the same
 * actions. See README.md beside this file for the design and WORKFLOWS.md for the flows.
 */
import { codeLabel, type CodeListName, type CodeTone } from '../codes';
import type { ResourceDef } from '../resource';
import { isPlatformAdminRole, type RoleCode } from '../roles';

/**
 * How the acting person's organisation stands to the record: its `owner` (the enterprise whose
 * record it is), an institution `assigned` to it, the unit `testing` its samples, or `management`
 * (the management body, which stands to every record).
 */
export type Relation = 'owner' | 'assigned' | 'testing' | 'management';
/** The relations an organisation holds through a column of the record naming it. */
export type PartyRelation = Exclude<Relation, 'management'>;
/**
 * A flow's parties: the record's column naming each organisation that stands to it (`owner:
 * 'orgId'`, `assigned: 'unitId'`, `testing: 'testUnitId'`). Relations, the 待办's rows, message
 * recipients and the parties' pages are all read from here.
 */
export type FlowParties = Readonly<Partial<Record<PartyRelation, string>>>;

/** The party relations in the order a caller's relations are listed (the first is the page they are sent to). */
const PARTY_RELATIONS: readonly PartyRelation[] = ['owner', 'assigned', 'testing'];

export interface ActorRule {
  readonly relation: Relation;
  /** Roles that may act; empty = any role of that relation. */
  readonly roles: readonly RoleCode[];
}

export interface TransitionDef<S extends number = number, A extends string = string, G extends string = string, E extends string = string> {
  /** Stable name of the move, sent by the client (`submit`, `pass`, `fail`). */
  readonly action: A;
  /** The button and the history entry (提交审核). */
  readonly label: string;
  readonly from: readonly S[];
  readonly to: S;
  readonly actor: ActorRule;
  /** Return and reject moves always require an opinion. */
  readonly opinion: 'required' | 'optional' | 'none';
  /** The drawer offers uploads (stored as file ids in the flow log). */
  readonly attachments?: boolean;
  /** Shown as a warning action (reject, return, stop). */
  readonly danger?: boolean;
  /**
   * What the move fills in besides the opinion (the institution a task goes to, the team): the
   * drawer shows these fields, the server checks them by this definition and stores them on the
   * record with the new status. Their names are columns of the record.
   */
  readonly fields?: ResourceDef;
  /**
   * Named preconditions (the flow's `guards`): each must hold before the move is made. The server
   * checks them in the move's transaction; the record page shows an unmet one before the click.
   */
  readonly guards?: readonly G[];
  /**
   * Named changes the move makes to its own records besides the status (the flow's `effects`), run
   * by the server in this order in the move's transaction, after the guards and before the reactions.
   */
  readonly effects?: readonly E[];
  /**
   * A declaration the mover must accept (提交申请's commitment): the drawer shows it with a box to
   * tick, the server refuses the move without `values.declared` and keeps the text in the flow log.
   */
  readonly declaration?: string;
  /** What the move leads to beyond its status, in words the drawer shows (证书将被注销). */
  readonly consequence?: string;
  /** What the page says once the move is made (已受理), naming the result. */
  readonly done?: string;
}

/**
 * Work a step needs: a sub-record (materials, a review, plans, records, recommendations, a report,
 * decisions) that `party` writes while the record is in one of `statuses` (its window). Server
 * routes and widgets read the window from here; a guard names the work that satisfies it.
 */
export interface WorkDef<S extends number = number, G extends string = string> {
  /** The card's title (文件评审). */
  readonly label: string;
  readonly party: ActorRule;
  readonly statuses: readonly S[];
  /** Guards that must hold before this work can be done (a report needs every product's recommendation). */
  readonly needs?: readonly G[];
  /** What the message asks of a party that moves nothing when this work opens to it (请按计划抽样，并录入检测结果); default 请完成：<label>. */
  readonly ask?: string;
}

/** A named precondition of moves: the sentence a person reads while it is unmet, and the work that meets it. */
export interface GuardDef<W extends string = string> {
  readonly text: string;
  readonly work: W;
}

export interface WorkflowDef<S extends number = number, A extends string = string, G extends string = string, W extends string = string, E extends string = string> {
  /** Key of the flow in the flow log and in routes (`productReview`). */
  readonly key: string;
  readonly title: string;
  /** Where the flow's two routes hang: GET {path}/flow and POST {path}/move (server/http/workflow.ts). */
  readonly path: string;
  /** The code list of the status this flow moves (labels of from/to). */
  readonly statusCodes: CodeListName;
  /** Who stands to a record, by the columns naming them (management stands to all). */
  readonly parties: FlowParties;
  /** Status of a new record. */
  readonly initial: S;
  /** The main path, drawn as the steps bar. */
  readonly mainPath: readonly S[];
  readonly transitions: readonly TransitionDef<S, A, G, E>[];
  /** Who must act next in a status: the open task behind 待办, badges and messages. Absent = nobody (an end). */
  readonly nextActor: Readonly<Partial<Record<S, ActorRule>>>;
  /**
   * Statuses a record rests in: moves may leave them (a valid certificate may be suspended) but
   * nobody is waiting to make one, so they are no one's open task.
   */
  readonly resting?: readonly S[];
  /** The flow's named preconditions; transitions name them in `guards`. */
  readonly guards?: Readonly<Record<G, GuardDef<W>>>;
  /** The work windows: who writes which sub-record in which statuses. */
  readonly work?: Readonly<Record<W, WorkDef<S, G>>>;
  /** The flow's named effects, each with what it changes in words; transitions name them in `effects`. */
  readonly effects?: Readonly<Record<E, string>>;
}

/** The names a flow's table declares, as types: a server map keyed by them misses none (tsc says so). */
export type ActionName<F extends WorkflowDef> = F['transitions'][number]['action'];
export type GuardName<F extends WorkflowDef> = keyof NonNullable<F['guards']> & string;
export type EffectName<F extends WorkflowDef> = keyof NonNullable<F['effects']> & string;
export type WorkKey<F extends WorkflowDef> = keyof NonNullable<F['work']> & string;

/**
 * Declares a flow with its names inferred from the table (`defineFlow<EvalStatus>()({...})`): a
 * transition naming a guard the flow does not declare, or a work a guard names that has no window,
 * fails the type check.
 */
export const defineFlow =
  <S extends number>() =>
  <const A extends string, const G extends string = never, const W extends string = never, const E extends string = never>(
    // Guards are named by the flow's `guards`, works by its `work`, effects by its `effects`: a name used elsewhere must be one of them.
    def: Omit<WorkflowDef<S, A, G, W, E>, 'transitions' | 'guards' | 'work' | 'effects'> & {
      readonly transitions: readonly TransitionDef<S, A, NoInfer<G>, NoInfer<E>>[];
      readonly guards?: Readonly<Record<G, GuardDef<NoInfer<W>>>>;
      readonly work?: Readonly<Record<W, WorkDef<S, NoInfer<G>>>>;
      readonly effects?: Readonly<Record<E, string>>;
    },
  ): WorkflowDef<S, A, G, W, E> =>
    def;

/** The statuses in which `work` is open (empty for a flow without it). */
export function workWindow(flow: WorkflowDef, work: string): readonly number[] {
  return flow.work && Object.prototype.hasOwnProperty.call(flow.work, work) ? flow.work[work].statuses : [];
}

/** Whether this person may do `work` on a record in `status`: its window is open and they are its party. */
export function mayWork(flow: WorkflowDef, work: string, status: number, who: ActorFacts): boolean {
  const w = flow.work && Object.prototype.hasOwnProperty.call(flow.work, work) ? flow.work[work] : undefined;
  return !!w && (w.statuses as readonly number[]).includes(status) && fitsActor(w.party, who);
}

/** The work open to this person in `status`, in the table's order. */
export function workFor(flow: WorkflowDef, status: number, who: ActorFacts): { key: string; label: string }[] {
  return Object.entries(flow.work ?? {})
    .filter(([key]) => mayWork(flow, key, status, who))
    .map(([key, w]) => ({ key, label: w.label }));
}

/** The organisation a record names for a party relation, or null (none named yet, or the flow has no such party). */
export function partyOrg(flow: WorkflowDef, relation: PartyRelation, row: Readonly<Record<string, unknown>>): number | null {
  const column = flow.parties[relation];
  const org = column ? row[column] : null;
  return typeof org === 'number' ? org : null;
}

/** How a person stands to a record: each party whose column names their organisation, and management. */
export function relationsTo(flow: WorkflowDef, who: { readonly orgId: number | null; readonly management: boolean }, row: Readonly<Record<string, unknown>>): Relation[] {
  const mine: Relation[] = who.orgId === null ? [] : PARTY_RELATIONS.filter((r) => partyOrg(flow, r, row) === who.orgId);
  return who.management ? [...mine, 'management'] : mine;
}

/** Whether a relation makes moves in the flow (as an actor or the next actor), or only does work in it (the testing unit). */
export function movesIn(flow: WorkflowDef, relation: Relation): boolean {
  return flow.transitions.some((t) => t.actor.relation === relation) || Object.values<ActorRule | undefined>(flow.nextActor).some((a) => a?.relation === relation);
}

/** The works whose party is `relation` (any role of it when `roles` is absent), in the table's order. */
export function worksOf(flow: WorkflowDef, relation: Relation, roles?: readonly string[]): { key: string; def: WorkDef }[] {
  return Object.entries<WorkDef>(flow.work ?? {})
    .filter(([, w]) => w.party.relation === relation && (!roles || fitsActor(w.party, { roles, relations: [relation] })))
    .map(([key, def]) => ({ key, def }));
}

/** The statuses in which any of `relation`'s work is open (to these roles): a party that moves nothing waits on these. */
export function workStatusesOf(flow: WorkflowDef, relation: Relation, roles?: readonly string[]): number[] {
  return [...new Set(worksOf(flow, relation, roles).flatMap(({ def }) => def.statuses as readonly number[]))];
}

/**
 * The statuses in which people of a relation with these roles have an open task (待办): where the
 * flow waits for them as its next actor, or, for a party that moves nothing (the testing unit),
 * where its work is open.
 */
export function taskStatusesOf(flow: WorkflowDef, relation: Relation, roles: readonly string[]): number[] {
  return movesIn(flow, relation) ? waitingStatuses(flow, { roles }, relation) : workStatusesOf(flow, relation, roles);
}

/** A status no move leaves: the record's process has ended there (通过, 终止, 未通过). */
export function isEndStatus(flow: WorkflowDef, status: number): boolean {
  return !flow.transitions.some((t) => (t.from as readonly number[]).includes(status));
}

/**
 * A status's colour, read from the transition table rather than listed per flow: the initial
 * status (a draft) is neutral, the end of the main path is success, a status that only a danger
 * move (reject, return, stop) leads to is an error, anything else is in progress.
 */
export function statusTone(flow: WorkflowDef, status: number): CodeTone {
  if (status === flow.initial) return 'default';
  if (status === flow.mainPath[flow.mainPath.length - 1]) return 'success';
  const into = flow.transitions.filter((t) => t.to === status);
  if (into.length && into.every((t) => t.danger)) return 'error';
  return 'processing';
}

/** The acting person as the engine sees them for one record. */
export interface ActorFacts {
  readonly roles: readonly string[];
  readonly relations: readonly Relation[];
}

export function fitsActor(rule: ActorRule, who: ActorFacts): boolean {
  if (!who.relations.includes(rule.relation)) return false;
  if (!rule.roles.length) return true;
  return who.roles.some((r) => (rule.roles as readonly string[]).includes(r) || (rule.relation === 'management' && isPlatformAdminRole(r)));
}

/** The moves this person may make from this status (what the client shows as buttons). */
export function actionsFor<S extends number>(def: WorkflowDef<S>, status: number, who: ActorFacts): TransitionDef<S>[] {
  return def.transitions.filter((t) => (t.from as readonly number[]).includes(status) && fitsActor(t.actor, who));
}

export const WORKFLOW_TEXT = {
  unknownAction: (action: string) => `未知的操作：${action}`,
  wrongStatus: (label: string, status: string) => `当前状态为“${status}”，不能执行“${label}”`,
  notYourTurn: (label: string) => `无权执行“${label}”`,
  opinionRequired: (label: string) => `请填写${label}的意见`,
  opinionTooLong: '意见不能超过500个字符',
  changed: '记录已被他人处理，请刷新后重试',
  actionRequired: '参数 action 不能为空',
  opinionNotText: '参数 opinion 必须是文字',
  tooManyAnnexes: '附件过多',
  valuesNotObject: '参数 values 必须是对象',
  declarationRequired: '请先阅读并确认申请声明',
} as const;

export const OPINION_MAX = 500;

export type MoveCheck<S extends number> =
  | { readonly ok: true; readonly transition: TransitionDef<S> }
  | { readonly ok: false; readonly code: 400 | 403; readonly message: string };

/**
 * Whether `action` may be taken on a record in `status` by this person with this opinion. A move
 * that is not in the table from this status is 400 naming the status; the wrong actor is 403.
 */
export function checkMove<S extends number>(def: WorkflowDef<S>, action: string, status: number, who: ActorFacts, opinion: string | null | undefined): MoveCheck<S> {
  const named = def.transitions.filter((t) => t.action === action);
  if (!named.length) return { ok: false, code: 400, message: WORKFLOW_TEXT.unknownAction(action) };
  const fromHere = named.filter((t) => (t.from as readonly number[]).includes(status));
  if (!fromHere.length) return { ok: false, code: 400, message: WORKFLOW_TEXT.wrongStatus(named[0].label, codeLabel(def.statusCodes, status)) };
  const transition = fromHere.find((t) => fitsActor(t.actor, who));
  if (!transition) return { ok: false, code: 403, message: WORKFLOW_TEXT.notYourTurn(fromHere[0].label) };
  const text = (opinion ?? '').trim();
  if (transition.opinion === 'required' && !text) return { ok: false, code: 400, message: WORKFLOW_TEXT.opinionRequired(transition.label) };
  if (text.length > OPINION_MAX) return { ok: false, code: 400, message: WORKFLOW_TEXT.opinionTooLong };
  return { ok: true, transition };
}

/** Statuses in which this person has an open task (待办): the flow waits for someone like them. */
export function waitingStatuses<S extends number>(def: WorkflowDef<S>, who: Pick<ActorFacts, 'roles'>, relation: Relation): S[] {
  return (Object.entries(def.nextActor) as [string, ActorRule][])
    .filter(([, rule]) => fitsActor(rule, { roles: who.roles, relations: [relation] }))
    .map(([status]) => Number(status) as S);
}

/** One entry of a record's history, as the flow log keeps it and the timeline shows it. */
export interface FlowLogEntry {
  readonly id: number;
  readonly flowKey: string;
  readonly recordId: number;
  readonly action: string;
  readonly actionLabel: string;
  readonly fromStatus: number;
  readonly toStatus: number;
  /** Null for a move the system makes itself (actorName 系统): see README.md, "System moves". */
  readonly actorId: number | null;
  readonly actorName: string;
  readonly orgId: number | null;
  readonly orgName: string | null;
  readonly opinion: string | null;
  readonly annexIds: string | null;
  readonly createTime: string;
}

/** The body of a move: `POST <flow route> {id, action, opinion?, annexIds?, values?}` (values: the move's `fields`). */
export interface MoveRequest {
  readonly id: number;
  readonly action: string;
  readonly opinion?: string;
  readonly annexIds?: string;
  readonly values?: Readonly<Record<string, unknown>>;
}

/**
 * The move that takes a record from `status` to `to` for this person, for calls that name the
 * status wanted rather than the action (`POST /api/eval/base/status {ids, status}`): the first
 * such transition the person fits, else the first such transition (so the refusal names it), else null.
 */
export function transitionTo<S extends number>(def: WorkflowDef<S>, status: number, to: number, who: ActorFacts): TransitionDef<S> | null {
  const into = def.transitions.filter((t) => t.to === to);
  const fromHere = into.filter((t) => (t.from as readonly number[]).includes(status));
  return fromHere.find((t) => fitsActor(t.actor, who)) ?? fromHere[0] ?? into[0] ?? null;
}
