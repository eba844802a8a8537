/**
 * The public pages a visitor meets before signing in (sign-in, registration, password reset, the
 * certificate check, with a result) have nothing axe finds serious or critical against WCAG 2.1 AA
 * (the menu pages are checked as menu-pages.spec opens them); and one step of a journey is done by
 * keyboard alone: signing in, opening a 待办 from the home page, reaching the record's moves; and a
 * form dialog keeps the focus while open and gives it back when closed.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { findingLines, seriousViolations } from './axe';
import { api } from './evalHelpers';
import { apiToken, DEMO_PASSWORD, openFromSidebar, openPages, signInByApi } from './shellHelpers';
import { CERT_PREFIX } from '../../src/domain/resources/cert';
import { TODO_TYPE_LABELS } from '../../src/domain/todo';
import { WORKFLOWS } from '../../src/domain/workflows';

test('the public pages pass axe (WCAG 2.1 AA): sign-in, registration, password reset, certificate check', async ({ page, request }) => {
  const token = await apiToken(request, 'manager');
  // A certificate of the 圳品目录, as a visitor would look one up.
  const catalogue = await api<{ content: { certNo: string }[] }>(request, token, 'POST', `${CERT_PREFIX}/catalogue/page`);
  const certNo = catalogue.content[0]?.certNo ?? '';
  const pages = [
    ['/login', '登录'],
    ['/userRegister', '企业注册'],
    ['/getPassword', '找回密码'],
    ['/verify', '证书查询'],
    [`/verify?no=${encodeURIComponent(certNo)}`, certNo],
  ] as const;
  const findings = [];
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(text).first(), path).toBeVisible();
    findings.push(...(await seriousViolations(page, path)));
  }
  console.log(`public pages: ${pages.length} checked; axe: ${findings.length} serious or critical violations`);
  expect(findingLines(findings)).toEqual([]);
});

test('by keyboard alone: sign in, open a 待办 from the home page, reach its moves', async ({ page }) => {
  await page.goto('/login');
  // Sign in: the first field has focus (or takes it by Tab), Enter submits.
  const username = page.getByLabel('用户名', { exact: true });
  await expect(username).toBeVisible();
  if (!(await username.evaluate((el) => el === document.activeElement))) expect(await tabTo(page, username), 'Tab reaches 用户名').toBe(true);
  await page.keyboard.type('manager');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(openPages(page).getByRole('link', { name: '首页', exact: true })).toBeVisible({ timeout: 30_000 });
  // Tab to a task of a flow and open it with Enter: the oldest the list shows, a record of the demo
  // world (the newest may be another test's registration, or a record that test is moving on).
  const todo = page.getByRole('list', { name: '待办事项' }).getByRole('button').filter({ hasText: TODO_TYPE_LABELS.flow }).last();
  await expect(todo).toBeVisible({ timeout: 30_000 });
  const title = (await todo.textContent()) ?? '';
  expect(await tabTo(page, todo), `Tab reaches the 待办 ${title}`).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]id=\d+/);
  // The record opens where its step's work is: its moves are buttons Tab reaches.
  const labels = new Set(Object.values(WORKFLOWS).flatMap((f) => f.transitions.map((t) => t.label)));
  const record = page.locator('[data-widget="record"]:visible');
  // A move the page shows but cannot make yet (its work not done) is disabled, and skipped by Tab as it should be.
  const moves = record.getByRole('button', { disabled: false }).filter({ hasText: new RegExp(`^(${[...labels].join('|')})$`) });
  await expect(moves.first()).toBeVisible({ timeout: 30_000 });
  expect(await tabTo(page, moves.first()), 'Tab reaches the record’s first move').toBe(true);
  // Enter opens the move's drawer with focus inside it; Escape closes it and gives focus back.
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(moves.first()).toBeFocused();
});

test('a form dialog by keyboard: Enter opens it with the focus inside, Tab stays in it, Escape closes it and gives the focus back', async ({ page, context, request, baseURL }) => {
  await signInByApi(context, request, baseURL ?? '', 'admin');
  await page.goto('/index');
  await openFromSidebar(page, '系统管理', '用户管理');
  const add = page.getByRole('button', { name: '新增', exact: true });
  await expect(add).toBeVisible({ timeout: 30_000 });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Where the focus is: in the dialog, on the page behind it, or out of the page (the browser's own controls).
  const focus = () => dialog.evaluate((d) => (d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page'));
  await expect.poll(focus).toBe('dialog');
  // Round the whole form and past its end twice: the focus may step out to the browser after the last
  // control, as from any page, but never lands on the page behind the dialog, and comes back into it.
  const seen: string[] = [];
  for (let i = 1; i <= 40; i++) {
    await page.keyboard.press('Tab');
    seen.push(await focus());
    expect(seen[seen.length - 1], `Tab ${i}`).not.toBe('page');
  }
  expect(seen.lastIndexOf('dialog')).toBeGreaterThan(seen.indexOf('browser'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

/** Presses Tab until `target` has focus (at most 150 times): whether it got there. */
async function tabTo(page: Page, target: Locator): Promise<boolean> {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return true;
  }
  return false;
}
