/**
 * Product categories (calls document §7.8): page, get, create (PUT), update (PUT /{id}) and
 * delete (DELETE ?ids=) through the resource engine with tree placement hooks; the enable toggle,
 * the tree (sync) and the product-type lookup (lst) as custom routes.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { proCategory } from '../../db/schema';
import { registerResource } from '../../http/resource';
import { registerEnable } from './enable';
import { registerLookup } from './lookup';
import { checkDelete, placeExisting, placeNew } from './placement';

type Row = Record<string, unknown>;

/** Adds the parent's name for lists and forms. */
async function present(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const pids = [...new Set(rows.map((r) => r.pid).filter((v): v is number => typeof v === 'number' && v > 0))];
  const parents = pids.length ? await db.select({ id: proCategory.id, name: proCategory.name }).from(proCategory).where(inArray(proCategory.id, pids)) : [];
  const names = new Map(parents.map((p) => [p.id, p.name]));
  return rows.map((r) => ({ ...r, parentName: names.get(r.pid as number) ?? null }));
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerResource(app, db, {
    resource: 'category',
    table: proCategory,
    beforeWrite: ({ tx }, value, id) => (id === null ? placeNew(tx, value) : placeExisting(tx, id as number, value)),
    beforeDelete: ({ tx }, ids) => checkDelete(tx, ids as number[]),
    present,
  });
  registerEnable(app, db);
  registerLookup(app, db);
};
export default plugin;
