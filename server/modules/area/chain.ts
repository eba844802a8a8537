/** Ancestor chains of areas (province first), walked up the pid links: at most one query per level. */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addvcd } from '../../db/schema';

export interface AreaRow {
  readonly id: string;
  readonly name: string;
  readonly pid: string | null;
  readonly level: number;
}

/** Deeper than any real division tree: stops a corrupt pid cycle from looping. */
const MAX_DEPTH = 6;

/** For each known id, its chain from the province down to the area itself. Unknown ids are absent. */
export async function loadChains(db: DbOrTx, ids: readonly string[]): Promise<Map<string, AreaRow[]>> {
  const known = new Map<string, AreaRow>();
  let wanted = [...new Set(ids.filter(Boolean))];
  for (let depth = 0; wanted.length && depth < MAX_DEPTH; depth++) {
    const rows = await db.select({ id: addvcd.id, name: addvcd.name, pid: addvcd.pid, level: addvcd.level }).from(addvcd).where(inArray(addvcd.id, wanted));
    for (const r of rows) known.set(r.id, r);
    wanted = [...new Set(rows.map((r) => r.pid).filter((p): p is string => !!p && !known.has(p)))];
  }
  const out = new Map<string, AreaRow[]>();
  for (const id of ids) {
    const chain: AreaRow[] = [];
    for (let cur = known.get(id); cur && chain.length < MAX_DEPTH; cur = cur.pid ? known.get(cur.pid) : undefined) chain.unshift(cur);
    if (chain.length) out.set(id, chain);
  }
  return out;
}

/** Readable area paths ('广东省/深圳市/南山区') by code. */
export async function areaNames(db: DbOrTx, codes: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
  const chains = await loadChains(db, codes.filter((c): c is string => !!c));
  return new Map([...chains].map(([code, chain]) => [code, chain.map((a) => a.name).join('/')]));
}
