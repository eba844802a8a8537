/**
 * The tables a piece of work reads, from the statements it runs: drizzle hands every statement to
 * the database's logger, which names what follows FROM and JOIN while `recordingTables` runs (in
 * that async context only, so other requests' statements never mix in). A stored figure keeps them
 * to know which changes make it stale (server/modules/stats/figureCache.ts).
 *
 * Names that are not tables (a CTE, a subquery's alias after `extract(… from x)`) come along
 * harmlessly: no change is ever logged under them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

const recording = new AsyncLocalStorage<Set<string>>();
/** FROM or JOIN, then a (possibly quoted) name that is not a function call. */
const TABLE_AFTER = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)\b"?(?!\s*\()/gi;

export const tableLogger: Logger = {
  logQuery(query) {
    const tables = recording.getStore();
    if (tables) for (const m of query.matchAll(TABLE_AFTER)) tables.add(m[1].toLowerCase());
  },
};

export async function recordingTables<T>(work: () => Promise<T>): Promise<{ value: T; tables: string[] }> {
  const tables = new Set<string>();
  const value = await recording.run(tables, work);
  return { value, tables: [...tables].sort() };
}
