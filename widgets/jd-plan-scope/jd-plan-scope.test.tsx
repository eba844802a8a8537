import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import type { JdProdRow } from '@/api/jdPlan';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { JD_PLAN_STATUS } from '@/domain/codes';
import { columnFields } from '@/ui/resource/fields';
import { JD_CERT_PREFIX, JD_MSG, JD_PATHS } from '@/domain/resources/jd';
import { useSession } from '@/stores/session';
import { portalConfig } from '@/ui/theme';
import { button, confirm, openDialog, row } from '@/ui/test/harness';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { CERT_ROWS, certPage, CLASSIFY, MANAGER, plan, PLAN_ID, prod, PRODS, TASKS, UNIT_ADMIN } from './fixtures';
import manifest, { jdPlanScopeProps } from './index';
import { actorOf, CERT_COLUMNS, CERT_TABLE_DEF, certFilters, choosable, scopeAbilities, taskRoute } from './scope';
import JdPlanScopeWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn(), call: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));
const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('@/ui/saveBlob', () => saved);

/** The server of one plan: the plan, its products, counts and tasks, and the certificates it may take; the writes change the products. */
function serve(status: number, start: JdProdRow[] = PRODS) {
  let prods = start;
  const calls: { method: string; url: string; body: unknown }[] = [];
  http.get.mockImplementation(async (url: string, params: unknown) => {
    calls.push({ method: 'GET', url, body: params });
    if (url === `${JD_PATHS.plan.prefix}/${PLAN_ID}`) return plan(status);
    if (url === JD_PATHS.plan.prods) return prods;
    if (url === `${JD_PATHS.plan.classify}/${PLAN_ID}`) return CLASSIFY;
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockImplementation(async (url: string, body: unknown, params: unknown) => {
    calls.push({ method: 'POST', url, body: body ?? params });
    if (url === JD_PATHS.task.planTasks) return status === JD_PLAN_STATUS.draft ? [] : TASKS;
    if (url === `${JD_CERT_PREFIX}/page`) return certPage(CERT_ROWS);
    if (url.endsWith('/lst')) return [];
    throw new Error(`unexpected POST ${url}`);
  });
  http.put.mockImplementation(async (url: string, body: { planId: number; certIds: string }) => {
    calls.push({ method: 'PUT', url, body });
    const added = body.certIds.split(',').map(Number);
    prods = [...prods, ...added.map((c) => prod(c + 1000, '深圳市鹏城农产品有限公司', `证书${c}的产品`))];
    return { count: added.length };
  });
  http.del.mockImplementation(async (url: string, params: { ids: string }) => {
    calls.push({ method: 'DELETE', url, body: params });
    const ids = params.ids.split(',').map(Number);
    prods = prods.filter((p) => !ids.includes(p.id));
    return ids.length;
  });
  return calls;
}

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function mount(user: CurrentUser | null, vars: Record<string, unknown> = { id: PLAN_ID }) {
  useSession.setState({ user });
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/views/jd-plan']}>
            <JdPlanScopeWidget config={jdPlanScopeProps.parse({})} vars={vars} setVar={() => {}} />
            <Where />
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

// Role queries compute every ancestor's style, which antd's many style tags make slow in jsdom:
// these look things up by text, label or structure instead.
const tick = (r: HTMLElement) => r.querySelector('input[type=checkbox]') as HTMLInputElement;

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const f of Object.values(http)) f.mockReset();
  saved.saveBlob.mockReset();
  useSession.setState({ user: null });
});

describe('the jd-plan-scope manifest', () => {
  it('reads the plan id from a layout variable, `id` by default', () => {
    expect(manifest.type).toBe('jd-plan-scope');
    expect(manifest.defaults()).toEqual({ idVar: 'id' });
  });
});

describe('the rules the scope follows', () => {
  it('lets only management change the scope, and only of a draft', () => {
    expect(scopeAbilities(actorOf(MANAGER), plan(JD_PLAN_STATUS.draft))).toEqual({ edit: true });
    for (const s of [JD_PLAN_STATUS.tasksCreated, JD_PLAN_STATUS.issued, JD_PLAN_STATUS.completed]) expect(scopeAbilities(actorOf(MANAGER), plan(s))).toEqual({ edit: false });
    expect(scopeAbilities(actorOf(UNIT_ADMIN), plan(JD_PLAN_STATUS.draft))).toEqual({ edit: false });
  });

  it('asks for the certificates of the plan’s year and type, shows what tells them apart, and keeps taken ones out', () => {
    expect(certFilters(plan(JD_PLAN_STATUS.draft))).toEqual({ 'search.year_eq': '2026', 'search.jdType_eq': '0' });
    expect(columnFields(CERT_TABLE_DEF).map(([n]) => n)).toEqual([...CERT_COLUMNS]);
    expect(choosable(CERT_ROWS[0])).toBe(true);
    expect(choosable(CERT_ROWS[2])).toBe(false);
    expect(taskRoute(31)).toBe('/views/jd-task?id=31');
  });
});

