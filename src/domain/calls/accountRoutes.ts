/**
 * The routes of the account calls the browser sends (account.ts declares their contracts from
 * these): the sign-in page's, and the profile's, which share their fetchers. No zod here.
 */
import type { CallRoute } from './route';

export const ACCOUNT_ROUTES = {
  captcha: { method: 'GET', path: '/sys/captcha' },
  publicConfig: { method: 'GET', path: '/sys/config' },
  login: { method: 'POST', path: '/login' },
  smsLogin: { method: 'POST', path: '/sms/login' },
  logout: { method: 'POST', path: '/logout' },
  smsSend: { method: 'GET', path: '/sys/sms' },
  smsCheck: { method: 'GET', path: '/sys/sms/check' },
  current: { method: 'POST', path: '/api/sysuser/cur' },
  updateCurrent: { method: 'PUT', path: '/api/sysuser/updCurUser/:id' },
  changePassword: { method: 'POST', path: '/api/curuser/updPwd' },
  resetPassword: { method: 'POST', path: '/rst/sysuser/updPwd' },
  register: { method: 'PUT', path: '/rst/zp_user/register' },
} as const satisfies Record<string, CallRoute>;
