// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { portalRefusal } from './portalRefusal';

describe('the wrong-portal message', () => {
  it('the open /login entry admits every organisation type, and no organisation', () => {
    for (const t of ['1', '2', '2,4', '4', '5', '3', null, undefined, '']) expect(portalRefusal('all', t)).toBeNull();
  });

  it('the management entry refuses institutions and enterprises with 请使用管理端用户登录', () => {
    expect(portalRefusal('mng', '1')).toBeNull();
    for (const t of ['2', '2,4', '3', null]) expect(portalRefusal('mng', t)).toBe('请使用管理端用户登录');
  });

  it('the institution entry admits evaluation, testing and supervision units, refusing others with 请使用评价机构端用户登录', () => {
    for (const t of ['2', '2,4', '4', '5']) expect(portalRefusal('unit', t)).toBeNull();
    for (const t of ['1', '3', null]) expect(portalRefusal('unit', t)).toBe('请使用评价机构端用户登录');
  });

  it('the enterprise entry refuses everyone else with 请使用企业用户登录', () => {
    expect(portalRefusal('org', '3')).toBeNull();
    for (const t of ['1', '2', '5', null]) expect(portalRefusal('org', t)).toBe('请使用企业用户登录');
  });

  it('the enterprise-or-management entry refuses institutions with 请使用企业端或者管理端用户登录', () => {
    expect(portalRefusal('orgOrMng', '3')).toBeNull();
    expect(portalRefusal('orgOrMng', '1')).toBeNull();
    for (const t of ['2', '2,4', '4', null]) expect(portalRefusal('orgOrMng', t)).toBe('请使用企业端或者管理端用户登录');
  });

  it('the institution-or-management entry refuses enterprises with 请使用评价机构端或者管理端用户登录', () => {
    expect(portalRefusal('unitOrMng', '2')).toBeNull();
    expect(portalRefusal('unitOrMng', '1')).toBeNull();
    for (const t of ['3', null]) expect(portalRefusal('unitOrMng', t)).toBe('请使用评价机构端或者管理端用户登录');
  });

  it('reads a type code with spaces between its parts', () => {
    expect(portalRefusal('unit', ' 2 , 4 ')).toBeNull();
  });
});
