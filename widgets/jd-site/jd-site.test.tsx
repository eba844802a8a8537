import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { CODE_LISTS, JD_SITE_STATUS, JD_TASK_STATUS } from '@/domain/codes';
import { IDEMPOTENCY_HEADER } from '@/domain/idempotency';
import { JD_PATHS } from '@/domain/resources/jd';
import { SYNC_TEXT } from '@/domain/sync';
import { useSession } from '@/stores/session';
import { DRAFT_TEXT } from '@/ui/draft/DraftNotice';
import { readDraft } from '@/ui/draft/drafts';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { DAYS, DOC_FORM, DOC_GROUPS, ENTERPRISE_USER, MANAGER, materialsOf, NON, NON_EXP, ON_SITE_ID, OTHER_UNIT_USER, PHOTOS, PLACES, SCHEDULE, SITE, TASK_ID, taskAt, UNIT_USER, visitAt } from './fixtures';
import manifest, { jdSiteProps } from './index';
import { changedProblems, draftKeys, placeVisits, problemsOf, withVisitPhotos } from './site';
import JdSiteWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

interface World {
  status: number;
  site: typeof SITE | null;
  schedule: object[];
  visits: object[];
}

/** The server of one task: what the reads answer, the writes changing it as the real calls do. */
function serve(world: Partial<World> = {}) {
  const w: World = { status: JD_TASK_STATUS.siteSupervision, site: SITE, schedule: [...SCHEDULE], visits: [visitAt(0, JD_SITE_STATUS.onSite), visitAt(1, JD_SITE_STATUS.planned)], ...world };
  http.get.mockImplementation(async (url: string) => {
    if (url === `${JD_PATHS.task.prefix}/${TASK_ID}`) return taskAt(w.status);
    if (url === JD_PATHS.site.byTask || url === JD_PATHS.site.createOrQuery) return w.site;
    if (url === JD_PATHS.site.placeProds) return PLACES;
    if (url === JD_PATHS.docAnnex.items) return DOC_FORM;
    if (url === JD_PATHS.mat.getGd) return materialsOf(['taskBook']);
    throw new ApiCallError(404, '监督任务不存在或无权访问', 'body');
  });
  http.post.mockImplementation(async (url: string) => {
    if (url === JD_PATHS.site.lst) return w.visits;
    if (url === JD_PATHS.date.lst) return DAYS;
    if (url === `${JD_PATHS.photo}/lst`) return PHOTOS;
    if (url === `${JD_PATHS.schedule}/lst`) return w.schedule;
    if (url === `${JD_PATHS.non}/lst`) return NON;
    if (url === `${JD_PATHS.nonExp}/lst`) return NON_EXP;
    if ([JD_PATHS.observed, JD_PATHS.hisNon].some((p) => url === `${p}/lst`)) return [];
    if (url === JD_PATHS.docReview.get) return null;
    if (url === JD_PATHS.matItem.updAnnex) return materialsOf(['taskBook', 'photos']);
    throw new Error(`unexpected POST ${url}`);
  });
  http.put.mockImplementation(async (url: string, body: Record<string, unknown>) => {
    if (url === JD_PATHS.schedule) {
      const row = { ...body, id: 900 + w.schedule.length };
      w.schedule.push(row);
      return row;
    }
    throw new Error(`unexpected PUT ${url}`);
  });
  return w;
}

function mount(user: CurrentUser | null, vars: Record<string, unknown> = { id: TASK_ID }) {
  useSession.setState({ user });
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <JdSiteWidget config={jdSiteProps.parse({})} vars={vars} setVar={() => {}} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

/** Queries by label and text: role queries compute every element's name, far too slow over this page in jsdom. */
const modal = async () => within((await waitFor(() => document.querySelector('.ant-modal') ?? Promise.reject(new Error('no dialog')))) as HTMLElement);
const openTab = async (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(await screen.findByText(name, { selector: '.ant-tabs-tab-btn' }, { timeout: 5000 }));
const calledWith = (fn: typeof http.get, url: string) => fn.mock.calls.some((c) => c[0] === url);

beforeEach(() => {
  stubBrowserApis();
  localStorage.clear();
});
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  cleanup();
  vi.unstubAllGlobals();
  for (const f of Object.values(http)) f.mockReset();
  useSession.setState({ user: null });
});

