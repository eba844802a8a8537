/**
 * Rectification and exit in the browser, against the real server, on two products that failed
 * supervision at the demo supervision centre and wait for their rectification to be started (the
 * demo world leaves three so; the enterprises of the other browser walks are left alone). The
 * administrator gives each product's enterprise a user to act for it:
 * - one: management starts its rectification and suspends the certificate; the enterprise submits
 *   its report; the supervision unit finds it still failing; management sends the notice; the
 *   enterprise objects and management rejects the objection: the rectification ends in an exit,
 *   which management notifies, the enterprise accepts, management approves and the certificate
 *   officer ends by cancelling the certificate. Public verification says 注销; the product is in
 *   已退出产品 and no longer in the 圳品目录.
 * - the other: its rectification passes and its suspended certificate is valid again.
 * On the way the 待整改 badge of each actor equals the rectifications waiting for them.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { api, day, finishMove, move, openCertRow, openMove, recordOf, shot, signedIn, submitRectification, type Actor } from './evalHelpers';
import { apiToken, DEMO_PASSWORD } from './shellHelpers';

const CENTRE = '深圳市圳品监督检查中心';
/** The enterprises the certificate and supervision walks work on. */
const OTHER_WALKS = ['深圳市鹏城绿源农业发展有限公司', '河源市源城区客家米业有限公司'];

interface ReformRow {
  readonly id: number;
  readonly orgId: number;
  readonly orgName: string;
  readonly certNo: string;
  readonly unitName: string | null;
  readonly certStatus: number;
}

/**
 * A product whose rectification waits to be started (at the demo centre, its certificate valid), and
 * a new user of its enterprise (the administrator creates it): the certificate number and the user's name.
 */
async function productToRectify(request: APIRequestContext, taken: readonly string[]): Promise<{ no: string; username: string }> {
  const manager = await apiToken(request, 'manager');
  const page = await api<{ content: ReformRow[] }>(request, manager, 'POST', '/api/jd/reform/page?search.status_eq=1&page.size=100');
  const row = page.content.find((r) => r.unitName === CENTRE && r.certStatus === 0 && !OTHER_WALKS.includes(r.orgName) && !taken.includes(r.certNo));
  expect(row, 'a product waiting for its rectification at the demo centre').toBeDefined();
  const username = `zg${Date.now() % 10_000_000}`;
  await api(request, await apiToken(request, 'admin'), 'PUT', '/api/sysuser', { username, name: '赵整改', orgId: row?.orgId, password: DEMO_PASSWORD, roleCodes: 'R_ORG_ADMIN' });
  return { no: row?.certNo ?? '', username };
}

/** Opens the first row of a page's list that holds every text; answers the row's certificate number. */
async function openRow(page: Page, path: string, ...text: string[]): Promise<string> {
  const no = await openCertRow(page, path, ...text);
  await expect(recordOf(page).getByText(no).first()).toBeVisible({ timeout: 30_000 });
  return no;
}

/** How many rectifications wait for this actor, as the server counts them, and the 待整改 badge agrees. */
async function badgeMatches(actor: Actor, username: string, request: APIRequestContext): Promise<void> {
  const counts = await api<Record<string, number>>(request, await apiToken(request, username), 'GET', '/api/index/taskCounts');
  const waiting = counts.reform ?? 0;
  await actor.page.goto('/views/jd-reform');
  const item = actor.page.getByRole('menuitem', { name: /待整改/ });
  await expect(item).toBeVisible({ timeout: 30_000 });
  if (waiting) await expect(item.locator('.zp-menu-badge')).toHaveText(waiting > 99 ? '99+' : String(waiting));
  else await expect(item.locator('.zp-menu-badge')).toHaveCount(0);
}

/** A new enterprise user's browser: the reminder to change the initial password is put off whenever it shows. */
async function newUser(browser: Browser, request: APIRequestContext, base: string, username: string): Promise<Actor> {
  const actor = await signedIn(browser, request, base, username);
  await actor.page.addLocatorHandler(actor.page.getByText('请修改初始密码'), async () => {
    await actor.page.getByRole('button', { name: '稍后修改' }).click();
  });
  return actor;
}

/** Public verification of a certificate number says this. */
async function publicSays(page: Page, no: string, text: string): Promise<void> {
  await page.goto(`/verify?no=${no}`);
  await expect(page.getByText(text).first()).toBeVisible({ timeout: 30_000 });
}

/** Management starts a product's rectification from 不通过列表, suspending its certificate. */
async function startRectification(manager: Actor, no: string): Promise<void> {
  await openRow(manager.page, '/views/jd-non-pass', no, '待启动整改');
  const start = await openMove(manager.page, '启动整改');
  await start.getByLabel('整改期限').fill(day(30));
  await start.getByLabel('整改期限').press('Tab');
  await start.getByLabel('整改要求').fill('产品标签标注不规范，请按标准修改标签并提交整改报告和标签样张。');
  await start.getByRole('radio', { name: '是' }).check();
  await finishMove(manager.page, start, '启动整改');
  await expect(recordOf(manager.page).getByTestId('record-status')).toHaveText('企业整改中');
}

/** The enterprise submits its rectification report from 待整改. */
async function submitReport(enterprise: Actor, no: string): Promise<void> {
  await openRow(enterprise.page, '/views/jd-reform', no, '企业整改中');
  await submitRectification(enterprise.page, '已按标准重新设计并印制标签，旧标签全部回收销毁。');
}

