/**
 * The one http client (calls document §7 conventions, §8 error catalogue): axios with a 30000 ms
 * timeout, the X-Token header, the token renewed from the response header, the {code, msg, data}
 * envelope, and each row of the catalogue:
 *   body 200 (and succeed true where present) -> data
 *   body 401  -> msg noted for the sign-in page, session cleared, to /login?redirect= unless already there
 *   body 403  -> one 登录确认 dialog at a time; confirm clears the session and goes to /login
 *   body 400/500 (and any other code) -> msg
 *   HTTP 404 -> 网络异常/请求地址不存在; HTTP 400/500 -> msg or 后台服务异常！; other status -> 调用后台服务失败
 *   timeout -> 请求超时; no response -> 后台服务访问异常
 * Error toasts are limited to one per 3000 ms. Every failure rejects with an ApiCallError.
 */
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import { feedback, noteForLater } from './feedback';

export const REQUEST_TIMEOUT_MS = 30000;
export const ERROR_TOAST_THROTTLE_MS = 3000;
export const TOKEN_HEADER = 'X-Token';
export const SUCCESS_CODE = 200;

export const HTTP_TEXT = {
  notFound: '网络异常/请求地址不存在',
  serverError: '后台服务异常！',
  otherStatus: '调用后台服务失败',
  timeout: '请求超时',
  noResponse: '后台服务访问异常',
  reloginTitle: '登录确认',
  reloginContent: '登录状态已过期，是否重新登录？',
  reloginOk: '重新登录',
  reloginCancel: '取消',
} as const;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  succeed?: boolean;
}

/** A failed call: `code` is the body code, or the HTTP status, or 0 for timeout / no response. */
export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly kind: 'body' | 'http' | 'timeout' | 'network',
  ) {
    super(message);
  }
}

/** The server's 404 envelope: the record is not there, or not the caller's to see. */
export const isNotFound = (e: unknown): boolean => e instanceof ApiCallError && e.kind === 'body' && e.code === 404;

let lastToast = 0;
/** Error toasts: at most one per 3000 ms, whatever the number of failing requests. */
export function toastError(text: string, now = Date.now()): void {
  if (now - lastToast < ERROR_TOAST_THROTTLE_MS) return;
  lastToast = now;
  feedback().error(text);
}

/** Test hook: forget the throttle and the open dialog. */
export function resetHttpState(): void {
  lastToast = 0;
  reloginOpen = false;
}

const PUBLIC_PATHS = ['/login', '/pre'];
const isOnLogin = () => PUBLIC_PATHS.some((p) => feedback().location().split('?')[0] === p);

function goToLogin(): void {
  if (isOnLogin()) return;
  const here = feedback().location();
  feedback().navigate(`/login?redirect=${encodeURIComponent(here)}`);
}

function signOutLocally(): void {
  useSession.getState().clear();
  useTabs.getState().reset();
}

