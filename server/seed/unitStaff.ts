/**
 * 机构人员核验: five or six staff records per institution, together in every status of the flow,
 * played through the engine: submitted by the institution's administrator, then verified, or
 * rejected with a reason, by the manager.
 */
import { and, asc, ne } from 'drizzle-orm';
import { CODE_LISTS, ORG_TYPE, orgTypeValue, STAFF_VERIFY } from '../../src/domain/codes';
import { staffVerifyFlow } from '../../src/domain/workflows/staffVerify';
import type { DbOrTx } from '../db/client';
import { sysOrg, unitStaff } from '../db/schema';
import { firstWithRole, seededManager } from './flows';
import type { Stage } from './play';

const DAY = 24 * 60 * 60 * 1000;
// The verified come first: an institution names its evaluation team from them (接受任务).
const STAFF = [
  { name: '陈立新', title: '高级工程师', status: STAFF_VERIFY.verified },
  { name: '陈志强', title: '高级工程师', status: STAFF_VERIFY.verified },
  { name: '李明', title: '工程师', status: STAFF_VERIFY.verified },
  { name: '周晓梅', title: '工程师', status: STAFF_VERIFY.pending },
  { name: '吴国华', title: '助理工程师', status: STAFF_VERIFY.rejected },
  { name: '郑雅琴', title: '工程师', status: STAFF_VERIFY.draft },
] as const;
const REJECT_REASONS = ['资质证书扫描件不清晰，请重新上传', '证书编号与发证机构公示信息不一致，请核对'];

const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

export async function seedUnitStaff(tx: DbOrTx, stage: Stage): Promise<void> {
  const units = await tx
    .select({ id: sysOrg.id, type: sysOrg.type })
    .from(sysOrg)
    .where(and(ne(sysOrg.type, orgTypeValue(ORG_TYPE.management)), ne(sysOrg.type, orgTypeValue(ORG_TYPE.enterprise))))
    .orderBy(asc(sysOrg.id));
  if (!units.length) return;
  const adminOf = await firstWithRole(tx, 'R_UNIT_ADMIN', units.map((u) => u.id));
  const manager = await seededManager(tx);
  const qualifications = CODE_LISTS.staffQualification.items.map((i) => Number(i.value));

  for (const [u, unit] of units.entries()) {
    const admin = adminOf.get(unit.id);
    const people = STAFF.slice(0, 5 + (u % 2));
    const rows = await tx
      .insert(unitStaff)
      .values(
        people.map((p, i) => ({
          orgId: unit.id,
          name: p.name,
          title: p.title,
          mobile: `139${String(unit.id).padStart(4, '0')}${String(i).padStart(4, '0')}`,
          qualification: qualifications[(u + i) % qualifications.length],
          certNo: `ZPPJ-${2023 + (i % 3)}-${String(unit.id * 100 + i).padStart(5, '0')}`,
          certExpire: day(-(365 + i * 200) * DAY),
          status: STAFF_VERIFY.draft,
          createTime: new Date(Date.now() - (60 - i * 10) * DAY),
        })),
      )
      .returning({ id: unitStaff.id, createTime: unitStaff.createTime });
    if (!admin || !manager) continue;
    // Submitted the day after it was entered, decided two days later.
    for (const [i, r] of rows.entries())
      await stage.playTo(tx, staffVerifyFlow, r.id, people[i].status, (move, k) => ({
        by: move.actor.relation === 'management' ? manager.id : admin.id,
        at: r.createTime.getTime() + (k === 0 ? 1 : 3) * DAY,
        opinion: move.action === 'reject' ? REJECT_REASONS[(u + i) % REJECT_REASONS.length] : null,
      }));
  }
}
