/** Batches as GET batches answers them, for the stories and the tests. */
import type { CatalogueBatch } from '@/api/catalogue';

export const BATCHES: CatalogueBatch[] = [
  { id: 3, batchNo: 3, title: '2026年第3批圳品目录', total: 12, publishBy: 1, publishTime: '2026-06-28T02:00:00.000Z' },
  { id: 2, batchNo: 2, title: '2025年第2批圳品目录', total: 40, publishBy: 1, publishTime: '2025-12-28T02:00:00.000Z' },
  { id: 1, batchNo: 1, title: '2025年第1批圳品目录', total: 35, publishBy: 1, publishTime: '2025-06-28T02:00:00.000Z' },
];
export const NEXT: CatalogueBatch = { id: 4, batchNo: 4, title: '2026年第4批圳品目录', total: 3, publishBy: 1, publishTime: '2026-11-25T02:00:00.000Z' };
