import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { LayoutGrid } from './LayoutGrid';
import { varsFromQuery } from './queryVars';
import { sampleLayout, sampleRegistry } from './testing/sampleWidgets';

afterEach(cleanup);

describe('layout variables from the route query', () => {
  it('takes only the variables the layout declares', () => {
    expect(varsFromQuery({ id: null }, '?id=12&other=3&toString=1')).toEqual({ id: 12 });
    expect(varsFromQuery({}, '?id=12')).toEqual({});
  });

  it('gives each value the type of its default: ids as numbers, text as text, booleans as booleans', () => {
    const declared = { id: null, page: 1, code: '', open: false };
    expect(varsFromQuery(declared, '?id=12&page=3&code=0012&open=true')).toEqual({ id: 12, page: 3, code: '0012', open: true });
    // A variable without a default takes text that is no number as it is.
    expect(varsFromQuery(declared, '?id=abc')).toEqual({ id: 'abc' });
  });

  it('keeps the default for an empty or unreadable value, and takes the first of a repeated key', () => {
    const declared = { id: null, page: 1, open: false };
    expect(varsFromQuery(declared, '?id=&page=x&open=maybe')).toEqual({});
    expect(varsFromQuery(declared, '?id=7&id=8')).toEqual({ id: 7 });
    // Longer than any id: not a number.
    expect(varsFromQuery({ page: 1 }, '?page=1234567890123456')).toEqual({});
  });

  it('starts the grid with the query value, and a widget can still change it', async () => {
    render(
      <ConfigProvider {...portalConfig}>
        <PermProvider perms="">
          <MemoryRouter>
            <LayoutGrid doc={sampleLayout()} registry={sampleRegistry} routeQuery="?category=蔬菜" />
          </MemoryRouter>
        </PermProvider>
      </ConfigProvider>,
    );
    const reader = screen.getByRole('region', { name: '类别详情' });
    expect(await within(reader).findByText('当前类别：蔬菜')).toBeInTheDocument();
    fireEvent.click(await within(screen.getByRole('region', { name: '类别选择' })).findByRole('button', { name: '选择水果' }));
    expect(within(reader).getByText('当前类别：水果')).toBeInTheDocument();
  });
});
