/**
 * 目录批次 as mounted, against mocked calls: the batches newest first as 第N批; 发布新一批 only for
 * the certificate officer, publishing after the confirmation and listing the new batch; a refusal
 * in the server's words above the table.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import { PERMS } from '@/domain/permissions';
import { CATALOGUE_BATCHES_PATH, CATALOGUE_PUBLISH_PATH, CERT_MSG } from '@/domain/resources/cert';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { BATCHES, NEXT } from './fixtures';
import { BATCH_TEXT } from './View';
import CertBatchesWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

function renderWidget(perms: string[]) {
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <PermProvider perms={perms.join(',')}>
          <QueryClientProvider client={createQueryClient()}>
            <CertBatchesWidget config={{}} vars={{}} setVar={() => {}} />
          </QueryClientProvider>
        </PermProvider>
      </App>
    </ConfigProvider>,
  );
}

beforeEach(() => {
  stubBrowserApis();
  http.get.mockReset().mockResolvedValue(BATCHES);
  http.post.mockReset();
});

describe('目录批次', () => {
  it('lists the batches newest first, and offers no publishing to a reader', async () => {
    renderWidget([PERMS.cert.catalogue]);
    expect(await screen.findByText('第3批')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith(CATALOGUE_BATCHES_PATH);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.slice(0, 3))).toEqual(['第3批', '第2批', '第1批']);
    expect(screen.queryByRole('button', { name: new RegExp(BATCH_TEXT.publish) })).toBeNull();
  });

  it('publishes the next batch for the officer after the confirmation, and lists it', async () => {
    http.post.mockResolvedValue(NEXT);
    renderWidget([PERMS.cert.catalogue, PERMS.cert.generate]);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(BATCH_TEXT.publish) }));
    expect(http.post).not.toHaveBeenCalled();
    http.get.mockResolvedValue([NEXT, ...BATCHES]);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(BATCH_TEXT.published(NEXT.title, NEXT.total))).toBeInTheDocument();
    expect(http.post).toHaveBeenCalledWith(CATALOGUE_PUBLISH_PATH, {}, undefined, { silent: true });
    expect(await screen.findByText('第4批')).toBeInTheDocument();
  });

  it('shows the server’s refusal above the table', async () => {
    http.post.mockRejectedValue(new ApiCallError(400, CERT_MSG.nothingToPublish, 'body'));
    renderWidget([PERMS.cert.catalogue, PERMS.cert.generate]);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(BATCH_TEXT.publish) }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CERT_MSG.nothingToPublish));
    expect(screen.getByText('第3批')).toBeInTheDocument();
  });
});
