/**
 * The evaluation team (接受任务's leaderName and memberNames, also staffSave) is named from the
 * accepting institution's verified staff whose certificate has not expired (verifiedUnitStaff):
 * the pickers offer only them (EVAL_TEAM_FIELDS' refs), and this check words the refusal of any
 * other name. Members are the names joined with commas (the multi picker) or, as typed before, 、.
 */
import { and, eq, gte } from 'drizzle-orm';
import { STAFF_VERIFY } from '../../../src/domain/codes';
import type { EvalUnitStaff } from '../../../src/domain/resources/evaluation';
import type { DbOrTx } from '../../db/client';
import { unitStaff } from '../../db/schema';
import { beijingDate } from '../../../src/domain/beijingTime';

export const EVAL_TEAM_MSG = {
  leader: '评价组长：评价组长须为本机构已审核的评价人员',
  members: (names: string) => `评价组员：${names} 不是本机构已审核的评价人员`,
  noStaff: '本机构还没有已审核的评价人员，请先在“机构人员核验”中提交人员并通过审核',
} as const;

/**
 * The verified staff of an institution whose certificate has not expired (Beijing date), one entry
 * per person: what the team of 接受任务 and staffSave is picked from, and may be checked against.
 */
export async function verifiedUnitStaff(tx: DbOrTx, unitId: number): Promise<EvalUnitStaff[]> {
  const rows = await tx
    .select({ name: unitStaff.name, qualification: unitStaff.qualification, certExpire: unitStaff.certExpire })
    .from(unitStaff)
    .where(and(eq(unitStaff.orgId, unitId), eq(unitStaff.status, STAFF_VERIFY.verified), gte(unitStaff.certExpire, beijingDate())))
    .orderBy(unitStaff.name, unitStaff.qualification);
  const byName = new Map<string, { qualifications: number[]; certExpire: string }>();
  for (const r of rows) {
    const known = byName.get(r.name) ?? { qualifications: [], certExpire: r.certExpire };
    if (!known.qualifications.includes(r.qualification)) known.qualifications.push(r.qualification);
    if (r.certExpire > known.certExpire) known.certExpire = r.certExpire;
    byName.set(r.name, known);
  }
  return [...byName].map(([name, v]) => ({ name, ...v }));
}

/** The names of a members text ('李明,张华' or '李明、张华'). */
export const teamNames = (text: string | null | undefined): string[] => [...new Set((text ?? '').split(/[,，、;；\s]+/).map((n) => n.trim()).filter(Boolean))];

/** Why this team may not be named by the institution `unitId`, or null when every name is its verified staff. */
export async function evalTeamProblem(tx: DbOrTx, unitId: number, leaderName: string, memberNames: string | null | undefined): Promise<string | null> {
  const staff = new Set((await verifiedUnitStaff(tx, unitId)).map((s) => s.name));
  if (!staff.size) return EVAL_TEAM_MSG.noStaff;
  if (!staff.has(leaderName.trim())) return EVAL_TEAM_MSG.leader;
  const strangers = teamNames(memberNames).filter((n) => !staff.has(n));
  return strangers.length ? EVAL_TEAM_MSG.members(strangers.join('、')) : null;
}
