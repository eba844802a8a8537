/**
 * Editing a layout against the real server: the administrator moves a widget on the
 * home page by dragging its title bar, saves, and the move survives a reload; the manager's home
 * page is untouched (the save was the administrator's own); 恢复默认 brings the default back.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from './console';
import { signInByApi } from './shellHelpers';

const frame = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const leftOf = async (page: Page, name: string) => (await frame(page, name).boundingBox())?.x ?? Number.NaN;

/** The default home page: 欢迎 at the left, 待办事项 to its right. */
async function expectDefaultOrder(page: Page) {
  await expect(frame(page, '待办事项')).toBeVisible();
  await expect.poll(async () => (await leftOf(page, '欢迎')) < (await leftOf(page, '待办事项'))).toBe(true);
}

test.describe('editing a layout', () => {
  test('the administrator moves a widget, saves, reloads; the manager is unaffected; 恢复默认 restores it', async ({ page, context, request, baseURL, browser }, testInfo) => {
    const problems = watchPage(page);
    await signInByApi(context, request, baseURL!, 'admin');
    await page.goto('/index');
    await expectDefaultOrder(page);

    await page.getByRole('button', { name: '编辑布局' }).click();
    await expect(page.getByRole('toolbar', { name: '布局编辑' })).toBeVisible();
    await expect(page.getByRole('button', { name: '移除欢迎' })).toBeVisible();

    // Drag 欢迎 by its title bar far to the right: it takes the right-hand side, 待办事项 moves left.
    const head = frame(page, '欢迎').locator('.zp-widget-frame-head');
    const box = (await head.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 20; step++) await page.mouse.move(box.x + 40 + step * 42, box.y + box.height / 2 + 2);
    await page.mouse.up();
    await expect.poll(async () => (await leftOf(page, '欢迎')) > (await leftOf(page, '待办事项'))).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('edit-mode.png'), fullPage: true });

    // The catalogue lists the widget types the administrator may add.
    await page.getByRole('button', { name: '添加组件' }).click();
    const catalogue = page.getByRole('dialog').filter({ hasText: '添加组件' });
    await expect(catalogue.getByRole('button', { name: '添加待办事项' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('catalogue.png') });
    await page.keyboard.press('Escape');
    await expect(catalogue).toBeHidden();

    // Each widget's settings form is generated from its props schema.
    await page.getByRole('button', { name: '设置待办事项' }).click();
    const settings = page.getByRole('dialog').filter({ hasText: '组件设置：待办事项' });
    await expect(settings.getByLabel('pageSize')).toHaveValue('10');
    await page.screenshot({ path: testInfo.outputPath('settings.png') });
    await settings.getByRole('button', { name: /取\s*消/ }).click();
    await expect(settings).toBeHidden();

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByRole('button', { name: '编辑布局' })).toBeVisible();
    await page.reload();
    await expect(frame(page, '待办事项')).toBeVisible();
    await expect.poll(async () => (await leftOf(page, '欢迎')) > (await leftOf(page, '待办事项'))).toBe(true);

    // The manager's home page is still the default.
    const other = await browser.newContext({ baseURL });
    const managerPage = await other.newPage();
    await signInByApi(other, other.request, baseURL!, 'manager');
    await managerPage.goto('/index');
    await expectDefaultOrder(managerPage);
    await other.close();

    // 恢复默认 forgets the administrator's own layout.
    await page.getByRole('button', { name: '编辑布局' }).click();
    await page.getByRole('button', { name: '恢复默认' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('button', { name: '编辑布局' })).toBeVisible();
    await expectDefaultOrder(page);
    await page.reload();
    await expectDefaultOrder(page);
    expect(problems).toEqual([]);
  });
});
