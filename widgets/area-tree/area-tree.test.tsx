import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { chainOf, children, provinces } from './fixtures';
import manifest, { areaTreeProps, type AreaTreeConfig } from './index';
import AreaTreeWidget from './Widget';

const post = vi.hoisted(() => vi.fn());
const get = vi.hoisted(() => vi.fn());
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), post, get }));

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  post.mockReset();
  get.mockReset();
});

function mount(config: Partial<AreaTreeConfig> = {}) {
  post.mockImplementation(async (url: string, _body?: unknown, params?: { pid?: string }) =>
    url === '/api/addvcd/async' ? (params?.pid ? (children[params.pid] ?? []) : provinces) : { total: 3351, inserted: 2, syncTime: '2026-11-22T04:00:00.000Z' },
  );
  get.mockImplementation(async (url: string) => chainOf(url.split('/').pop() ?? ''));
  return render(
    <ConfigProvider {...portalConfig}>
      <PermProvider perms="*">
        <QueryClientProvider client={createQueryClient()}>
          <AreaTreeWidget config={{ ...(manifest.defaults() as AreaTreeConfig), ...config }} vars={{}} setVar={() => {}} />
        </QueryClientProvider>
      </PermProvider>
    </ConfigProvider>,
  );
}

describe('the division browser', () => {
  it('refuses a root that is not a division code', () => {
    expect(areaTreeProps.safeParse({ rootId: '44ab' }).success).toBe(false);
    expect(areaTreeProps.parse({}).rootId).toBe('');
  });

  it('starts at the provinces and shows a division’s chain', async () => {
    mount();
    fireEvent.click(await screen.findByText('广东省'));
    expect(post).toHaveBeenCalledWith('/api/addvcd/async', undefined, { pid: '' });
    await waitFor(() => expect(screen.getByTestId('area-detail')).toHaveTextContent('省级'));
    expect(get).toHaveBeenCalledWith('/api/addvcd/pLst/44');
  }, 20_000);

  it('starts below the configured root', async () => {
    mount({ rootId: '44' });
    expect(await screen.findByText('深圳市')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/addvcd/async', undefined, { pid: '44' });
  }, 20_000);

  it('syncs through POST /api/addvcd/sync after the confirmation and says what it loaded', async () => {
    mount();
    await screen.findByText('广东省');
    fireEvent.click(screen.getByRole('button', { name: /同\s*步/ }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/addvcd/sync'));
    expect((await screen.findAllByText('同步完成：共 3351 个区划，新增 2 个')).length).toBeGreaterThan(0);
  }, 20_000);
});
