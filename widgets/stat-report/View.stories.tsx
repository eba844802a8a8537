import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STAT_REPORTS, type StatDimension, type StatQuery, type StatReportId, type StatTable } from '@/domain/stats';
import { chartDrawn } from '@/ui/chart/storyFrames';
import { fromMutation, type WidgetData } from '@/ui/widget';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { DECLARE_SPLIT, EMPTY, EVAL, JD_SUMMARY, LARGE, recordsPage, SUMMARY, SUMMARY_BY_DISTRICT, YEAR } from './fixtures';
import { choicesOfRows, DRILL_PAGE_SIZE, type DrillTarget } from './report';
import { StatReportView } from './View';

interface HarnessProps {
  report: StatReportId;
  /** The query the page opens with. */
  initial: StatQuery;
  /** What the table call answers per grouping (a grouping not listed: still loading). */
  tables: Partial<Record<StatDimension, WidgetData<StatTable>>>;
  stacked?: boolean;
  onQuery: (q: StatQuery) => void;
  onDrill: (t: DrillTarget | null) => void;
  /** What the export call answers: resolve = saved, reject = the refusal in its words. */
  onExport: () => Promise<unknown>;
  print: () => void;
}

/** The view as the widget drives it: the query held, each grouping answering its table, every figure's records as many as the figure. */
function ReportHarness({ report, initial, tables, stacked, onQuery, onDrill, onExport, print }: HarnessProps) {
  const [query, setQuery] = useState(initial);
  const [open, setOpen] = useState<{ target: DrillTarget; pn: number; size: number } | null>(null);
  const exportFile = useMutation({ mutationFn: onExport });
  const state = tables[query.groupBy] ?? { status: 'loading' };
  return (
    <StatReportView
      report={STAT_REPORTS[report]}
      query={query}
      onQuery={(q) => {
        onQuery(q);
        setQuery(q);
      }}
      currentYear={YEAR}
      state={state}
      choices={{
        district: { options: choicesOfRows(SUMMARY_BY_DISTRICT.rows), loading: false },
        institution: { options: choicesOfRows(EVAL.rows), loading: false },
        category: { options: ['果蔬类', '肉禽类', '水产类', '预包装类'].map((label, i) => ({ value: i + 1, label })), loading: false },
      }}
      drill={open && { ...open, state: { status: 'success', data: recordsPage(open.target.figure, open.pn, open.size) } }}
      onDrill={(t) => {
        onDrill(t);
        setOpen(t && { target: t, pn: 1, size: DRILL_PAGE_SIZE });
      }}
      onDrillPage={(pn, size) => setOpen((o) => o && { ...o, pn, size })}
      exportFile={fromMutation(exportFile)}
      stacked={stacked}
      print={print}
    />
  );
}

const meta = {
  title: 'Widgets/Statistics/StatReport',
  component: ReportHarness,
  args: {
    report: 'summary',
    initial: { year: YEAR, groupBy: 'quarter' },
    tables: { quarter: { status: 'success', data: SUMMARY }, district: { status: 'success', data: SUMMARY_BY_DISTRICT } },
    onQuery: fn(),
    onDrill: fn(),
    onExport: fn(async () => ({})),
    print: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ width: args.stacked ? 390 : 1400, height: args.stacked ? 1400 : 860 }}>
        <WidgetFrame title={STAT_REPORTS[args.report].title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof ReportHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
/**
 * The drawer with this title, found by its title's text: under test antd's ids are all 'test-id',
 * so a drawer's aria-labelledby may name another element of the page.
 */
async function drawerTitled(el: HTMLElement, title: string) {
  const heading = await page(el).findByText(title, { selector: '.ant-drawer-title' });
  return within(heading.closest<HTMLElement>('[role="dialog"]')!);
}
const totalRow = (el: HTMLElement) => within(el.querySelector<HTMLElement>('[data-testid="stat-total"]')!);

/** Picks an option of one of the filters bar's selects (in its own dropdown, not one still closing). */
async function choose(el: HTMLElement, label: string, option: string) {
  await userEvent.click(within(el).getByRole('combobox', { name: label }));
  const hit = await waitFor(() => {
    const open = Array.from(el.ownerDocument.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) => o.title === option && !o.closest('.ant-select-dropdown-hidden'));
    expect(open).toBeTruthy();
    return open!;
  });
  await userEvent.click(hit);
}

export const Loading: Story = {
  args: { tables: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '统计维度' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /导出Excel/ })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { tables: { quarter: { status: 'error', message: '后台服务访问异常', retry: fn() } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('后台服务访问异常')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /重\s*试/ }));
    const quarter = args.tables.quarter;
    if (quarter?.status === 'error') await expect(quarter.retry).toHaveBeenCalledOnce();
  },
};

/** A period with nothing in it: 暂无数据, the filters still there to change it. */
export const Empty: Story = {
  args: { initial: { year: 2030, groupBy: 'quarter' }, tables: { quarter: { status: 'success', data: EMPTY } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据', { ignore: 'script, style, title' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /导出Excel/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /打\s*印/ })).toBeDisabled();
  },
};

/**
 * 统计汇总 of the year by quarter: 合计, the charts, a figure's records (as many as the figure,
 * paged), then another grouping.
 */
export const Typical: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('columnheader', { name: '申报（个）' })).toBeVisible();
    await expect(totalRow(canvasElement).getByText('合计')).toBeVisible();
    await expect(totalRow(canvasElement).getByRole('button', { name: '合计 申报 77' })).toBeVisible();
    await expect(canvas.getByTestId('stat-caption')).toHaveTextContent('2026年');
    await chartDrawn(canvas.getByTestId('stat-report-bar'));
    await chartDrawn(canvas.getByTestId('stat-report-pie'));

    await userEvent.click(canvas.getByRole('button', { name: '2026年第2季度 申报 35' }));
    await expect(args.onDrill).toHaveBeenCalledWith(expect.objectContaining({ key: '2026-Q2', figure: 35 }));
    const drawer = await drawerTitled(canvasElement, '2026年第2季度 · 申报');
    await expect(drawer.getByTestId('stat-drill-total')).toHaveTextContent('共 35 条');
    await expect(drawer.getByText('PJ-2026-00001')).toBeVisible();
    await userEvent.click(drawer.getByTitle('2'));
    await waitFor(() => expect(drawer.getByText('PJ-2026-00021')).toBeVisible());
    await userEvent.click(drawer.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());

    await choose(canvasElement, '统计维度', '区域');
    await expect(args.onQuery).toHaveBeenLastCalledWith({ year: YEAR, groupBy: 'district' });
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: '区域' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: '广东省河源市 申报 22' })).toBeVisible();
  },
};

