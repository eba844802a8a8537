/**
 * The flow log of the seeded records, so every status has a history to show: products under
 * review were submitted by their enterprise's administrator; passed and failed ones were then
 * decided by the manager (a failed one with a reason).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { PRODUCT_REVIEW } from '../../src/domain/codes';
import { productReviewFlow } from '../../src/domain/workflows/productReview';
import type { DbOrTx } from '../db/client';
import { flowLog, sysOrg, sysRole, sysUser, sysUserRole, zpProduct } from '../db/schema';
import { inBatches } from '../db/batch';

const FAIL_REASONS = ['产品背面图片不清晰，请重新上传', '规格与包装标签不一致，请核对后修改', '生产场所信息不完整，请补充'];
const DAY = 24 * 60 * 60 * 1000;

const moveOf = (action: string) => productReviewFlow.transitions.find((t) => t.action === action)!;

export async function seedFlows(tx: DbOrTx): Promise<void> {
  const products = await tx
    .select({ id: zpProduct.id, orgId: zpProduct.orgId, status: zpProduct.reviewStatus, createTime: zpProduct.createTime })
    .from(zpProduct)
    .where(ne(zpProduct.reviewStatus, PRODUCT_REVIEW.draft))
    .orderBy(zpProduct.id);
  if (!products.length) return;
  const adminOf = await firstWithRole(tx, 'R_ORG_ADMIN', [...new Set(products.map((p) => p.orgId))]);
  const manager = await seededManager(tx);
  if (!manager) return;

  const entries: (typeof flowLog.$inferInsert)[] = [];
  products.forEach((p, i) => {
    const admin = adminOf.get(p.orgId);
    if (!admin) return;
    const at = (days: number) => new Date(p.createTime.getTime() + days * DAY);
    const submit = moveOf('submit');
    entries.push({ flowKey: productReviewFlow.key, recordId: p.id, action: submit.action, actionLabel: submit.label, fromStatus: PRODUCT_REVIEW.draft, toStatus: PRODUCT_REVIEW.pending, actorId: admin.id, actorName: admin.name ?? '', orgId: admin.orgId, orgName: admin.orgName, createTime: at(1) });
    if (p.status === PRODUCT_REVIEW.pending) return;
    const decision = moveOf(p.status === PRODUCT_REVIEW.passed ? 'pass' : 'fail');
    entries.push({
      flowKey: productReviewFlow.key,
      recordId: p.id,
      action: decision.action,
      actionLabel: decision.label,
      fromStatus: PRODUCT_REVIEW.pending,
      toStatus: decision.to,
      actorId: manager.id,
      actorName: manager.name ?? 'manager',
      orgId: manager.orgId,
      orgName: manager.orgName,
      opinion: decision.action === 'fail' ? FAIL_REASONS[i % FAIL_REASONS.length] : null,
      createTime: at(3),
    });
  });
  await inBatches(entries, (batch) => tx.insert(flowLog).values(batch));
}

/** Who acts in seeded histories: a user as the flow log names them. */
export interface SeedActor {
  readonly id: number;
  readonly name: string | null;
  readonly orgId: number | null;
  readonly orgName: string | null;
}

/** The first user (by id) with `role` in each of the organisations: who submitted for it. */
export async function firstWithRole(tx: DbOrTx, role: string, orgIds: readonly number[]): Promise<Map<number, SeedActor>> {
  const out = new Map<number, SeedActor>();
  if (!orgIds.length) return out;
  const users = await tx
    .select({ id: sysUser.id, name: sysUser.name, orgId: sysUser.orgId, orgName: sysOrg.name })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.code, role)))
    .innerJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
    .where(inArray(sysUser.orgId, [...orgIds]))
    .orderBy(sysUser.id);
  for (const u of users) if (u.orgId !== null && !out.has(u.orgId)) out.set(u.orgId, u);
  return out;
}

/** The demo manager, who decides in seeded histories. */
export async function seededManager(tx: DbOrTx): Promise<SeedActor | undefined> {
  const [manager] = await tx.select({ id: sysUser.id, name: sysUser.name, orgId: sysUser.orgId, orgName: sysOrg.name }).from(sysUser).leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId)).where(eq(sysUser.username, 'manager'));
  return manager;
}
