/** Account calls (calls document §7.1): fetchers only; the screens decide what to show. */
import type { LoginReply } from '@/domain/account';
import { accountCalls } from '@/domain/calls/account';
import { orgCalls } from '@/domain/calls/org';
import type { CallReply } from '@/domain/calls/call';
import { callApi } from './call';

export type { LoginReply };
import type { CallOptions, Page } from './http';

export type Captcha = CallReply<typeof accountCalls.captcha>;

export const fetchPublicConfig = (opts?: CallOptions) => callApi(accountCalls.publicConfig, {}, opts);
export const fetchCaptcha = () => callApi(accountCalls.captcha, {});
export const login = (body: { username: string; password: string; code: string; uuid: string }, opts?: CallOptions) => callApi(accountCalls.login, { body }, opts);
export const smsLogin = (body: { mobile: string; smsCode: string }, opts?: CallOptions) => callApi(accountCalls.smsLogin, { body }, opts);
export const sendSms = (mobile: string, type: 'login' | 'reset' | 'register', opts?: CallOptions) => callApi(accountCalls.smsSend, { query: { mobile, type } }, opts);
export const checkSms = (mobile: string, code: string, type: 'login' | 'reset' | 'register') => callApi(accountCalls.smsCheck, { query: { mobile, code, type } });
export const logoutCall = () => callApi(accountCalls.logout, {}, { silent: true });
export const fetchCurrentUser = (refresh = false) => callApi(accountCalls.current, { paramSet: refresh ? { refresh: true } : {} });
export const updateCurrentUser = (id: number, body: { name: string; email: string | null; sex: string | null; avatar?: string | null; mobile?: string | null }, opts?: CallOptions) =>
  callApi(accountCalls.updateCurrent, { pathParams: { id }, body }, opts);

export const changePassword = (secret: string, opts?: CallOptions) => callApi(accountCalls.changePassword, { body: { secret } }, opts);
export const resetPasswordBySms = (body: { mobile: string; smsCode: string; password: string }, opts?: CallOptions) => callApi(accountCalls.resetPassword, { body }, opts);
export const registerEnterprise = (body: Record<string, unknown>, opts?: CallOptions) => callApi(accountCalls.register, { body }, opts);

export type OrgAdmin = CallReply<typeof orgCalls.orgAdmins>[number];
export const fetchOrgAdmins = (orgIds: number[], roleCodes: string[] = ['R_ORG_ADMIN']) =>
  callApi(orgCalls.orgAdmins, { paramSet: { orgIds: orgIds.join(','), roleCodes: roleCodes.join(',') } }, { silent: true });

export type { Page };
