/**
 * The users page (系统管理 > 用户管理): a resource-list of sysuser against the real server. As
 * admin: search, add a user (a bad mobile is refused with the spec's message), find it, edit it,
 * disable it, reset its password, export the list, delete it.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from './console';
import { openFromSidebar, signInByApi } from './shellHelpers';

const popconfirmOk = (page: Page) => page.locator('.ant-popconfirm:visible').getByRole('button', { name: '确定' });

test('admin manages a user from the users page', async ({ page, context, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const problems = watchPage(page);
  const stamp = String(Date.now()).slice(-6);
  const username = `e2euser${stamp}`;
  const mobile = `139${stamp}00`;

  await signInByApi(context, request, baseURL ?? '', 'admin');
  await page.goto('/index');
  await openFromSidebar(page, '系统管理', '用户管理');
  const search = page.getByRole('search');
  await expect(search).toBeVisible();

  // Search: admin finds itself.
  await search.getByLabel('用户名').fill('admin');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('row', { name: /admin/ }).first()).toBeVisible();

  // Add, with a bad mobile first.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增用户' });
  await expect(add).toBeVisible();
  await add.getByLabel('用户名').fill(username);
  await add.getByLabel('密码').fill('Abc123!x');
  await add.getByLabel('姓名').fill('测试用户');
  await add.getByLabel('男').check();
  await add.getByLabel('手机号码').fill('12345');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('请输入正确的手机号码')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('users-add-invalid.png') });
  await add.getByLabel('手机号码').fill(mobile);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();

  // Find it.
  await search.getByLabel('用户名').fill(username);
  await search.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toBeVisible();
  await expect(page.getByText('共 1 条')).toBeVisible();

  // Edit its name.
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑用户' });
  await expect(edit.getByLabel('姓名')).toHaveValue('测试用户');
  await expect(edit.getByLabel('密码')).toHaveCount(0);
  await edit.getByLabel('姓名').fill('测试用户改');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('测试用户改');

  // Disable it.
  await row.getByRole('button', { name: '停用' }).click();
  await popconfirmOk(page).click();
  await expect(row.getByRole('button', { name: '启用' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('users-page.png'), fullPage: true });

  // Reset its password: the generated one is shown once.
  await row.getByRole('button', { name: '重置密码' }).click();
  await popconfirmOk(page).click();
  await expect(page.getByTestId('reset-password')).toHaveText(/\S{6,}/);
  await page.getByRole('button', { name: '知道了' }).click();

  // Export the current query (this one user) to Excel.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toBe('用户.xlsx');

  // Delete it.
  await row.getByRole('button', { name: '删除' }).click();
  await popconfirmOk(page).click();
  await expect(row).toHaveCount(0);
  await expect(page.locator('.ant-empty-description').getByText('暂无数据')).toBeVisible();

  expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
});
