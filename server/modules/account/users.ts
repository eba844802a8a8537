/**
 * User administration: the standard resource calls (page, lst, get, create, update, delete) from
 * the SYS_USER definition, plus disable, resetPwd and grantRole. Scope: see user-access.ts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sysOrg, sysRole, sysToken, sysUser, sysUserRole, zpRegister } from '../../db/schema';
import { principal, revokeUserTokens } from '../../http/auth';
import { badRequest, notFound, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { registerResource, type WriteContext } from '../../http/resource';
import { route } from '../../http/contract';
import { accountCalls } from '../../../src/domain/calls/account';
import { ACCOUNT_MSG, SYS_USER } from '../../../src/domain/account';
import { PERMS } from '../../../src/domain/permissions';
import { fieldErrorText } from '../../../src/domain/resource';
import { validators } from '../../../src/domain/validators';
import { either, flag, paramsOf, raw } from './params';
import { generatePassword, hashPassword } from './passwords';
import {
  assertGrantable,
  assertUnique,
  defaultRoleFor,
  findUserInScope,
  orgTypeOf,
  resolveRoles,
  setUserRoles,
  USER_TITLE,
  userScope,
  type RoleRef,
} from './user-access';

type Row = Record<string, unknown>;

/** A password as typed (not trimmed) against the spec's rule. */
function checkedPassword(v: unknown): string {
  const pwd = raw(v);
  if (!pwd) throw badRequest(fieldErrorText(SYS_USER.fields.password.label, '请输入'));
  const msg = validators.password(pwd);
  if (msg) throw badRequest(fieldErrorText(SYS_USER.fields.password.label, msg));
  return pwd;
}

/** Roles named in the request, or the ordinary role of the user's organisation side. */
async function rolesForNewUser(ctx: WriteContext, orgType: string | null): Promise<RoleRef[]> {
  const body = paramsOf(ctx.req);
  if (body.roleIds !== undefined || body.roleCodes !== undefined) {
    const roles = await resolveRoles(ctx.tx, { roleIds: body.roleIds, roleCodes: body.roleCodes });
    assertGrantable(ctx.user, roles);
    return roles;
  }
  const code = defaultRoleFor(orgType);
  return code ? resolveRoles(ctx.tx, { roleCodes: code }) : [];
}

async function beforeWrite(ctx: WriteContext, value: Row, id: number | string | null): Promise<Row> {
  await assertUnique(ctx.tx, value, id === null ? null : Number(id));
  // Organisation, department and post are checked by the engine (refs.ts) after this hook.
  if (id !== null) return value;
  const password = checkedPassword(paramsOf(ctx.req).password);
  const rest = { ...value };
  delete rest.password;
  const roles = await rolesForNewUser(ctx, await orgTypeOf(ctx.tx, typeof rest.orgId === 'number' ? rest.orgId : null));
  // The id is taken now so the roles go in within the same transaction as the user.
  const [{ next }] = await ctx.tx.select({ next: sql<number>`nextval(pg_get_serial_sequence('sys_user', 'id'))::int` }).from(sql`(select 1) as one`);
  await setUserRoles(ctx.tx, next, roles.map((r) => r.id));
  return { ...rest, id: next, passwordHash: await hashPassword(password), pwdUpdateTime: null };
}

/** Adds the role codes and names and the organisation name to each listed user. */
async function present(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  if (!ids.length) return rows;
  const roles = await db.select({ userId: sysUserRole.userId, code: sysRole.code, name: sysRole.name }).from(sysUserRole).innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId)).where(inArray(sysUserRole.userId, ids)).orderBy(sysRole.id);
  const orgIds = [...new Set(rows.map((r) => r.orgId).filter((v): v is number => typeof v === 'number'))];
  const orgs = orgIds.length ? await db.select({ id: sysOrg.id, name: sysOrg.name, type: sysOrg.type }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [];
  return rows.map((r) => {
    const mine = roles.filter((x) => x.userId === r.id);
    const org = orgs.find((o) => o.id === r.orgId);
    return { ...r, roleCodes: mine.map((x) => x.code).join(','), roleNames: mine.map((x) => x.name).join(','), orgName: org?.name ?? null, orgType: org?.type ?? null };
  });
}

