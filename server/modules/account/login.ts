/** Signing in (password with captcha, or SMS code) and out. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountCalls } from '../../../src/domain/calls/account';
import type { ServerContext } from '../../context';
import { headerTokenOf, revokeToken } from '../../http/auth';
import { route } from '../../http/contract';
import { badRequest, ok } from '../../http/envelope';
import { publicRateLimit } from '../../http/rateLimit';
import { ACCOUNT_MSG } from '../../../src/domain/account';
import { MOBILE_RE, MSG } from '../../../src/domain/validators';
import { consumeCaptcha } from './captcha';
import { raw, str } from './params';
import { verifyPassword } from './passwords';
import { admit, completeSignIn, findByLogin, findByMobile } from './sign-in';
import { consumeSmsCode } from './sms-codes';
import { attemptSucceeded, clearFailures, takeAttempt } from './throttle';

/** Longer input cannot be an account here; refusing it early keeps argon2 from hashing megabytes. */
const MAX_LOGIN = 50;
const MAX_PASSWORD = 128;

const failText = (lock: string | null, base: string) => (lock ? `${base}；${lock}` : base);

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  const publicAccess = { access: 'public' } as const;
  const limited = (name: Parameters<typeof publicRateLimit>[0]) => ({ extra: { config: { rateLimit: publicRateLimit(name) } } });

  route(app, accountCalls.login, publicAccess, async ({ body: p }, req) => {
    const username = str(p.username);
    const password = raw(p.password);
    if (!username) throw badRequest(ACCOUNT_MSG.usernameRequired);
    if (!password) throw badRequest(ACCOUNT_MSG.passwordRequired);
    if (config.captcha) {
      const code = str(p.code);
      if (!code) throw badRequest(ACCOUNT_MSG.captchaRequired);
      if (!(await consumeCaptcha(db, str(p.uuid), code))) throw badRequest(ACCOUNT_MSG.captchaWrong);
    }
    const u = username.length <= MAX_LOGIN ? await findByLogin(db, username) : undefined;
    // The attempt is counted before the comparison: concurrent guesses cannot outrun the limits.
    const attempt = await takeAttempt(db, { user: u?.username ?? username, ip: req.ip });
    const good = password.length <= MAX_PASSWORD && (await verifyPassword(u?.passwordHash, password));
    if (!u || !good) throw badRequest(failText(attempt.lockIfFails, ACCOUNT_MSG.badCredentials));
    await attemptSucceeded(db, attempt);
    admit(u);
    return ok(await completeSignIn(db, u, req.ip), '已登录');
  }, limited('login'));

  route(app, accountCalls.smsLogin, publicAccess, async ({ body: p }, req) => {
    const mobile = str(p.mobile);
    const smsCode = str(p.smsCode);
    if (!MOBILE_RE.test(mobile)) throw badRequest(MSG.mobile);
    if (!smsCode) throw badRequest(ACCOUNT_MSG.smsCodeRequired);
    // Wrong codes count against the address; the code itself also dies after 5 tries.
    const attempt = await takeAttempt(db, { ip: req.ip });
    const u = await findByMobile(db, mobile);
    const good = !!u && (await consumeSmsCode(db, mobile, 'login', smsCode));
    if (!u || !good) throw badRequest(failText(attempt.lockIfFails, ACCOUNT_MSG.smsCodeWrong));
    await attemptSucceeded(db, attempt);
    // The owner proved the phone: the account's password failures are forgiven here too.
    await clearFailures(db, u.username, req.ip);
    admit(u);
    return ok(await completeSignIn(db, u, req.ip), '已登录');
  }, limited('login'));

  // Works without a valid token too: signing out always succeeds from the client's point of view.
  // Only the X-Token header counts, never the cookie: a link or form on another site cannot sign
  // anyone out. POST is the call; GET stays for clients that follow the spec's GET /logout.
  const logout = async (_input: unknown, req: FastifyRequest) => {
    const token = headerTokenOf(req);
    if (token) await revokeToken(db, token);
    return ok(null, '已退出登录');
  };
  route(app, accountCalls.logout, publicAccess, logout);
  route(app, accountCalls.logoutGet, publicAccess, logout);
};
export default plugin;
