import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineWidget, type WidgetCategory } from './widget';
import { createWidgetRegistry } from './widgetRegistry';

const widget = (type: string, title: string, category: WidgetCategory, permission?: string) =>
  defineWidget({ type, title, category, version: 1, defaultSize: { w: 6, h: 4 }, props: z.object({}), permission, load: vi.fn(async () => ({ default: () => null })) });

describe('createWidgetRegistry', () => {
  const stats = widget('stat-card', '统计卡片', 'statistics', 'stat:summary:view');
  const welcome = widget('welcome', '欢迎', 'general');
  const users = widget('user-list', '用户列表', 'system', 'sys:user:list');
  const registry = createWidgetRegistry([stats, welcome, users]);

  it('finds a manifest by type', () => {
    expect(registry.get('welcome')).toBe(welcome);
    expect(registry.get('nope')).toBeUndefined();
  });

  it('makes one lazy component per type, and a fresh one when asked again after a failure', () => {
    const first = registry.view('welcome');
    expect(registry.view('welcome')).toBe(first);
    const retried = registry.view('welcome', 1);
    expect(retried).not.toBe(first);
    expect(registry.view('welcome')).toBe(retried);
    expect(registry.view('nope')).toBeUndefined();
    expect(welcome.load).not.toHaveBeenCalled(); // nothing is fetched until rendered
  });

  it('draws a type preloaded before its first drawing without suspending', async () => {
    const chart = widget('chart', '图表', 'statistics');
    vi.mocked(chart.load).mockResolvedValue({ default: () => createElement('p', null, '已绘制') });
    const own = createWidgetRegistry([chart]);
    await own.preload('chart');
    const View = own.view('chart')!;
    render(createElement(Suspense, { fallback: createElement('p', null, '加载中') }, createElement(View, { config: {} as never, vars: {}, setVar: () => {} })));
    expect(screen.getByText('已绘制')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(chart.load).toHaveBeenCalledOnce();
    await expect(own.preload('nope')).resolves.toBeUndefined();
  });

  it('lists what a user may add, by category then title', () => {
    expect(registry.list('sys:user:list').map((m) => m.type)).toEqual(['welcome', 'user-list']);
    expect(registry.list('*').map((m) => m.type)).toEqual(['welcome', 'stat-card', 'user-list']);
    expect(registry.list('').map((m) => m.type)).toEqual(['welcome']);
  });

  it('refuses a type registered twice', () => {
    expect(() => createWidgetRegistry([welcome, welcome])).toThrow('registered twice');
  });
});
