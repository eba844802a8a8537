/**
 * What the evaluation walks share: the demo organisations, files to upload, a product that passed
 * review, a signed-in browser per role, and the record page's moves as a person makes them.
 */
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { watchPage } from './console';
import { pdf, png } from './files';
import { apiToken, inPortal, openPages, showPage, signInByApi } from './shellHelpers';
import { todoCalls } from '../../src/domain/calls/todo';
import { WORKFLOWS } from '../../src/domain/workflows';
import { evalAnnexGroupLabel } from '../../src/domain/resources/evaluation';

/** The demo evaluator's institution and the demo tester's testing unit (server/seed/people.ts). */
export const INSTITUTION = '深圳市鹏质认证评价有限公司';
export const TESTING_UNIT = '深圳市中测食品检测有限公司';
/** The documents a first evaluation cannot do without (evalAnnexRequired), by annex group. */
export const REQUIRED_GROUPS = ['profile', 'product', 'application', 'legal', 'commitment'] as const;

/** How long a save, a move or a generated document may take on a loaded machine to show (the default wait is 10 s). */
export const SAVE_TIMEOUT = 30_000;

/** A day as YYYY-MM-DD in Shenzhen, `days` from today. */
export function day(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

/** An API call as a demo account; fails the test on a refusal. */
export async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: { 'X-Token': token }, ...(data === undefined ? {} : { data }) });
  const body = await res.json();
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/**
 * The enterprise's product for this run, passed by management through product review (a product
 * can be applied for only once it passed, and only in one open application at a time).
 */
