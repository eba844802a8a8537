/**
 * The to-do list of the home page (POST /api/index/todoTaskList/{type}, calls document §7.6):
 * the signed-in user's pending work. Shared by the server (which answers it) and the client.
 */

/** `all` is every kind the user may see; the others one kind each. */
export const TODO_TYPES = ['all', 'register', 'flow', 'msg'] as const;
export type TodoType = (typeof TODO_TYPES)[number];
export type TodoItemType = Exclude<TodoType, 'all'>;
export const isTodoType = (s: unknown): s is TodoType => typeof s === 'string' && (TODO_TYPES as readonly string[]).includes(s);

export interface TodoItem {
  /** Unique within the list: `<type>-<record id>`. */
  readonly id: string;
  readonly type: TodoItemType;
  readonly title: string;
  /** ISO time the work arrived. */
  readonly createTime: string;
  /** Where the work is done: a portal path (a menu path `/views/<layoutId>`, optionally with a query). */
  readonly route: string;
  /** For an item that stands for several pieces of work. */
  readonly count?: number;
}

export interface TodoList {
  /** Newest first, at most `size` of them. */
  readonly items: TodoItem[];
  /** All pending work of the asked type, including what `size` left out. */
  readonly total: number;
}

export const TODO_TYPE_LABELS: Readonly<Record<TodoItemType, string>> = { register: '注册审核', flow: '流程待办', msg: '消息' };

export const TODO_SIZE = { default: 10, max: 100 } as const;

/**
 * GET: the caller's open workflow tasks counted by the page they are worked on
 * (`{ '/views/org-product-review': 3 }`); a menu page shows its count as its badge.
 */
export const TASK_COUNTS_PATH = '/api/index/taskCounts';
export type TaskCounts = Readonly<Record<string, number>>;

export const TODO_TEXT = {
  badType: `待办类型只能是 ${TODO_TYPES.join('、')}`,
  badSize: `参数 size 必须是 1 到 ${TODO_SIZE.max} 之间的整数`,
  registerTitle: (orgName: string) => `企业注册待审核：${orgName}`,
} as const;

/** Where pending registrations are reviewed (the menu page zp-register-audit). */
export const TODO_ROUTES = { register: '/views/zp-register-audit', msg: '/views/msg-mine', flowTasks: '/flowTask/open' } as const;

/** POST (page.pn, page.size): the moves the signed-in user made in any workflow, newest first (流程任务's 已办). */
export const DONE_TASKS_PATH = '/api/index/doneTaskList';

/** One move the user made, as 已办 lists it. */
export interface DoneTask {
  /** The flow log entry's id. */
  readonly id: number;
  /** The flow's title (圳品评价) and how the record is named in it (its code, the product's name). */
  readonly flowTitle: string;
  readonly title: string;
  readonly actionLabel: string;
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly opinion: string | null;
  readonly createTime: string;
  /** The record's page, or null when the user no longer sees the record. */
  readonly route: string | null;
}
