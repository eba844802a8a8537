import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { cleanPreview, faultyPreview } from './fixtures';
import manifest from './index';
import { HistoryImportView } from './View';

const meta = {
  title: 'Widgets/Certificates/HistoryImport',
  component: HistoryImportView,
  args: {
    preview: { status: 'idle' },
    importState: { status: 'idle' },
    pageSize: 10,
    onDownloadTemplate: fn(),
    onPick: fn(),
    onImport: fn(),
    onReset: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1200, height: 760 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof HistoryImportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 导入 itself (not 继续导入): its icon's label, then the text antd may space out. */
const IMPORT_BUTTON = /(^|\s)导\s*入$/;
const rowsShown = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.ant-table-tbody tr.ant-table-row').length;

/** Nothing chosen yet: the template can be downloaded, a dropped .xlsx goes to the check, 导入 waits. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: IMPORT_BUTTON })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /下载模板/ }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledTimes(1);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    const file = new File(['xlsx'], '历史数据.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ name: '历史数据.xlsx' })));
  },
};

/** The file is being read and checked on the server. */
export const Checking: Story = {
  args: { preview: { status: 'checking', fileName: '历史数据.xlsx' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在校验 历史数据.xlsx…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: IMPORT_BUTTON })).toBeDisabled();
  },
};

/** Every row is fine: the counts, 正常 on each row, and 导入 enabled. */
export const PreviewedClean: Story = {
  args: { preview: { status: 'ready', data: cleanPreview(12) } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('history-counts')).toHaveTextContent('共 12 行，0 行有误');
    await expect(canvas.getByText('校验通过，可以导入')).toBeVisible();
    await expect(canvas.getAllByText('正常')).toHaveLength(10);
    await expect(rowsShown(canvasElement)).toBe(10);
    await expect(canvas.getByRole('checkbox', { name: '只看有误的行' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_BUTTON }));
    await expect(args.onImport).toHaveBeenCalledTimes(1);
  },
};

/** Rows with problems: each named in red (a name mismatch in orange), 只看有误的行, and no 导入. */
export const PreviewedWithErrors: Story = {
  args: { preview: { status: 'ready', data: faultyPreview() } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('history-counts')).toHaveTextContent('共 12 行，4 行有误，1 行有提示');
    await expect(canvas.getByText('证书编号：与第2行重复')).toHaveAttribute('data-level', 'error');
    await expect(canvas.getByText('统一社会信用代码：系统中没有该信用代码的企业')).toBeVisible();
    await expect(canvas.getByText(/^企业名称：与系统中的企业名称/)).toHaveAttribute('data-level', 'warning');
    await expect(canvas.getByRole('button', { name: IMPORT_BUTTON })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '只看有误的行' }));
    await waitFor(() => expect(rowsShown(canvasElement)).toBe(4));
    await expect(canvas.queryByText('正常')).toBeNull();
    await expect(canvas.getByText('产品类型：只能是果蔬类、肉禽类、水产类、预包装类之一')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_BUTTON }), { pointerEventsCheck: 0 });
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

/** The import request is running: a dialog with the row count and a running bar; nothing else can start. */
export const Importing: Story = {
  args: { preview: { status: 'ready', data: cleanPreview(12) }, importState: { status: 'importing', rows: 12 } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('正在导入 12 行数据，请稍候，不要关闭页面…')).toBeVisible());
    await expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: IMPORT_BUTTON })).toHaveClass('ant-btn-loading');
  },
};

/** Done: how many were imported, and 继续导入 for the next file. */
export const Done: Story = {
  args: { preview: { status: 'ready', data: cleanPreview(12) }, importState: { status: 'done', result: { fileName: '历史数据.xlsx', count: 12 } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已导入 12 条历史产品')).toBeVisible();
    await expect(canvas.getByText('来自 历史数据.xlsx，可在下方列表中查看')).toBeVisible();
    await expect(canvas.getByRole('button', { name: IMPORT_BUTTON })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '继续导入' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the import (someone imported the same certificates meanwhile): its words, nothing saved. */
export const ImportRefused: Story = {
  args: {
    preview: { status: 'ready', data: cleanPreview(3) },
    importState: { status: 'error', message: '有 1 行数据有误，未导入任何数据：第2行 证书编号：该企业已导入过此证书编号' },
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert').map((a) => a.textContent ?? '');
    await expect(alerts.find((t) => t.includes('导入失败'))).toContain('第2行 证书编号：该企业已导入过此证书编号');
  },
};

/** A file that is no import file: the reason, and the upload area to try again. */
export const FileRefused: Story = {
  args: { preview: { status: 'error', fileName: '历史数据.xls', message: '只能导入 .xlsx 格式的 Excel 文件，请下载模板填写' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('只能导入 .xlsx 格式的 Excel 文件');
    await expect(canvas.getByText('点击或将 Excel 文件拖到此处')).toBeVisible();
  },
};

/** The largest file: 10 000 rows, paged. */
export const LargeData: Story = {
  args: { preview: { status: 'ready', data: cleanPreview(10_000) }, pageSize: 20 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('history-counts')).toHaveTextContent('共 10000 行，0 行有误');
    await expect(rowsShown(canvasElement)).toBe(20);
    await expect(canvas.getByText('共 10000 行')).toBeVisible();
  },
};
