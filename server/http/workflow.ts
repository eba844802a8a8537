/**
 * The workflow engine's server half: one mechanism for every flow of src/domain/workflows.
 *
 *   POST {path}/move      {id, action, opinion?, annexIds?}   one move of one record
 *   GET  {path}/flow?id=   the record's status, the moves the caller may make now, its history
 *
 * A move locks the row (SELECT … FOR UPDATE), checks the action against the transition table from
 * the row's current status and the caller's relation to the row (owner, assigned institution,
 * management) and roles, changes the status, runs the flow's effects, appends to the flow log and
 * tells whoever must act next (a message opening the record, through the app's Notifier), all in one transaction. Refusals:
 * 400 naming the current status, 403 for the wrong actor, 404 for a record the caller cannot see;
 * nothing changes.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, notFound, ok } from './envelope';
import { can, isManagement, principal, type Principal } from './auth';
import { parseId } from './resource';
import { route } from './contract';
import { flowCalls } from '../../src/domain/calls/workflow';
import { actionsFor, checkMove, type ActionName, isEndStatus, mayWork, movesIn, partyOrg, relationsTo, taskStatusesOf, workFor, workStatusesOf, worksOf, WORKFLOW_TEXT, type ActorFacts, type ActorRule, type EffectName, type FlowLogEntry, type GuardName, type PartyRelation, type Relation, type TransitionDef, type WorkflowDef, type WorkKey } from '../../src/domain/workflows/engine';
import type { FlowBlock, FlowWork } from '../../src/domain/workflows/journey';
import { fieldErrorText, FILE_FIELD_MSG, fileTokens, validateRecord } from '../../src/domain/resource';
import { codeLabel, ORG_TYPE } from '../../src/domain/codes';
import { orgTypeHolds } from '../db/orgType';
import { menuGrants } from '../../src/domain/menuCatalogue';
import { MSG_CATEGORY } from '../../src/domain/message';
import type { DoneTask } from '../../src/domain/todo';
import type { Db, DbOrTx } from '../db/client';
import { metrics } from './metrics';
import { flowLog, sysOrg, sysRole, sysUser, sysUserRole } from '../db/schema';

type Row = Record<string, unknown>;

/** A message the engine sends (a remind opening a record's page), as the message service takes it. */
export interface FlowMessage {
  readonly category: string;
  readonly msgType: 'REMIND';
  readonly title: string;
  readonly content: string;
  readonly to: { readonly userIds: readonly number[] };
  readonly component: string;
  readonly param: Readonly<Record<string, unknown>>;
  readonly sender?: Principal;
  /** When it is sent: the move's time on the engine's clock. */
  readonly at: Date;
}

/**
 * How the engine tells people of moves, handed to it where the app is built (server/app.ts): the
 * engine knows who is to hear of a move; sending is the message module's.
 */
export interface Notifier {
  /** Sends one message in the move's transaction. */
  readonly send: (tx: DbOrTx, message: FlowMessage) => Promise<unknown>;
}

export interface MoveContext {
  /** The app's flows: an effect that moves another flow's record finds its binding here. */
  readonly flows: FlowRegistry;
  readonly tx: DbOrTx;
  readonly user: Principal;
  /** The row as it was before the move (locked). */
  readonly row: Row;
  /** The row with the move's status and fields. */
  readonly after: Row;
  readonly transition: TransitionDef;
  readonly opinion: string | null;
  /** What the move filled in (its `fields`), checked, including values that are not columns. */
  readonly values: Row;
  /** The files sent with the move (comma-joined ids), as its flow log keeps them. */
  readonly annexIds: string | null;
  /** When the move is made, on the engine's clock: what an effect stamps. */
  readonly now: Date;
}

/** What a guard's check reads: the record as it is now, in the move's (or the flow call's) transaction. */
export interface GuardContext {
  readonly tx: DbOrTx;
  readonly row: Row;
  readonly user: Principal;
}
/** A guard's check: null when it holds, else what is missing in words ('' when its text says it all). */
export type GuardCheck = (ctx: GuardContext) => Promise<string | null>;
/** The checks of every guard a flow's table declares: a missing or misnamed one fails the type check. */
export type GuardChecks<F extends WorkflowDef> = { readonly [G in GuardName<F>]: GuardCheck };
/** One named effect: what a move changes in its flow's own records (throw ApiError to refuse the move). */
export type Effect = (ctx: MoveContext) => Promise<void>;
/** The server's effect for every effect a flow's table declares: a missing or misnamed one fails the type check. */
export type Effects<F extends WorkflowDef> = { readonly [E in EffectName<F>]: Effect };

/**
 * Where a piece of a flow's work is done when it is not on the record's own page (`pageOf`): the
 * evaluation's meeting decisions on 会议列表, its certificates on the certificate pages.
 */
