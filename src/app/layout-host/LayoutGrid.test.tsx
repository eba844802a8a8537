import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from 'antd';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { defineWidget } from '@/ui/widget';
import { createWidgetRegistry } from '@/ui/widgetRegistry';
import { z } from 'zod';
import { LayoutGrid } from './LayoutGrid';
import { sampleLayout, sampleRegistry } from './testing/sampleWidgets';

const renderGrid = (doc = sampleLayout(), perms = '', stacked?: boolean) =>
  render(
    <ConfigProvider {...portalConfig}>
      <PermProvider perms={perms}>
        <LayoutGrid doc={doc} registry={sampleRegistry} stacked={stacked} />
      </PermProvider>
    </ConfigProvider>,
  );
const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the layout grid (view mode)', () => {
  it('lets one widget drive another through a layout variable', async () => {
    renderGrid();
    expect(await within(region('类别详情')).findByText('当前类别：未选择')).toBeInTheDocument();
    fireEvent.click(await within(region('类别选择')).findByRole('button', { name: '选择水果' }));
    expect(within(region('类别详情')).getByText('当前类别：水果')).toBeInTheDocument();
  });

  it('keeps a broken widget to its own frame, with 重试', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught error
    renderGrid(sampleLayout({ bad: { type: 'broken' }, reader: { type: 'reader' } }));
    const bad = region('出错的组件');
    expect(await within(bad).findByRole('alert')).toHaveTextContent('示例组件渲染失败');
    expect(within(bad).getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(await within(region('类别详情')).findByText('当前类别：未选择')).toBeInTheDocument();
  });

  it('renders nothing for a widget whose permission the user lacks', async () => {
    const doc = sampleLayout({ secret: { type: 'secret' }, reader: { type: 'reader' } });
    const { unmount } = renderGrid(doc, 'sys:user:list');
    await screen.findByText('当前类别：未选择');
    expect(screen.queryByRole('region', { name: '保密组件' })).not.toBeInTheDocument();
    unmount();
    renderGrid(doc, 'sys:secret:view');
    expect(await screen.findByText('保密内容')).toBeInTheDocument();
  });

  it('leaves a widget of one record out until its record is chosen', async () => {
    renderGrid(sampleLayout({ picker: { type: 'picker' }, card: { type: 'category-card' } }));
    await within(region('类别选择')).findByRole('button', { name: '选择水果' });
    expect(screen.queryByRole('region', { name: '类别卡片' })).not.toBeInTheDocument();
    fireEvent.click(within(region('类别选择')).getByRole('button', { name: '选择水果' }));
    expect(await within(await screen.findByRole('region', { name: '类别卡片' })).findByText('当前类别：水果')).toBeInTheDocument();
  });

  it('shows why for an unknown widget type and for invalid props, and the rest still renders', async () => {
    renderGrid(sampleLayout({ gone: { type: 'no-such-widget' }, counter: { type: 'counter', props: { count: 9 } }, ok: { type: 'counter', props: { count: 2 }, title: '正常计数' } }));
    expect(within(region('no-such-widget')).getByRole('alert')).toHaveTextContent('未知的组件类型：no-such-widget');
    expect(within(region('计数')).getByRole('alert')).toHaveTextContent(/组件配置无效：count：/);
    expect(await within(region('正常计数')).findByText('数量：2')).toBeInTheDocument();
  });

  it('shows a skeleton while a widget’s chunk loads', () => {
    renderGrid(sampleLayout({ slow: { type: 'slow' } }));
    expect(region('加载中的组件').querySelector('.zp-skeleton')).not.toBeNull();
  });

  it('holds a widget back until it is near the viewport', async () => {
    const observers: { cb: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ cb, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    renderGrid(sampleLayout({ reader: { type: 'reader' } }));
    expect(screen.getByTestId('widget-placeholder')).toBeInTheDocument();
    expect(screen.queryByText('当前类别：未选择')).not.toBeInTheDocument();
    expect(observers[0].options?.rootMargin).toBe('200px');
    act(() => observers[0].cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByText('当前类别：未选择')).toBeInTheDocument();
  });

  it('stacks widgets full width in reading order when narrow', async () => {
    const { container } = renderGrid(sampleLayout(), '', true);
    await screen.findByText('当前类别：未选择');
    expect(screen.getByTestId('layout-grid')).toHaveAttribute('data-stacked', 'true');
    const keys = [...container.querySelectorAll('[data-widget]')].map((e) => e.getAttribute('data-widget'));
    expect(keys).toEqual(['picker', 'reader']);
  });
});

describe('a widget whose chunk fails to load', () => {
  it('offers 重试, which loads the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <span>已加载</span> };
    });
    const registry = createWidgetRegistry([defineWidget({ type: 'net', title: '网络组件', category: 'general', version: 1, defaultSize: { w: 6, h: 4 }, props: z.object({}), load })]);
    render(
      <ConfigProvider {...portalConfig}>
        <LayoutGrid doc={sampleLayout({ net: { type: 'net' } })} registry={registry} />
      </ConfigProvider>,
    );
    expect(await within(region('网络组件')).findByRole('alert')).toHaveTextContent('Failed to fetch');
    fail = false;
    fireEvent.click(within(region('网络组件')).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('已加载')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
