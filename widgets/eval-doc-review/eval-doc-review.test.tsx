import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocReviewRound } from '@/api/evalDocReview';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { EVAL_STATUS } from '@/domain/codes';
import { DOC_REVIEW_FINDING, DOC_REVIEW_MSG, EVAL_ANNEX_GROUPS, EVAL_DOC_REVIEW_PATHS } from '@/domain/resources/evaluation';
import type { FlowLogEntry } from '@/domain/workflows/engine';
import { useSession } from '@/stores/session';
import { portalConfig } from '@/ui/theme';
import { row } from '@/ui/test/harness';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { app, BLANK, ENTERPRISE_USER, EVAL_ID, FILED_KEYS, FIRST, GROUPS, MANAGER, SECOND, TESTING_USER, UNIT_USER } from './fixtures';
import manifest, { evalDocReviewProps } from './index';
import { actorOf, docReviewAbilities, itemsBody, itemsOf, progressOf, roundTarget } from './review';
import EvalDocReviewWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

const entered = (createTime: string): FlowLogEntry => ({ id: 1, flowKey: 'evaluation', recordId: EVAL_ID, action: 'pushPlan', actionLabel: '推送评价计划', fromStatus: EVAL_STATUS.pushPlan, toStatus: EVAL_STATUS.docView, actorId: 1, actorName: '评价员', orgId: 2, orgName: null, opinion: null, annexIds: null, createTime });

