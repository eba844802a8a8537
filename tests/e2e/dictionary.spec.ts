/**
 * The dictionary page (系统管理 > 字典管理): two resource-lists side by side joined by the layout
 * variable `dicId`. As admin: the item list asks for a dictionary, follows the one clicked, follows
 * another, and a new item is added to the selected dictionary.
 */
import { expect, test } from '@playwright/test';
import { watchPage } from './console';
import { openFromSidebar, signInByApi } from './shellHelpers';

test('the item list follows the selected dictionary', async ({ page, context, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const problems = watchPage(page);
  const label = `电商平台${String(Date.now()).slice(-5)}`;

  await signInByApi(context, request, baseURL ?? '', 'admin');
  await page.goto('/index');
  await openFromSidebar(page, '系统管理', '字典管理');
  const dics = page.getByRole('region', { name: '字典', exact: true });
  const items = page.getByRole('region', { name: '字典项', exact: true });
  await expect(items.getByText('请先选择字典')).toBeVisible();

  // Pick 性别 (found through the dictionary search): its items show.
  const dicSearch = dics.getByRole('search');
  await dicSearch.getByLabel('字典编码').fill('SEX');
  await dicSearch.getByRole('button', { name: '搜索' }).click();
  await dics.getByRole('row', { name: /SEX/ }).click();
  await expect(items.getByRole('row', { name: /女/ })).toBeVisible();
  await expect(items.getByRole('row', { name: /男/ })).toBeVisible();
  await expect(dics.getByRole('row', { name: /SEX/ })).toHaveClass(/zp-row-active/);

  // Another dictionary: the list follows.
  await dicSearch.getByLabel('字典编码').fill('CHANNEL_TYPE');
  await dicSearch.getByRole('button', { name: '搜索' }).click();
  await dics.getByRole('row', { name: /CHANNEL_TYPE/ }).click();
  await expect(items.getByRole('row', { name: /批发市场/ })).toBeVisible();
  await expect(items.getByRole('row', { name: /女/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('dictionary-follow.png') });

  // Add an item: the dialog is already bound to the selected dictionary.
  await items.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增字典项' });
  await expect(add).toBeVisible();
  await expect(add.getByText('渠道类型')).toBeVisible();
  await add.getByLabel('字典标签').fill(label);
  await add.getByLabel('字典值').fill('9');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();
  await expect(items.getByRole('row', { name: new RegExp(label) })).toBeVisible();

  // It belongs to that dictionary only.
  await dicSearch.getByLabel('字典编码').fill('SEX');
  await dicSearch.getByRole('button', { name: '搜索' }).click();
  await dics.getByRole('row', { name: /SEX/ }).click();
  await expect(items.getByRole('row', { name: /女/ })).toBeVisible();
  await expect(items.getByRole('row', { name: new RegExp(label) })).toHaveCount(0);

  expect(problems).toEqual([]);
});
