import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/envelope';
import { collectParams, parseQuery, toPage } from '../../../server/http/search';
import type { SearchField } from '../../../server/http/search';

const fields: Record<string, SearchField> = {
  name: { label: '名称', type: 'string', search: ['eq', 'like'] },
  level: { label: '级别', type: 'int', search: ['eq', 'lte', 'in'] },
  password: { label: '密码', type: 'string' },
};

const refuses = (params: Record<string, unknown>, text: RegExp) => {
  try {
    parseQuery(params, fields);
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe(400);
    expect((e as ApiError).message).toMatch(text);
    return;
  }
  throw new Error('expected a refusal');
};

describe('the search grammar', () => {
  it('reads paging, filters and sort', () => {
    const q = parseQuery({ 'page.pn': '2', 'page.size': '50', 'search.name_like': '菜', 'search.level_in': '1,2', 'page.sort': 'level,desc' }, fields);
    expect(q.pn).toBe(2);
    expect(q.size).toBe(50);
    expect(q.filters).toEqual([
      { field: 'name', op: 'like', value: '菜' },
      { field: 'level', op: 'in', value: [1, 2] },
    ]);
    expect(q.sort).toEqual({ field: 'level', dir: 'desc' });
  });

  it('treats empty and null filters as no filter', () => {
    expect(parseQuery({ 'search.name_like': '', 'search.level_eq': null }, fields).filters).toEqual([]);
  });

  it('refuses fields that are not whitelisted, unknown operators and prototype names', () => {
    refuses({ 'search.password_eq': 'x' }, /password/);
    refuses({ 'search.name_xx': 'x' }, /运算符/);
    refuses({ 'search.constructor_eq': 'x' }, /constructor/);
    refuses({ 'search.__proto___eq': 'x' }, /不可查询/);
    refuses({ 'search.name_lte': 'x' }, /不支持/);
  });

  it('bounds the page size and checks numbers', () => {
    refuses({ 'page.size': '100000' }, /page.size/);
    refuses({ 'page.size': '0' }, /page.size/);
    refuses({ 'page.pn': '-1' }, /page.pn/);
    refuses({ 'search.level_eq': 'abc' }, /格式不正确/);
    refuses({ 'page.sort': 'password,asc' }, /排序/);
  });

  it('keeps injection text as a plain value', () => {
    const q = parseQuery({ 'search.name_like': "' or 1=1 --" }, fields);
    expect(q.filters[0].value).toBe("' or 1=1 --");
  });

  it('merges nested body objects and the query string, the query winning', () => {
    const p = collectParams({ 'page.size': '10' }, { page: { size: 30, pn: 2 }, search: { name_like: 'a' } });
    expect(p['page.size']).toBe('10');
    expect(p['page.pn']).toBe(2);
    expect(p['search.name_like']).toBe('a');
  });

  it('replies with a zero-based page number', () => {
    expect(toPage([1, 2], 42, { pn: 3, size: 20 })).toEqual({ content: [1, 2], totalElements: 42, number: 2, size: 20, totalPages: 3 });
  });
});
