/**
 * A statistics page (统计汇总) in the browser as management (manager), against the real server and
 * the demo world. Over all time (so the demo world's records count whatever today's date), the
 * table ends in 合计; a figure of a row and one of 合计 open the records behind them, as many as
 * the figure (共 N 条, and that many rows up to a page); 导出Excel downloads an .xlsx; another
 * grouping draws another table. Nothing on the way logs an error or fails a call.
 *
 * The four statistics pages are one widget (stat-report) with four reports: that every figure of
 * every report and grouping is the count of its records is the server's test
 * (tests/server/stats/stats.test.ts), the widget's states its stories', and that each page draws
 * menu-pages.spec's. So one page is walked here.
 */
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { realProblems, watchPage } from './console';
import { closeNotices } from './evalHelpers';
import { signInByApi } from './shellHelpers';

interface StatPage {
  readonly id: string;
  readonly title: string;
  /** The report's first grouping (the table's first column when the page opens). */
  readonly grouping: string;
  /** Another of its groupings. */
  readonly regroup: string;
}

const PAGES: readonly StatPage[] = [{ id: 'stat-summary', title: '统计汇总', grouping: '年度', regroup: '区域' }];

/** The records drawer's page size (widgets/stat-report DRILL_PAGE_SIZE). */
const DRILL_PAGE = 20;

/** Picks an option of one of the report's selects, trying until the select shows it (a click during the dropdown's opening is lost on a loaded machine). */
async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  const shown = select.locator(`xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`);
  await expect(async () => {
    await select.click();
    await page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${option}"]`).first().click({ timeout: 5_000 });
    await expect(shown).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Waits for the table of the query just chosen (the last one stays on screen, busy, until it comes). */
async function settled(report: Locator): Promise<void> {
  await expect(report.getByTestId('stat-report')).toBeVisible({ timeout: 30_000 });
  await expect(report.getByTestId('stat-report')).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
}

const asNumber = (text: string) => Number(text.replace(/[,\s]/g, ''));

/** Clicks a figure and checks that its drawer lists as many records as it says; closes the drawer. */
async function drillMatches(page: Page, figure: Locator): Promise<void> {
  const n = asNumber(await figure.innerText());
  expect(n).toBeGreaterThan(0);
  const name = (await figure.getAttribute('aria-label')) ?? '';
  await figure.click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('stat-drill-total') });
  await expect(drawer.getByTestId('stat-drill-total'), name).toHaveText(`共 ${n} 条`, { timeout: 30_000 });
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row'), name).toHaveCount(Math.min(n, DRILL_PAGE));
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toHaveCount(0);
}

for (const p of PAGES) {
  test(`${p.title}: 合计, a figure's records as many as the figure, the Excel export, another grouping`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    const problems = watchPage(page);
    await signInByApi(context, request, baseURL!, 'manager');
    await page.goto(`/views/${p.id}`);
    const report = page.locator('[data-widget="report"]:visible');
    await expect(report.getByRole('region', { name: p.title })).toBeVisible({ timeout: 30_000 });
    // Opens on this year by the report's first grouping (the demo world may have nothing this year yet: 暂无数据).
    await expect(report.getByRole('combobox', { name: '统计维度', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(report.getByRole('status', { name: '加载中' })).toHaveCount(0, { timeout: 30_000 });
    await expect(report.getByTestId('stat-report').or(report.getByText('暂无数据')).first()).toBeVisible();
    if (await report.getByTestId('stat-report').isVisible()) {
      await expect(report.getByRole('columnheader', { name: p.grouping, exact: true })).toBeVisible();
      await expect(report.getByTestId('stat-total')).toContainText('合计');
    }
    await closeNotices(page);

    // All time: the demo world's records, whenever they were made.
    await pick(page, report, '年度', '全部');
    await settled(report);
    await expect(report.getByTestId('stat-caption')).toContainText('全部时间');
    await expect(report.getByTestId('stat-total')).toContainText('合计');

    // A row's figure and a figure of 合计, each as many records as it says.
    const rowFigure = report.locator('.ant-table-tbody').getByTestId('stat-figure').first();
    await expect(rowFigure, 'a figure with records behind it').toBeVisible();
    await drillMatches(page, rowFigure);
    await drillMatches(page, report.getByTestId('stat-total').getByTestId('stat-figure').first());

    // The table as Excel (an .xlsx is a zip: it starts with PK).
    await closeNotices(page);
    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: /导出Excel/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${p.title}.*\\.xlsx$`));
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await expect(page.getByText('已导出')).toBeVisible();

    // Another grouping: another first column, rows and 合计 again.
    await pick(page, report, '统计维度', p.regroup);
    await settled(report);
    await expect(report.getByRole('columnheader', { name: p.regroup, exact: true })).toBeVisible();
    await expect(report.getByRole('columnheader', { name: p.grouping, exact: true })).toHaveCount(0);
    await expect(report.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await expect(report.getByTestId('stat-total')).toContainText('合计');

    expect(realProblems(problems)).toEqual([]);
  });
}