describe('the jd-site manifest', () => {
  it('reads the task id from a layout variable, `id` by default, for whoever may list tasks', () => {
    expect(manifest.type).toBe('jd-site');
    expect(manifest.defaults()).toEqual({ idVar: 'id' });
    expect(manifest.permission).toBe('jd:task:list');
    expect(manifest.resolve({ version: 1, props: { idVar: '1x' } }).ok).toBe(false);
  });
});

describe('the pure rules of the page', () => {
  it('lists every place with its visit, and a visit of a place no longer listed last', () => {
    const rows = placeVisits(PLACES.slice(0, 1), [visitAt(1, JD_SITE_STATUS.planned), visitAt(0, JD_SITE_STATUS.onSite)]);
    expect(rows.map((r) => [r.place.name, r.visit?.id ?? null])).toEqual([
      ['光明蔬菜基地', 301],
      ['龙岗大米加工厂', 302],
    ]);
  });

  it('flags every document group (none named: no problem) and sends only the changed flags', () => {
    const saved = problemsOf(DOC_GROUPS, { id: 1, onSiteId: ON_SITE_ID, reviewer: '李敏', reviewDate: '2026-11-16', conclusion: 1, opinion: null, problems: [{ groupKey: 'record', problem: 0, remark: '缺记录' }] });
    expect(saved).toEqual([
      { groupKey: 'profile', problem: 1, remark: null },
      { groupKey: 'legal', problem: 1, remark: null },
      { groupKey: 'record', problem: 0, remark: '缺记录' },
    ]);
    expect(changedProblems(saved, saved.map((p) => (p.groupKey === 'legal' ? { ...p, problem: 0 } : p)))).toEqual([{ groupKey: 'legal', problem: 0, remark: null }]);
  });
});

