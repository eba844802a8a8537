import { describe, expect, it } from 'vitest';
import { migrateLayout } from '../domain/layout';
import { layoutIdOf, MENU_CATALOGUE } from '../domain/menuCatalogue';
import { DEFAULT_LAYOUTS, hasDefaultLayout } from './index';

describe('the default layouts', () => {
  it.each(Object.entries(DEFAULT_LAYOUTS))('%s is a valid current document under its own id', (id, doc) => {
    const r = migrateLayout(doc);
    expect(r.ok ? r.value.id : r.error).toBe(id);
  });

  it('hold a document for every page of the menu catalogue (a page without one shows 页面建设中)', () => {
    const ids = MENU_CATALOGUE.flatMap((g) => g.pages.map((p) => layoutIdOf(p.path))).filter((id): id is string => id !== null);
    expect(ids.filter((id) => !hasDefaultLayout(id))).toEqual([]);
  });

  it('include the home page', () => {
    expect(hasDefaultLayout('home')).toBe(true);
    expect(hasDefaultLayout('toString')).toBe(false);
  });
});
