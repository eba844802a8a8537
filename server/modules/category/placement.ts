/**
 * Where a category sits in the tree. The server derives `level`, `pids` (",1,4,": the ancestors),
 * `productType` (the product-type root's code) and the parent's `leaf` flag, so clients send only
 * `pid`. Runs inside the engine's write transaction; the row being updated is already locked.
 */
import { and, count, eq, inArray, like, ne, notInArray, or, sql } from 'drizzle-orm';
import { CATEGORY_MAX_LEVEL, CATEGORY_MSG, CATEGORY_ROOT_LEVEL } from '../../../src/domain/resources/category';
import type { DbOrTx } from '../../db/client';
import { proCategory, zpProduct } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';

type Row = Record<string, unknown>;
type Category = typeof proCategory.$inferSelect;

/** Prefix of every descendant's `pids`. */
export const branchPrefix = (c: Pick<Category, 'id' | 'pids'>): string => `${c.pids}${c.id},`;

async function parentOf(tx: DbOrTx, pid: number): Promise<Category> {
  // Locked so a concurrent delete of the parent cannot leave an orphan.
  const [parent] = await tx.select().from(proCategory).where(eq(proCategory.id, pid)).for('update');
  if (!parent) throw badRequest(CATEGORY_MSG.parentMissing);
  return parent;
}

async function assertUniqueName(tx: DbOrTx, pid: number, name: string, selfId: number | null): Promise<void> {
  const clash = await tx
    .select({ id: proCategory.id })
    .from(proCategory)
    .where(and(eq(proCategory.pid, pid), eq(proCategory.name, name), selfId === null ? undefined : ne(proCategory.id, selfId)))
    .limit(1);
  if (clash.length) throw badRequest(CATEGORY_MSG.duplicateName(name));
}

/** After children left `parentId`, mark it a leaf if none remain. */
export async function refreshLeaf(tx: DbOrTx, parentId: number, ignoring: readonly number[] = []): Promise<void> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(proCategory)
    .where(and(eq(proCategory.pid, parentId), ignoring.length ? notInArray(proCategory.id, [...ignoring]) : undefined));
  if (Number(n) === 0) await tx.update(proCategory).set({ leaf: true }).where(eq(proCategory.id, parentId));
}

export async function placeNew(tx: DbOrTx, value: Row): Promise<Row> {
  const parent = await parentOf(tx, value.pid as number);
  if (parent.level + 1 > CATEGORY_MAX_LEVEL) throw badRequest(CATEGORY_MSG.tooDeep(CATEGORY_MAX_LEVEL));
  await assertUniqueName(tx, parent.id, value.name as string, null);
  await tx.update(proCategory).set({ leaf: false }).where(eq(proCategory.id, parent.id));
  // A category created in a disabled branch starts disabled, like the rest of the branch.
  return { ...value, level: parent.level + 1, pids: branchPrefix(parent), productType: parent.productType, leaf: true, enabled: parent.enabled };
}

export async function placeExisting(tx: DbOrTx, id: number, value: Row): Promise<Row> {
  const [cur] = await tx.select().from(proCategory).where(eq(proCategory.id, id));
  if (!cur) throw notFound('产品分类');
  if (cur.level <= CATEGORY_ROOT_LEVEL) throw badRequest(CATEGORY_MSG.rootFixed);
  const targetPid = typeof value.pid === 'number' ? value.pid : (cur.pid ?? 0);
  if (typeof value.name === 'string') await assertUniqueName(tx, targetPid, value.name, id);
  if (targetPid === cur.pid) return value;

  // A move: the node and its whole branch get new ancestors, level and product type.
  const parent = await parentOf(tx, targetPid);
  if (parent.id === id || parent.pids.includes(`,${id},`)) throw badRequest(CATEGORY_MSG.intoOwnBranch);
  if (typeof value.name !== 'string') await assertUniqueName(tx, parent.id, cur.name, id);
  const oldPrefix = branchPrefix(cur);
  const [{ deepest }] = await tx
    .select({ deepest: sql<number>`coalesce(max(${proCategory.level}), ${cur.level})::int` })
    .from(proCategory)
    .where(like(proCategory.pids, `${oldPrefix}%`));
  const delta = parent.level + 1 - cur.level;
  if (Math.max(deepest, cur.level) + delta > CATEGORY_MAX_LEVEL) throw badRequest(CATEGORY_MSG.tooDeep(CATEGORY_MAX_LEVEL));
  const newPids = branchPrefix(parent);
  const newPrefix = `${newPids}${id},`;
  await tx
    .update(proCategory)
    .set({
      pids: sql`${newPrefix} || substr(${proCategory.pids}, ${oldPrefix.length + 1})`,
      level: sql`${proCategory.level} + ${delta}`,
      productType: parent.productType,
      // Moved under a disabled parent, the branch is disabled with it.
      ...(parent.enabled ? {} : { enabled: false }),
      updateTime: new Date(),
    })
    .where(like(proCategory.pids, `${oldPrefix}%`));
  await tx.update(proCategory).set({ leaf: false }).where(eq(proCategory.id, parent.id));
  if (cur.pid !== null) await refreshLeaf(tx, cur.pid, [id]);
  return { ...value, pid: parent.id, level: parent.level + 1, pids: newPids, productType: parent.productType, ...(parent.enabled ? {} : { enabled: false }) };
}

/** Refuses deleting product types, categories with children (outside the deleted set) and categories products use. */
export async function checkDelete(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  const rows = await tx.select().from(proCategory).where(inArray(proCategory.id, [...ids])).for('update');
  const nameOf = new Map(rows.map((r) => [r.id, r.name]));
  const root = rows.find((r) => r.level <= CATEGORY_ROOT_LEVEL);
  if (root) throw badRequest(CATEGORY_MSG.rootFixed);
  const [child] = await tx
    .select({ pid: proCategory.pid })
    .from(proCategory)
    .where(and(inArray(proCategory.pid, [...ids]), notInArray(proCategory.id, [...ids])))
    .limit(1);
  if (child) throw badRequest(CATEGORY_MSG.hasChildren(nameOf.get(child.pid as number) ?? ''));
  const used = await tx
    .select({ categoryId: zpProduct.categoryId, n: count() })
    .from(zpProduct)
    .where(inArray(zpProduct.categoryId, [...ids]))
    .groupBy(zpProduct.categoryId)
    .limit(1);
  if (used.length) throw badRequest(CATEGORY_MSG.inUse(nameOf.get(used[0].categoryId as number) ?? '', Number(used[0].n)));
  // Parents left without children become leaves (the rows themselves go right after this hook).
  const parents = [...new Set(rows.map((r) => r.pid).filter((p): p is number => p !== null && !ids.includes(p)))];
  for (const p of parents) await refreshLeaf(tx, p, ids);
}

/** The ids a branch toggle touches: the node and its descendants, plus (when enabling) its ancestors. */
export function branchCondition(c: Category, enabling: boolean) {
  const ancestors = c.pids.split(',').filter(Boolean).map(Number);
  return or(eq(proCategory.id, c.id), like(proCategory.pids, `${branchPrefix(c)}%`), enabling && ancestors.length ? inArray(proCategory.id, ancestors) : undefined);
}
