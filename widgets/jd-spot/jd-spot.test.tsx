import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import type { JdSpotRow } from '@/api/jdSpot';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { JD_TASK_STATUS, TEST_OPINION } from '@/domain/codes';
import { IDEMPOTENCY_HEADER } from '@/domain/idempotency';
import { JD_MSG, JD_PATHS, type JdStoredFile } from '@/domain/resources/jd';
import { SYNC_TEXT } from '@/domain/sync';
import { useSession } from '@/stores/session';
import { portalConfig } from '@/ui/theme';
import { button, confirm, openDialog, row } from '@/ui/test/harness';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { ENTERPRISE, ITEMS, MANAGER, OTHER_TESTER, PRODS, reportUrlOf, STORED_BOOK, SUPERVISOR, task, TASK_ID, TESTER } from './fixtures';
import manifest, { jdSpotProps } from './index';
import { actorOf, spotAbilities, tallyOf } from './spot';
import JdSpotWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn(), call: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));
const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('@/ui/saveBlob', () => saved);

/** The server of one task: the task, its items and products; the writes change the items. */
function serve(status: number, start: JdSpotRow[] = ITEMS, methods?: string, book: JdStoredFile | null = null) {
  let items = start;
  const calls: { method: string; url: string; body: unknown }[] = [];
  http.get.mockImplementation(async (url: string, params: unknown) => {
    calls.push({ method: 'GET', url, body: params });
    if (url === `${JD_PATHS.task.prefix}/${TASK_ID}`) return task(status, methods);
    if (url === `${JD_PATHS.site.taskProds}/${TASK_ID}`) return PRODS;
    if (url === JD_PATHS.prod.storedReportBook) return book;
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockImplementation(async (url: string, body: unknown, params: unknown) => {
    calls.push({ method: 'POST', url, body: body ?? params });
    if (url === `${JD_PATHS.spot}/page`) return { content: items, totalElements: items.length, number: 0, size: 200, totalPages: 1 };
    if (url === '/api/filebaseinfo/lst') return [];
    throw new Error(`unexpected POST ${url}`);
  });
  http.put.mockImplementation(async (url: string, body: Partial<JdSpotRow>) => {
    calls.push({ method: 'PUT', url, body });
    const id = Number(url.split('/').pop());
    items = items.map((r) => (r.id === id ? { ...r, ...body, testOpinion: Number(body.testOpinion ?? r.testOpinion), itemType: Number(body.itemType ?? r.itemType) } : r));
    return items.find((r) => r.id === id);
  });
  http.del.mockImplementation(async (url: string, params: { ids: string }) => {
    calls.push({ method: 'DELETE', url, body: params });
    items = items.filter((r) => String(r.id) !== params.ids);
    return 1;
  });
  return calls;
}

function mount(user: CurrentUser | null, vars: Record<string, unknown> = { id: TASK_ID }) {
  useSession.setState({ user });
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <JdSpotWidget config={jdSpotProps.parse({})} vars={vars} setVar={() => {}} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

// Role queries compute every ancestor's style, slow in jsdom under antd's style tags: text, labels and structure instead.

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const f of Object.values(http)) f.mockReset();
  saved.saveBlob.mockReset();
  useSession.setState({ user: null });
});

describe('the jd-spot manifest', () => {
  it('reads the task id from a layout variable, `id` by default', () => {
    expect(manifest.type).toBe('jd-spot');
    expect(manifest.defaults()).toEqual({ idVar: 'id' });
  });
});

