/**
 * Account calls (calls document §7.1): fetchers only; the screens decide what to show. They go by
 * the calls' routes, typed by their contracts: the sign-in page loads no schema library.
 */
import type { LoginReply } from '@/domain/account';
import type { accountCalls } from '@/domain/calls/account';
import { ACCOUNT_ROUTES } from '@/domain/calls/accountRoutes';
import type { CallReply } from '@/domain/calls/call';
import { routesTo } from '@/domain/calls/route';
import { callApi } from './call';
import type { CallOptions, Page } from './http';

export type { LoginReply };

const calls = routesTo<typeof accountCalls>()(ACCOUNT_ROUTES);

export type Captcha = CallReply<typeof accountCalls.captcha>;

export const fetchPublicConfig = (opts?: CallOptions) => callApi(calls.publicConfig, {}, opts);
export const fetchCaptcha = () => callApi(calls.captcha, {});
export const login = (body: { username: string; password: string; code: string; uuid: string }, opts?: CallOptions) => callApi(calls.login, { body }, opts);
export const smsLogin = (body: { mobile: string; smsCode: string }, opts?: CallOptions) => callApi(calls.smsLogin, { body }, opts);
export const sendSms = (mobile: string, type: 'login' | 'reset' | 'register', opts?: CallOptions) => callApi(calls.smsSend, { query: { mobile, type } }, opts);
export const checkSms = (mobile: string, code: string, type: 'login' | 'reset' | 'register') => callApi(calls.smsCheck, { query: { mobile, code, type } });
export const logoutCall = () => callApi(calls.logout, {}, { silent: true });
export const fetchCurrentUser = (refresh = false) => callApi(calls.current, { paramSet: refresh ? { refresh: true } : {} });
export const updateCurrentUser = (id: number, body: { name: string; email: string | null; sex: string | null; avatar?: string | null; mobile?: string | null }, opts?: CallOptions) =>
  callApi(calls.updateCurrent, { pathParams: { id }, body }, opts);

export const changePassword = (secret: string, opts?: CallOptions) => callApi(calls.changePassword, { body: { secret } }, opts);
export const resetPasswordBySms = (body: { mobile: string; smsCode: string; password: string }, opts?: CallOptions) => callApi(calls.resetPassword, { body }, opts);
export const registerEnterprise = (body: Record<string, unknown>, opts?: CallOptions) => callApi(calls.register, { body }, opts);

export type { Page };
