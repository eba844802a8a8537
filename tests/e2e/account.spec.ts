/**
 * The account screens on the real server: enterprise registration, the pending-audit reminder,
 * and changing a password through the dialog (which signs the user out). Each test that changes an
 * account uses its own fresh one, so the demo accounts other tests sign in with are left alone.
 * (The sign-in page's mobile rule and its redirect guard are the component's tests:
 * src/pages/LoginPage.test.tsx; a hostile redirect on the real server is shell.spec's.)
 */
import { expect, test, type Page } from '@playwright/test';
import { withUsccCheck } from '../../src/domain/validators';
import { watchPage } from './console';

const DEMO_PASSWORD = 'Demo#2026';

/** A registration nobody has made yet: unique username, mobile and credit code. */
function freshEnterprise() {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    orgName: `深圳市测试${n}农业有限公司`,
    creditCode: withUsccCheck(`91440300${n}`),
    contact: '测试联系人',
    username: `e2e_${n}`,
    mobile: `139${n.slice(-8)}`,
    password: 'Start#2026',
  };
}

async function register(page: Page, e: ReturnType<typeof freshEnterprise>) {
  await page.goto('/userRegister');
  await page.getByLabel('企业名称').fill(e.orgName);
  await page.getByLabel('统一社会信用代码').fill(e.creditCode);
  await page.getByLabel('联系人').fill(e.contact);
  await page.getByLabel('用户名').fill(e.username);
  await page.getByLabel('手机号码').fill(e.mobile);
  await page.getByLabel('密码', { exact: true }).fill(e.password);
  await page.getByLabel('确认密码').fill(e.password);
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByText('注册申请已提交')).toBeVisible();
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test.describe('account screens', () => {
  test('an enterprise registers through /userRegister and is told the application awaits review', async ({ page }, testInfo) => {
    const problems = watchPage(page);
    const e = freshEnterprise();
    await register(page, e);
    await expect(page.getByText(/等待管理端审核/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('registered.png'), fullPage: true });
    await page.getByRole('link', { name: '去登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(problems).toEqual([]);
  });

  test('a user whose registration is pending sees the pending-audit reminder', async ({ page }, testInfo) => {
    await page.goto('/login');
    await signIn(page, 'pending', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/index$/);
    const notice = page.locator('.ant-notification-notice').filter({ hasText: '注册信息待审核' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('深圳市新禾农业科技有限公司');
    await expect(notice).toContainText('注册申请正在审核中');
    await page.screenshot({ path: testInfo.outputPath('pending.png') });
  });

  test('a fresh user changes the password through the dialog, is signed out, and signs in with the new one', async ({ page }) => {
    const e = freshEnterprise();
    await register(page, e);
    await page.goto('/login?redirect=%2FpersonalCenterIndex');
    await signIn(page, e.username, e.password);
    await expect(page).toHaveURL(/\/personalCenterIndex$/);
    await page.getByRole('button', { name: /修改密码/ }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码').fill(e.password);
    await dialog.getByLabel('新密码').fill('Fresh#2027');
    await dialog.getByLabel('确认密码').fill('Fresh#2028');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('检查，两次输入的密码是否一致')).toBeVisible();
    await dialog.getByLabel('确认密码').fill('Fresh#2027');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, e.username, e.password);
    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
    await signIn(page, e.username, 'Fresh#2027');
    await expect(page).toHaveURL(/\/index$/);
  });
});