describe('the rules the spot items follow', () => {
  it('let only the task’s testing unit write, from the visit until the report, and only where the task samples', () => {
    const can = (u: CurrentUser, status: number, methods = '10,30') => spotAbilities(actorOf(u), task(status, methods));
    for (const s of [JD_TASK_STATUS.siteSupervision, JD_TASK_STATUS.submitDoc, JD_TASK_STATUS.checkedDoc]) expect(can(TESTER, s)).toEqual({ write: true, waiting: false, report: true });
    for (const s of [JD_TASK_STATUS.drawPlan, JD_TASK_STATUS.report, JD_TASK_STATUS.passed]) expect(can(TESTER, s)).toEqual({ write: false, waiting: true, report: false });
    expect(can(TESTER, JD_TASK_STATUS.siteSupervision, '10')).toEqual({ write: false, waiting: false, report: false });
    for (const u of [MANAGER, OTHER_TESTER, ENTERPRISE]) expect(can(u, JD_TASK_STATUS.siteSupervision)).toEqual({ write: false, waiting: false, report: false });
  });

  it('let the testing and supervision units generate the report book while the task samples, and nobody else (the server’s rule)', () => {
    const can = (u: CurrentUser, status: number, methods = '10,30') => spotAbilities(actorOf(u), task(status, methods)).report;
    for (const s of [JD_TASK_STATUS.siteSupervision, JD_TASK_STATUS.submitDoc, JD_TASK_STATUS.checkedDoc]) {
      expect(can(TESTER, s)).toBe(true);
      expect(can(SUPERVISOR, s)).toBe(true);
      expect(can(MANAGER, s)).toBe(false);
      expect(can(OTHER_TESTER, s)).toBe(false);
    }
    for (const s of [JD_TASK_STATUS.report, JD_TASK_STATUS.unpassed]) expect(can(SUPERVISOR, s)).toBe(false);
    expect(can(SUPERVISOR, JD_TASK_STATUS.siteSupervision, '10')).toBe(false);
    expect(spotAbilities(actorOf(SUPERVISOR), task(JD_TASK_STATUS.siteSupervision)).write).toBe(false);
  });

  it('count the test opinions', () => {
    expect(tallyOf(ITEMS)).toEqual({ total: 3, qualified: 1, unqualified: 1, testing: 1 });
  });
});

