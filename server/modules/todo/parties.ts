/**
 * A flow's parties besides its next actor (src/domain/workflows/parties.ts) hear when their work
 * starts: a move (a person's or the system's) into one of their work statuses from outside them
 * messages the enabled people of the organisation the row names, with the party's roles, opening
 * the page where they work on the record. Their 待办 and badge come from the same data
 * (server/http/workflow.ts, openTaskParts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { codeLabel } from '../../../src/domain/codes';
import { MSG_CATEGORY } from '../../../src/domain/message';
import { partiesEntering } from '../../../src/domain/workflows/parties';
import type { DbOrTx } from '../../db/client';
import { sysRole, sysUser, sysUserRole } from '../../db/schema';
import type { Principal } from '../../http/auth';
import type { FlowBinding } from '../../http/workflow';
import { sendMessage } from '../msg/service';

type Row = Record<string, unknown>;

export async function tellParties(tx: DbOrTx, b: FlowBinding, row: Row, after: Row, to: number, mover: Principal | null, title: string): Promise<void> {
  const from = Number(row[b.statusColumn]);
  for (const party of partiesEntering(b.def.key, from, to)) {
    const orgId = after[party.column];
    if (typeof orgId !== 'number') continue;
    const users = await tx
      .selectDistinct({ id: sysUser.id })
      .from(sysUser)
      .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(and(eq(sysUser.orgId, orgId), eq(sysUser.disabled, false), inArray(sysRole.code, [...party.roles])));
    const userIds = users.map((u) => u.id).filter((id) => id !== mover?.id);
    if (!userIds.length) continue;
    const statusText = codeLabel(b.def.statusCodes, to);
    await sendMessage(tx, {
      category: b.msgCategory ?? MSG_CATEGORY.eval,
      msgType: 'REMIND',
      title: `${b.def.title}：${title}（${statusText}）`,
      content: `${b.def.title}${title}已进入“${statusText}”，${party.work}。`,
      to: { userIds },
      component: party.page,
      param: { id: after.id },
      ...(mover ? { sender: mover } : {}),
    });
  }
}