export interface WorkPage {
  /** The page, for the caller's relation to the record and their roles. */
  readonly page: (relation: Relation, roles: readonly string[]) => string;
  /**
   * The record the page is opened with (`?id=`) where it shows another flow's records (an
   * evaluation's certificate still to generate); null: none to open. Default: the record itself.
   */
  readonly recordOf?: (ctx: GuardContext) => Promise<number | null>;
}
/** The pages of a flow's work done elsewhere, by work key: a key the table does not declare fails the type check. */
export type WorkPages<F extends WorkflowDef> = { readonly [W in WorkKey<F>]?: WorkPage };

export interface FlowBinding {
  readonly def: WorkflowDef;
  readonly table: PgTable;
  /** The status column's key in the table (e.g. `reviewStatus`). */
  readonly statusColumn: string;
  /** Permission to read a record's flow and to move it (the actor rules decide which moves). */
  readonly perm: string;
  /** Rows the caller may see; undefined = all (the same scope as the record's list). How the caller stands to a row is the table's `parties`. */
  readonly scope: (p: Principal) => SQL | undefined;
  /** How a person names the record in a message (the product's name). */
  readonly titleOf: (row: Row) => string;
  /**
   * Where the row alone does not hold the names people know a record by (its enterprise, product,
   * place): the titles of rows, in their order, with one lookup for them all. Used instead of titleOf.
   */
  readonly titlesOf?: (h: DbOrTx, rows: readonly Row[]) => Promise<string[]>;
  /**
   * The portal page (a /views/ path) where whoever acts next (by their relation, and the roles of the
   * actor rule or of the user) works on the flow's records; a message or 待办 item opens it with the
   * record's id (`?id=`), and its menu item shows the open tasks' count.
   */
  readonly pageOf: (next: Relation, roles?: readonly string[]) => string;
  /**
   * The record the flow's pages open with (`?id=`), where its records are shown on another flow's
   * page: a supervision visit on its task's, a site plan on its application's. Default: its own id.
   */
  readonly pageRecordOf?: (row: Row) => number;
  /** A named menu counter its open tasks also add to (a menu item's `badge`, e.g. 'reform'). */
  readonly counter?: string;
  /** Message category of the flow's messages (default the evaluation category). */
  readonly msgCategory?: string;
  /** Work done on another page than `pageOf`'s (`WorkPages<typeof flow>`); the rest is done on the record's page. */
  readonly workPages?: Readonly<Record<string, WorkPage | undefined>>;
  /** How the server checks the guards the table declares (`GuardChecks<typeof flow>`). */
  readonly guards?: Readonly<Record<string, GuardCheck>>;
  /** How the server makes the effects the table names (`Effects<typeof flow>`), run in the order a transition names them. */
  readonly effects?: Readonly<Record<string, Effect>>;
}

const MAX_ANNEX_IDS = 500;

/** Every move stamps the record's updateTime, and a move into an end status its endTime (what the statistics read periods on). */
function stampTimes(columns: Record<string, AnyPgColumn>, def: WorkflowDef, to: number, set: Row, now: Date): void {
  if ('updateTime' in columns) set.updateTime = now;
  if ('endTime' in columns && isEndStatus(def, to)) set.endTime = now;
}

export interface Move {
  readonly id: number;
  readonly action: string;
  readonly opinion: string | null;
  readonly annexIds: string | null;
  /** The move's own fields (TransitionDef.fields), as sent; checked by their definition. */
  readonly values: Row;
}

export function moveBody(raw: unknown): Move {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const id = parseId(body.id) as number;
  if (typeof body.action !== 'string' || !body.action.trim()) throw badRequest(WORKFLOW_TEXT.actionRequired);
  const opinion = body.opinion === undefined || body.opinion === null ? null : typeof body.opinion === 'string' ? body.opinion.trim() || null : null;
  if (body.opinion !== undefined && body.opinion !== null && typeof body.opinion !== 'string') throw badRequest(WORKFLOW_TEXT.opinionNotText);
  const tokens = fileTokens(body.annexIds);
  if (tokens.some((t) => !/^\d{1,15}$/.test(t))) throw badRequest(FILE_FIELD_MSG.badIds);
  const annexIds = tokens.length ? tokens.join(',') : null;
  if (annexIds && annexIds.length > MAX_ANNEX_IDS) throw badRequest(WORKFLOW_TEXT.tooManyAnnexes);
  const values = body.values === undefined || body.values === null ? {} : body.values;
  if (typeof values !== 'object' || Array.isArray(values)) throw badRequest(WORKFLOW_TEXT.valuesNotObject);
  return { id, action: body.action.trim(), opinion, annexIds, values: values as Row };
}

