/**
 * 机构人员核验: five or six staff records per institution, together in every status of the flow,
 * with the history the engine would have written: submitted by the institution's administrator,
 * then verified, or rejected with a reason, by the manager.
 */
import { and, asc, ne } from 'drizzle-orm';
import { CODE_LISTS, ORG_TYPE, orgTypeValue, STAFF_VERIFY } from '../../src/domain/codes';
import { staffVerifyFlow } from '../../src/domain/workflows/staffVerify';
import type { DbOrTx } from '../db/client';
import { flowLog, sysOrg, unitStaff } from '../db/schema';
import { firstWithRole, seededManager } from './flows';

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

const moveOf = (action: string) => staffVerifyFlow.transitions.find((t) => t.action === action)!;
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

export async function seedUnitStaff(tx: DbOrTx): Promise<void> {
  const units = await tx
    .select({ id: sysOrg.id, type: sysOrg.type })
    .from(sysOrg)
    .where(and(ne(sysOrg.type, orgTypeValue(ORG_TYPE.management)), ne(sysOrg.type, orgTypeValue(ORG_TYPE.enterprise))))
    .orderBy(asc(sysOrg.id));
  if (!units.length) return;
  const adminOf = await firstWithRole(tx, 'R_UNIT_ADMIN', units.map((u) => u.id));
  const manager = await seededManager(tx);
  const qualifications = CODE_LISTS.staffQualification.items.map((i) => Number(i.value));

  const entries: (typeof flowLog.$inferInsert)[] = [];
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
          status: p.status,
          createTime: new Date(Date.now() - (60 - i * 10) * DAY),
        })),
      )
      .returning({ id: unitStaff.id, status: unitStaff.status, createTime: unitStaff.createTime });
    if (!admin || !manager) continue;
    for (const [i, r] of rows.entries()) {
      if (r.status === STAFF_VERIFY.draft) continue;
      const at = (days: number) => new Date(r.createTime.getTime() + days * DAY);
      const submit = moveOf('submit');
      entries.push({ flowKey: staffVerifyFlow.key, recordId: r.id, action: submit.action, actionLabel: submit.label, fromStatus: STAFF_VERIFY.draft, toStatus: STAFF_VERIFY.pending, actorId: admin.id, actorName: admin.name ?? '', orgId: admin.orgId, orgName: admin.orgName, createTime: at(1) });
      if (r.status === STAFF_VERIFY.pending) continue;
      const decision = moveOf(r.status === STAFF_VERIFY.verified ? 'verify' : 'reject');
      entries.push({
        flowKey: staffVerifyFlow.key, recordId: r.id, action: decision.action, actionLabel: decision.label, fromStatus: STAFF_VERIFY.pending, toStatus: decision.to,
        actorId: manager.id, actorName: manager.name ?? 'manager', orgId: manager.orgId, orgName: manager.orgName,
        opinion: decision.action === 'reject' ? REJECT_REASONS[(u + i) % REJECT_REASONS.length] : null, createTime: at(3),
      });
    }
  }
  if (entries.length) await tx.insert(flowLog).values(entries);
}
