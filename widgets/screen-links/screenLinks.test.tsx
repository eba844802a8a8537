import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { SCREEN_API, SCREEN_TEXT } from '@/domain/screen';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { CREATED, links } from './fixtures';
import manifest, { type ScreenLinksConfig } from './index';
import { formatTime, ScreenLinksView } from './View';
import ScreenLinksWidget from './Widget';

const post = vi.hoisted(() => vi.fn());
const put = vi.hoisted(() => vi.fn());
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), post, put }));

const wrap = (ui: React.ReactNode) => render(<ConfigProvider {...portalConfig}>{ui}</ConfigProvider>);
beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  post.mockReset();
  put.mockReset();
});

const view = (over: Partial<Parameters<typeof ScreenLinksView>[0]> = {}) => {
  const props = {
    state: { status: 'success' as const, data: links(5) },
    pn: 1,
    size: 20,
    onPage: vi.fn(),
    onCreate: vi.fn(async () => CREATED),
    onRevoke: vi.fn(async () => undefined),
    origin: 'https://zp.example.cn',
    ...over,
  };
  wrap(<ScreenLinksView {...props} />);
  return props;
};

describe('the display links list', { timeout: 20_000 }, () => {
  it('shows each link with its state, expiry and use; only active links can be revoked', () => {
    view();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('一楼大厅大屏');
    expect(rows[0]).toHaveTextContent('有效');
    expect(rows[0]).toHaveTextContent('长期有效');
    expect(rows[2]).toHaveTextContent('已撤销');
    expect(rows[2]).toHaveTextContent('未使用');
    expect(within(rows[2]).queryByRole('button', { name: /撤销/ })).toBeNull();
    expect(within(rows[4]).queryByRole('button', { name: /撤销/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^撤销 / })).toHaveLength(3);
  });

  it('says when there is none, and still offers to create one', () => {
    view({ state: { status: 'success', data: links(0) } });
    expect(screen.getByText('暂无大屏链接')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新建链接/ })).toBeEnabled();
  });

  it('asks for a name before calling the server', async () => {
    const p = view();
    fireEvent.click(screen.getByRole('button', { name: /新建链接/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('如：一楼大厅大屏'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText(SCREEN_TEXT.nameRequired)).toBeInTheDocument();
    expect(p.onCreate).not.toHaveBeenCalled();
  });

  it('formats times as Beijing minutes', () => {
    expect(formatTime('2026-01-01T19:04:00.000Z')).toBe('2026-01-02 03:04');
    expect(formatTime(null)).toBe('');
    expect(formatTime('nonsense')).toBe('');
  });
});

describe('the display links widget', { timeout: 30_000 }, () => {
  it('loads the page, creates a link and shows its address once, then revokes a link after confirming', async () => {
    post.mockImplementation(async (url: string) => (url === SCREEN_API.linkPage ? links(3) : links(1).content[0]));
    put.mockResolvedValue(CREATED);
    const config = manifest.defaults() as ScreenLinksConfig;
    wrap(
      <QueryClientProvider client={createQueryClient()}>
        <ScreenLinksWidget config={config} vars={{}} setVar={() => {}} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('指挥中心主屏')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(SCREEN_API.linkPage, undefined, { 'page.pn': 1, 'page.size': 20 });

    fireEvent.click(screen.getByRole('button', { name: /新建链接/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('如：一楼大厅大屏'), { target: { value: ' 新大屏 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(SCREEN_API.linkCreate, { name: '新大屏', expiresAt: null }));
    expect(await screen.findByTestId('screen-link-url')).toHaveTextContent(`${window.location.origin}${CREATED.url}`);
    // Closing it (checked in the browser by the Typical story; jsdom keeps the closing dialog's last frame).
    fireEvent.click(screen.getByRole('button', { name: '我已复制' }));

    fireEvent.click(screen.getByRole('button', { name: '撤销 一楼大厅大屏' }));
    fireEvent.click(await screen.findByRole('button', { name: '撤销' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(SCREEN_API.linkRevoke, undefined, { id: 500 }));
    // The list is asked again after each change.
    await waitFor(() => expect(post.mock.calls.filter(([u]) => u === SCREEN_API.linkPage).length).toBeGreaterThanOrEqual(3));
  });
});
