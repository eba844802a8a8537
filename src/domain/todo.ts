/**
 * The to-do list of the home page (POST /api/index/todoTaskList/{type}, calls document §7.6):
 * the signed-in user's pending work. Shared by the server (which answers it) and the client.
 */
import { z } from 'zod';
import { beijingDate, beijingMinute, beijingYear } from './beijingTime';

/**
 * `all` is every kind the user may see; `task` the work to do (registrations and flow tasks, no
 * messages); the others one kind each.
 */
export const TODO_TYPES = ['all', 'task', 'register', 'flow', 'msg'] as const;
export type TodoType = (typeof TODO_TYPES)[number];
export const TODO_ITEM_TYPES = ['register', 'flow', 'msg'] as const satisfies readonly TodoType[];
export type TodoItemType = (typeof TODO_ITEM_TYPES)[number];
export const isTodoType = (s: unknown): s is TodoType => typeof s === 'string' && (TODO_TYPES as readonly string[]).includes(s);
/** The kinds each type lists. */
export const TODO_KINDS_OF: Readonly<Record<TodoType, readonly TodoItemType[]>> = {
  all: ['register', 'flow', 'msg'],
  task: ['register', 'flow'],
  register: ['register'],
  flow: ['flow'],
  msg: ['msg'],
};

/** newest: the latest arrival first (the default); oldest: what has waited longest first. */
export const TODO_ORDERS = ['newest', 'oldest'] as const;
export type TodoOrder = (typeof TODO_ORDERS)[number];
export const TODO_ORDER_LABELS: Readonly<Record<TodoOrder, string>> = { newest: '最新优先', oldest: '等待最久优先' };

export const todoItemSchema = z.object({
  /** Unique within the list: `<type>-<record id>` (`flow-<flow key>-<record id>`). */
  id: z.string(),
  type: z.enum(TODO_ITEM_TYPES),
  title: z.string(),
  /** ISO time the work arrived: a flow record's last update, a registration's or message's creation. */
  createTime: z.string(),
  /** Where the work is done: a portal path (a menu path `/views/<layoutId>`, optionally with a query). */
  route: z.string(),
  /** For an item that stands for several pieces of work. */
  count: z.number().optional(),
  /** The group it counts in (TodoGroup.key): its flow's key, `register` or `msg`. */
  group: z.string().optional(),
  /** A flow task's status code and its words. */
  status: z.number().optional(),
  statusLabel: z.string().optional(),
});
export type TodoItem = z.output<typeof todoItemSchema>;

/** One group of pending work (a flow, the registrations, the messages) with its count, and per status for a flow. */
export const todoGroupSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(TODO_ITEM_TYPES),
  count: z.number(),
  statuses: z.array(z.object({ status: z.number(), label: z.string(), count: z.number() })).readonly().optional(),
});
export type TodoGroup = z.output<typeof todoGroupSchema>;

export const todoListSchema = z.object({
  /** The asked page (`pn`, `size`) in the asked order; newest first by default. */
  items: z.array(todoItemSchema).readonly(),
  /** All pending work of the asked type and filters, including what the page left out. */
  total: z.number(),
  /** The page (1-based) and its size. */
  pn: z.number().optional(),
  size: z.number().optional(),
  /** Counts per group of the asked type, before the flow and status filters (largest first). */
  groups: z.array(todoGroupSchema).readonly().optional(),
  /** How much there is to do (registrations and flow tasks) and how many unread messages, whatever was asked. */
  kinds: z.object({ task: z.number(), msg: z.number() }).optional(),
});
export type TodoList = z.output<typeof todoListSchema>;

export const TODO_TYPE_LABELS: Readonly<Record<TodoItemType, string>> = { register: '注册审核', flow: '流程待办', msg: '消息' };

export const TODO_SIZE = { default: 10, max: 100 } as const;

/**
 * What the 待办 call takes besides its type (query or body): `pn` (1-based, also `page.pn`),
 * `size` (also `page.size`), `flow` (a group key: a flow's key, `register`, `msg`), `status` (codes
 * of that flow's status, comma-joined; needs `flow`), `order` (newest | oldest).
 */
