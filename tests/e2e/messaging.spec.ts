/**
 * Messaging across two signed-in users: `admin` composes a notice with an attachment for
 * the enterprise organisation on 消息推送; `enterprise`, already signed in in a second browser
 * context, sees the bell count rise without reloading, opens the popover, clicks the notice, lands
 * on its page (我的消息 with the message open) and downloads the attachment. The content carries
 * `<img src=x onerror=alert(1)>`, which must never run. In 消息列表, 批量已读 with nothing selected
 * says 请选中需要批量操作的内容.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './shellHelpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function bellCount(page: Page): Promise<number> {
  const sup = page.getByTestId('msg-bell').locator('.ant-badge-count');
  if (!(await sup.count())) return 0;
  const title = await sup.first().getAttribute('title');
  return Number(title ?? '0');
}

test('a notice pushed by admin reaches the signed-in enterprise live, opens, and its attachment downloads', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const stamp = String(Date.now()).slice(-6);
  const title = `关于提交年度自查报告的通知 ${stamp}`;

  // The enterprise is signed in first and stays on its home page.
  const entCtx = await browser.newContext({ acceptDownloads: true });
  await signInByApi(entCtx, request, base, 'enterprise');
  const ent = await entCtx.newPage();
  const alerts: string[] = [];
  ent.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await ent.goto('/index');
  await expect(ent.getByTestId('msg-bell')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => bellCount(ent)).toBeGreaterThan(0); // the seeded unread messages
  const before = await bellCount(ent);

  // Admin composes and sends on 消息推送.
  const adminCtx = await browser.newContext();
  await signInByApi(adminCtx, request, base, 'admin');
  const admin = await adminCtx.newPage();
  await admin.goto('/views/msg-push');
  const compose = admin.locator('form').filter({ has: admin.getByRole('button', { name: '发送' }) });
  await expect(compose).toBeVisible({ timeout: 30_000 });
  await compose.getByRole('combobox', { name: '消息类别' }).click();
  await admin.locator('.ant-select-item-option[title="系统消息"]').click();
  await compose.getByRole('textbox', { name: '消息标题' }).fill(title);
  await compose.getByRole('textbox', { name: '消息内容' }).fill('<p>请于月底前提交年度自查报告。</p><img src=x onerror=alert(1)>');
  await compose.locator('input[type=file]').setInputFiles({ name: '自查报告模板.pdf', mimeType: 'application/pdf', buffer: PDF });
  // Uploaded: the list item becomes a download link.
  await expect(compose.getByRole('link', { name: '自查报告模板.pdf' })).toBeVisible();
  const targets = compose.getByRole('combobox', { name: '接收对象' });
  await targets.click();
  await targets.fill('鹏城绿源');
  await admin.locator('.ant-select-item-option[title="深圳市鹏城绿源农业发展有限公司"]').click();
  await compose.getByRole('button', { name: '发送' }).click();
  await expect(admin.getByText(/已推送给 \d+ 位接收人/)).toBeVisible();

  // The enterprise's bell rises without a reload (polling every few seconds while visible); by at
  // least one, since a workflow test on another worker may notify the same enterprise meanwhile.
  await expect.poll(() => bellCount(ent), { timeout: 20_000 }).toBeGreaterThan(before);

  // Popover -> the notice -> its page with the dialog, the attachment downloads.
  await ent.getByTestId('msg-bell').click();
  const panel = ent.getByTestId('msg-bell-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: new RegExp(title) }).click();
  await expect(ent).toHaveURL(/msgId=\d+/);
  const dialog = ent.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-modal-title')).toHaveText('通知');
  await expect(dialog.getByText('请于月底前提交年度自查报告。')).toBeVisible();
  await expect(dialog.getByText('附件下载')).toBeVisible();
  // The sanitised image has neither its handler nor its bogus source.
  await expect(dialog.locator('img[onerror]')).toHaveCount(0);
  const downloading = ent.waitForEvent('download');
  await dialog.getByRole('link', { name: /自查报告模板\.pdf/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('自查报告模板.pdf');
  expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
  await dialog.getByRole('button', { name: '关闭' }).last().click();

  // Clicking it in the popover marked it read: the popover's unread list no longer offers it. (Not
  // the badge's count: a workflow test on another worker may notify the same enterprise meanwhile.)
  await ent.getByTestId('msg-bell').click();
  await expect(ent.getByTestId('msg-bell-panel').getByRole('button', { name: new RegExp(title) })).toHaveCount(0);

  // 消息列表: batch mark read with nothing selected.
  await ent.getByTestId('msg-bell-panel').getByRole('button', { name: '更多' }).click();
  const list = ent.getByRole('dialog').filter({ hasText: '消息列表' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await list.getByRole('button', { name: '批量已读' }).click();
  await expect(ent.getByText('请选中需要批量操作的内容')).toBeVisible();

  expect(alerts).toEqual([]);
  await adminCtx.close();
  await entCtx.close();
});
