/**
 * Menus: the catalogue the seed installs, the signed-in user's tree per role, maintenance,
 * the full tree, and role grants (screens document §2; calls document §7.4).
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CATALOGUE, rolesOf } from '../../../src/domain/menuCatalogue';
import { ALL_PERMISSIONS } from '../../../src/domain/permissions';
import { ROLE_CODES } from '../../../src/domain/roles';
import type { MenuItem } from '../../../src/domain/resources/menu';
import { sysLog, sysRole } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'manager', 'evaluator', 'enterprise', 'staff']) tokens[u] = await s.signIn(u);
});
afterAll(async () => {
  await s?.close();
});

const cur = async (who: string) => (await s.call<MenuItem[]>({ method: 'POST', url: '/api/sysmenu/cur', token: tokens[who] })).body;
/** Walks a tree whose leaves may carry no `children` (the full tree of /sync). */
const titles = (items: MenuItem[]): string[] => items.flatMap((i) => [i.title, ...titles(i.children ?? [])]);
const find = (items: MenuItem[], title: string): MenuItem | undefined => {
  for (const i of items) {
    if (i.title === title) return i;
    const hit = find(i.children ?? [], title);
    if (hit) return hit;
  }
  return undefined;
};
const roleId = async (code: string) => (await s.database.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, code)))[0].id;

