/**
 * The system-administration pages on the real server, as admin: 菜单管理 (add a page
 * mounting a chosen layout, reorder, delete; the sidebar follows after a reload), 布局管理 (open a
 * layout in edit mode, restore a stored one), 企业注册审核 (reject one with a reason, pass
 * another), 组织管理 (sync, set the expiry, clear an expired one), 角色管理 and 行政区划.
 * Screenshots go to the test's output folder.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { withUsccCheck } from '../../src/domain/validators';
import { watchPage } from './console';
import { openFromSidebar, sidebar, signInByApi } from './shellHelpers';

const popconfirmOk = (page: Page) => page.locator('.ant-popconfirm:visible').getByRole('button', { name: '确定' });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();

async function api<T>(request: APIRequestContext, token: string, url: string, data?: unknown): Promise<T> {
  const res = await request.post(url, { headers: { 'X-Token': token }, data: data ?? {} });
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return body.data as T;
}

/** A fresh enterprise registration through the public call; returns its organisation name. */
async function registerEnterprise(request: APIRequestContext, tag: string): Promise<string> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const orgName = `深圳市${tag}${n}食品有限公司`;
  const res = await request.put('/rst/zp_user/register', {
    data: { orgName, creditCode: withUsccCheck(`91440300${n}`), contact: '测试联系人', username: `e2e_${tag === '驳回' ? 'r' : 'p'}${n}`, mobile: `137${n.slice(-8)}`, password: 'Start#2026', confirmPassword: 'Start#2026' },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return orgName;
}

test.describe('system administration pages', () => {
  test('菜单管理: add a page mounting a chosen layout, reorder it, see it in the sidebar, delete it', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const problems = watchPage(page);
    const token = await signInByApi(context, request, baseURL ?? '', 'admin');
    const title = `测试页${String(Date.now()).slice(-6)}`;
    await page.goto('/index');
    await openFromSidebar(page, '系统管理', '菜单管理');
    const tree = page.getByRole('tree', { name: '菜单树' });
    await expect(tree).toBeVisible();

    // Add a page under 系统管理 that mounts 角色管理's layout.
    await tree.getByText('系统管理', { exact: true }).click();
    await page.getByRole('button', { name: '新增下级' }).click();
    const form = page.getByRole('form', { name: '新增菜单' });
    await form.getByLabel('菜单名称').fill(title);
    const layoutPick = form.getByRole('combobox', { name: '页面布局' });
    await layoutPick.click();
    await layoutPick.fill('sys-role');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '角色管理（sys-role）' }).click();
    await form.getByLabel('权限标识').fill('sys:role:list');
    await page.screenshot({ path: testInfo.outputPath('menu-add.png') });
    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '已保存')).toBeVisible();
    await expect(page.getByRole('form', { name: '编辑菜单' })).toBeVisible();
    await expect(tree.getByText(title)).toBeVisible();

    const sysChildren = async () => {
      const forest = await api<{ title: string; children?: { id: number; title: string; path: string | null }[] }[]>(request, token, '/api/sysmenu/sync');
      return forest.find((g) => g.title === '系统管理')?.children ?? [];
    };
    let kids = await sysChildren();
    const added = kids.find((c) => c.title === title);
    expect(added?.path).toBe('/views/sys-role');
    expect(kids.at(-1)?.title).toBe(title);

    // Reorder: one step up.
    await page.getByRole('button', { name: '上移' }).click();
    await expect(toast(page, '排序已保存')).toBeVisible();
    kids = await sysChildren();
    expect(kids.at(-2)?.title).toBe(title);

    // The sidebar shows it after a reload, and it opens the chosen layout.
    await page.reload();
    await expect(tree).toBeVisible();
    await expect(sidebar(page).getByRole('menuitem', { name: '菜单管理', exact: true })).toBeVisible();
    await openFromSidebar(page, '系统管理', title);
    await expect(page.getByRole('columnheader', { name: '角色编码' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('menu-new-page-open.png') });

    // Delete it.
    await openFromSidebar(page, '系统管理', '菜单管理');
    await expect(tree).toBeVisible();
    await tree.getByText('系统管理', { exact: true }).click();
    await tree.getByText(title).click();
    await page.getByRole('button', { name: '删除' }).click();
    await popconfirmOk(page).click();
    await expect(toast(page, '已删除')).toBeVisible();
    await expect(tree.getByText(title)).toHaveCount(0);
    expect((await sysChildren()).some((c) => c.title === title)).toBe(false);
    await page.reload();
    await expect(sidebar(page).getByText(title)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('布局管理: open a layout in edit mode, restore a stored one', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const problems = watchPage(page);
    const token = await signInByApi(context, request, baseURL ?? '', 'admin');
    // A stored personal layout of 组织管理 with another title.
    const current = await (await request.get('/api/layout/sys-org', { headers: { 'X-Token': token } })).json();
    const saved = await request.put('/api/layout/sys-org', { headers: { 'X-Token': token }, data: { ...current.data.doc, title: '我的组织管理' } });
    expect((await saved.json()).code).toBe(200);

    await page.goto('/index');
    await openFromSidebar(page, '系统管理', '布局管理');
    const search = page.getByRole('search');
    await search.getByLabel('布局编号').fill('sys-org');
    await search.getByRole('button', { name: '搜索' }).click();
    const mine = page.getByRole('row', { name: /个人布局/ });
    await expect(mine).toContainText('我的组织管理');
    await expect(page.getByRole('row', { name: /默认布局/ })).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath('layouts.png') });

    // Restore: the stored row goes, the default applies again.
    await mine.getByRole('button', { name: '恢复默认' }).click();
    await popconfirmOk(page).click();
    await expect(toast(page, '已恢复默认布局')).toBeVisible();
    await expect(page.getByRole('row', { name: /个人布局/ })).toHaveCount(0);
    const after = await (await request.get('/api/layout/sys-org', { headers: { 'X-Token': token } })).json();
    expect(after.data).toMatchObject({ source: 'default', doc: { title: '组织管理' } });

    // Open 角色管理's layout in edit mode.
    await search.getByLabel('布局编号').fill('sys-role');
    await search.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('row', { name: /sys-role/ }).getByRole('button', { name: '编辑布局' }).click();
    await expect(page.getByRole('button', { name: '放弃' })).toBeVisible();
    await expect(page.getByText('正在编辑布局')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '角色编码' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('layout-edit-mode.png') });
    await page.getByRole('button', { name: '放弃' }).click();
    await expect(page.getByRole('button', { name: '编辑布局' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('企业注册审核: reject one with a reason, pass another; 注册记录 lists the passed one', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const problems = watchPage(page);
    const rejectOrg = await registerEnterprise(request, '驳回');
    const passOrg = await registerEnterprise(request, '通过');
    await signInByApi(context, request, baseURL ?? '', 'admin');
    await page.goto('/index');
    await openFromSidebar(page, '企业管理', '企业注册审核');

    // Reject: the reason is required.
    let row = page.getByRole('row', { name: new RegExp(rejectOrg) });
    await expect(row).toContainText('待审核');
    await row.getByRole('button', { name: '审核' }).click();
    let dialog = page.getByRole('dialog', { name: `注册审核：${rejectOrg}` });
    await dialog.getByLabel('不通过').check();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText('审核不通过时请填写原因')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('audit-reason-required.png') });
    await dialog.getByLabel('审核意见').fill('营业执照信息与企业名称不一致');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    row = page.getByRole('row', { name: new RegExp(rejectOrg) });
    await expect(row).toContainText('审核不通过');
    await expect(row).toContainText('营业执照信息与企业名称不一致');
    await expect(row.getByRole('button', { name: '审核' })).toHaveCount(0);

    // Pass the other.
    row = page.getByRole('row', { name: new RegExp(passOrg) });
    await row.getByRole('button', { name: '审核' }).click();
    dialog = page.getByRole('dialog', { name: `注册审核：${passOrg}` });
    await expect(dialog.getByLabel('通过', { exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(passOrg) })).toHaveCount(0);

    await openFromSidebar(page, '企业管理', '注册记录');
    await expect(page.getByRole('row', { name: new RegExp(passOrg) })).toContainText('正常');
    await expect(page.getByRole('row', { name: new RegExp(rejectOrg) })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('register-record.png') });
    expect(problems).toEqual([]);
  });

  test('组织管理: sync an organisation, set its expiry, clear an expired one', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const problems = watchPage(page);
    const token = await signInByApi(context, request, baseURL ?? '', 'admin');
    const orgs = await api<{ content: { id: number; name: string }[] }>(request, token, '/api/sysorg/page?page.size=3&search.type_eq=3');
    const [first, second] = orgs.content;
    await api(request, token, '/api/sysorg/updExp', { ids: String(second.id), expDate: '2020-01-01' });

    await page.goto('/index');
    await openFromSidebar(page, '系统管理', '组织管理');
    const search = page.getByRole('search');
    await search.getByLabel('组织名称').fill(first.name);
    await search.getByRole('button', { name: '搜索' }).click();
    let row = page.getByRole('row', { name: new RegExp(first.name) });
    await expect(page.getByText('共 1 条')).toBeVisible();

    // Sync.
    await row.getByRole('button', { name: '同步' }).click();
    await popconfirmOk(page).click();
    await expect(toast(page, '已同步')).toBeVisible();
    const synced = await (await request.get(`/api/sysorg/${first.id}`, { headers: { 'X-Token': token } })).json();
    expect(synced.data.syncTime).toBeTruthy();

    // Set the expiry.
    await row.getByRole('button', { name: '有效期' }).click();
    let dialog = page.getByRole('dialog', { name: `有效期：${first.name}` });
    await dialog.getByLabel('有效期至').click();
    await dialog.getByLabel('有效期至').fill('2030-12-31');
    await dialog.getByLabel('有效期至').press('Enter');
    await page.screenshot({ path: testInfo.outputPath('org-expiry.png') });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('2030-12-31');

    // Clear an expired one.
    await search.getByLabel('组织名称').fill(second.name);
    await search.getByRole('button', { name: '搜索' }).click();
    row = page.getByRole('row', { name: new RegExp(second.name) });
    await expect(row).toContainText('2020-01-01');
    await row.getByRole('button', { name: '有效期' }).click();
    dialog = page.getByRole('dialog', { name: `有效期：${second.name}` });
    await expect(dialog.getByText('已过期')).toBeVisible();
    await dialog.getByRole('button', { name: '清除过期有效期' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).not.toContainText('2020-01-01');
    expect(problems).toEqual([]);
  });

  test('角色管理 and 行政区划: a role’s menus, and browsing divisions', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const problems = watchPage(page);
    await signInByApi(context, request, baseURL ?? '', 'admin');
    await page.goto('/index');
    await openFromSidebar(page, '系统管理', '角色管理');
    const row = page.getByRole('row', { name: /R_MNG_USER/ });
    await row.getByRole('button', { name: '菜单权限' }).click();
    const dialog = page.getByRole('dialog', { name: /菜单权限：管理端用户/ });
    await expect(dialog.getByTestId('role-granted-count')).toContainText('已授权');
    await expect(dialog.getByRole('tree', { name: '菜单权限' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('role-menus.png') });
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    await openFromSidebar(page, '基础数据', '行政区划');
    const tree = page.getByRole('tree', { name: '行政区划' });
    await tree.getByText('广东省', { exact: true }).click();
    await expect(page.getByTestId('area-detail')).toContainText('区划代码44名称广东省');
    await page.locator('.ant-tree-treenode', { hasText: '广东省' }).locator('.ant-tree-switcher').click();
    await tree.getByText('深圳市', { exact: true }).click();
    await expect(page.getByTestId('area-detail')).toContainText('区划代码4403');
    await expect(page.getByTestId('area-detail')).toContainText('广东省/深圳市');
    await page.screenshot({ path: testInfo.outputPath('areas.png') });
    expect(problems).toEqual([]);
  });
});
