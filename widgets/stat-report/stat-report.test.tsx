import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import { STAT_API, STAT_REPORTS, type StatQuery } from '@/domain/stats';
import type { EChartProps } from '@/ui/chart/EChart';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { DECLARE_SPLIT, EVAL, JD_SUMMARY, recordsPage, SUMMARY, SUMMARY_BY_DISTRICT, YEAR } from './fixtures';
import manifest, { statReportProps } from './index';
import {
  barFigures,
  choicesOfRows,
  cleanQuery,
  drillQuery,
  exportFileName,
  pieFigures,
  ratesOf,
  rateText,
  withFilter,
  withGroup,
  withPeriod,
  withSubGroup,
  yearsOffered,
  type DrillTarget,
} from './report';
import { StatReportView, type StatReportViewProps } from './View';
import StatReportWidget from './Widget';

const http = vi.hoisted(() => ({ post: vi.fn(), call: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));
const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('@/ui/saveBlob', () => saved);
// jsdom draws no canvas: the chart host is a labelled box.
vi.mock('@/ui/chart/EChart', () => ({ EChart: (p: EChartProps) => <div data-testid="echart" role="img" aria-label={p.label} /> }));

function wrap(node: React.ReactNode) {
  return (
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}

const idle = { run: vi.fn(async () => undefined), pending: false, error: null, reset: vi.fn() };

function view(over: Partial<StatReportViewProps> = {}) {
  const props: StatReportViewProps = {
    report: STAT_REPORTS.summary,
    query: { year: YEAR, groupBy: 'quarter' },
    onQuery: vi.fn(),
    currentYear: YEAR,
    state: { status: 'success', data: SUMMARY },
    choices: {},
    drill: null,
    onDrill: vi.fn(),
    onDrillPage: vi.fn(),
    exportFile: idle,
    print: vi.fn(),
    ...over,
  };
  render(wrap(<StatReportView {...props} />));
  return props;
}

/**
 * The drawer with this title. By its text, not its accessible name: under test every antd id is
 * 'test-id', so the drawer's aria-labelledby points at the first select of the page.
 */
function drawerTitled(title: string): HTMLElement {
  const drawer = Array.from(document.querySelectorAll<HTMLElement>('.ant-drawer-section[role="dialog"]')).find((d) => d.querySelector('.ant-drawer-title')?.textContent === title);
  if (!drawer) throw new Error(`no drawer ${title}`);
  return drawer;
}

/**
 * A figure's link by its accessible name (its aria-label), and a button or column by its text:
 * Testing Library's role queries weigh every element of a table's page in jsdom, seconds each.
 */
const figureLink = (name: string, root: ParentNode = document) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-testid="stat-figure"]')).find((b) => b.getAttribute('aria-label') === name) ?? null;
function fig(name: string, root?: ParentNode): HTMLElement {
  const hit = figureLink(name, root);
  if (!hit) throw new Error(`no figure ${name}`);
  return hit;
}
const figureNames = () => Array.from(document.querySelectorAll('[data-testid="stat-figure"]')).map((b) => b.getAttribute('aria-label') ?? '');
const button = (text: RegExp) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
const column = (text: string) => screen.getByText(text, { selector: 'th, th *' });

/** Opens an antd select by its label and picks an option by its text. */
function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  const open = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  const hit = Array.from(open).find((o) => o.getAttribute('title') === option);
  if (!hit) throw new Error(`no option ${option} in ${label}`);
  fireEvent.click(hit);
}

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  http.post.mockReset();
  http.call.mockReset();
  saved.saveBlob.mockReset();
  document.querySelectorAll('.zp-stat-print').forEach((n) => n.remove());
});

describe('the stat-report manifest', () => {
  it('shows one report, 统计汇总 by default, and refuses a report that does not exist', () => {
    expect(manifest.type).toBe('stat-report');
    expect(manifest.defaults()).toEqual({ report: 'summary' });
    expect(manifest.resolve({ version: 1, props: { report: 'eval' } }).ok).toBe(true);
    expect(manifest.resolve({ version: 1, props: { report: 'sales' } }).ok).toBe(false);
    expect(statReportProps.parse({ report: 'jdSummary' }).report).toBe('jdSummary');
  });
});

