import { describe, expect, it } from 'vitest';
import { migrateLayout } from '../domain/layout';
import { DEFAULT_LAYOUTS, hasDefaultLayout } from './index';

describe('the default layouts', () => {
  it.each(Object.entries(DEFAULT_LAYOUTS))('%s is a valid current document under its own id', (id, doc) => {
    const r = migrateLayout(doc);
    expect(r.ok ? r.value.id : r.error).toBe(id);
  });

  it('include the home page', () => {
    expect(hasDefaultLayout('home')).toBe(true);
    expect(hasDefaultLayout('toString')).toBe(false);
  });
});
