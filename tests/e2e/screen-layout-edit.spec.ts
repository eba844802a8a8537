/**
 * Rearranging the big screen with the portal's layout editor ("the screen is a layout of
 * widgets like any other page, so it can be rearranged with the same editor"), against the real
 * server: the administrator opens the `screen` layout from 布局管理 (编辑布局 lands on the menu page
 * 大屏布局 in edit mode), removes 抽检合格率 and drags 年度监督 down into its place, saves; the wall
 * (screen.html, which reads the user's own `screen` layout) then draws it that way; 恢复默认 brings
 * the shipped src/layouts/screen.json back, on the wall too.
 *
 * The administrator rather than the manager: the save is the user's own layout, and the manager's
 * wall is what screen.spec.ts checks at the same time on the other worker.
 */
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { realProblems, watchPage } from './console';
import { signInByApi } from './shellHelpers';

const SHOTS = process.env.ZP_SCREEN_SHOTS;
/** The titled boxes of the shipped screen layout. */
const BOXES = ['圳品概况', '监督检查', '年度监督', '抽检合格率', '圳品种类覆盖情况', '圳品评价情况', '标准体系与评价制度情况', '重点区域圳品情况', '对口帮扶地区'];

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const rect = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

async function shoot(page: Page, name: string, testInfo: { outputPath: (n: string) => string }) {
  const shot = await page.screenshot();
  fs.writeFileSync(testInfo.outputPath(`${name}.png`), shot);
  if (SHOTS) fs.writeFileSync(`${SHOTS}/${name}.png`, shot);
}

/** Opens the wall in its own tab (as 打开大屏 does; its problems go to `problems`) and waits until every box shown has drawn. */
async function openWall(page: Page, boxes: readonly string[], problems: string[]): Promise<Page> {
  const [wall] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: '打开大屏' }).click()]);
  const seen = watchPage(wall);
  wall.on('close', () => problems.push(...seen));
  await wall.setViewportSize({ width: 1920, height: 1080 });
  await expect(wall.getByRole('heading', { name: '圳品数据大屏' })).toBeVisible();
  for (const title of boxes) {
    await expect(region(wall, title), title).toBeVisible();
    await expect(region(wall, title).getByRole('status', { name: '加载中' }), `${title} still loading`).toHaveCount(0, { timeout: 20_000 });
  }
  return wall;
}

test.describe('rearranging the big screen', () => {
  test('the administrator removes and moves boxes of the wall in the layout editor, screen.html shows it, 恢复默认 restores it', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const problems = watchPage(page);
    await signInByApi(context, request, baseURL!, 'admin');
    await page.setViewportSize({ width: 1920, height: 1080 });

    // 布局管理 lists the screen layout as mounted by the menu page 大屏布局; 编辑布局 opens it in edit mode.
    await page.goto('/views/sys-layout');
    await page.getByRole('textbox', { name: '布局编号' }).fill('screen');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'screen', exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: '大屏布局', exact: true })).toBeVisible();
    await row.getByRole('button', { name: '编辑布局' }).click();

    await expect(page.getByText('这里编辑的是数据大屏的布局')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: '布局编辑' })).toBeVisible();
    await expect(page.locator('[data-layout-id="screen"] [data-testid="layout-grid"]')).toHaveAttribute('data-editing', 'true');
    for (const title of BOXES) await expect(region(page, title), title).toBeVisible();
    await shoot(page, 'screen-layout-editor', testInfo);

    // Remove 抽检合格率 (bottom left) and drag 年度监督 six rows down into its place (30 px rows, 16 px gaps).
    const annualBefore = await rect(region(page, '年度监督'));
    await page.getByRole('button', { name: '移除抽检合格率' }).click();
    await expect(region(page, '抽检合格率')).toHaveCount(0);
    const head = region(page, '年度监督').locator('.zp-widget-frame-head');
    const h = await rect(head);
    const startX = h.x + 60;
    const startY = h.y + h.height / 2;
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) await page.mouse.move(startX, startY + (step * 6 * 46) / 12);
    await page.mouse.up();
    await expect.poll(async () => Math.round((await rect(region(page, '年度监督'))).y - annualBefore.y)).toBe(6 * 46);
    await shoot(page, 'screen-layout-edited', testInfo);

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByRole('button', { name: '编辑布局' })).toBeVisible();
    const saved = await request.get('/api/layout/screen', { headers: { 'X-Token': (await context.cookies()).find((c) => c.name === 'X-Token')!.value } });
    const body = (await saved.json()).data;
    expect(body.source).toBe('user');
    expect(Object.keys(body.doc.widgets)).not.toContain('quality');
    expect(body.doc.items.find((i: { i: string }) => i.i === 'annual')).toMatchObject({ x: 0, y: 18, w: 6, h: 6 });

    // The wall draws the saved layout: no 抽检合格率, 年度监督 at the bottom of the left column, a gap above it.
    const shown = BOXES.filter((b) => b !== '抽检合格率');
    const wall = await openWall(page, shown, problems);
    await expect(region(wall, '抽检合格率')).toHaveCount(0);
    const supervision = await rect(region(wall, '监督检查'));
    const annual = await rect(region(wall, '年度监督'));
    const assistance = await rect(region(wall, '对口帮扶地区'));
    expect(Math.abs(annual.x - supervision.x)).toBeLessThan(2);
    expect(annual.y - (supervision.y + supervision.height)).toBeGreaterThan(supervision.height * 0.8);
    // Same rows as the right column's last box: the rows still stretch to the full height.
    expect(Math.abs(annual.y - assistance.y)).toBeLessThan(2);
    expect(Math.abs(annual.height - assistance.height)).toBeLessThan(2);
    await wall.waitForTimeout(1500); // counters finish counting up
    await shoot(wall, 'screen-after-save', testInfo);
    await wall.close();

    // 恢复默认 forgets the administrator's own screen layout: the editor and the wall show the shipped one.
    await page.getByRole('button', { name: '编辑布局' }).click();
    await page.getByRole('button', { name: '恢复默认' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('button', { name: '编辑布局' })).toBeVisible();
    await expect(region(page, '抽检合格率')).toBeVisible();
    const restored = await openWall(page, BOXES, problems);
    const quality = await rect(region(restored, '抽检合格率'));
    const annualRestored = await rect(region(restored, '年度监督'));
    expect(quality.y).toBeGreaterThan(annualRestored.y + annualRestored.height);
    await restored.close();
    expect(realProblems(problems)).toEqual([]);
  });
});
