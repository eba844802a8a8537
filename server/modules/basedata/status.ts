/**
 * The derived status of standards and technical specifications (code list standardStatus):
 * 0 废止 once the abolish date has come, 2 即将实施 before the implement date, 1 现行 otherwise.
 * Every write stores it (documents.ts); a new day can change it without a write, so the first
 * request of each day to this module refreshes the stored values. Readers elsewhere (the big
 * screen's counts) may call refreshDocumentStatuses first, or count by documentStatusSql.
 */
import { ne, sql, type SQL } from 'drizzle-orm';
import { beijingDate } from '../../../src/domain/beijingTime';
import type { DbOrTx } from '../../db/client';
import { baseStandard, baseTechSpec } from '../../db/schema';

type DocumentTable = typeof baseStandard | typeof baseTechSpec;

/** The status expression over a row's dates, for `today` (YYYY-MM-DD, Beijing time). */
export function documentStatusSql(t: DocumentTable, today: string = beijingDate()): SQL<number> {
  return sql<number>`(case when ${t.abolishDate} is not null and ${t.abolishDate} <= ${today}::date then 0 when ${t.implementDate} > ${today}::date then 2 else 1 end)`;
}

/** Brings the stored status of both tables up to `today`; returns how many rows changed. */
export async function refreshDocumentStatuses(db: DbOrTx, today: string = beijingDate()): Promise<number> {
  let changed = 0;
  for (const t of [baseStandard, baseTechSpec]) {
    const expr = documentStatusSql(t, today);
    const rows = await db.update(t).set({ status: expr }).where(ne(t.status, expr)).returning({ id: t.id });
    changed += rows.length;
  }
  return changed;
}

/** Runs the refresh at most once a day per server process (each process refreshing is harmless). */
export function dailyRefresher(db: DbOrTx): () => Promise<void> {
  let refreshedOn = '';
  return async () => {
    const today = beijingDate();
    if (refreshedOn === today) return;
    await refreshDocumentStatuses(db, today);
    refreshedOn = today;
  };
}
