import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import { getResource } from '@/domain/resources';
import { PRODUCT_BRAND_HISTORY_PATH } from '@/domain/resources/productBrand';
import { WORKFLOWS } from '@/domain/workflows';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { application, BRAND_ROWS, CASES, EVAL_CASES, FAIL_REASON, product } from './fixtures';
import manifest, { recordViewProps, type RecordViewConfig } from './index';
import RecordViewWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

const config: RecordViewConfig = recordViewProps.parse({ resource: 'product', flow: 'productReview' });

function show(vars: Record<string, unknown>, ui?: (node: ReactNode) => ReactNode) {
  const node = <RecordViewWidget config={config} vars={vars} setVar={() => {}} />;
  return render(
    <ConfigProvider {...portalConfig}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{ui ? ui(node) : node}</MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

/** The server as the record page calls it: a product under review, seen by management. */
function serve(flow = CASES.pendingForManager) {
  http.get.mockImplementation(async (url: string) => {
    if (url === '/api/zpproduct/102') return product(flow.status);
    if (url === '/api/zpproduct/review/flow') return flow;
    if (url === PRODUCT_BRAND_HISTORY_PATH) return BRAND_ROWS;
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockResolvedValue([]);
}

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  http.get.mockReset();
  http.post.mockReset();
});

describe('the record page widget', () => {
  it('asks for a selection and calls nothing while its variable is empty', () => {
    show({ id: null });
    expect(screen.getByText('请选择一条记录')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('loads the record, its flow and its brand history by the id in its variable, silently', async () => {
    serve();
    show({ id: '102' });
    expect(await screen.findByRole('heading', { name: '清远走地鸡' })).toBeInTheDocument();
    expect(await screen.findByTestId('record-status')).toHaveTextContent('待审核');
    expect(http.get).toHaveBeenCalledWith('/api/zpproduct/102', undefined, { silent: true });
    expect(http.get).toHaveBeenCalledWith('/api/zpproduct/review/flow', { id: 102 }, { silent: true });
    expect(http.get).toHaveBeenCalledWith(PRODUCT_BRAND_HISTORY_PATH, { id: 102 }, { silent: true });
    expect(await screen.findByRole('cell', { name: '绿源优选' })).toBeInTheDocument();
  });

  it('says the record is not there when the server answers 404, and for an id that is no id', async () => {
    http.get.mockRejectedValue(new ApiCallError(404, '产品不存在或无权访问', 'body'));
    const { unmount } = show({ id: 5 });
    expect(await screen.findByText('记录不存在或无权访问')).toBeInTheDocument();
    unmount();
    http.get.mockClear();
    show({ id: 'abc' });
    expect(screen.getByText('记录不存在或无权访问')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('makes a move through its drawer, then shows the record as the server has it now', async () => {
    serve();
    show({ id: 102 });
    fireEvent.click(await screen.findByRole('button', { name: '审核不通过' }));
    const drawer = await screen.findByRole('dialog', { name: /^审核不通过：/ });
    fireEvent.change(within(drawer).getByRole('textbox', { name: '意见' }), { target: { value: FAIL_REASON } });
    http.post.mockResolvedValueOnce({ id: 102, status: -1 });
    serve(CASES.failedForEnterprise);
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/zpproduct/review/move', { id: 102, action: 'fail', opinion: FAIL_REASON }, undefined, { silent: true }));
    await waitFor(() => expect(screen.getByTestId('record-status')).toHaveTextContent('审核不通过'));
    expect(screen.getAllByTestId('history-entry')[0]).toHaveTextContent(FAIL_REASON);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^审核不通过：/ })).not.toBeInTheDocument());
  });

  it('says so when its flow is not one the portal has, and still shows the record', async () => {
    serve();
    render(
      <ConfigProvider {...portalConfig}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <RecordViewWidget config={{ ...config, flow: 'noSuchFlow' }} vars={{ id: 102 }} setVar={() => {}} />
          </MemoryRouter>
        </QueryClientProvider>
      </ConfigProvider>,
    );
    expect(await screen.findByRole('heading', { name: '清远走地鸡' })).toBeInTheDocument();
    expect(screen.getByText('未知的流程：noSuchFlow')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalledWith('/api/zpproduct/review/flow', expect.anything(), expect.anything());
  });

  it('sends what a move fills in as its values (接受任务 names the team, picked from the institution’s verified staff), after checking it by the domain’s rules', async () => {
    http.get.mockImplementation(async (url: string) => {
      if (url === '/api/eval/base/12') return application(2, { unitId: 41, unitName: '深圳市鹏质认证评价有限公司' });
      if (url === '/api/eval/base/process/flow') return EVAL_CASES.assignedForUnit;
      return [];
    });
    // The staff list (one row per qualification: 陈志强 twice), verified only.
    http.post.mockImplementation(async (url: string) => (url === '/api/unitstaff/lst' ? [{ name: '陈志强' }, { name: '陈志强' }, { name: '李明' }] : []));
    render(
      <ConfigProvider {...portalConfig}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <RecordViewWidget config={recordViewProps.parse({ resource: 'evaluation', flow: 'evaluation' })} vars={{ id: 12 }} setVar={() => {}} />
          </MemoryRouter>
        </QueryClientProvider>
      </ConfigProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '接受任务' }));
    const drawer = await screen.findByRole('dialog', { name: /^接受任务：/ });
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(drawer.querySelector('.ant-form-item-explain-error')).not.toBeNull());
    expect(http.post).not.toHaveBeenCalledWith('/api/eval/base/process/move', expect.anything(), undefined, expect.anything());
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/unitstaff/lst', { 'search.status_eq': '1' }, undefined, { silent: true }));
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: '评价组长' }));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
      if (!found.length) throw new Error('no options');
      return found;
    });
    expect(options.map((o) => o.getAttribute('title'))).toEqual(['陈志强', '李明']);
    fireEvent.click(options[0]);
    http.post.mockResolvedValueOnce({ id: 12, status: 3 });
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/eval/base/process/move', { id: 12, action: 'acceptTask', values: { leaderName: '陈志强' } }, undefined, { silent: true }),
    );
  });

  it('shows a refusal in the server’s words and keeps the drawer open', async () => {
    serve();
    show({ id: 102 });
    fireEvent.click(await screen.findByRole('button', { name: '审核通过' }));
    const drawer = await screen.findByRole('dialog', { name: /^审核通过：/ });
    http.post.mockRejectedValueOnce(new ApiCallError(403, '无权执行“审核通过”', 'body'));
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('无权执行“审核通过”');
    expect(screen.getByRole('dialog', { name: /^审核通过：/ })).toBeInTheDocument();
  });
});

