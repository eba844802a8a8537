/**
 * Account rules shared by the client forms and the server: the user resource, the enterprise
 * registration form, the complete-user dialog, SMS purposes, user statuses and the texts the
 * account calls answer with.
 */
import { USER_STATUS } from './codes';
import { isManagement } from './roles';
import type { z } from 'zod';
import type { currentUserSchema, loginReply, publicConfig } from './calls/account';
import { defineResource, type FieldDef } from './resource';
import { MSG, validators } from './validators';

/**
 * Development default of the change-password payload key (ZP_PWD_KEY overrides it on the server,
 * which hands the key in force to the portal through GET /sys/config). The spec embeds the key
 * client-side: it hides the password from casual eyes in logs, it is not security — TLS is.
 */
export const DEFAULT_PWD_KEY = 'zp-portal-dev-key-2026';

/** The reply of POST /login and POST /sms/login. */
export type LoginReply = z.output<typeof loginReply>;

/** What the portal needs before anyone signs in (GET /sys/config). */
export type PublicConfig = z.output<typeof publicConfig>;

/** The user status codes (declared with their labels in codes.ts). */
export { USER_STATUS };
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export const SMS_TYPES = ['login', 'reset', 'register'] as const;
export type SmsType = (typeof SMS_TYPES)[number];
export const isSmsType = (s: unknown): s is SmsType => typeof s === 'string' && (SMS_TYPES as readonly string[]).includes(s);

export const ACCOUNT_MSG = {
  badCredentials: '用户名或密码错误',
  usernameRequired: MSG.usernameRequired,
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
  captchaWrong: '验证码错误或已过期，请刷新后重试',
  disabled: '账号已被停用，请联系管理员',
  rejected: (remark: string | null) => `注册审核未通过${remark ? `：${remark}` : ''}，请联系管理员`,
  lockedUser: (minutes: number) => `登录失败次数过多，账号已临时锁定，请 ${minutes} 分钟后再试`,
  lockedIp: (minutes: number) => `该地址登录失败次数过多，请 ${minutes} 分钟后再试`,
  /** The account is being guessed at from elsewhere and this address has failed too: the owner can still use the phone. */
  accountGuarded: (minutes: number) => `该账号近期登录失败次数过多，当前地址暂不能登录，请 ${minutes} 分钟后再试，或使用短信验证码登录`,
  /** A public call over its per-address rate limit. */
  tooFrequent: (seconds: number) => `操作过于频繁，请 ${seconds} 秒后再试`,
  smsSent: '验证码已发送，5 分钟内有效',
  smsTooSoon: (seconds: number) => `验证码发送过于频繁，请 ${seconds} 秒后再试`,
  smsType: '短信类型只能是 login、reset 或 register',
  smsCodeRequired: '请输入短信验证码',
  smsCodeWrong: '短信验证码错误或已失效，请重新获取',
  pwdChanged: '密码修改成功，请重新登录',
  pwdSecret: '密码参数无效，请刷新页面后重试',
  oldPwdRequired: '请输入原密码',
  oldPwdWrong: '原密码不正确',
  samePwd: '新密码不能与原密码相同',
  usernameTaken: '用户名已存在',
  mobileTaken: '该手机号码已被其他用户使用',
  creditCodeTaken: '该统一社会信用代码已注册',
  registered: '已提交注册，请等待管理端审核',
  notPending: '该用户不是待审核状态，不能审核',
  rejectReason: '审核不通过时请填写原因',
  selfOnly: '只能修改自己的信息',
  selfDelete: '不能删除当前登录用户',
  selfDisable: '不能停用当前登录用户',
} as const;

/** Users (`/api/sysuser`). The password is accepted on create only and stored hashed; passwordHash never leaves the server. */
export const SYS_USER = defineResource({
  name: 'sysuser',
  title: '用户',
  defaultSort: 'id,desc',
  searchMain: ['username', 'name', 'mobile', 'status'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, sortable: true },
    username: { label: '用户名', type: 'string', required: true, max: 20, validators: ['username'], search: ['like', 'eq'], sortable: true },
    password: { label: '密码', type: 'string', required: true, createOnly: true, max: 20, validators: ['password'], column: false },
    name: { label: '姓名', type: 'string', required: true, validators: ['personName'], search: ['like'], sortable: true },
    sex: { label: '性别', type: 'code', codes: 'sex' },
    email: { label: '邮箱', type: 'string', max: 100, validators: ['email'] },
    mobile: { label: '手机号码', type: 'string', validators: ['mobile'], search: ['like'] },
    // The avatar keeps its download address (the header and the personal centre show it as is).
    avatar: { label: '头像', type: 'image', upload: { maxCount: 1, maxMb: 5, store: 'url' }, column: false },
    orgId: { label: '所属组织', type: 'int', search: ['eq'], ref: { resource: 'sysorg', display: 'orgName' }, column: { width: 200 } },
    deptId: { label: '部门', type: 'int', search: ['eq'], column: false, ref: { resource: 'sysdept', filterBy: { orgId: 'orgId' } } },
    positionId: { label: '岗位', type: 'int', column: false, ref: { resource: 'sysposition' } },
    status: { label: '状态', type: 'int', codes: 'userStatus', readOnly: true, search: ['eq'] },
    disabled: { label: '停用', type: 'bool', readOnly: true, search: ['eq'] },
    auditRemark: { label: '审核意见', type: 'string', readOnly: true, column: false },
    lastLoginTime: { label: '最后登录时间', type: 'datetime', readOnly: true, sortable: true },
    lastLoginIp: { label: '最后登录地址', type: 'string', readOnly: true, column: false },
    pwdUpdateTime: { label: '密码修改时间', type: 'datetime', readOnly: true, column: false },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true },
    updateTime: { label: '更新时间', type: 'datetime', readOnly: true, column: false },
  },
});

