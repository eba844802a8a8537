// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineWidget, fromMutation, fromQuery, type WidgetDefinition } from './widget';

const Dummy = () => null;
const props = z.object({ pageSize: z.number().int().min(1).default(20), title: z.string().default('') });
const base: WidgetDefinition<z.output<typeof props>> = {
  type: 'message-list',
  title: '消息',
  category: 'message',
  version: 2,
  defaultSize: { w: 12, h: 8 },
  minSize: { w: 6, h: 4 },
  props,
  // v1 called it `size`.
  migrate: ({ size, ...rest }, from) => (from < 2 ? { ...rest, pageSize: size } : rest),
  load: async () => ({ default: Dummy }),
};

describe('defineWidget', () => {
  it.each([
    ['a type that is not kebab-case', { type: 'MessageList' }, 'kebab-case'],
    ['a version below 1', { version: 0 }, 'version'],
    ['a default size wider than the grid', { defaultSize: { w: 30, h: 4 } }, 'defaultSize'],
    ['a minimum size larger than the default', { minSize: { w: 13, h: 4 } }, 'minSize'],
    ['a prop without a default', { props: z.object({ need: z.string() }) }, 'default'],
  ])('refuses %s, naming the widget', (_what, change, message) => {
    expect(() => defineWidget({ ...base, ...change } as WidgetDefinition<object>)).toThrow(new RegExp(`defineWidget\\("\\w.*"\\).*${message}`));
  });

  it('gives the defaults of a new instance', () => {
    expect(defineWidget(base).defaults()).toEqual({ pageSize: 20, title: '' });
  });
});

describe('manifest.resolve', () => {
  const m = defineWidget(base);

  it('fills defaults for current props', () => {
    expect(m.resolve({ version: 2, props: { pageSize: 5 } })).toEqual({ ok: true, config: { pageSize: 5, title: '' } });
  });

  it('migrates props saved by an older version before validating them', () => {
    expect(m.resolve({ version: 1, props: { size: 7 } })).toEqual({ ok: true, config: { pageSize: 7, title: '' } });
  });

  it('refuses props from a newer version', () => {
    const r = m.resolve({ version: 3, props: {} });
    expect(r).toEqual({ ok: false, error: expect.stringContaining('高于当前支持的版本 2') });
  });

  it('explains invalid props in Chinese, with where', () => {
    const r = m.resolve({ version: 2, props: { pageSize: 0 } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^组件配置无效：pageSize：/);
  });

  it('turns a throwing migration into an error', () => {
    const broken = defineWidget({ ...base, migrate: () => { throw new Error('x'); } });
    expect(broken.resolve({ version: 1, props: {} })).toEqual({ ok: false, error: '组件配置从版本 1 升级失败' });
  });

  it('does not change the saved props', () => {
    const saved = { size: 3 };
    m.resolve({ version: 1, props: saved });
    expect(saved).toEqual({ size: 3 });
  });
});

describe('fromQuery', () => {
  it('maps the three query states', () => {
    const refetch = vi.fn();
    expect(fromQuery({ status: 'pending', data: undefined, error: null, refetch })).toEqual({ status: 'loading' });
    expect(fromQuery({ status: 'success', data: [1], error: null, refetch })).toEqual({ status: 'success', data: [1] });
    const failed = fromQuery({ status: 'error', data: undefined, error: new Error('后台服务异常！'), refetch });
    expect(failed).toMatchObject({ status: 'error', message: '后台服务异常！' });
    if (failed.status === 'error') failed.retry?.();
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('fromMutation', () => {
  it('hands a view the mutation as run, pending, the refusal in words, and reset', async () => {
    const mutateAsync = vi.fn(async (n: number) => n * 2);
    const reset = vi.fn();
    const idle = fromMutation({ mutateAsync, isPending: false, error: null, reset });
    expect(idle).toMatchObject({ pending: false, error: null });
    await expect(idle.run(21)).resolves.toBe(42);
    idle.reset();
    expect(reset).toHaveBeenCalledOnce();
    expect(fromMutation({ mutateAsync, isPending: true, error: new Error('评价申请不存在或无权访问'), reset })).toMatchObject({ pending: true, error: '评价申请不存在或无权访问' });
  });
});
