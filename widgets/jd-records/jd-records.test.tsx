import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import type { JdRecordRow } from '@/api/jdRecords';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { JD_RECORD_STATUS, JD_TASK_STATUS } from '@/domain/codes';
import { JD_MSG, JD_PATHS } from '@/domain/resources/jd';
import { useSession } from '@/stores/session';
import { portalConfig } from '@/ui/theme';
import { row } from '@/ui/test/harness';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { ENTERPRISE_USER, MANAGER, REPORTED, task, TASK_ID, UNIT_USER } from './fixtures';
import manifest, { jdRecordsProps } from './index';
import { actorOf, recordsAbilities, tallyOf } from './records';
import JdRecordsWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), call: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));
const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('@/ui/saveBlob', () => saved);

/** The server of one task: its record and its records; setting results changes them. */
function serve(status: number, start: JdRecordRow[] = REPORTED) {
  let records = start;
  const calls: { method: string; url: string; body: unknown }[] = [];
  http.get.mockImplementation(async (url: string, params: Record<string, unknown>) => {
    calls.push({ method: 'GET', url, body: params });
    if (url === `${JD_PATHS.task.prefix}/${TASK_ID}`) return task(status);
    if (url === JD_PATHS.record.byTaskQuery) return records;
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockImplementation(async (url: string, body: { ids: string; status: number }) => {
    calls.push({ method: 'POST', url, body });
    if (url === JD_PATHS.record.statusMulti) {
      const ids = body.ids.split(',').map(Number);
      records = records.map((r) => (ids.includes(r.id) ? { ...r, status: body.status } : r));
      return { count: ids.length };
    }
    throw new Error(`unexpected POST ${url}`);
  });
  return calls;
}

function mount(user: CurrentUser | null, vars: Record<string, unknown> = { id: TASK_ID }) {
  useSession.setState({ user });
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <JdRecordsWidget config={jdRecordsProps.parse({})} vars={vars} setVar={() => {}} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}


beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const f of Object.values(http)) f.mockReset();
  saved.saveBlob.mockReset();
  useSession.setState({ user: null });
});

describe('the jd-records manifest', () => {
  it('reads the task id from a layout variable, `id` by default', () => {
    expect(manifest.type).toBe('jd-records');
    expect(manifest.defaults()).toEqual({ idVar: 'id' });
  });
});

describe('the rules the records follow', () => {
  it('lets only management set results, and only while the report is before it', () => {
    const can = (u: CurrentUser, status: number) => recordsAbilities(actorOf(u), { status }).conclude;
    expect(can(MANAGER, JD_TASK_STATUS.report)).toBe(true);
    for (const s of [JD_TASK_STATUS.checkedDoc, JD_TASK_STATUS.passed, JD_TASK_STATUS.unpassed]) expect(can(MANAGER, s)).toBe(false);
    for (const u of [UNIT_USER, ENTERPRISE_USER]) expect(can(u, JD_TASK_STATUS.report)).toBe(false);
  });

  it('counts the results', () => {
    expect(tallyOf([{ ...REPORTED[0], status: JD_RECORD_STATUS.passed }, { ...REPORTED[1], status: JD_RECORD_STATUS.unpassed }, REPORTED[2]])).toEqual({ total: 3, passed: 1, unpassed: 1, pending: 1 });
  });
});

describe('the records of a task', { timeout: 30_000 }, () => {
  it('says so when no task is chosen, and asks the server nothing', async () => {
    mount(MANAGER, {});
    expect(await screen.findByText('请先选择一个监督任务')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('says so when the task is not there or not the user’s', async () => {
    http.get.mockRejectedValue(new ApiCallError(404, '监督任务不存在', 'body'));
    mount(ENTERPRISE_USER);
    expect(await screen.findByText('监督任务不存在或无权访问')).toBeInTheDocument();
  });

  it('shows labels, never codes, and asks for the records by the task', async () => {
    const calls = serve(JD_TASK_STATUS.report);
    mount(UNIT_USER);
    await screen.findByTestId('jd-records');
    expect(calls.find((c) => c.url === JD_PATHS.record.byTaskQuery)?.body).toEqual({ taskId: TASK_ID });
    const lettuce = within(row(302));
    expect(lettuce.getByText('不通过')).toBeInTheDocument();
    expect(lettuce.getByText('不合格')).toBeInTheDocument();
    expect(lettuce.getByText('待定')).toBeInTheDocument();
    expect(lettuce.queryByText('-1')).toBeNull();
    expect(lettuce.queryByText('99')).toBeNull();
    // The supervision unit sets nothing.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('management sets the results of the products it ticks; the table then shows them', async () => {
    const calls = serve(JD_TASK_STATUS.report);
    mount(MANAGER);
    await screen.findByTestId('jd-records');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 鹏城有机菜心' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 鹏城净菜礼盒' }));
    fireEvent.click(screen.getByRole('button', { name: '设为通过' }));
    await waitFor(() => expect(calls.find((c) => c.url === JD_PATHS.record.statusMulti)?.body).toEqual({ ids: '301,303', status: JD_RECORD_STATUS.passed }));
    await waitFor(() => expect(screen.getByTestId('jd-records-tally')).toHaveTextContent('通过 2，不通过 0，待定 1'));
  });

  it('a refused result shows the server’s words', async () => {
    serve(JD_TASK_STATUS.report);
    mount(MANAGER);
    await screen.findByTestId('jd-records');
    http.post.mockRejectedValue(new ApiCallError(400, JD_MSG.notNow('通过'), 'body'));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 鹏城有机菜心' }));
    fireEvent.click(screen.getByRole('button', { name: '设为通过' }));
    expect(await screen.findByText(JD_MSG.notNow('通过'))).toBeInTheDocument();
  });

  it('exports the task’s records as an Excel file named by the task, or says why not', async () => {
    serve(JD_TASK_STATUS.passed);
    mount(ENTERPRISE_USER);
    await screen.findByTestId('jd-records');
    http.call.mockResolvedValue(new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    fireEvent.click(screen.getByRole('button', { name: /导出记录/ }));
    await waitFor(() => expect(saved.saveBlob).toHaveBeenCalledWith(expect.any(Blob), '监督记录-JD20260003.xlsx'));
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: JD_PATHS.record.exportExcel, params: { 'search.taskId_eq': TASK_ID }, responseType: 'blob' }));

    http.call.mockResolvedValue(new Blob([JSON.stringify({ code: 403, msg: '没有权限' })], { type: 'application/json' }));
    fireEvent.click(screen.getByRole('button', { name: /导出记录/ }));
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
    expect(saved.saveBlob).toHaveBeenCalledTimes(1);
  });
});
