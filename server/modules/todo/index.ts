/**
 * POST /api/index/doneTaskList (page.pn, page.size): the moves the caller made in any workflow (流程任务's 已办).
 * POST /api/index/todoTaskList/{type} (calls document §7.6): the signed-in user's pending work.
 * `type` is all | task | register | flow | msg (task: registrations and flow tasks, without the
 * messages). Parameters, query or body (TodoQuery): `size` (default 10, at most 100; also
 * `page.size`), `pn` (1-based; also `page.pn`), `flow` (one group: a flow's key, `register`,
 * `msg`), `status` (that flow's status codes, comma-joined), `order` (newest, the default, or
 * oldest). The reply keeps the documented `items` and `total` (all the work the filters keep) and
 * adds `pn`, `size`, `groups` (counts per flow and per status, before the filters) and `kinds`
 * (tasks and unread messages).
 *
 *   register  enterprise registrations awaiting audit (zp_register status 1), for whoever holds
 *             zp:register:list: management sees all of them, anyone else their organisation's
 *             (the scope of POST /api/zp_user/page).
 *   flow      records waiting for the caller in any workflow (src/domain/workflows): as the next
 *             actor (their organisation's, assigned to it, or as management) or as a party with
 *             work in the record's status (the testing unit while samples are due); each one's
 *             time is the record's last update, which its age is read from.
 *   msg       the caller's unread messages (msg_info), each opening the page the message names
 *             (messageRoute: its component and param, else the message centre with its dialog).
 *
 * The page is cut in the database: one `union all` of (part, id, time) over every source, ordered
 * and limited there, then only that page's rows are read.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { USER_STATUS } from '../../../src/domain/account';
import { CODE_LISTS, codeLabel } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import {
  isTodoType,
  TODO_KINDS_OF,
  TODO_ORDERS,
  TODO_ROUTES,
  TODO_SIZE,
  TODO_TEXT,
  TODO_TYPE_LABELS,
  type TaskCounts,
  type TodoGroup,
  type TodoItem,
  type TodoItemType,
  type TodoList,
  type TodoOrder,
} from '../../../src/domain/todo';
import type { ServerContext } from '../../context';
import { rowsOf, type Db } from '../../db/client';
import { msgInfo, sysOrg, zpRegister } from '../../db/schema';
import { messageRoute } from '../../../src/domain/message';
import { can, isManagement, principal, type Principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { doneFlowTasks, openFlowTasks, openTaskCounts, titlesFor, type FlowRegistry, type OpenTaskPart } from '../../http/workflow';
import { parseQuery, toPage } from '../../http/search';
import { route } from '../../http/contract';
import { todoCalls } from '../../../src/domain/calls/todo';

type Row = Record<string, unknown>;

/** One source of pending work as the union reads it: its rows are (id, time) of `table` where `where`. */
interface Member {
  readonly kind: TodoItemType;
  /** The group it counts in: the flow's key, `register` or `msg`. */
  readonly group: string;
  readonly table: PgTable;
  readonly where: SQL | undefined;
  readonly time: SQL;
  /** A flow part (its binding, page, status column). */
  readonly part?: OpenTaskPart;
}

interface Filter {
  readonly kinds: readonly TodoItemType[];
  readonly flow: string | null;
  readonly statuses: readonly number[] | null;
}

const cols = (t: PgTable) => t as unknown as Record<string, AnyPgColumn>;
/** The time work arrived: the row's last update where it has one. */
const timeOf = (t: PgTable): SQL => {
  const c = cols(t);
  return c.updateTime ? sql`${c.updateTime}::timestamptz` : c.createTime ? sql`${c.createTime}::timestamptz` : sql`null::timestamptz`;
};

function registrationWhere(p: Principal): SQL | null {
  if (!can(p, PERMS.register.list)) return null;
  return and(eq(zpRegister.status, USER_STATUS.pending), isManagement(p) ? undefined : eq(zpRegister.orgId, p.orgId ?? -1)) as SQL;
}

/** Every source of the caller's pending work of these kinds, narrowed by the status filter (the flow filter is applied to the page, not to the counts). */
function membersOf(flows: FlowRegistry, p: Principal, kinds: readonly TodoItemType[], statuses: readonly number[] | null, flow: string | null): Member[] {
  const out: Member[] = [];
  if (kinds.includes('register')) {
    const where = registrationWhere(p);
    if (where) out.push({ kind: 'register', group: 'register', table: zpRegister, where, time: sql`${zpRegister.createTime}` });
  }
  if (kinds.includes('flow')) {
    for (const part of openFlowTasks(flows, p, statuses && flow ? { flow, statuses } : {})) {
      out.push({ kind: 'flow', group: part.binding.def.key, table: part.binding.table, where: part.where, time: timeOf(part.binding.table), part });
    }
  }
  if (kinds.includes('msg')) out.push({ kind: 'msg', group: 'msg', table: msgInfo, where: and(eq(msgInfo.userId, p.id), eq(msgInfo.readStatus, 0)), time: sql`${msgInfo.createTime}` });
  return out;
}

