/** The signed-in user: who am I (POST /api/sysuser/cur) and the complete-user-information dialog. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sysOrg, sysRole, sysToken, sysUser, sysUserRole } from '../../db/schema';
import { hashToken, issueToken, principal, tokenOf, type Principal } from '../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { route } from '../../http/contract';
import { ACCOUNT_MSG, validateCurUserInfo, type CurrentUser } from '../../../src/domain/account';
import { accountCalls } from '../../../src/domain/calls/account';
import { flag } from './params';
import { assertUnique } from './user-access';

/** The old token keeps working this long after a refresh, so requests already in flight succeed (as with rotation in http/auth.ts). */
const REFRESH_GRACE_MS = 2 * 60 * 1000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function currentUser(db: DbOrTx, p: Principal): Promise<CurrentUser> {
  const [u] = await db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      name: sysUser.name,
      sex: sysUser.sex,
      email: sysUser.email,
      mobile: sysUser.mobile,
      avatar: sysUser.avatar,
      orgId: sysUser.orgId,
      status: sysUser.status,
      updateTime: sysUser.updateTime,
      pwdUpdateTime: sysUser.pwdUpdateTime,
      lastLoginTime: sysUser.lastLoginTime,
    })
    .from(sysUser)
    .where(eq(sysUser.id, p.id));
  if (!u) throw notFound('用户');
  const [org] = u.orgId
    ? await db
        .select({
          id: sysOrg.id,
          name: sysOrg.name,
          type: sysOrg.type,
          code: sysOrg.code,
          areaCode: sysOrg.areaCode,
          region: sysOrg.region,
          assistType: sysOrg.assistType,
          contact: sysOrg.contact,
          phone: sysOrg.phone,
          address: sysOrg.address,
          status: sysOrg.status,
        })
        .from(sysOrg)
        .where(eq(sysOrg.id, u.orgId))
    : [];
  const roles = await db
    .select({ code: sysRole.code, name: sysRole.name, tag: sysRole.tag })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, u.id))
    .orderBy(sysRole.id);
  const codes = roles.map((r) => r.code);
  return {
    id: u.id,
    name: u.name,
    avatar: u.avatar,
    mobile: u.mobile,
    info: {
      sysUser: { ...u, updateTime: iso(u.updateTime), pwdUpdateTime: iso(u.pwdUpdateTime), lastLoginTime: iso(u.lastLoginTime), roleCodes: codes.join(',') },
      sysOrg: org ?? null,
      sysAdmin: codes.includes('R_SYS_ADMIN'),
      appAdmin: codes.includes('R_APP_ADMIN'),
      roles,
      perms: p.perms.join(','),
    },
  };
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  route(app, accountCalls.current, { access: 'user' }, async ({ set }, req) => {
    const p = principal(req);
    const cur = await currentUser(db, p);
    if (flag(set.refresh)) {
      // A fresh token for a client that asks; the old one fades out after a short grace.
      cur.token = await issueToken(db, p.id, req.ip);
      const old = tokenOf(req);
      if (old) await db.update(sysToken).set({ expiresAt: sql`least(${sysToken.expiresAt}, ${new Date(Date.now() + REFRESH_GRACE_MS)})` }).where(eq(sysToken.tokenHash, hashToken(old)));
    }
    return ok(cur);
  });

  route(app, accountCalls.updateCurrent, { access: 'user' }, async ({ path: { id }, body }, req) => {
    const p = principal(req);
    if (id !== p.id) throw forbidden(ACCOUNT_MSG.selfOnly);
    const r = validateCurUserInfo(body);
    if (!r.ok) throw badRequest(r.message);
    return db.transaction(async (tx) => {
      await assertUnique(tx, { mobile: r.value.mobile }, p.id);
      await tx.update(sysUser).set({ ...r.value, updateTime: sql`now()` }).where(eq(sysUser.id, p.id));
      await writeOpLog(tx, p, 'UPDATE', 'sysuser', p.id, r.value, req.ip);
      return ok((await currentUser(tx, p)).info.sysUser);
    });
  });
};
export default plugin;
