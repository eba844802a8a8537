/** Helpers of the shell's end-to-end tests: signing in, the server's menu, the sidebar. */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { TAGS_LABEL } from '../../src/app/chrome/tagsText';

export const DEMO_PASSWORD = 'Demo#2026';

interface MenuNode {
  id: number;
  title: string;
  path: string | null;
  target: string | null;
  hidden: boolean;
  children: MenuNode[];
}

/** A new token for a demo account, straight from the API (a sign-in of its own: argon2 on the server). */
export async function freshToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/login', { data: { username, password: DEMO_PASSWORD, code: '', uuid: '' } });
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return body.data.token as string;
}

/**
 * The tokens this worker signed in for, by account. A worker is one process that runs its tests one
 * after another, so each account signs in once per worker rather than once per test (or, walking the
 * menus, once per role per role). Kept well within the server's hour before it rotates a token.
 */
const signedIn = new Map<string, { readonly token: Promise<string>; readonly at: number }>();
const REUSE_MS = 30 * 60_000;

/**
 * A token for a demo account, shared by this worker's tests. A test that ends its session (logs out,
 * revokes the token) must sign in with a `freshToken` instead, or it would end the others' too.
 */
export function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const known = signedIn.get(username);
  if (known && Date.now() - known.at < REUSE_MS) return known.token;
  const token = freshToken(request, username);
  signedIn.set(username, { token, at: Date.now() });
  token.catch(() => signedIn.delete(username));
  return token;
}

/**
 * Signs in without the login page: the token cookie is all the guard needs to fetch the user. The
 * worker's shared token unless `fresh` (for a test that signs out or revokes it).
 */
export async function signInByApi(context: BrowserContext, request: APIRequestContext, baseURL: string, username: string, opts: { fresh?: boolean } = {}): Promise<string> {
  const token = await (opts.fresh ? freshToken(request, username) : apiToken(request, username));
  await context.addCookies([{ name: 'X-Token', value: token, url: baseURL }]);
  return token;
}

/** Signs in through the login page the user sees (it must be open). */
export async function signInOnPage(page: Page, username: string): Promise<void> {
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The signed-in user's menu tree as the server sends it. */
export async function menuTree(request: APIRequestContext, token: string): Promise<MenuNode[]> {
  const res = await request.post('/api/sysmenu/cur', { headers: { 'X-Token': token } });
  return (await res.json()).data as MenuNode[];
}

/** What the sidebar's top level should list: visible items, groups only when something in them shows. */
export function expectedTopLevel(tree: MenuNode[]): string[] {
  const shows = (n: MenuNode): boolean => !n.hidden && (n.path ? true : n.children.some(shows));
  return tree.filter(shows).map((n) => n.title);
}

export const sidebar = (page: Page) => page.locator('nav[aria-label="菜单"]');
export const sidebarTopLevel = (page: Page) => sidebar(page).locator('.ant-menu-root > li.ant-menu-item, .ant-menu-root > li.ant-menu-submenu');

/** Opens a page from the sidebar: its group first, then the page. */
export async function openFromSidebar(page: Page, group: string, title: string): Promise<void> {
  const side = sidebar(page);
  // A menu badge adds its count to the item's name (评价列表 11 条待办).
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entry = side.getByRole('menuitem', { name: new RegExp(`^${escaped}( \\S+ 条待办)?$`) });
  // A click landing while the group still unfolds can be lost (the item takes focus, the route
  // stays): click until the sidebar marks the item as the open page, or, a drawer on a phone,
  // closes on navigating (at once when motion is reduced).
  const opened = async () => !(await side.isVisible()) || /ant-menu-item-selected/.test((await entry.getAttribute('class', { timeout: 1000 }).catch(() => null)) ?? '');
  await expect(async () => {
    if (!(await entry.isVisible())) await side.getByText(group, { exact: true }).click();
    await entry.click();
    await expect.poll(opened, { timeout: 5000 }).toBe(true);
  }).toPass({ timeout: 30_000 });
}

/** The token the browser holds (the X-Token cookie). */
export async function browserToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'X-Token');
  expect(cookie, 'X-Token cookie').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/**
 * Client-side navigation, as the browser's back and forward make it: the router follows the
 * address, and a tab kept alive for it is shown again rather than the portal loaded anew.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The bar of the open pages (the shell's tags), whose links go back to each. */
export const openPages = (page: Page) => page.getByRole('navigation', { name: TAGS_LABEL });

/** The portal is open in the page (its 首页 tab is there), so a page of it is a navigation away, not a load. */
export async function inPortal(page: Page): Promise<boolean> {
  return openPages(page).getByRole('link', { name: '首页', exact: true }).isVisible();
}

/** Shows a page of the portal: by client-side navigation once the portal is open in the page, else by loading it. */
export async function showPage(page: Page, path: string): Promise<void> {
  if (await inPortal(page)) await navigate(page, path);
  else await page.goto(path);
}