export async function passedProduct(request: APIRequestContext, name: string): Promise<{ place: string }> {
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

export interface Actor {
  readonly ctx: BrowserContext;
  readonly page: Page;
  /** Console errors and failed calls seen on the page (watchPage). */
  readonly problems: string[];
}

/** A browser of its own, signed in as a demo account. */
export async function signedIn(browser: Browser, request: APIRequestContext, baseURL: string, username: string): Promise<Actor> {
  const ctx = await browser.newContext();
  await signInByApi(ctx, request, baseURL, username);
  const page = await ctx.newPage();
  return { ctx, page, problems: watchPage(page) };
}

// Visible only: a tab left behind keeps its own page, hidden.
export const recordOf = (page: Page) => page.locator('[data-widget="record"]:visible');
export const listOf = (page: Page) => page.locator('[data-widget="list"]:visible');
export const historyOf = (page: Page) => recordOf(page).getByTestId('history-entry');
/** The drawer of a move, titled "<move>：<application code>". */
const drawerOf = (page: Page, label: string) => page.getByRole('dialog', { name: new RegExp(`^${label}：`) });

/** A widget of the page's layout by its key, brought into view (widgets below the fold mount as they come near). */
export async function widgetOf(page: Page, key: string): Promise<Locator> {
  const slot = page.locator(`[data-widget="${key}"]:visible`);
  await slot.scrollIntoViewIfNeeded();
  return slot;
}

/** The unread-notice popup of sign-in sits over the record's buttons: closed once a page is open. */
export async function closeNotices(page: Page): Promise<void> {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click().catch(() => undefined);
}

/**
 * Chooses an option of an antd Select by its label (single or multiple), and checks that it took
 * (options load after the select opens). A single select closes its list on the click; a multiple
 * one keeps it open, and Escape closes it. Escape is pressed only then: once the list is closed,
 * Escape goes on to the dialog around the select and closes that (which, racing the list's close,
 * once left a walk waiting seven minutes for a form that was gone).
 */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  const chosen = scope.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: label, exact: true }) }).getByTitle(option, { exact: true });
  const multiple = await select.evaluate((el) => el.closest('.ant-select-multiple') !== null);
  await expect(async () => {
    await select.click();
    // A long list is virtual: typing brings the option into it (a code list's short select takes no typing).
    if (await select.isEditable()) await select.fill(option);
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).first().click({ timeout: 5000 });
    if (multiple) await page.keyboard.press('Escape');
    await expect(chosen.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await closeNotices(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** 接受任务's team, picked from the institution's verified staff (server/seed/unitStaff.ts). */
export const TEAM = { leader: '陈志强', member: '李明' } as const;

/** Accepts the evaluation task on the record page, naming the team from the verified staff. */
export async function acceptWithTeam(page: Page): Promise<void> {
  const accept = await openMove(page, '接受任务');
  await choose(page, accept, '评价组长', TEAM.leader);
  await choose(page, accept, '评价组员', TEAM.member);
  await finishMove(page, accept, '接受任务');
}

const TODO_LIST_PATH = todoCalls.list.path.split('/:')[0];

/** The home page's 待办 item whose title names `text`, clicked: the record it opens, with its status. */
export async function fromTodo(page: Page, text: string | RegExp, status?: string): Promise<void> {
  const items = page.getByRole('list', { name: '待办事项' });
  const home = openPages(page).getByRole('link', { name: '首页', exact: true });
  if ((await inPortal(page)) && (await home.getAttribute('aria-current')) !== 'page') {
    // Back to 首页 as a person goes back, by its tab: the list left behind is asked again as it
    // comes into view, and the item is chosen from the list that comes (not the one shown meanwhile).
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(TODO_LIST_PATH), { timeout: 30_000 });
    await home.click();
    await asked;
    await expect(items).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  } else {
    await page.goto('/index');
    await expect(items).toBeVisible({ timeout: 30_000 });
  }
  await closeNotices(page);
  await items.getByRole('button', { name: text }).first().click({ timeout: 30_000 });
  await expect(page).toHaveURL(/[?&]id=\d+/);
  // The record may sit below the page's own widgets (监督抽检): it loads as it comes into view.
  const record = await widgetOf(page, 'record');
  await expect(record.getByTestId('record-status')).toBeVisible({ timeout: 30_000 });
  if (status) await expect(record.getByTestId('record-status')).toHaveText(status);
  await everyCardTab(page);
}

/**
 * Every tab of every card on the page opened once, as a person looking through the step's work
 * would, without a widget error; each card is left on the tab it opened on. The cards are read
 * once they have loaded (no spinner or skeleton left in them).
 */
export async function everyCardTab(page: Page): Promise<void> {
  const cards = page.locator('[data-widget]:visible');
  await expect(cards.locator('.ant-spin-spinning, .ant-skeleton, .zp-skeleton')).toHaveCount(0, { timeout: 30_000 });
  for (const list of await cards.getByRole('tablist').all()) {
    const tabs = await list.getByRole('tab').all();
    const opened = await Promise.all(tabs.map((t) => t.getAttribute('aria-selected')));
    for (const tab of tabs) if ((await tab.getAttribute('aria-disabled')) !== 'true') await tab.click();
    const first = opened.indexOf('true');
    if (first >= 0) await tabs[first].click();
  }
  await expect(cards.getByText('组件出错')).toHaveCount(0);
}

/** Every tab of a card opened once, without a widget error. */
export async function everyTab(page: Page, key: string): Promise<void> {
  const card = await widgetOf(page, key);
  for (const tab of await card.getByRole('tab').all()) await tab.click();
  await expect(card.getByText('组件出错')).toHaveCount(0);
}

/**
 * Saves a work card of the record page (flow-work-form: 整改报告, 盖章证书) after `fill`, and waits for
 * the page to say so: the move the work unblocks can be made next.
 */
export async function saveWork(page: Page, key: string, fill: (card: Locator) => Promise<void>, saved: string): Promise<void> {
  const card = await widgetOf(page, key);
  await expect(card.getByRole('button', { name: /保\s*存/ })).toBeVisible({ timeout: 30_000 });
  await fill(card);
  // The save's answer, read as it comes: its message says whether the work was taken (a toast may be
  // gone before it is looked for). A click that sent nothing (the form still taking the upload) is made again.
  await expect(async () => {
    const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/'), { timeout: 10_000 });
    await card.getByRole('button', { name: /保\s*存/ }).click();
    expect(((await (await answer).json()) as { msg?: string }).msg).toBe(saved);
  }).toPass({ timeout: 45_000 });
}

/** The enterprise saves its rectification report on the open rectification (its measures and the report file), then submits it. */
export async function submitRectification(page: Page, measures: string): Promise<void> {
  await saveWork(
    page,
    'report',
    async (card) => {
      await card.getByLabel('整改措施').fill(measures);
      await card.locator('input[type=file]').first().setInputFiles(pdf('整改报告.pdf'));
      await expect(card.getByRole('link', { name: '整改报告.pdf' })).toBeVisible({ timeout: 20_000 });
    },
    '整改报告已保存',
  );
  const submit = await openMove(page, '提交整改报告');
  await finishMove(page, submit, '提交整改报告');
  await expect(recordOf(page).getByTestId('record-status')).toHaveText('待机构审核');
}

/** The certificate officer uploads a certificate's stamped copy on its page, then makes it valid (上传盖章证书). */
export async function stampCertificate(page: Page, file: string): Promise<void> {
  await saveWork(
    page,
    'stamped',
    async (card) => {
      await card.locator('input[type=file]').first().setInputFiles(pdf(file));
      await expect(card.getByText(file).first()).toBeVisible({ timeout: 20_000 });
    },
    '盖章证书已上传',
  );
  const stamp = await openMove(page, '上传盖章证书');
  await finishMove(page, stamp, '上传盖章证书');
}

/**
 * Shows a page of certificates (or records naming one), clicks the first row of its list that holds
 * every text (and none of the `{ not }` ones), and answers the row's certificate number.
 */
export async function openCertRow(page: Page, path: string, ...text: (string | { readonly not: string })[]): Promise<string> {
  await showPage(page, path);
  let row = listOf(page).getByRole('row');
  for (const t of text) row = typeof t === 'string' ? row.filter({ hasText: t }) : row.filter({ hasNotText: t.not });
  await expect(row.first()).toBeVisible({ timeout: 30_000 });
  await closeNotices(page);
  const no = (/SZP-\d{4}-\d{6}/.exec(await row.first().innerText()) ?? [''])[0];
  expect(no).not.toBe('');
  await row.first().click();
  return no;
}

/** Opens a page and the application's record from the page's own list (so the page is shown to list it). */
export async function openFromList(page: Page, path: string, code: string, status?: string): Promise<void> {
  await showPage(page, path);
  const row = listOf(page).getByRole('row', { name: new RegExp(code) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  if (status) await expect(row).toContainText(status);
  await closeNotices(page);
  await row.click();
  await expect(recordOf(page).getByRole('heading', { name: code })).toBeVisible({ timeout: 30_000 });
}

/** Opens a move's drawer from the record's header (the page's `record` widget unless another is named). */
export async function openMove(page: Page, label: string, record: Locator = recordOf(page)): Promise<Locator> {
  await closeNotices(page);
  await record.getByRole('button', { name: label, exact: true }).click();
  const drawer = drawerOf(page, label);
  await expect(drawer).toBeVisible();
  return drawer;
}

/** What the page says once a move of this label is made: the tables' result texts for it (two flows may share a label, 接受任务). */
export function doneTextOf(label: string): RegExp {
  const texts = Object.values(WORKFLOWS)
    .flatMap((f) => f.transitions)
    .filter((x) => x.label === label)
    .map((x) => x.done ?? `${label}：已完成`);
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${[...new Set(texts.length ? texts : [`${label}：已完成`])].map(escape).join('|')})$`);
}

/**
 * Submits an open drawer (accepting its declaration where the move asks for one) and waits for the
 * server to answer that the move is made and the drawer to close. The answer is read, not the page's
 * three-second message: on two busy cores a message can come and go between two looks (the move
 * made, the test failed); that the page shows the answer is the record view's own story.
 */
export async function finishMove(page: Page, drawer: Locator, label: string): Promise<void> {
  const declaration = drawer.getByRole('checkbox', { name: /我已阅读并确认以上声明/ });
  if (await declaration.count()) await declaration.check();
  const done = doneTextOf(label);
  const answered = page.waitForResponse(
    async (r) => {
      if (r.request().method() === 'GET' || !new URL(r.url()).pathname.startsWith('/api/')) return false;
      const body = (await r.json().catch(() => null)) as { msg?: unknown } | null;
      return typeof body?.msg === 'string' && done.test(body.msg);
    },
    { timeout: SAVE_TIMEOUT },
  );
  await drawer.getByRole('button', { name: '确定' }).click();
  await Promise.all([answered, expect(drawer).toBeHidden({ timeout: SAVE_TIMEOUT })]);
}

/**
 * Clicks a card's save button and waits for the server to take the save (the call answered with
 * code 200), not for the three-second message, which on two busy cores can come and go between
 * two looks; that the card shows it is the widget's own story.
 */
export async function saveBy(page: Page, button: Locator, call: { readonly method: string; readonly path: string }): Promise<void> {
  // The call's path up to its first parameter (/api/x/:id answers at /api/x/12).
  const path = call.path.split('/:')[0];
  const answered = page.waitForResponse(
    async (r) => {
      if (r.request().method() !== call.method || !new URL(r.url()).pathname.startsWith(path)) return false;
      const body = (await r.json().catch(() => null)) as { code?: unknown } | null;
      return body?.code === 200;
    },
    { timeout: SAVE_TIMEOUT },
  );
  await button.click();
  await answered;
}

/** Makes a move from the record page, with an opinion, and checks the status it leads to. */
export async function move(page: Page, label: string, status: string, opinion?: string, record: Locator = recordOf(page)): Promise<void> {
  const drawer = await openMove(page, label, record);
  if (opinion) await drawer.getByRole('textbox', { name: '意见' }).fill(opinion);
  await finishMove(page, drawer, label);
  await expect(record.getByTestId('record-status')).toHaveText(status);
}

/** The enterprise files one document into each required annex group on the page's 评价材料. */
export async function fileRequiredMaterials(page: Page): Promise<void> {
  const annex = await widgetOf(page, 'annex');
  for (const [i, key] of REQUIRED_GROUPS.entries()) {
    const row = annex.locator(`tbody tr[data-row-key="${key}"]`);
    await row.locator('input[type=file]').setInputFiles(pdf(`${key}.pdf`));
    await expect(annex.getByTestId('eval-annex-summary')).toContainText(`已上传 ${i + 1}/`, { timeout: 20_000 });
  }
  await expect(annex.getByText(/必需材料未上传/)).toHaveCount(0);
}

/** The institution marks every required group 无问题 on the page's 评价材料 and saves the marks (完整性初评 needs every group looked at). */
export async function markEveryGroup(page: Page): Promise<void> {
  const annex = await widgetOf(page, 'annex');
  for (const key of REQUIRED_GROUPS) {
    await annex.getByRole('radiogroup', { name: `${evalAnnexGroupLabel(key)} 是否有问题` }).getByLabel('无问题', { exact: true }).check();
  }
  await annex.getByRole('button', { name: /保存完整性标记/ }).click();
  await expect(annex.getByText('需初评的分组均已标记')).toBeVisible({ timeout: SAVE_TIMEOUT });
}