/** The server of one application: the record, its flow, the review calls. */
function serve(status: number, rounds: DocReviewRound[], history: FlowLogEntry[] = []) {
  let list = rounds;
  const calls: { method: string; url: string; body: unknown }[] = [];
  http.get.mockImplementation(async (url: string) => {
    if (url === `/api/eval/base/${EVAL_ID}`) return app(status);
    if (url === '/api/eval/base/process/flow') return { flow: 'evaluation', status, actions: [], history };
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockImplementation(async (url: string, body: unknown) => {
    calls.push({ method: 'POST', url, body });
    if (url === EVAL_DOC_REVIEW_PATHS.get) return list[0] ? { ...list[0], groups: GROUPS } : BLANK;
    if (url === EVAL_DOC_REVIEW_PATHS.list) return list;
    if (url === EVAL_DOC_REVIEW_PATHS.report) {
      list = [{ ...list[0], report: { id: 900, name: '文件评审报告-PJ20260012.docx', url: '/api/file/download?id=900' } }, ...list.slice(1)];
      return list[0].report;
    }
    throw new Error(`unexpected POST ${url}`);
  });
  http.put.mockImplementation(async (url: string, body: Record<string, unknown>) => {
    calls.push({ method: 'PUT', url, body });
    const id = url === EVAL_DOC_REVIEW_PATHS.save ? 77 : Number(url.split('/').pop());
    const round = { ...(body as object), id, evalId: EVAL_ID, report: null, createTime: new Date().toISOString(), updateTime: new Date().toISOString() } as DocReviewRound;
    list = [round, ...list.filter((r) => r.id !== id)];
    return round;
  });
  return calls;
}

function mount(user: CurrentUser | null, vars: Record<string, unknown> = { id: EVAL_ID }) {
  useSession.setState({ user });
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <EvalDocReviewWidget config={evalDocReviewProps.parse({})} vars={vars} setVar={() => {}} />
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
  http.get.mockReset();
  http.post.mockReset();
  http.put.mockReset();
  useSession.setState({ user: null });
});

describe('the eval-doc-review manifest', () => {
  it('reads the application id from a layout variable, `id` by default', () => {
    expect(manifest.type).toBe('eval-doc-review');
    expect(manifest.defaults()).toEqual({ idVar: 'id' });
    expect(manifest.resolve({ version: 1, props: { idVar: '1x' } }).ok).toBe(false);
  });
});

describe('the rules the review follows', () => {
  it('lets only the assigned institution write, and only in 文审; the report at any time', () => {
    const can = (user: CurrentUser, status: number) => docReviewAbilities(actorOf(user), app(status));
    expect(can(UNIT_USER, EVAL_STATUS.docView)).toEqual({ write: true, report: true });
    expect(can(UNIT_USER, EVAL_STATUS.docPass)).toEqual({ write: false, report: true });
    expect(can(ENTERPRISE_USER, EVAL_STATUS.docView)).toEqual({ write: false, report: false });
    expect(can(TESTING_USER, EVAL_STATUS.docView)).toEqual({ write: false, report: false });
    expect(can(MANAGER, EVAL_STATUS.docView)).toEqual({ write: false, report: false });
  });

  it('changes the latest round within one 文审, and starts a new round once the application came back to 文审', () => {
    expect(roundTarget(BLANK, null)).toBeNull();
    expect(roundTarget(SECOND, null)).toBe(SECOND.id);
    expect(roundTarget(SECOND, [entered('2026-11-01T00:00:00.000Z')])).toBe(SECOND.id);
    expect(roundTarget(FIRST, [entered('2026-09-01T00:00:00.000Z'), entered('2026-11-01T00:00:00.000Z')])).toBeNull();
  });

  it('sends every group in the spec’s order, notes trimmed and empty as null', () => {
    const items = itemsOf(FIRST);
    expect(items.map((i) => i.groupKey)).toEqual(EVAL_ANNEX_GROUPS.map((g) => g.key));
    const body = itemsBody(items.map((i) => ({ conform: i.conform, note: i.groupKey === 'profile' ? '  ' : ` ${i.note} ` })));
    expect(body).toHaveLength(31);
    expect(body.find((i) => i.groupKey === 'trace')).toEqual({ groupKey: 'trace', conform: 0, note: '追溯记录不完整' });
    expect(body.find((i) => i.groupKey === 'profile')).toEqual({ groupKey: 'profile', conform: 1, note: null });
    // A group without a finding stays without one: nothing is assumed to conform.
    expect(body.find((i) => i.groupKey === 'staff')).toEqual({ groupKey: 'staff', conform: null, note: null });
    expect(itemsOf(BLANK).every((i) => i.conform === '')).toBe(true);
  });

  it('counts the findings over the groups to review (required, or filed)', () => {
    expect(progressOf(GROUPS, itemsOf(BLANK))).toEqual({ done: 0, total: 7, bad: 0, open: ['企业简介', '产品介绍', '评价申请书', '法定资质证明', '追溯体系', '管理制度', '承诺书'] });
    expect(progressOf(GROUPS, itemsOf(FIRST))).toEqual({ done: 7, total: 7, bad: 2, open: [] });
  });
});

describe('the review', { timeout: 30_000 }, () => {
  it('says so when no application is chosen, and asks the server nothing', async () => {
    mount(UNIT_USER, {});
    expect(await screen.findByText('请先选择一个评价申请')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('says so when the application is not there or not the user’s', async () => {
    serve(EVAL_STATUS.docView, []);
    http.post.mockRejectedValue(new ApiCallError(404, '评价申请不存在或无权访问', 'body'));
    mount(ENTERPRISE_USER);
    expect(await screen.findByText('评价申请不存在或无权访问')).toBeInTheDocument();
  });

  it('the institution changes the round of this 文审 through PUT /{id} and generates its report', async () => {
    const calls = serve(EVAL_STATUS.docView, [SECOND, FIRST], [entered('2026-11-01T00:00:00.000Z')]);
    mount(UNIT_USER);
    await screen.findByText('本轮评审');
    fireEvent.click(within(row('trace')).getByLabelText('不符合'));
    fireEvent.change(within(row('trace')).getByLabelText('追溯体系 评审意见'), { target: { value: '批次记录不全' } });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '评审结论' })).getByLabelText('不通过'));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    const put = calls.find((c) => c.method === 'PUT') as { url: string; body: { items: { groupKey: string; conform: number; note: string | null }[]; conclusion: number } };
    expect(put.url).toBe(`${EVAL_DOC_REVIEW_PATHS.save}/${SECOND.id}`);
    expect(put.body).toMatchObject({ reviewerName: '林嘉怡', reviewDate: '2026-11-20', conclusion: 0, opinion: '材料齐全，符合要求' });
    expect(put.body.items).toHaveLength(31);
    expect(put.body.items.find((i) => i.groupKey === 'trace')).toEqual({ groupKey: 'trace', conform: 0, note: '批次记录不全' });
    await waitFor(() => expect(screen.getByRole('button', { name: /生成评审报告/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: /生成评审报告/ }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: '文件评审操作' })).getByRole('link', { name: '文件评审报告-PJ20260012.docx' })).toHaveAttribute('href', '/api/file/download?id=900'));
    expect(calls.filter((c) => c.url === EVAL_DOC_REVIEW_PATHS.report).map((c) => c.body)).toEqual([{ evalId: EVAL_ID }]);
  });

  it('back in 文审 after an earlier round, the institution saves a new round (PUT without id), the earlier one kept below', async () => {
    const calls = serve(EVAL_STATUS.docView, [FIRST], [entered('2026-09-01T00:00:00.000Z'), entered('2026-11-01T00:00:00.000Z')]);
    mount(UNIT_USER);
    await screen.findByText('新一轮评审（尚未保存）');
    expect(within(screen.getByTestId('doc-review-rounds')).getByText('2026-10-12')).toBeInTheDocument();
    // The materials changed since the earlier round: this one starts with no finding.
    expect(within(row('institutional')).getByLabelText('管理制度 评审意见')).toHaveValue('');
    expect(screen.getByTestId('doc-review-findings')).toHaveTextContent('已评审 0/7 项');
    for (const key of FILED_KEYS) fireEvent.click(within(row(key)).getByLabelText('符合'));
    await waitFor(() => expect(screen.getByTestId('doc-review-findings')).toHaveTextContent('已评审 7/7 项'));
    fireEvent.change(screen.getByLabelText('评审日期'), { target: { value: '2026-11-21' } });
    fireEvent.keyDown(screen.getByLabelText('评审日期'), { key: 'Enter' });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '评审结论' })).getByLabelText('通过'));
    fireEvent.change(screen.getByLabelText('评审意见'), { target: { value: '补充后符合要求' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: EVAL_DOC_REVIEW_PATHS.save, body: { evalId: EVAL_ID, reviewDate: '2026-11-21', conclusion: 1, opinion: '补充后符合要求' } }));
  });

  it('an empty group cannot be found 符合; 通过 waits for every group to review; a draft saves without a conclusion', async () => {
    const calls = serve(EVAL_STATUS.docView, []);
    mount(UNIT_USER);
    await screen.findByText('新一轮评审（尚未保存）');
    expect(within(row('staff')).getByLabelText('符合')).toBeDisabled();
    expect(within(row('staff')).getByText('无材料，不能评为符合')).toBeInTheDocument();
    expect(within(row('staff')).getByLabelText('不符合')).toBeEnabled();
    expect(within(row('profile')).getByLabelText('符合')).toBeEnabled();
    expect(within(row('profile')).getByLabelText('符合')).not.toBeChecked();
    fireEvent.click(within(row('profile')).getByLabelText('符合'));
    fireEvent.change(screen.getByLabelText('评审日期'), { target: { value: '2026-11-21' } });
    fireEvent.keyDown(screen.getByLabelText('评审日期'), { key: 'Enter' });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '评审结论' })).getByLabelText('通过'));
    fireEvent.change(screen.getByLabelText('评审意见'), { target: { value: '符合要求' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(DOC_REVIEW_MSG.incomplete(['产品介绍', '评价申请书', '法定资质证明', '追溯体系', '管理制度', '承诺书']))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toBeUndefined();
    // Without a conclusion it is a draft: saved as it stands.
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '评审结论' })).getByLabelText('暂不给出（保存为草稿）'));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    const put = calls.find((c) => c.method === 'PUT') as { body: { items: { groupKey: string; conform: number | null }[]; conclusion: number | null } };
    expect(put.body.conclusion).toBeNull();
    expect(put.body.items.filter((i) => i.conform !== null)).toEqual([{ groupKey: 'profile', conform: 1, note: null }]);
  });

  it('a refused save shows the server’s words', async () => {
    serve(EVAL_STATUS.docView, [SECOND]);
    mount(UNIT_USER);
    await screen.findByText('本轮评审');
    http.put.mockRejectedValue(new ApiCallError(400, DOC_REVIEW_MSG.notNow('文件评审通过'), 'body'));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(DOC_REVIEW_MSG.notNow('文件评审通过'))).toBeInTheDocument();
  });

  it('the enterprise reads the latest round and the earlier ones, nothing to change', async () => {
    serve(EVAL_STATUS.docPass, [SECOND, FIRST]);
    mount(ENTERPRISE_USER);
    expect(await screen.findByText('材料齐全，符合要求')).toBeInTheDocument();
    expect(document.querySelector('input')).toBeNull();
    expect(screen.queryByRole('group', { name: '文件评审操作' })).toBeNull();
    expect(within(row('institutional')).getByText('已补充投入品管理制度')).toBeInTheDocument();
    // A group with nothing filed reads as the report prints it, never 符合.
    const empty = GROUPS.find((g) => g.files === 0 && !g.toReview)!;
    expect(within(row(empty.groupKey)).getByText(DOC_REVIEW_FINDING.notApplicable)).toBeInTheDocument();
    expect(within(row(empty.groupKey)).queryByText('符合')).toBeNull();
    expect(within(row('institutional')).getByText('符合')).toBeInTheDocument();
    expect(within(screen.getByTestId('doc-review-rounds')).getByText('不通过')).toBeInTheDocument();
    expect(http.put).not.toHaveBeenCalled();
  });
});