/** How a person stands to a row of a flow they can see (the table's parties, and management). */
export function relationsOf(flow: WorkflowDef, p: Principal, row: Row): Relation[] {
  return relationsTo(flow, { orgId: p.orgId, management: isManagement(p) }, row);
}

/**
 * The enabled users who fit an actor rule for a row, with all their roles: the people of the
 * organisation the row names for the rule's relation, or management's.
 */
async function usersFitting(tx: DbOrTx, rule: ActorRule, b: FlowBinding, row: Row): Promise<{ id: number; roles: string[] }[]> {
  const party = rule.relation === 'management' ? null : partyOrg(b.def, rule.relation, row);
  const orgIds =
    rule.relation === 'management'
      ? (await tx.select({ id: sysOrg.id }).from(sysOrg).where(orgTypeHolds(sysOrg.type, ORG_TYPE.management))).map((o) => o.id)
      : party === null ? [] : [party];
  if (!orgIds.length) return [];
  const rows = await tx
    .select({ id: sysUser.id, role: sysRole.code })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(inArray(sysUser.orgId, orgIds), eq(sysUser.disabled, false)))
    .orderBy(asc(sysUser.id));
  const users = new Map<number, string[]>();
  for (const r of rows) users.set(r.id, [...(users.get(r.id) ?? []), r.role]);
  return [...users].filter(([, roles]) => !rule.roles.length || roles.some((r) => (rule.roles as readonly string[]).includes(r))).map(([id, roles]) => ({ id, roles }));
}

export function actorFacts(p: Principal, relations: Relation[]): ActorFacts {
  return { roles: p.roleCodes, relations };
}

/**
 * A consequence of one flow's moves on another flow's records (server/modules/reactions.ts): after
 * a person's move of `when.flow` by one of `when.actions` has run its flow's effects, the engine runs
 * `then` in the same transaction, before the move's flow log row and messages.
 */
export interface Reaction<F extends WorkflowDef = WorkflowDef> {
  readonly when: { readonly flow: F; readonly actions: readonly ActionName<F>[] };
  /** What happens, in the words the drawer's consequence would use. */
  readonly says: string;
  readonly then: (ctx: MoveContext) => Promise<void>;
}
/** A reaction whose actions are checked against its flow's table (a renamed action fails `tsc`). */
export const reaction = <F extends WorkflowDef>(r: Reaction<F>): Reaction => r;

/** What a reaction to a system move reads: no person moved. */
export interface SystemMoveContext {
  readonly flows: FlowRegistry;
  readonly tx: DbOrTx;
  /** The row as it was before the move (locked). */
  readonly row: Row;
  /** The row with the move's status. */
  readonly after: Row;
  readonly move: SystemMove;
  readonly reason: string | null;
  /** When the move is made, on the engine's clock. */
  readonly now: Date;
}

/**
 * A consequence of a system move (the daily jobs, a task stopped when its certificates are gone) on
 * another flow's records: named by the move's own declaration (`REFORM_LAPSE`), run by `systemMove`
 * in its transaction after the flow log row, like a person's move's reactions.
 */
export interface SystemReaction {
  readonly when: { readonly flow: WorkflowDef; readonly moves: readonly SystemMove[] };
  readonly says: string;
  readonly then: (ctx: SystemMoveContext) => Promise<void>;
}

/**
 * The flows one app runs, in registration order (the 待办 list reads them), and how their moves
 * are told: one per app (`app.flows`, decorated where the app is built), so two apps in one process
 * share nothing.
 */
export class FlowRegistry {
  private readonly flows: FlowBinding[] = [];
  /**
   * @param clock When a move is made: the wall clock, or the demo seed's, which plays months of
   * history in one go (the moves' times, their flow log rows and messages, what effects stamp).
   */
  constructor(
    readonly notifier: Notifier,
    private readonly reactions: readonly Reaction[] = [],
    private readonly systemReactions: readonly SystemReaction[] = [],
    readonly clock: () => Date = () => new Date(),
  ) {}
  /** Adds a flow; a flow key is registered once. */
  register(b: FlowBinding): void {
    if (this.flows.some((f) => f.def.key === b.def.key)) throw new Error(`workflow ${b.def.key}: registered twice`);
    this.flows.push(b);
  }
  all(): readonly FlowBinding[] {
    return this.flows;
  }
  byKey(key: string): FlowBinding | undefined {
    return this.flows.find((f) => f.def.key === key);
  }
  /** The reactions to a move of a flow by an action, in their order in the list. */
  reactionsTo(flowKey: string, action: string): readonly Reaction[] {
    return this.reactions.filter((r) => r.when.flow.key === flowKey && (r.when.actions as readonly string[]).includes(action));
  }
  /** The reactions to a system move of a flow, by the move's action, in their order in the list. */
  systemReactionsTo(flowKey: string, action: string): readonly SystemReaction[] {
    return this.systemReactions.filter((r) => r.when.flow.key === flowKey && r.when.moves.some((m) => m.action === action));
  }
  /** The binding of a flow the app must run (another flow's effects move its records); throws when it is not registered. */
  of(flow: WorkflowDef): FlowBinding {
    const b = this.byKey(flow.key);
    if (!b) throw new Error(`workflow ${flow.key}: not registered`);
    return b;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's workflow registry (server/http/workflow.ts). */
    readonly flows: FlowRegistry;
  }
}

