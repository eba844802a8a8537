/** Multi-row inserts in slices: one huge VALUES list overflows drizzle's query builder at benchmark scale. */
export const SEED_BATCH = 1000;

export async function inBatches<T, R>(rows: readonly T[], insert: (batch: T[]) => PromiseLike<R[]>): Promise<R[]>;
export async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => PromiseLike<unknown>): Promise<void>;
export async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => PromiseLike<unknown>): Promise<unknown[] | void> {
  const out: unknown[] = [];
  for (let i = 0; i < rows.length; i += SEED_BATCH) {
    const r = await insert(rows.slice(i, i + SEED_BATCH));
    if (Array.isArray(r)) out.push(...r);
  }
  return out;
}
