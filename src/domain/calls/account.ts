/**
 * Account calls (calls document §7.1): signing in and out, the captcha and SMS codes, the current
 * user, passwords, enterprise registration and its review, roles and the user actions beyond the
 * resource calls. The sign-in calls keep their own messages (the handler checks what the spec words),
 * so their fields are declared as the values a form sends.
 */
import { z } from 'zod';
import { ACCOUNT_ROUTES } from './accountRoutes';
import { defineCall, formValue, id, optionalId, optionalIds, pageOf, recordRow, searchParams } from './call';

const tag = '账号';

/** The reply of POST /login and POST /sms/login. */
export const loginReply = z.object({
  token: z.string(),
  id: z.number(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  mobile: z.string().nullable(),
});

/** What the portal needs before anyone signs in (GET /sys/config). */
export const publicConfig = z.object({
  captcha: z.boolean(),
  pwdKey: z.string(),
  /** The map picker's provider (server ZP_MAP_TILE_URL / ZP_MAP_GEOCODER_URL); absent or null: offline. */
  map: z.object({ tileUrl: z.string().nullable(), geocoder: z.boolean() }).optional(),
});

export const captchaReply = z.object({
  uuid: z.string(),
  /** data:image/svg+xml;base64,... ready for an <img src>. */
  img: z.string(),
  /** False when the server does not check captchas (ZP_CAPTCHA=off): the client may hide the field. */
  enabled: z.boolean(),
});

const currentSysUser = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string().nullable(),
  sex: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  orgId: z.number().nullable(),
  roleCodes: z.string(),
  status: z.number(),
  updateTime: z.string().nullable(),
  pwdUpdateTime: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
});

/** The signed-in user as POST /api/sysuser/cur sends it (screens document §3, "Current user"); times are ISO strings. */
export const currentUserSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  mobile: z.string().nullable(),
  token: z.string().optional(),
  info: z.object({
    sysUser: currentSysUser,
    sysOrg: z
      .object({
        id: z.number(),
        name: z.string(),
        type: z.string(),
        code: z.string().nullable(),
        areaCode: z.string().nullable(),
        region: z.string().nullable(),
        assistType: z.string().nullable(),
        contact: z.string().nullable(),
        phone: z.string().nullable(),
        address: z.string().nullable(),
        status: z.number(),
      })
      .nullable(),
    sysAdmin: z.boolean(),
    appAdmin: z.boolean(),
    roles: z.array(z.object({ code: z.string(), name: z.string(), tag: z.string() })),
    perms: z.string(),
  }),
});

/** A role as the pickers and the role page list it. */
export const roleRow = z.object({ id: z.number(), code: z.string(), name: z.string(), tag: z.string(), remark: z.string().nullable(), userCount: z.number() });

/** A node of the menu tree the role-grant dialog shows. */
export interface MenuGrantNode {
  id: number;
  pid: number | null;
  title: string;
  path: string | null;
  seq: number;
  hidden: boolean;
  children?: MenuGrantNode[];
}
export const menuGrantNode: z.ZodType<MenuGrantNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    pid: z.number().nullable(),
    title: z.string(),
    path: z.string().nullable(),
    seq: z.number(),
    hidden: z.boolean(),
    children: z.array(menuGrantNode).optional(),
  }),
);

const smsTarget = { mobile: formValue('手机号码'), type: formValue('短信类型') };