/** The unmet guards of a move on a row, each in words: the guard's text and what is missing. */
async function unmetGuards(b: FlowBinding, names: readonly string[], ctx: GuardContext, memo = new Map<string, Promise<string | null>>()): Promise<{ guard: string; text: string }[]> {
  const out: { guard: string; text: string }[] = [];
  for (const name of names) {
    const check = b.guards?.[name];
    if (!check) throw new Error(`workflow ${b.def.key}: no check for guard ${name}`);
    if (!memo.has(name)) memo.set(name, check(ctx));
    const missing = await memo.get(name);
    if (missing === null || missing === undefined) continue;
    const text = b.def.guards?.[name]?.text ?? name;
    out.push({ guard: name, text: missing ? `${text}（${missing}）` : text });
  }
  return out;
}

/**
 * Where the caller does a piece of work on a row, standing to it as `relation`: the work's own page
 * (`workPages`) or the record's, opened with the record it shows; null where that page is not in
 * the caller's menu (never a link they cannot follow) or there is no record to open.
 */
async function workPageFor(b: FlowBinding, ctx: GuardContext, relation: Relation, work: string): Promise<string | null> {
  const p = ctx.user;
  const elsewhere = b.workPages?.[work];
  const page = elsewhere ? elsewhere.page(relation, p.roleCodes) : b.pageOf(relation, p.roleCodes);
  if (!menuGrants(p.roleCodes, page)) return null;
  const id = elsewhere?.recordOf ? await elsewhere.recordOf(ctx) : pageRecord(b, ctx.row);
  return id === null ? null : withQuery(page, { id });
}

/**
 * Where the caller meets an unmet guard: the page of the guard's work when that work is open to them
 * now, else null (someone else's work, or not now).
 */
async function blockFor(b: FlowBinding, ctx: GuardContext, status: number, relations: Relation[], unmet: { guard: string; text: string }): Promise<FlowBlock> {
  const work = b.def.guards?.[unmet.guard]?.work ?? null;
  const relation = work ? relations.find((r) => mayWork(b.def, work, status, { roles: ctx.user.roleCodes, relations: [r] })) : undefined;
  const page = work && relation ? await workPageFor(b, ctx, relation, work) : null;
  return { text: unmet.text, work, page };
}

/** The server's effect of a name the table declares. */
function effectOf(b: FlowBinding, name: string): Effect {
  const effect = b.effects && Object.prototype.hasOwnProperty.call(b.effects, name) ? b.effects[name] : undefined;
  if (!effect) throw new Error(`workflow ${b.def.key}: no effect ${name}`);
  return effect;
}

export function registerWorkflow(app: FastifyInstance, db: Db, b: FlowBinding): void {
  const unchecked = Object.keys(b.def.guards ?? {}).filter((g) => !b.guards?.[g]);
  if (unchecked.length) throw new Error(`workflow ${b.def.key}: no check for guards ${unchecked.join(', ')}`);
  const unmade = Object.keys(b.def.effects ?? {}).filter((e) => !b.effects?.[e]);
  if (unmade.length) throw new Error(`workflow ${b.def.key}: no effect for ${unmade.join(', ')}`);
  const flows = app.flows;
  flows.register(b);
  const columns = (b.table as unknown as Record<string, AnyPgColumn>);
  const idCol = columns.id;
  const statusCol = columns[b.statusColumn];
  if (!idCol || !statusCol) throw new Error(`workflow ${b.def.key}: table lacks id or ${b.statusColumn}`);
  const config = { access: 'perm' as const, perm: b.perm };
  const visible = (p: Principal, id: number) => and(b.scope(p), eq(idCol, id));

  const calls = flowCalls(b.def.path, b.def.title);
  route(app, calls.move, config, async ({ body }, req) => {
    const result = await runMove(flows, db, b, principal(req), moveBody(body));
    return ok(result, result.done);
  });

  route(app, calls.flow, config, async ({ query: { id } }, req) => {
    const p = principal(req);
    const [row] = (await db.select().from(b.table).where(visible(p, id))) as Row[];
    if (!row) throw notFound(b.def.title);
    const status = Number(row[b.statusColumn]);
    const history = await flowHistory(db, b.def.key, id);
    const relations = relationsOf(b.def, p, row);
    const who = actorFacts(p, relations);
    const ctx: GuardContext = { tx: db, row, user: p };
    // One check per guard: several moves and works may name the same one.
    const memo = new Map<string, Promise<string | null>>();
    const actions = await Promise.all(
      actionsFor(b.def, status, who).map(async (t) => ({
        action: t.action,
        label: t.label,
        to: t.to,
        opinion: t.opinion,
        attachments: !!t.attachments,
        danger: !!t.danger,
        blockedBy: await Promise.all((await unmetGuards(b, t.guards ?? [], ctx, memo)).map((u) => blockFor(b, ctx, status, relations, u))),
      })),
    );
    const work: FlowWork[] = await Promise.all(
      workFor(b.def, status, who).map(async ({ key, label }) => {
        const named = Object.entries(b.def.guards ?? {}).filter(([, g]) => g.work === key).map(([name]) => name);
        const unmet = await unmetGuards(b, named, ctx, memo);
        const relation = relations.find((r) => mayWork(b.def, key, status, { roles: p.roleCodes, relations: [r] })) ?? relations[0];
        return { key, label, page: await workPageFor(b, ctx, relation, key), done: unmet.length === 0 };
      }),
    );
    return ok({ flow: b.def.key, status, actions, work, history });
  });
}