describe('the page over the calls', () => {
  it('asks for nothing until a task is chosen, and says when the task is not the user’s', async () => {
    serve();
    mount(UNIT_USER, { id: null });
    expect(screen.getByText('请先选择一个监督任务')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
    cleanup();
    mount(OTHER_UNIT_USER, { id: 999 });
    expect(await screen.findByText('监督任务不存在或无权访问')).toBeInTheDocument();
  });

  it('waits for the unit to accept: no on-site record yet, and only the unit that accepted has one made', async () => {
    serve({ status: JD_TASK_STATUS.sent, site: null });
    mount(ENTERPRISE_USER);
    expect(await screen.findByText('JD20260031（待机构接受）：监督机构接受任务后开始现场监督')).toBeInTheDocument();
    expect(calledWith(http.get, JD_PATHS.site.byTask)).toBe(true);
    expect(calledWith(http.get, JD_PATHS.site.createOrQuery)).toBe(false);
    cleanup();
    http.get.mockClear();
    serve({ status: JD_TASK_STATUS.confirmUnit });
    mount(UNIT_USER);
    expect(await screen.findByText('已制定 2/2 个场所', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calledWith(http.get, JD_PATHS.site.createOrQuery)).toBe(true);
  });

  it('starts a new visit with the task’s planned dates', async () => {
    serve({ status: JD_TASK_STATUS.confirmUnit, visits: [] });
    const user = userEvent.setup();
    mount(UNIT_USER);
    await user.click(await screen.findByLabelText('光明蔬菜基地 制定计划', {}, { timeout: 5000 }));
    const dialog = await modal();
    expect(dialog.getByLabelText('开始日期')).toHaveValue(taskAt(JD_TASK_STATUS.confirmUnit).startDate);
    expect(dialog.getByLabelText('结束日期')).toHaveValue(taskAt(JD_TASK_STATUS.confirmUnit).endDate);
  });

  it('gives the unit on site its writes and the enterprise none', async () => {
    serve();
    mount(UNIT_USER);
    const first = within(await screen.findByLabelText('光明蔬菜基地', { selector: 'li' }, { timeout: 5000 }));
    expect(first.getByLabelText('光明蔬菜基地 上传照片')).toBeInTheDocument();
    expect(first.getByLabelText('光明蔬菜基地 完成现场监督')).toBeInTheDocument();
    cleanup();
    serve();
    mount(ENTERPRISE_USER);
    await openTab(userEvent.setup(), '现场计划');
    const read = within(await screen.findByLabelText('光明蔬菜基地', { selector: 'li' }, { timeout: 5000 }));
    expect(read.getByText('监督中')).toBeInTheDocument();
    expect(read.queryByLabelText(/上传照片|完成现场监督/)).toBeNull();
  });

  it('shows management deciding at 待文件核查 what was found, read only: it opens on 现场记录, and the server only reads', async () => {
    serve({ status: JD_TASK_STATUS.submitDoc, visits: [visitAt(0, JD_SITE_STATUS.finished), visitAt(1, JD_SITE_STATUS.finished)] });
    mount(MANAGER);
    const non = await screen.findByLabelText(`不符合项 ${NON[0].clause}`, { selector: 'li' }, { timeout: 5000 });
    expect(within(non).getByText('一般')).toBeInTheDocument();
    expect(within(non).getByText(NON_EXP[0].explanation)).toBeInTheDocument();
    expect(screen.queryByText(/^(新增|编辑|删除|添加企业说明|导入上次监督的不符合项)/, { selector: 'button, button *' })).toBeNull();
    expect(screen.queryByLabelText(/新增|编辑|删除|添加企业说明/, { selector: 'button' })).toBeNull();
    // Read through the reading call, never the one that makes the record.
    expect(calledWith(http.get, JD_PATHS.site.byTask)).toBe(true);
    expect(calledWith(http.get, JD_PATHS.site.createOrQuery)).toBe(false);
    expect(http.put).not.toHaveBeenCalled();
    expect(http.del).not.toHaveBeenCalled();
  });

  it('names the photos by their type as people say it, never by its code (CP, XCXC, VIDEO)', async () => {
    serve();
    mount(UNIT_USER);
    const photos = within(await screen.findByLabelText('光明蔬菜基地 现场照片', {}, { timeout: 5000 }));
    for (const [type, count] of [['现场', 1], ['会议', 1], ['视频', 1]] as const) expect(photos.getByText(`${type} · ${count} 条记录`)).toBeInTheDocument();
    expect(photos.queryByText(/\b(CP|XC|QY|HY|XCXC|MCHY|VIDEO)\b/)).toBeNull();
    expect(CODE_LISTS.pictureType.items.filter((i) => /[A-Z]/.test(i.label))).toEqual([]);
  });

  it('keeps a record saved offline on the device as 待同步, sends it once with its key when the network returns', async () => {
    const w = serve();
    const user = userEvent.setup();
    mount(UNIT_USER);
    await openTab(user, '现场记录');
    await user.click(await screen.findByLabelText('新增日程安排', {}, { timeout: 5000 }));
    const dialog = await modal();

    act(() => onlineManager.setOnline(false));
    expect(await dialog.findByText(DRAFT_TEXT.offline)).toBeInTheDocument();
    const date = dialog.getByLabelText('日期');
    await user.click(date);
    await user.type(date, '2026-11-17{Enter}');
    await user.type(dialog.getByLabelText('时间'), '14:00-15:00');
    await user.type(dialog.getByLabelText('内容'), '末次会议');
    await user.click(dialog.getByText(/保\s*存/, { selector: 'button span' }));
    // Saved on the device: the form closes and the record shows as waiting, nothing sent yet.
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(await screen.findByText(SYNC_TEXT.savedOnDevice)).toBeInTheDocument();
    const waiting = await screen.findByRole('listitem', { name: /日程安排 2026-11-17 14:00-15:00 待同步/ });
    expect(waiting).toHaveTextContent('末次会议');
    expect(http.put).not.toHaveBeenCalled();
    expect(readDraft(draftKeys.row('schedule', ON_SITE_ID, null))).toBeNull();

    act(() => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith(JD_PATHS.schedule, { onSiteId: ON_SITE_ID, date: '2026-11-17', timeRange: '14:00-15:00', content: '末次会议' }, { silent: true, headers: { [IDEMPOTENCY_HEADER]: expect.any(String) } }),
    );
    expect(http.put).toHaveBeenCalledTimes(1);
    expect(w.schedule).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /待同步/ })).toBeNull());
    expect(await screen.findByText('末次会议')).toBeInTheDocument();
  });

  it('restores a draft after a reload, and 丢弃草稿 goes back to an empty form', async () => {
    serve();
    const user = userEvent.setup();
    mount(UNIT_USER);
    await openTab(user, '现场记录');
    await user.click(await screen.findByLabelText('新增日程安排', {}, { timeout: 5000 }));
    await user.type((await modal()).getByLabelText('内容'), '首次会议');
    // The page is reloaded before the form was saved.
    cleanup();
    serve();
    mount(UNIT_USER);
    await openTab(user, '现场记录');
    await user.click(await screen.findByLabelText('新增日程安排', {}, { timeout: 5000 }));
    const dialog = await modal();
    expect(dialog.getByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(dialog.getByLabelText('内容')).toHaveValue('首次会议');
    await user.click(dialog.getByText(DRAFT_TEXT.discard));
    expect(dialog.getByLabelText('内容')).toHaveValue('');
    expect(readDraft(draftKeys.row('schedule', ON_SITE_ID, null))).toBeNull();
  });

  it('opens 文件审核 over the documents form the server answers, each group with its documents', async () => {
    serve();
    const user = userEvent.setup();
    mount(UNIT_USER);
    await openTab(user, '文件审核');
    const profile = within(await screen.findByLabelText('企业简介', { selector: 'li' }, { timeout: 5000 }));
    expect(profile.getByText('企业简介.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText('生产记录', { selector: 'li' })).toBeInTheDocument();
    expect(screen.queryByText(/组件出错|is not a function/)).toBeNull();
  });

  it('files the visits’ photos as the materials’ 现场照片 in one click, the same files, no second upload', async () => {
    serve();
    const user = userEvent.setup();
    mount(UNIT_USER);
    await openTab(user, '监督材料');
    const files = PHOTOS.flatMap((p) => p.files.map((f) => f.id));
    await user.click(await screen.findByText(`引用现场计划中的照片（${files.length} 个文件）`, {}, { timeout: 5000 }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(JD_PATHS.matItem.updAnnex, { onSiteId: ON_SITE_ID, groupKey: 'photos', annexIds: files.join(',') }, undefined, { silent: true }));
    expect(withVisitPhotos([{ id: 601 }], PHOTOS, 3)).toEqual({ annexIds: '601,602,603', added: 2 });
  });

  it('shows a refusal in the form, keeping what was typed', async () => {
    serve();
    http.put.mockRejectedValue(new ApiCallError(400, '监督任务当前状态为“待文件核查”，不能执行此操作', 'body'));
    const user = userEvent.setup();
    mount(UNIT_USER);
    await openTab(user, '现场记录');
    await user.click(await screen.findByLabelText('新增日程安排', {}, { timeout: 5000 }));
    const dialog = await modal();
    const date = dialog.getByLabelText('日期');
    await user.click(date);
    await user.type(date, '2026-11-17{Enter}');
    await user.type(dialog.getByLabelText('时间'), '14:00');
    await user.type(dialog.getByLabelText('内容'), '末次会议');
    await user.click(dialog.getByText(/保\s*存/, { selector: 'button span' }));
    expect(await dialog.findByText('监督任务当前状态为“待文件核查”，不能执行此操作')).toBeInTheDocument();
    expect(dialog.getByLabelText('内容')).toHaveValue('末次会议');
    expect(readDraft(draftKeys.row('schedule', ON_SITE_ID, null))).toMatchObject({ content: '末次会议' });
  });
});
