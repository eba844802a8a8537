/**
 * The product review flow end to end, two people in two browsers against the real server:
 * `enterprise` adds a product with its front and back pictures on 企业产品 and submits it;
 * `manager` opens it from the home page's 待办 and fails it with a reason; the enterprise gets the message (the bell, 我的消息), opens the product from it, reads
 * the reason in the history, fixes the product (a new brand) and submits again; the manager passes
 * it; both see the same four-step history. Screenshots of each role's page along the way.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { watchPage } from './console';
import { choose, finishMove } from './evalHelpers';
import { png } from './files';
import { signInByApi } from './shellHelpers';

// Visible only: a tab left behind keeps its own record page, hidden.
const recordOf = (page: Page) => page.locator('[data-widget="record"]:visible');
const listOf = (page: Page) => page.locator('[data-widget="list"]:visible');
/** The drawer of a move, titled "<move>：<product>". */
const drawerOf = (page: Page, label: string) => page.getByRole('dialog', { name: new RegExp(`^${label}：`) });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The unread-notice popup of sign-in would cover the record's buttons in the picture.
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click().catch(() => undefined);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Makes a move from the record's header through its drawer. */
async function move(page: Page, label: string, opinion?: string): Promise<void> {
  await recordOf(page).getByRole('button', { name: label, exact: true }).click();
  const drawer = drawerOf(page, label);
  await expect(drawer).toBeVisible();
  if (opinion !== undefined) await drawer.getByRole('textbox', { name: '意见' }).fill(opinion);
  await finishMove(page, drawer, label);
}

/** The history entries as the timeline shows them, newest first. */
const historyOf = (page: Page) => recordOf(page).getByTestId('history-entry');

