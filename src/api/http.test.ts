import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { bindFeedback, takeNotes } from './feedback';
import { ApiCallError, call, createHttp, fileNameOf, fileOrRefusal, HTTP_TEXT, isNotFound, queryString, resetHttpState, toastError } from './http';

type Reply = { status: number; data: unknown; headers?: Record<string, string> } | { fail: 'timeout' | 'network' };

/** The client over a fake fetch that answers each request with `reply(request)`. */
function clientReplying(reply: (request: Request) => Reply) {
  return createHttp(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://portal.test'), init);
    const r = reply(request);
    if ('fail' in r) {
      // What fetch rejects with: the timeout signal's reason, or a TypeError when nothing answered.
      throw r.fail === 'timeout' ? new DOMException('signal timed out', 'TimeoutError') : new TypeError('Failed to fetch');
    }
    const body = r.data instanceof Blob ? r.data : typeof r.data === 'string' ? r.data : JSON.stringify(r.data);
    return new Response(body, { status: r.status, headers: r.headers });
  });
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
    const http = clientReplying((r) => {
      sent = r.headers.get('X-Token');
      return { status: 200, data: { code: 200, msg: 'ok', data: { id: 1 }, succeed: true } };
    });
    await expect(call({ url: '/api/x' }, http)).resolves.toEqual({ id: 1 });
    expect(sent).toBe('tok-1');
  });

  it('sends the parameters in the query string and a body as JSON, or as it is (a form with a file)', async () => {
    const seen: { url: string; type: string | null; body: string }[] = [];
    const http = clientReplying((r) => {
      void r
        .clone()
        .text()
        .then((body) => seen.push({ url: r.url, type: r.headers.get('content-type'), body }));
      return { status: 200, data: { code: 200, msg: '', data: null } };
    });
    await call({ method: 'POST', url: '/api/sysuser/lst', params: { 'search.name_like': '张 三', 'page.pn': 2, empty: null }, data: { ids: [1, 2] } }, http);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await call({ method: 'POST', url: '/api/file/upload?type=img', data: form }, http);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[0]).toEqual({ url: 'http://portal.test/api/sysuser/lst?search.name_like=%E5%BC%A0+%E4%B8%89&page.pn=2', type: 'application/json', body: '{"ids":[1,2]}' });
    expect(seen[1].url).toBe('http://portal.test/api/file/upload?type=img');
    expect(seen[1].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(queryString({ ids: [1, 2], at: new Date('2026-01-02T03:04:05Z'), none: undefined })).toBe('ids%5B%5D=1&ids%5B%5D=2&at=2026-01-02T03%3A04%3A05.000Z');
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
      [{ status: 404, data: '<html>Not Found</html>' }, HTTP_TEXT.notFound],
      [{ status: 500, data: { code: 500, msg: '后台服务异常！(请求编号 ab12)', data: null } }, '后台服务异常！(请求编号 ab12)'],
      [{ status: 500, data: 'oops' }, HTTP_TEXT.serverError],
      [{ status: 400, data: '' }, HTTP_TEXT.serverError],
      [{ status: 502, data: '' }, HTTP_TEXT.otherStatus],
      // The server's word when its database is restarting.
      [{ status: 503, data: { code: 503, msg: '数据库不可用，请稍后重试（请求编号 cd34）', data: null } }, '数据库不可用，请稍后重试（请求编号 cd34）'],
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

  it('drops a request its caller no longer waits for, without a toast', async () => {
    const http = createHttp((_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const stop = new AbortController();
    const pending = call({ url: '/api/x', signal: stop.signal }, http);
    stop.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'network' });
    expect(errors).toEqual([]);
  });

  it('says 请求超时 when nothing answers in time', async () => {
    const http = createHttp((_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    await expect(call({ url: '/api/x', timeout: 20 }, http)).rejects.toMatchObject({ kind: 'timeout', message: HTTP_TEXT.timeout });
    expect(errors).toEqual([HTTP_TEXT.timeout]);
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
    const http = clientReplying(() => ({ status: 200, data: 'PK', headers: { 'content-type': 'application/zip', 'content-disposition': disposition } }));
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
