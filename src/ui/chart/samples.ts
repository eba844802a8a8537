/** Sample figures for chart stories and tests (shapes of src/domain/chartData.ts; names as the seed has them). */
import type { MultiSeries, NamedValue, TreeDatum } from '@/domain/chartData';

export const SAMPLE_CATEGORIES: NamedValue[] = [
  { name: '蔬菜', value: 46 },
  { name: '水果', value: 38 },
  { name: '畜禽肉', value: 27 },
  { name: '水产品', value: 21 },
  { name: '粮油', value: 16 },
  { name: '乳制品', value: 9 },
  { name: '茶叶', value: 5 },
];

export const SAMPLE_STATUS: NamedValue[] = [
  { name: '待下发', value: 4 },
  { name: '进行中', value: 12 },
  { name: '已通过', value: 31 },
  { name: '不通过', value: 3 },
];

/** `n` named figures (for LargeData stories). */
export const manyNamed = (n: number, prefix = '品类'): NamedValue[] =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix}${String(i + 1).padStart(3, '0')}`, value: ((i * 37) % 97) + 1 }));

export const SAMPLE_TREND: MultiSeries = {
  categories: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'],
  series: [
    { name: '申报', data: [12, 15, 9, 18, 22, 19, 25, 21, 17, 23, 28, 14] },
    { name: '通过', data: [8, 10, 6, 12, 15, 14, 18, 16, 12, 17, 20, 9] },
  ],
};

export const manySeries = (points: number, series = 3): MultiSeries => ({
  categories: Array.from({ length: points }, (_, i) => `第${i + 1}期`),
  series: Array.from({ length: series }, (_, s) => ({ name: `系列${s + 1}`, data: Array.from({ length: points }, (_, i) => Math.round(50 + 40 * Math.sin((i + s * 7) / 6))) })),
});

export const SAMPLE_TREE: TreeDatum[] = [
  { name: '评价标准', children: [{ name: '国家标准', value: 12 }, { name: '行业标准', value: 8 }, { name: '团体标准', value: 15 }] },
  { name: '技术规范', children: [{ name: '种植规范', value: 9 }, { name: '养殖规范', value: 6 }, { name: '加工规范', value: 7 }] },
  { name: '评价规则', value: 4 },
];

export const manyTree = (branches: number, leaves: number): TreeDatum[] =>
  Array.from({ length: branches }, (_, b) => ({ name: `分类${b + 1}`, children: manyNamed(leaves, `分类${b + 1}-`) }));