test('a product goes through review: submitted, failed with a reason, fixed, resubmitted, passed', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const stamp = String(Date.now()).slice(-6);
  const name = `E2E菜心${stamp}`;
  const reason = `背面图片缺少产地标识，请重新上传（${stamp}）`;

  const entCtx = await browser.newContext();
  await signInByApi(entCtx, request, base, 'enterprise');
  const ent = await entCtx.newPage();
  const entProblems = watchPage(ent);
  const mngCtx = await browser.newContext();
  await signInByApi(mngCtx, request, base, 'manager');
  const mng = await mngCtx.newPage();
  const mngProblems = watchPage(mng);

  // The enterprise adds the product with its pictures.
  await ent.goto('/views/zp-product');
  await expect(ent.getByRole('button', { name: '新增', exact: true })).toBeVisible({ timeout: 30_000 });
  await ent.getByRole('button', { name: '新增', exact: true }).click();
  const add = ent.getByRole('dialog', { name: /新增产品/ });
  await expect(add).toBeVisible();
  await add.getByLabel('产品名称').fill(name);
  await add.getByLabel('品牌').fill('鹏城绿源');
  await add.getByLabel('果蔬类').check();
  await choose(ent, add, '产品分类', '叶菜类');
  await add.getByLabel('规格(g/ml)').fill('2*800');
  await add.getByLabel('年产量(吨)').fill('120');
  // A vegetable grower's base is its 种植基地.
  await choose(ent, add, '生产场所', '鹏城绿源农业发展种植基地');
  const upload = (label: string) => add.locator('.ant-form-item').filter({ hasText: label }).locator('input[type=file]');
  await upload('正面图片').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(1, 48) });
  await upload('背面图片').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png(2, 48) });
  await expect(add.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')).toHaveCount(2);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();

  // A row click shows it as a draft, pictures and brand history included.
  const row = listOf(ent).getByRole('row', { name: new RegExp(name) });
  await row.click();
  const entRecord = recordOf(ent);
  await expect(entRecord.getByRole('heading', { name })).toBeVisible();
  await expect(entRecord.getByTestId('record-status')).toHaveText('草稿');
  await expect(entRecord.getByRole('img', { name: /正面图片/ })).toBeVisible();
  await expect(entRecord.getByRole('img', { name: /背面图片/ })).toBeVisible();
  await expect(entRecord.getByRole('region', { name: '品牌变更记录' }).getByRole('cell', { name: '鹏城绿源' })).toBeVisible();
  await expect(entRecord.getByText('暂无流转记录')).toBeVisible();
  await shot(ent, testInfo, '1-enterprise-draft');

  await move(ent, '提交审核');
  await expect(entRecord.getByTestId('record-status')).toHaveText('待审核');
  await expect(historyOf(ent)).toHaveCount(1);
  // The list beside it shows the new status too.
  await expect(row).toContainText('待审核');
  // A product under review can no longer be moved by the enterprise except back (撤回).
  await expect(entRecord.getByRole('button', { name: '撤回' })).toBeVisible();

  // The manager opens it from the home page's 待办.
  await mng.goto('/index');
  await mng.getByRole('button', { name: new RegExp(`^流程待办 企业产品审核：${name}`) }).click();
  await expect(mng).toHaveURL(/[?&]id=\d+/);
  const mngRecord = recordOf(mng);
  await expect(mngRecord.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await expect(mngRecord.getByTestId('record-status')).toHaveText('待审核');
  await shot(mng, testInfo, '2-manager-pending');

  // Failing it takes a reason (the drawer marks it required; that an empty one is refused there and by
  // the server is the record widget's story OpinionRequired, engine.test.ts and tests/server/product/product-review.test.ts).
  await mngRecord.getByRole('button', { name: '审核不通过', exact: true }).click();
  const mngDrawer = drawerOf(mng, '审核不通过');
  await expect(mngDrawer.locator('.ant-form-item-required').filter({ hasText: '意见' })).toBeVisible();
  await mngDrawer.getByRole('textbox', { name: '意见' }).fill(reason);
  await shot(mng, testInfo, '3-manager-fail-with-reason');
  await mngDrawer.getByRole('button', { name: '确定' }).click();
  await expect(mngDrawer).toBeHidden();
  await expect(mngRecord.getByTestId('record-status')).toHaveText('审核不通过');
  await expect(historyOf(mng).first()).toContainText(reason);
  await expect(mngRecord.getByRole('button', { name: '审核通过' })).toHaveCount(0);

  // The enterprise gets the message: the bell opens the product, whose history gives the reason.
  const title = `企业产品审核：${name}（审核不通过）`;
  await ent.getByTestId('msg-bell').click();
  const panel = ent.getByTestId('msg-bell-panel');
  // Flow messages are reminders: the 消息 tab, beside 通知.
  await panel.getByRole('tab', { name: /^消息/ }).click();
  await expect(panel.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await panel.getByRole('button', { name: new RegExp(title) }).click();
  await expect(ent).toHaveURL(/[?&]id=\d+/);
  const recordUrl = ent.url();
  await expect(recordOf(ent).getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await expect(recordOf(ent).getByTestId('record-status')).toHaveText('审核不通过');
  await expect(historyOf(ent).first()).toContainText(reason);
  await expect(historyOf(ent).first()).toContainText('待审核 → 审核不通过');
  await shot(ent, testInfo, '4-enterprise-failed');

  // 我的消息 has it too, with the reason in its content.
  await ent.goto('/views/msg-mine');
  const message = ent.getByRole('row', { name: new RegExp(title) });
  await expect(message).toBeVisible({ timeout: 30_000 });
  await message.getByRole('button', { name: '查看详情' }).click();
  const dialog = ent.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toContainText(reason);
  await shot(ent, testInfo, '5-enterprise-message');
  await dialog.locator('.ant-modal-footer').getByRole('button').click();

  // The record's address (a reload, a shared link) shows the same record.
  await ent.goto(recordUrl);
  await expect(recordOf(ent).getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await expect(recordOf(ent).getByTestId('record-status')).toHaveText('审核不通过');

  // The enterprise fixes it (a new brand) and submits again.
  await listOf(ent).getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: '编辑' }).click();
  const edit = ent.getByRole('dialog', { name: /编辑产品/ });
  await expect(edit.getByLabel('品牌')).toHaveValue('鹏城绿源');
  await edit.getByLabel('品牌').fill('绿源优选');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit).toBeHidden();
  const brands = recordOf(ent).getByRole('region', { name: '品牌变更记录' });
  await expect(brands.getByRole('cell', { name: '绿源优选' })).toBeVisible();
  await expect(brands.getByRole('cell', { name: '鹏城绿源' })).toBeVisible();
  await move(ent, '提交审核', '已按意见重新上传背面图片');
  await expect(recordOf(ent).getByTestId('record-status')).toHaveText('待审核');

  // The manager passes it.
  await mng.reload();
  await expect(mngRecord.getByTestId('record-status')).toHaveText('待审核', { timeout: 30_000 });
  await move(mng, '审核通过', '资料齐全，同意通过');
  await expect(mngRecord.getByTestId('record-status')).toHaveText('审核通过');
  await expect(mngRecord.getByRole('group', { name: '可执行的操作' })).toHaveCount(0);

  // Both see the same four steps.
  const steps = ['审核通过', '提交审核', '审核不通过', '提交审核'];
  await ent.reload();
  await expect(recordOf(ent).getByTestId('record-status')).toHaveText('审核通过', { timeout: 30_000 });
  for (const page of [ent, mng]) {
    const entries = historyOf(page);
    await expect(entries).toHaveCount(4);
    for (const [i, label] of steps.entries()) await expect(entries.nth(i)).toContainText(label);
    await expect(entries.nth(0)).toContainText('资料齐全，同意通过');
    await expect(entries.nth(2)).toContainText(reason);
    await expect(entries.nth(0)).toContainText('陈志远');
  }
  const entText = await historyOf(ent).allInnerTexts();
  const mngText = await historyOf(mng).allInnerTexts();
  expect(entText).toEqual(mngText);
  await shot(ent, testInfo, '6-enterprise-passed');
  await shot(mng, testInfo, '7-manager-passed');

  expect(entProblems).toEqual([]);
  expect(mngProblems).toEqual([]);
  await entCtx.close();
  await mngCtx.close();
});
