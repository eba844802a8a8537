import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { JD_OPINION, JD_TASK_STATUS } from '@/domain/codes';
import { JD_PATHS } from '@/domain/resources/jd';
import { useSession } from '@/stores/session';
import { DRAFT_TEXT } from '@/ui/draft/DraftNotice';
import { readDraft } from '@/ui/draft/drafts';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { ENTERPRISE_USER, ITEMS, LAST_NON, ON_SITE_ID, RECORDS, REPORT, SITE, TASK_ID, taskAt, UNIT_USER } from './fixtures';
import manifest, { jdReportProps } from './index';
import { changedOpinions, draftKeys, productsWithoutOpinion } from './report';
import JdReportWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

function serve(status: number = JD_TASK_STATUS.checkedDoc, lastNonFails = false) {
  const records = RECORDS.map((r) => ({ ...r }));
  http.get.mockImplementation(async (url: string) => {
    if (url === `${JD_PATHS.task.prefix}/${TASK_ID}`) return taskAt(status);
    if (url === JD_PATHS.site.byTask || url === JD_PATHS.site.createOrQuery) return SITE;
    if (url === JD_PATHS.report.byOnSite) return REPORT;
    if (url === `${JD_PATHS.record.byTask}/${TASK_ID}`) return records;
    throw new ApiCallError(404, '监督任务不存在或无权访问', 'body');
  });
  http.post.mockImplementation(async (url: string, body: { items?: { id: number; jdOpinion: number; remark: string | null }[] }) => {
    if (url === `${JD_PATHS.rptItem}/lst`) return ITEMS;
    if (url === JD_PATHS.report.lastNonComp) {
      if (lastNonFails) throw new ApiCallError(500, '后台服务异常！', 'body');
      return LAST_NON;
    }
    if (url === JD_PATHS.record.opinion) {
      for (const i of body.items ?? []) Object.assign(records.find((r) => r.id === i.id) ?? {}, i);
      return body.items?.length ?? 0;
    }
    throw new Error(`unexpected POST ${url}`);
  });
  return records;
}

function mount(user: CurrentUser, vars: Record<string, unknown> = { id: TASK_ID }) {
  useSession.setState({ user });
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <JdReportWidget config={jdReportProps.parse({})} vars={vars} setVar={() => {}} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

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

describe('the jd-report manifest', () => {
  it('reads the task id from a layout variable, for whoever may list tasks', () => {
    expect(manifest.type).toBe('jd-report');
    expect(manifest.defaults()).toEqual({ idVar: 'id' });
    expect(manifest.permission).toBe('jd:task:list');
  });
});

describe('the opinions per product', () => {
  it('sends only changed opinions (a product left 待定 is not sent) and names the products still without one', () => {
    const edits = { 61: { jdOpinion: JD_OPINION.pass, remark: ' ' }, 62: { jdOpinion: JD_OPINION.pending, remark: 'x' } };
    expect(changedOpinions(RECORDS, edits)).toEqual([{ id: 61, jdOpinion: 1, remark: null }]);
    expect(productsWithoutOpinion(RECORDS, edits)).toEqual(['鹏城富硒大米']);
    expect(changedOpinions(RECORDS.map((r) => ({ ...r, jdOpinion: JD_OPINION.pass })), { 61: { jdOpinion: JD_OPINION.pass, remark: '' } })).toEqual([]);
  });
});

describe('the page over the calls', () => {
  it('lets the unit give its opinions at 文件已核查, offline too: they wait, then go, and the draft is forgotten', async () => {
    const records = serve();
    const user = userEvent.setup();
    mount(UNIT_USER);
    const greens = within(await screen.findByLabelText('鹏城有机菜心', { selector: 'li' }, { timeout: 5000 }));
    act(() => onlineManager.setOnline(false));
    await user.click(greens.getByText('通过'));
    expect(readDraft(draftKeys.opinions(TASK_ID))).toEqual({ 61: { jdOpinion: 1, remark: '' } });
    await user.click(screen.getByText('保存监督意见'));
    expect(await screen.findByText(DRAFT_TEXT.queued)).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalledWith(JD_PATHS.record.opinion, expect.anything(), undefined, expect.anything());
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(JD_PATHS.record.opinion, { items: [{ id: 61, jdOpinion: 1, remark: null }] }, undefined, { silent: true }));
    await waitFor(() => expect(records[0].jdOpinion).toBe(JD_OPINION.pass));
    await waitFor(() => expect(screen.queryByText(DRAFT_TEXT.queued)).toBeNull());
    expect(readDraft(draftKeys.opinions(TASK_ID))).toBeNull();
  });

  it('is read only for everyone else and after the report went in, and the previous nonconformities failing leaves the rest', async () => {
    serve(JD_TASK_STATUS.checkedDoc, true);
    mount(ENTERPRISE_USER);
    expect(await screen.findByText(REPORT.conclusion, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('保存监督意见')).toBeNull();
    expect(screen.getByText('后台服务异常！')).toBeInTheDocument();
    cleanup();
    serve(JD_TASK_STATUS.report);
    mount(UNIT_USER);
    expect(await screen.findByText(REPORT.conclusion, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('保存监督意见')).toBeNull();
    expect(screen.queryByText('修改报告')).toBeNull();
    expect(http.post).toHaveBeenCalledWith(JD_PATHS.report.lastNonComp, undefined, { onSiteId: ON_SITE_ID }, { silent: true });
  });
});
