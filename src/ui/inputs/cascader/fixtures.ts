/** Offline data for the cascader stories and tests: a slice of the divisions and the category tree. */
import type { AreaNode } from '@/domain/resources/area';
import type { CategoryNode } from '@/domain/resources/category';

const AREAS: Record<string, AreaNode[]> = {
  root: [
    { id: '44', name: '广东省', pid: null, level: 1, leaf: false },
    { id: '45', name: '广西壮族自治区', pid: null, level: 1, leaf: false },
  ],
  '44': [
    { id: '4401', name: '广州市', pid: '44', level: 2, leaf: false },
    { id: '4403', name: '深圳市', pid: '44', level: 2, leaf: false },
  ],
  '45': [{ id: '4510', name: '百色市', pid: '45', level: 2, leaf: true }],
  '4401': [{ id: '440106', name: '天河区', pid: '4401', level: 3, leaf: true }],
  '4403': [
    { id: '440305', name: '南山区', pid: '4403', level: 3, leaf: true },
    { id: '440306', name: '宝安区', pid: '4403', level: 3, leaf: true },
  ],
};

/** A loader over the slice, answering after `delayMs` (and counting calls in `calls`). */
export function fakeAreaLoader(delayMs = 0) {
  const calls: (string | null)[] = [];
  const load = (pid: string | null) => {
    calls.push(pid);
    return new Promise<AreaNode[]>((resolve) => setTimeout(() => resolve(AREAS[pid ?? 'root'] ?? []), delayMs));
  };
  return Object.assign(load, { calls });
}

const node = (id: number, pid: number, name: string, level: number, children?: CategoryNode[]): CategoryNode => ({
  id,
  pid,
  name,
  level,
  productType: null,
  properties: { leaf: !children, enabled: true },
  ...(children ? { children } : {}),
});

export const CATEGORY_TREE: CategoryNode[] = [
  node(1, 0, '果蔬类', 1, [node(5, 1, '蔬菜', 2, [node(9, 5, '叶菜类', 3), node(10, 5, '根茎类', 3)]), node(6, 1, '水果', 2, [node(11, 6, '热带水果', 3)])]),
  node(2, 0, '肉禽类', 1, [node(7, 2, '禽蛋', 2)]),
  node(3, 0, '水产类', 1),
];
