/**
 * The evaluation application end to end, three organisations in three browsers against the real
 * server: `enterprise` applies (首次申请: a draft with its product that passed review and a place)
 * and submits it from the record page; `manager` opens it from the home page's 待办, accepts it,
 * tries to assign it without an institution (the drawer says so), then assigns the demo
 * evaluator's institution and a testing unit through the drawer's pickers; `evaluator` accepts
 * the task on 评价任务分配, naming the team (a leader's name that is no name is refused first);
 * the enterprise reads the whole history, the institution and the team on its record page.
 * Screenshots of each role's page along the way. Then management enters an application for the
 * enterprise on 申请录入 (naming it; the pickers offer its products and places), which the
 * enterprise submits.
 */
import zlib from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { watchPage } from './console';
import { apiToken, signInByApi } from './shellHelpers';

/** The demo evaluator's institution and the demo tester's testing unit (server/db/seed/people.ts). */
const INSTITUTION = '深圳市鹏质认证评价有限公司';
const TESTING_UNIT = '深圳市中测食品检测有限公司';

/** A small PNG that passes the server's content check as a picture. */
function png(seed: number, size = 16): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) rows.set([(seed * 70 + x * 9) % 256, (y * 13) % 256, 120], y * (1 + size * 3) + 1 + x * 3);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** An API call as a demo account; fails the test on a refusal. */
async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: { 'X-Token': token }, ...(data === undefined ? {} : { data }) });
  const body = await res.json();
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/**
 * The enterprise's product for this run, passed by management through product review (a product
 * can be applied for only once it passed, and only in one open application at a time).
 */
async function passedProduct(request: APIRequestContext, name: string): Promise<{ place: string }> {
  const ent = await apiToken(request, 'enterprise');
  const mng = await apiToken(request, 'manager');
  const upload = async (seed: number) => {
    const res = await request.post('/api/file/upload?type=img', { headers: { 'X-Token': ent }, multipart: { file: { name: `p${seed}.png`, mimeType: 'image/png', buffer: png(seed) } } });
    const body = await res.json();
    expect(body.code, body.msg).toBe(200);
    return String(body.data.id);
  };
  const categories = await api<{ id: number; name: string; productType: string }[]>(request, ent, 'POST', '/api/pro/category/lst');
  const chicken = categories.find((c) => c.name === '鸡肉');
  expect(chicken, '产品分类 鸡肉').toBeTruthy();
  const places = await api<{ id: number; name: string }[]>(request, ent, 'POST', '/api/zpplace/lst');
  expect(places.length).toBeGreaterThan(0);
  const product = await api<{ id: number }>(request, ent, 'PUT', '/api/zpproduct', {
    name,
    brand: '鹏城绿源',
    productType: chicken!.productType,
    categoryId: chicken!.id,
    spec: '2*800',
    annualOutput: '120',
    placeIds: String(places[0].id),
    frontPic: await upload(1),
    backPic: await upload(2),
  });
  await api(request, ent, 'POST', '/api/zpproduct/review/move', { id: product.id, action: 'submit' });
  await api(request, mng, 'POST', '/api/zpproduct/review/move', { id: product.id, action: 'pass' });
  return { place: places[0].name };
}

// Visible only: a tab left behind keeps its own record page, hidden.
const recordOf = (page: Page) => page.locator('[data-widget="record"]:visible');
const listOf = (page: Page) => page.locator('[data-widget="list"]:visible');
/** The drawer of a move, titled "<move>：<application code>". */
const drawerOf = (page: Page, label: string) => page.getByRole('dialog', { name: new RegExp(`^${label}：`) });
const historyOf = (page: Page) => recordOf(page).getByTestId('history-entry');

/** The unread-notice popup of sign-in sits over the record's buttons: closed once a page is open. */
async function closeNotices(page: Page): Promise<void> {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click().catch(() => undefined);
}

