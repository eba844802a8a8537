import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindFeedback } from '@/api/feedback';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import { resourceKeys } from '@/api/resource';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { migrateLayout } from '@/domain/layout';
import { MAX_UPLOAD_BYTES } from '@/domain/upload';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { cleanPreview, faultyPreview } from './fixtures';
import manifest, { historyImportProps } from './index';
import { checkFile } from './useData';
import HistoryImportWidget from './Widget';

const http = vi.hoisted(() => ({ post: vi.fn(), call: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

const config = historyImportProps.parse({});
const xlsx = (name = '历史数据.xlsx', bytes = 'PK') => new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function show() {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = render(
    <ConfigProvider {...portalConfig}>
      <QueryClientProvider client={client}>
        <HistoryImportWidget config={config} vars={{}} setVar={() => {}} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  const pick = (file: File) => fireEvent.change(view.container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
  return { ...view, invalidate, pick };
}

const calledPath = (i: number) => http.post.mock.calls[i][0] as string;
const sentFile = (i: number) => (http.post.mock.calls[i][1] as FormData).get('file') as File;

let success: ReturnType<typeof vi.fn<(text: string) => void>>;
let unbind: () => void;
beforeEach(() => {
  stubBrowserApis();
  success = vi.fn<(text: string) => void>();
  unbind = bindFeedback({ success, error: vi.fn() });
});
afterEach(() => {
  cleanup();
  unbind();
  vi.unstubAllGlobals();
  http.post.mockReset();
  http.call.mockReset();
});

describe('the history import widget', () => {
  it('checks a dropped file, then imports it in one request and refreshes the list under it', async () => {
    http.post.mockImplementation(async (url: string) => (url === '/api/history/preview' ? cleanPreview(3) : { fileName: '历史数据.xlsx', count: 3 }));
    const { pick, invalidate } = show();
    const importButton = () => screen.getByRole('button', { name: /(^|\s)导\s*入$/ });
    expect(importButton()).toBeDisabled();

    pick(xlsx());
    expect(await screen.findByTestId('history-counts')).toHaveTextContent('共 3 行，0 行有误');
    expect(calledPath(0)).toBe('/api/history/preview');
    expect(sentFile(0).name).toBe('历史数据.xlsx');
    // Silent, with room for a large file.
    expect(http.post.mock.calls[0][3]).toMatchObject({ silent: true, timeout: 180_000 });

    expect(importButton()).toBeEnabled();
    fireEvent.click(importButton());
    expect(await screen.findByText('已导入 3 条历史产品')).toBeInTheDocument();
    expect(calledPath(1)).toBe('/api/history/import');
    expect(sentFile(1).name).toBe('历史数据.xlsx');
    expect(success).toHaveBeenCalledWith('已导入 3 条历史产品');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: resourceKeys.all('/api/zphisproduct') });

    fireEvent.click(screen.getByRole('button', { name: '继续导入' }));
    expect(await screen.findByText('点击或将 Excel 文件拖到此处')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });

  it('shows the problems of a faulty file and never offers to import it', async () => {
    http.post.mockResolvedValue(faultyPreview());
    const { pick } = show();
    pick(xlsx());
    expect(await screen.findByTestId('history-counts')).toHaveTextContent('共 12 行，4 行有误，1 行有提示');
    expect(screen.getByText('证书编号：与第2行重复')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /(^|\s)导\s*入$/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: '只看有误的行' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(4));
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not .xlsx, or too large, without a call', async () => {
    const { pick } = show();
    pick(xlsx('历史数据.xls'));
    expect(await screen.findByRole('alert')).toHaveTextContent('只能导入 .xlsx 格式的 Excel 文件');
    expect(http.post).not.toHaveBeenCalled();
    expect(checkFile({ name: 'a.xlsx', size: MAX_UPLOAD_BYTES + 1 })).toBe('文件只能在50M以内');
    expect(checkFile({ name: 'a.XLSX', size: 0 })).toBe('附件大小不能为0M！');
    expect(checkFile({ name: 'a.xlsx', size: 10 })).toBeNull();
  });

  it('shows the refusal of a file as a whole in the server’s words', async () => {
    http.post.mockRejectedValue(new ApiCallError(400, '缺少列：证书编号，请使用导入模板', 'body'));
    const { pick } = show();
    pick(xlsx());
    expect(await screen.findByRole('alert')).toHaveTextContent('缺少列：证书编号，请使用导入模板');
  });

  it('checks the file again when the import is refused, so the table says why', async () => {
    const refused = { ...cleanPreview(2), errorRows: 1, rows: [{ ...cleanPreview(1).rows[0], problems: [{ row: 2, column: 'certNo' as const, level: 'error' as const, message: '该企业已导入过此证书编号' }] }, cleanPreview(2).rows[1]] };
    http.post.mockResolvedValueOnce(cleanPreview(2)).mockRejectedValueOnce(new ApiCallError(400, '有 1 行数据有误，未导入任何数据：第2行 证书编号：该企业已导入过此证书编号', 'body')).mockResolvedValueOnce(refused);
    const { pick } = show();
    pick(xlsx());
    await screen.findByTestId('history-counts');
    fireEvent.click(screen.getByRole('button', { name: /(^|\s)导\s*入$/ }));
    expect(await screen.findByText('证书编号：该企业已导入过此证书编号')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((a) => a.textContent).join('|')).toContain('第2行 证书编号：该企业已导入过此证书编号');
    expect(http.post.mock.calls.map((c) => c[0])).toEqual(['/api/history/preview', '/api/history/import', '/api/history/preview']);
    expect(screen.getByRole('button', { name: /(^|\s)导\s*入$/ })).toBeDisabled();
  });

  it('downloads the template as a file', async () => {
    http.call.mockResolvedValue(new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    const createObjectURL = vi.fn(() => 'blob:template');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show();
    fireEvent.click(screen.getByRole('button', { name: /下载模板/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: '/api/history/template', responseType: 'blob' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('历史数据导入模板.xlsx');
    click.mockRestore();
  });
});

describe('the manifest and the page', () => {
  it('needs the import permission, and the page lists what was imported under it', () => {
    expect(manifest.type).toBe('history-import');
    expect(manifest.permission).toBe('base:history:import');
    const layout = migrateLayout(DEFAULT_LAYOUTS['base-history']);
    expect(layout.ok).toBe(true);
    const doc = DEFAULT_LAYOUTS['base-history'] as { widgets: Record<string, { type: string; props: Record<string, unknown> }> };
    expect(Object.values(doc.widgets).map((w) => w.type)).toEqual(['history-import', 'resource-list']);
    expect(Object.values(doc.widgets)[1].props.resource).toBe('zpHisProduct');
  });
});
