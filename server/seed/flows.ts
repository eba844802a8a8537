/**
 * The products' reviews, played: each product the catalogue made reaches the status its history
 * drew through the engine, submitted by its enterprise's administrator and decided by the demo
 * manager (a failure with its reason) within days of being made.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PRODUCT_REVIEW } from '../../src/domain/codes';
import { productReviewFlow } from '../../src/domain/workflows/productReview';
import type { DbOrTx } from '../db/client';
import { sysOrg, sysRole, sysUser, sysUserRole } from '../db/schema';
import type { MadeProduct } from './catalogue';
import type { Stage } from './play';

const FAIL_REASONS = ['产品背面图片不清晰，请重新上传', '规格与包装标签不一致，请核对后修改', '生产场所信息不完整，请补充'];
const DAY = 24 * 60 * 60 * 1000;

export async function playProductReviews(tx: DbOrTx, stage: Stage, products: readonly MadeProduct[]): Promise<void> {
  const reviewed = products.filter((p) => p.reviewStatus !== PRODUCT_REVIEW.draft);
  const adminOf = await firstWithRole(tx, 'R_ORG_ADMIN', [...new Set(reviewed.map((p) => p.orgId))]);
  const manager = await seededManager(tx);
  if (!manager) return;
  const now = Date.now();
  for (const [i, p] of reviewed.entries()) {
    const admin = adminOf.get(p.orgId);
    if (!admin) continue;
    // Submitted a day after it was made, decided two days later (sooner for a product made this week).
    const day = Math.min(DAY, (now - p.createTime.getTime()) / 4);
    await stage.playTo(tx, productReviewFlow, p.id, p.reviewStatus, (move, k) => ({
      by: move.actor.relation === 'management' ? manager.id : admin.id,
      at: p.createTime.getTime() + (k === 0 ? 1 : 3) * day,
      opinion: move.action === 'fail' ? FAIL_REASONS[i % FAIL_REASONS.length] : null,
    }));
  }
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
