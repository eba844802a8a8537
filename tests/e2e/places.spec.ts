/**
 * The enterprise's places page (企业中心 > 企业场所) with the map address picker: as `enterprise`,
 * add a place, search the known places and areas in the picker, pick a hit, confirm, and the
 * address and coordinates land in the form and in the saved row. Works offline (the base map is
 * the project's own map data).
 */
import { expect, test } from '@playwright/test';
import { watchPage } from './console';
import { openFromSidebar, signInByApi } from './shellHelpers';

test('an enterprise records a place with the map address picker', async ({ page, context, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const problems = watchPage(page);
  const name = `E2E场所${String(Date.now()).slice(-6)}`;

  await signInByApi(context, request, baseURL ?? '', 'enterprise');
  await page.goto('/index');
  await openFromSidebar(page, '企业中心', '企业场所');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: /新增场所/ });
  await expect(add).toBeVisible();
  await add.getByLabel('场所名称').fill(name);
  await add.getByLabel('场所类型').click();
  await page.locator('.ant-select-item-option[title="加工场所"]').click();

  // The picker: search an area, take the hit, confirm.
  await add.getByRole('button', { name: /地图选点/ }).click();
  const map = page.getByRole('dialog', { name: '地图选点' });
  await expect(map).toBeVisible();
  await map.getByRole('searchbox', { name: '搜索地点' }).fill('南山区');
  await map.getByRole('button', { name: /搜\s*索/ }).click();
  const hits = map.getByRole('region', { name: '搜索结果' });
  await hits.getByText('广东省深圳市南山区', { exact: false }).first().click();
  await expect(map.getByPlaceholder('请输入经度')).not.toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('place-map-picker.png') });
  await map.getByRole('button', { name: /确\s*定/ }).click();
  await expect(map).toBeHidden();
  await expect(add.getByLabel('经度')).not.toHaveValue('');
  await expect(add.getByLabel('纬度')).not.toHaveValue('');
  await expect(add.getByRole('textbox', { name: '地址与坐标' })).toHaveValue(/南山区/);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('南山区');
  await page.screenshot({ path: testInfo.outputPath('places-list.png') });
  expect(problems).toEqual([]);
});
