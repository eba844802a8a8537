/** Sending and checking SMS codes (GET /sys/sms, GET /sys/sms/check). */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { sysUser } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { publicRateLimit } from '../../http/rateLimit';
import { ACCOUNT_MSG, isSmsType, type SmsType } from '../../../src/domain/account';
import { MOBILE_RE, MSG } from '../../../src/domain/validators';
import { str } from './params';
import { route } from '../../http/contract';
import { accountCalls } from '../../../src/domain/calls/account';
import { checkSmsCode, createSmsCode, SMS_RESEND_SECONDS } from './sms-codes';
import { takeSmsSlot } from './throttle';

function readTarget(p: Record<string, unknown>): { mobile: string; type: SmsType } {
  const mobile = str(p.mobile);
  if (!MOBILE_RE.test(mobile)) throw badRequest(MSG.mobile);
  const type = str(p.type) || 'login';
  if (!isSmsType(type)) throw badRequest(ACCOUNT_MSG.smsType);
  return { mobile, type };
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  route(app, accountCalls.smsSend, { access: 'public' }, async ({ query }, req) => {
    const { mobile, type } = readTarget(query);
    const wait = await takeSmsSlot(db, mobile, SMS_RESEND_SECONDS);
    if (wait > 0) throw badRequest(ACCOUNT_MSG.smsTooSoon(wait));
    // Sign-in and reset codes go only to numbers of an account, but the reply is the same either way.
    const needsAccount = type !== 'register';
    const [owner] = needsAccount ? await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.mobile, mobile)).limit(1) : [{ id: 0 }];
    if (owner) {
      const { code, content } = await createSmsCode(db, mobile, type);
      // No SMS gateway exists for the reference server: the log is the phone.
      app.log.info({ mobile, type, code }, `SMS to ${mobile}: ${content}`);
    } else {
      req.log.info({ mobile, type }, 'SMS code not sent: no account with this mobile');
    }
    return ok(null, ACCOUNT_MSG.smsSent);
  }, { extra: { config: { rateLimit: publicRateLimit('smsSend') } } });

  route(app, accountCalls.smsCheck, { access: 'public' }, async ({ query: p }) => {
    const { mobile, type } = readTarget(p);
    const code = str(p.code ?? p.smsCode);
    if (!code) throw badRequest(ACCOUNT_MSG.smsCodeRequired);
    return ok(await checkSmsCode(db, mobile, type, code));
  }, { extra: { config: { rateLimit: publicRateLimit('smsCheck') } } });
};
export default plugin;