let reloginOpen = false;
async function askRelogin(): Promise<void> {
  if (reloginOpen) return;
  reloginOpen = true;
  try {
    const yes = await feedback().confirm({
      title: HTTP_TEXT.reloginTitle,
      content: HTTP_TEXT.reloginContent,
      okText: HTTP_TEXT.reloginOk,
      cancelText: HTTP_TEXT.reloginCancel,
    });
    if (yes) {
      signOutLocally();
      goToLogin();
    }
  } finally {
    reloginOpen = false;
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** Options a caller may add per request. */
export interface CallOptions extends AxiosRequestConfig {
  /**
   * The caller handles a refusal itself: no toast, and no 登录确认 dialog on a body 403 (a picker
   * whose list the user may not read just stays empty; it is no reason to sign in again).
   */
  silent?: boolean;
}

function onBodyError(env: Envelope<unknown>, silent: boolean): never {
  const msg = env.msg || HTTP_TEXT.serverError;
  if (env.code === 401) {
    // Why the session ended, said on the sign-in page (a toast would leave with the portal's frame).
    noteForLater(msg);
    signOutLocally();
    goToLogin();
  } else if (env.code === 403) {
    if (!silent) void askRelogin();
  } else if (!silent) {
    toastError(msg);
  }
  throw new ApiCallError(env.code, msg, 'body');
}

function onTransportError(error: unknown, silent: boolean): never {
  if (error instanceof ApiCallError) throw error;
  const e = error as AxiosError<unknown>;
  let failure: ApiCallError;
  if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT' || /timeout/i.test(e.message ?? '')) {
    failure = new ApiCallError(0, HTTP_TEXT.timeout, 'timeout');
  } else if (!e.response) {
    failure = new ApiCallError(0, HTTP_TEXT.noResponse, 'network');
  } else {
    const status = e.response.status;
    const body = e.response.data;
    const bodyMsg = isEnvelope(body) && body.msg ? body.msg : '';
    const text = status === 404 ? HTTP_TEXT.notFound : status === 400 || status === 500 ? bodyMsg || HTTP_TEXT.serverError : HTTP_TEXT.otherStatus;
    failure = new ApiCallError(status, text, 'http');
  }
  if (!silent) toastError(failure.message);
  throw failure;
}

export function createHttp(instance: AxiosInstance = axios.create({ timeout: REQUEST_TIMEOUT_MS })): AxiosInstance {
  // Writes carry the session in the X-Token header (the server takes the cookie for reads only), so
  // there is no XSRF token to send. Without this, axios asks the browser's cookie store
  // (asynchronously) before every request, which delays a page's first calls by a busy main
  // thread's worth (about 100 ms on the wall's first picture).
  instance.defaults.withXSRFToken = false;
  instance.interceptors.request.use((config) => {
    const token = useSession.getState().token;
    if (token) config.headers.set(TOKEN_HEADER, token);
    return config;
  });
  instance.interceptors.response.use((res) => {
    // The server renews a token near its expiry through this header.
    const fresh = res.headers?.[TOKEN_HEADER.toLowerCase()];
    if (typeof fresh === 'string' && fresh) {
      try {
        useSession.getState().setToken(fresh);
      } catch (e) {
        console.warn('token refresh failed', e); // catalogue: only logged
      }
    }
    return res;
  });
  return instance;
}

export const client = createHttp();

/** `attachment; filename="…"; filename*=UTF-8''…` -> the name (the UTF-8 form first: the other is ASCII only). */
export function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** A downloaded file's bytes, as a File when the server named it (Content-Disposition). */
function namedBlob(res: AxiosResponse<unknown>): Blob {
  const blob = res.data as Blob;
  const name = fileNameOf(res.headers?.['content-disposition']);
  return name && typeof File === 'function' ? new File([blob], name, { type: blob.type }) : blob;
}

/**
 * What a download answered: the file, or a refusal, which comes back as a JSON envelope even though
 * a file was asked for and is handled as the catalogue says (as any call's refusal).
 */
export async function fileOrRefusal(blob: Blob, silent: boolean): Promise<Blob> {
  if (!blob.type.includes('json')) return blob;
  let env: unknown = null;
  try {
    env = JSON.parse(await blob.text());
  } catch {
    // Not an envelope: refused below as the server's failure.
  }
  return onBodyError(isEnvelope(env) && env.code !== SUCCESS_CODE ? env : { code: 500, msg: HTTP_TEXT.serverError, data: null }, silent);
}

/** Sends a request and unwraps the envelope, applying the catalogue. */
export async function call<T>(config: CallOptions, instance: AxiosInstance = client): Promise<T> {
  const { silent = false, ...rest } = config;
  let res: AxiosResponse<unknown>;
  try {
    res = await instance.request(rest);
  } catch (e) {
    return onTransportError(e, silent);
  }
  if (rest.responseType === 'blob') return namedBlob(res) as T;
  if (rest.responseType === 'arraybuffer') return res.data as T;
  const body = res.data;
  if (!isEnvelope(body)) return onTransportError(new AxiosError('bad body', undefined, undefined, undefined, { ...res, status: 500 } as AxiosResponse), silent);
  if (body.code === SUCCESS_CODE && body.succeed !== false) return body.data as T;
  return onBodyError(body, silent);
}

type Params = Record<string, unknown>;
export const get = <T>(url: string, params?: Params, opts?: CallOptions) => call<T>({ ...opts, method: 'GET', url, params });
export const post = <T>(url: string, data?: unknown, params?: Params, opts?: CallOptions) => call<T>({ ...opts, method: 'POST', url, data, params });
export const put = <T>(url: string, data?: unknown, opts?: CallOptions) => call<T>({ ...opts, method: 'PUT', url, data });
export const del = <T>(url: string, params?: Params, opts?: CallOptions) => call<T>({ ...opts, method: 'DELETE', url, params });

export type { Page } from '@/domain/page';
