/**
 * The portal's shell against the real server: sign-in and the way back, the server's menu in the
 * sidebar, tabs and their context menu, reloads and deep links, the 401 path, a hostile
 * redirect, and the phone-sized layout.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from './console';
import {
  apiToken,
  browserToken,
  expectedTopLevel,
  menuTree,
  openFromSidebar,
  openPages,
  sidebar,
  sidebarTopLevel,
  signInByApi,
  signInOnPage,
} from './shellHelpers';

const tab = (page: Page, title: string) => openPages(page).getByRole('link', { name: title, exact: true });
const tabs = (page: Page) => openPages(page).getByRole('link');

test.describe('the portal shell', () => {
  test('signing in from /index?x=1 returns there, with the server menu in the sidebar', async ({ page, request }, testInfo) => {
    const problems = watchPage(page);
    await page.goto('/index?x=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Findex%3Fx%3D1$/);
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/index\?x=1$/);
    await expect(page).toHaveTitle('首页 - 圳品评价管理平台');

    const expected = expectedTopLevel(await menuTree(request, await apiToken(request, 'admin')));
    await expect(sidebarTopLevel(page)).toHaveText(expected);
    await expect(page.getByRole('button', { name: '数据大屏' })).toBeVisible(); // admin's organisation is a management body
    await page.screenshot({ path: testInfo.outputPath('admin-home.png') });
    expect(problems).toEqual([]);
  });

  test('three pages make three tabs; Close Others keeps home and the current one; a reload stays', async ({ page, context, request, baseURL }, testInfo) => {
    const problems = watchPage(page);
    await signInByApi(context, request, baseURL!, 'admin');
    await page.goto('/index');
    await expect(tab(page, '首页')).toBeVisible();

    await openFromSidebar(page, '系统管理', '用户管理');
    await openFromSidebar(page, '系统管理', '字典管理');
    await openFromSidebar(page, '评价管理', '评价列表');
    await expect(tabs(page)).toHaveText(['首页', '用户管理', '字典管理', '评价列表']);
    await expect(tab(page, '评价列表')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.zp-breadcrumb')).toContainText('评价管理');
    await page.screenshot({ path: testInfo.outputPath('three-tabs.png') });

    // Back to an earlier tab by clicking it: it comes back where it was left (the top), not at
    // the position the window had on the page shown last.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await tab(page, '用户管理').click();
    await expect(page).toHaveTitle('用户管理 - 圳品评价管理平台');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A context menu sits at the pointer and closes when the page scrolls (antd / rc-trigger,
    // alignPoint). Under load (two browsers and other specs' servers on two cores) Playwright has
    // found the item before the menu was aligned and scrolled the page to reach it, closing it. A
    // user would simply right-click again, and so does this test.
    await expect(async () => {
      await tab(page, '字典管理').click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭其他' }).click({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(tabs(page)).toHaveText(['首页', '字典管理']);
    await expect(tab(page, '字典管理')).toHaveAttribute('aria-current', 'page');
    const url = page.url();
    expect(new URL(url).pathname).toMatch(/^\/\d+_\d+$/);

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page).toHaveTitle('字典管理 - 圳品评价管理平台');
    await expect(tab(page, '字典管理')).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('menuitem', { name: '字典管理' })).toHaveClass(/ant-menu-item-selected/);
    await page.screenshot({ path: testInfo.outputPath('after-reload.png') });
    expect(problems).toEqual([]);
  });

  test('a deep link to a menu route lands there without passing through 404', async ({ page, context, request, baseURL }) => {
    const problems = watchPage(page);
    const token = await signInByApi(context, request, baseURL!, 'admin');
    const system = (await menuTree(request, token)).find((g) => g.title === '系统管理')!;
    const users = system.children.find((c) => c.title === '用户管理')!;
    const deep = `/${system.id}_${users.id}?page=2`;
    const seen: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && seen.push(new URL(f.url()).pathname));
    await page.goto(deep);
    await expect(page).toHaveTitle('用户管理 - 圳品评价管理平台');
    await expect(page).toHaveURL(new RegExp(`${deep.replace('?', '\\?')}$`));
    await expect(page.locator('body')).not.toContainText('404');
    expect(seen.filter((p) => p === '/404' || p === '/index')).toEqual([]);

    // An unknown path goes to /404, which goes on to the home page.
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page).toHaveTitle('首页 - 圳品评价管理平台');
    expect(problems).toEqual([]);
  });

  test('a tab keeps what was typed while another tab is shown', async ({ page, context, request, baseURL }) => {
    await signInByApi(context, request, baseURL!, 'admin');
    await page.goto('/myself');
    await expect(page).toHaveURL(/\/personalCenterIndex$/);
    const email = page.getByLabel('邮箱');
    await email.fill('kept@zp-demo.cn');
    await openFromSidebar(page, '系统管理', '用户管理');
    await expect(email).toBeHidden();
    await tab(page, '个人中心').click();
    await expect(email).toHaveValue('kept@zp-demo.cn');
    // Refresh remounts the page: the typing is gone.
    await tab(page, '个人中心').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await expect(page.getByLabel('邮箱')).not.toHaveValue('kept@zp-demo.cn');
  });

  test("an enterprise user's sidebar is its own, not admin's", async ({ page, context, request, baseURL }, testInfo) => {
    const problems = watchPage(page);
    const token = await signInByApi(context, request, baseURL!, 'enterprise');
    await page.goto('/index');
    const mine = expectedTopLevel(await menuTree(request, token));
    const admins = expectedTopLevel(await menuTree(request, await apiToken(request, 'admin')));
    expect(mine).not.toEqual(admins);
    await expect(sidebarTopLevel(page)).toHaveText(mine);
    await expect(sidebar(page)).not.toContainText('系统管理员');
    await expect(page.getByRole('button', { name: '数据大屏' })).toHaveCount(0); // not a management body
    await page.screenshot({ path: testInfo.outputPath('enterprise-home.png') });
    expect(problems).toEqual([]);
  });

  test('a token revoked on the server sends the next navigation to /login with the way back', async ({ page, context, request, baseURL }) => {
    // A token of its own: the revoked one is not the one the worker's other tests share.
    await signInByApi(context, request, baseURL!, 'admin', { fresh: true });
    await page.goto('/index');
    await openFromSidebar(page, '系统管理', '用户管理');
    const where = new URL(page.url()).pathname;

    const revoked = await page.request.get('/logout', { headers: { 'X-Token': await browserToken(context) } });
    expect((await revoked.json()).code).toBe(200);

    await page.goto(where);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(where)}$`));
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('curUser'))).toBeNull();
  });

  test('an outside redirect is ignored after sign-in', async ({ page, baseURL }) => {
    await page.goto('/login?redirect=//evil.example');
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(`${baseURL}/index`);
    await expect(tab(page, '首页')).toBeVisible();
  });

  test('logout from the user menu clears the tabs and goes to /login', async ({ page, context, request, baseURL }) => {
    // Logging out revokes the token: one of its own.
    await signInByApi(context, request, baseURL!, 'admin', { fresh: true });
    await page.goto('/index');
    await openFromSidebar(page, '系统管理', '用户管理');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/index');
    await expect(page).toHaveURL(/\/login\?redirect=%2Findex$/);
  });

  test('at 375 px the sidebar is a drawer and the content stays readable', async ({ page, context, request, baseURL }, testInfo) => {
    const problems = watchPage(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInByApi(context, request, baseURL!, 'admin');
    await page.goto('/index');
    await expect(tab(page, '首页')).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('mobile-home.png') });

    await page.getByRole('button', { name: '展开/收起菜单' }).click();
    await expect(sidebar(page)).toBeVisible();
    // Wait for the drawer to finish sliding in: 211 px from the left edge.
    await expect.poll(async () => (await sidebar(page).boundingBox())?.x).toBe(0);
    await expect.poll(async () => Math.round((await sidebar(page).boundingBox())?.width ?? 0)).toBe(211);
    await page.screenshot({ path: testInfo.outputPath('mobile-drawer.png') });
    await openFromSidebar(page, '系统管理', '用户管理');
    await expect(sidebar(page)).toBeHidden(); // closed after navigating
    await expect(page.locator('.zp-navbar-title')).toHaveText('用户管理');
    // Nothing wider than the phone: no sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('mobile-page.png') });
    expect(problems).toEqual([]);
  });
});
