import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { bindFeedback, takeNotes } from './feedback';
import { ApiCallError, call, createHttp, fileNameOf, fileOrRefusal, HTTP_TEXT, isNotFound, resetHttpState, toastError } from './http';

type Reply = { status: number; data: unknown; headers?: Record<string, string> } | { fail: 'timeout' | 'network' };

function clientReplying(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const adapter: AxiosAdapter = async (config) => {
    const r = reply(config);
    if ('fail' in r) {
      throw r.fail === 'timeout'
        ? new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config)
        : new AxiosError('Network Error', 'ERR_NETWORK', config);
    }
    const response = { status: r.status, statusText: '', data: r.data, headers: r.headers ?? {}, config };
    if (r.status >= 400) throw new AxiosError(`Request failed with status code ${r.status}`, 'ERR_BAD_RESPONSE', config, undefined, response);
    return response;
  };
  return createHttp(axios.create({ adapter, timeout: 30000 }));
}

describe('the http client and the error catalogue', () => {
  const errors: string[] = [];
  const navigations: string[] = [];
  let confirms = 0;
  let answer = false;
  let where = '/sys-user?tab=1';
  let unbind = () => {};

  beforeEach(() => {
    errors.length = 0;
    navigations.length = 0;
    confirms = 0;
    resetHttpState();
    useSession.getState().setToken('tok-1');
    unbind = bindFeedback({
      error: (t) => errors.push(t),
      confirm: async () => {
        confirms++;
        return answer;
      },
      navigate: (to) => navigations.push(to),
      location: () => where,
    });
  });
  afterEach(() => {
    unbind();
    takeNotes();
    useSession.getState().clear();
  });

  it('returns data on body code 200 and sends the token header', async () => {
    let sent: unknown;
    const http = clientReplying((c) => {
      sent = c.headers.get('X-Token');
      return { status: 200, data: { code: 200, msg: 'ok', data: { id: 1 }, succeed: true } };
    });
    await expect(call({ url: '/api/x' }, http)).resolves.toEqual({ id: 1 });
    expect(sent).toBe('tok-1');
  });

  it('renews the token from the response header', async () => {
    const http = clientReplying(() => ({ status: 200, data: { code: 200, msg: '', data: null }, headers: { 'x-token': 'tok-2' } }));
    await call({ url: '/api/x' }, http);
    expect(useSession.getState().token).toBe('tok-2');
  });

  it('shows the server msg on body 400 and 500, and rejects', async () => {
    const http = clientReplying(() => ({ status: 200, data: { code: 400, msg: '手机号码：请输入正确的手机号码', data: null } }));
    await expect(call({ url: '/api/x' }, http)).rejects.toMatchObject({ code: 400, kind: 'body' });
    expect(errors).toEqual(['手机号码：请输入正确的手机号码']);
  });

  it('on body 401 leaves the msg for the sign-in page, clears the session and goes to /login with the redirect', async () => {
    const http = clientReplying(() => ({ status: 200, data: { code: 401, msg: '登录状态已过期，请重新登录', data: null } }));
    await expect(call({ url: '/api/x' }, http)).rejects.toBeInstanceOf(ApiCallError);
    expect(takeNotes()).toEqual([{ text: '登录状态已过期，请重新登录', tone: 'error' }]);
    expect(errors).toEqual([]);
    expect(useSession.getState().token).toBeNull();
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/sys-user?tab=1')}`]);
  });

  it('does not redirect again when already on /login', async () => {
    where = '/login?redirect=%2Findex';
    const http = clientReplying(() => ({ status: 200, data: { code: 401, msg: 'x', data: null } }));
    await expect(call({ url: '/api/x' }, http)).rejects.toBeInstanceOf(ApiCallError);
    expect(navigations).toEqual([]);
    where = '/sys-user?tab=1';
  });

  it('on body 403 opens one 登录确认 dialog however many requests fail', async () => {
    answer = true;
    const http = clientReplying(() => ({ status: 200, data: { code: 403, msg: 'no', data: null } }));
    await Promise.allSettled([call({ url: '/a' }, http), call({ url: '/b' }, http), call({ url: '/c' }, http)]);
    await vi.waitFor(() => expect(navigations.length).toBe(1));
    expect(confirms).toBe(1);
    expect(useSession.getState().token).toBeNull();
    answer = false;
  });

  it('leaves a silent call refused with body 403 to its caller: no dialog, no sign-out', async () => {
    const http = clientReplying(() => ({ status: 200, data: { code: 403, msg: 'no', data: null } }));
    useSession.setState({ token: 'kept' });
    await expect(call({ url: '/api/lookup', silent: true }, http)).rejects.toMatchObject({ code: 403 });
    expect(confirms).toBe(0);
    expect(navigations).toEqual([]);
    expect(useSession.getState().token).toBe('kept');
  });

  it('maps HTTP statuses, timeouts and no response to the catalogue texts', async () => {
    const cases: [Reply, string][] = [
      [{ status: 404, data: '' }, HTTP_TEXT.notFound],
      [{ status: 500, data: { code: 500, msg: '后台服务异常！(请求编号 ab12)', data: null } }, '后台服务异常！(请求编号 ab12)'],
      [{ status: 500, data: 'oops' }, HTTP_TEXT.serverError],
      [{ status: 400, data: '' }, HTTP_TEXT.serverError],
      [{ status: 502, data: '' }, HTTP_TEXT.otherStatus],
      [{ fail: 'timeout' }, HTTP_TEXT.timeout],
      [{ fail: 'network' }, HTTP_TEXT.noResponse],
    ];
    for (const [reply, text] of cases) {
      resetHttpState();
      errors.length = 0;
      await expect(call({ url: '/api/x' }, clientReplying(() => reply))).rejects.toMatchObject({ message: text });
      expect(errors).toEqual([text]);
    }
  });

  it('keeps error toasts to one per 3000 ms', () => {
    toastError('a', 10_000);
    toastError('b', 11_000);
    toastError('c', 13_001);
    expect(errors).toEqual(['a', 'c']);
  });

  it('lets a caller handle the message itself', async () => {
    const http = clientReplying(() => ({ status: 200, data: { code: 400, msg: 'shown in the form', data: null } }));
    await expect(call({ url: '/api/x', silent: true }, http)).rejects.toMatchObject({ message: 'shown in the form' });
    expect(errors).toEqual([]);
  });
});