describe('the menu catalogue', () => {
  const pages = MENU_CATALOGUE.flatMap((g) => g.pages);

  it('has unique keys, kebab-case view paths, known permissions, roles and icons', () => {
    const keys = [...MENU_CATALOGUE.map((g) => g.key), ...pages.map((p) => p.key)];
    expect(new Set(keys).size).toBe(keys.length);
    const iconDir = path.resolve('node_modules/@ant-design/icons/lib/icons');
    for (const icon of [...MENU_CATALOGUE.map((g) => g.icon), ...pages.map((p) => p.icon)]) {
      expect(fs.existsSync(path.join(iconDir, `${icon}.js`)), icon).toBe(true);
    }
    for (const p of pages) {
      if (p.target === '_blank') {
        expect(p.path).toMatch(/^https?:\/\//);
      } else {
        expect(p.path, p.key).toBe(`/views/${p.key}`);
        expect(p.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
      for (const perm of p.perms) expect(ALL_PERMISSIONS, `${p.key}: ${perm}`).toContain(perm);
      for (const role of p.roles) expect(ROLE_CODES).toContain(role);
    }
  });

  it('holds every permission-based page of the screens document', () => {
    const wanted = [
      '监管数据看板', '用户管理', '部门管理', '部门维护', '岗位管理', '岗位维护', '组织管理', '组织维护', '操作日志', '菜单管理', '菜单维护',
      '消息类别', '消息动作', '我的消息', '消息推送', '评价标准', '技术规范', '产品类别', '附件列表', '附件类型', '评价规则', '企业信息', '产品中心',
      '产量计划', '激活记录', '机构列表', '机构人员核验', '机构中心', '企业列表', '评价列表', '首次申请', '基地扩项申请', '产品扩项申请', '申请录入',
      '变更列表', '重点企业', '统计汇总', '监督统计汇总', '申报统计', '评价统计', '菜篮子基地', '对口帮扶地区', '企业评价申请预审', '企业预申请',
      '企业产品审核', '企业场所', '企业产品', '生产批次', '完整性初评', '评价任务分配', '评价评审列表', '抽样任务列表', '会议列表', '证书生成', '证书列表',
      '年度监督任务', '监督计划', '监督任务', '监督抽检', '待整改', '不通过列表', '机构监督任务', '待退出', '待验证产品', '已退出产品', '自我评价',
      '历史数据', '企业历史产品', '评价报告', '抽样报告', '圳品目录', '注册记录', '字典管理', '企业注册审核', '行政区划', '布局管理',
    ];
    const have = new Set(pages.map((p) => p.title));
    expect(wanted.filter((t) => !have.has(t))).toEqual([]);
  });

  it('keeps system internals away from management users and gives admins everything', () => {
    const mng = pages.filter((p) => rolesOf(p).includes('R_MNG_USER')).map((p) => p.key);
    expect(mng).not.toContain('sys-menu');
    expect(mng).not.toContain('sys-dic');
    expect(pages.every((p) => rolesOf(p).includes('R_SYS_ADMIN'))).toBe(true);
  });
});

describe('POST /api/sysmenu/cur', () => {
  it('gives the administrator every item, sorted by seq, with the external link and the badge', async () => {
    const body = await cur('admin');
    expect(body.code).toBe(200);
    const all = titles(body.data);
    expect(all).toContain('菜单管理');
    expect(all).toContain('字典管理');
    const seqs = body.data.map((g) => g.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    for (const g of body.data) expect(g.children.map((c) => c.seq)).toEqual([...g.children.map((c) => c.seq)].sort((a, b) => a - b));
    const link = find(body.data, '食品安全国家标准');
    expect(link).toMatchObject({ target: '_blank', path: expect.stringMatching(/^https:\/\//) });
    expect(find(body.data, '待整改')?.badge).toBe('reform');
    expect(Object.keys(body.data[0]).sort()).toEqual(['badge', 'children', 'hidden', 'icon', 'id', 'noCache', 'noTab', 'opts', 'path', 'seq', 'target', 'title']);
  });

  it('gives evaluators and enterprises different trees of their own work', async () => {
    const evaluator = titles((await cur('evaluator')).data);
    const enterprise = titles((await cur('enterprise')).data);
    const manager = titles((await cur('manager')).data);
    expect(evaluator).toContain('完整性初评');
    expect(evaluator).not.toContain('企业信息');
    expect(evaluator).not.toContain('菜单管理');
    expect(enterprise).toContain('企业信息');
    expect(enterprise).toContain('用户管理');
    expect(enterprise).not.toContain('完整性初评');
    expect(enterprise).not.toContain('监督计划');
    expect(enterprise).not.toContain('食品安全国家标准');
    expect(manager).toContain('监督计划');
    expect(manager).not.toContain('菜单管理');
    expect(manager).not.toContain('字典管理');
    expect(new Set([evaluator.join(), enterprise.join(), manager.join()]).size).toBe(3);
  });

  it('drops groups without any granted item', async () => {
    const orgUser = await roleId('R_ORG_USER');
    const before = (await s.call<number[]>({ method: 'POST', url: '/api/sysmenu/roleMenus', payload: { roleId: orgUser }, token: tokens.admin })).body.data;
    const system = (await cur('admin')).data.find((g) => g.title === '系统管理') as MenuItem;
    await s.call({ method: 'POST', url: '/api/sysmenu/grant', payload: { roleId: orgUser, menuIds: [...before, system.id] }, token: tokens.admin });
    const staff = (await cur('staff')).data;
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((g) => g.path || g.children.length > 0)).toBe(true);
    expect(titles(staff)).not.toContain('系统管理');
    await s.call({ method: 'POST', url: '/api/sysmenu/grant', payload: { roleId: orgUser, menuIds: before }, token: tokens.admin });
  });

  it('needs a signed-in user', async () => {
    expect((await s.call({ method: 'POST', url: '/api/sysmenu/cur' })).body.code).toBe(401);
  });
});

describe('menu maintenance', () => {
  it('pages menus with the search grammar and refuses what it does not know', async () => {
    const ok = await s.call<{ content: { title: string }[]; totalElements: number }>({ method: 'POST', url: '/api/sysmenu/page?page.pn=1&page.size=5&search.title_like=管理', token: tokens.admin });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.content.length).toBe(5);
    expect(ok.body.data.content.every((m) => m.title.includes('管理'))).toBe(true);
    for (const [query, text] of [
      ['search.password_eq=x', /password/],
      ['search.title_xx=x', /运算符/],
      ['page.size=100000', /page.size/],
      ['search.constructor_eq=x', /constructor/],
    ] as const) {
      const r = await s.call({ method: 'POST', url: `/api/sysmenu/page?${query}`, token: tokens.admin });
      expect(r.body.code, query).toBe(400);
      expect(r.body.msg).toMatch(text);
    }
    const inj = await s.call<{ content: unknown[] }>({ method: 'POST', url: '/api/sysmenu/page', payload: { search: { title_like: "' or 1=1 --" } }, token: tokens.admin });
    expect(inj.body.code).toBe(200);
    expect(inj.body.data.content).toEqual([]);
  });

  it('is for administrators only', async () => {
    expect((await s.call({ method: 'POST', url: '/api/sysmenu/page', token: tokens.manager })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/sysmenu/sync', token: tokens.enterprise })).body.code).toBe(403);
    expect((await s.call({ method: 'PUT', url: '/api/sysmenu', payload: { title: 'x' }, token: tokens.staff })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/sysmenu/page' })).body.code).toBe(401);
  });

  it('checks fields, creates, updates and refuses to delete a group that still has items', async () => {
    const bad = async (payload: Record<string, unknown>, text: RegExp) => {
      const r = await s.call({ method: 'PUT', url: '/api/sysmenu', payload, token: tokens.admin });
      expect(r.body.code, JSON.stringify(payload)).toBe(400);
      expect(r.body.msg).toMatch(text);
    };
    await bad({}, /^菜单名称：/);
    await bad({ title: '错误路径', path: 'views/x y' }, /^路径：/);
    await bad({ title: '错误权限', path: '/views/x', opts: 'sys:user:list,drop table' }, /^权限标识：/);
    await bad({ title: '错误目标', path: 'https://example.com', target: '_top' }, /^打开方式：/);
    await bad({ title: '错误上级', pid: 999999 }, /^上级菜单：/);

    const group = await s.call<{ id: number }>({ method: 'PUT', url: '/api/sysmenu', payload: { title: '测试分组', icon: 'ToolOutlined', seq: 999 }, token: tokens.admin });
    expect(group.body.code).toBe(200);
    const page = await s.call<{ id: number; opts: string }>({
      method: 'PUT',
      url: '/api/sysmenu',
      payload: { title: '测试页面', pid: group.body.data.id, path: '/views/test-page', opts: ' sys:user:list , sys:user:list ', seq: 10 },
      token: tokens.admin,
    });
    expect(page.body.code).toBe(200);
    expect(page.body.data.opts).toBe('sys:user:list');
    const loop = await s.call({ method: 'PUT', url: `/api/sysmenu/${group.body.data.id}`, payload: { pid: page.body.data.id }, token: tokens.admin });
    expect(loop.body.code).toBe(400);
    expect(loop.body.msg).toMatch(/^上级菜单：/);
    const upd = await s.call<{ title: string }>({ method: 'PUT', url: `/api/sysmenu/${page.body.data.id}`, payload: { title: '测试页面2' }, token: tokens.admin });
    expect(upd.body.data.title).toBe('测试页面2');

    const refused = await s.call({ method: 'DELETE', url: `/api/sysmenu?ids=${group.body.data.id}`, token: tokens.admin });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toMatch(/测试分组.*子菜单/);
    expect((await s.call({ method: 'DELETE', url: `/api/sysmenu?ids=${page.body.data.id}`, token: tokens.admin })).body.code).toBe(200);
    expect((await s.call({ method: 'DELETE', url: `/api/sysmenu?ids=${group.body.data.id}`, token: tokens.admin })).body.code).toBe(200);
  });

  it('lists all menus as one tree sorted by seq', async () => {
    interface FullNode {
      id: number;
      pid: number | null;
      title: string;
      children?: FullNode[];
    }
    const r = await s.call<FullNode[]>({ method: 'POST', url: '/api/sysmenu/sync', token: tokens.admin });
    expect(r.body.code).toBe(200);
    expect(r.body.data.length).toBe(MENU_CATALOGUE.length);
    expect(r.body.data.map((g) => g.title)).toEqual(MENU_CATALOGUE.map((g) => g.title));
    const system = r.body.data.find((g) => g.title === '系统管理');
    expect(system?.children?.length).toBeGreaterThan(0);
    expect(system?.children?.every((c) => c.pid === system.id && c.children === undefined)).toBe(true);
  });
});

describe('role grants', () => {
  it('lets an administrator change which roles see which menu, logged as GRANT', async () => {
    const orgUser = await roleId('R_ORG_USER');
    const before = await s.call<number[]>({ method: 'POST', url: '/api/sysmenu/roleMenus', payload: { roleId: orgUser }, token: tokens.admin });
    expect(before.body.code).toBe(200);
    const sysMenus = (await s.call<MenuItem[]>({ method: 'POST', url: '/api/sysmenu/sync', token: tokens.admin })).body.data;
    const logPage = find(sysMenus, '操作日志') as MenuItem & { pid: number };
    expect((await cur('staff')).data.some((g) => titles([g]).includes('操作日志'))).toBe(false);

    const granted = await s.call<number[]>({ method: 'POST', url: '/api/sysmenu/grant', payload: { roleId: orgUser, menuIds: [...before.body.data, logPage.id] }, token: tokens.admin });
    expect(granted.body.code).toBe(200);
    expect(granted.body.data).toContain(logPage.pid); // the group comes with the page
    expect(find((await cur('staff')).data, '操作日志')).toBeDefined();
    const [log] = await s.database.db.select().from(sysLog).where(and(eq(sysLog.op, 'GRANT'), eq(sysLog.recordId, String(orgUser))));
    expect(log).toBeDefined();

    await s.call({ method: 'POST', url: '/api/sysmenu/grant', payload: { roleId: orgUser, menuIds: before.body.data.join(',') }, token: tokens.admin });
    expect(find((await cur('staff')).data, '操作日志')).toBeUndefined();
  });

  it('refuses unknown roles and menus, and non-administrators', async () => {
    const orgUser = await roleId('R_ORG_USER');
    const r1 = await s.call({ method: 'POST', url: '/api/sysmenu/grant', payload: { roleId: 999999, menuIds: [] }, token: tokens.admin });
    expect(r1.body.code).toBe(400);
    expect(r1.body.msg).toMatch(/^角色：/);
    const r2 = await s.call({ method: 'POST', url: '/api/sysmenu/grant', payload: { roleId: orgUser, menuIds: [999999] }, token: tokens.admin });
    expect(r2.body.code).toBe(400);
    expect(r2.body.msg).toMatch(/^菜单：/);
    const r3 = await s.call({ method: 'POST', url: '/api/sysmenu/grant', payload: { roleId: orgUser, menuIds: ['x'] }, token: tokens.admin });
    expect(r3.body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/sysmenu/grant', payload: { roleId: orgUser, menuIds: [] }, token: tokens.manager })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/sysmenu/roleMenus', payload: { roleId: orgUser } })).body.code).toBe(401);
  });
});
