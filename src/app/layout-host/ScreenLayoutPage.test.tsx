/**
 * 大屏布局: the menu page that mounts the big screen's layout (`screen`) in the portal's layout host,
 * reached from the sidebar and from 布局管理's 编辑布局 (`/views/screen`), with a note and 打开大屏.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/api/menu';
import { catalogueFor } from '@/domain/menuCatalogue';
import { generateMenuRoutes } from '../routes/menuRoutes';
import { buildRouteTable, resolvePath } from '../routes/routeTable';
import { SCREEN_LAYOUT_ID } from '@/domain/screen';
import { SCREEN_LAYOUT_TEXT, ScreenLayoutPage, WALL_REGISTRY } from './ScreenLayoutPage';
import screenJson from '../../layouts/screen.json';

vi.mock('./LayoutHost', () => ({ LayoutHost: ({ layoutId }: { layoutId: string }) => <div data-testid="host">{layoutId}</div> }));

let nextId = 1;
const item = (title: string, path: string | null, children: MenuItem[] = []): MenuItem => {
  const id = nextId++;
  return { id, title, icon: null, path, opts: null, target: null, seq: id, hidden: false, noTab: false, noCache: false, badge: null, children };
};

describe('大屏布局', () => {
  it('is a management page mounting the screen layout, where 布局管理 sends 编辑布局 of `screen`', () => {
    const groups = catalogueFor('R_MNG_USER');
    const stats = groups.find((g) => g.key === 'statistics');
    const pageDef = stats?.pages.find((p) => p.key === SCREEN_LAYOUT_ID);
    expect(pageDef).toMatchObject({ title: '大屏布局', path: '/views/screen' });

    const tree = groups.map((g) => item(g.title, null, g.pages.map((p) => item(p.title, p.path))));
    const table = buildRouteTable(generateMenuRoutes(tree, { warn: () => {} }).routes);
    const route = table.routes.find((r) => r.title === '大屏布局');
    expect(route?.target).toEqual({ kind: 'layout', layoutId: 'screen' });
    // 布局管理's 编辑布局 navigates to `/views/<layoutId>` (widgets/layout-list/pageOfLayout.ts).
    expect(resolvePath(table, '/views/screen')).toEqual({ kind: 'redirect', to: route?.path });
  });

  it('shows the screen layout in the layout host under a note and 打开大屏 (screen.html in a new tab)', () => {
    render(<ScreenLayoutPage />);
    expect(screen.getByTestId('host').textContent).toBe('screen');
    expect(screen.getByText(SCREEN_LAYOUT_TEXT.note)).toBeTruthy();
    const open = screen.getByRole('link', { name: /打开大屏/ });
    expect(open.getAttribute('href')).toBe('/screen.html');
    expect(open.getAttribute('target')).toBe('_blank');
  });
});

describe('添加组件 on the wall', () => {
  it('offers the widgets made for the wall, every one the shipped wall uses, and nothing else', () => {
    const offered = WALL_REGISTRY.list(['*']).map((w) => w.type);
    for (const { type } of Object.values(screenJson.widgets)) expect(offered).toContain(type);
    expect(offered).not.toContain('resource-list');
    expect(offered).not.toContain('screen-export');
    expect(offered).not.toContain('screen-links');
    // Placed widgets of any type still draw (a wall saved before keeps working).
    expect(WALL_REGISTRY.get('resource-list')).toBeDefined();
  });
});
