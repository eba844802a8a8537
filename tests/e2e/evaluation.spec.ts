/**
 * Management enters an application for an enterprise on 申请录入, which the enterprise then submits.
 * (A first application's whole journey, each step from 待办, is journey-evaluation.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { choose, closeNotices, finishMove, listOf, openMove, passedProduct, recordOf } from './evalHelpers';
import { watchPage } from './console';
import { signInByApi } from './shellHelpers';

test('management enters an application for an enterprise on 申请录入, which the enterprise then submits', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const product = `E2E录入鸡${String(Date.now()).slice(-6)}`;
  const { place } = await passedProduct(request, product);
  const enterprise = '深圳市鹏城绿源农业发展有限公司';

  const mngCtx = await browser.newContext();
  await signInByApi(mngCtx, request, base, 'manager');
  const mng = await mngCtx.newPage();
  const mngProblems = watchPage(mng);
  await mng.goto('/views/eval-apply-entry');
  // Until a row is chosen the page is its list alone.
  await expect(listOf(mng).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(recordOf(mng)).toHaveCount(0);
  await closeNotices(mng);
  await mng.getByRole('button', { name: '新增', exact: true }).click();
  const add = mng.getByRole('dialog', { name: /新增评价申请/ });
  await expect(add).toBeVisible();
  // Management is not stamped with an enterprise: it names one, and the pickers offer that enterprise's products and places.
  await choose(mng, add, '申请企业', enterprise);
  // The types this enterprise may choose are offered as choices (年度监督 never).
  await add.getByLabel('首次评价').check();
  await add.getByLabel('预包装食品').check();
  await choose(mng, add, '申报产品', product);
  await choose(mng, add, '申报场所', place);
  await add.getByLabel('联系人').fill('王建华');
  await add.getByLabel('联系电话').fill('13800000006');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();
  const row = listOf(mng).getByRole('row', { name: new RegExp(product) });
  await expect(row).toContainText(enterprise);
  await expect(row).toContainText('草稿');
  const code = (/PJ\d+/.exec(await row.innerText()) ?? [''])[0];
  await row.click();
  // Only the enterprise submits its application.
  await expect(recordOf(mng).getByRole('heading', { name: code })).toBeVisible();
  await expect(recordOf(mng).getByRole('button', { name: '提交申请' })).toHaveCount(0);

  const entCtx = await browser.newContext();
  await signInByApi(entCtx, request, base, 'enterprise');
  const ent = await entCtx.newPage();
  const entProblems = watchPage(ent);
  await ent.goto('/views/eval-list');
  const mine = listOf(ent).getByRole('row', { name: new RegExp(code) });
  await expect(mine).toContainText('草稿', { timeout: 30_000 });
  await closeNotices(ent);
  await mine.click();
  await finishMove(ent, await openMove(ent, '提交申请'), '提交申请');
  await expect(recordOf(ent).getByTestId('record-status')).toHaveText('已提交待受理');

  expect(mngProblems).toEqual([]);
  expect(entProblems).toEqual([]);
  await Promise.all([mngCtx.close(), entCtx.close()]);
});