test.describe.configure({ mode: 'serial' });
/** Certificates a walk of this file took. */
const taken: string[] = [];

test('a failed rectification, a rejected objection and an approved exit cancel the certificate', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const base = baseURL ?? '';
  const { no, username } = await productToRectify(request, taken);
  taken.push(no);
  const manager = await signedIn(browser, request, base, 'manager');
  const enterprise = await newUser(browser, request, base, username);
  const unit = await signedIn(browser, request, base, 'jd1_admin');
  const officer = await signedIn(browser, request, base, 'mng_cert');
  const visitor = await (await browser.newContext()).newPage();

  await startRectification(manager, no);
  await publicSays(visitor, no, '已暂停');
  await badgeMatches(enterprise, username, request);
  await submitReport(enterprise, no);
  await shot(enterprise.page, testInfo, '1-enterprise-submitted');

  // The supervision unit audits: still failing.
  await badgeMatches(unit, 'jd1_admin', request);
  await openRow(unit.page, '/views/jd-reform', no, '待机构审核');
  await move(unit.page, '整改不合格', '待发不合格通知', '标签仍未标注生产许可证编号，整改不合格。');

  // Management sends the notice; the enterprise objects; management rejects the objection.
  await openRow(manager.page, '/views/jd-reform', no, '待发不合格通知');
  const notice = await openMove(manager.page, '发送不合格通知');
  await notice.getByLabel('异议截止日期').fill(day(10));
  await notice.getByLabel('异议截止日期').press('Tab');
  await finishMove(manager.page, notice, '发送不合格通知');
  await expect(recordOf(manager.page).getByTestId('record-status')).toHaveText('异议期内');
  await expect(recordOf(manager.page).getByRole('link', { name: /\.docx$/ }).first()).toBeVisible();

  await openRow(enterprise.page, '/views/jd-reform', no, '异议期内');
  await move(enterprise.page, '提出异议', '异议待裁定', '新标签已于上周启用，检查时抽到的是库存旧包装。');
  // 待验证产品 lists it while management judges.
  await manager.page.goto('/views/jd-to-validate');
  await expect(manager.page.locator('[data-widget="reforms"]').getByRole('row').filter({ hasText: no })).toBeVisible({ timeout: 30_000 });
  await openRow(manager.page, '/views/jd-reform', no, '异议待裁定');
  await move(manager.page, '驳回异议', '已结束', '库存旧包装仍在销售，异议不成立。');
  await shot(manager.page, testInfo, '2-manager-rejected-objection');

  // The exit: notice, accepted by the enterprise, approved, the certificate cancelled.
  await openRow(manager.page, '/views/jd-exit-decide', no, '待发退出通知');
  const exitNotice = await openMove(manager.page, '发送退出通知');
  await exitNotice.getByLabel('异议截止日期').fill(day(10));
  await exitNotice.getByLabel('异议截止日期').press('Tab');
  await finishMove(manager.page, exitNotice, '发送退出通知');
  await expect(recordOf(manager.page).getByTestId('record-status')).toHaveText('异议期内');

  await openRow(enterprise.page, '/views/jd-to-exit', no, '异议期内');
  await move(enterprise.page, '接受退出', '待批准退出', '接受退出决定。');
  await openRow(manager.page, '/views/jd-exit-decide', no, '待批准退出');
  await move(manager.page, '批准退出', '待注销证书', '整改不合格且异议不成立，批准退出。');

  await openRow(officer.page, '/views/jd-to-exit', no, '待注销证书');
  const cancel = await openMove(officer.page, '注销证书');
  await cancel.getByRole('radio', { name: '注销' }).check();
  await cancel.getByRole('textbox', { name: '意见' }).fill('产品退出圳品，注销证书。');
  await finishMove(officer.page, cancel, '注销证书');
  await expect(recordOf(officer.page).getByTestId('record-status')).toHaveText('已退出');
  await shot(officer.page, testInfo, '3-officer-cancelled');

  await publicSays(visitor, no, '该证书当前状态为“已注销”，不再有效。');
  await openRow(manager.page, '/views/jd-exited', no);
  await shot(manager.page, testInfo, '4-exited');
  // Gone from the 圳品目录.
  const catalogue = await api<{ totalElements: number }>(request, await apiToken(request, 'manager'), 'POST', `/api/eval/cert/catalogue/page?search.certNo_like=${no}`);
  expect(catalogue.totalElements).toBe(0);
});

test('a passed rectification makes the suspended certificate valid again', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const { no, username } = await productToRectify(request, taken);
  taken.push(no);
  const manager = await signedIn(browser, request, base, 'manager');
  const enterprise = await newUser(browser, request, base, username);
  const unit = await signedIn(browser, request, base, 'jd1_admin');
  const visitor = await (await browser.newContext()).newPage();

  await startRectification(manager, no);
  await publicSays(visitor, no, '已暂停');
  await submitReport(enterprise, no);
  await openRow(unit.page, '/views/jd-reform', no, '待机构审核');
  await move(unit.page, '整改通过', '已结束', '标签已按标准整改，整改通过。');
  await badgeMatches(unit, 'jd1_admin', request);
  await shot(unit.page, testInfo, '5-unit-passed');
  await publicSays(visitor, no, '有效');
});
