import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { EVAL_STATUS, RECOMMEND, TEST_OPINION } from '@/domain/codes';
import { EVAL_PREFIX, EVAL_REPORT_PATHS } from '@/domain/resources/evaluation';
import { EVAL_SITE_MSG, EVAL_SITE_PATHS, evalSiteAbilities, PICTURE_TYPE, PICTURE_TYPES, type EvalSampleRow, type EvalSamplingReport, type EvalSiteGroup } from '@/domain/resources/evalSite';
import { useSession } from '@/stores/session';
import { portalConfig } from '@/ui/theme';
import { row } from '@/ui/test/harness';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { ENTERPRISE_USER, EVAL_ID, EVAL_REPORT, groupsOf, INSTITUTION_USER, MANAGER, ON_SITE, photo, RECOMMENDED, REPORT, SAMPLED, TEST_ORG, TESTING_USER, UNIT_ORG, UNSAMPLED } from './fixtures';
import manifest, { evalSiteRecordsProps } from './index';
import { actorOf, changedRecommendations, changedSamples, inlineUrl, mayChangeRecord, missingOpinions, NO_ABILITIES, recordsOf } from './site';
import EvalSiteRecordsWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

interface World {
  status: number;
  samples: EvalSampleRow[];
  report: EvalSamplingReport | null;
  evalReport?: typeof EVAL_REPORT | null;
  /** The records by picture type (none unless given). */
  groups?: readonly EvalSiteGroup[];
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
    if (url === EVAL_SITE_PATHS.grouped) return w.groups ?? groupsOf();
    if (w.refuse) throw new ApiCallError(400, w.refuse, 'body');
    if (url === EVAL_SITE_PATHS.sample) {
      w.samples = w.samples.map((r) => ({ ...r, ...body.items.find((i) => i.productId === r.productId) }) as EvalSampleRow);
      return w.samples;
    }
    if (url === EVAL_SITE_PATHS.samplingReport) return (w.report = REPORT);
    if (url === EVAL_REPORT_PATHS.generate) return (w.evalReport = EVAL_REPORT);
    throw new Error(`unexpected POST ${url}`);
  });
  // A record changed: its description and time as sent (its files kept as they are in this fake).
  http.put.mockImplementation(async (url: string, body: { description: string | null; takenTime: string | null }) => {
    if (w.refuse) throw new ApiCallError(400, w.refuse, 'body');
    const id = Number(url.slice(`${EVAL_SITE_PATHS.record}/`.length));
    w.groups = (w.groups ?? groupsOf()).map((g) => ({ ...g, files: g.files.map((f) => (f.recordId === id ? { ...f, description: body.description, takenTime: body.takenTime && dayjs(body.takenTime).toISOString() } : f)) }));
    return { id };
  });
  http.del.mockImplementation(async (url: string, params: { ids: string }) => {
    if (url !== EVAL_SITE_PATHS.record) throw new Error(`unexpected DELETE ${url}`);
    if (w.refuse) throw new ApiCallError(400, w.refuse, 'body');
    const ids = params.ids.split(',').map(Number);
    w.groups = (w.groups ?? groupsOf()).map((g) => {
      const files = g.files.filter((f) => !ids.includes(f.recordId));
      return { ...g, files, records: new Set(files.map((f) => f.recordId)).size };
    });
    return null;
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

/** A record's block on the 现场照片/视频 tab. */
const record = (id: number) => within(document.querySelector(`[data-testid="site-record-${id}"]`) as HTMLElement);
/** Times in the user's zone, as the dialog sends them. */
const local = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
const groupsAsked = () => http.post.mock.calls.filter(([url]) => url === EVAL_SITE_PATHS.grouped).length;

/** A row of one of the visit's tables. */
const siteRow = (table: string, id: number) => within(row(id, screen.getByTestId(`site-${table}`)));

beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  http.get.mockReset();
  http.post.mockReset();
  http.put.mockReset();
  http.del.mockReset();
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
    expect(can(INSTITUTION_USER, EVAL_STATUS.siteEval)).toMatchObject({ sample: false, recommend: true, samplingReport: true, evalReport: false });
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

  it('shows pictures inline', () => {
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

  it('offers changing a record to its own organisation, for a type it may record now', () => {
    const [cp, xc] = [ON_SITE.groups[0], ON_SITE.groups[1]];
    expect(recordsOf(xc).map((r) => [r.id, r.files.map((f) => f.id), r.description])).toEqual([[52, [602, 603], '生产区全景']]);
    expect(recordsOf(groupsOf({ '2': [photo(1, 'a.png', 7), photo(2, 'b.png', 8), photo(3, 'c.png', 7)] })[1]).map((r) => [r.id, r.files.length])).toEqual([
      [7, 2],
      [8, 1],
    ]);
    const institution = { ...NO_ABILITIES, record: PICTURE_TYPES, orgId: UNIT_ORG };
    const testing = { ...NO_ABILITIES, record: [PICTURE_TYPE.CP], orgId: TEST_ORG };
    // The product picture is the testing unit's: the institution, which records every type, may not change it.
    expect([mayChangeRecord(institution, cp.pictureType, recordsOf(cp)[0]), mayChangeRecord(testing, cp.pictureType, recordsOf(cp)[0])]).toEqual([false, true]);
    expect([mayChangeRecord(institution, xc.pictureType, recordsOf(xc)[0]), mayChangeRecord(testing, xc.pictureType, recordsOf(xc)[0])]).toEqual([true, false]);
    // Outside the on-site statuses nobody records, so nobody changes either; nor does a user of no organisation.
    expect(mayChangeRecord({ ...institution, record: [] }, xc.pictureType, recordsOf(xc)[0])).toBe(false);
    expect(mayChangeRecord({ ...institution, orgId: null }, xc.pictureType, recordsOf(xc)[0])).toBe(false);
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
    const no = siteRow('samples', 101).getByLabelText('鹏城有机菜心 样品编号');
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
    serve({ status: EVAL_STATUS.siteEval, samples: SAMPLED, report: null, refuse: EVAL_SITE_MSG.sampleClosed('待核查整改证据') });
    const user = userEvent.setup();
    mount(TESTING_USER);
    await screen.findByTestId('site-samples');
    await user.type(siteRow('samples', 102).getByLabelText('鹏城富硒大米 样品编号'), 'X');
    await user.click(screen.getByRole('button', { name: '保存抽样结果' }));
    expect(await screen.findByText(EVAL_SITE_MSG.sampleClosed('待核查整改证据'))).toBeInTheDocument();
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

  it('the institution changes its own record: PUT /{id} with its files, description and time, then the records are asked again', async () => {
    serve({ status: EVAL_STATUS.siteEval, samples: UNSAMPLED, report: null, groups: ON_SITE.groups });
    const user = userEvent.setup();
    mount(INSTITUTION_USER);
    await screen.findByTestId('site-record-53');
    // The testing unit's product picture is not the institution's to change.
    expect(record(51).queryByRole('button', { name: /编辑|删除/ })).toBeNull();
    await user.click(record(53).getByRole('button', { name: /编辑/ }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑现场记录' }));
    await user.type(dialog.getByLabelText('说明'), '与签到表');
    const asked = groupsAsked();
    await user.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith(`${EVAL_SITE_PATHS.record}/53`, { annexIds: '604', description: '首次会议签到与签到表', takenTime: local('2026-11-20T02:30:00.000Z') }, { silent: true }),
    );
    await waitFor(() => expect(record(53).getByText('首次会议签到与签到表')).toBeInTheDocument());
    expect(groupsAsked()).toBe(asked + 1);
    expect(await screen.findByText('现场记录已保存')).toBeInTheDocument();
  });

  it('shows a refusal to change a record in the dialog, in the server’s words', async () => {
    serve({ status: EVAL_STATUS.siteEval, samples: UNSAMPLED, report: null, groups: ON_SITE.groups, refuse: EVAL_SITE_MSG.recordClosed('已归档待核查') });
    const user = userEvent.setup();
    mount(INSTITUTION_USER);
    await screen.findByTestId('site-record-53');
    await user.click(record(53).getByRole('button', { name: /编辑/ }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑现场记录' }));
    await user.type(dialog.getByLabelText('说明'), '。');
    await user.click(dialog.getByRole('button', { name: /保\s*存/ }));
    expect(await dialog.findByText(EVAL_SITE_MSG.recordClosed('已归档待核查'))).toBeInTheDocument();
  });

  it('the testing unit removes its own product picture after 确认删除吗？: DELETE ?ids=, then the records are asked again', async () => {
    serve({ status: EVAL_STATUS.siteEval, samples: UNSAMPLED, report: null, groups: ON_SITE.groups });
    const user = userEvent.setup();
    mount(TESTING_USER);
    await user.click(await screen.findByRole('tab', { name: '现场照片/视频' }));
    await screen.findByTestId('site-record-51');
    for (const id of [52, 53, 54]) expect(record(id).queryByRole('button', { name: /编辑|删除/ })).toBeNull();
    const asked = groupsAsked();
    await user.click(record(51).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith(EVAL_SITE_PATHS.record, { ids: '51' }, { silent: true }));
    await waitFor(() => expect(screen.queryByTestId('site-record-51')).toBeNull());
    expect(groupsAsked()).toBe(asked + 1);
    expect(within(screen.getByTestId('site-group-CP')).getByText('0 条记录')).toBeInTheDocument();
  });

  it('shows a refusal to remove a record on its type’s card, in the server’s words, the record kept', async () => {
    serve({ status: EVAL_STATUS.siteEval, samples: UNSAMPLED, report: null, groups: ON_SITE.groups, refuse: EVAL_SITE_MSG.notRecordOrg });
    const user = userEvent.setup();
    mount(INSTITUTION_USER);
    await screen.findByTestId('site-record-53');
    await user.click(record(53).getByRole('button', { name: /删除/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await within(screen.getByTestId('site-group-HY')).findByText(EVAL_SITE_MSG.notRecordOrg)).toBeInTheDocument();
    expect(screen.getByTestId('site-record-53')).toBeInTheDocument();
  });

  it('the enterprise reads: no writes offered, the report linked', async () => {
    serve({ status: EVAL_STATUS.passed, samples: SAMPLED, report: REPORT, groups: ON_SITE.groups });
    mount(ENTERPRISE_USER);
    expect(await screen.findByRole('link', { name: /抽样报告-PJ20260012\.docx/ })).toBeInTheDocument();
    expect(screen.getByTestId('site-record-52')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /添加记录|编辑|删除|生成抽样报告/ })).toBeNull();
    expect(http.get).toHaveBeenCalledWith(EVAL_SITE_PATHS.samplingReport, { evalId: EVAL_ID }, { silent: true });
  });
});
