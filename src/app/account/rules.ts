/**
 * The account reminders' decisions as pure functions (spec §2 dialogs and message screens, §5
 * password), so the boundaries are tested without rendering anything.
 */
import { ORG_TYPE, orgTypeHas } from '@/domain/codes';
import { USER_STATUS, type CurrentUser } from '@/domain/account';

export const DAY_MS = 24 * 3600 * 1000;
/** Spec §5 and calls §9: warn when the password is older than this. */
export const PASSWORD_MAX_AGE_DAYS = 180;

export type PasswordNotice = { kind: 'initial' } | { kind: 'expired'; days: number };

export const PASSWORD_NOTICE_TEXT = {
  initialTitle: '请修改初始密码',
  initial: '您当前使用的是初始密码，请修改密码',
  expiredTitle: '密码已长期未修改',
  expired: (days: number) => `您的密码已超过 ${days} 天未修改，为了账号安全，请及时修改密码。`,
  changeNow: '立即修改',
  later: '稍后修改',
} as const;

const time = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
};

/**
 * The password-age reminder: none, the initial-password prompt (the password was never changed:
 * no pwdUpdateTime), or the warning once more than 180 days have passed since both the last update
 * of the account and the last password change, i.e. since the later of the two.
 */
export function passwordAgeNotice(user: CurrentUser | null, now: number): PasswordNotice | null {
  if (!user) return null;
  const { pwdUpdateTime, updateTime } = user.info.sysUser;
  const pwd = time(pwdUpdateTime);
  if (pwd === null) return { kind: 'initial' };
  const last = Math.max(pwd, time(updateTime) ?? pwd);
  const elapsed = now - last;
  return elapsed > PASSWORD_MAX_AGE_DAYS * DAY_MS ? { kind: 'expired', days: Math.floor(elapsed / DAY_MS) } : null;
}

/** The mandatory complete-user-information dialog opens while the signed-in user has no name. */
export function needsCompletion(user: CurrentUser | null): boolean {
  if (!user) return false;
  return !(user.info.sysUser.name ?? '').trim();
}

/** The contact a pending user is pointed to: the organisation administrator (POST /api/sysuser/orgAdmin). */
export interface AdminContact {
  name: string | null;
  mobile: string | null;
}

/** Whether the user sees the pending-audit reminder: registration pending review (status 1) in an enterprise (type 3). */
export function isPendingEnterpriseUser(user: CurrentUser | null): boolean {
  if (!user) return false;
  return user.info.sysUser.status === USER_STATUS.pending && orgTypeHas(user.info.sysOrg?.type, ORG_TYPE.enterprise);
}

export const PENDING_AUDIT_TITLE = '注册信息待审核';

/**
 * The pending-audit reminder's text, naming the organisation administrator when the lookup gave
 * one (with the mobile when known); without a contact when the lookup failed or found nobody.
 * Null when the user does not see the reminder.
 */
export function pendingAuditText(user: CurrentUser | null, admin: AdminContact | null): string | null {
  if (!isPendingEnterpriseUser(user)) return null;
  const org = user?.info.sysOrg?.name;
  const base = `${org ? `「${org}」的` : '您的'}注册申请正在审核中，审核通过后即可使用平台的全部功能。`;
  const name = admin?.name?.trim();
  const mobile = admin?.mobile?.trim();
  if (!name && !mobile) return base;
  const who = name && mobile ? `${name}（${mobile}）` : (name ?? mobile);
  return `${base}如有疑问，请联系企业管理员 ${who}。`;
}
