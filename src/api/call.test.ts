// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineCalls } from '@/domain/calls/resource';
import { callApi, fileApi, linkTo } from './call';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn(), call: vi.fn() }));
vi.mock('./http', async (original) => ({ ...(await original<typeof import('./http')>()), ...http }));

afterEach(() => vi.clearAllMocks());

const calls = engineCalls('/api/things');

describe('callApi', () => {
  it('sends a parameter set as the query string, and leaves off the parts a call does not have', async () => {
    await callApi(calls.page, { paramSet: { 'page.pn': 1 } });
    expect(http.post).toHaveBeenCalledWith('/api/things/page', undefined, { 'page.pn': 1 });
    await callApi(calls.get, { pathParams: { id: 'a/b' } }, { silent: true });
    expect(http.get).toHaveBeenCalledWith('/api/things/a%2Fb', undefined, { silent: true });
    await callApi(calls.delete, { paramSet: { ids: '1,2' } });
    expect(http.del).toHaveBeenCalledWith('/api/things', { ids: '1,2' });
  });

  it('sends a POST’s parameter set as its body when asked, keeping the other options', async () => {
    await callApi(calls.lst, { paramSet: { 'search.id_in': '1,2' } }, { paramSetIn: 'body' });
    expect(http.post).toHaveBeenLastCalledWith('/api/things/lst', { 'search.id_in': '1,2' });
    await callApi(calls.lst, { paramSet: { 'search.id_in': '3' } }, { silent: true, paramSetIn: 'body' });
    expect(http.post).toHaveBeenLastCalledWith('/api/things/lst', { 'search.id_in': '3' }, undefined, { silent: true });
  });

  it('refuses a body for a GET’s or a DELETE’s parameter set', () => {
    expect(() => callApi(calls.delete, { paramSet: { ids: '1' } }, { paramSetIn: 'body' })).toThrow(/DELETE \/api\/things/);
  });
});

describe('fileApi', () => {
  it('asks for the file through its contract, its parameters where the caller wants them', async () => {
    const xlsx = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    http.call.mockResolvedValue(xlsx);
    await expect(fileApi(calls.export, { paramSet: { 'search.name_like': '米' } })).resolves.toBe(xlsx);
    expect(http.call).toHaveBeenLastCalledWith({ silent: false, method: 'POST', url: '/api/things/export', data: undefined, params: { 'search.name_like': '米' }, responseType: 'blob' });
    await fileApi(calls.export, { paramSet: { planId: 3 } }, { silent: true, paramSetIn: 'body' });
    expect(http.call).toHaveBeenLastCalledWith({ silent: true, method: 'POST', url: '/api/things/export', data: { planId: 3 }, params: undefined, responseType: 'blob' });
  });

  it('shows a fetched file as a link under its own name', () => {
    const named = linkTo(new File(['PK'], 'JD1_现场记录.zip'), '现场记录.zip');
    expect(named).toMatchObject({ name: 'JD1_现场记录.zip', url: expect.stringMatching(/^blob:/) });
    expect(linkTo(new Blob(['PK']), '现场记录.zip').name).toBe('现场记录.zip');
  });
});
