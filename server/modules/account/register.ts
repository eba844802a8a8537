/**
 * Enterprise self-registration (PUT /rst/zp_user/register): the organisation (type 3) and its
 * first user, pending review (status 1), created in one transaction with a registration record.
 *
 * SMS code: the reference server has no gateway, so the code is checked only when a register code
 * was requested for the mobile (GET /sys/sms?type=register) and is still live; then it must match
 * and is used up. A deployment with a real gateway would make it mandatory.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { sysOrg, sysUser, zpRegister } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { publicRateLimit } from '../../http/rateLimit';
import { ACCOUNT_MSG, REGISTER_FORM, USER_STATUS } from '../../../src/domain/account';
import { ORG_TYPE, orgTypeValue } from '../../../src/domain/codes';
import { fieldErrorText, validateRecord } from '../../../src/domain/resource';
import { deriveRegion } from '../../../src/domain/resources/org';
import { MSG, validators } from '../../../src/domain/validators';
import { raw, str } from './params';
import { route } from '../../http/contract';
import { accountCalls } from '../../../src/domain/calls/account';
import { hashPassword } from './passwords';
import { consumeSmsCode, hasLiveSmsCode } from './sms-codes';
import { assertUnique } from './user-access';

interface Registration {
  username: string;
  mobile: string;
  orgName: string;
  creditCode: string;
  contact: string;
  email: string | null;
  areaCode: string | null;
  address: string | null;
}

function readRegistration(p: Record<string, unknown>): { reg: Registration; password: string; smsCode: string } {
  // Credit codes are upper case; people type them either way.
  const r = validateRecord(REGISTER_FORM, { ...p, creditCode: str(p.creditCode).toUpperCase() }, 'create');
  if (!r.ok) throw badRequest(fieldErrorText(r.error));
  // The password as typed: no trimming, so what is stored is what will be typed at sign-in.
  const password = raw(p.password);
  const rule = validators.password(password);
  if (rule) throw badRequest(fieldErrorText(REGISTER_FORM.fields.password.label, rule));
  if (raw(p.confirmPassword) !== password) throw badRequest(MSG.passwordConfirm);
  const v = r.value;
  const text = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : null);
  return {
    reg: {
      username: text('username') ?? '',
      mobile: text('mobile') ?? '',
      orgName: text('orgName') ?? '',
      creditCode: text('creditCode') ?? '',
      contact: text('contact') ?? '',
      email: text('email'),
      areaCode: text('areaCode'),
      address: text('address'),
    },
    password,
    smsCode: str(p.smsCode),
  };
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  route(app, accountCalls.register, { access: 'public' }, async ({ body }, req) => {
    const { reg, password, smsCode } = readRegistration(body);
    // Duplicates are told before the SMS code is used up, so a typo does not cost the code.
    await assertUnique(db, reg, null);
    const [taken] = await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, reg.creditCode)).limit(1);
    if (taken) throw badRequest(ACCOUNT_MSG.creditCodeTaken);
    if (await hasLiveSmsCode(db, reg.mobile, 'register')) {
      if (!smsCode) throw badRequest(ACCOUNT_MSG.smsCodeRequired);
      if (!(await consumeSmsCode(db, reg.mobile, 'register', smsCode))) throw badRequest(ACCOUNT_MSG.smsCodeWrong);
    }
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      // Checked again inside the transaction; the unique indexes settle a race between two submits.
      await assertUnique(tx, reg, null);
      const [org] = await tx
        .insert(sysOrg)
        .values({
          name: reg.orgName,
          type: orgTypeValue(ORG_TYPE.enterprise),
          code: reg.creditCode,
          areaCode: reg.areaCode,
          address: reg.address,
          contact: reg.contact,
          phone: reg.mobile,
          email: reg.email,
          region: deriveRegion(reg.areaCode ?? null, null),
        })
        .returning({ id: sysOrg.id });
      const [user] = await tx
        .insert(sysUser)
        .values({ username: reg.username, passwordHash, name: reg.contact, mobile: reg.mobile, email: reg.email, orgId: org.id, status: USER_STATUS.pending, pwdUpdateTime: new Date() })
        .returning({ id: sysUser.id, username: sysUser.username });
      await tx.insert(zpRegister).values({ userId: user.id, orgId: org.id, status: USER_STATUS.pending, ip: req.ip });
      await writeOpLog(tx, null, 'INSERT', 'zp_user', user.id, { username: reg.username, orgName: reg.orgName, creditCode: reg.creditCode }, req.ip);
      return ok({ id: user.id, username: user.username, orgId: org.id }, ACCOUNT_MSG.registered);
    });
  }, { extra: { config: { rateLimit: publicRateLimit('register') } } });
};
export default plugin;
