/** Which applications a caller sees: an enterprise its own, an institution those assigned to it (to evaluate or to test), management all. */
import { eq, or, type SQL } from 'drizzle-orm';
import { zpEval, zpEvalSitePlan } from '../../db/schema';
import { isManagement, type Principal } from '../../http/auth';

export const evalScope = (p: Principal): SQL | undefined =>
  isManagement(p) ? undefined : or(eq(zpEval.orgId, p.orgId ?? -1), eq(zpEval.unitId, p.orgId ?? -1), eq(zpEval.testUnitId, p.orgId ?? -1));

/** The caller works for the evaluation institution assigned to the application (its administrator or staff). */
export const isAssignedInstitution = (p: Principal, row: { readonly unitId: number | null }): boolean =>
  row.unitId !== null && row.unitId === p.orgId && p.roleCodes.some((r) => r === 'R_UNIT_ADMIN' || r === 'R_UNIT_USER');

/** Which site plans a caller sees: those of the applications they see (a plan copies its application's organisations). */
export const evalSitePlanScope = (p: Principal): SQL | undefined =>
  isManagement(p) ? undefined : or(eq(zpEvalSitePlan.orgId, p.orgId ?? -1), eq(zpEvalSitePlan.unitId, p.orgId ?? -1), eq(zpEvalSitePlan.testUnitId, p.orgId ?? -1));
