import { describe, expect, it } from 'vitest';
import { locationOfKey, tabKeyOf } from './tabKeys';

describe('tab keys', () => {
  it('are the path plus the query, and turn back into that location', () => {
    expect(tabKeyOf({ pathname: '/1_5', search: '?page=2' })).toBe('/1_5?page=2');
    expect(tabKeyOf({ pathname: '/index', search: '' })).toBe('/index');
    expect(locationOfKey('/1_5?page=2')).toMatchObject({ pathname: '/1_5', search: '?page=2', hash: '' });
    expect(locationOfKey('/index')).toMatchObject({ pathname: '/index', search: '' });
  });
});
