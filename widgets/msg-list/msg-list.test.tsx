import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { sanitizeMessageHtml } from '@/ui/message/SafeHtml';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { detail, messagePage } from './fixtures';
import manifest, { type MsgListConfig } from './index';
import MsgListWidget from './Widget';

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

function mount(path = '/views/msg-mine') {
  const config = manifest.defaults() as MsgListConfig;
  return render(
    <ConfigProvider {...portalConfig}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <MsgListWidget config={config} vars={{}} setVar={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

const pageCalls = () => post.mock.calls.filter((c) => c[0] === '/api/msg/info/page').map((c) => c[2] as Record<string, unknown>);

describe('the message list', () => {
  it('asks for page 1 of 20 with empty filters sent as null', async () => {
    post.mockResolvedValue(messagePage(3));
    mount();
    await screen.findByText('关于开展2026年度圳品监督抽检工作的通知');
    expect(pageCalls()[0]).toEqual({ 'page.pn': 1, 'page.size': 20, read: null, 'search.title_like': null, 'search.msgType_eq': null, 'search.msgType_ne': null, 'search.createTime_gt': null });
  });

  it('returns to page 1 when the read filter changes', async () => {
    post.mockImplementation(async (_url: string, _b: unknown, params: Record<string, unknown>) => messagePage(20, 45, Number(params['page.pn']), 20));
    mount();
    await screen.findByText('共 45 条');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(pageCalls().at(-1)).toMatchObject({ 'page.pn': 2 }));
    fireEvent.click(screen.getByRole('radio', { name: '未读' }));
    await waitFor(() => expect(pageCalls().at(-1)).toMatchObject({ 'page.pn': 1, read: '0' }));
  });

  it('marks an unread row read with 我知道了 and reloads', async () => {
    post.mockImplementation(async (url: string) => (url === '/api/msg/info/read' ? { count: 1, messages: [] } : messagePage(2)));
    mount();
    const rows = (await screen.findAllByRole('row')).slice(1);
    fireEvent.click(within(rows[0]).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/msg/info/read', undefined, { id: 1000 }));
    await waitFor(() => expect(pageCalls().length).toBeGreaterThanOrEqual(2));
  });

  it('opens the dialog of ?msgId= (a bell click) with its attachments', async () => {
    post.mockResolvedValue(messagePage(1));
    get.mockResolvedValue(detail());
    mount('/views/msg-mine?msgId=1000');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('link', { name: /抽检安排\.pdf/ });
    expect(get).toHaveBeenCalledWith('/api/msg/info/1000', undefined, { silent: true });
    expect(within(dialog).getByText('附件下载')).toBeInTheDocument();
  });
});

describe('sanitising message content', () => {
  it('drops scripts, event handlers and javascript: links, keeps formatting', () => {
    const html = sanitizeMessageHtml('<p>正文<b>加粗</b></p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">链接</a><a href="/views/x">站内</a>');
    expect(html).toContain('<p>正文<b>加粗</b></p>');
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
    expect(html).toContain('href="/views/x"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
