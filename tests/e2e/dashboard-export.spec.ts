/**
 * 监管数据看板 (the admin portal’s dashboard) exported as PDF: A4 JPEG pages of the whole
 * page, including the widgets nobody scrolled to (they are held back until near the viewport, so
 * the export brings them in and waits for them to draw, 3D pies included), without the export
 * button or 编辑布局 in the picture.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { realProblems, watchPage } from './console';
import { signInByApi } from './shellHelpers';

test('the dashboard exports as A4 JPEG pages with every widget drawn, those below the fold included', async ({ page, context, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const problems = watchPage(page);
  await page.setViewportSize({ width: 1600, height: 900 });
  await signInByApi(context, request, baseURL!, 'manager');
  await page.goto('/views/stat-dashboard');

  const graph = page.locator('[data-widget-type="chart-graph"]');
  const pie3d = page.locator('[data-widget-type="chart-pie3d"]');
  // Far below the fold: not drawn until someone scrolls there.
  await expect(page.locator('[data-widget-type="chart-line"] [data-chart-host] canvas').first()).toBeAttached({ timeout: 20_000 });
  await expect(graph.getByTestId('widget-placeholder')).toBeAttached();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出PDF/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('监管数据看板.pdf');
  await expect(page.getByRole('status').filter({ hasText: /已导出（\d+ 页）/ })).toBeVisible({ timeout: 30_000 });

  // The export brought them in: drawn now, without anyone scrolling.
  await expect(graph.locator('[data-chart-host] canvas').first()).toBeAttached();
  await expect(pie3d.locator('[data-chart-host] canvas').first()).toBeAttached();

  const pdf = fs.readFileSync(await file.path());
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type \/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  // A4 portrait in points (595.28 × 841.89), every page.
  const boxes = [...text.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Number(m[1]).toFixed(2), Number(m[2]).toFixed(2)]);
  expect(boxes).toEqual(pages.map(() => ['595.28', '841.89']));
  expect(text).toContain('/DCTDecode'); // JPEG
  await testInfo.attach('dashboard.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(realProblems(problems)).toEqual([]);
});
