import { getTableColumns, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

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

const JSON_SLICE = 5000;

/**
 * Many rows inserted through one JSON parameter per slice (`json_populate_recordset`): the embedded
 * database takes one large parameter several times faster than thousands of small ones, which
 * matters for the largest tables at benchmark scale. Columns no row names keep their defaults.
 */
export async function insertMany<T extends PgTable>(tx: DbOrTx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const named = (r: T['$inferInsert'], key: string): unknown => (r as Record<string, unknown>)[key];
  const keys = Object.keys(columns).filter((k) => rows.some((r) => named(r, k) !== undefined));
  // The database's names: the client's casing (snake_case) unless the schema names the column.
  const nameOf = (k: string) => (columns[k].keyAsName ? toSnakeCase(columns[k].name) : columns[k].name);
  const list = sql.join(
    keys.map((k) => sql.identifier(nameOf(k))),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += JSON_SLICE) {
    const slice = rows.slice(i, i + JSON_SLICE).map((r) => Object.fromEntries(keys.map((k) => [nameOf(k), named(r, k) ?? null])));
    await tx.execute(sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(slice)}::json)`);
  }
}
