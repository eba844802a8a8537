/**
 * 监督抽检 of a supervision task (pure): the task's code, status and testing unit, a tally of the test
 * opinions, and one row per spot-test item — 抽检项目类型, 产品, 样品名称, 样品编号, 抽样日期, 检测项目,
 * 检测结果, 检测结论, 检测报告 (labels and file names, never codes or ids). The testing unit, while the
 * task samples (`abilities.write`), adds items in a dialog (a product item names one of the task's
 * products), edits and deletes them. 产品检测报告书 generates the task's report book (the testing or
 * supervision unit while the task samples: `abilities.report`): its file is saved by the browser,
 * or linked when the server answers the stored file; the latest stored one is linked for every
 * reader. Everyone else (management, the enterprise on its own task) reads.
 */
import { FileWordOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Modal, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { JdGeneratedFile } from '@/api/jdFiles';
import type { JdSpotRow } from '@/api/jdSpot';
import { codeLabel } from '@/domain/codes';
import { hasSampling, JD_MSG, jdSpotResource } from '@/domain/resources/jd';
import { defaultOf } from '@/domain/resource';
import { SYNC_TEXT } from '@/domain/sync';
import { toneOf } from '@/domain/workflows';
import { EmptyState } from '@/ui/EmptyState';
import { useCellLookups } from '@/ui/resource/cellLookups';
import { FieldInput } from '@/ui/resource/FieldInput';
import { fieldMessage, formFields, toBody, toFormValue, type FormMode } from '@/ui/resource/fields';
import { ResourceLookupsProvider, type ResourceLookups } from '@/ui/resource/lookups';
import { renderCell } from '@/ui/resource/ResourceTable';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import type { MutationControl } from '@/ui/widget';
import { SyncMarker } from '@/ui/sync/SyncMarker';
import { FORM_OMIT, itemName, needsProduct, SPOT_COLUMNS, SPOT_FIELDS, SPOT_TABLE_DEF, SPOT_TEXT, tallyOf, TEST_TONE, type QueuedSpot, type SpotAbilities, type SpotData, type SpotInput, type SpotState } from './spot';

export interface JdSpotViewProps {
  state: SpotState;
  abilities: SpotAbilities;
  /** PUT spot (a new item) or PUT spot/{id} (a change). */
  save: MutationControl<SpotInput>;
  /** DELETE spot?ids=. */
  remove: MutationControl<number>;
  /** getProductReportBook: resolves to the stored file to link, or null when the browser saved the file. */
  report: MutationControl<void>;
  /** What the form's report upload and the table's file names look up. */
  lookups: ResourceLookups;
  /** Items saved on this device, waiting for the server (the 待同步 queue). */
  queued?: readonly QueuedSpot[];
  /** Whether the device is online: a save made offline is said to be kept on the device. */
  online?: boolean;
}

const NOTHING_QUEUED: readonly QueuedSpot[] = [];

/** Samples recorded on this device and not yet on the server: their name, number, date and state. */
function QueuedSpots({ items }: { items: readonly QueuedSpot[] }) {
  if (!items.length) return null;
  return (
    <Flex vertical gap={4} role="list" aria-label={`${SPOT_TEXT.queued}的抽检项目`} data-testid="jd-spot-queued">
      {items.map((q) => (
        <Flex key={q.key} role="listitem" aria-label={`${String(q.values.sampleName ?? '')} ${SPOT_TEXT.queued}`} gap={8} wrap align="center">
          <SyncMarker state={q.state} />
          <Typography.Text>{[q.values.sampleName, q.values.sampleNo, q.values.sampleDate].filter((v) => typeof v === 'string' && v).join(' · ')}</Typography.Text>
          {typeof q.values.itemType !== 'undefined' && <Typography.Text type="secondary">{codeLabel('spotItemType', q.values.itemType as string | number)}</Typography.Text>}
        </Flex>
      ))}
    </Flex>
  );
}

const NOTHING: SpotAbilities = { write: false, waiting: false, report: false };
const dash = <Typography.Text type="secondary">—</Typography.Text>;

const ruleOf = (name: string, mode: FormMode) => ({
  validator: (_: unknown, value: unknown) => {
    const m = fieldMessage(name, SPOT_FIELDS[name], value, mode);
    return m ? Promise.reject(new Error(m)) : Promise.resolve();
  },
});

/** What the dialog is open for: a new item, or a change to one. */
type Editing = { readonly row: JdSpotRow | null } | null;

function SpotDialog({ editing, data, save, onClose }: { editing: Editing; data: SpotData; save: JdSpotViewProps['save']; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const mode: FormMode = editing?.row ? 'update' : 'create';
  const fields = formFields(jdSpotResource, mode, FORM_OMIT);
  const itemType = Form.useWatch('itemType', form);
  const initial: Record<string, unknown> | undefined = editing
    ? {
        ...Object.fromEntries(fields.map(([n, f]) => [n, toFormValue(f, editing.row ? editing.row[n as keyof JdSpotRow] : defaultOf(f))])),
        prodId: editing.row?.prodId ?? undefined,
      }
    : undefined;
  const onOk = async () => {
    if (!editing) return;
    let v: Record<string, unknown>;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const body = { ...toBody(jdSpotResource, mode, v, FORM_OMIT), prodId: needsProduct(v.itemType) ? Number(v.prodId) : null, ...(mode === 'create' ? { taskId: data.task.id } : {}) };
    save.run({ id: editing.row?.id ?? null, body }).then(
      () => onClose(true),
      () => undefined, // the refusal shows in the dialog
    );
  };
  return (
    <Modal
      open={editing !== null}
      title={editing?.row ? SPOT_TEXT.editTitle(itemName(editing.row)) : SPOT_TEXT.addTitle}
      okText={SPOT_TEXT.ok}
      cancelText={SPOT_TEXT.cancel}
      confirmLoading={save.pending}
      onOk={() => void onOk()}
      onCancel={() => onClose(false)}
      afterClose={() => save.reset()}
      destroyOnHidden
      width={640}
      className="no-drag"
    >
      {editing && (
        <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
          {save.error && <Alert type="error" showIcon title={save.error} style={{ marginBottom: 12 }} />}
          {fields.map(([name, f]) => (
            <div key={name}>
              <Form.Item name={name} label={f.label} required={f.required} rules={[ruleOf(name, mode)]}>
                <FieldInput name={name} field={f} />
              </Form.Item>
              {name === 'itemType' && needsProduct(itemType) && (
                <Form.Item name="prodId" label={SPOT_TEXT.product} required extra={SPOT_TEXT.productHint} rules={[{ required: true, message: SPOT_TEXT.productNeeded }]}>
                  <Select aria-label={SPOT_TEXT.product} placeholder="请选择" options={data.prods.map((p) => ({ value: p.prodId, label: p.certNo ? `${p.productName}（${p.certNo}）` : p.productName }))} optionFilterProp="label" showSearch />
                </Form.Item>
              )}
            </div>
          ))}
        </Form>
      )}
    </Modal>
  );
}

function SpotBody({ data, abilities, save, remove, report, queued = NOTHING_QUEUED, online = true }: Omit<JdSpotViewProps, 'state' | 'lookups'> & { data: SpotData }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>(null);
  const [book, setBook] = useState<JdGeneratedFile | null>(null);
  const cells = useCellLookups(SPOT_TABLE_DEF, data.items);
  const tally = tallyOf(data.items);
  const status = codeLabel('jdTaskStatus', data.task.status) || String(data.task.status);
  const sampling = hasSampling(data.task.methods);

  const columns: TableColumnsType<JdSpotRow> = SPOT_COLUMNS.map((name) => {
    const f = SPOT_TABLE_DEF.fields[name];
    return {
      key: name,
      title: f.label,
      width: (f.column && f.column.width) || 140,
      ellipsis: name !== 'reportAnnexId',
      render: (_v: unknown, r: JdSpotRow) => {
        const value = r[name];
        if (value === null || value === undefined || value === '') return dash;
        // The server names the test report and links it through the task, which every reader of the task may download.
        if (name === 'reportAnnexId' && r.reportUrl && r.reportName)
          return (
            <Typography.Link href={r.reportUrl} target="_blank" rel="noreferrer" className="no-drag">
              {r.reportName}
            </Typography.Link>
          );
        if (name === 'testOpinion') {
          const tone = TEST_TONE[r.testOpinion];
          const label = codeLabel('testOpinion', r.testOpinion) || String(r.testOpinion);
          return tone ? <Tag color={tone} style={{ marginInlineEnd: 0 }}>{label}</Tag> : label;
        }
        return renderCell(name, f, value, r, cells);
      },
    };
  });
  if (abilities.write)
    columns.push({
      key: 'actions',
      title: SPOT_TEXT.rowActions,
      width: 120,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0} className="no-drag">
          <Button type="link" size="small" aria-label={`${itemName(r)} ${SPOT_TEXT.edit}`} onClick={() => setEditing({ row: r })}>
            {SPOT_TEXT.edit}
          </Button>
          <Popconfirm title={SPOT_TEXT.removeConfirm(itemName(r))} okText="确定" cancelText="取消" onConfirm={() => remove.run(r.id).then(() => void message.success(SPOT_TEXT.removed), () => undefined)}>
            <Button type="link" size="small" danger aria-label={`${itemName(r)} ${SPOT_TEXT.remove}`}>
              {SPOT_TEXT.remove}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });

  // The one just made, else the latest the server stored.
  const shownBook = book ?? data.book;

  const onReport = () =>
    report.run().then(
      (file) => {
        setBook((file as JdGeneratedFile | null) ?? null);
        void message.success(SPOT_TEXT.reportDone);
      },
      () => undefined, // the refusal shows above the table
    );

  return (
    <Flex vertical gap={12} data-testid="jd-spot">
      <Flex align="center" justify="space-between" wrap gap={8}>
        <Flex align="center" wrap gap={8}>
          <Typography.Text strong>{data.task.code}</Typography.Text>
          <Tag color={toneOf('jdTaskStatus', data.task.status)} style={{ marginInlineEnd: 0 }} data-testid="jd-spot-status">
            {status}
          </Tag>
          {data.task.testUnitName && <Typography.Text type="secondary">{SPOT_TEXT.testUnit(data.task.testUnitName)}</Typography.Text>}
          <Typography.Text type="secondary" data-testid="jd-spot-tally">
            {SPOT_TEXT.tally(tally.total, tally.qualified, tally.unqualified, tally.testing)}
          </Typography.Text>
        </Flex>
        <Space role="group" aria-label={SPOT_TEXT.actions} className="no-drag" wrap>
          {abilities.write && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
              {SPOT_TEXT.add}
            </Button>
          )}
          {abilities.report && data.items.length > 0 && (
            <Button icon={<FileWordOutlined />} loading={report.pending} onClick={() => void onReport()}>
              {SPOT_TEXT.report}
            </Button>
          )}
        </Space>
      </Flex>
      {!sampling && <Alert type="warning" showIcon title={JD_MSG.notSampling} />}
      {abilities.write && <Alert type="info" showIcon title={SPOT_TEXT.writeHint} />}
      {abilities.waiting && <Alert type="info" showIcon title={SPOT_TEXT.notNow(status)} />}
      {shownBook && (
        <Typography.Text>
          {SPOT_TEXT.storedBook}
          <Typography.Link href={shownBook.url} target="_blank" rel="noreferrer" data-testid="jd-spot-book" className="no-drag">
            {shownBook.name}
          </Typography.Link>
        </Typography.Text>
      )}
      {report.error && <Alert type="error" showIcon closable title={report.error} onClose={() => report.reset()} />}
      {remove.error && <Alert type="error" showIcon closable title={remove.error} onClose={() => remove.reset()} />}
      <Table<JdSpotRow>
        rowKey={(r) => String(r.id)}
        size="small"
        bordered
        columns={columns}
        dataSource={data.items as JdSpotRow[]}
        pagination={data.items.length > 20 ? { pageSize: 20, showSizeChanger: false, showTotal: (n) => `共 ${n} 条` } : false}
        scroll={{ x: 1400 }}
        locale={{ emptyText: <EmptyState image="simple" description={SPOT_TEXT.noItems} /> }}
      />
      <QueuedSpots items={queued} />
      {abilities.write && (
        <SpotDialog
          editing={editing}
          data={data}
          save={save}
          onClose={(saved) => {
            if (saved) void message.success(online ? SPOT_TEXT.saved : SYNC_TEXT.savedOnDevice);
            setEditing(null);
          }}
        />
      )}
    </Flex>
  );
}

export function JdSpotView({ state, abilities = NOTHING, lookups, ...rest }: JdSpotViewProps) {
  return (
    <ResourceLookupsProvider value={lookups}>
      <RecordStateBody state={state} text={SPOT_TEXT} rows={5}>
        {(data) => <SpotBody key={data.task.id} data={data} abilities={abilities} {...rest} />}
      </RecordStateBody>
    </ResourceLookupsProvider>
  );
}
