import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { EVAL_STATUS } from '@/domain/codes';
import { EVAL_ANNEX_GROUPS, EVAL_ANNEX_MSG, EVAL_ANNEX_PATHS, evalAnnexAbilities, type EvalAnnexForm, type EvalAnnexMark } from '@/domain/resources/evaluation';
import { useSession } from '@/stores/session';
import { portalConfig } from '@/ui/theme';
import { row } from '@/ui/test/harness';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { actorOf, changedMarks, filterGroups, marksShown, summaryOf } from './annex';
import { annexFile, annexForm, ENTERPRISE_USER, EVAL_ID, FILING, IN_REVIEW, MANAGER, PART_MARKED, PASSED, RETURNED, TESTING_USER, UNIT_USER } from './fixtures';
import manifest, { evalAnnexProps } from './index';
import EvalAnnexWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), call: vi.fn() }));
// The zip is fetched through `call` itself (a blob); the other calls through the verbs.
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));
const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('@/ui/saveBlob', () => saved);

/** The server of one application: the form as GET answers it; the writes change it as the real calls do. */
function serve(start: EvalAnnexForm) {
  let form = start;
  const calls: { url: string; body: unknown }[] = [];
  http.get.mockImplementation(async (url: string, params: { evalId: number }) => {
    if (url === EVAL_ANNEX_PATHS.form && params.evalId === form.evalId) return form;
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockImplementation(async (url: string, body: Record<string, unknown> | FormData) => {
    calls.push({ url, body });
    if (url === '/api/file/upload') {
      const file = (body as FormData).get('file') as File;
      return { id: 901, name: file.name, url: '/api/file/download?id=901', size: file.size, ext: 'pdf' };
    }
    const b = body as Record<string, unknown>;
    if (url === EVAL_ANNEX_PATHS.file) {
      const ids = String(b.annexIds).split(',').filter(Boolean).map(Number);
      form = {
        ...form,
        groups: form.groups.map((g) => (g.groupKey === b.groupKey ? { ...g, annexIds: ids.join(','), files: ids.map((id) => g.files.find((f) => f.id === id) ?? annexFile(`材料${id}.pdf`, id)) } : g)),
      };
      return form;
    }
    if (url === EVAL_ANNEX_PATHS.problem) {
      const items = b.items as EvalAnnexMark[];
      form = { ...form, groups: form.groups.map((g) => { const item = items.find((i) => i.groupKey === g.groupKey); return item ? { ...g, ...item, marked: true } : g; }) } as EvalAnnexForm;
      return form;
    }
    if (url === EVAL_ANNEX_PATHS.tips) {
      form = { ...form, groups: form.groups.map((g) => (g.groupKey === b.groupKey ? { ...g, tips: (b.tips as string) || null } : g)) };
      return form;
    }
    throw new Error(`unexpected POST ${url}`);
  });
  return calls;
}

function mount(user: CurrentUser | null, vars: Record<string, unknown> = { id: EVAL_ID }) {
  useSession.setState({ user });
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <EvalAnnexWidget config={evalAnnexProps.parse({})} vars={vars} setVar={() => {}} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

/** A group's row of the table, by the group's label. */
const groupRow = (label: string) => row(EVAL_ANNEX_GROUPS.find((g) => g.label === label)?.key ?? label);
const actions = () => screen.queryByRole('group', { name: '材料操作' });
const toast = (text: string) => waitFor(() => expect([...document.querySelectorAll('.ant-message')].map((e) => e.textContent).join('|')).toContain(text));

beforeEach(() => {
  stubBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  http.get.mockReset();
  http.post.mockReset();
  http.call.mockReset();
  saved.saveBlob.mockReset();
  useSession.setState({ user: null });
});

describe('the eval-annex manifest', () => {
  it('reads the application id from a layout variable, `id` by default', () => {
    expect(manifest.type).toBe('eval-annex');
    expect(manifest.defaults()).toEqual({ idVar: 'id' });
    expect(manifest.resolve({ version: 1, props: { idVar: 'evalId' } }).ok).toBe(true);
    expect(manifest.resolve({ version: 1, props: { idVar: '1x' } }).ok).toBe(false);
  });
});

describe('the rules the page follows', () => {
  it('offers each actor what the server lets it do, by status and organisation', () => {
    const can = (user: CurrentUser, status: number) => evalAnnexAbilities(actorOf(user), { orgId: IN_REVIEW.orgId, unitId: IN_REVIEW.unitId, status });
    expect(can(ENTERPRISE_USER, EVAL_STATUS.materials)).toEqual({ file: true, mark: false, pack: false });
    expect(can(ENTERPRISE_USER, EVAL_STATUS.nonconform).file).toBe(true);
    expect(can(ENTERPRISE_USER, EVAL_STATUS.acceptReview)).toEqual({ file: false, mark: false, pack: false });
    expect(can(UNIT_USER, EVAL_STATUS.acceptReview)).toEqual({ file: false, mark: true, pack: true });
    expect(can(UNIT_USER, EVAL_STATUS.docView).mark).toBe(true);
    expect(can(UNIT_USER, EVAL_STATUS.materials)).toEqual({ file: false, mark: false, pack: true });
    expect(can(TESTING_USER, EVAL_STATUS.acceptReview)).toEqual({ file: false, mark: false, pack: false });
    expect(can(MANAGER, EVAL_STATUS.acceptReview)).toEqual({ file: false, mark: false, pack: true });
    expect(actorOf(null)).toEqual({ orgId: null, orgType: null, roleCodes: [] });
  });

  it('sends only the marks that changed, texts trimmed and empty as null', () => {
    expect(changedMarks(PASSED.groups, { legal: { problem: 1 }, profile: { remark: '  ' } })).toEqual([]);
    expect(changedMarks(PASSED.groups, { legal: { problem: 0, remark: ' 已过期 ' }, institutional: { questions: { unclear: true, expired: false } } })).toEqual([
      { groupKey: 'legal', problem: 0, remark: '已过期', otherRemark: null, moreRemark: null, questions: {} },
      { groupKey: 'institutional', problem: 1, remark: null, otherRemark: null, moreRemark: null, questions: { unclear: true } },
    ]);
  });

  it('a group not marked yet is sent once 是否有问题 is chosen, even the default, and not before', () => {
    expect(changedMarks(IN_REVIEW.groups, { legal: { problem: 1 }, profile: { remark: '已核对' } })).toEqual([
      { groupKey: 'legal', problem: 1, remark: null, otherRemark: null, moreRemark: null, questions: {} },
    ]);
    expect(changedMarks(IN_REVIEW.groups, { trace: { questions: { unclear: true } } })).toEqual([]);
  });

  it('counts the groups to look at (required, or filed) and how many are marked', () => {
    expect(summaryOf(IN_REVIEW)).toMatchObject({ toReview: 6, marked: 0, unmarked: ['企业简介', '产品介绍', '评价申请书', '法定资质证明', '管理制度', '承诺书'] });
    expect(summaryOf(PART_MARKED)).toMatchObject({ toReview: 6, marked: 2, unmarked: ['评价申请书', '法定资质证明', '管理制度', '承诺书'] });
    expect(filterGroups(PART_MARKED.groups, 'unmarked').map((g) => g.groupKey)).toEqual(['application', 'legal', 'institutional', 'commitment']);
    expect(summaryOf(PASSED)).toMatchObject({ toReview: 6, marked: 6, unmarked: [] });
  });

  it('sums up what is filed, missing and marked, and filters the groups', () => {
    expect(summaryOf(FILING)).toEqual({ filed: 2, total: 31, missing: ['产品介绍', '评价申请书', '承诺书'], problems: 0, tips: 0, toReview: 5, marked: 0, unmarked: ['企业简介', '产品介绍', '评价申请书', '法定资质证明', '承诺书'] });
    expect(summaryOf(RETURNED)).toMatchObject({ missing: [], problems: 2, tips: 2 });
    expect(filterGroups(RETURNED.groups, 'problem').map((g) => g.groupKey)).toEqual(['legal', 'productReport']);
    expect(filterGroups(FILING.groups, 'filed').map((g) => g.groupKey)).toEqual(['profile', 'legal']);
    expect(filterGroups(FILING.groups, 'empty')).toHaveLength(29);
    expect([marksShown(EVAL_STATUS.materials), marksShown(EVAL_STATUS.acceptReview), marksShown(EVAL_STATUS.passed)]).toEqual([false, true, true]);
  });
});

describe('the annex form', { timeout: 30_000 }, () => {
  it('says so when no application is chosen, and asks the server nothing', async () => {
    mount(ENTERPRISE_USER, {});
    expect(await screen.findByText('请先选择一个评价申请')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('says so when the application is not there or not the user’s', async () => {
    http.get.mockRejectedValue(new ApiCallError(404, '评价申请不存在或无权访问', 'body'));
    mount(ENTERPRISE_USER);
    expect(await screen.findByText('评价申请不存在或无权访问')).toBeInTheDocument();
  });

  it('lists the 31 groups in the spec’s order with the required ones starred', async () => {
    serve(FILING);
    mount(UNIT_USER);
    await screen.findByTestId('eval-annex');
    const labels = [...document.querySelectorAll('tbody tr[data-row-key]')].map((tr) => tr.children[1]?.textContent?.replace('*', ''));
    expect(labels).toEqual(EVAL_ANNEX_GROUPS.map((g) => g.label));
    expect(within(groupRow('企业简介')).getByLabelText('必需材料')).toBeInTheDocument();
    expect(within(groupRow('人员情况')).queryByLabelText('必需材料')).toBeNull();
    expect(screen.getByTestId('eval-annex-summary')).toHaveTextContent('已上传 2/31 组');
    expect(screen.getByText('必需材料未上传：产品介绍、评价申请书、承诺书')).toBeInTheDocument();
  });

  it('the enterprise files a group: the upload, then the group’s whole list through upd_annex', async () => {
    const calls = serve(FILING);
    mount(ENTERPRISE_USER);
    await screen.findByTestId('eval-annex');
    expect(actions()).toBeNull(); // no marks, no package for the enterprise
    const input = groupRow('法定资质证明').querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF-1.4'], '补充证明.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(EVAL_ANNEX_PATHS.file));
    expect(calls.find((c) => c.url === EVAL_ANNEX_PATHS.file)?.body).toEqual({ evalId: EVAL_ID, groupKey: 'legal', annexIds: `${FILING.groups[3].annexIds},901` });
    await toast('材料已保存');
    expect(within(groupRow('法定资质证明')).getByText('材料901.pdf')).toBeInTheDocument();
  });

  it('a refused filing says why and the list goes back to what is saved', async () => {
    serve(FILING);
    http.post.mockImplementation(async (url: string) => {
      if (url === '/api/file/upload') return { id: 902, name: '说明.pdf', url: '/api/file/download?id=902', size: 10, ext: 'pdf' };
      throw new ApiCallError(400, EVAL_ANNEX_MSG.filingClosed('待完整性初评'), 'body');
    });
    mount(ENTERPRISE_USER);
    await screen.findByTestId('eval-annex');
    const input = groupRow('企业简介').querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF-1.4'], '说明.pdf', { type: 'application/pdf' }));
    await toast(EVAL_ANNEX_MSG.filingClosed('待完整性初评'));
    await waitFor(() => expect(within(groupRow('企业简介')).queryByText('说明.pdf')).toBeNull());
    expect(within(groupRow('企业简介')).getByText('企业简介.pdf')).toBeInTheDocument();
  });

  it('the enterprise reads the marks and tips once its materials are sent back, and files again', async () => {
    serve(RETURNED);
    mount(ENTERPRISE_USER);
    await screen.findByTestId('eval-annex');
    expect(screen.getByText('评价机构对 2 组材料给出了提示，请按提示补充或修改。')).toBeInTheDocument();
    expect(within(groupRow('法定资质证明')).getByText('有问题')).toBeInTheDocument();
    expect(within(groupRow('法定资质证明')).getByText('超出有效期')).toBeInTheDocument();
    expect(within(groupRow('法定资质证明')).getByText('请上传在有效期内的营业执照')).toBeInTheDocument();
    expect(groupRow('产品检测报告').querySelector('input[type=file]')).not.toBeNull();
  });

  it('after submitting, the enterprise reads its materials as links, nothing to change', async () => {
    serve(IN_REVIEW);
    mount(ENTERPRISE_USER);
    await screen.findByTestId('eval-annex');
    expect(document.querySelector('input[type=file]')).toBeNull();
    expect(within(groupRow('法定资质证明')).getByRole('link', { name: '营业执照.pdf' })).toHaveAttribute('href', `${EVAL_ANNEX_PATHS.download}?evalId=${EVAL_ID}&id=404`);
    expect(actions()).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: /是否有问题/ })).toBeNull();
  });

  it('the institution marks groups and saves only the changed ones, then writes a tip', async () => {
    const calls = serve(IN_REVIEW);
    mount(UNIT_USER);
    await screen.findByTestId('eval-annex');
    const save = screen.getByRole('button', { name: '保存完整性标记' });
    expect(save).toBeDisabled();
    // Nothing looked at yet: no choice made for the institution, and the count says so.
    expect(screen.getByTestId('eval-annex-marked')).toHaveTextContent('已标记 0/6 组');
    expect(within(screen.getByRole('radiogroup', { name: '法定资质证明 是否有问题' })).getByLabelText('无问题')).not.toBeChecked();
    expect(screen.getByText('待标记：企业简介、产品介绍、评价申请书、法定资质证明、管理制度、承诺书')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '法定资质证明 是否有问题' })).getByLabelText('有问题'));
    fireEvent.change(screen.getByLabelText('法定资质证明 问题说明'), { target: { value: '营业执照已过期' } });
    fireEvent.click(within(groupRow('法定资质证明')).getByLabelText('超出有效期'));
    expect(screen.getByText('1 组标记未保存')).toBeInTheDocument();
    fireEvent.click(save);
    await waitFor(() => expect(calls.find((c) => c.url === EVAL_ANNEX_PATHS.problem)?.body).toEqual({ evalId: EVAL_ID, items: [{ groupKey: 'legal', problem: 0, remark: '营业执照已过期', otherRemark: null, moreRemark: null, questions: { expired: true } }] }));
    await toast('完整性标记已保存');
    expect(screen.getByText('1 组有问题')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('eval-annex-marked')).toHaveTextContent('已标记 1/6 组'));
    expect(screen.getByRole('button', { name: '保存完整性标记' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '追溯体系 填写提示' }));
    const dialog = within(await screen.findByRole('dialog', { name: '给企业的提示：追溯体系' }));
    fireEvent.change(dialog.getByLabelText('给企业的提示'), { target: { value: ' 请上传追溯体系说明 ' } });
    fireEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.find((c) => c.url === EVAL_ANNEX_PATHS.tips)?.body).toEqual({ evalId: EVAL_ID, groupKey: 'trace', tips: '请上传追溯体系说明' }));
    await waitFor(() => expect(within(groupRow('追溯体系')).getByText('请上传追溯体系说明')).toBeInTheDocument());
    expect(within(groupRow('追溯体系')).getByRole('button', { name: '追溯体系 修改提示' })).toBeInTheDocument();
  });

  it('a refused save of the marks shows the server’s words and keeps the edits', async () => {
    serve(IN_REVIEW);
    mount(UNIT_USER);
    await screen.findByTestId('eval-annex');
    http.post.mockRejectedValue(new ApiCallError(400, EVAL_ANNEX_MSG.markingClosed('待范围审核'), 'body'));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '产品介绍 是否有问题' })).getByLabelText('有问题'));
    fireEvent.click(screen.getByRole('button', { name: '保存完整性标记' }));
    expect(await screen.findByText(EVAL_ANNEX_MSG.markingClosed('待范围审核'))).toBeInTheDocument();
    expect(screen.getByText('1 组标记未保存')).toBeInTheDocument();
  });

  it('management downloads the package, saved under the application’s code', async () => {
    serve(IN_REVIEW);
    http.call.mockResolvedValue(new Blob(['PK'], { type: 'application/zip' }));
    mount(MANAGER);
    await screen.findByTestId('eval-annex');
    expect(within(actions() as HTMLElement).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['打包下载']);
    expect(screen.queryByRole('radiogroup', { name: /是否有问题/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /打包下载/ }));
    await waitFor(() => expect(saved.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'PJ20260012_评价材料.zip'));
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: EVAL_ANNEX_PATHS.pack, data: { evalId: EVAL_ID }, responseType: 'blob' }));
  });

  it('a refused package says why', async () => {
    serve(annexForm(EVAL_STATUS.docView));
    http.call.mockResolvedValue(new Blob([JSON.stringify({ code: 403, msg: EVAL_ANNEX_MSG.notPacker })], { type: 'application/json' }));
    mount(UNIT_USER);
    await screen.findByTestId('eval-annex');
    fireEvent.click(screen.getByRole('button', { name: /打包下载/ }));
    expect(await screen.findByText(`打包下载失败：${EVAL_ANNEX_MSG.notPacker}`)).toBeInTheDocument();
    expect(saved.saveBlob).not.toHaveBeenCalled();
  });
});
