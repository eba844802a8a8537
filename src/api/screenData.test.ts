// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, SUCCESS_CODE, TransportError } from './http';
import { dropEarlyReads, screenQuery, sendEarlyReads } from './screenData';

afterEach(() => {
  vi.restoreAllMocks();
  dropEarlyReads();
});

const replying = () => {
  let n = 0;
  return vi.spyOn(client, 'request').mockImplementation(async () => ({ status: 200, headers: new Headers(), data: { code: SUCCESS_CODE, msg: '', data: { n: ++n }, succeed: true } }));
};

describe('reads sent early', () => {
  it('answer the first query of the same read, which does not ask again; later queries ask the server', async () => {
    const request = replying();
    sendEarlyReads([
      ['overview', {}],
      ['categories', { level: 2 }],
    ]);
    expect(request).toHaveBeenCalledTimes(2);
    const queries = new QueryClient();
    await expect(queries.fetchQuery(screenQuery('categories', { level: 2 }))).resolves.toEqual({ n: 2 });
    await expect(queries.fetchQuery(screenQuery('overview'))).resolves.toEqual({ n: 1 });
    expect(request).toHaveBeenCalledTimes(2);
    await queries.refetchQueries({ queryKey: ['screen', 'overview'] });
    expect(queries.getQueryData(screenQuery('overview').queryKey)).toEqual({ n: 3 });
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('nobody took are forgotten: the query asks the server itself', async () => {
    const request = replying();
    sendEarlyReads([['quality', {}]]);
    dropEarlyReads();
    await expect(new QueryClient().fetchQuery(screenQuery('quality'))).resolves.toEqual({ n: 2 });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('that fail fail the query that takes them, and reach no one else', async () => {
    vi.spyOn(client, 'request').mockRejectedValue(new TransportError('network'));
    sendEarlyReads([['standards', {}]]);
    await expect(new QueryClient().fetchQuery({ ...screenQuery('standards'), retry: false })).rejects.toMatchObject({ kind: 'network' });
  });
});
