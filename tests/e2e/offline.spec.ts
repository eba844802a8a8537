/**
 * On site with no network, on a phone (375×812): the inspector opens the portal once (the service
 * worker keeps its files, the device the task), then in a field with no signal reloads it, records
 * an observation and a visit's photo, closes the page and opens it again — still offline, the
 * records there as 待同步 — and when the network returns finds each of them on the server, once.
 * The testing unit's sample and the evaluator's photos likewise. An edit that meets a record changed meanwhile waits for the
 * inspector's choice; a record for a
 * task stopped meanwhile is refused and kept until given up.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { EVAL_STATUS, JD_SITE_STATUS, JD_TASK_STATUS } from '../../src/domain/codes';
import { EVAL_SITE_PATHS } from '../../src/domain/resources/evalSite';
import { EVAL_PREFIX } from '../../src/domain/resources/evaluation';
import { JD_PATHS } from '../../src/domain/resources/jd';
import { SYNC_TEXT } from '../../src/domain/sync';
import { api, fromTodo, widgetOf } from './evalHelpers';
import { png } from './files';
import { apiToken, signInByApi } from './shellHelpers';

const PHONE = { width: 375, height: 812 };

test.use({ serviceWorkers: 'allow', viewport: PHONE });

interface TaskRow {
  id: number;
  code: string;
}
interface Visit {
  id: number;
  placeName: string | null;
  status: number;
}

/** The demo inspector's task on site, and one of its visits under way. */
async function taskOnSite(request: APIRequestContext, token: string): Promise<{ task: TaskRow; onSiteId: number; visit: Visit }> {
  const page = await api<{ content: TaskRow[] }>(request, token, 'POST', `${JD_PATHS.task.prefix}/page?search.status_eq=${JD_TASK_STATUS.siteSupervision}&page.size=20`);
  for (const task of page.content) {
    const site = await api<{ id: number } | null>(request, token, 'GET', `${JD_PATHS.site.byTask}?taskId=${task.id}`);
    const visits = await api<Visit[]>(request, token, 'POST', JD_PATHS.site.lst, { taskId: task.id });
    const visit = visits.find((v) => v.status === JD_SITE_STATUS.onSite);
    if (site && visit) return { task, onSiteId: site.id, visit };
  }
  throw new Error('the demo world has no task on site with a visit under way for the inspector');
}

/**
 * A phone of `username`, signed in, once with the network: the service worker in control of the
 * page, the record `code` opened from the 待办, its widget `key` shown and kept on the device.
 */
async function onPhone(browser: Browser, request: APIRequestContext, base: string, username: string, code: string, key: string): Promise<{ ctx: BrowserContext; page: Page; widget: Locator; token: string }> {
  const ctx = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow', locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
  const token = await signInByApi(ctx, request, base, username);
  const page = await ctx.newPage();
  await page.goto('/index');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await fromTodo(page, new RegExp(code));
  const widget = await widgetOf(page, key);
  await keptOnDevice(page);
  return { ctx, page, widget, token };
}

/** The device has written what the page read (the cache is kept a second after it changes). */
async function keptOnDevice(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('zp-device');
              open.onsuccess = () => {
                const count = open.result.transaction('kept').objectStore('kept').count();
                count.onsuccess = () => resolve(count.result);
              };
              open.onerror = () => resolve(0);
            }),
        ),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(1);
}

