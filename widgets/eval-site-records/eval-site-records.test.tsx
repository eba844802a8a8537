import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { evalIdOf } from '@/api/evalRecord';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { EVAL_STATUS, RECOMMEND, TEST_OPINION } from '@/domain/codes';
import { EVAL_PREFIX, EVAL_REPORT_PATHS } from '@/domain/resources/evaluation';
import { EVAL_SITE_MSG, EVAL_SITE_PATHS, evalSiteAbilities, type EvalSampleRow, type EvalSamplingReport } from '@/domain/resources/evalSite';
import { useSession } from '@/stores/session';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { ENTERPRISE_USER, EVAL_ID, EVAL_REPORT, groupsOf, INSTITUTION_USER, MANAGER, RECOMMENDED, REPORT, SAMPLED, TEST_ORG, TESTING_USER, UNIT_ORG, UNSAMPLED } from './fixtures';
import manifest, { evalSiteRecordsProps } from './index';
import { actorOf, changedRecommendations, changedSamples, inlineUrl, missingOpinions } from './site';
import EvalSiteRecordsWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

interface World {
  status: number;
  samples: EvalSampleRow[];
  report: EvalSamplingReport | null;
  evalReport?: typeof EVAL_REPORT | null;
  refuse?: string;
}

/** The server of one application on site: what GET answers, the writes changing it as the real calls do. */
function serve(world: World) {
  const w = { ...world };
  http.get.mockImplementation(async (url: string) => {
    if (url === `${EVAL_PREFIX}/${EVAL_ID}`) return { id: EVAL_ID, code: 'PJ20260012', status: w.status, orgId: 8, unitId: UNIT_ORG, testUnitId: TEST_ORG };
    if (url === EVAL_SITE_PATHS.samples) return w.samples;
    if (url === EVAL_SITE_PATHS.samplingReport) return w.report;
    if (url === EVAL_REPORT_PATHS.get) return w.evalReport ?? null;
    throw new ApiCallError(404, '评价申请不存在或无权访问', 'body');
  });
  http.post.mockImplementation(async (url: string, body: { items: { productId: number }[] }) => {
    if (url === EVAL_SITE_PATHS.grouped) return groupsOf();
    if (w.refuse) throw new ApiCallError(400, w.refuse, 'body');
    if (url === EVAL_SITE_PATHS.sample) {
      w.samples = w.samples.map((r) => ({ ...r, ...body.items.find((i) => i.productId === r.productId) }) as EvalSampleRow);
      return w.samples;
    }
    if (url === EVAL_SITE_PATHS.samplingReport) return (w.report = REPORT);
    if (url === EVAL_REPORT_PATHS.generate) return (w.evalReport = EVAL_REPORT);
    throw new Error(`unexpected POST ${url}`);
  });
  return w;
}

function mount(user: CurrentUser | null, vars: Record<string, unknown> = { id: EVAL_ID }) {
  useSession.setState({ user });
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <EvalSiteRecordsWidget config={evalSiteRecordsProps.parse({})} vars={vars} setVar={() => {}} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

const row = (table: string, id: number) => within(document.querySelector(`[data-testid="site-${table}"] tbody tr[data-row-key="${id}"]`) as HTMLElement);

beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  http.get.mockReset();
  http.post.mockReset();
  http.put.mockReset();
  useSession.setState({ user: null });
});

describe('the eval-site-records manifest', () => {
  it('reads the application id from a layout variable, `id` by default', () => {
    expect(manifest.type).toBe('eval-site-records');
    expect(manifest.defaults()).toEqual({ idVar: 'id' });
    expect(manifest.resolve({ version: 1, props: { idVar: '1x' } }).ok).toBe(false);
  });
});

