/** To-do lists for the to-do widget's tests and stories (times fixed against TODO_NOW). */
import type { TodoGroup, TodoItem, TodoList } from '@/domain/todo';
import type { TodoFilter } from './View';

/** The clock of the fixtures: 2026-11-24 10:00 in Beijing. */
export const TODO_NOW = new Date('2026-11-24T02:00:00Z');
const hoursAgo = (h: number) => new Date(TODO_NOW.getTime() - h * 3_600_000).toISOString();

export const TODO_FILTER: TodoFilter = { tab: 'task', flow: null, status: null, order: 'newest', pn: 1, size: 10 };

const ENTERPRISES = ['深圳市鹏城绿源农业发展有限公司', '深圳市海上田园食品有限公司', '深圳市光明牧业有限公司', '深圳市南山果蔬配送有限公司', '深圳市龙岗生鲜加工有限公司'];

/** `n` pending registrations, newest first, an hour apart from 2026-11-22 10:00 Beijing time. */
export function registrations(n: number, total = n): TodoList {
  const items: TodoItem[] = Array.from({ length: n }, (_, k) => ({
    id: `register-${1000 - k}`,
    type: 'register',
    group: 'register',
    title: `企业注册待审核：${ENTERPRISES[k % ENTERPRISES.length]}${k >= ENTERPRISES.length ? `（${Math.floor(k / ENTERPRISES.length) + 1}）` : ''}`,
    createTime: hoursAgo(48 + k),
    route: '/views/zp-register-audit',
  }));
  return { items, total, pn: 1, size: Math.max(n, 1), groups: total ? [{ key: 'register', title: '注册审核', kind: 'register', count: total }] : [], kinds: { task: total, msg: 0 } };
}

/** A manager's work across flows: what each flow waits for, with its statuses. */
export const MANAGER_GROUPS: readonly TodoGroup[] = [
  {
    key: 'evaluation',
    title: '圳品评价',
    kind: 'flow',
    count: 9,
    statuses: [
      { status: 0, label: '发布', count: 3 },
      { status: 26, label: '技术评审通过', count: 2 },
      { status: 22, label: '待评审会', count: 4 },
    ],
  },
  { key: 'jdTask', title: '监督任务', kind: 'flow', count: 4, statuses: [{ status: 5, label: '提交文件', count: 4 }] },
  { key: 'register', title: '注册审核', kind: 'register', count: 2 },
];

const FLOW_ITEMS: readonly Omit<TodoItem, 'createTime'>[] = [
  { id: 'flow-evaluation-12', type: 'flow', group: 'evaluation', title: '圳品评价：PJ20260012（技术评审通过）', route: '/views/eval-list?id=12', status: 26, statusLabel: '技术评审通过' },
  { id: 'flow-jdTask-31', type: 'flow', group: 'jdTask', title: '监督任务：JDT202600031（提交文件）', route: '/views/jd-task?id=31', status: 5, statusLabel: '提交文件' },
  { id: 'register-77', type: 'register', group: 'register', title: '企业注册待审核：深圳市海上田园食品有限公司', route: '/views/zp-register-audit' },
  { id: 'flow-evaluation-9', type: 'flow', group: 'evaluation', title: '圳品评价：PJ20260009（发布）', route: '/views/eval-list?id=9', status: 0, statusLabel: '发布' },
  { id: 'flow-evaluation-4', type: 'flow', group: 'evaluation', title: '圳品评价：PJ20260004（待评审会）', route: '/views/eval-list?id=4', status: 22, statusLabel: '待评审会' },
];

/** A page of `n` of a manager's `total` tasks, the first 40 minutes old, each older by a third of a day. */
export function managerTasks(n = 5, total = 15, msg = 80): TodoList {
  const items: TodoItem[] = Array.from({ length: n }, (_, k) => {
    const base = FLOW_ITEMS[k % FLOW_ITEMS.length];
    const id = k < FLOW_ITEMS.length ? base.id : `${base.id}-${k}`;
    return { ...base, id, title: k < FLOW_ITEMS.length ? base.title : `${base.title}（${k + 1}）`, createTime: hoursAgo(k === 0 ? 0.67 : k * 8) };
  });
  return { items, total, pn: 1, size: Math.max(n, 1), groups: MANAGER_GROUPS, kinds: { task: total, msg } };
}

/** Unread messages (the other tab). */
export function unreadMessages(n: number, tasks = 15): TodoList {
  const items: TodoItem[] = Array.from({ length: n }, (_, k) => ({
    id: `msg-${500 - k}`,
    type: 'msg',
    group: 'msg',
    title: `圳品评价：PJ2026${String(100 + k)}（受理审核）`,
    createTime: hoursAgo(k * 3),
    route: `/views/eval-list?id=${100 + k}`,
  }));
  return { items, total: n, pn: 1, size: Math.max(n, 1), groups: n ? [{ key: 'msg', title: '未读消息', kind: 'msg', count: n }] : [], kinds: { task: tasks, msg: n } };
}