/**
 * One move of one record, in one transaction: lock the row the caller can see, check the move
 * against the table (status, actor, opinion) and its fields against their definition, change the
 * status (guarded by the old one) and the fields, run the effects, write the flow log, message
 * whoever acts next. The flow's own route and the spec's calls that move a record
 * (`/api/eval/base/status`, `rejectApply`, …) all come here.
 */
export async function runMove(flows: FlowRegistry, db: DbOrTx, b: FlowBinding, p: Principal, move: Move): Promise<{ id: number; status: number; label: string; done: string }> {
  const columns = b.table as unknown as Record<string, AnyPgColumn>;
  const idCol = columns.id;
  const statusCol = columns[b.statusColumn];
  const moved = await db.transaction(async (tx) => {
    const [row] = (await tx.select().from(b.table).where(and(b.scope(p), eq(idCol, move.id))).for('update')) as Row[];
    if (!row) throw notFound(b.def.title);
    const status = Number(row[b.statusColumn]);
    const check = checkMove(b.def, move.action, status, actorFacts(p, relationsOf(b.def, p, row)), move.opinion);
    if (!check.ok) throw new ApiError(check.code, check.message);
    const t = check.transition;
    if (t.declaration && move.values.declared !== true) throw badRequest(WORKFLOW_TEXT.declarationRequired);
    const unmet = await unmetGuards(b, t.guards ?? [], { tx, row, user: p });
    if (unmet.length) throw badRequest(unmet.map((u) => u.text).join('；'));
    const set: Row = { [b.statusColumn]: t.to };
    let values: Row = {};
    if (t.fields) {
      const checked = validateRecord(t.fields, move.values, 'create');
      if (!checked.ok) throw badRequest(fieldErrorText(checked.error));
      values = checked.value;
      for (const [k, v] of Object.entries(values)) if (k in columns) set[k] = v;
    }
    const now = flows.clock();
    stampTimes(columns, b.def, t.to, set, now);
    // The status guard makes the move safe even where a caller skipped the lock.
    const changed = await tx.update(b.table).set(set as never).where(and(eq(idCol, move.id), eq(statusCol, status))).returning({ id: idCol });
    if (!changed.length) throw badRequest(WORKFLOW_TEXT.changed);
    const after = { ...row, ...set };
    const ctx: MoveContext = { flows, tx, user: p, row, after, transition: t, opinion: move.opinion, values, annexIds: move.annexIds, now };
    for (const name of t.effects ?? []) await effectOf(b, name)(ctx);
    for (const r of flows.reactionsTo(b.def.key, t.action)) await r.then(ctx);
    const [org] = p.orgId ? await tx.select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, p.orgId)) : [];
    await tx.insert(flowLog).values({
      flowKey: b.def.key,
      recordId: move.id,
      action: t.action,
      actionLabel: t.label,
      fromStatus: status,
      toStatus: t.to,
      actorId: p.id,
      actorName: p.name || p.username,
      orgId: p.orgId,
      orgName: org?.name ?? null,
      // A declaration is kept word for word with the move that made it.
      opinion: t.declaration ? [`【声明】${t.declaration}`, move.opinion].filter(Boolean).join('\n') : move.opinion,
      annexIds: move.annexIds,
      createTime: now,
    });
    await tellNext(flows, tx, b, row, after, t.to, { label: t.label, opinion: move.opinion, mover: p });
    return { id: move.id, status: t.to, label: t.label, done: t.done ?? `${t.label}：已完成` };
  });
  metrics.moves.inc({ flow: b.def.key, action: move.action });
  return moved;
}

