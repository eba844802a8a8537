/** Organisation rows as the client shows them: with the readable type and the area path. */
import { orgTypeName } from '../../../src/domain/resources/org';
import type { DbOrTx } from '../../db/client';
import { areaNames } from '../area/chain';

type Row = Record<string, unknown>;

export async function presentOrgs(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const names = await areaNames(db, rows.map((r) => (typeof r.areaCode === 'string' ? r.areaCode : null)));
  return rows.map((r) => ({
    ...r,
    typeName: orgTypeName(typeof r.type === 'string' ? r.type : null),
    areaName: typeof r.areaCode === 'string' ? (names.get(r.areaCode) ?? null) : null,
  }));
}
