/**
 * The import page (pure): 下载模板 and 导入 above an upload area that takes one .xlsx file; the
 * checked file below it as a table, each row with its status (正常, or its problems: errors in red,
 * warnings in orange), the counts (共 N 行，M 行有误) and 只看有误的行. 导入 is enabled only when the
 * file has rows and none has an error; while the one import request runs a dialog shows an
 * indeterminate progress with the row count; then the count imported.
 */
import { DownloadOutlined, ImportOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Modal, Progress, Result, Space, Spin, Table, Tag, theme, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { hasError, HISTORY_COLUMNS, HISTORY_MAX_ROWS, HISTORY_MSG, type CheckedHistoryRow, type HistoryImportResult, type HistoryPreview } from '@/domain/historyImport';
import { MAX_UPLOAD_MB } from '@/domain/upload';

/** The checked file as the page sees it. */
export type PreviewState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly fileName: string }
  | { readonly status: 'error'; readonly fileName?: string; readonly message: string }
  | { readonly status: 'ready'; readonly data: HistoryPreview };

export type ImportState =
  | { readonly status: 'idle' }
  | { readonly status: 'importing'; readonly rows: number }
  | { readonly status: 'done'; readonly result: HistoryImportResult }
  | { readonly status: 'error'; readonly message: string };

export interface HistoryImportViewProps {
  readonly preview: PreviewState;
  readonly importState: ImportState;
  readonly pageSize: number;
  readonly downloading?: boolean;
  readonly onDownloadTemplate: () => void;
  /** A file was chosen or dropped (the data hook checks its name and size). */
  readonly onPick: (file: File) => void;
  readonly onImport: () => void;
  /** Back to an empty page (继续导入). */
  readonly onReset: () => void;
}

export const IMPORT_TEXT = {
  template: '下载模板',
  import: '导入',
  again: '继续导入',
  dropTitle: '点击或将 Excel 文件拖到此处',
  dropHint: `仅支持 .xlsx，不超过 ${MAX_UPLOAD_MB}MB、${HISTORY_MAX_ROWS} 行；上传后先逐行校验，校验不保存数据`,
  upload: '上传 Excel 文件',
  checking: (name: string) => `正在校验 ${name}…`,
  counts: (total: number, errors: number) => `共 ${total} 行，${errors} 行有误`,
  warnings: (n: number) => `${n} 行有提示`,
  fixAndRetry: '请按提示修改有误的行后重新上传；有误的行不会被导入，也不会导入任何一行',
  allGood: '校验通过，可以导入',
  onlyErrors: '只看有误的行',
  row: '行号',
  status: '校验结果',
  ok: '正常',
  importing: '正在导入',
  importingRows: (n: number) => `正在导入 ${n} 行数据，请稍候，不要关闭页面…`,
  importFailed: '导入失败',
  done: (n: number) => HISTORY_MSG.imported(n),
  doneFrom: (file: string) => `来自 ${file}，可在下方列表中查看`,
} as const;

function RowStatus({ row }: { row: CheckedHistoryRow }) {
  if (!row.problems.length) return <Tag color="success">{IMPORT_TEXT.ok}</Tag>;
  return (
    <Flex vertical gap={2}>
      {row.problems.map((p, i) => (
        <Typography.Text key={i} type={p.level === 'error' ? 'danger' : 'warning'} data-level={p.level} style={{ fontSize: 12 }}>
          {HISTORY_COLUMNS.find((c) => c.key === p.column)?.label}：{p.message}
        </Typography.Text>
      ))}
    </Flex>
  );
}

const COLUMNS: ColumnsType<CheckedHistoryRow> = [
  { title: IMPORT_TEXT.row, dataIndex: 'row', key: 'row', width: 64, fixed: 'left' },
  { title: IMPORT_TEXT.status, key: 'status', width: 260, fixed: 'left', render: (_v, row) => <RowStatus row={row} /> },
  ...HISTORY_COLUMNS.map((c) => ({
    title: c.label,
    key: c.key,
    width: Math.max(90, c.width * 7),
    ellipsis: true,
    render: (_v: unknown, row: CheckedHistoryRow) => {
      const bad = row.problems.some((p) => p.column === c.key && p.level === 'error');
      return bad ? <Typography.Text type="danger">{row.values[c.key] || '—'}</Typography.Text> : row.values[c.key];
    },
  })),
];

