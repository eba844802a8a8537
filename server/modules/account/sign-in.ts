/** What both sign-in calls share: finding the account, the status rules, and issuing the token. */
import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sysUser } from '../../db/schema';
import { issueToken } from '../../http/auth';
import { badRequest } from '../../http/envelope';
import { ACCOUNT_MSG, USER_STATUS, type LoginReply } from '../../../src/domain/account';
import { MOBILE_RE } from '../../../src/domain/validators';

const signInColumns = {
  id: sysUser.id,
  username: sysUser.username,
  name: sysUser.name,
  avatar: sysUser.avatar,
  mobile: sysUser.mobile,
  passwordHash: sysUser.passwordHash,
  status: sysUser.status,
  disabled: sysUser.disabled,
  auditRemark: sysUser.auditRemark,
};

export interface SignInUser {
  id: number;
  username: string;
  name: string | null;
  avatar: string | null;
  mobile: string | null;
  passwordHash: string;
  status: number;
  disabled: boolean;
  auditRemark: string | null;
}

/** By username, or by mobile number when the name typed is one (an exact username wins; then the oldest account of that mobile). */
export async function findByLogin(db: DbOrTx, login: string): Promise<SignInUser | undefined> {
  const where = MOBILE_RE.test(login) ? or(eq(sysUser.username, login), eq(sysUser.mobile, login)) : eq(sysUser.username, login);
  const [u] = await db
    .select(signInColumns)
    .from(sysUser)
    .where(where)
    .orderBy(sql`(${sysUser.username} = ${login}) desc`, asc(sysUser.id))
    .limit(1);
  return u;
}

/** The oldest account bound to a mobile number (SMS sign-in and reset go to the phone, not to a name). */
export async function findByMobile(db: DbOrTx, mobile: string): Promise<SignInUser | undefined> {
  const [u] = await db.select(signInColumns).from(sysUser).where(eq(sysUser.mobile, mobile)).orderBy(asc(sysUser.id)).limit(1);
  return u;
}

/** Accounts that may not sign in, told why (only after the password or code proved who is asking). */
export function admit(u: SignInUser): void {
  if (u.disabled) throw badRequest(ACCOUNT_MSG.disabled);
  // Pending (1) may sign in: the client shows the pending-audit reminder.
  if (u.status === USER_STATUS.rejected) throw badRequest(ACCOUNT_MSG.rejected(u.auditRemark));
}

export async function completeSignIn(db: DbOrTx, u: SignInUser, ip: string | null): Promise<LoginReply> {
  const token = await issueToken(db, u.id, ip);
  await db.update(sysUser).set({ lastLoginTime: sql`now()`, lastLoginIp: ip }).where(eq(sysUser.id, u.id));
  return { token, id: u.id, name: u.name, avatar: u.avatar, mobile: u.mobile };
}
