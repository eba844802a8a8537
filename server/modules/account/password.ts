/**
 * Changing one's password (the encrypted `secret` of the change-password dialog) and resetting a
 * forgotten one with an SMS code. Either way the new password follows the dialog's rule, the
 * password-update time is set, and the user's other sessions end.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import CryptoJS from 'crypto-js';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sysToken, sysUser } from '../../db/schema';
import { hashToken, principal, revokeUserTokens, tokenOf } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { publicRateLimit } from '../../http/rateLimit';
import { ACCOUNT_MSG } from '../../../src/domain/account';
import { MOBILE_RE, MSG, validators } from '../../../src/domain/validators';
import { raw, str } from './params';
import { route } from '../../http/contract';
import { accountCalls } from '../../../src/domain/calls/account';
import { hashPassword, verifyPassword } from './passwords';
import { admit, findByMobile } from './sign-in';
import { consumeSmsCode } from './sms-codes';
import { attemptSucceeded, clearFailures, takeAttempt } from './throttle';

/** The dialog sends CryptoJS.AES.encrypt(JSON.stringify({oldPwd, newPwd}), pwdKey): obfuscation in transit, TLS is the protection. */
export function decryptSecret(secret: string, key: string): { oldPwd: string; newPwd: string } | null {
  if (!secret || secret.length > 4096) return null;
  try {
    const text = CryptoJS.AES.decrypt(secret, key).toString(CryptoJS.enc.Utf8);
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return null;
    const { oldPwd, newPwd } = parsed as Record<string, unknown>;
    return { oldPwd: raw(oldPwd), newPwd: raw(newPwd) };
  } catch {
    // A wrong key gives bytes that are not UTF-8 or not JSON.
    return null;
  }
}

function checkNewPassword(pwd: string): void {
  if (!pwd) throw badRequest(`新密码：${MSG.required}`);
  const rule = validators.password(pwd);
  if (rule) throw badRequest(rule);
}

async function setPassword(db: DbOrTx, userId: number, pwd: string): Promise<void> {
  await db.update(sysUser).set({ passwordHash: await hashPassword(pwd), pwdUpdateTime: sql`now()`, updateTime: sql`now()` }).where(eq(sysUser.id, userId));
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  // updPwd2 is the same call from the forced first-password dialog.
  for (const call of [accountCalls.changePassword, accountCalls.changePassword2]) {
    route(app, call, { access: 'user' }, async ({ body }, req) => {
      const p = principal(req);
      const pair = decryptSecret(str(body.secret), config.pwdKey);
      if (!pair) throw badRequest(ACCOUNT_MSG.pwdSecret);
      if (!pair.oldPwd) throw badRequest(ACCOUNT_MSG.oldPwdRequired);
      checkNewPassword(pair.newPwd);
      if (pair.newPwd === pair.oldPwd) throw badRequest(ACCOUNT_MSG.samePwd);
      // Guessing the old password through this call counts like guessing at sign-in.
      const attempt = await takeAttempt(db, { user: p.username, ip: req.ip });
      const [u] = await db.select({ hash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.id, p.id));
      if (!(await verifyPassword(u?.hash, pair.oldPwd))) {
        throw badRequest(attempt.lockIfFails ? `${ACCOUNT_MSG.oldPwdWrong}；${attempt.lockIfFails}` : ACCOUNT_MSG.oldPwdWrong);
      }
      await attemptSucceeded(db, attempt);
      const current = tokenOf(req);
      await db.transaction(async (tx) => {
        await setPassword(tx, p.id, pair.newPwd);
        // Other sessions end now; this one ends when the client signs out as the message asks.
        await tx.delete(sysToken).where(and(eq(sysToken.userId, p.id), current ? ne(sysToken.tokenHash, hashToken(current)) : undefined));
        await writeOpLog(tx, p, 'UPDATE', 'sysuser', p.id, { changePwd: true }, req.ip);
      });
      return ok(null, ACCOUNT_MSG.pwdChanged);
    });
  }

  route(app, accountCalls.resetPassword, { access: 'public' }, async ({ body: params }, req) => {
    const mobile = str(params.mobile);
    const smsCode = str(params.smsCode ?? params.code);
    const password = raw(params.password ?? params.newPwd);
    if (!MOBILE_RE.test(mobile)) throw badRequest(MSG.mobile);
    if (!smsCode) throw badRequest(ACCOUNT_MSG.smsCodeRequired);
    checkNewPassword(password);
    const confirm = params.confirmPassword ?? params.cnewPwd;
    if (confirm !== undefined && raw(confirm) !== password) throw badRequest(MSG.passwordConfirm);
    const attempt = await takeAttempt(db, { ip: req.ip });
    const u = await findByMobile(db, mobile);
    const good = !!u && (await consumeSmsCode(db, mobile, 'reset', smsCode));
    if (!u || !good) throw badRequest(attempt.lockIfFails ? `${ACCOUNT_MSG.smsCodeWrong}；${attempt.lockIfFails}` : ACCOUNT_MSG.smsCodeWrong);
    await attemptSucceeded(db, attempt);
    admit(u);
    await db.transaction(async (tx) => {
      await setPassword(tx, u.id, password);
      await revokeUserTokens(tx, u.id);
      // The owner proved the phone: earlier wrong guesses on the account are forgiven.
      await clearFailures(tx, u.username, req.ip);
      await writeOpLog(tx, null, 'UPDATE', 'sysuser', u.id, { resetPwdBySms: true }, req.ip);
    });
    return ok(null, '密码已重置，请使用新密码登录');
  }, { extra: { config: { rateLimit: publicRateLimit('passwordReset') } } });
};
export default plugin;
