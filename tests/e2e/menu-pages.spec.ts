/**
 * Every page in every demo role's menu opens for that role with the seeded demo world: a page
 * with a shipped layout draws without a failed widget, a console error or a failed call, and
 * without anything axe finds serious or critical against WCAG 2.1 AA; a page nobody has built
 * yet says 页面建设中 (and only those do). Each page is opened once, by the first
 * role that has it; the roles run in parallel.
 *
 * The portal loads once per role; from there each page is a client-side navigation (a history
 * entry and a popstate, as the browser's back and forward make), the way a signed-in user moves
 * between pages, rather than a reload of the whole portal per page. A page has drawn when its own
 * layout shows a widget, no widget in view is still loading (skeleton, 加载中, spinner) and no call
 * has been in flight for a moment. (A full load of a page, a reload and a deep link are shell.spec's.)
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findingLines, seriousViolations, type Finding } from './axe';
import { realProblems, watchPage } from './console';
import { apiToken, navigate, openPages, signInByApi } from './shellHelpers';

/** Pages built so far that must never fall back to 页面建设中 (a layout lost from src/layouts/index.ts). */
const BUILT = new Set([
  'eval-list',
  'eval-apply-first',
  'eval-apply-base',
  'eval-apply-product',
  'eval-apply-entry',
  'eval-task-assign',
  'eval-completeness',
  'eval-review',
  'eval-meeting',
  'eval-report',
  'eval-sampling-task',
  'eval-sampling-report',
  'jd-annual-task',
  'jd-plan',
  'jd-task',
  'jd-unit-task',
  'jd-sampling',
  'jd-org-task',
  'jd-non-pass',
  'jd-reform',
  'jd-to-exit',
  'jd-exit-decide',
  'jd-to-validate',
  'jd-exited',
  'stat-summary',
  'stat-jd-summary',
  'stat-declare',
  'stat-eval',
]);

/** The demo accounts of the roles, the ones with the fewest pages first (so they keep theirs). */
const ROLES = ['tester', 'mng_cert', 'inspector', 'jd1_admin', 'staff', 'evaluator', 'enterprise', 'manager', 'admin'] as const;

interface MenuNode {
  readonly path: string | null;
  readonly children: readonly MenuNode[];
}

async function layoutPaths(request: APIRequestContext, username: string): Promise<string[]> {
  const token = await apiToken(request, username);
  const res = await request.post('/api/sysmenu/cur', { headers: { 'X-Token': token } });
  const walk = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((n) => [...(n.path?.startsWith('/views/') ? [n.path] : []), ...walk(n.children ?? [])]);
  return walk((await res.json()).data as MenuNode[]);
}

/** The layouts the portal ships (the others show 页面建设中), as the server lists them. */
async function shippedLayouts(request: APIRequestContext): Promise<Set<string>> {
  const res = await request.post('/api/layout/known', { headers: { 'X-Token': await apiToken(request, 'admin') } });
  return new Set(((await res.json()).data as { id: string; hasDefault: boolean }[]).filter((l) => l.hasDefault).map((l) => l.id));
}

/** What a widget in view shows while its chunk or its data is on the way. */
const LOADING = '.ant-skeleton, [role="status"][aria-label="加载中"], .ant-spin-spinning, .zp-loading';
/** How long no call may have been in flight before a page counts as settled (a second call may follow the first). */
const QUIET_MS = 300;

/** Counts the page's calls in flight and remembers when the last one started or ended. */
function watchCalls(page: Page): () => boolean {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight += 1;
    last = Date.now();
  };
  const end = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return () => inFlight === 0 && Date.now() - last >= QUIET_MS;
}

/** Waits until the page's calls are quiet and nothing in view is loading. */
async function settled(page: Page, quiet: () => boolean, what: string): Promise<void> {
  await expect
    .poll(async () => quiet() && (await page.locator(LOADING).filter({ visible: true }).count()) === 0, { message: `${what} settles`, timeout: 30_000, intervals: [100] })
    .toBe(true);
}

test.describe.configure({ mode: 'parallel' });

for (const [index, username] of ROLES.entries()) {
  test(`every menu page of ${username} opens`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    // Pages an earlier role in ROLES has are opened by that role.
    const earlier = new Set((await Promise.all(ROLES.slice(0, index).map((u) => layoutPaths(request, u)))).flat());
    const paths = [...new Set(await layoutPaths(request, username))].filter((p) => !earlier.has(p));
    if (paths.length === 0) {
      console.log(`${username}: every page is opened by a role before it`);
      return;
    }
    const shippedIds = await shippedLayouts(request);
    await signInByApi(context, request, baseURL!, username);
    const problems = watchPage(page);
    const quiet = watchCalls(page);
    await page.goto('/index');
    await expect(openPages(page).getByRole('link', { name: '首页', exact: true })).toBeVisible();
    await settled(page, quiet, '/index');
    const failed: string[] = [];
    const unbuilt: string[] = [];
    // The home page (首页) first: where every role starts, its 待办 tags and counts.
    const findings: Finding[] = await seriousViolations(page, '/index');
    for (const path of paths) {
      const layoutId = path.slice('/views/'.length).split('?')[0];
      problems.length = 0;
      await navigate(page, path);
      const shipped = shippedIds.has(layoutId);
      if (!shipped) {
        if (BUILT.has(layoutId)) failed.push(`${path}: built, but the server ships no layout for it`);
        await expect(page.getByText('页面建设中').filter({ visible: true }), path).toBeVisible();
        unbuilt.push(layoutId);
        continue;
      }
      // Drawn: the first widget's frame of this page's layout is there and nothing is loading any more.
      await expect(page.locator(`[data-layout-id="${layoutId}"] [data-widget]`).filter({ visible: true }).first(), path).toBeVisible({ timeout: 20_000 });
      await settled(page, quiet, path);
      const alerts = await page.getByRole('alert').allTextContents();
      const broken = alerts.filter((t) => /加载失败|页面布局加载失败|页面建设中/.test(t));
      const own = realProblems(problems);
      if (broken.length || own.length) failed.push(`${path}: ${[...broken, ...own].join(' | ').slice(0, 400)}`);
      // Accessible as drawn (WCAG 2.1 AA): nothing axe finds serious or critical.
      findings.push(...(await seriousViolations(page, path)));
    }
    console.log(`${username}: ${paths.length} pages opened, ${paths.length - unbuilt.length} built${unbuilt.length ? `, 页面建设中: ${unbuilt.join(' ')}` : ''}; axe: ${findings.length} serious or critical violations`);
    expect.soft(findingLines(findings)).toEqual([]);
    expect(failed).toEqual([]);
  });
}