describe('downloads', () => {
  const zip = new Blob(['PK'], { type: 'application/zip' });
  const errors: string[] = [];
  let unbind = () => {};
  beforeEach(() => {
    errors.length = 0;
    resetHttpState();
    unbind = bindFeedback({ error: (t) => errors.push(t), confirm: async () => false, navigate: () => undefined, location: () => '/' });
  });
  afterEach(() => unbind());

  it('name the file as the server did, the UTF-8 name first', async () => {
    const disposition = `attachment; filename="JD2026001_.zip"; filename*=UTF-8''${encodeURIComponent('JD2026001_监督材料汇总.zip')}`;
    const http = clientReplying(() => ({ status: 200, data: zip, headers: { 'content-disposition': disposition } }));
    const file = await call<Blob>({ url: '/api/x', responseType: 'blob' }, http);
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('JD2026001_监督材料汇总.zip');
    expect(fileNameOf('attachment; filename="plain.xlsx"')).toBe('plain.xlsx');
    expect(fileNameOf(undefined)).toBeNull();
  });

  it("are the file, or the server's refusal (an envelope where a file was asked for) in its words", async () => {
    await expect(fileOrRefusal(zip, false)).resolves.toBe(zip);
    const refusal = new Blob([JSON.stringify({ code: 400, msg: '没有可打包的材料', data: null })], { type: 'application/json' });
    await expect(fileOrRefusal(refusal, true)).rejects.toMatchObject({ code: 400, message: '没有可打包的材料', kind: 'body' });
    expect(errors).toEqual([]);
    await expect(fileOrRefusal(new Blob(['{oops'], { type: 'application/json' }), false)).rejects.toMatchObject({ code: 500, message: HTTP_TEXT.serverError });
    expect(errors).toEqual([HTTP_TEXT.serverError]);
  });
});

describe('isNotFound', () => {
  it("is the server's 404 envelope only, not an HTTP 404 (a missing route) nor another refusal", () => {
    expect(isNotFound(new ApiCallError(404, '评价申请不存在或无权访问', 'body'))).toBe(true);
    expect([new ApiCallError(404, HTTP_TEXT.notFound, 'http'), new ApiCallError(400, 'x', 'body'), new Error('404'), null].map(isNotFound)).toEqual([false, false, false, false]);
  });
});
