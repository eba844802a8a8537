// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE } from '@/domain/menuCatalogue';
import { predefinedLayout, PREDEFINED_ROUTES } from './predefined';

describe('the predefined route table', () => {
  it('maps every name to a layout of the menu catalogue', () => {
    const layouts = new Set(MENU_CATALOGUE.flatMap((g) => g.pages.map((p) => p.key)));
    const unknown = Object.entries(PREDEFINED_ROUTES).filter(([, id]) => !layouts.has(id));
    expect(unknown).toEqual([]);
  });

  it('covers every page of the catalogue', () => {
    const mapped = new Set(Object.values(PREDEFINED_ROUTES));
    const pages = MENU_CATALOGUE.flatMap((g) => g.pages).filter((p) => p.path.startsWith('/views/'));
    expect(pages.filter((p) => !mapped.has(p.key)).map((p) => p.key)).toEqual([]);
  });

  it('answers null for a name it does not hold, even an inherited one', () => {
    expect(predefinedLayout('/system/user')).toBe('sys-user');
    expect(predefinedLayout('/nope')).toBeNull();
    expect(predefinedLayout('toString')).toBeNull();
  });
});
