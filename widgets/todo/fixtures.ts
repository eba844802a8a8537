/** To-do lists for the to-do widget's tests and stories. */
import type { TodoItem, TodoList } from '@/domain/todo';

const ENTERPRISES = ['深圳市鹏城绿源农业发展有限公司', '深圳市海上田园食品有限公司', '深圳市光明牧业有限公司', '深圳市南山果蔬配送有限公司', '深圳市龙岗生鲜加工有限公司'];

/** `n` pending registrations, newest first, an hour apart from 2026-11-22 10:00 (local time). */
export function registrations(n: number, total = n): TodoList {
  const start = new Date(2026, 10, 22, 10, 0).getTime();
  const items: TodoItem[] = Array.from({ length: n }, (_, k) => ({
    id: `register-${1000 - k}`,
    type: 'register',
    title: `企业注册待审核：${ENTERPRISES[k % ENTERPRISES.length]}${k >= ENTERPRISES.length ? `（${Math.floor(k / ENTERPRISES.length) + 1}）` : ''}`,
    createTime: new Date(start - k * 3_600_000).toISOString(),
    route: '/views/zp-register-audit',
  }));
  return { items, total };
}
