/**
 * Departments and posts of the demo world: the shared posts management keeps (公共岗位), and for
 * every organisation a small department tree fitting its kind; each user is placed in the first
 * department of their organisation with a post, so the users form shows real pickers.
 */
import { eq, sql } from 'drizzle-orm';
import { ORG_TYPE, orgTypeValue } from '../../src/domain/codes';
import type { DbOrTx } from '../db/client';
import { sysDept, sysOrg, sysPosition, sysUser } from '../db/schema';

const SHARED_POSTS: readonly [code: string, name: string, remark: string][] = [
  ['GM', '负责人', '组织的主要负责人'],
  ['QUALITY_MGR', '质量负责人', '负责质量管理体系'],
  ['INSPECTOR', '检验员', '产品检验与记录'],
  ['INTERNAL_AUDITOR', '内审员', '内部审核'],
  ['CLERK', '业务专员', '日常业务办理'],
];

/** Departments by organisation type (management, evaluation, enterprise, other units: by the first code): [name, children]. */
const TREES: Readonly<Record<string, readonly [string, readonly string[]][]>> = {
  [orgTypeValue(ORG_TYPE.management)]: [
    ['综合处', []],
    ['质量监管处', ['评价监督科', '证书管理科']],
  ],
  [orgTypeValue(ORG_TYPE.evaluation)]: [
    ['综合部', []],
    ['评价部', ['现场评价组', '文件审核组']],
  ],
  [orgTypeValue(ORG_TYPE.enterprise)]: [
    ['综合部', []],
    ['质量部', ['检验组']],
    ['生产部', []],
  ],
  other: [
    ['综合部', []],
    ['检测部', []],
  ],
};

export async function seedOrgStructure(tx: DbOrTx): Promise<void> {
  await tx.insert(sysPosition).values(SHARED_POSTS.map(([code, name, remark], i) => ({ code, name, remark, seq: i + 1, orgId: null })));
  const orgs = await tx.select({ id: sysOrg.id, type: sysOrg.type }).from(sysOrg).orderBy(sysOrg.id);
  for (const org of orgs) {
    const tree = TREES[org.type.split(',')[0]] ?? TREES.other;
    let seq = 0;
    for (const [name, children] of tree) {
      const [parent] = await tx.insert(sysDept).values({ orgId: org.id, name, seq: ++seq }).returning({ id: sysDept.id });
      if (children.length) await tx.insert(sysDept).values(children.map((c, i) => ({ orgId: org.id, pid: parent.id, name: c, seq: i + 1 })));
    }
  }
  // Everyone sits in their organisation's first department; administrators lead, the rest are clerks.
  const [gm] = await tx.select({ id: sysPosition.id }).from(sysPosition).where(eq(sysPosition.code, 'GM'));
  const [clerk] = await tx.select({ id: sysPosition.id }).from(sysPosition).where(eq(sysPosition.code, 'CLERK'));
  await tx.update(sysUser).set({
    deptId: sql`(select min(d.id) from ${sysDept} d where d.org_id = ${sysUser.orgId} and d.pid is null)`,
    positionId: sql`case when ${sysUser.username} like '%admin%' then ${gm.id}::int else ${clerk.id}::int end`,
  });
}
