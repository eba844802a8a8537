/** SQL over an organisation's type (sys_org.type: one code, or institution unit types joined with commas). */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { orgTypeLikePattern, type OrgTypeCode } from '../../src/domain/codes';

/** The type in `column` holds `code` as one of its comma-joined codes (exactly: "2" is not in "12"). */
export const orgTypeHolds = (column: AnyColumn, code: OrgTypeCode | string): SQL => sql`(',' || ${column} || ',') like ${orgTypeLikePattern(code)}`;
