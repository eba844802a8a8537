import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/api/http';
import { LAYOUT_NOTICE, requireLayout, type EffectiveLayout } from '@/domain/layout';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { pickLayout as pickWith } from './pickLayout';

/** With the shipped defaults at hand, as the host passes them once it has loaded them. */
const pickLayout = (id: string, answer: Parameters<typeof pickWith>[1]) => pickWith(id, answer, DEFAULT_LAYOUTS);

const home = requireLayout(DEFAULT_LAYOUTS.home, 'home');
const served = (over: Partial<EffectiveLayout> = {}): EffectiveLayout => ({ source: 'user', version: 3, updateTime: '2026-01-01T00:00:00Z', doc: { ...home, title: '我的首页' }, notice: null, ...over });
const ok = (data: EffectiveLayout) => ({ status: 'success' as const, data, error: null });
const failed = (error: unknown) => ({ status: 'error' as const, data: undefined, error });

describe('pickLayout', () => {
  it('waits while the layout loads', () => {
    expect(pickLayout('home', { status: 'pending', data: undefined, error: null })).toEqual({ kind: 'loading' });
  });

  it('shows the served layout, with the server’s notice', () => {
    expect(pickLayout('home', ok(served({ notice: LAYOUT_NOTICE.skippedInvalid })))).toEqual({
      kind: 'layout',
      doc: { ...home, title: '我的首页' },
      notice: LAYOUT_NOTICE.skippedInvalid,
      key: 'user:3',
    });
  });

  it('falls back to the shipped default, saying so, when the served document fails validation here', () => {
    const bad = served({ doc: { ...home, items: [] } });
    const r = pickLayout('home', ok(bad));
    expect(r).toMatchObject({ kind: 'layout', doc: home, notice: expect.stringContaining(LAYOUT_NOTICE.clientInvalid) });
  });

  it('falls back when the served document is for another id', () => {
    expect(pickLayout('home', ok(served({ doc: { ...home, id: 'other' } })))).toMatchObject({ kind: 'layout', doc: home, notice: expect.stringContaining('布局标识应为 home') });
  });

  it('falls back to the default with a notice when the call fails', () => {
    const r = pickLayout('home', failed(new ApiCallError(0, '后台服务访问异常', 'network')));
    expect(r).toMatchObject({ kind: 'layout', doc: home, notice: `${LAYOUT_NOTICE.loadFailed}（后台服务访问异常）` });
  });

  it('asks for the shipped defaults only when an answer needs them', () => {
    expect(pickWith('home', ok(served()))).toMatchObject({ kind: 'layout', key: 'user:3' });
    expect(pickWith('home', failed(new ApiCallError(0, '请求超时', 'timeout')))).toEqual({ kind: 'loading', wantsShipped: true });
    expect(pickWith('stat-board', failed(new ApiCallError(404, '页面布局 stat-board 不存在', 'body')))).toEqual({ kind: 'loading', wantsShipped: true });
    expect(pickWith('home', ok(served({ doc: { ...home, items: [] } })))).toEqual({ kind: 'loading', wantsShipped: true });
  });

  it('says the page is under construction for an unknown layout or a malformed id', () => {
    expect(pickLayout('stat-board', failed(new ApiCallError(404, '页面布局 stat-board 不存在', 'body')))).toEqual({ kind: 'missing' });
    expect(pickLayout('Bad Id', { status: 'pending', data: undefined, error: null })).toEqual({ kind: 'missing' });
  });

  it('reports an error only when there is no default to show', () => {
    expect(pickLayout('stat-board', failed(new ApiCallError(0, '请求超时', 'timeout')))).toEqual({ kind: 'error', message: `${LAYOUT_NOTICE.loadFailed}（请求超时）` });
    expect(pickLayout('stat-board', ok(served({ doc: { ...home, id: 'stat-board', items: [] } })))).toMatchObject({ kind: 'error', message: expect.stringContaining('没有位置') });
  });
});