/** The titles of a flow's rows, in their order (FlowBinding.titlesOf, else titleOf). */
export async function titlesFor(h: DbOrTx, b: FlowBinding, rows: readonly Row[]): Promise<string[]> {
  if (!rows.length) return [];
  return b.titlesOf ? b.titlesOf(h, rows) : rows.map((r) => b.titleOf(r));
}

/**
 * Tells whoever acts next after a move to `to` (a message opening the record); where nobody does
 * (an end), the owner hears the outcome unless it moved itself. `mover` null: the system moved.
 * Sent at the engine's clock's time.
 */
export async function tellNext(flows: FlowRegistry, tx: DbOrTx, b: FlowBinding, row: Row, after: Row, to: number, move: { label: string; opinion: string | null; mover: Principal | null }): Promise<void> {
  const at = flows.clock();
  // The parties whose work this move starts (the testing unit's samples) hear of it too.
  const [title] = await titlesFor(tx, b, [after]);
  await tellWorkingParties(flows, tx, b, row, after, to, move.mover, title, at);
  const ownerOrg = partyOrg(b.def, 'owner', row);
  const next = b.def.nextActor[to] ?? (ownerOrg !== null && ownerOrg !== move.mover?.orgId ? { relation: 'owner' as const, roles: [] } : undefined);
  if (!next) return;
  // The row as it is now: an assignment names the institution that acts next.
  const recipients = (await usersFitting(tx, next, b, after)).filter((u) => u.id !== move.mover?.id);
  // Each recipient is sent the page where their own roles work on the flow's records; one whose menu
  // lacks that page hears of the work from the flow that carries it (README.md, "Messages").
  const byPage = new Map<string, number[]>();
  for (const u of recipients) {
    const page = b.pageOf(next.relation, u.roles);
    if (menuGrants(u.roles, page)) byPage.set(page, [...(byPage.get(page) ?? []), u.id]);
  }
  const statusText = codeLabel(b.def.statusCodes, to);
  const who = move.mover ? move.mover.name || move.mover.username : SYSTEM_ACTOR;
  for (const [page, userIds] of byPage) {
    await flows.notifier.send(tx, {
      category: b.msgCategory ?? MSG_CATEGORY.eval,
      msgType: 'REMIND',
      title: `${b.def.title}：${title}（${statusText}）`,
      content: `${who}执行了“${move.label}”${move.opinion ? `，意见：${move.opinion}` : ''}。当前状态：${statusText}。`,
      to: { userIds },
      component: page,
      param: { id: pageRecord(b, row) },
      ...(move.mover ? { sender: move.mover } : {}),
      at,
    });
  }
}

/**
 * Tells each party that moves nothing in the flow (the testing unit) when a move (a person's or the
 * system's) opens its work from outside its work statuses: a message to the people of the
 * organisation the row names, with the roles of that work, opening the page where they do it.
 */
async function tellWorkingParties(flows: FlowRegistry, tx: DbOrTx, b: FlowBinding, row: Row, after: Row, to: number, mover: Principal | null, title: string, at: Date): Promise<void> {
  const from = Number(row[b.statusColumn]);
  for (const relation of Object.keys(b.def.parties) as PartyRelation[]) {
    if (movesIn(b.def, relation)) continue;
    const opening = worksOf(b.def, relation).filter(({ def }) => (def.statuses as readonly number[]).includes(to));
    if (!opening.length || workStatusesOf(b.def, relation).includes(from)) continue;
    const roles = [...new Set(opening.flatMap(({ def }) => def.party.roles))];
    const userIds = (await usersFitting(tx, { relation, roles }, b, after)).map((u) => u.id).filter((id) => id !== mover?.id);
    if (!userIds.length) continue;
    const statusText = codeLabel(b.def.statusCodes, to);
    await flows.notifier.send(tx, {
      category: b.msgCategory ?? MSG_CATEGORY.eval,
      msgType: 'REMIND',
      title: `${b.def.title}：${title}（${statusText}）`,
      content: `${b.def.title}${title}已进入“${statusText}”，${opening.map(({ def }) => def.ask ?? `请完成：${def.label}`).join('；')}。`,
      to: { userIds },
      component: b.pageOf(relation, roles),
      param: { id: pageRecord(b, after) },
      ...(mover ? { sender: mover } : {}),
      at,
    });
  }
}

/** The name a system move's flow log row and message carry (README.md, "System moves"). */
export const SYSTEM_ACTOR = '系统';

