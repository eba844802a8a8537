/**
 * Seeds every code list of src/domain/codes.ts as a dictionary (code = the list's code, name =
 * its name, items in the list's order), plus the code list the resource definitions add (the area
 * levels), so selects load their options from GET /api/sysdic/code.
 */
import { CODE_LISTS, type CodeList } from '../../src/domain/codes';
import { AREA_LEVELS } from '../../src/domain/resources/area';
import type { DbOrTx } from '../db/client';
import { sysDic, sysDicItem } from '../db/schema';

export const SEEDED_CODE_LISTS: readonly CodeList[] = [...Object.values(CODE_LISTS), AREA_LEVELS];

export async function seedDictionaries(tx: DbOrTx): Promise<void> {
  const dics = await tx
    .insert(sysDic)
    .values(SEEDED_CODE_LISTS.map((l) => ({ code: l.code, name: l.name })))
    .onConflictDoNothing({ target: sysDic.code })
    .returning({ id: sysDic.id, code: sysDic.code });
  const byCode = new Map(dics.map((d) => [d.code, d.id]));
  const items = SEEDED_CODE_LISTS.flatMap((l) => {
    const dicId = byCode.get(l.code);
    return dicId === undefined ? [] : l.items.map((it, i) => ({ dicId, itemLabel: it.label, itemValue: it.value, seq: i + 1 }));
  });
  if (items.length) await tx.insert(sysDicItem).values(items);
}
