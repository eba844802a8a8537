import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { LOG_CHAIN_PATH, type ChainReport } from '@/domain/logChain';
import { portalConfig } from '@/ui/theme';
import { logIntegrityProps } from './index';
import LogIntegrityWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

afterEach(() => {
  cleanup();
  http.get.mockReset();
});

const mount = () =>
  render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <QueryClientProvider client={createQueryClient()}>
        <LogIntegrityWidget config={logIntegrityProps.parse({})} vars={{}} setVar={vi.fn()} />
      </QueryClientProvider>
    </ConfigProvider>,
  );

describe('the log-integrity widget', () => {
  it('checks the chains when it opens, names a broken one, and checks again on 重新校验', async () => {
    const broken: ChainReport[] = [
      { log: 'flow_log', sealed: 4, unsealed: 0, broken: { seq: 5, id: 1042, kind: 'changed' } },
      { log: 'sys_log', sealed: 12, unsealed: 0, broken: null },
    ];
    http.get.mockResolvedValue(broken);
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent('流程日志第 5 条（记录编号 1042）被改动');
    expect(screen.getByText('操作日志完整：已校验 12 条')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith(LOG_CHAIN_PATH);
    fireEvent.click(screen.getByRole('button', { name: '重新校验' }));
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
  });
});