describe('the shipped record pages', () => {
  const pages = Object.entries(DEFAULT_LAYOUTS).flatMap(([id, doc]) => {
    const d = doc as { vars: Record<string, unknown>; widgets: Record<string, { type: string; version: number; props: Record<string, unknown> }> };
    return Object.values(d.widgets)
      .filter((w) => w.type === manifest.type)
      .map((w) => [id, d, w] as const);
  });

  it('exist for the product pages, the enterprise list, the staff verification and the evaluation pages', () => {
    const evaluation = ['eval-apply-base', 'eval-apply-entry', 'eval-apply-first', 'eval-apply-product', 'eval-completeness', 'eval-list', 'eval-meeting', 'eval-report', 'eval-review', 'eval-sampling-report', 'eval-sampling-task', 'eval-task-assign'];
    // At least these (more record pages come with more flows).
    expect(pages.map(([id]) => id)).toEqual(expect.arrayContaining([...evaluation, 'org-enterprise', 'org-product-review', 'org-unit-staff', 'zp-product', 'zp-product-center']));
  });

  it.each(pages)('%s: valid props, a declared variable, and a list that sets it', (_id, doc, widget) => {
    const resolved = manifest.resolve(widget);
    expect(resolved.ok).toBe(true);
    const props = recordViewProps.parse(widget.props);
    // A page names a flow only where it differs from its resource's (a record without one, an enterprise, has none).
    if (props.flow) expect(Object.keys(WORKFLOWS)).toContain(props.flow);
    expect(props.flow, 'the resource declares this flow: the page need not name it').not.toBe(getResource(props.resource).flow?.key);
    expect(Object.keys(doc.vars)).toContain(props.idVar);
    const lists = Object.values(doc.widgets).filter((w) => w.props.selectToVar === props.idVar);
    expect(lists).toHaveLength(1);
    expect(lists[0].props.resource).toBe(props.resource);
  });
});
