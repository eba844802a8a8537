/**
 * The one http client (calls document §7 conventions, §8 error catalogue): the browser's fetch with
 * a 30000 ms timeout, the X-Token header, the token renewed from the response header, the
 * {code, msg, data} envelope, and each row of the catalogue:
 *   body 200 (and succeed true where present) -> data
 *   body 401  -> msg noted for the sign-in page, session cleared, to /login?redirect= unless already there
 *   body 403  -> one 登录确认 dialog at a time; confirm clears the session and goes to /login
 *   body 400/500 (and any other code) -> msg
 *   HTTP 404 -> 网络异常/请求地址不存在; HTTP 400/500 -> msg or 后台服务异常！; other status -> msg (a 503's
 *   数据库不可用) or 调用后台服务失败
 *   timeout -> 请求超时; no response -> 后台服务访问异常
 * Error toasts are limited to one per 3000 ms. Every failure rejects with an ApiCallError.
 *
 * fetch rather than an http library: what a library would add (timeouts, query strings, bodies by
 * type) the platform has (AbortSignal.timeout, URLSearchParams, Request), and the client loads
 * before every page's first widget.
 */
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
export interface CallOptions {
  /**
   * The caller handles a refusal itself: no toast, and no 登录确认 dialog on a body 403 (a picker
   * whose list the user may not read just stays empty; it is no reason to sign in again).
   */
  silent?: boolean;
  /** The query's abort signal: a request nobody waits for any more is dropped, without a toast. */
  signal?: AbortSignal;
  /** Milliseconds before 请求超时 (default 30000). */
  timeout?: number;
  headers?: Readonly<Record<string, string>>;
}

/** One request as the verbs describe it. */
export interface RequestConfig extends Omit<CallOptions, 'silent'> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The query string's parameters (undefined and null are left out). */
  params?: Readonly<Record<string, unknown>>;
  /** The body: FormData, a Blob or URLSearchParams as they are, anything else as JSON. */
  data?: unknown;
  /** How the answer is read: JSON (text when it is not JSON), or the bytes. */
  responseType?: 'json' | 'blob' | 'arraybuffer';
}

export interface HttpResponse {
  status: number;
  data: unknown;
  headers: Headers;
}

/** A request that got no usable answer: no response in time, none at all, dropped, or an HTTP error status. */
export class TransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'aborted' | 'status',
    readonly response?: HttpResponse,
  ) {
    super(kind === 'status' ? `HTTP ${response?.status}` : kind);
  }
}

export interface HttpClient {
  /** Answers a response with a status under 400; rejects with a TransportError otherwise. */
  request(config: RequestConfig): Promise<HttpResponse>;
}

/** The query string: arrays as repeated `key[]` (the form the portal has always sent), dates as ISO text. */
export function queryString(params: Readonly<Record<string, unknown>> | undefined): string {
  const q = new URLSearchParams();
  const put = (key: string, v: unknown) => {
    if (v === undefined || v === null) return;
    q.append(key, v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v));
  };
  for (const [key, v] of Object.entries(params ?? {})) {
    if (Array.isArray(v)) v.forEach((item) => put(`${key}[]`, item));
    else put(key, v);
  }
  return q.toString();
}

const isRawBody = (d: unknown) => d instanceof FormData || d instanceof Blob || d instanceof URLSearchParams || d instanceof ArrayBuffer;