/** Chooses an option of an antd Select by its label (single or multiple), and checks that it took (options load after the select opens). */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  const chosen = scope.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: label, exact: true }) }).getByTitle(option, { exact: true });
  await expect(async () => {
    await select.click();
    // A long list is virtual: typing brings the option into it (a code list's short select takes no typing).
    if (await select.isEditable()) await select.fill(option);
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).first().click({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await expect(chosen.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await closeNotices(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Opens a move's drawer from the record's header. */
async function openMove(page: Page, label: string): Promise<Locator> {
  await recordOf(page).getByRole('button', { name: label, exact: true }).click();
  const drawer = drawerOf(page, label);
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Submits an open drawer and waits for the page to say the move is made. */
async function finishMove(page: Page, drawer: Locator, label: string): Promise<void> {
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(`${label}成功`)).toBeVisible();
}

test('an application goes from the enterprise’s draft to the institution’s team: submitted, accepted, assigned, task accepted', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const stamp = String(Date.now()).slice(-6);
  const product = `E2E评价鸡${stamp}`;
  const { place } = await passedProduct(request, product);

  const open = async (username: string) => {
    const ctx = await browser.newContext();
    await signInByApi(ctx, request, base, username);
    const page = await ctx.newPage();
    return { ctx, page, problems: watchPage(page) };
  };
  const ent = await open('enterprise');
  const mng = await open('manager');
  const unit = await open('evaluator');

  // The enterprise applies on 首次申请: the type is the page's, so the form does not ask for it.
  await ent.page.goto('/views/eval-apply-first');
  await expect(recordOf(ent.page).getByText('请选择一条记录')).toBeVisible({ timeout: 30_000 });
  await closeNotices(ent.page);
  await ent.page.getByRole('button', { name: '新增', exact: true }).click();
  const add = ent.page.getByRole('dialog', { name: /新增评价申请/ });
  await expect(add).toBeVisible();
  await expect(add.getByText('评价类型')).toHaveCount(0);
  await add.getByLabel('食用农产品').check();
  await choose(ent.page, add, '申报产品', product);
  await choose(ent.page, add, '申报场所', place);
  await add.getByLabel('联系人').fill('王建华');
  await add.getByLabel('联系电话').fill('13800000006');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();

  // Its row opens it as a draft of a first evaluation, with the product applied for.
  const row = listOf(ent.page).getByRole('row', { name: new RegExp(product) });
  await expect(row).toContainText('草稿');
  const code = (/PJ\d+/.exec(await row.innerText()) ?? [''])[0];
  expect(code).not.toBe('');
  await row.click();
  const entRecord = recordOf(ent.page);
  await expect(entRecord.getByRole('heading', { name: code })).toBeVisible();
  await expect(entRecord.getByTestId('record-status')).toHaveText('草稿');
  await expect(entRecord.getByTestId('record-facts')).toContainText('评价类型：首次评价');
  await expect(entRecord.getByRole('region', { name: '申报产品' }).getByRole('cell', { name: product })).toBeVisible();
  await shot(ent.page, testInfo, '1-enterprise-draft');

  const submit = await openMove(ent.page, '提交申请');
  await submit.getByRole('textbox', { name: '意见' }).fill('申请首次评价');
  await finishMove(ent.page, submit, '提交申请');
  await expect(entRecord.getByTestId('record-status')).toHaveText('发布');
  await expect(row).toContainText('发布');

  // The manager opens it from the home page's 待办 and accepts it.
  await mng.page.goto('/index');
  await mng.page.getByRole('button', { name: new RegExp(`^流程待办 圳品评价：${code}`) }).click();
  await expect(mng.page).toHaveURL(/[?&]id=\d+/);
  const mngRecord = recordOf(mng.page);
  await expect(mngRecord.getByRole('heading', { name: code })).toBeVisible({ timeout: 30_000 });
  await expect(mngRecord.getByTestId('record-status')).toHaveText('发布');
  await closeNotices(mng.page);
  await finishMove(mng.page, await openMove(mng.page, '受理申请'), '受理申请');
  await expect(mngRecord.getByTestId('record-status')).toHaveText('检查结果');

  // Assigning needs the institution: the drawer says so and nothing moves; with it, the move carries it.
  const assign = await openMove(mng.page, '分配评价任务');
  const unitItem = assign.locator('.ant-form-item').filter({ has: mng.page.getByRole('combobox', { name: '评价机构', exact: true }) });
  await expect(unitItem.locator('.ant-form-item-required')).toBeVisible();
  await assign.getByRole('button', { name: '确定' }).click();
  await expect(unitItem.locator('.ant-form-item-explain-error')).toHaveText('请选择');
  await expect(assign).toBeVisible();
  await shot(mng.page, testInfo, '2-manager-assign-needs-institution');
  await choose(mng.page, assign, '评价机构', INSTITUTION);
  await choose(mng.page, assign, '检测机构', TESTING_UNIT);
  await assign.getByRole('textbox', { name: '意见' }).fill('请鹏质承担本次评价');
  await finishMove(mng.page, assign, '分配评价任务');
  await expect(mngRecord.getByTestId('record-status')).toHaveText('确认机构');
  const institution = mngRecord.getByRole('region', { name: '评价机构' });
  await expect(institution).toContainText(INSTITUTION);
  await expect(institution).toContainText(TESTING_UNIT);
  await shot(mng.page, testInfo, '3-manager-assigned');

  // The evaluator finds the task on 评价任务分配 and accepts it, naming the team.
  await unit.page.goto('/views/eval-task-assign');
  const task = listOf(unit.page).getByRole('row', { name: new RegExp(code) });
  await expect(task).toContainText('确认机构', { timeout: 30_000 });
  await closeNotices(unit.page);
  await task.click();
  const unitRecord = recordOf(unit.page);
  await expect(unitRecord.getByRole('heading', { name: code })).toBeVisible();
  const accept = await openMove(unit.page, '接受任务');
  const leader = accept.getByRole('textbox', { name: '评价组长' });
  await leader.fill('abc');
  await accept.getByRole('button', { name: '确定' }).click();
  await expect(accept.getByText('请输入2-20个汉字')).toBeVisible();
  await leader.fill('陈志强');
  await accept.getByRole('textbox', { name: '评价组员' }).fill('李明、张华');
  await finishMove(unit.page, accept, '接受任务');
  await expect(unitRecord.getByTestId('record-status')).toHaveText('提交材料');
  await expect(unitRecord.getByRole('region', { name: '评价机构' })).toContainText('陈志强');
  await shot(unit.page, testInfo, '4-evaluator-accepted');

  // The enterprise sees it all on its record page: four moves, newest first, the institution and the team.
  await ent.page.goto(`/views/eval-list?id=${/[?&]id=(\d+)/.exec(mng.page.url())![1]}`);
  await expect(entRecord.getByRole('heading', { name: code })).toBeVisible({ timeout: 30_000 });
  await expect(entRecord.getByTestId('record-status')).toHaveText('提交材料');
  const steps = ['接受任务', '分配评价任务', '受理申请', '提交申请'];
  await expect(historyOf(ent.page)).toHaveCount(steps.length);
  for (const [i, label] of steps.entries()) await expect(historyOf(ent.page).nth(i)).toContainText(label);
  await expect(historyOf(ent.page).nth(1)).toContainText('请鹏质承担本次评价');
  await expect(historyOf(ent.page).nth(0)).toContainText(INSTITUTION);
  const team = entRecord.getByRole('region', { name: '评价机构' });
  await expect(team).toContainText(INSTITUTION);
  await expect(team).toContainText('陈志强');
  await expect(team).toContainText('李明、张华');
  // Its move now: 提交材料 (the materials are the next step's business).
  await expect(entRecord.getByRole('button', { name: '提交材料' })).toBeVisible();
  await shot(ent.page, testInfo, '5-enterprise-history');

  expect(ent.problems).toEqual([]);
  expect(mng.problems).toEqual([]);
  expect(unit.problems).toEqual([]);
  await Promise.all([ent.ctx.close(), mng.ctx.close(), unit.ctx.close()]);
});

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
  await expect(recordOf(mng).getByText('请选择一条记录')).toBeVisible({ timeout: 30_000 });
  await closeNotices(mng);
  await mng.getByRole('button', { name: '新增', exact: true }).click();
  const add = mng.getByRole('dialog', { name: /新增评价申请/ });
  await expect(add).toBeVisible();
  // Management is not stamped with an enterprise: it names one, and the pickers offer that enterprise's products and places.
  await choose(mng, add, '申请企业', enterprise);
  await choose(mng, add, '评价类型', '首次评价');
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
  await expect(recordOf(ent).getByTestId('record-status')).toHaveText('发布');

  expect(mngProblems).toEqual([]);
  expect(entProblems).toEqual([]);
  await Promise.all([mngCtx.close(), entCtx.close()]);
});
