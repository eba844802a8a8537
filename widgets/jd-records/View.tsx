/**
 * 监督记录 of a supervision task (pure): the task's code and status, a tally of the results, and one
 * row per product — 产品, 证书编号, 监督意见, 检测结论, 监督结果 (labels, never codes), 说明. While the
 * report is before management (`abilities.conclude`), management ticks products and sets their
 * result (设为通过, or 设为不通过 after a confirmation). 导出记录 saves the records as Excel for
 * everyone who sees the task.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import type { JdRecordRow } from '@/api/jdRecords';
import { codeLabel, JD_RECORD_STATUS, type CodeListName, type CodeTone } from '@/domain/codes';
import { toneOf } from '@/domain/workflows';
import { EmptyState } from '@/ui/EmptyState';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import type { MutationControl } from '@/ui/widget';
import { OPINION_TONE, RECORDS_TEXT, RESULT_TONE, tallyOf, TEST_TONE, type RecordsAbilities, type RecordsData, type RecordsState, type ResultInput } from './records';

export interface JdRecordsViewProps {
  state: RecordsState;
  abilities: RecordsAbilities;
  /** updateJdStatusMultiterm: the chosen products' result. */
  conclude: MutationControl<ResultInput>;
  /** jdExportRecord: the records as Excel, saved by the browser. */
  exportRecords: MutationControl<void>;
}

const NOTHING: RecordsAbilities = { conclude: false };

function CodeTag({ list, value, tones }: { list: CodeListName; value: number | null | undefined; tones: Readonly<Record<number, CodeTone>> }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  const label = codeLabel(list, value) || String(value);
  const tone = tones[value];
  return tone ? (
    <Tag color={tone} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  ) : (
    <span>{label}</span>
  );
}

function RecordsBody({ data, abilities, conclude, exportRecords }: Omit<JdRecordsViewProps, 'state'> & { data: RecordsData }) {
  const { message } = App.useApp();
  const [selected, setSelected] = useState<Key[]>([]);
  const tally = tallyOf(data.records);
  const status = codeLabel('jdTaskStatus', data.task.status) || String(data.task.status);
  const ids = selected.map(Number);

  const set = (result: number) =>
    conclude.run({ ids, status: result }).then(
      () => {
        void message.success(RECORDS_TEXT.saved(ids.length));
        setSelected([]);
      },
      () => undefined, // the refusal shows above the table
    );
  const onExport = () => exportRecords.run().then(() => void message.success(RECORDS_TEXT.exported), () => undefined);

  const columns: TableColumnsType<JdRecordRow> = [
    { key: 'product', title: RECORDS_TEXT.columns.product, dataIndex: 'productName', width: 180, ellipsis: true },
    { key: 'certNo', title: RECORDS_TEXT.columns.certNo, dataIndex: 'certNo', width: 170, ellipsis: true },
    { key: 'opinion', title: RECORDS_TEXT.columns.opinion, width: 100, render: (_v, r) => <CodeTag list="jdOpinion" value={r.jdOpinion} tones={OPINION_TONE} /> },
    { key: 'test', title: RECORDS_TEXT.columns.test, width: 100, render: (_v, r) => <CodeTag list="testOpinion" value={r.testOpinion} tones={TEST_TONE} /> },
    { key: 'status', title: RECORDS_TEXT.columns.status, width: 100, render: (_v, r) => <CodeTag list="jdRecordStatus" value={r.status} tones={RESULT_TONE} /> },
    { key: 'remark', title: RECORDS_TEXT.columns.remark, dataIndex: 'remark', width: 200, ellipsis: true, render: (v: string | null) => v || <Typography.Text type="secondary">—</Typography.Text> },
  ];

  return (
    <Flex vertical gap={12} data-testid="jd-records">
      <Flex align="center" justify="space-between" wrap gap={8}>
        <Flex align="center" wrap gap={8}>
          <Typography.Text strong>{data.task.code}</Typography.Text>
          <Tag color={toneOf('jdTaskStatus', data.task.status)} style={{ marginInlineEnd: 0 }} data-testid="jd-records-status">
            {status}
          </Tag>
          <Typography.Text type="secondary" data-testid="jd-records-tally">
            {RECORDS_TEXT.tally(tally.total, tally.passed, tally.unpassed, tally.pending)}
          </Typography.Text>
        </Flex>
        {data.records.length > 0 && (
          <Button className="no-drag" icon={<DownloadOutlined />} loading={exportRecords.pending} onClick={() => void onExport()}>
            {RECORDS_TEXT.export}
          </Button>
        )}
      </Flex>
      {abilities.conclude && <Alert type="info" showIcon title={RECORDS_TEXT.hint} />}
      {exportRecords.error && <Alert type="error" showIcon closable title={exportRecords.error} onClose={() => exportRecords.reset()} />}
      {conclude.error && <Alert type="error" showIcon closable title={conclude.error} onClose={() => conclude.reset()} />}
      {abilities.conclude && data.records.length > 0 && (
        <Space role="group" aria-label={RECORDS_TEXT.actions} className="no-drag" wrap>
          <Button type="primary" disabled={!ids.length} loading={conclude.pending} onClick={() => void set(JD_RECORD_STATUS.passed)}>
            {RECORDS_TEXT.setPassed}
          </Button>
          <Popconfirm title={RECORDS_TEXT.confirmUnpassed(ids.length)} okText="确定" cancelText="取消" disabled={!ids.length} onConfirm={() => set(JD_RECORD_STATUS.unpassed)}>
            <Button danger disabled={!ids.length} loading={conclude.pending}>
              {RECORDS_TEXT.setUnpassed}
            </Button>
          </Popconfirm>
          {ids.length > 0 && <Typography.Text type="secondary">{RECORDS_TEXT.selected(ids.length)}</Typography.Text>}
        </Space>
      )}
      <Table<JdRecordRow>
        rowKey={(r) => String(r.id)}
        size="small"
        bordered
        pagination={data.records.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        columns={columns}
        dataSource={data.records as JdRecordRow[]}
        scroll={{ x: 850 }}
        rowSelection={abilities.conclude ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys), getCheckboxProps: (r) => ({ 'aria-label': `选择 ${r.productName ?? r.id}` }) } : undefined}
        locale={{ emptyText: <EmptyState image="simple" description={RECORDS_TEXT.noRecords} /> }}
      />
    </Flex>
  );
}

export function JdRecordsView({ state, abilities = NOTHING, conclude, exportRecords }: JdRecordsViewProps) {
  return (
    <RecordStateBody state={state} text={RECORDS_TEXT} rows={5}>
      {(data) => <RecordsBody key={data.task.id} data={data} abilities={abilities} conclude={conclude} exportRecords={exportRecords} />}
    </RecordStateBody>
  );
}