/** A move no person makes (a consequence of another record's move): outside the transition table, so nobody can choose it. */
export interface SystemMove {
  readonly action: string;
  readonly label: string;
  readonly from: readonly number[];
  readonly to: number;
}

/**
 * Makes a system move of one record, in the caller's transaction, if the record is in one of its
 * `from` statuses (else nothing; false): the status changes guarded by the old one, the flow log
 * gets its row without an actor, its reactions run (the list's `SYSTEM_REACTIONS`), whoever acts
 * next is told.
 */
export async function systemMove(flows: FlowRegistry, tx: DbOrTx, b: FlowBinding, id: number, move: SystemMove, reason: string | null = null): Promise<boolean> {
  const columns = b.table as unknown as Record<string, AnyPgColumn>;
  const idCol = columns.id;
  const statusCol = columns[b.statusColumn];
  const set: Row = { [b.statusColumn]: move.to };
  const now = flows.clock();
  stampTimes(columns, b.def, move.to, set, now);
  const [row] = (await tx.select().from(b.table).where(and(eq(idCol, id), inArray(statusCol, [...move.from]))).for('update')) as Row[];
  if (!row) return false;
  const changed = await tx.update(b.table).set(set as never).where(and(eq(idCol, id), eq(statusCol, row[b.statusColumn] as number))).returning({ id: idCol });
  if (!changed.length) return false;
  await tx.insert(flowLog).values({
    flowKey: b.def.key,
    recordId: id,
    action: move.action,
    actionLabel: move.label,
    fromStatus: Number(row[b.statusColumn]),
    toStatus: move.to,
    actorId: null,
    actorName: SYSTEM_ACTOR,
    orgId: null,
    orgName: null,
    opinion: reason,
    annexIds: null,
    createTime: now,
  });
  const after = { ...row, ...set };
  for (const r of flows.systemReactionsTo(b.def.key, move.action)) await r.then({ flows, tx, row, after, move, reason, now });
  await tellNext(flows, tx, b, row, after, move.to, { label: move.label, opinion: reason, mover: null });
  return true;
}

/** The flow log's columns a reply carries: all but a row's link in the log's hash chain (logChain.ts). */
const { chainSeq: _chainSeq, chainHash: _chainHash, ...flowLogEntry } = getTableColumns(flowLog);

export async function flowHistory(db: DbOrTx, flowKey: string, recordId: number): Promise<FlowLogEntry[]> {
  const rows = await db
    .select(flowLogEntry)
    .from(flowLog)
    .where(and(eq(flowLog.flowKey, flowKey), eq(flowLog.recordId, recordId)))
    .orderBy(asc(flowLog.id));
  return rows.map((r) => ({ ...r, createTime: r.createTime.toISOString() }));
}

/** The record a flow's page opens with for a row (FlowBinding.pageRecordOf). */
const pageRecord = (b: FlowBinding, row: Row): number => (b.pageRecordOf ? b.pageRecordOf(row) : (row.id as number));

/** A query string of a page's param ({id: 3} -> ?id=3). */
const withQuery = (component: string, param: Readonly<Record<string, unknown>>) => {
  const q = new URLSearchParams(Object.entries(param).map(([k, v]) => [k, String(v)])).toString();
  return q ? `${component}?${q}` : component;
};

/**
 * Where the caller has open tasks in a flow (待办): rows of the statuses waiting for them, as a party
 * the row names (the owner, the assigned institution, the testing unit: their organisation's rows)
 * or as management. A party that moves nothing in the flow (the testing unit) waits wherever its
 * work is open. Each part leaves out the rows of the parts before it, so a record is one task even
 * where an organisation stands to it twice. `statuses` narrows every part to those statuses.
 */
function openTaskParts(b: FlowBinding, p: Principal, statuses?: readonly number[]): OpenTaskPart[] {
  // Only the flows whose records the caller may open: the certificate officer's work is the
  // certificates, not the evaluations they carry on; an application administrator moves nothing.
  if (!can(p, b.perm)) return [];
  const columns = b.table as unknown as Record<string, AnyPgColumn>;
  const statusCol = columns[b.statusColumn];
  const wanted = (list: readonly number[]) => (statuses ? list.filter((s) => statuses.includes(s)) : [...list]);
  const raw: { key: Relation; page: string; where: SQL | undefined }[] = [];
  for (const [relation, column] of Object.entries(b.def.parties) as [PartyRelation, string][]) {
    const col = columns[column];
    const waiting = wanted(taskStatusesOf(b.def, relation, p.roleCodes));
    if (!col || !waiting.length || p.orgId === null) continue;
    raw.push({ key: relation, page: b.pageOf(relation, p.roleCodes), where: and(b.scope(p), eq(col, p.orgId), inArray(statusCol, waiting)) });
  }
  const managed = isManagement(p) ? wanted(taskStatusesOf(b.def, 'management', p.roleCodes)) : [];
  if (managed.length) raw.push({ key: 'management', page: b.pageOf('management', p.roleCodes), where: and(b.scope(p), inArray(statusCol, managed)) });
  // `not coalesce(…)`: a null column (no institution yet) must not hide the row from a later part.
  return raw.map((part, k) => ({
    binding: b,
    ...part,
    where: and(part.where, ...raw.slice(0, k).map((before) => sql`not coalesce((${before.where ?? sql`true`}), false)`)),
  }));
}

