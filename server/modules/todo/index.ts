/**
 * POST /api/index/doneTaskList (page.pn, page.size): the moves the caller made in any workflow (流程任务's 已办).
 * POST /api/index/todoTaskList/{type} (calls document §7.6): the signed-in user's pending work,
 * newest first. `type` is all | register | msg; `size` (query or body, default 10, at most 100)
 * bounds the items, `total` counts them all.
 *
 *   register  enterprise registrations awaiting audit (zp_register status 1), for whoever holds
 *             zp:register:list: management sees all of them, anyone else their organisation's
 *             (the scope of POST /api/zp_user/page).
 *   flow      records waiting for the caller in any workflow (src/domain/workflows): their
 *             organisation's, or as management every record in a status management acts on
 *   msg       the caller's unread messages (msg_info), each opening the page the message names
 *             (messageRoute: its component and param, else the message centre with its dialog).
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { USER_STATUS } from '../../../src/domain/account';
import { PERMS } from '../../../src/domain/permissions';
import { DONE_TASKS_PATH, isTodoType, TASK_COUNTS_PATH, TODO_ROUTES, TODO_SIZE, TODO_TEXT, type TaskCounts, type TodoItem, type TodoItemType, type TodoList } from '../../../src/domain/todo';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { msgInfo, sysOrg, zpRegister } from '../../db/schema';
import { messageRoute } from '../../../src/domain/message';
import { can, isManagement, principal, type Principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { doneFlowTasks, openFlowTasks, openTaskCounts } from '../../http/workflow';
import { collectParams, parseQuery, toPage } from '../../http/search';
import { paramsOf } from '../account/params';

/** One kind of pending work: its newest `size` items and how many there are. */
type Source = (db: Db, p: Principal, size: number) => Promise<TodoList>;

const NONE: TodoList = { items: [], total: 0 };

const pendingRegistrations: Source = async (db, p, size) => {
  if (!can(p, PERMS.register.list)) return NONE;
  const scope: SQL | undefined = isManagement(p) ? undefined : eq(zpRegister.orgId, p.orgId ?? -1);
  const where = and(eq(zpRegister.status, USER_STATUS.pending), scope);
  const [{ total }] = await db.select({ total: count() }).from(zpRegister).where(where);
  if (!total) return NONE;
  const rows = await db
    .select({ id: zpRegister.id, orgName: sysOrg.name, createTime: zpRegister.createTime })
    .from(zpRegister)
    .innerJoin(sysOrg, eq(sysOrg.id, zpRegister.orgId))
    .where(where)
    .orderBy(desc(zpRegister.createTime), desc(zpRegister.id))
    .limit(size);
  const items = rows.map<TodoItem>((r) => ({
    id: `register-${r.id}`,
    type: 'register',
    title: TODO_TEXT.registerTitle(r.orgName),
    createTime: r.createTime.toISOString(),
    route: TODO_ROUTES.register,
  }));
  return { items, total: Number(total) };
};

/** The caller's unread messages, each opening where the message leads (its component and param). */
const unreadMessages: Source = async (db, p, size) => {
  const where = and(eq(msgInfo.userId, p.id), eq(msgInfo.readStatus, 0));
  const [{ total }] = await db.select({ total: count() }).from(msgInfo).where(where);
  if (!total) return NONE;
  const rows = await db
    .select({ id: msgInfo.id, title: msgInfo.title, createTime: msgInfo.createTime, component: msgInfo.component, param: msgInfo.param })
    .from(msgInfo)
    .where(where)
    .orderBy(desc(msgInfo.createTime), desc(msgInfo.id))
    .limit(size);
  const items = rows.map<TodoItem>((r) => ({ id: `msg-${r.id}`, type: 'msg', title: r.title, createTime: r.createTime.toISOString(), route: messageRoute(r) }));
  return { items, total: Number(total) };
};

const SOURCES: Readonly<Record<TodoItemType, Source>> = { register: pendingRegistrations, flow: openFlowTasks, msg: unreadMessages };

function sizeOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return TODO_SIZE.default;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > TODO_SIZE.max) throw badRequest(TODO_TEXT.badSize);
  return n;
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  app.post('/api/index/todoTaskList/:type', { config: { access: 'user' } }, async (req) => {
    const type = (req.params as { type?: unknown }).type;
    if (!isTodoType(type)) throw badRequest(TODO_TEXT.badType);
    const p = principal(req);
    const size = sizeOf(paramsOf(req).size);
    const kinds = type === 'all' ? (Object.keys(SOURCES) as TodoItemType[]) : [type];
    const lists = await Promise.all(kinds.map((k) => SOURCES[k](db, p, size)));
    const items = lists
      .flatMap((l) => l.items)
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .slice(0, size);
    return ok<TodoList>({ items, total: lists.reduce((n, l) => n + l.total, 0) });
  });

  app.get(TASK_COUNTS_PATH, { config: { access: 'user' } }, async (req) => ok<TaskCounts>(await openTaskCounts(db, principal(req))));

  app.post(DONE_TASKS_PATH, { config: { access: 'user' } }, async (req) => {
    const q = parseQuery(collectParams(req.query, req.body), {});
    const { items, total } = await doneFlowTasks(db, principal(req), q.pn, q.size);
    return ok(toPage(items, total, q));
  });
};
export default plugin;