const GROUP_TITLES: Readonly<Record<string, string>> = { register: TODO_TYPE_LABELS.register, msg: '未读消息' };

/** Counts per group, and per status for a flow's group. */
async function countGroups(flows: FlowRegistry, db: Db, members: readonly Member[]): Promise<TodoGroup[]> {
  const groups = new Map<string, { title: string; kind: TodoItemType; count: number; statuses: Map<number, number> }>();
  for (const m of members) {
    const g = groups.get(m.group) ?? { title: m.part?.binding.def.title ?? GROUP_TITLES[m.group] ?? m.group, kind: m.kind, count: 0, statuses: new Map<number, number>() };
    groups.set(m.group, g);
    if (m.part) {
      const statusCol = cols(m.table)[m.part.binding.statusColumn];
      const rows = await db.select({ status: statusCol, n: count() }).from(m.table).where(m.where).groupBy(statusCol);
      for (const r of rows) {
        g.count += Number(r.n);
        g.statuses.set(Number(r.status), (g.statuses.get(Number(r.status)) ?? 0) + Number(r.n));
      }
    } else {
      const [{ n }] = await db.select({ n: count() }).from(m.table).where(m.where);
      g.count += Number(n);
    }
  }
  const flowOf = (key: string) => flows.byKey(key);
  return [...groups]
    .filter(([, g]) => g.count > 0)
    .map(([key, g]) => {
      const b = flowOf(key);
      const statuses = b
        ? [...g.statuses].sort(([a], [z]) => a - z).map(([status, n]) => ({ status, label: codeLabel(b.def.statusCodes, status), count: n }))
        : undefined;
      return { key, title: g.title, kind: g.kind, count: g.count, ...(statuses ? { statuses } : {}) };
    })
    .sort((a, z) => z.count - a.count || a.title.localeCompare(z.title, 'zh-CN'));
}

const withQuery = (path: string, id: unknown) => `${path}${path.includes('?') ? '&' : '?'}id=${encodeURIComponent(String(id))}`;
const iso = (t: unknown) => (t instanceof Date ? t.toISOString() : typeof t === 'string' && !Number.isNaN(Date.parse(t)) ? new Date(t).toISOString() : new Date(0).toISOString());

/** The page's items, read by source from the (member, id, time) rows the union chose. */
async function itemsOf(db: Db, members: readonly Member[], picked: readonly { mi: number; id: number; t: unknown }[]): Promise<TodoItem[]> {
  const byMember = new Map<number, number[]>();
  for (const r of picked) byMember.set(r.mi, [...(byMember.get(r.mi) ?? []), r.id]);
  const made = new Map<string, TodoItem>();
  const key = (mi: number, id: number) => `${mi}:${id}`;
  const timeOfPick = new Map(picked.map((r) => [key(r.mi, r.id), iso(r.t)]));
  for (const [mi, ids] of byMember) {
    const m = members[mi];
    if (m.kind === 'register') {
      const rows = await db.select({ id: zpRegister.id, orgName: sysOrg.name }).from(zpRegister).innerJoin(sysOrg, eq(sysOrg.id, zpRegister.orgId)).where(inArray(zpRegister.id, ids));
      for (const r of rows) made.set(key(mi, r.id), { id: `register-${r.id}`, type: 'register', group: 'register', title: TODO_TEXT.registerTitle(r.orgName), createTime: timeOfPick.get(key(mi, r.id)) as string, route: TODO_ROUTES.register });
    } else if (m.kind === 'msg') {
      const rows = await db.select({ id: msgInfo.id, title: msgInfo.title, component: msgInfo.component, param: msgInfo.param }).from(msgInfo).where(inArray(msgInfo.id, ids));
      for (const r of rows) made.set(key(mi, r.id), { id: `msg-${r.id}`, type: 'msg', group: 'msg', title: r.title, createTime: timeOfPick.get(key(mi, r.id)) as string, route: messageRoute(r) });
    } else if (m.part) {
      const b = m.part.binding;
      const rows = (await db.select().from(b.table).where(inArray(cols(b.table).id, ids))) as Row[];
      const titles = await titlesFor(db, b, rows);
      for (const [i, row] of rows.entries()) {
        const status = Number(row[b.statusColumn]);
        const statusLabel = codeLabel(b.def.statusCodes, status);
        made.set(key(mi, row.id as number), {
          id: `flow-${b.def.key}-${String(row.id)}`,
          type: 'flow',
          group: b.def.key,
          title: `${b.def.title}：${titles[i]}（${statusLabel}）`,
          createTime: timeOfPick.get(key(mi, row.id as number)) as string,
          route: withQuery(m.part.page, row.id),
          status,
          statusLabel,
        });
      }
    }
  }
  return picked.map((r) => made.get(key(r.mi, r.id))).filter((x): x is TodoItem => !!x);
}

function intParam(raw: unknown, max: number, dflt: number, message: string): number {
  if (raw === undefined || raw === null || raw === '') return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(message);
  return n;
}