describe('a task’s spot items', { timeout: 30_000 }, () => {
  it('say so when no task is chosen, and ask the server nothing', async () => {
    mount(TESTER, {});
    expect(await screen.findByText('请先选择一个监督任务')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('say so when the task is not there or not the user’s', async () => {
    http.get.mockRejectedValue(new ApiCallError(404, '监督任务不存在', 'body'));
    http.post.mockResolvedValue({ content: [], totalElements: 0, number: 0, size: 200, totalPages: 0 });
    mount(OTHER_TESTER);
    expect(await screen.findByText('监督任务不存在或无权访问')).toBeInTheDocument();
  });

  it('ask for the task’s items and products, and show labels, never codes', async () => {
    const calls = serve(JD_TASK_STATUS.report);
    mount(MANAGER);
    await screen.findByTestId('jd-spot');
    expect(calls.find((c) => c.url === `${JD_PATHS.spot}/page`)?.body).toEqual({ 'page.pn': 1, 'page.size': 200, 'search.taskId_eq': TASK_ID });
    expect(calls.some((c) => c.url === `${JD_PATHS.site.taskProds}/${TASK_ID}`)).toBe(true);
    expect(within(row(903)).getByText('灌溉水')).toBeInTheDocument();
    expect(within(row(902)).getByText('不合格')).toBeInTheDocument();
    // Management reads: nothing to add, change or delete.
    expect(screen.queryByText('新增抽检项目')).toBeNull();
    expect(within(row(902)).queryByText('编辑')).toBeNull();
  });

  it('the testing unit enters a result and the test opinion', async () => {
    const calls = serve(JD_TASK_STATUS.siteSupervision);
    mount(TESTER);
    await screen.findByTestId('jd-spot');
    fireEvent.click(within(row(903)).getByLabelText('灌溉水样品 编辑'));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('检测结果'), { target: { value: '均未超标' } });
    fireEvent.click(within(dialog).getByLabelText('合格'));
    fireEvent.click(button(dialog, /保\s*存/));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.url).toBe(`${JD_PATHS.spot}/903`));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ itemType: '2', prodId: null, sampleName: '灌溉水样品', result: '均未超标', testOpinion: String(TEST_OPINION.qualified) });
    await waitFor(() => expect(screen.getByTestId('jd-spot-tally')).toHaveTextContent('合格 2，不合格 1，无检测结论 0'));
  });

  it('a result entered with no network is kept on the device and sent once, with its key, when the network returns', async () => {
    const calls = serve(JD_TASK_STATUS.siteSupervision);
    mount(TESTER);
    await screen.findByTestId('jd-spot');
    act(() => onlineManager.setOnline(false));
    try {
      fireEvent.click(within(row(903)).getByLabelText('灌溉水样品 编辑'));
      const dialog = await openDialog();
      fireEvent.change(within(dialog).getByLabelText('检测结果'), { target: { value: '均未超标' } });
      fireEvent.click(button(dialog, /保\s*存/));
      expect(await screen.findByText(SYNC_TEXT.savedOnDevice)).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(http.put).toHaveBeenCalledWith(`${JD_PATHS.spot}/903`, expect.objectContaining({ result: '均未超标' }), { silent: true, headers: { [IDEMPOTENCY_HEADER]: expect.any(String) } });
  });

  it('a refused item shows the server’s words in the dialog', async () => {
    serve(JD_TASK_STATUS.siteSupervision);
    mount(TESTER);
    await screen.findByTestId('jd-spot');
    http.put.mockRejectedValue(new ApiCallError(400, JD_MSG.spotProductNeeded, 'body'));
    fireEvent.click(within(row(901)).getByLabelText('菜心样品 编辑'));
    const dialog = await openDialog();
    fireEvent.click(button(dialog, /保\s*存/));
    expect(await within(dialog).findByText(JD_MSG.spotProductNeeded)).toBeInTheDocument();
  });

  it('the testing unit deletes an item', async () => {
    const calls = serve(JD_TASK_STATUS.checkedDoc);
    mount(TESTER);
    await screen.findByTestId('jd-spot');
    fireEvent.click(within(row(903)).getByLabelText('灌溉水样品 删除'));
    await confirm();
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', url: JD_PATHS.spot, body: { ids: '903' } }));
    await waitFor(() => expect(screen.getByTestId('jd-spot-tally')).toHaveTextContent('共 2 个抽检项目'));
  });

  it('management reads the items and results, with no write and no report book to generate', async () => {
    serve(JD_TASK_STATUS.submitDoc);
    mount(MANAGER);
    await screen.findByTestId('jd-spot');
    expect(screen.getByTestId('jd-spot-tally')).toHaveTextContent('不合格 1');
    expect(within(row(903)).queryByText(/^\d+$/)).toBeNull();
    expect(screen.queryByText('产品检测报告书')).toBeNull();
    expect(screen.queryByText('新增抽检项目')).toBeNull();
    expect(screen.queryByLabelText(/编辑|删除/)).toBeNull();
  });

  it('the enterprise reads its task’s results, opens each test report and the stored report book, and writes nothing', async () => {
    const calls = serve(JD_TASK_STATUS.unpassed, ITEMS, undefined, STORED_BOOK);
    mount(ENTERPRISE);
    await screen.findByTestId('jd-spot');
    expect(calls.find((c) => c.url === JD_PATHS.prod.storedReportBook)?.body).toEqual({ taskId: TASK_ID });
    expect(within(row(902)).getByText('不合格')).toBeInTheDocument();
    expect(within(row(902)).getByText('检测报告-生菜.pdf').closest('a')).toHaveAttribute('href', reportUrlOf(802));
    expect(screen.getByTestId('jd-spot-book')).toHaveAttribute('href', STORED_BOOK.url);
    expect(screen.queryByText('新增抽检项目')).toBeNull();
    expect(screen.queryByLabelText(/编辑|删除/)).toBeNull();
    expect(screen.queryByText('产品检测报告书')).toBeNull();
  });

  it('the report book is saved under the task’s code, or linked when the server stored it', async () => {
    serve(JD_TASK_STATUS.checkedDoc);
    mount(TESTER);
    await screen.findByTestId('jd-spot');
    http.call.mockResolvedValue(new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    fireEvent.click(button(document.body, '产品检测报告书'));
    await waitFor(() => expect(saved.saveBlob).toHaveBeenCalledWith(expect.any(Blob), '产品检测报告书-JD20260003.docx'));
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: JD_PATHS.prod.reportBook, data: { taskId: TASK_ID }, responseType: 'blob' }));

    const file = { id: 880, name: '产品检测报告书-JD20260003.docx', url: '/api/file/download?id=880' };
    http.call.mockResolvedValue(new Blob([JSON.stringify({ code: 200, msg: 'ok', data: file })], { type: 'application/json' }));
    fireEvent.click(button(document.body, '产品检测报告书'));
    expect(await screen.findByTestId('jd-spot-book')).toHaveAttribute('href', file.url);
    expect(saved.saveBlob).toHaveBeenCalledTimes(1);

    http.call.mockResolvedValue(new Blob([JSON.stringify({ code: 400, msg: JD_MSG.testMissing('鹏城生菜') })], { type: 'application/json' }));
    fireEvent.click(button(document.body, '产品检测报告书'));
    expect(await screen.findByText(JD_MSG.testMissing('鹏城生菜'))).toBeInTheDocument();
  });
});
