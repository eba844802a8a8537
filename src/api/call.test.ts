// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineCalls } from '@/domain/calls/resource';
import { callApi } from './call';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
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