/** The period and the filters in the query: 全部 years disables 期间; a district from its choices. */
export const Filters: Story = {
  args: { tables: { quarter: { status: 'success', data: SUMMARY } } },
  play: async ({ canvas, canvasElement, args }) => {
    await choose(canvasElement, '期间', '第2季度');
    await expect(args.onQuery).toHaveBeenLastCalledWith({ year: YEAR, quarter: 2, groupBy: 'quarter' });
    await choose(canvasElement, '区域', '南山区');
    await expect(args.onQuery).toHaveBeenLastCalledWith({ year: YEAR, quarter: 2, groupBy: 'quarter', district: '440305' });
    await choose(canvasElement, '年度', '全部');
    await expect(args.onQuery).toHaveBeenLastCalledWith({ groupBy: 'quarter', district: '440305' });
    await expect(canvas.getByRole('combobox', { name: '期间' })).toBeDisabled();
  },
};

/** 申报统计 by district split by evaluation type: each row the 小计 of its sub-rows. */
export const Split: Story = {
  args: { report: 'declare', initial: { year: YEAR, groupBy: 'district', subGroupBy: 'evalType' }, tables: { district: { status: 'success', data: DECLARE_SPLIT } } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('columnheader', { name: '区域 / 评价类型' })).toBeVisible();
    await expect(canvas.getAllByText('小计')).toHaveLength(2);
    await expect(totalRow(canvasElement).getByRole('button', { name: '合计 申报 24' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '福田区 / 复评 申报 4' }));
    await expect(args.onDrill).toHaveBeenCalledWith(expect.objectContaining({ key: '440304', subKey: '1' }));
    const drawer = await drawerTitled(canvasElement, '福田区 / 复评 · 申报');
    await expect(drawer.getByTestId('stat-drill-total')).toHaveTextContent('共 4 条');
    // 申报企业 counts enterprises: no list behind it.
    await expect(canvas.queryByRole('button', { name: /申报企业/ })).toBeNull();
  },
};

/** 评价统计 by institution, with its 通过率. */
export const Evaluation: Story = {
  args: { report: 'eval', initial: { year: YEAR, groupBy: 'institution' }, tables: { institution: { status: 'success', data: EVAL } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: '通过率' })).toBeVisible();
    await expect(totalRow(canvasElement).getByText('81.3%')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '评价类型' })).toBeVisible();
  },
};

/** 监督统计汇总: 涉及企业 counts enterprises and has no drill-down. */
export const Supervision: Story = {
  args: { report: 'jdSummary', initial: { year: YEAR, groupBy: 'district' }, tables: { district: { status: 'success', data: JD_SUMMARY } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: '涉及企业（家）' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /涉及企业/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: '福田区 监督任务 12' })).toBeVisible();
  },
};

/** 导出Excel asks for the file of the current query. */
export const Export: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /导出Excel/ }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledOnce());
  },
};

/** An export refused: the reason above the table. */
export const ExportRefused: Story = {
  args: {
    onExport: fn(async () => {
      throw new globalThis.Error('没有权限');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /导出Excel/ }));
    await expect(await canvas.findByText('没有权限')).toBeVisible();
  },
};

/** 打印: the report alone (title, conditions, the table, the charts as pictures) goes to the print dialog. */
export const Print: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await chartDrawn(canvas.getByTestId('stat-report-bar'));
    await userEvent.click(canvas.getByRole('button', { name: /打\s*印/ }));
    await waitFor(() => expect(args.print).toHaveBeenCalledOnce());
    const sheet = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-testid="stat-report-print"]');
    await expect(sheet?.parentElement).toBe(canvasElement.ownerDocument.body);
    await expect(sheet).toHaveTextContent('统计汇总');
    await expect(sheet?.querySelectorAll('img').length).toBe(2);
    // Hidden on screen: it is for the printer.
    await expect(sheet).not.toBeVisible();
    canvasElement.ownerDocument.defaultView?.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-testid="stat-report-print"]')).toBeNull());
  },
};

/** A phone: the charts under the table. */
export const Mobile: Story = {
  args: { stacked: true },
  play: async ({ canvas }) => {
    const table = canvas.getByTestId('stat-caption').parentElement!.getBoundingClientRect();
    const charts = canvas.getByRole('group', { name: '统计图' }).getBoundingClientRect();
    await expect(charts.top).toBeGreaterThanOrEqual(table.bottom);
  },
};

/** Ten years by month: 120 rows, large figures; the table scrolls under its header and 合计. */
export const LargeData: Story = {
  args: { initial: { groupBy: 'month' }, tables: { month: { status: 'success', data: LARGE } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(totalRow(canvasElement).getByText('合计')).toBeVisible();
    await expect(canvas.getByText('2017年1月')).toBeVisible();
    await chartDrawn(canvas.getByTestId('stat-report-bar'));
  },
};