export interface TodoQuery {
  readonly pn?: number;
  readonly size?: number;
  readonly flow?: string | null;
  readonly status?: readonly number[] | null;
  readonly order?: TodoOrder;
}

/** The query as the call's parameters (nothing sent for a default). */
export function todoParams(q: TodoQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (q.size !== undefined) out.size = q.size;
  if (q.pn !== undefined && q.pn > 1) out.pn = q.pn;
  if (q.flow) out.flow = q.flow;
  if (q.flow && q.status?.length) out.status = q.status.join(',');
  if (q.order && q.order !== 'newest') out.order = q.order;
  return out;
}

/** Midnight (UTC) of the instant's Beijing day: days between two of them count calendar days there. */
const chinaDay = (d: Date) => Date.parse(`${beijingDate(d)}T00:00:00Z`);

/** When work arrived, in Beijing time: 11-22 09:30 this year, 2025-11-22 before. */
export function arrivedAt(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return beijingYear(d) === beijingYear(now) ? beijingMinute(d).slice(5) : beijingDate(d);
}

/** The full time in Beijing: 2026-11-22 09:30. */
export function arrivedAtFull(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return beijingMinute(d);
}

/**
 * How long work has waited, as people say it: 刚刚, 12分钟, 5小时 within a day, then days counted
 * on Beijing's calendar (yesterday evening is 1天 this morning, whatever the browser's zone).
 */
export function waitedFor(iso: string, now: Date = new Date()): string {
  const since = new Date(iso);
  const ms = now.getTime() - since.getTime();
  if (Number.isNaN(ms)) return '';
  if (ms < 60_000) return '刚刚';
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)}分钟`;
  if (ms < 86_400_000) return `${Math.floor(ms / 3_600_000)}小时`;
  return `${Math.max(1, Math.round((chinaDay(now) - chinaDay(since)) / 86_400_000))}天`;
}

/**
 * GET: the caller's open workflow tasks counted by the page they are worked on
 * (`{ '/views/org-product-review': 3 }`); a menu page shows its count as its badge.
 */
export const TASK_COUNTS_PATH = '/api/index/taskCounts';
export const taskCountsSchema = z.record(z.string(), z.number());
export type TaskCounts = z.output<typeof taskCountsSchema>;

export const TODO_TEXT = {
  badType: `待办类型只能是 ${TODO_TYPES.join('、')}`,
  badSize: `参数 size 必须是 1 到 ${TODO_SIZE.max} 之间的整数`,
  badPn: '参数 pn 必须是正整数',
  badOrder: `参数 order 只能是 ${TODO_ORDERS.join('、')}`,
  badFlow: (flow: string) => `参数 flow 无效：没有“${flow}”这一类待办`,
  statusNeedsFlow: '按状态筛选时请同时指定流程(flow)',
  badStatus: (flowTitle: string, status: string) => `参数 status 无效：${flowTitle}没有状态“${status}”`,
  registerTitle: (orgName: string) => `企业注册待审核：${orgName}`,
} as const;

/** Where pending registrations are reviewed (the menu page zp-register-audit). */
export const TODO_ROUTES = { register: '/views/zp-register-audit', msg: '/views/msg-mine', flowTasks: '/flowTask/open' } as const;

/** POST (page.pn, page.size): the moves the signed-in user made in any workflow, newest first (流程任务's 已办). */
export const DONE_TASKS_PATH = '/api/index/doneTaskList';

/** One move the user made, as 已办 lists it. */
export const doneTaskSchema = z.object({
  /** The flow log entry's id. */
  id: z.number(),
  /** The flow's title (圳品评价) and how the record is named in it (its code, the product's name). */
  flowTitle: z.string(),
  title: z.string(),
  actionLabel: z.string(),
  fromLabel: z.string(),
  toLabel: z.string(),
  opinion: z.string().nullable(),
  createTime: z.string(),
  /** The record's page, or null when the user no longer sees the record. */
  route: z.string().nullable(),
});
export type DoneTask = z.output<typeof doneTaskSchema>;