describe('a plan’s scope', { timeout: 30_000 }, () => {
  it('says so when no plan is chosen, and asks the server nothing', async () => {
    mount(MANAGER, {});
    expect(await screen.findByText('请先选择一个监督计划')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('says so when the plan is not there', async () => {
    http.get.mockRejectedValue(new ApiCallError(404, '监督计划不存在', 'body'));
    http.post.mockResolvedValue([]);
    mount(MANAGER);
    expect(await screen.findByText('监督计划不存在或无权访问')).toBeInTheDocument();
  });

  it('management chooses certificates of the plan’s year and type into a draft', async () => {
    const calls = serve(JD_PLAN_STATUS.draft);
    mount(MANAGER);
    await screen.findByTestId('jd-plan-scope');
    expect(calls.find((c) => c.url === JD_PATHS.plan.prods)?.body).toEqual({ planId: PLAN_ID });
    expect(calls.find((c) => c.url === JD_PATHS.task.planTasks)?.body).toEqual({ planId: PLAN_ID });
    expect(calls.some((c) => c.url === `${JD_CERT_PREFIX}/page`)).toBe(false);

    fireEvent.click(button(document.body, '选择证书'));
    const dialog = await openDialog();
    await waitFor(() => expect(row(601, dialog)).toBeTruthy());
    expect(calls.find((c) => c.url === `${JD_CERT_PREFIX}/page`)?.body).toMatchObject({ 'page.pn': 1, 'search.year_eq': '2026', 'search.jdType_eq': '0' });
    expect(tick(row(571, dialog))).toBeDisabled();
    fireEvent.click(tick(row(601, dialog)));
    fireEvent.click(button(dialog, /加入计划/));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', url: JD_PATHS.prod.prefix, body: { planId: PLAN_ID, certIds: '601' } }));
    await waitFor(() => expect(screen.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 5 个产品'));
  });

  it('a refused certificate shows the server’s words in the dialog', async () => {
    serve(JD_PLAN_STATUS.draft);
    mount(MANAGER);
    await screen.findByTestId('jd-plan-scope');
    http.put.mockRejectedValue(new ApiCallError(400, JD_MSG.certInPlan('ZP-2025-0601'), 'body'));
    fireEvent.click(button(document.body, '选择证书'));
    const dialog = await openDialog();
    await waitFor(() => expect(row(601, dialog)).toBeTruthy());
    fireEvent.click(tick(row(601, dialog)));
    fireEvent.click(button(dialog, /加入计划/));
    expect(await within(dialog).findByText(JD_MSG.certInPlan('ZP-2025-0601'))).toBeInTheDocument();
  });

  it('management removes a product from a draft', async () => {
    const calls = serve(JD_PLAN_STATUS.draft);
    mount(MANAGER);
    await screen.findByTestId('jd-plan-scope');
    fireEvent.click(within(row(72, document)).getByLabelText('鹏城生菜 移除'));
    await confirm();
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', url: JD_PATHS.prod.prefix, body: { ids: '72' } }));
    await waitFor(() => expect(screen.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 3 个产品'));
  });

  it('exports the products as an Excel file named by the plan', async () => {
    serve(JD_PLAN_STATUS.supervising);
    mount(MANAGER);
    await screen.findByTestId('jd-plan-scope');
    expect(screen.queryByText('选择证书')).toBeNull();
    http.call.mockResolvedValue(new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    fireEvent.click(button(document.body, '导出产品'));
    await waitFor(() => expect(saved.saveBlob).toHaveBeenCalledWith(expect.any(Blob), '监督产品-JH20260002.xlsx'));
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: JD_PATHS.plan.prodExcel, data: { planId: PLAN_ID }, responseType: 'blob' }));
  });

  it('counts the products, lists the tasks, and opens a task’s record on 监督任务', async () => {
    serve(JD_PLAN_STATUS.supervising);
    mount(MANAGER);
    await screen.findByTestId('jd-plan-scope');
    expect(screen.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 4 个产品，3 家企业，3 个任务');
    fireEvent.click(screen.getByText('分类统计'));
    expect(await within(await screen.findByTestId('classify-按产品分类')).findByText('水产')).toBeInTheDocument();
    fireEvent.click(screen.getByText('监督任务（3）'));
    fireEvent.click(await screen.findByLabelText('打开监督任务 JD20260004'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/views/jd-task?id=32'));
  });
});
