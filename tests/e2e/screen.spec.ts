/**
 * The big-screen wall display against the real server and its seeded database: every
 * box and card shows figures from /api/screen/*, at 1920×1080, 3840×2160 (crisp: charts draw at
 * the wall's pixels) and 1366×768 (letterboxed); the stale marker when the API stops answering
 * and its recovery; a display link that works until it is revoked; a sign-in prompt without access.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { realProblems, watchPage } from './console';
import { apiToken, signInByApi } from './shellHelpers';

/** The nine titled boxes of the screen layout (src/layouts/screen.json). */
const BOXES = ['圳品概况', '监督检查', '年度监督', '抽检合格率', '圳品种类覆盖情况', '圳品评价情况', '标准体系与评价制度情况', '重点区域圳品情况', '对口帮扶地区'];
const CARDS = ['申报', '开展评价', '评价通过', '上市'];
const SHOTS = process.env.ZP_SCREEN_SHOTS;

async function expectEveryBoxDrawn(page: Page) {
  for (const title of BOXES) {
    const box = page.getByRole('region', { name: title });
    await expect(box, title).toBeVisible();
    await expect(box.getByRole('status', { name: '加载中' }), `${title} still loading`).toHaveCount(0, { timeout: 20_000 });
    await expect(box.getByRole('alert'), `${title} failed`).toHaveCount(0);
  }
  // Every chart host has drawn into a canvas; the table has rows; the map has loaded its features.
  await expect(page.locator('[data-chart-host]')).toHaveCount(9);
  for (const host of await page.locator('[data-chart-host]').all()) await expect(host.locator('canvas').first()).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: '滚动列表' }).getByRole('row')).not.toHaveCount(1);
}

test.describe('the big screen', () => {
  for (const [width, height] of [
    [1920, 1080],
    [3840, 2160],
    [1366, 768],
  ] as const) {
    test(`at ${width}x${height} every box and card shows the server's figures, without console errors`, async ({ page, context, request, baseURL }, testInfo) => {
      test.setTimeout(90_000);
      const problems = watchPage(page);
      const token = await signInByApi(context, request, baseURL!, 'manager');
      const overview = (await (await request.get('/api/screen/overview', { headers: { 'X-Token': token } })).json()).data;
      await page.setViewportSize({ width, height });
      await page.goto('/screen.html');
      const scale = Math.min(width / 1920, height / 1080);
      await expect(page.getByTestId('screen-stage')).toHaveAttribute('data-scale', scale.toFixed(4));
      await expect(page.getByRole('heading', { name: '圳品数据大屏' })).toBeVisible();
      await expectEveryBoxDrawn(page);

      const keys = ['declarations', 'evaluationsStarted', 'evaluationsPassed', 'marketRelease'];
      for (const [i, label] of CARDS.entries()) {
        const c = overview[keys[i]];
        await expect(page.getByRole('group', { name: `${label} ${c.total}${i === 3 ? '张' : '件'}，企业 ${c.enterprises} 家，产品 ${c.products} 个` })).toBeVisible();
      }
      await expect(page.getByRole('group', { name: `圳品 ${overview.profile.certifiedProducts}个` })).toBeVisible();

      // Crisp on a 4K wall: a chart's canvas has the wall's pixels, not the design's.
      const ratio = await page.locator('[data-widget="evaluations"] [data-chart-host] canvas').first().evaluate((c: HTMLCanvasElement) => c.width / c.clientWidth);
      expect(ratio).toBeCloseTo(Math.max(1, Math.round(scale * 4) / 4), 1);

      await page.waitForTimeout(1500); // counters finish counting up
      const shot = await page.screenshot();
      await testInfo.attach(`screen-${width}x${height}`, { body: shot, contentType: 'image/png' });
      if (SHOTS) fs.writeFileSync(`${SHOTS}/screen-${width}x${height}.png`, shot);
      expect(realProblems(problems)).toEqual([]);
    });
  }

  test('keeps the last figures with a stale marker while the API is down, and recovers by itself', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    await signInByApi(context, request, baseURL!, 'manager');
    await page.goto('/screen.html?refresh=1');
    await expectEveryBoxDrawn(page);
    const cards = page.getByRole('group', { name: /^申报 \d+件/ });
    const before = await cards.getAttribute('aria-label');
    await expect(page.getByTestId('stale-marker')).toHaveCount(0);

    await page.route('**/api/screen/**', (route) => route.abort('connectionrefused'));
    await expect(page.getByTestId('stale-marker')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('stale-marker')).toContainText(/数据更新失败，当前显示 \d\d:\d\d:\d\d 的数据/);
    await expect(cards).toHaveAttribute('aria-label', before!);
    for (const title of BOXES) await expect(page.getByRole('region', { name: title }).getByRole('alert')).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/screen-stale.png` });
    await testInfo.attach('stale', { body: await page.screenshot(), contentType: 'image/png' });

    await page.unroute('**/api/screen/**');
    await expect(page.getByTestId('stale-marker')).toHaveCount(0, { timeout: 15_000 });
    await expect(cards).toHaveAttribute('aria-label', before!);
  });

  test('a display link shows the screen without a session, and stops working once revoked', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const admin = await apiToken(request, 'manager');
    const created = await (await request.put('/api/screen/link', { headers: { 'X-Token': admin }, data: { name: 'e2e 大厅大屏' } })).json();
    expect(created.code, created.msg).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${created.data.url}&refresh=1`);
    await expectEveryBoxDrawn(page);
    expect(realProblems(problems)).toEqual([]);

    const revoked = await (await request.post('/api/screen/link/revoke', { headers: { 'X-Token': admin }, data: { id: created.data.link.id } })).json();
    expect(revoked.code, revoked.msg).toBe(200);
    // The running wall notices at its next refresh; a reload is refused from the start.
    await expect(page.getByTestId('screen-notice')).toContainText('大屏链接无效、已过期或已撤销', { timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId('screen-notice')).toContainText('大屏链接无效、已过期或已撤销');
    await expect(page.getByRole('region', { name: '圳品概况' })).toHaveCount(0);
    await context.close();
  });

  test('without a session or a link it says what it is and the two ways in, instead of breaking', async ({ page }) => {
    const problems = watchPage(page);
    await page.goto('/screen.html');
    await expect(page.getByTestId('screen-notice')).toContainText('请先登录');
    await expect(page.getByTestId('screen-notice')).toContainText('仅供管理部门查看');
    await expect(page.getByTestId('screen-notice')).toContainText('大屏链接');
    await expect(page.getByRole('link', { name: '前往登录' })).toHaveAttribute('href', /\/login\?redirect=/);
    expect(realProblems(problems)).toEqual([]);
  });
});
