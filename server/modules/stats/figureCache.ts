/**
 * Figures computed once per change of what they count: the wall's reads and the statistics
 * tables are stored with the tables their statements read and the oldest transaction running when
 * they were computed, and served again until a statement on one of those tables (the triggers of
 * migrations 0026 and 0028 log each one in stat_change, by table) comes from that transaction or a
 * later one. So a refresh after a move in the portal recomputes what the move touched, and the
 * refreshes in between, on every wall and every manager's page, read one row.
 *
 * Shared by every server process on the same database; a change that commits while a figure is
 * being computed makes it stale at once, since its transaction is at or after the recorded one.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';
import { recordingTables } from '../../db/tablesRead';
import { metrics } from '../../http/metrics';

/** Stored figures nobody read again for this long are dropped (and the changes they held back). */
const KEEP = '1 day';

export async function cachedFigure<T>(db: DbOrTx, key: string, compute: () => Promise<T>): Promise<T> {
  const [hit] = rowsOf<{ value: T }>(
    await db.execute(sql`
      select f.value from stat_figure f
      where f.key = ${key} and not exists (select 1 from stat_change c where c.xid >= f.since_xid and c.tbl = any(f.tables))`),
  );
  metrics.figures.inc({ result: hit ? 'hit' : 'miss' });
  if (hit) return hit.value;
  // Recorded before computing: anything committing from here on comes from a transaction at or after it.
  const [{ xmin }] = rowsOf<{ xmin: string }>(await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`));
  const { value, tables } = await recordingTables(compute);
  await db.execute(sql`
    insert into stat_figure (key, since_xid, tables, value) values (${key}, ${xmin}::xid8, ${`{${tables.join(',')}}`}::text[], ${JSON.stringify(value)}::jsonb)
    on conflict (key) do update set since_xid = excluded.since_xid, tables = excluded.tables, value = excluded.value, stored_at = now()`);
  await db.execute(sql`delete from stat_figure where stored_at < now() - ${KEEP}::interval`);
  await db.execute(sql`delete from stat_change where xid < (select coalesce(min(since_xid), ${xmin}::xid8) from stat_figure)`);
  return value;
}