async function readBody(res: Response, type: RequestConfig['responseType']): Promise<unknown> {
  if (type === 'blob') return res.blob();
  if (type === 'arraybuffer') return res.arrayBuffer();
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The client over a fetch function (the browser's, or a test's): the session's token on every
 * request, the token the server renews taken from its answer.
 */
export function createHttp(send: typeof fetch = (input, init) => fetch(input, init)): HttpClient {
  return {
    async request({ method = 'GET', url, params, data, headers, responseType, signal, timeout = REQUEST_TIMEOUT_MS }) {
      const qs = queryString(params);
      const head = new Headers(headers);
      const token = useSession.getState().token;
      if (token) head.set(TOKEN_HEADER, token);
      let body: BodyInit | undefined;
      if (data !== undefined && method !== 'GET') {
        if (isRawBody(data)) body = data as BodyInit;
        else {
          head.set('Content-Type', 'application/json');
          body = JSON.stringify(data);
        }
      }
      const timer = AbortSignal.timeout(timeout);
      const failed = (e: unknown) => new TransportError(timer.aborted || (e as { name?: unknown } | null)?.name === 'TimeoutError' ? 'timeout' : signal?.aborted ? 'aborted' : 'network');
      let res: Response;
      try {
        res = await send(qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url, { method, headers: head, body, signal: signal ? AbortSignal.any([signal, timer]) : timer });
      } catch (e) {
        throw failed(e);
      }
      // The server renews a token near its expiry through this header.
      const fresh = res.headers.get(TOKEN_HEADER);
      if (fresh) {
        try {
          useSession.getState().setToken(fresh);
        } catch (e) {
          console.warn('token refresh failed', e); // catalogue: only logged
        }
      }
      let answer: HttpResponse;
      try {
        answer = { status: res.status, headers: res.headers, data: await readBody(res, res.ok ? responseType : 'json') };
      } catch (e) {
        throw failed(e);
      }
      if (!res.ok) throw new TransportError('status', answer);
      return answer;
    },
  };
}

export const client = createHttp();

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
  const kind = error instanceof TransportError ? error.kind : 'network';
  let failure: ApiCallError;
  if (kind === 'timeout') {
    failure = new ApiCallError(0, HTTP_TEXT.timeout, 'timeout');
  } else if (kind !== 'status' || !(error instanceof TransportError) || !error.response) {
    failure = new ApiCallError(0, HTTP_TEXT.noResponse, 'network');
  } else {
    const { status, data: body } = error.response;
    const bodyMsg = isEnvelope(body) && body.msg ? body.msg : '';
    const text = status === 404 ? HTTP_TEXT.notFound : bodyMsg || (status === 400 || status === 500 ? HTTP_TEXT.serverError : HTTP_TEXT.otherStatus);
    failure = new ApiCallError(status, text, 'http');
  }
  // A dropped request (its page or query went away) is nobody's news.
  if (!silent && kind !== 'aborted') toastError(failure.message);
  throw failure;
}

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
function namedBlob(res: HttpResponse): Blob {
  const blob = res.data as Blob;
  const name = fileNameOf(res.headers.get('content-disposition'));
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
export async function call<T>(config: RequestConfig & CallOptions, http: HttpClient = client): Promise<T> {
  const { silent = false, ...rest } = config;
  let res: HttpResponse;
  try {
    res = await http.request(rest);
  } catch (e) {
    return onTransportError(e, silent);
  }
  if (rest.responseType === 'blob') return namedBlob(res) as T;
  if (rest.responseType === 'arraybuffer') return res.data as T;
  const body = res.data;
  if (!isEnvelope(body)) return onTransportError(new TransportError('status', { ...res, status: 500 }), silent);
  if (body.code === SUCCESS_CODE && body.succeed !== false) return body.data as T;
  return onBodyError(body, silent);
}

type Params = Record<string, unknown>;
export const get = <T>(url: string, params?: Params, opts?: CallOptions) => call<T>({ ...opts, method: 'GET', url, params });
export const post = <T>(url: string, data?: unknown, params?: Params, opts?: CallOptions) => call<T>({ ...opts, method: 'POST', url, data, params });
export const put = <T>(url: string, data?: unknown, opts?: CallOptions) => call<T>({ ...opts, method: 'PUT', url, data });
export const del = <T>(url: string, params?: Params, opts?: CallOptions) => call<T>({ ...opts, method: 'DELETE', url, params });

export type { Page } from '@/domain/page';
