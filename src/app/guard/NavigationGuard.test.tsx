import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { takeNotes } from '@/api/feedback';
import type { MenuItem } from '@/api/menu';
import type { CurrentUser } from '@/domain/account';
import { useSession } from '@/stores/session';
import { useMenuRoutes } from '../routes/menuState';
import { resolvePath } from '../routes/routeTable';
import { NavigationGuard } from './NavigationGuard';

// The top progress bar's removal timer would outlive the test's document on a loaded machine; what the guard shows is the page.
vi.mock('./progress', () => ({ startProgress: () => undefined, doneProgress: () => undefined }));

const menu = vi.hoisted(() => ({ asked: false, resolve: (_: MenuItem[]) => {}, reject: (_: unknown) => {} }));
vi.mock('@/api/menu', () => ({
  fetchMenuTree: () =>
    new Promise<MenuItem[]>((resolve, reject) => {
      menu.asked = true;
      menu.resolve = resolve;
      menu.reject = reject;
    }),
}));
/** The guard loads its loaders (and the calls behind them) as a chunk: the menu is asked for a moment later. */
const menuAsked = () => vi.waitFor(() => expect(menu.asked).toBe(true));

const user = { id: 7, name: '测试', avatar: null, mobile: null, info: { perms: '' } } as unknown as CurrentUser;
const tree: MenuItem[] = [
  { id: 1, title: '系统管理', icon: null, path: null, opts: null, target: null, seq: 1, hidden: false, noTab: false, noCache: false, badge: null, children: [
    { id: 5, title: '用户管理', icon: null, path: '/views/sys-user', opts: null, target: null, seq: 1, hidden: false, noTab: false, noCache: false, badge: null, children: [] },
  ] },
];

/** What the authenticated layout would resolve on each render it gets. */
const seen: string[] = [];
function Probe() {
  const { pathname, search } = useLocation();
  const r = resolvePath(useMenuRoutes((s) => s.table), pathname);
  seen.push(r.kind === 'page' ? `page ${r.route.title}` : `redirect ${r.to}`);
  return <p>{`${pathname}${search}`}</p>;
}

function LoginProbe() {
  const { search } = useLocation();
  return <p>{`登录页${search}`}</p>;
}

const mount = (at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <NavigationGuard>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="*" element={<Probe />} />
        </Routes>
      </NavigationGuard>
    </MemoryRouter>,
  );

describe('the navigation guard', () => {
  beforeEach(() => {
    seen.length = 0;
    menu.asked = false;
    takeNotes();
    useMenuRoutes.getState().reset();
    useSession.getState().clear();
  });
  afterEach(cleanup);

  it('on a reload of a menu route shows loading until the menu is in, then that route: never a 404 first', async () => {
    useSession.getState().setToken('t');
    useSession.getState().setUser(user);
    mount('/1_5?tab=2');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(seen).toEqual([]);
    await menuAsked();
    await act(async () => menu.resolve(tree));
    expect(screen.getByText('/1_5?tab=2')).toBeInTheDocument();
    expect(seen.every((s) => s === 'page 用户管理')).toBe(true);
    expect(document.title).toBe('用户管理 - 圳品评价管理平台');
  });

  it('when only the menu fails, carries on with the static routes and leaves it to the portal’s frame to say so', async () => {
    useSession.getState().setToken('t');
    useSession.getState().setUser(user);
    mount('/index');
    await menuAsked();
    await act(async () => menu.reject(Object.assign(new Error('后台服务异常！'), { code: 500 })));
    expect(screen.getByText('/index')).toBeInTheDocument();
    expect(takeNotes()).toEqual([{ text: '系统菜单加载失败！', tone: 'error' }]);
  });

  it('without a session sends a protected path to sign-in with the way back', () => {
    mount('/index?x=1');
    expect(screen.getByText('登录页?redirect=%2Findex%3Fx%3D1')).toBeInTheDocument();
  });
});
