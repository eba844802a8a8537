import { cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { CODE_LISTS } from '@/domain/codes';
import { getResource, RESOURCES } from '@/domain/resources';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { applications } from './fixtures';
import manifest, { resourceListProps } from './index';
import { fixedFiltersOf, formOmitOf, useData } from './useData';
import { ResourceListView } from './View';
import ResourceListWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  http.get.mockReset();
  http.post.mockReset();
  http.put.mockReset();
});

describe('a list’s fixed filters', () => {
  it('are checked by the manifest: field_op keys of the search grammar, non-empty values', () => {
    expect(manifest.resolve({ version: 1, props: { resource: 'evaluation', filters: { status_in: '1,2' } } }).ok).toBe(true);
    expect(manifest.resolve({ version: 1, props: { resource: 'evaluation', filters: { status: '1' } } }).ok).toBe(false);
    expect(manifest.resolve({ version: 1, props: { resource: 'evaluation', filters: { status_between: '1' } } }).ok).toBe(false);
    expect(manifest.resolve({ version: 1, props: { resource: 'evaluation', filters: { status_eq: '' } } }).ok).toBe(false);
  });

  it('become search.* parameters; an _eq on a writable field is also the value of a new record', () => {
    expect(fixedFiltersOf(RESOURCES.evaluation, { status_in: '1,2', evalType_eq: '0' })).toEqual({
      filters: { 'search.status_in': '1,2', 'search.evalType_eq': '0' },
      values: { evalType: '0' },
    });
    // A read-only field (the status) is filtered, never written.
    expect(fixedFiltersOf(RESOURCES.evaluation, { status_eq: '1' }).values).toEqual({});
    // A number field gets a number.
    expect(fixedFiltersOf(RESOURCES.sysdicitem, { dicId_eq: '3' }).values).toEqual({ dicId: 3 });
  });

  it('leave the fixed fields out of the form, which shows what the page asks to show of the registry’s omitted ones', () => {
    expect(formOmitOf(RESOURCES.evaluation, [], {})).toEqual(['orgId']);
    expect(formOmitOf(RESOURCES.evaluation, ['orgId'], {})).toEqual([]);
    expect(formOmitOf(RESOURCES.evaluation, [], { evalType: '0' })).toEqual(['orgId', 'evalType']);
  });

  it('are sent with every page query, and the fixed field is neither searched nor asked for', async () => {
    http.post.mockImplementation(async (url: string) => (url === '/api/eval/base/page' ? applications(2) : []));
    http.put.mockResolvedValue({ id: 30 });
    const config = resourceListProps.parse({ resource: 'evaluation', title: '首次申请', filters: { evalType_eq: '0', status_in: '-3,-2' } });
    render(
      <ConfigProvider {...portalConfig}>
        <PermProvider perms="*">
          <QueryClientProvider client={createQueryClient()}>
            <ResourceListWidget config={config} vars={{}} setVar={() => {}} />
          </QueryClientProvider>
        </PermProvider>
      </ConfigProvider>,
    );
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/eval/base/page', undefined, expect.objectContaining({ 'search.evalType_eq': '0', 'search.status_in': '-3,-2' })),
    );
    expect(within(screen.getByRole('search')).queryByLabelText('评价类型')).toBeNull();

    fireEvent.click(screen.getByText('新增').closest('button')!);
    const dialog = (await screen.findByText('新增评价申请')).closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText('评价领域')).toBeInTheDocument();
    expect(within(dialog).queryByText('评价类型')).toBeNull();
  });

  it('give a new record the fixed values, and leave an update as the form sent it', async () => {
    http.put.mockResolvedValue({ id: 30 });
    const client = createQueryClient();
    const config = resourceListProps.parse({ resource: 'evaluation', filters: { evalType_eq: '3', status_in: '-3,-2' } });
    const { result } = renderHook(() => useData(config), { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    await result.current.calls.save({ contact: '王建华' }, null);
    expect(http.put).toHaveBeenCalledWith('/api/eval/base', { contact: '王建华', evalType: '3' }, { silent: true });
    await result.current.calls.save({ contact: '李娜' }, 30);
    expect(http.put).toHaveBeenLastCalledWith('/api/eval/base/30', { contact: '李娜' }, { silent: true });
  });
});

describe('a field the page shows beside the registry’s form', () => {
  const show = async (perms: string) => {
    render(
      <ConfigProvider {...portalConfig}>
        <PermProvider perms={perms}>
          <ResourceListView
            resource="evaluation"
            entry={RESOURCES.evaluation}
            state={{ status: 'success', data: applications(1) }}
            pn={1}
            size={20}
            onPage={vi.fn()}
            onSearch={vi.fn()}
            actions={['add']}
            rowActions={[]}
            calls={{ load: vi.fn(), save: vi.fn(), remove: vi.fn(), exportFile: vi.fn(), api: {} as never }}
            onChanged={vi.fn()}
            formOmit={[]}
          />
        </PermProvider>
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByText('新增').closest('button')!);
    return (await screen.findByText('新增评价申请')).closest<HTMLElement>('.ant-modal')!;
  };

  it('is a picker for management, who may list the enterprises', async () => {
    const dialog = await show('eval:apply:list,eval:apply:add,org:enterprise:list');
    expect(within(dialog).getByText('申请企业')).toBeInTheDocument();
  });

  it('is left out for an enterprise, whose own organisation the server stamps', async () => {
    const dialog = await show('eval:apply:list,eval:apply:add');
    expect(within(dialog).queryByText('申请企业')).toBeNull();
    expect(within(dialog).getByText('评价类型')).toBeInTheDocument();
  });
});

describe('the shipped layouts’ fixed filters and form fields', () => {
  const lists = Object.entries(DEFAULT_LAYOUTS).flatMap(([id, doc]) =>
    Object.values((doc as { widgets: Record<string, { type: string; props?: Record<string, unknown> }> }).widgets)
      .filter((w) => w.type === manifest.type)
      .map((w) => [id, resourceListProps.parse(w.props ?? {})] as const),
  );

  it.each(lists.filter(([, p]) => Object.keys(p.filters).length))('%s filters by searches its resource allows, with codes its code lists hold', (_id, props) => {
    const { def } = getResource(props.resource);
    for (const [key, text] of Object.entries(props.filters)) {
      const [, name, op] = /^(.+)_([a-z]+)$/.exec(key)!;
      const field = def.fields[name];
      expect(field?.search ?? [], key).toContain(op);
      if (field.codes) {
        const known = CODE_LISTS[field.codes].items.map((c: { value: string | number }) => String(c.value));
        for (const v of text.split(',')) expect(known, `${key}: ${v}`).toContain(v);
      }
    }
  });

  it.each(lists.filter(([, p]) => p.formShow.length))('%s shows only fields its resource leaves out of the form', (_id, props) => {
    for (const name of props.formShow) expect(getResource(props.resource).formOmit ?? []).toContain(name);
  });
});
