/** Reviewing enterprise registrations: the list (POST /api/zp_user/page) and the decision (POST /api/zp_user/audit). */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { sysOrg, sysRole, sysUser, sysUserRole, zpRegister } from '../../db/schema';
import { isManagement, principal, revokeUserTokens, type Principal } from '../../http/auth';
import { badRequest, notFound, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { route } from '../../http/contract';
import { accountCalls } from '../../../src/domain/calls/account';
import { filtersToSql, parseQuery, sortToSql, toPage } from '../../http/search';
import { ACCOUNT_MSG, REGISTER_SEARCH, USER_STATUS } from '../../../src/domain/account';
import { maskPersonal } from '../../../src/domain/personal';
import { PERMS } from '../../../src/domain/permissions';
import { either, flag, str } from './params';
import { MSG_ACTION } from '../../../src/domain/message';
import { sendByAction } from '../msg/service';

const TITLE = '注册用户';
const MAX_REASON = 500;
const NEWEST_FIRST = { field: 'createTime', dir: 'desc' as const };

const columns = {
  username: sysUser.username,
  name: sysUser.name,
  mobile: sysUser.mobile,
  status: zpRegister.status,
  orgName: sysOrg.name,
  creditCode: sysOrg.code,
  createTime: zpRegister.createTime,
};

/** A row of the list: the user (id is the user id, as audit takes it), the registration and its organisation. */
const listRow = {
  id: sysUser.id,
  registerId: zpRegister.id,
  username: sysUser.username,
  name: sysUser.name,
  mobile: sysUser.mobile,
  email: sysUser.email,
  status: zpRegister.status,
  reason: zpRegister.reason,
  disabled: sysUser.disabled,
  orgId: sysOrg.id,
  orgName: sysOrg.name,
  creditCode: sysOrg.code,
  areaCode: sysOrg.areaCode,
  address: sysOrg.address,
  createTime: zpRegister.createTime,
  auditTime: zpRegister.auditTime,
  auditUserName: zpRegister.auditUserName,
};

/** Management reviews everyone's registrations; anyone else with the permission sees only their own organisation's. */
const registerScope = (p: Principal): SQL | undefined => (isManagement(p) ? undefined : eq(zpRegister.orgId, p.orgId ?? -1));

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  route(app, accountCalls.registerPage, { access: 'perm', perm: PERMS.register.list }, async ({ set }, req) => {
    const p = principal(req);
    const q = parseQuery(set, REGISTER_SEARCH);
    // Without a status filter the list is the work queue: pending and rejected registrations.
    const byStatus = q.filters.some((f) => f.field === 'status') ? undefined : inArray(zpRegister.status, [USER_STATUS.pending, USER_STATUS.rejected]);
    const where = and(registerScope(p), byStatus, filtersToSql(q.filters, columns));
    const [{ total }] = await db.select({ total: count() }).from(zpRegister).innerJoin(sysUser, eq(sysUser.id, zpRegister.userId)).innerJoin(sysOrg, eq(sysOrg.id, zpRegister.orgId)).where(where);
    const content = await db
      .select(listRow)
      .from(zpRegister)
      .innerJoin(sysUser, eq(sysUser.id, zpRegister.userId))
      .innerJoin(sysOrg, eq(sysOrg.id, zpRegister.orgId))
      .where(where)
      .orderBy(...sortToSql(q.sort ?? NEWEST_FIRST, columns, zpRegister.id))
      .limit(q.size)
      .offset((q.pn - 1) * q.size);
    // The applicant's mobile masked in the list, as in every list (src/domain/personal.ts).
    return ok(toPage(content.map((r) => ({ ...r, mobile: maskPersonal(r.mobile) as string | null })), Number(total), q));
  });

  route(app, accountCalls.registerAudit, { access: 'perm', perm: PERMS.register.audit }, async ({ set: params }, req) => {
    const p = principal(req);
    const id = either(params.id, params.userId, 'id');
    const pass = flag(params.pass);
    if (pass === undefined) throw badRequest('请选择审核结果');
    const reason = str(params.reason);
    if (!pass && !reason) throw badRequest(ACCOUNT_MSG.rejectReason);
    if (reason.length > MAX_REASON) throw badRequest(`审核意见最多输入${MAX_REASON}个字符`);
    return db.transaction(async (tx) => {
      const [reg] = await tx.select({ id: zpRegister.id, orgId: zpRegister.orgId }).from(zpRegister).where(and(eq(zpRegister.userId, id), registerScope(p)));
      if (!reg) throw notFound(TITLE);
      const status = pass ? USER_STATUS.normal : USER_STATUS.rejected;
      // Only a pending user changes: two reviewers deciding at once cannot both win.
      const [changed] = await tx
        .update(sysUser)
        .set({ status, auditRemark: reason || null, updateTime: sql`now()` })
        .where(and(eq(sysUser.id, id), eq(sysUser.status, USER_STATUS.pending)))
        .returning({ id: sysUser.id });
      if (!changed) throw badRequest(ACCOUNT_MSG.notPending);
      if (pass) {
        const [role] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'R_ORG_ADMIN'));
        if (!role) throw badRequest('角色 R_ORG_ADMIN 不存在');
        await tx.insert(sysUserRole).values({ userId: id, roleId: role.id }).onConflictDoNothing();
      } else {
        await revokeUserTokens(tx, id);
      }
      await tx
        .update(zpRegister)
        .set({ status, reason: reason || null, auditUserId: p.id, auditUserName: p.name ?? p.username, auditTime: sql`now()` })
        .where(eq(zpRegister.id, reg.id));
      await writeOpLog(tx, p, 'UPDATE', 'zp_user', id, { pass, reason }, req.ip);
      // The applicant is told the decision (and the reason) through the message service, in this transaction.
      const [org] = await tx.select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, reg.orgId));
      await sendByAction(tx, pass ? MSG_ACTION.registerPass : MSG_ACTION.registerReject, { orgName: org?.name ?? '', reason }, { userIds: [id] }, { sender: p });
      return ok({ id, status }, pass ? '审核通过' : '审核不通过，已驳回');
    });
  });
};
export default plugin;