export const accountCalls = {
  captcha: defineCall({ ...ACCOUNT_ROUTES.captcha, summary: '取登录验证码图片', tag, reply: captchaReply }),
  publicConfig: defineCall({ ...ACCOUNT_ROUTES.publicConfig, summary: '登录前所需的配置（验证码开关、密码密钥、地图）', tag, reply: publicConfig }),
  login: defineCall({
    ...ACCOUNT_ROUTES.login,
    summary: '账号密码登录',
    tag,
    body: z.looseObject({ username: formValue('用户名'), password: formValue('密码'), code: formValue('验证码'), uuid: formValue() }),
    reply: loginReply,
  }),
  smsLogin: defineCall({ ...ACCOUNT_ROUTES.smsLogin, summary: '短信验证码登录', tag, body: z.looseObject({ mobile: formValue('手机号码'), smsCode: formValue('短信验证码') }), reply: loginReply }),
  logout: defineCall({ ...ACCOUNT_ROUTES.logout, summary: '退出登录', tag, reply: z.null() }),
  logoutGet: defineCall({ method: 'GET', path: '/logout', summary: '退出登录（规范的 GET 形式）', tag, reply: z.null() }),
  smsSend: defineCall({ ...ACCOUNT_ROUTES.smsSend, summary: '发送短信验证码', tag, query: z.looseObject(smsTarget), reply: z.null() }),
  smsCheck: defineCall({
    ...ACCOUNT_ROUTES.smsCheck,
    summary: '核对短信验证码（不消耗）',
    tag,
    query: z.looseObject({ ...smsTarget, code: formValue('短信验证码'), smsCode: formValue('短信验证码') }),
    reply: z.boolean(),
  }),
  current: defineCall({ ...ACCOUNT_ROUTES.current, summary: '当前用户（refresh 时换发令牌）', tag, paramSet: z.looseObject({ refresh: formValue() }), reply: currentUserSchema }),
  updateCurrent: defineCall({
    ...ACCOUNT_ROUTES.updateCurrent,
    summary: '完善/修改本人信息',
    tag,
    pathParams: z.object({ id: id() }),
    body: z.looseObject({ name: formValue('姓名'), email: formValue('邮箱'), sex: formValue('性别'), avatar: formValue('头像'), mobile: formValue('手机号码') }),
    reply: currentSysUser,
  }),
  changePassword: defineCall({ ...ACCOUNT_ROUTES.changePassword, summary: '修改本人密码（加密的 secret）', tag, body: z.looseObject({ secret: formValue() }), reply: z.null() }),
  changePassword2: defineCall({ method: 'POST', path: '/api/curuser/updPwd2', summary: '首次登录修改密码（加密的 secret）', tag, body: z.looseObject({ secret: formValue() }), reply: z.null() }),
  resetPassword: defineCall({
    ...ACCOUNT_ROUTES.resetPassword,
    summary: '凭短信验证码重置密码',
    tag,
    body: z.looseObject({
      mobile: formValue('手机号码'),
      smsCode: formValue('短信验证码'),
      code: formValue('短信验证码'),
      password: formValue('新密码'),
      newPwd: formValue('新密码'),
      confirmPassword: formValue('确认密码'),
      cnewPwd: formValue('确认密码'),
    }),
    reply: z.null(),
  }),
  register: defineCall({
    ...ACCOUNT_ROUTES.register,
    summary: '企业注册（待审核）',
    tag,
    body: z.looseObject({ password: formValue('密码'), confirmPassword: formValue('确认密码'), smsCode: formValue('短信验证码'), creditCode: formValue('统一社会信用代码') }),
    reply: z.object({ id: z.number(), username: z.string(), orgId: z.number() }),
  }),
  registerPage: defineCall({ method: 'POST', path: '/api/zp_user/page', summary: '企业注册审核列表', tag, paramSet: searchParams, reply: pageOf(recordRow) }),
  registerAudit: defineCall({
    method: 'POST',
    path: '/api/zp_user/audit',
    summary: '审核企业注册',
    tag,
    paramSet: z.looseObject({ id: optionalId(), userId: optionalId(), pass: formValue('审核结果'), reason: formValue('审核意见') }),
    reply: z.object({ id: z.number(), status: z.number() }),
  }),
  roles: defineCall({ method: 'POST', path: '/api/sysrole/lst', summary: '角色列表（可按 tag 过滤）', tag, paramSet: z.looseObject({ tag: formValue(), 'search.tag_eq': formValue() }), reply: z.array(roleRow) }),
  roleMenus: defineCall({
    method: 'POST',
    path: '/api/sysrole/menus',
    summary: '角色的菜单授权（整棵菜单树与已授权的 id）',
    tag,
    paramSet: z.looseObject({ roleId: optionalId().meta({ title: '角色' }) }),
    reply: z.object({ all: z.boolean(), tree: z.array(menuGrantNode), granted: z.array(z.number()) }),
  }),
  disableUsers: defineCall({
    method: 'POST',
    path: '/api/sysuser/disable',
    summary: '停用或启用用户',
    tag,
    paramSet: z.looseObject({ ids: optionalIds(), id: optionalIds(), disabled: formValue() }),
    reply: z.number(),
  }),
  resetUserPassword: defineCall({
    method: 'POST',
    path: '/api/sysuser/resetPwd',
    summary: '重置用户密码（不给密码时生成一个）',
    tag,
    paramSet: z.looseObject({ id: optionalId(), userId: optionalId(), password: formValue('密码'), newPwd: formValue('密码') }),
    reply: z.object({ password: z.string() }).nullable(),
  }),
  grantRoles: defineCall({
    method: 'POST',
    path: '/api/sysuser/grantRole',
    summary: '为用户授予角色',
    tag,
    paramSet: z.looseObject({ userId: optionalId(), id: optionalId(), roleIds: z.unknown().optional(), roleCodes: z.unknown().optional() }),
    reply: z.object({ userId: z.number(), roleCodes: z.string() }),
  }),
} as const;
