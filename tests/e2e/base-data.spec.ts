/**
 * The basic-data pages (基础数据): as admin, on 评价标准 add a standard with a bad number (the spec's
 * message), fix it, upload its text as a PDF, save, find it by search, edit it, delete it; and the
 * other pages (技术规范, 评价规则, 附件类型) open with their seeded rows; a standard a rule links
 * cannot be deleted (the server's message is shown).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchPage } from './console';
import { openFromSidebar, signInByApi } from './shellHelpers';

const popconfirmOk = (page: Page) => page.locator('.ant-popconfirm:visible').getByRole('button', { name: '确定' });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Types a date into an antd DatePicker of the dialog. */
async function pickDate(scope: Locator, label: string, date: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

/** Chooses an option of an antd Select of the dialog. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('admin keeps the evaluation standards: bad number refused, PDF attached, search, edit, delete', async ({ page, context, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchPage(page);
  const stamp = String(Date.now()).slice(-4);
  const code = `T/SZS 9${stamp}―2025`;

  await signInByApi(context, request, baseURL ?? '', 'admin');
  await page.goto('/index');
  await openFromSidebar(page, '基础数据', '评价标准');
  const search = page.getByRole('search');
  await expect(search).toBeVisible();
  await expect(page.getByRole('row', { name: /T\/SZS \d{4}―\d{4}/ }).first()).toBeVisible();

  // Add, with a bad number first.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增评价标准' });
  await expect(add).toBeVisible();
  await add.getByLabel('标准编号').fill('T/SZS-9001 2025');
  await add.getByLabel('标准名称').fill('圳品 荔枝');
  await choose(page, add, '标准级别', '团体标准');
  await add.getByLabel('果蔬类').check();
  await add.getByLabel('发布单位').fill('深圳市深圳标准促进会');
  await pickDate(add, '发布日期', '2025-05-10');
  await pickDate(add, '实施日期', '2025-06-01');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('标准编号格式如:T/SZS 2190―2021')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('standard-add-invalid.png') });

  // Fix it, and upload the standard's text.
  await add.getByLabel('标准编号').fill(code);
  const chooser = page.waitForEvent('filechooser');
  await add.getByRole('button', { name: '上传文件' }).click();
  await (await chooser).setFiles({ name: '圳品荔枝标准.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(add.getByRole('link', { name: '圳品荔枝标准.pdf' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('standard-add-filled.png') });
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();

  // Find it by its number.
  await search.getByLabel('标准编号').fill(`9${stamp}`);
  await search.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('row', { name: new RegExp(`9${stamp}―2025`) });
  await expect(row).toBeVisible();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(row).toContainText('现行');
  await expect(row).toContainText('圳品荔枝标准.pdf');
  await page.screenshot({ path: testInfo.outputPath('standard-found.png'), fullPage: true });

  // Edit: a new name, and an abolish date before the implement date is refused by the form
  // (the definition's date check, shown under the field; the server runs the same check).
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑评价标准' });
  await expect(edit.getByLabel('标准名称')).toHaveValue('圳品 荔枝');
  await edit.getByLabel('标准名称').fill('圳品 荔枝(修订)');
  await pickDate(edit, '废止日期', '2025-01-01');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit.getByText('必须晚于实施日期')).toBeVisible();
  await pickDate(edit, '废止日期', '2099-12-31');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('圳品 荔枝(修订)');
  await expect(row).toContainText('2099-12-31');

  // Delete it.
  await row.getByRole('button', { name: '删除' }).click();
  await popconfirmOk(page).click();
  await expect(row).toHaveCount(0);

  // A standard an evaluation rule links stays, with the reason.
  // More seeded standards than a page holds: the linked one is searched for.
  await search.getByLabel('标准编号').fill('2190');
  await search.getByRole('button', { name: '搜索' }).click();
  const linked = page.getByRole('row', { name: /T\/SZS 2190―2021/ });
  await linked.getByRole('button', { name: '删除' }).click();
  await popconfirmOk(page).click();
  await expect(page.getByText(/评价标准“T\/SZS 2190―2021 圳品 蔬菜”已被评价规则/)).toBeVisible();
  await expect(linked).toBeVisible();

  const unexpected = problems.filter((p) => !/favicon/.test(p));
  expect(unexpected).toEqual([]);
});

test('the other basic-data pages open with their seeded rows', async ({ page, context, request, baseURL }, testInfo) => {
  const problems = watchPage(page);
  await signInByApi(context, request, baseURL ?? '', 'admin');
  await page.goto('/index');
  for (const [title, text] of [
    ['技术规范', 'T/SZS 4002―2019'],
    ['评价规则', '果蔬类首次评价规则'],
    ['附件类型', '营业执照'],
  ] as const) {
    await openFromSidebar(page, '基础数据', title);
    await expect(page.getByRole('row', { name: new RegExp(text.replace(/[/]/g, '\\/')) }).first()).toBeVisible();
    if (title === '评价规则') await expect(page.getByRole('row', { name: /果蔬类首次评价规则.*V2\.0/ })).toContainText('T/SZS 2190―2021 圳品 蔬菜');
    await page.screenshot({ path: testInfo.outputPath(`${title}.png`) });
  }
  expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
});
