/** Divisions for the area tree's stories and tests. */
import type { AreaNode } from '@/domain/resources/area';

export const provinces: AreaNode[] = [
  { id: '11', name: '北京市', pid: null, level: 1, leaf: false },
  { id: '44', name: '广东省', pid: null, level: 1, leaf: false },
  { id: '54', name: '西藏自治区', pid: null, level: 1, leaf: false },
];

export const children: Record<string, AreaNode[]> = {
  '44': [
    { id: '4401', name: '广州市', pid: '44', level: 2, leaf: false },
    { id: '4403', name: '深圳市', pid: '44', level: 2, leaf: false },
  ],
  '4403': [
    { id: '440305', name: '南山区', pid: '4403', level: 3, leaf: true },
    { id: '440306', name: '宝安区', pid: '4403', level: 3, leaf: true },
  ],
};

const all = [...provinces, ...Object.values(children).flat()];
export const chainOf = (id: string): AreaNode[] => {
  const out: AreaNode[] = [];
  for (let cur = all.find((a) => a.id === id); cur; cur = cur.pid ? all.find((a) => a.id === cur?.pid) : undefined) out.unshift(cur);
  return out;
};

export const manyProvinces = (n: number): AreaNode[] => Array.from({ length: n }, (_, i) => ({ id: String(10 + i), name: `区划 ${i + 1}`, pid: null, level: 1, leaf: true }));