function filterOf(flows: FlowRegistry, type: keyof typeof TODO_KINDS_OF, params: Row): Filter {
  const kinds = TODO_KINDS_OF[type];
  const flowRaw = params.flow;
  const flow = flowRaw === undefined || flowRaw === null || flowRaw === '' ? null : String(flowRaw);
  if (flow !== null) {
    const known = flow === 'register' || flow === 'msg' ? kinds.includes(flow) : kinds.includes('flow') && flows.byKey(flow) !== undefined;
    if (!known) throw badRequest(TODO_TEXT.badFlow(flow));
  }
  const statusRaw = params.status;
  let statuses: number[] | null = null;
  if (statusRaw !== undefined && statusRaw !== null && statusRaw !== '') {
    const b = flow === null ? undefined : flows.byKey(flow);
    if (!b) throw badRequest(TODO_TEXT.statusNeedsFlow);
    const tokens = (Array.isArray(statusRaw) ? statusRaw.map(String) : String(statusRaw).split(',')).map((t) => t.trim()).filter(Boolean);
    const codes = CODE_LISTS[b.def.statusCodes].items.map((i) => i.value);
    const bad = tokens.find((t) => !/^-?\d{1,6}$/.test(t) || !codes.includes(String(Number(t))));
    if (bad !== undefined) throw badRequest(TODO_TEXT.badStatus(b.def.title, bad));
    statuses = tokens.map(Number);
  }
  return { kinds, flow, statuses };
}

function orderOf(raw: unknown): TodoOrder {
  if (raw === undefined || raw === null || raw === '') return 'newest';
  if (typeof raw !== 'string' || !(TODO_ORDERS as readonly string[]).includes(raw)) throw badRequest(TODO_TEXT.badOrder);
  return raw as TodoOrder;
}

/** The caller's pending work of one type: a page of it in the asked order, the total the filters keep, the counts. */
export async function todoList(flows: FlowRegistry, db: Db, p: Principal, type: keyof typeof TODO_KINDS_OF, params: Row): Promise<TodoList> {
  const size = intParam(params.size ?? params['page.size'], TODO_SIZE.max, TODO_SIZE.default, TODO_TEXT.badSize);
  const pn = intParam(params.pn ?? params['page.pn'], 1_000_000, 1, TODO_TEXT.badPn);
  const order = orderOf(params.order);
  const filter = filterOf(flows, type, params);
  // Counts of every group of the type (the flow filter picks a group, it does not hide the others'
  // counts); the status filter narrows only its own flow.
  const all = membersOf(flows, p, TODO_KINDS_OF.all, null, null);
  const groupsAll = await countGroups(flows, db, all);
  const groups = groupsAll.filter((g) => filter.kinds.includes(g.kind));
  const kinds = {
    task: groupsAll.filter((g) => g.kind !== 'msg').reduce((n, g) => n + g.count, 0),
    msg: groupsAll.filter((g) => g.kind === 'msg').reduce((n, g) => n + g.count, 0),
  };
  const members = membersOf(flows, p, filter.kinds, filter.statuses, filter.flow).filter((m) => !filter.flow || m.group === filter.flow);
  const group = filter.flow ? groups.find((g) => g.key === filter.flow) : undefined;
  const total = filter.flow
    ? filter.statuses
      ? (group?.statuses ?? []).filter((s) => (filter.statuses as readonly number[]).includes(s.status)).reduce((n, s) => n + s.count, 0)
      : (group?.count ?? 0)
    : groups.reduce((n, g) => n + g.count, 0);
  if (!members.length || total === 0 || (pn - 1) * size >= total) return { items: [], total, pn, size, groups, kinds };
  const union = sql.join(
    members.map((m, mi) => sql`(select ${mi}::int as mi, ${cols(m.table).id} as id, ${m.time} as t from ${m.table} where ${m.where ?? sql`true`})`),
    sql` union all `,
  );
  const orderBy = order === 'oldest' ? sql`t asc nulls first, mi, id` : sql`t desc nulls last, mi, id desc`;
  const picked = rowsOf<{ mi: number; id: number; t: unknown }>(await db.execute(sql`select mi, id, t from (${union}) u order by ${orderBy} limit ${size} offset ${(pn - 1) * size}`)).map((r) => ({
    mi: Number(r.mi),
    id: Number(r.id),
    t: r.t,
  }));
  return { items: await itemsOf(db, members, picked), total, pn, size, groups, kinds };
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const user = { access: 'user' } as const;
  route(app, todoCalls.list, user, async ({ path: { type }, set }, req) => {
    if (!isTodoType(type)) throw badRequest(TODO_TEXT.badType);
    return ok<TodoList>(await todoList(app.flows, db, principal(req), type, set));
  });

  route(app, todoCalls.counts, user, async (_input, req) => ok<TaskCounts>(await openTaskCounts(app.flows, db, principal(req))));

  route(app, todoCalls.done, user, async ({ set }, req) => {
    const q = parseQuery(set, {});
    const { items, total } = await doneFlowTasks(app.flows, db, principal(req), q.pn, q.size);
    return ok(toPage(items, total, q));
  });
};
export default plugin;
