// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES, DEFAULT_MENU_ICON, hasMenuIcon } from './icons';
import { MENU_ICONS } from './menuIconSet';

describe('menu icons', () => {
  it('names exactly the icons the icon set holds, the default among them', () => {
    expect([...MENU_ICON_NAMES].sort()).toEqual(Object.keys(MENU_ICONS).sort());
    expect(hasMenuIcon(DEFAULT_MENU_ICON)).toBe(true);
    expect(hasMenuIcon('no-such-icon')).toBe(false);
  });
});