/** One way a caller has open tasks in one flow (see openTaskParts). */
export interface OpenTaskPart {
  readonly binding: FlowBinding;
  /** How the caller stands to these rows. */
  readonly key: Relation;
  /** Where the caller works on these rows (opened with `?id=`; the menu page whose badge counts them). */
  readonly page: string;
  readonly where: SQL | undefined;
}

/**
 * The caller's open tasks in every registered flow (待办), as parts to count and list (the 待办
 * call pages through them in the database): `flow` keeps one flow's, `statuses` those statuses.
 */
export function openFlowTasks(flows: FlowRegistry, p: Principal, filter: { readonly flow?: string; readonly statuses?: readonly number[] } = {}): OpenTaskPart[] {
  return flows.all().filter((b) => !filter.flow || b.def.key === filter.flow).flatMap((b) => openTaskParts(b, p, filter.statuses));
}

/** The caller's open tasks counted by the page they are worked on (the menu badges): `{ '/views/org-product-review': 3 }`, and by a flow's named counter (`{ reform: 2 }`). */
export async function openTaskCounts(flows: FlowRegistry, db: DbOrTx, p: Principal): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const part of openFlowTasks(flows, p)) {
    const [{ total }] = await db.select({ total: count() }).from(part.binding.table).where(part.where);
    if (!Number(total)) continue;
    counts[part.page] = (counts[part.page] ?? 0) + Number(total);
    const counter = part.binding.counter;
    if (counter) counts[counter] = (counts[counter] ?? 0) + Number(total);
  }
  return counts;
}

/**
 * The moves the caller made in any workflow (流程任务's 已办), newest first: each names the record as
 * its flow does and opens the record's page while the caller still sees it.
 */
export async function doneFlowTasks(flows: FlowRegistry, db: DbOrTx, p: Principal, pn: number, size: number): Promise<{ items: DoneTask[]; total: number }> {
  const all = flows.all();
  const keys = all.map((b) => b.def.key);
  if (!keys.length) return { items: [], total: 0 };
  const where = and(eq(flowLog.actorId, p.id), inArray(flowLog.flowKey, keys));
  const [{ total }] = await db.select({ total: count() }).from(flowLog).where(where);
  const entries = await db.select(flowLogEntry).from(flowLog).where(where).orderBy(desc(flowLog.createTime), desc(flowLog.id)).limit(size).offset((pn - 1) * size);
  const rowsByFlow = new Map<string, Map<number, Row>>();
  const titlesByFlow = new Map<string, Map<number, string>>();
  for (const b of all) {
    const ids = [...new Set(entries.filter((e) => e.flowKey === b.def.key).map((e) => e.recordId))];
    if (!ids.length) continue;
    const idCol = (b.table as unknown as Record<string, AnyPgColumn>).id;
    const rows = (await db.select().from(b.table).where(and(b.scope(p), inArray(idCol, ids)))) as Row[];
    rowsByFlow.set(b.def.key, new Map(rows.map((r) => [r.id as number, r])));
    const titles = await titlesFor(db, b, rows);
    titlesByFlow.set(b.def.key, new Map(rows.map((r, i) => [r.id as number, titles[i]])));
  }
  const items = entries.map<DoneTask>((e) => {
    const b = flows.byKey(e.flowKey) as FlowBinding;
    const row = rowsByFlow.get(e.flowKey)?.get(e.recordId);
    const relation = row ? relationsOf(b.def, p, row)[0] : undefined;
    return {
      id: e.id,
      flowTitle: b.def.title,
      title: titlesByFlow.get(e.flowKey)?.get(e.recordId) ?? `#${e.recordId}`,
      actionLabel: e.actionLabel,
      fromLabel: codeLabel(b.def.statusCodes, e.fromStatus),
      toLabel: codeLabel(b.def.statusCodes, e.toStatus),
      opinion: e.opinion,
      createTime: e.createTime.toISOString(),
      route: row && relation ? withQuery(b.pageOf(relation, p.roleCodes), { id: pageRecord(b, row) }) : null,
    };
  });
  return { items, total: Number(total) };
}