describe('the rules the page follows', () => {
  const can = (user: CurrentUser, status: number) => evalSiteAbilities(actorOf(user), { unitId: UNIT_ORG, testUnitId: TEST_ORG, status });

  it('offers each actor what the server lets it do, by status and assignment', () => {
    expect(can(INSTITUTION_USER, EVAL_STATUS.siteEval)).toMatchObject({ sample: false, recommend: false, samplingReport: true, evalReport: false });
    expect(can(INSTITUTION_USER, EVAL_STATUS.siteEval).record).toHaveLength(7);
    expect(can(INSTITUTION_USER, EVAL_STATUS.evalConfirm).recommend).toBe(true);
    // The evaluation report is the institution's, once management checked the archive (核查文件通过), until it is pushed.
    expect([EVAL_STATUS.checkedDoc, EVAL_STATUS.checkedDocPass, EVAL_STATUS.reportPush].map((st) => can(INSTITUTION_USER, st).evalReport)).toEqual([false, true, false]);
    expect(can(TESTING_USER, EVAL_STATUS.checkedDocPass).evalReport).toBe(false);
    expect(can(TESTING_USER, EVAL_STATUS.siteEval)).toEqual({ record: ['1'], sample: true, recommend: false, samplingReport: true, evalReport: false });
    expect(can(ENTERPRISE_USER, EVAL_STATUS.siteEval)).toEqual({ record: [], sample: false, recommend: false, samplingReport: false, evalReport: false });
    expect(can(MANAGER, EVAL_STATUS.siteEval)).toEqual({ record: [], sample: false, recommend: false, samplingReport: false, evalReport: false });
    expect(can(TESTING_USER, EVAL_STATUS.passed)).toEqual({ record: [], sample: false, recommend: false, samplingReport: false, evalReport: false });
  });

  it('takes an id only from a positive whole number, and shows pictures inline', () => {
    expect([evalIdOf('12'), evalIdOf(0), evalIdOf('x'), evalIdOf(undefined)]).toEqual([12, null, null, null]);
    expect(inlineUrl('/api/zpevalgcannex/download?evalId=1&id=2')).toBe('/api/zpevalgcannex/download?evalId=1&id=2&disposition=inline');
    expect(inlineUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
  });

  it('sends only changed, complete samples and names the incomplete ones', () => {
    expect(changedSamples(SAMPLED, { 101: { sampleNo: 'YP-2026-001 ' } })).toEqual({ items: [], incomplete: [] });
    expect(changedSamples(UNSAMPLED, { 101: { sampleNo: 'YP-1', sampleDate: '2026-11-20', testOpinion: 1 }, 102: { sampleNo: 'YP-2' } })).toEqual({
      items: [{ productId: 101, sampleNo: 'YP-1', sampleDate: '2026-11-20', testOpinion: 1, reportAnnexId: null }],
      incomplete: ['鹏城富硒大米'],
    });
    expect(changedSamples(SAMPLED, { 101: { report: [] } }).items).toEqual([{ productId: 101, sampleNo: 'YP-2026-001', sampleDate: '2026-11-20', testOpinion: 1, reportAnnexId: null }]);
    expect([missingOpinions(UNSAMPLED), missingOpinions(SAMPLED)]).toEqual([['鹏城有机菜心', '鹏城富硒大米'], []]);
  });

  it('sends only changed recommendations, a reason trimmed', () => {
    expect(changedRecommendations(SAMPLED, { 101: { recommend: RECOMMEND.yes }, 102: { remark: 'x' } })).toEqual([{ productId: 101, recommend: 1, remark: null }]);
    expect(changedRecommendations(SAMPLED, { 102: { recommend: RECOMMEND.no, remark: ' 不合格 ' } })).toEqual([{ productId: 102, recommend: 0, remark: '不合格' }]);
  });
});

describe('the on-site records', { timeout: 30_000 }, () => {
  it('says so when no application is chosen, and asks the server nothing', async () => {
    mount(TESTING_USER, {});
    expect(await screen.findByText('请先选择一个评价申请')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('says so when the application is not there or not the user’s', async () => {
    serve({ status: EVAL_STATUS.siteEval, samples: UNSAMPLED, report: null });
    mount(TESTING_USER, { id: 99 });
    expect(await screen.findByText('评价申请不存在或无权访问')).toBeInTheDocument();
  });

  it('the testing unit saves a sample; the rows the server answers show at once', async () => {
    serve({ status: EVAL_STATUS.siteEval, samples: [{ ...SAMPLED[0] }, UNSAMPLED[1]], report: null });
    const user = userEvent.setup();
    mount(TESTING_USER);
    await screen.findByTestId('site-samples');
    const no = row('samples', 101).getByLabelText('鹏城有机菜心 样品编号');
    await user.clear(no);
    await user.type(no, 'YP-9');
    await user.click(screen.getByRole('button', { name: '保存抽样结果' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(EVAL_SITE_PATHS.sample, { evalId: EVAL_ID, items: [{ productId: 101, sampleNo: 'YP-9', sampleDate: '2026-11-20', testOpinion: TEST_OPINION.qualified, reportAnnexId: '701' }] }, undefined, { silent: true }),
    );
    await waitFor(() => expect(screen.queryByText('1 个产品未保存')).toBeNull());
    expect(screen.getByRole('button', { name: '生成抽样报告' })).toBeDisabled();
    expect(screen.getByText(EVAL_SITE_MSG.opinionsMissing('鹏城富硒大米'))).toBeInTheDocument();
  });

  it('shows a refusal in the server’s words', async () => {
    serve({ status: EVAL_STATUS.siteEval, samples: SAMPLED, report: null, refuse: EVAL_SITE_MSG.sampleClosed('核查清单') });
    const user = userEvent.setup();
    mount(TESTING_USER);
    await screen.findByTestId('site-samples');
    await user.type(row('samples', 102).getByLabelText('鹏城富硒大米 样品编号'), 'X');
    await user.click(screen.getByRole('button', { name: '保存抽样结果' }));
    expect(await screen.findByText(EVAL_SITE_MSG.sampleClosed('核查清单'))).toBeInTheDocument();
  });

  it('generates the report once every product has a test opinion, and links it', async () => {
    serve({ status: EVAL_STATUS.siteEval, samples: SAMPLED, report: null });
    const user = userEvent.setup();
    mount(TESTING_USER);
    await user.click(await screen.findByRole('button', { name: '生成抽样报告' }));
    expect(await screen.findByRole('link', { name: /抽样报告-PJ20260012\.docx/ })).toHaveAttribute('href', REPORT.url);
  });

  it('the institution generates the evaluation report once every product is recommended, and links it', async () => {
    serve({ status: EVAL_STATUS.checkedDocPass, samples: RECOMMENDED, report: REPORT });
    const user = userEvent.setup();
    mount(INSTITUTION_USER);
    await user.click(await screen.findByRole('button', { name: '生成评价报告' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(EVAL_REPORT_PATHS.generate, { evalId: EVAL_ID }, undefined, { silent: true }));
    expect(await screen.findByRole('link', { name: /评价报告-PJ20260012\.docx/ })).toHaveAttribute('href', EVAL_REPORT.url);
  });

  it('the enterprise reads: no writes offered, the report linked', async () => {
    serve({ status: EVAL_STATUS.passed, samples: SAMPLED, report: REPORT });
    mount(ENTERPRISE_USER);
    expect(await screen.findByRole('link', { name: /抽样报告-PJ20260012\.docx/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /添加记录|生成抽样报告/ })).toBeNull();
    expect(http.get).toHaveBeenCalledWith(EVAL_SITE_PATHS.samplingReport, { evalId: EVAL_ID }, { silent: true });
  });
});