test('an inspector works a visit with no network: kept through a reload and a closed page, sent once when the network returns', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const token = await apiToken(request, 'inspector');
  const { task, onSiteId, visit } = await taskOnSite(request, token);
  const stamp = `${Date.now() % 100_000}`;
  const clause = `离线 ${stamp} 投入品管理`;
  const description = `离线拍摄 ${stamp}`;

  // One visit with the network: the service worker takes the portal's files, the device the task.
  const phone = await onPhone(browser, request, base, 'inspector', task.code, 'site');
  const { ctx, page } = phone;
  let site = phone.widget;
  const taskUrl = page.url();
  await expect(site.getByTestId('jd-site-kept')).toContainText('已保存到本机');

  // No signal: the portal opens from the device.
  await ctx.setOffline(true);
  await page.reload();
  site = await widgetOf(page, 'site');
  await expect(site.getByText('当前离线')).toBeVisible({ timeout: 30_000 });

  // The visits' photos opened online show from the device too.
  await site.getByRole('tab', { name: '现场计划' }).click();
  const photoShown = site.locator('img[src*="/download"]').first();
  await expect(photoShown).toBeVisible();
  await expect.poll(() => photoShown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // An observation.
  await site.getByRole('tab', { name: '现场记录' }).click();
  await site.getByRole('button', { name: '新增现场观察记录' }).click();
  const observed = page.getByRole('dialog', { name: /现场观察记录/ });
  await observed.getByLabel('检查条款').fill(clause);
  await observed.getByLabel('观察内容').fill('农药仓库上锁，出入库台账记录完整。');
  await observed.getByRole('button', { name: /保\s*存/ }).click();
  await expect(observed).toBeHidden();
  await expect(page.getByText(SYNC_TEXT.savedOnDevice).first()).toBeVisible();
  await expect(site.getByRole('listitem', { name: `现场观察记录 ${clause} 待同步` })).toBeVisible();

  // A photo of the visit under way.
  const place = visit.placeName ?? '';
  await site.getByRole('tab', { name: '现场计划' }).click();
  await site.getByRole('button', { name: `${place} 上传照片` }).click();
  const photo = page.getByRole('dialog', { name: new RegExp(place) });
  await photo.getByRole('combobox', { name: '图片类型' }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('现场检查', { exact: true }).click();
  await photo.locator('input[type=file]').setInputFiles({ name: `离线${stamp}.png`, mimeType: 'image/png', buffer: png(7, 64) });
  await expect(photo.getByText(`离线${stamp}.png`).first()).toBeVisible({ timeout: 20_000 });
  await photo.getByLabel('说明').fill(description);
  await photo.getByRole('button', { name: /保\s*存/ }).click();
  await expect(photo).toBeHidden();
  await expect(site.getByRole('group', { name: new RegExp(`${place} 现场照片 待同步`) })).toContainText(description);
  await expect(page.getByRole('button', { name: SYNC_TEXT.badge(2) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-1-saved-on-phone.png') });

  // The page is closed and opened again, still with no network: the records are still there, waiting.
  await page.close();
  const again = await ctx.newPage();
  await again.goto(taskUrl);
  site = await widgetOf(again, 'site');
  await expect(site.getByText('当前离线')).toBeVisible({ timeout: 30_000 });
  await expect(again.getByRole('button', { name: SYNC_TEXT.badge(2) })).toBeVisible({ timeout: 30_000 });
  await again.getByRole('button', { name: SYNC_TEXT.badge(2) }).click();
  const queue = again.getByRole('list', { name: SYNC_TEXT.title });
  await expect(queue.getByRole('listitem')).toHaveCount(2);
  await expect(queue.getByRole('listitem', { name: `现场观察记录：${clause}` })).toContainText('等待联网');
  await again.screenshot({ path: testInfo.outputPath('offline-2-reopened.png') });

  // The network returns: both are sent, in order, and the list empties.
  await ctx.setOffline(false);
  await expect(again.getByRole('button', { name: /待同步/ })).toBeHidden({ timeout: 30_000 });
  const rows = await api<{ clause: string }[]>(request, token, 'POST', `${JD_PATHS.observed}/lst`, { onSiteId });
  expect(rows.filter((r) => r.clause === clause)).toHaveLength(1);
  const photos = await api<{ description: string | null; files: { name: string }[] }[]>(request, token, 'POST', `${JD_PATHS.photo}/lst`, { onSiteId });
  const sent = photos.filter((p) => p.description === description);
  expect(sent).toHaveLength(1);
  expect(sent[0].files.map((f) => f.name)).toEqual([`离线${stamp}.png`]);
  await again.keyboard.press('Escape');
  await site.getByRole('tab', { name: '现场记录' }).click();
  await expect(site.getByRole('listitem', { name: `现场观察记录 ${clause}` })).toBeVisible();
  await expect(site.getByRole('listitem', { name: `现场观察记录 ${clause} 待同步` })).toBeHidden();
  await ctx.close();
});

/** The inspector's phone on the task's 现场记录. */
async function phoneOnTask(browser: Browser, request: APIRequestContext, base: string, code: string): Promise<{ ctx: BrowserContext; page: Page; site: Locator }> {
  const { ctx, page, widget: site } = await onPhone(browser, request, base, 'inspector', code, 'site');
  await site.getByRole('tab', { name: '现场记录' }).click();
  return { ctx, page, site };
}

/** Adds an observation through the form. */
async function observe(page: Page, site: Locator, clause: string, content: string): Promise<void> {
  await site.getByRole('button', { name: '新增现场观察记录' }).click();
  const form = page.getByRole('dialog', { name: /现场观察记录/ });
  await form.getByLabel('检查条款').fill(clause);
  await form.getByLabel('观察内容').fill(content);
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();
}

test('the testing unit records a sample in the field with no network, and it reaches the server once', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const { task } = await taskOnSite(request, await apiToken(request, 'inspector'));
  const sampleNo = `LX-${Date.now() % 100_000}`;
  const { ctx, page, widget: spot, token } = await onPhone(browser, request, baseURL ?? '', 'tester', task.code, 'spot');
  await expect(spot.getByTestId('jd-spot')).toBeVisible();

  await ctx.setOffline(true);
  await spot.getByRole('button', { name: '新增抽检项目' }).click();
  const item = page.getByRole('dialog', { name: '新增抽检项目' });
  await item.getByRole('combobox', { name: '抽检项目类型' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('灌溉水', { exact: true }).click();
  await item.getByLabel('样品名称').fill('基地灌溉水');
  await item.getByLabel('样品编号').fill(sampleNo);
  await item.getByLabel('抽样日期').fill(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
  await item.getByLabel('抽样日期').press('Tab');
  await item.getByLabel('检测项目').fill('重金属（铅、镉、汞）');
  await item.getByRole('button', { name: /保\s*存/ }).click();
  await expect(item).toBeHidden();
  await expect(spot.getByRole('listitem', { name: '基地灌溉水 待同步' })).toContainText(sampleNo);

  await ctx.setOffline(false);
  await expect(spot.getByRole('listitem', { name: '基地灌溉水 待同步' })).toBeHidden({ timeout: 30_000 });
  const items = await api<{ content: { sampleNo: string }[] }>(request, token, 'POST', `${JD_PATHS.spot}/page?search.taskId_eq=${task.id}&page.size=200`);
  expect(items.content.filter((i) => i.sampleNo === sampleNo)).toHaveLength(1);
  await expect(spot.getByRole('cell', { name: sampleNo })).toBeVisible();
  await ctx.close();
});

test('an evaluator records the on-site evaluation’s photos with no network, and they reach the server once', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'evaluator');
  const apps = await api<{ content: { id: number; code: string }[] }>(request, token, 'POST', `${EVAL_PREFIX}/page?search.status_eq=${EVAL_STATUS.siteEval}&page.size=5`);
  expect(apps.content.length, 'an application on site for the demo evaluator').toBeGreaterThan(0);
  const app = apps.content[0];
  const description = `离线评价 ${Date.now() % 100_000}`;
  const { ctx, page, widget: site } = await onPhone(browser, request, baseURL ?? '', 'evaluator', app.code, 'site');
  await expect(site.getByRole('button', { name: '添加记录' })).toBeVisible();

  await ctx.setOffline(true);
  await site.getByRole('button', { name: '添加记录' }).click();
  const dialog = page.getByRole('dialog', { name: '添加现场记录' });
  await expect(async () => {
    await dialog.getByRole('combobox', { name: '图片类型' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('现场', { exact: true }).click({ timeout: 5_000 });
    await expect(dialog.locator('input[type=file]')).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.locator('input[type=file]').setInputFiles({ name: '离线车间.png', mimeType: 'image/png', buffer: png(9, 64) });
  await expect(dialog.getByText('离线车间.png').first()).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('说明').fill(description);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(site.getByRole('group', { name: '现场 待同步' })).toContainText(description);

  await ctx.setOffline(false);
  await expect(site.getByRole('group', { name: '现场 待同步' })).toBeHidden({ timeout: 30_000 });
  const records = await api<{ description: string | null }[]>(request, token, 'POST', EVAL_SITE_PATHS.list, { evalId: app.id });
  expect(records.filter((r) => r.description === description)).toHaveLength(1);
  await ctx.close();
});

test('an edit made offline of a record the leader changed meanwhile shows both versions, and is sent only when the inspector chooses', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'inspector');
  const { task, onSiteId } = await taskOnSite(request, token);
  const clause = `冲突 ${Date.now() % 100_000} 标识管理`;
  const row = await api<{ id: number }>(request, token, 'PUT', JD_PATHS.observed, { onSiteId, clause, content: '包装标识齐全。' });
  const { ctx, page, site } = await phoneOnTask(browser, request, baseURL ?? '', task.code);
  const card = site.getByRole('listitem', { name: `现场观察记录 ${clause}` });
  await expect(card).toBeVisible();

  await ctx.setOffline(true);
  await card.getByRole('button', { name: /编辑/ }).click();
  const form = page.getByRole('dialog', { name: /现场观察记录/ });
  await form.getByLabel('观察内容').fill('包装标识齐全，生产日期清晰。');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();
  // Meanwhile the record changes on the server.
  await api(request, token, 'PUT', `${JD_PATHS.observed}/${row.id}`, { clause, content: '包装标识缺少生产日期（组长复核）。' });

  await ctx.setOffline(false);
  await page.getByRole('button', { name: SYNC_TEXT.badge(1) }).click();
  const item = page.getByRole('list', { name: SYNC_TEXT.title }).getByRole('listitem', { name: `现场观察记录：${clause}` });
  await expect(item).toContainText('有冲突', { timeout: 30_000 });
  await expect(item.getByRole('row', { name: /观察内容/ })).toContainText('包装标识齐全，生产日期清晰。');
  await expect(item.getByRole('row', { name: /观察内容/ })).toContainText('包装标识缺少生产日期（组长复核）。');
  // Nothing was overwritten while the inspector had not chosen.
  const before = await api<{ id: number; content: string }[]>(request, token, 'POST', `${JD_PATHS.observed}/lst`, { onSiteId });
  expect(before.find((r) => r.id === row.id)?.content).toBe('包装标识缺少生产日期（组长复核）。');

  await item.getByRole('button', { name: SYNC_TEXT.keepMine }).click();
  await expect(page.getByRole('list', { name: SYNC_TEXT.title }).getByRole('listitem')).toHaveCount(0, { timeout: 30_000 });
  const after = await api<{ id: number; content: string }[]>(request, token, 'POST', `${JD_PATHS.observed}/lst`, { onSiteId });
  expect(after.find((r) => r.id === row.id)?.content).toBe('包装标识齐全，生产日期清晰。');
  await ctx.close();
});

// Last in the file: it ends the demo task the tests above work on.
test('a record made offline for a task stopped meanwhile is refused in the server’s words and kept until the inspector gives it up', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'inspector');
  const { task, onSiteId } = await taskOnSite(request, token);
  const clause = `终止 ${Date.now() % 100_000} 追溯记录`;
  const { ctx, page, site } = await phoneOnTask(browser, request, baseURL ?? '', task.code);

  await ctx.setOffline(true);
  await observe(page, site, clause, '采收记录缺少签字。');
  await expect(site.getByRole('listitem', { name: `现场观察记录 ${clause} 待同步` })).toBeVisible();
  // Management stops the task while the inspector has no signal.
  const manager = await apiToken(request, 'manager');
  await api(request, manager, 'POST', `${JD_PATHS.task.prefix}/process/move`, { id: task.id, action: 'stop', opinion: '企业已申请退出，终止监督' });

  await ctx.setOffline(false);
  await expect(site.getByRole('listitem', { name: new RegExp(`现场观察记录 ${clause} 待同步`) })).toContainText('被退回', { timeout: 30_000 });
  // Signing out would clear the device: with a record not sent, the inspector is asked first.
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const warning = page.getByRole('dialog', { name: '退出登录' });
  await expect(warning).toContainText(SYNC_TEXT.signOutWaiting(1));
  await warning.getByRole('button', { name: '取消' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('button', { name: SYNC_TEXT.badge(1) }).click();
  const item = page.getByRole('list', { name: SYNC_TEXT.title }).getByRole('listitem', { name: `现场观察记录：${clause}` });
  await expect(item).toContainText('被退回');
  await expect(item.getByRole('alert')).not.toBeEmpty();
  await item.getByRole('button', { name: SYNC_TEXT.discard }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('list', { name: SYNC_TEXT.title }).getByRole('listitem')).toHaveCount(0);
  const rows = await api<{ clause: string }[]>(request, token, 'POST', `${JD_PATHS.observed}/lst`, { onSiteId });
  expect(rows.filter((r) => r.clause === clause)).toHaveLength(0);

  // Signing out leaves nothing of the inspector's on the phone: no kept answers, queue, menu or files.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => caches.has('zp-files'))).toBe(false);
  expect(await page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('zp-device');
    open.onsuccess = () => {
      const count = open.result.transaction('kept').objectStore('kept').count();
      count.onsuccess = () => resolve(count.result);
    };
  }))).toBeLessThanOrEqual(1); // at most whose files the cache held
  await ctx.close();
});
