/**
 * Organisation scope: management (src/domain/roles.ts isManagement) sees every organisation;
 * anyone else only their own, so another organisation's record is "not found", never shown.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isManagement, type Principal } from '../../http/auth';

/** Matches nothing: for a caller outside management with no organisation. */
const NOTHING = sql`false`;

/** Condition on a column holding an organisation id (the org's own id, or a row's orgId). */
export const ownOrgOnly = (column: AnyPgColumn) => (p: Principal): SQL | undefined => {
  if (isManagement(p)) return undefined;
  return p.orgId === null ? NOTHING : eq(column, p.orgId);
};