describe('the query the filters bar edits', () => {
  const q: StatQuery = { year: YEAR, month: 3, groupBy: 'district', subGroupBy: 'evalType' };

  it('takes a quarter or a month of a year, and all time without either', () => {
    expect(withPeriod(q, YEAR, 'q2')).toEqual({ year: YEAR, quarter: 2, groupBy: 'district', subGroupBy: 'evalType' });
    expect(withPeriod(q, YEAR, 'year')).toEqual({ year: YEAR, groupBy: 'district', subGroupBy: 'evalType' });
    expect(withPeriod(q, undefined, 'm3')).toEqual({ groupBy: 'district', subGroupBy: 'evalType' });
  });

  it('never splits a grouping by itself', () => {
    expect(withGroup(q, 'evalType')).toEqual({ year: YEAR, month: 3, groupBy: 'evalType' });
    expect(withSubGroup(q, 'district')).toEqual({ year: YEAR, month: 3, groupBy: 'district' });
    expect(withSubGroup(q, undefined)).toEqual({ year: YEAR, month: 3, groupBy: 'district' });
  });

  it('sends ids as numbers and codes as text, and a cleared filter not at all', () => {
    expect(withFilter(q, 'institution', '12').institution).toBe(12);
    expect(withFilter(q, 'evalType', '0').evalType).toBe('0');
    expect(withFilter({ ...q, district: '440304' }, 'district', undefined)).not.toHaveProperty('district');
    expect(cleanQuery({ groupBy: 'year', district: '' })).toEqual({ groupBy: 'year' });
  });

  it('offers the last ten years and a chosen one outside them', () => {
    expect(yearsOffered(YEAR, undefined)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    expect(yearsOffered(YEAR, 2008).at(-1)).toBe(2008);
  });

  it('takes a grouping’s rows as a filter’s choices, without 未填写', () => {
    expect(choicesOfRows(SUMMARY_BY_DISTRICT.rows).map((c) => c.label)).toEqual(['福田区', '南山区', '广东省河源市']);
  });
});

describe('the drill-down and the export', () => {
  const target: DrillTarget = { query: { year: YEAR, groupBy: 'district', district: '' }, measure: STAT_REPORTS.summary.measures[0], where: '未填写', figure: 3, key: '' };

  it('asks for the records of the same query and cell, 未填写 being a row (key ""), not the total', () => {
    expect(drillQuery(target, 2, 20)).toEqual({ year: YEAR, groupBy: 'district', measure: 'declared', key: '', pn: 2, size: 20 });
    const { key: _key, ...total } = target;
    expect(drillQuery(total, 1, 500)).toEqual({ year: YEAR, groupBy: 'district', measure: 'declared', pn: 1, size: 100 });
  });

  it('names the file after the report and its conditions', () => {
    expect(exportFileName('申报统计', '2026年 · 福田区')).toBe('申报统计（2026年 · 福田区）.xlsx');
    expect(exportFileName('统计汇总', 'a/b')).toBe('统计汇总（a_b）.xlsx');
    expect(exportFileName('统计汇总', '')).toBe('统计汇总（全部时间）.xlsx');
  });
});

describe('the charts and rates', () => {
  it('draw the chart measures per row, and the first one’s share without empty slices', () => {
    expect(barFigures(SUMMARY).series.map((s) => s.name)).toEqual(['申报', '开始评价', '评价通过', '上市销售']);
    expect(barFigures(SUMMARY).series[0].data).toEqual([42, 35, 0]);
    expect(pieFigures(SUMMARY)).toEqual({ name: '申报', items: [{ name: '2026年第1季度', value: 42 }, { name: '2026年第2季度', value: 35 }] });
  });

  it('give 评价统计 its 通过率, and the others none', () => {
    const [rate] = ratesOf('eval', EVAL.measures);
    expect(rateText(rate, EVAL.rows[0].values)).toBe('83.3%');
    expect(rateText(rate, EVAL.rows[2].values)).toBe('—');
    expect(ratesOf('summary', SUMMARY.measures)).toEqual([]);
  });
});

describe('the report’s table', { timeout: 30_000 }, () => {
  it('has one column per measure with its unit, the rows, and 合计 from the total', () => {
    view();
    const headers = Array.from(document.querySelectorAll('th')).map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['季度', '申报（个）', '有效证书（张）', '退出（个）']));
    const total = screen.getByTestId('stat-total');
    expect(within(total).getByText('合计')).toBeInTheDocument();
    expect(fig('合计 申报 77', total)).toHaveTextContent('77');
    expect(screen.getByTestId('stat-caption')).toHaveTextContent('2026年');
  });

  it('opens the records of a figure clicked, and has no link for 0', () => {
    const props = view();
    fireEvent.click(fig('2026年第2季度 上市销售 15'));
    expect(props.onDrill).toHaveBeenCalledWith({ query: props.query, measure: STAT_REPORTS.summary.measures[3], where: '2026年第2季度', figure: 15, key: '2026-Q2' });
    expect(figureNames().filter((n) => n.startsWith('2026年第3季度 '))).toEqual([]);
  });

  it('keeps the last table on screen while the next one loads, busy, its figures, export and print held back', () => {
    const props = view({ refreshing: true });
    expect(screen.getByTestId('stat-report')).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(fig('2026年第2季度 上市销售 15'));
    expect(props.onDrill).not.toHaveBeenCalled();
    expect(button(/导出Excel/)).toBeDisabled();
    expect(button(/打\s*印/)).toBeDisabled();
  });

  it('has no link for a count of enterprises', () => {
    view({ report: STAT_REPORTS.jdSummary, state: { status: 'success', data: JD_SUMMARY }, query: { year: YEAR, groupBy: 'district' } });
    expect(fig('福田区 监督任务 12')).toBeInTheDocument();
    expect(figureNames().filter((n) => n.includes('涉及企业'))).toEqual([]);
    expect(column('涉及企业（家）')).toBeInTheDocument();
  });

  it('shows each split row as the 小计 of its sub-rows, and a sub-row’s figure names both', () => {
    const props = view({ report: STAT_REPORTS.declare, state: { status: 'success', data: DECLARE_SPLIT }, query: { year: YEAR, groupBy: 'district', subGroupBy: 'evalType' } });
    expect(column('区域 / 评价类型')).toBeInTheDocument();
    expect(screen.getAllByText('小计')).toHaveLength(2);
    fireEvent.click(fig('福田区 / 复评 申报 4'));
    expect(props.onDrill).toHaveBeenCalledWith(expect.objectContaining({ key: '440304', subKey: '1', figure: 4, where: '福田区 / 复评' }));
    expect(fig('合计 申报 24', screen.getByTestId('stat-total'))).toBeInTheDocument();
  });

  it('gives 评价统计 a 通过率 column', () => {
    view({ report: STAT_REPORTS.eval, state: { status: 'success', data: EVAL }, query: { year: YEAR, groupBy: 'institution' } });
    expect(column('通过率')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-total')).getByText('81.3%')).toBeInTheDocument();
  });

  it('says 暂无数据 for a period with nothing, and keeps its filters', () => {
    view({ state: { status: 'success', data: { ...SUMMARY, rows: [] } } });
    expect(screen.getByText('暂无数据', { ignore: 'script, style, title' })).toBeInTheDocument();
    expect(screen.getByLabelText('统计维度', { selector: 'input' })).toBeInTheDocument();
    expect(button(/导出Excel/)).toBeDisabled();
  });

  it('lists the drill-down’s records with 共 N 条 and pages them', () => {
    const target: DrillTarget = { query: { year: YEAR, groupBy: 'quarter' }, measure: STAT_REPORTS.summary.measures[0], where: '2026年第1季度', figure: 42, key: '2026-Q1' };
    const props = view({ drill: { target, pn: 1, size: 20, state: { status: 'success', data: recordsPage(42) } } });
    const drawer = drawerTitled('2026年第1季度 · 申报');
    expect(within(drawer).getByTestId('stat-drill-total')).toHaveTextContent('共 42 条');
    expect(within(drawer).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['编号', '企业', '产品', '类型', '状态', '机构', '日期']);
    expect(within(drawer).getByText('PJ-2026-00001')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTitle('2'));
    expect(props.onDrillPage).toHaveBeenCalledWith(2, 20);
  });
});

