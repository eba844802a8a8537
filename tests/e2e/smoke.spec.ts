import { expect, test, type Response } from '@playwright/test';
import { watchPage } from './console';

/** The server answered with the page itself (not, say, a JSON envelope refusing it). */
async function expectHtml(res: Response | null) {
  expect(res, 'navigation response').not.toBeNull();
  const type = res!.headers()['content-type'] ?? '';
  expect(type, `GET ${res!.url()} answered ${res!.status()} ${type}: ${type.includes('json') ? await res!.text() : ''}`).toContain('text/html');
  expect(res!.status()).toBe(200);
}

test.describe('the product starts', () => {
  test('the portal / renders in Chinese without console errors, sending a visitor to sign in', async ({ page }, testInfo) => {
    const problems = watchPage(page);
    await expectHtml(await page.goto('/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: '圳品评价管理平台' })).toBeVisible();
    await expect(page).toHaveTitle(/圳品/);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath('portal.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  test('the big screen /screen.html renders its frame without console errors', async ({ page }, testInfo) => {
    const problems = watchPage(page);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await expectHtml(await page.goto('/screen.html'));
    await expect(page.getByRole('heading', { name: '圳品数据大屏' })).toBeVisible();
    // Without a session the wall settles on its sign-in notice (the frame is drawn again for it).
    await expect(page.getByTestId('screen-notice')).toBeVisible();
    // The 1920×1080 design is fitted onto the viewport: 1600 / 1920 wide, letterboxed vertically.
    const stage = page.getByTestId('screen-stage');
    await expect(stage).toHaveAttribute('data-scale', (1600 / 1920).toFixed(4));
    await expect.poll(async () => (await stage.boundingBox())?.width).toBeCloseTo(1600, 0);
    await expect.poll(async () => (await stage.boundingBox())?.height).toBeCloseTo(900, 0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath('screen.png') });
    expect(problems).toEqual([]);
  });

  test('a client route that is not a file gets the portal (SPA fallback)', async ({ page }) => {
    const problems = watchPage(page);
    await expectHtml(await page.goto('/index'));
    await expect(page.getByRole('heading', { name: '圳品评价管理平台' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