async function beforeDelete(ctx: WriteContext, ids: (number | string)[]): Promise<void> {
  const list = ids.map(Number);
  if (list.includes(ctx.user.id)) throw badRequest(ACCOUNT_MSG.selfDelete);
  await ctx.tx.delete(sysUserRole).where(inArray(sysUserRole.userId, list));
  await ctx.tx.delete(sysToken).where(inArray(sysToken.userId, list));
  await ctx.tx.delete(zpRegister).where(inArray(zpRegister.userId, list));
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerResource(app, db, {
    resource: 'sysuser',
    table: sysUser,
    scope: userScope,
    ownerOrgColumn: 'orgId',
    hidden: ['passwordHash'],
    beforeWrite,
    beforeDelete,
    present,
  });

  route(app, accountCalls.disableUsers, { access: 'perm', perm: PERMS.user.disable }, async ({ set: params }, req) => {
    const p = principal(req);
    const ids = either(params.ids, params.id, 'ids');
    // Absent means disable: the call's name says what it does.
    const disabled = flag(params.disabled) ?? true;
    if (disabled && ids.includes(p.id)) throw badRequest(ACCOUNT_MSG.selfDisable);
    return db.transaction(async (tx) => {
      const visible = await tx.select({ id: sysUser.id }).from(sysUser).where(and(inArray(sysUser.id, ids), userScope(p))).for('update');
      if (visible.length !== ids.length) throw notFound(USER_TITLE);
      await tx.update(sysUser).set({ disabled, updateTime: sql`now()` }).where(inArray(sysUser.id, ids));
      // A disabled user is signed out everywhere at once.
      if (disabled) await tx.delete(sysToken).where(inArray(sysToken.userId, ids));
      await writeOpLog(tx, p, 'UPDATE', SYS_USER.name, ids, { disabled }, req.ip);
      return ok(ids.length, disabled ? '已停用' : '已启用');
    });
  });

  route(app, accountCalls.resetUserPassword, { access: 'perm', perm: PERMS.user.resetPwd }, async ({ set: params }, req) => {
    const p = principal(req);
    const id = either(params.id, params.userId, 'id');
    const given = params.password ?? params.newPwd;
    const generated = given === undefined || given === null || given === '';
    const password = generated ? generatePassword() : checkedPassword(given);
    return db.transaction(async (tx) => {
      await findUserInScope(tx, p, id);
      // No password-update time: the user is asked to choose their own at next sign-in.
      await tx.update(sysUser).set({ passwordHash: await hashPassword(password), pwdUpdateTime: null, updateTime: sql`now()` }).where(eq(sysUser.id, id));
      await revokeUserTokens(tx, id);
      await writeOpLog(tx, p, 'UPDATE', SYS_USER.name, id, { resetPwd: true }, req.ip);
      // A generated password is shown once, to the administrator who reset it.
      return ok(generated ? { password } : null, generated ? `密码已重置为：${password}` : '密码已重置');
    });
  });

  route(app, accountCalls.grantRoles, { access: 'perm', perm: PERMS.user.grant }, async ({ set: params }, req) => {
    const p = principal(req);
    const userId = either(params.userId, params.id, 'userId');
    if (params.roleIds === undefined && params.roleCodes === undefined) throw badRequest('请选择角色');
    if (userId === p.id) throw badRequest('不能修改自己的角色');
    return db.transaction(async (tx) => {
      await findUserInScope(tx, p, userId);
      const roles = await resolveRoles(tx, { roleIds: params.roleIds, roleCodes: params.roleCodes });
      assertGrantable(p, roles);
      await setUserRoles(tx, userId, roles.map((r) => r.id));
      const roleCodes = roles.map((r) => r.code);
      await writeOpLog(tx, p, 'GRANT', SYS_USER.name, userId, { roleCodes }, req.ip);
      return ok({ userId, roleCodes: roleCodes.join(',') });
    });
  });
};
export default plugin;