function PreviewTable({ data, pageSize }: { data: HistoryPreview; pageSize: number }) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const { token } = theme.useToken();
  const rows = useMemo(() => (onlyErrors ? data.rows.filter(hasError) : data.rows), [data.rows, onlyErrors]);
  return (
    <Flex vertical gap={8}>
      <Flex gap={16} align="center" wrap>
        <Typography.Text strong data-testid="history-counts">
          {IMPORT_TEXT.counts(data.total, data.errorRows)}
          {data.warningRows > 0 && `，${IMPORT_TEXT.warnings(data.warningRows)}`}
        </Typography.Text>
        <Typography.Text type="secondary">{data.fileName}</Typography.Text>
        <Checkbox checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} disabled={data.errorRows === 0}>
          {IMPORT_TEXT.onlyErrors}
        </Checkbox>
      </Flex>
      {data.errorRows > 0 ? <Alert type="error" showIcon title={IMPORT_TEXT.fixAndRetry} /> : <Alert type="success" showIcon title={IMPORT_TEXT.allGood} />}
      <Table<CheckedHistoryRow>
        size="small"
        rowKey="row"
        columns={COLUMNS}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: pageSize, showSizeChanger: true, showTotal: (n) => `共 ${n} 行` }}
        onRow={(r) => (hasError(r) ? { style: { background: token.colorErrorBg }, 'aria-invalid': true } : {})}
      />
    </Flex>
  );
}

export function HistoryImportView({ preview, importState, pageSize, downloading, onDownloadTemplate, onPick, onImport, onReset }: HistoryImportViewProps) {
  const importing = importState.status === 'importing';
  const ready = preview.status === 'ready' ? preview.data : null;
  const canImport = !!ready && ready.total > 0 && ready.errorRows === 0 && !importing && importState.status !== 'done';

  return (
    <Flex vertical gap={12} className="no-drag">
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={onDownloadTemplate}>
          {IMPORT_TEXT.template}
        </Button>
        <Button type="primary" icon={<ImportOutlined />} disabled={!canImport} loading={importing} onClick={onImport}>
          {IMPORT_TEXT.import}
        </Button>
      </Space>

      {importState.status === 'done' ? (
        <Result
          status="success"
          title={IMPORT_TEXT.done(importState.result.count)}
          subTitle={IMPORT_TEXT.doneFrom(importState.result.fileName)}
          extra={
            <Button type="primary" onClick={onReset}>
              {IMPORT_TEXT.again}
            </Button>
          }
        />
      ) : (
        <>
          {/* Gone while a file is checked or imported (the status line says which), back once it is done. */}
          {!importing && preview.status !== 'checking' && (
            <Upload.Dragger
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              multiple={false}
              showUploadList={false}
              beforeUpload={(file) => {
                onPick(file);
                // The data hook sends the file itself: nothing is uploaded by the control.
                return Upload.LIST_IGNORE;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{IMPORT_TEXT.dropTitle}</p>
              <p className="ant-upload-hint">{IMPORT_TEXT.dropHint}</p>
            </Upload.Dragger>
          )}

          {importState.status === 'error' && <Alert type="error" showIcon title={IMPORT_TEXT.importFailed} description={importState.message} role="alert" />}
          {preview.status === 'checking' && (
            <Flex gap={8} align="center" role="status" aria-label={IMPORT_TEXT.checking(preview.fileName)}>
              <Spin size="small" />
              <Typography.Text>{IMPORT_TEXT.checking(preview.fileName)}</Typography.Text>
            </Flex>
          )}
          {preview.status === 'error' && <Alert type="error" showIcon title={preview.fileName ?? IMPORT_TEXT.upload} description={preview.message} role="alert" />}
          {ready && <PreviewTable key={ready.fileName + ready.total} data={ready} pageSize={pageSize} />}
        </>
      )}

      <Modal open={importing} title={IMPORT_TEXT.importing} closable={false} mask={{ closable: false }} keyboard={false} footer={null} centered>
        <Flex vertical gap={12} style={{ padding: '8px 0' }}>
          <Typography.Text>{IMPORT_TEXT.importingRows(importing ? importState.rows : 0)}</Typography.Text>
          {/* One request: no partial progress to report, so the bar runs until the server answers. */}
          <Progress percent={100} status="active" showInfo={false} aria-label={IMPORT_TEXT.importing} />
        </Flex>
      </Modal>
    </Flex>
  );
}
