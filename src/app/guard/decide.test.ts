import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/api/http';
import { decideFailure, decideNavigation, MENU_FAILED, SYSTEM_ERROR, type GuardInput } from './decide';

const at = (path: string, extra: Partial<GuardInput> = {}): GuardInput => ({ path, search: '', storedUser: false, hasToken: false, routesReady: false, ...extra });

describe('the navigation guard decides', () => {
  it('with a stored user, sends /login (and /pre) to / — or to its own safe redirect', () => {
    expect(decideNavigation(at('/login', { storedUser: true, routesReady: true }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation(at('/pre', { storedUser: true }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation(at('/login', { storedUser: true, search: '?redirect=%2Findex%3Fx%3D1' }))).toEqual({ kind: 'redirect', to: '/index?x=1' });
    expect(decideNavigation(at('/login', { storedUser: true, search: '?redirect=//evil.example' }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('with a stored user, loads the menu routes first when they are missing', () => {
    expect(decideNavigation(at('/1_5', { storedUser: true, hasToken: true }))).toEqual({ kind: 'loadMenu' });
    expect(decideNavigation(at('/index', { storedUser: true, hasToken: true, routesReady: true }))).toEqual({ kind: 'render' });
    expect(decideNavigation(at('/userRegister', { storedUser: true, routesReady: true }))).toEqual({ kind: 'render' });
  });

  it('without a user, lets the no-sign-in paths through', () => {
    for (const p of ['/test', '/pre', '/login', '/userM/x', '/fileUploadM/a/b', '/getPassword', '/userRegister', '/verify']) {
      expect(decideNavigation(at(p))).toEqual({ kind: 'render' });
    }
    // Only the prefixes with their slash, not look-alikes.
    expect(decideNavigation(at('/userMx'))).not.toEqual({ kind: 'render' });
    expect(decideNavigation(at('/login2'))).not.toEqual({ kind: 'render' });
  });

  it('without a user but with a token, fetches the current user for any other path', () => {
    expect(decideNavigation(at('/1_5', { hasToken: true }))).toEqual({ kind: 'loadUser' });
    expect(decideNavigation(at('/', { hasToken: true }))).toEqual({ kind: 'loadUser' });
  });

  it('without a user or token, sends any other path to sign-in with the path and query to return to', () => {
    expect(decideNavigation(at('/index', { search: '?x=1' }))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Findex%3Fx%3D1' });
    expect(decideNavigation(at('/404'))).toEqual({ kind: 'redirect', to: '/login?redirect=%2F404' });
  });
});

describe('the guard on a failed call', () => {
  const menuDown = new ApiCallError(500, '后台服务异常！', 'body');

  it('user fetch failure: to sign-in with the original path and query', () => {
    expect(decideFailure('user', new ApiCallError(401, '请先登录', 'body'), '/1_5', '?a=b')).toEqual({ kind: 'signIn', to: '/login?redirect=%2F1_5%3Fa%3Db', toast: null });
    expect(decideFailure('user', new ApiCallError(0, '请求超时', 'timeout'), '/index', '')).toMatchObject({ kind: 'signIn' });
  });

  it('menu failure alone: 系统菜单加载失败！ and carry on', () => {
    expect(decideFailure('menu', menuDown, '/index', '')).toEqual({ kind: 'continue', toast: MENU_FAILED });
    expect(MENU_FAILED).toBe('系统菜单加载失败！');
  });

  it('menu failure by an expired sign-in is left to the http client, which already went to sign-in', () => {
    expect(decideFailure('menu', new ApiCallError(401, '登录状态已过期，请重新登录', 'body'), '/index', '')).toEqual({ kind: 'none' });
  });

  it('an unexpected exception: 系统异常，请重新登录！ and back to sign-in', () => {
    expect(decideFailure('menu', new TypeError('x is undefined'), '/1_5', '')).toEqual({ kind: 'systemError', to: '/login?redirect=%2F1_5', toast: SYSTEM_ERROR });
    expect(decideFailure('user', 'boom', '/index', '')).toMatchObject({ kind: 'systemError' });
    expect(SYSTEM_ERROR).toBe('系统异常，请重新登录！');
  });
});
