import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { MenuItem } from '@/api/menu';
import { useTabs } from '@/stores/tabs';
import { generateMenuRoutes } from '../routes/menuRoutes';
import { buildRouteTable, resolvePath } from '../routes/routeTable';
import { TabViews } from './TabViews';
import { tabKeyOf } from './tabKeys';
import { useTabRegistration } from './useTabRegistration';

// Each layout is a page with an input and the location it sees.
vi.mock('../layout-host/LayoutHost', () => ({
  LayoutHost: function FakeLayout({ layoutId }: { layoutId: string }) {
    const loc = useLocation();
    return (
      <section aria-label={`page ${layoutId}`}>
        <input aria-label={`input ${layoutId}`} />
        <output>{`${layoutId} at ${loc.pathname}${loc.search}`}</output>
      </section>
    );
  },
}));

const item = (id: number, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id, title: `页面${id}`, icon: null, path, opts: null, target: null, seq: id, hidden: false, noTab: false, noCache: false, badge: null, children: [], ...extra,
});
const table = buildRouteTable(generateMenuRoutes([item(1, '/views/a'), item(2, '/views/b'), item(3, '/views/c', { noCache: true })]).routes);

let go: NavigateFunction = () => {};
function Harness() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  const r = resolvePath(table, location.pathname);
  const route = r.kind === 'page' ? r.route : null;
  useTabRegistration(route, tabKeyOf(location), location.pathname);
  return route ? <TabViews table={table} current={route} /> : null;
}

const mount = (at = '/1') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Harness />
    </MemoryRouter>,
  );
const to = (path: string) => act(() => void go(path));
// The layout host is a lazy chunk: the first look waits for it.
const input = (id: string) => screen.findByLabelText<HTMLInputElement>(`input ${id}`);

describe('tabs keep their page state', () => {
  beforeEach(() => useTabs.getState().reset());
  afterEach(cleanup);

  it('a cached tab keeps what was typed while another tab is shown', async () => {
    mount('/1');
    await userEvent.type(await input('a'), '圳品');
    await to('/2');
    expect(await input('b')).toBeVisible();
    expect(await input('a')).not.toBeVisible(); // hidden, not unmounted
    await to('/1');
    expect(await input('a')).toBeVisible();
    expect((await input('a')).value).toBe('圳品');
  });

  it('a noCache tab unmounts when left and starts fresh', async () => {
    mount('/3');
    await userEvent.type(await input('c'), 'draft');
    await to('/1');
    expect(screen.queryByLabelText('input c')).toBeNull();
    await to('/3');
    expect((await input('c')).value).toBe('');
  });

  it('refresh remounts the page', async () => {
    mount('/1');
    await userEvent.type(await input('a'), 'x');
    act(() => useTabs.getState().refresh('/1'));
    expect((await input('a')).value).toBe('');
  });

  it('tabs are keyed by path plus query, each with its own frozen location', async () => {
    mount('/1?q=1');
    await userEvent.type(await input('a'), 'one');
    await to('/1?q=2');
    expect(useTabs.getState().visited.map((t) => t.key)).toEqual(['/index', '/1?q=1', '/1?q=2']);
    const outputs = screen.getAllByText(/^a at /).map((o) => o.textContent);
    expect(outputs).toEqual(['a at /1?q=1', 'a at /1?q=2']);
    await to('/1?q=1');
    expect(screen.getAllByLabelText<HTMLInputElement>('input a').map((i) => i.value)).toEqual(['one', '']);
  });

  it('keeps at most MAX_ALIVE_TABS alive', async () => {
    mount('/1');
    await userEvent.type(await input('a'), 'keep');
    for (let i = 0; i < 12; i++) await to(`/2?n=${i}`);
    await to('/1');
    expect((await input('a')).value).toBe(''); // evicted, so it started again
  });
});
