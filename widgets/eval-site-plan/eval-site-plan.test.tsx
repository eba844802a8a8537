import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVAL_ARCHIVE_PATH, EVAL_NOTICE_PATHS, type ArchiveChecklist, type SitePlan } from '@/api/evalSitePlan';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { EVAL_SITE_PLAN_STATUS, EVAL_STATUS } from '@/domain/codes';
import { EVAL_CHILD_PATHS, EVAL_SITE_PLAN_PATHS, SITE_PLAN_MSG } from '@/domain/resources/evaluation';
import { useSession } from '@/stores/session';
import { portalConfig } from '@/ui/theme';
import { confirm, row } from '@/ui/test/harness';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { app, checklist, ENTERPRISE_USER, EVAL_ID, MANAGER, NOTICE, OTHER_UNIT, PLACES, plan, PRODUCTS, UNIT_USER } from './fixtures';
import manifest, { evalSitePlanProps } from './index';
import { actorOf, defaultProducts, noticeOf, planStatusLabel, rowsOf, sitePlanAbilities } from './plan';
import EvalSitePlanWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

/** The server of one application: its record, places, products, plans and checklist; the writes change them. */
function serve(status: number, start: SitePlan[], archive: ArchiveChecklist = checklist()) {
  let plans = start;
  let list = archive;
  const calls: { method: string; url: string; body: unknown }[] = [];
  http.get.mockImplementation(async (url: string, params: Record<string, unknown>) => {
    calls.push({ method: 'GET', url, body: params });
    if (url === `/api/eval/base/${EVAL_ID}`) return app(status);
    if (url === EVAL_CHILD_PATHS.places) return PLACES;
    if (url === EVAL_CHILD_PATHS.products) return PRODUCTS;
    if (url === EVAL_ARCHIVE_PATH) return list;
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockImplementation(async (url: string, body: Record<string, unknown>) => {
    calls.push({ method: 'POST', url, body });
    if (url === EVAL_SITE_PLAN_PATHS.list) return plans;
    if (url === EVAL_SITE_PLAN_PATHS.finish) {
      plans = plans.map((p) => (p.id === body.id ? { ...p, status: EVAL_SITE_PLAN_STATUS.finished } : p));
      return { id: body.id, status: EVAL_SITE_PLAN_STATUS.finished };
    }
    if (url === EVAL_NOTICE_PATHS.generate) {
      list = { ...list, items: list.items.map((i) => (i.key === 'notice' ? { ...i, done: true, files: [NOTICE], note: '' } : i)) };
      return { notice: NOTICE, stamped: null };
    }
    throw new Error(`unexpected POST ${url}`);
  });
  http.del.mockImplementation(async (url: string, params: { ids: string }) => {
    calls.push({ method: 'DELETE', url, body: params });
    plans = plans.filter((p) => String(p.id) !== params.ids);
    return 1;
  });
  return calls;
}

function mount(user: CurrentUser | null, vars: Record<string, unknown> = { id: EVAL_ID }) {
  useSession.setState({ user });
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <EvalSitePlanWidget config={evalSitePlanProps.parse({})} vars={vars} setVar={() => {}} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}


beforeEach(() => {
  stubBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const f of Object.values(http)) f.mockReset();
  useSession.setState({ user: null });
});

describe('the eval-site-plan manifest', () => {
  it('reads the application id from a layout variable, `id` by default', () => {
    expect(manifest.type).toBe('eval-site-plan');
    expect(manifest.defaults()).toEqual({ idVar: 'id' });
  });
});

describe('the rules the plans follow', () => {
  it('lets only the assigned institution plan while preparing the visit, change teams until it ends, close visits on site', () => {
    const can = (user: CurrentUser, status: number) => sitePlanAbilities(actorOf(user), app(status));
    expect(can(UNIT_USER, EVAL_STATUS.docPass)).toEqual({ plan: true, team: true, finish: false });
    expect(can(UNIT_USER, EVAL_STATUS.noticePush)).toEqual({ plan: true, team: true, finish: false });
    expect(can(UNIT_USER, EVAL_STATUS.confirmSitePlan)).toEqual({ plan: false, team: true, finish: false });
    expect(can(UNIT_USER, EVAL_STATUS.siteEval)).toEqual({ plan: false, team: true, finish: true });
    expect(can(UNIT_USER, EVAL_STATUS.evalConfirm)).toEqual({ plan: false, team: false, finish: false });
    for (const u of [OTHER_UNIT, ENTERPRISE_USER, MANAGER]) expect(can(u, EVAL_STATUS.docPass)).toEqual({ plan: false, team: false, finish: false });
  });

  it('pairs each place with its plan, names the plan’s status in words, and starts a plan with what the place makes', () => {
    const rows = rowsOf(PLACES, [plan(202, EVAL_SITE_PLAN_STATUS.onSite)]);
    expect(rows.map((r) => [r.place.id, r.plan?.id ?? null])).toEqual([[201, null], [202, 1202]]);
    expect(planStatusLabel(plan(201, EVAL_SITE_PLAN_STATUS.planning))).toBe('计划中');
    expect(planStatusLabel(plan(201, EVAL_SITE_PLAN_STATUS.pushed))).toBe('待企业确认');
    expect(planStatusLabel(plan(201, EVAL_SITE_PLAN_STATUS.finished))).toBe('现场评价已结束');
    expect(defaultProducts(PLACES[0], PRODUCTS)).toEqual([101, 102]);
    expect(defaultProducts({ id: 9, name: '仓库', products: [] }, PRODUCTS)).toEqual([101, 102, 103]);
    expect(noticeOf(checklist({ notice: { done: true, files: [NOTICE] } }))).toEqual({ notice: NOTICE, stamped: null });
    expect(noticeOf(null)).toEqual({ notice: null, stamped: null });
  });
});

describe('the plans', { timeout: 30_000 }, () => {
  it('says so when no application is chosen, and asks the server nothing', async () => {
    mount(UNIT_USER, {});
    expect(await screen.findByText('请先选择一个评价申请')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('says so when the application is not there or not the user’s', async () => {
    serve(EVAL_STATUS.docPass, []);
    http.post.mockRejectedValue(new ApiCallError(404, '评价申请不存在或无权访问', 'body'));
    mount(ENTERPRISE_USER);
    expect(await screen.findByText('评价申请不存在或无权访问')).toBeInTheDocument();
  });

  it('the institution deletes a plan and generates the notice; reading never generates one', async () => {
    const calls = serve(EVAL_STATUS.docPass, [plan(201, EVAL_SITE_PLAN_STATUS.planning), plan(202, EVAL_SITE_PLAN_STATUS.planning)]);
    mount(UNIT_USER);
    await screen.findByTestId('eval-site-plan');
    expect(screen.getByTestId('eval-site-plan-summary')).toHaveTextContent('已制定 2/2 个场所');
    // The list's parameters are a parameter set: they travel as the query string.
    expect(http.post.mock.calls.find(([url]) => url === EVAL_SITE_PLAN_PATHS.list)?.[2]).toEqual({ evalId: EVAL_ID });
    expect(calls.find((c) => c.url === EVAL_CHILD_PATHS.places)?.body).toEqual({ evalId: EVAL_ID });
    expect(calls.some((c) => c.url === EVAL_NOTICE_PATHS.generate)).toBe(false);

    fireEvent.click(within(row(202)).getByRole('button', { name: '龙华净菜加工车间 删除' }));
    await confirm();
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', url: EVAL_SITE_PLAN_PATHS.remove, body: { ids: '1202' } }));
    await waitFor(() => expect(within(row(202)).getByText('未制定')).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: /生成通知书/ }));
    await waitFor(() => expect(calls.filter((c) => c.url === EVAL_NOTICE_PATHS.generate).map((c) => c.body)).toEqual([{ evalId: EVAL_ID }]));
    expect(await screen.findByRole('link', { name: NOTICE.name })).toHaveAttribute('href', NOTICE.url);
  });

  it('a refused notice shows the server’s words', async () => {
    serve(EVAL_STATUS.docPass, [plan(201, EVAL_SITE_PLAN_STATUS.planning)]);
    mount(UNIT_USER);
    await screen.findByTestId('eval-site-plan');
    http.post.mockRejectedValue(new ApiCallError(400, SITE_PLAN_MSG.everyPlace('龙华净菜加工车间'), 'body'));
    fireEvent.click(screen.getByRole('button', { name: /生成通知书/ }));
    expect(await screen.findByText(SITE_PLAN_MSG.everyPlace('龙华净菜加工车间'))).toBeInTheDocument();
  });

  it('on site, the institution closes a place’s visit', async () => {
    const calls = serve(EVAL_STATUS.siteEval, [plan(201, EVAL_SITE_PLAN_STATUS.finished), plan(202, EVAL_SITE_PLAN_STATUS.onSite)]);
    mount(UNIT_USER);
    await screen.findByTestId('eval-site-plan');
    expect(within(row(201)).queryByRole('button', { name: /结束该场所评价/ })).toBeNull();
    fireEvent.click(within(row(202)).getByRole('button', { name: '龙华净菜加工车间 结束该场所评价' }));
    await confirm();
    await waitFor(() => expect(calls.find((c) => c.url === EVAL_SITE_PLAN_PATHS.finish)?.body).toEqual({ id: 1202 }));
    await waitFor(() => expect(within(row(202)).getByText('现场评价已结束')).toBeInTheDocument());
  });

  it('the enterprise reads the plans and, from 评价确认, the archive checklist; nothing to click', async () => {
    serve(EVAL_STATUS.evalConfirm, [plan(201, EVAL_SITE_PLAN_STATUS.finished), plan(202, EVAL_SITE_PLAN_STATUS.finished)], checklist({ siteVisits: { done: true, note: '' } }));
    mount(ENTERPRISE_USER);
    await screen.findByTestId('eval-site-plan');
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: /生成通知书/ })).toBeNull();
    const list = within(await screen.findByTestId('site-archive'));
    expect(list.getByText('还缺 3 项')).toBeInTheDocument();
    expect(list.getByRole('listitem', { name: '现场评价 已完成' })).toBeInTheDocument();
    expect(http.post.mock.calls.some(([url]) => url === EVAL_NOTICE_PATHS.generate)).toBe(false);
  });
});