/** The enterprise self-registration form (`PUT /rst/zp_user/register`). */
export const REGISTER_FORM = defineResource({
  name: 'zp_user_register',
  title: '企业注册',
  fields: {
    username: { label: '用户名', type: 'string', required: true, validators: ['usernameForm'] },
    password: { label: '密码', type: 'string', required: true, validators: ['password'] },
    confirmPassword: { label: '确认密码', type: 'string', required: true },
    mobile: { label: '手机号码', type: 'string', required: true, validators: ['mobile'] },
    /** Checked when a register code was sent to this mobile (there is no SMS gateway in the reference server). */
    smsCode: { label: '短信验证码', type: 'string', max: 10 },
    orgName: { label: '企业名称', type: 'string', required: true, min: 2, max: 100 },
    creditCode: { label: '统一社会信用代码', type: 'string', required: true, validators: ['uscc'] },
    contact: { label: '联系人', type: 'string', required: true, validators: ['personName'] },
    email: { label: '邮箱', type: 'string', max: 100, validators: ['email'] },
    areaCode: { label: '所在区域', type: 'string', max: 12 },
    address: { label: '地址', type: 'string', max: 255 },
  },
});

/** Filters of the registration list (`POST /api/zp_user/page`). */
export const REGISTER_SEARCH: Readonly<Record<string, FieldDef>> = {
  username: { label: '用户名', type: 'string', search: ['like', 'eq'] },
  name: { label: '联系人', type: 'string', search: ['like'] },
  mobile: { label: '手机号码', type: 'string', search: ['like'] },
  status: { label: '审核状态', type: 'int', codes: 'userStatus', search: ['eq', 'in'] },
  orgName: { label: '企业名称', type: 'string', search: ['like'] },
  creditCode: { label: '统一社会信用代码', type: 'string', search: ['like', 'eq'] },
  createTime: { label: '注册时间', type: 'datetime', search: ['gte', 'lte'], sortable: true },
};

/** The signed-in user as POST /api/sysuser/cur sends it (screens document §3, "Current user"); times are ISO strings. */
export type CurrentUser = z.output<typeof currentUserSchema>;

export interface CurUserInfo {
  name: string;
  email: string | null;
  sex: '1' | '2' | null;
  /** Present only when the body names them (the personal centre sends them; the completion dialog does not). */
  avatar?: string | null;
  mobile?: string | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The complete-user-information dialog, with the dialog's own messages. */
export function validateCurUserInfo(body: unknown): { ok: true; value: CurUserInfo } | { ok: false; message: string } {
  const src = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const name = str(src.name);
  if (!name) return { ok: false, message: MSG.name };
  const nameErr = validators.personName(name);
  if (nameErr) return { ok: false, message: nameErr };
  const email = str(src.email);
  const emailErr = validators.email(email);
  if (emailErr) return { ok: false, message: emailErr };
  const sex = str(src.sex);
  if (sex !== '' && sex !== '1' && sex !== '2') return { ok: false, message: '请选择有效的性别' };
  const value: CurUserInfo = { name, email: email || null, sex: sex === '' ? null : sex };
  if ('avatar' in src) {
    const avatar = str(src.avatar);
    // An uploaded file's address: our own download path, nothing that could point elsewhere.
    if (avatar && (avatar.length > 255 || !/^\/api\/file\/download\?id=\d{1,12}$/.test(avatar))) return { ok: false, message: '头像地址不正确，请重新上传' };
    value.avatar = avatar || null;
  }
  if ('mobile' in src) {
    const mobile = str(src.mobile);
    const mobileErr = validators.mobile(mobile);
    if (mobileErr) return { ok: false, message: mobileErr };
    value.mobile = mobile || null;
  }
  return { ok: true, value };
}

/**
 * The signed-in user as the rules shared with the server read them (the server's principal has the
 * same three facts): organisation, its type, and role codes.
 */
export interface UserFacts {
  readonly orgId: number | null;
  readonly orgType: string | null;
  readonly roleCodes: readonly string[];
}

export function userFacts(user: CurrentUser | null): UserFacts {
  if (!user) return { orgId: null, orgType: null, roleCodes: [] };
  const roles = user.info.roles?.length ? user.info.roles.map((r) => r.code) : (user.info.sysUser.roleCodes ?? '').split(',').filter(Boolean);
  return { orgId: user.info.sysUser.orgId, orgType: user.info.sysOrg?.type ?? null, roleCodes: roles };
}

/** Management, as the server decides it (roles.ts isManagement). */
export const isManagementUser = (f: Pick<UserFacts, 'orgType' | 'roleCodes'>): boolean => isManagement(f);
