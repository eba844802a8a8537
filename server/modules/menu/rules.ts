/** Checks on a menu item's fields and its place in the tree (used by create and update). */
import { eq } from 'drizzle-orm';
import {
  BADGE_RE,
  EXTERNAL_PATH_RE,
  MENU_MSG,
  MENU_TARGETS,
  PERM_STRING_RE,
  ROUTE_PATH_RE,
  VIEW_PATH_RE,
} from '../../../src/domain/resources/menu';
import type { DbOrTx } from '../../db/client';
import { sysMenu } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { descendantsOf } from '../../http/tree';

type Row = Record<string, unknown>;

const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** Normalises opts (trimmed, no empty parts, no repeats) and refuses malformed permission strings. */
export function normaliseOpts(opts: string): string {
  const parts = [...new Set(opts.split(',').map((s) => s.trim()).filter(Boolean))];
  const bad = parts.find((s) => !PERM_STRING_RE.test(s));
  if (bad) throw badRequest(MENU_MSG.optsFormat(bad));
  return parts.join(',');
}

export async function checkMenu(tx: DbOrTx, value: Row, id: number | null): Promise<Row> {
  if (isText(value.path) && !(VIEW_PATH_RE.test(value.path) || EXTERNAL_PATH_RE.test(value.path) || ROUTE_PATH_RE.test(value.path))) {
    throw badRequest(MENU_MSG.pathFormat);
  }
  if (isText(value.target) && !(MENU_TARGETS as readonly string[]).includes(value.target)) throw badRequest(MENU_MSG.targetFormat);
  if (isText(value.badge) && !BADGE_RE.test(value.badge)) throw badRequest(MENU_MSG.badgeFormat);
  if (isText(value.opts)) value.opts = normaliseOpts(value.opts) || null;
  if (typeof value.pid === 'number') {
    const [parent] = await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.id, value.pid));
    if (!parent) throw badRequest(MENU_MSG.parentMissing);
    if (id !== null) {
      const all = await tx.select({ id: sysMenu.id, pid: sysMenu.pid }).from(sysMenu);
      if (descendantsOf(all, id).has(value.pid)) throw badRequest(MENU_MSG.parentLoop);
    }
  }
  return value;
}
