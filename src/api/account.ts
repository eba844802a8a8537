/** Account calls (calls document §7.1): fetchers only; the screens decide what to show. */
import type { CurrentUser, LoginReply, PublicConfig } from '@/domain/account';

export type { LoginReply };
import { get, post, put, type CallOptions, type Page } from './http';

export interface Captcha {
  uuid: string;
  img: string;
  enabled?: boolean;
}

export const fetchPublicConfig = () => get<PublicConfig>('/sys/config');
export const fetchCaptcha = () => get<Captcha>('/sys/captcha');
export const login = (body: { username: string; password: string; code: string; uuid: string }, opts?: CallOptions) =>
  post<LoginReply>('/login', body, undefined, opts);
export const smsLogin = (body: { mobile: string; smsCode: string }, opts?: CallOptions) => post<LoginReply>('/sms/login', body, undefined, opts);
export const sendSms = (mobile: string, type: 'login' | 'reset' | 'register', opts?: CallOptions) => get<unknown>('/sys/sms', { mobile, type }, opts);
export const checkSms = (mobile: string, code: string, type: 'login' | 'reset' | 'register') => get<boolean>('/sys/sms/check', { mobile, code, type });
export const logoutCall = () => post<unknown>('/logout', undefined, undefined, { silent: true });
export const fetchCurrentUser = (refresh = false) => post<CurrentUser>('/api/sysuser/cur', undefined, refresh ? { refresh: true } : undefined);
export const updateCurrentUser = (id: number, body: { name: string; email: string | null; sex: string | null; avatar?: string | null; mobile?: string | null }, opts?: CallOptions) =>
  put<unknown>(`/api/sysuser/updCurUser/${id}`, body, opts);

export const changePassword = (secret: string, opts?: CallOptions) => post<unknown>('/api/curuser/updPwd', { secret }, undefined, opts);
export const resetPasswordBySms = (body: { mobile: string; smsCode: string; password: string }, opts?: CallOptions) =>
  post<unknown>('/rst/sysuser/updPwd', body, undefined, opts);
export const registerEnterprise = (body: Record<string, unknown>, opts?: CallOptions) => put<unknown>('/rst/zp_user/register', body, opts);

export interface OrgAdmin {
  orgId: number;
  userId: number;
  name: string | null;
  mobile: string | null;
}
export const fetchOrgAdmins = (orgIds: number[], roleCodes: string[] = ['R_ORG_ADMIN']) =>
  post<OrgAdmin[]>('/api/sysuser/orgAdmin', { orgIds: orgIds.join(','), roleCodes: roleCodes.join(',') }, undefined, { silent: true });

export type { Page };