describe('the connected report', { timeout: 30_000 }, () => {
  const current = new Date().getFullYear();
  const tableCalls = () => http.post.mock.calls.filter(([url]) => url === STAT_API.table('summary')).map(([, body]) => body as StatQuery);

  beforeEach(() => {
    http.post.mockImplementation(async (url: string, body: StatQuery & { pn?: number; size?: number }) => {
      if (url === STAT_API.records('summary')) return recordsPage(35, body.pn, body.size);
      if (url === STAT_API.table('summary')) return body.groupBy === 'district' ? SUMMARY_BY_DISTRICT : SUMMARY;
      throw new Error(`unexpected ${url}`);
    });
  });

  function mount() {
    render(wrap(<StatReportWidget config={statReportProps.parse({ report: 'summary' })} vars={{}} setVar={vi.fn()} />));
  }

  it('asks for this year by the first grouping, opens a figure’s records, and asks again for another grouping', async () => {
    mount();
    expect(await screen.findByTestId('stat-total')).toBeInTheDocument();
    expect(tableCalls()).toEqual([{ year: current, groupBy: 'year' }]);
    expect(http.post).toHaveBeenCalledWith(STAT_API.table('summary'), { year: current, groupBy: 'year' }, undefined, expect.objectContaining({ silent: true }));

    fireEvent.click(fig('2026年第2季度 申报 35'));
    const drawer = await waitFor(() => drawerTitled('2026年第2季度 · 申报'));
    await waitFor(() => expect(within(drawer).getByTestId('stat-drill-total')).toHaveTextContent('共 35 条'));
    expect(http.post).toHaveBeenCalledWith(STAT_API.records('summary'), { year: current, groupBy: 'year', measure: 'declared', key: '2026-Q2', pn: 1, size: 20 }, undefined, expect.objectContaining({ silent: true }));
    fireEvent.click(within(drawer).getByRole('button', { name: '关闭' }));

    pick('统计维度', '区域');
    await waitFor(() => fig('福田区 申报 30'));
    expect(tableCalls().at(-1)).toEqual({ year: current, groupBy: 'district' });

    pick('年度', '全部');
    await waitFor(() => expect(tableCalls().at(-1)).toEqual({ groupBy: 'district' }));
    expect(screen.getByLabelText('期间', { selector: 'input' })).toBeDisabled();
  });

  it('takes the choices of 区域 from the report’s rows by district once the select opens', async () => {
    mount();
    await screen.findByTestId('stat-total');
    expect(tableCalls()).toHaveLength(1);
    pick('统计维度', '季度');
    fireEvent.mouseDown(screen.getByLabelText('区域', { selector: 'input' }));
    await waitFor(() => expect(tableCalls()).toContainEqual({ groupBy: 'district' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="广东省河源市"]')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-select-item-option[title="南山区"]')!);
    await waitFor(() => expect(tableCalls().at(-1)).toEqual({ year: current, groupBy: 'quarter', district: '440305' }));
  });

  it('exports the current query as Excel', async () => {
    const blob = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    http.call.mockResolvedValue(blob);
    mount();
    await screen.findByTestId('stat-total');
    fireEvent.click(button(/导出Excel/));
    await waitFor(() => expect(saved.saveBlob).toHaveBeenCalledWith(blob, '统计汇总（2026年）.xlsx'));
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: STAT_API.export('summary'), data: { year: current, groupBy: 'year' }, responseType: 'blob' }));
  });

  it('shows an export refused in the server’s words', async () => {
    http.call.mockResolvedValue(new Blob([JSON.stringify({ code: 403, msg: '没有权限' })], { type: 'application/json' }));
    mount();
    await screen.findByTestId('stat-total');
    fireEvent.click(button(/导出Excel/));
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
    expect(saved.saveBlob).not.toHaveBeenCalled();
  });

  it('prints the report alone: its conditions, every row and 合计', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    mount();
    await screen.findByTestId('stat-total');
    fireEvent.click(button(/打\s*印/));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    const sheet = screen.getByTestId('stat-report-print');
    expect(sheet.parentElement).toBe(document.body);
    // Hidden on screen (its stylesheet shows it in print only), hence `hidden`.
    expect(within(sheet).getByRole('heading', { name: '统计汇总', hidden: true })).toBeInTheDocument();
    expect(within(sheet).getByText('2026年')).toBeInTheDocument();
    expect(within(sheet).getAllByRole('row', { hidden: true })).toHaveLength(1 + SUMMARY.rows.length + 1);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('stat-report-print')).toBeNull());
  });

  it('shows a refusal with 重试, which asks again', async () => {
    http.post.mockRejectedValueOnce(new ApiCallError(500, '后台服务异常！', 'body'));
    mount();
    expect(await screen.findByText('后台服务异常！')).toBeInTheDocument();
    fireEvent.click(button(/重\s*试/));
    expect(await screen.findByTestId('stat-total')).toBeInTheDocument();
    expect(tableCalls()).toHaveLength(2);
  });
});
