import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import { JD_PATHS } from '@/domain/resources/jd';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { rateOf, ratesOf, yearOf, yearsAround } from './annual';
import { TYPICAL, YEAR } from './fixtures';
import manifest, { jdAnnualProps } from './index';
import JdAnnualWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

function mount(vars: Record<string, unknown>, setVar = vi.fn()) {
  render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <JdAnnualWidget config={jdAnnualProps.parse({})} vars={vars} setVar={setVar} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return setVar;
}

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  http.get.mockReset();
});

describe('the jd-annual manifest', () => {
  it('reads and sets the year in a layout variable, `year` by default', () => {
    expect(manifest.type).toBe('jd-annual');
    expect(manifest.defaults()).toEqual({ yearVar: 'year' });
  });
});

describe('the year and the rates', () => {
  it('take a year only as four digits within the plans’ bounds', () => {
    expect(yearOf('2026')).toBe(2026);
    expect(yearOf(2026)).toBe(2026);
    for (const bad of [null, undefined, '', '26', '1999', '2101', '2026a', 2026.5]) expect(yearOf(bad)).toBeNull();
  });

  it('offer the ten years before next year, newest first, and a chosen year outside them', () => {
    expect(yearsAround(2026, null)).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    expect(yearsAround(2026, 2010).at(-1)).toBe(2010);
  });

  it('share in per cent with one decimal, and have none of nothing', () => {
    expect(rateOf(1, 3)).toBe(33.3);
    expect(rateOf(0, 0)).toBeNull();
    expect(ratesOf(TYPICAL)).toEqual({ coverage: 83.3, completion: 33.3, passRate: 93.8 });
  });
});

describe('the year’s figures', { timeout: 30_000 }, () => {
  it('start at the current year when the page names none', async () => {
    const setVar = mount({ year: null });
    await waitFor(() => expect(setVar).toHaveBeenCalledWith('year', new Date().getFullYear()));
    expect(http.get).not.toHaveBeenCalled();
    expect(screen.getByText('请选择监督年度')).toBeInTheDocument();
  });

  it('ask for the year the variable holds and show its figures; 上一年 sets the variable', async () => {
    http.get.mockResolvedValue(TYPICAL);
    const setVar = mount({ year: String(YEAR) });
    expect(await screen.findByRole('listitem', { name: '应监督证书 48' })).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith(JD_PATHS.plan.annual, { year: YEAR }, { silent: true });
    expect(setVar).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '上一年' }));
    expect(setVar).toHaveBeenCalledWith('year', YEAR - 1);
  });

  it('show a refusal in the server’s words', async () => {
    http.get.mockRejectedValue(new ApiCallError(403, '没有权限', 'body'));
    mount({ year: YEAR });
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
  });
});
