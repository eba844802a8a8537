/**
 * 监督范围 of a supervision plan (pure): the plan's code, name and status and 共 n 个产品，m 家企业，
 * k 个任务; then three tabs — 监督产品 (the certificates in the plan: 证书编号, 企业, 产品, 产品分类,
 * 抽样检测, 任务编号, 备注), 分类统计 (the products counted by enterprise, category and district) and
 * 监督任务 (each task's code, a link to its record, its enterprise, products, status and unit).
 * Management changes a draft plan's scope (`abilities.edit`): 选择证书 opens the list of the valid
 * certificates of the plan's year and type (searchable; those already in a plan cannot be ticked)
 * and 加入计划 adds the ticked ones; 移除 (a row, or the ticked rows) takes products out. 导出产品
 * saves the products as Excel.
 */
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Modal, Popconfirm, Skeleton, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import type { JdClassCount, JdPlanTaskRow, JdProdRow } from '@/api/jdPlan';
import { codeLabel } from '@/domain/codes';
import { jdCertResource } from '@/domain/resources/jd';
import { toneOf } from '@/domain/workflows';
import { planWindow } from '@/domain/workflows/jdPlan';
import { EmptyState } from '@/ui/EmptyState';
import { ResourceLookupsProvider, type ResourceLookups } from '@/ui/resource/lookups';
import { ResourceTable, STRIPE_CSS } from '@/ui/resource/ResourceTable';
import { SearchBar } from '@/ui/resource/SearchBar';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { MutationControl } from '@/ui/widget';
import { CERT_FIXED, CERT_TABLE_DEF, choosable, largestFirst, orgCount, SCOPE_TEXT, type ScopeAbilities, type ScopeData, type ScopeState } from './scope';
import type { CertChooser } from './useData';

export interface JdPlanScopeViewProps {
  state: ScopeState;
  abilities: ScopeAbilities;
  /** PUT prod {planId, certIds}: the ticked certificates into the plan. */
  add: MutationControl<readonly number[]>;
  /** DELETE prod?ids=: products out of the plan. */
  remove: MutationControl<readonly number[]>;
  /** getJdProd/excel: the products as Excel, saved by the browser. */
  exportProds: MutationControl<void>;
  chooser: CertChooser;
  /** What the chooser's search bar and table look up (enterprise and category pickers). */
  lookups: ResourceLookups;
  onOpenTask: (taskId: number) => void;
}

const NOTHING: ScopeAbilities = { edit: false };
const PAGE = 20;
const dash = <Typography.Text type="secondary">—</Typography.Text>;

function CertDialog({ data, chooser, add, lookups }: { data: ScopeData; chooser: CertChooser; add: JdPlanScopeViewProps['add']; lookups: ResourceLookups }) {
  const { message } = App.useApp();
  const [ticked, setTicked] = useState<Key[]>([]);
  const close = () => {
    setTicked([]);
    chooser.hide();
  };
  const onOk = () =>
    add.run(ticked.map(Number)).then(
      () => {
        void message.success(SCOPE_TEXT.added(ticked.length));
        close();
      },
      () => undefined, // the refusal shows in the dialog
    );
  const type = codeLabel('jdType', data.plan.jdType) || data.plan.jdType;
  return (
    <Modal
      open={chooser.open}
      title={SCOPE_TEXT.dialogTitle(data.plan.name)}
      width={1100}
      okText={SCOPE_TEXT.add(ticked.length)}
      cancelText={SCOPE_TEXT.cancel}
      okButtonProps={{ disabled: !ticked.length }}
      confirmLoading={add.pending}
      onOk={() => void onOk()}
      onCancel={close}
      afterClose={() => add.reset()}
      destroyOnHidden
      className="no-drag"
    >
      <ResourceLookupsProvider value={lookups}>
        <style>{STRIPE_CSS}</style>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{SCOPE_TEXT.dialogHint(data.plan.year, type)}</Typography.Text>
          {add.error && <Alert type="error" showIcon title={add.error} />}
          <SearchBar def={jdCertResource} hide={CERT_FIXED} onSearch={chooser.search} onReset={() => chooser.search({})} />
          <WidgetBody state={chooser.state} rows={5}>
            {(page) => (
              <ResourceTable
                def={CERT_TABLE_DEF}
                data={page}
                pn={chooser.pn}
                size={chooser.size}
                fetching={chooser.fetching}
                onPageChange={chooser.page}
                selected={ticked}
                // Ticks are kept across pages and searches: one may search an enterprise, tick, then another.
                onSelect={(keys) => setTicked((cur) => [...new Set([...cur.filter((k) => !page.content.some((r) => String(r.id) === String(k))), ...keys])])}
                selectable={choosable}
              />
            )}
          </WidgetBody>
        </Flex>
      </ResourceLookupsProvider>
    </Modal>
  );
}

function ProdsTab({ data, abilities, remove, exportProds, onChoose }: { data: ScopeData; abilities: ScopeAbilities; remove: JdPlanScopeViewProps['remove']; exportProds: JdPlanScopeViewProps['exportProds']; onChoose: () => void }) {
  const { message } = App.useApp();
  const [ticked, setTicked] = useState<Key[]>([]);
  const drop = (ids: number[]) =>
    remove.run(ids).then(
      () => {
        void message.success(SCOPE_TEXT.removed(ids.length));
        setTicked((cur) => cur.filter((k) => !ids.includes(Number(k))));
      },
      () => undefined, // the refusal shows above the table
    );
  const columns: TableColumnsType<JdProdRow> = [
    { key: 'certNo', title: SCOPE_TEXT.columns.certNo, dataIndex: 'certNo', width: 170, ellipsis: true },
    { key: 'org', title: SCOPE_TEXT.columns.org, dataIndex: 'orgName', width: 220, ellipsis: true },
    { key: 'product', title: SCOPE_TEXT.columns.product, dataIndex: 'productName', width: 180, ellipsis: true },
    { key: 'category', title: SCOPE_TEXT.columns.category, dataIndex: 'categoryName', width: 110, render: (v: string | null) => v || dash },
    { key: 'sampling', title: SCOPE_TEXT.columns.sampling, width: 90, render: (_v, r) => (r.sampling ? SCOPE_TEXT.yes : SCOPE_TEXT.no) },
    { key: 'task', title: SCOPE_TEXT.columns.task, dataIndex: 'taskCode', width: 130, render: (v: string | null) => v || dash },
    { key: 'remark', title: SCOPE_TEXT.columns.remark, dataIndex: 'remark', width: 180, ellipsis: true, render: (v: string | null) => v || dash },
    ...(abilities.edit
      ? [
          {
            key: 'actions',
            title: SCOPE_TEXT.columns.actions,
            width: 80,
            fixed: 'right' as const,
            render: (_v: unknown, r: JdProdRow) => (
              <Popconfirm title={SCOPE_TEXT.removeOneConfirm(r.productName ?? r.certNo)} okText="确定" cancelText="取消" onConfirm={() => drop([r.id])}>
                <Button type="link" size="small" danger className="no-drag" aria-label={`${r.productName ?? r.certNo} ${SCOPE_TEXT.remove}`}>
                  {SCOPE_TEXT.remove}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];
  const ids = ticked.map(Number);
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space role="group" aria-label={SCOPE_TEXT.prodActions} className="no-drag" wrap>
          {abilities.edit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onChoose}>
              {SCOPE_TEXT.choose}
            </Button>
          )}
          {abilities.edit && (
            <Popconfirm title={SCOPE_TEXT.removeConfirm(ids.length)} okText="确定" cancelText="取消" disabled={!ids.length} onConfirm={() => drop(ids)}>
              <Button danger icon={<DeleteOutlined />} disabled={!ids.length} loading={remove.pending}>
                {SCOPE_TEXT.removeSelected}
              </Button>
            </Popconfirm>
          )}
          {data.prods.length > 0 && (
            <Button icon={<DownloadOutlined />} loading={exportProds.pending} onClick={() => void exportProds.run().then(() => void message.success(SCOPE_TEXT.exported), () => undefined)}>
              {SCOPE_TEXT.export}
            </Button>
          )}
        </Space>
        {abilities.edit && ids.length > 0 && <Typography.Text type="secondary">{SCOPE_TEXT.selected(ids.length)}</Typography.Text>}
      </Flex>
      {remove.error && <Alert type="error" showIcon closable title={remove.error} onClose={() => remove.reset()} />}
      {exportProds.error && <Alert type="error" showIcon closable title={exportProds.error} onClose={() => exportProds.reset()} />}
      <Table<JdProdRow>
        rowKey={(r) => String(r.id)}
        size="small"
        bordered
        columns={columns}
        dataSource={data.prods as JdProdRow[]}
        pagination={data.prods.length > PAGE ? { pageSize: PAGE, showSizeChanger: false, showTotal: (n) => `共 ${n} 条` } : false}
        scroll={{ x: 1100 }}
        rowSelection={abilities.edit ? { selectedRowKeys: ticked, onChange: (keys) => setTicked(keys), getCheckboxProps: (r) => ({ 'aria-label': `选择 ${r.productName ?? r.certNo}` }) } : undefined}
        locale={{ emptyText: <EmptyState image="simple" description={abilities.edit ? SCOPE_TEXT.noProds : SCOPE_TEXT.noProdsLocked} /> }}
      />
    </Flex>
  );
}

function CountTable({ title, groups }: { title: string; groups: readonly JdClassCount[] }) {
  return (
    <Flex vertical gap={4} style={{ flex: 1, minWidth: 220 }} data-testid={`classify-${title}`}>
      <Typography.Text strong>{title}</Typography.Text>
      <Table<JdClassCount>
        rowKey={(r) => `${r.key}-${r.name}`}
        size="small"
        bordered
        pagination={groups.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
        dataSource={largestFirst(groups)}
        columns={[
          { key: 'name', title: SCOPE_TEXT.classify.name, dataIndex: 'name', ellipsis: true },
          { key: 'count', title: SCOPE_TEXT.classify.count, dataIndex: 'count', width: 80, align: 'right' },
        ]}
        locale={{ emptyText: <EmptyState image="simple" /> }}
      />
    </Flex>
  );
}

function ClassifyTab({ data }: { data: ScopeData }) {
  if (!data.classify)
    return (
      <div role="status" aria-busy="true" aria-label="加载中">
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  return (
    <Flex gap={16} wrap>
      <CountTable title={SCOPE_TEXT.classify.byOrg} groups={data.classify.byOrg} />
      <CountTable title={SCOPE_TEXT.classify.byCategory} groups={data.classify.byCategory} />
      <CountTable title={SCOPE_TEXT.classify.byArea} groups={data.classify.byArea} />
    </Flex>
  );
}

function TasksTab({ data, onOpenTask }: { data: ScopeData; onOpenTask: (id: number) => void }) {
  const columns: TableColumnsType<JdPlanTaskRow> = [
    {
      key: 'code',
      title: SCOPE_TEXT.columns.code,
      width: 140,
      render: (_v, r) => (
        <Button type="link" size="small" className="no-drag" style={{ padding: 0 }} aria-label={SCOPE_TEXT.openTask(r.code)} onClick={() => onOpenTask(r.id)}>
          {r.code}
        </Button>
      ),
    },
    { key: 'org', title: SCOPE_TEXT.columns.org, dataIndex: 'orgName', width: 220, ellipsis: true },
    { key: 'products', title: SCOPE_TEXT.columns.products, dataIndex: 'productNames', width: 240, ellipsis: true, render: (v: string | null) => v || dash },
    {
      key: 'status',
      title: SCOPE_TEXT.columns.status,
      width: 110,
      render: (_v, r) => (
        <Tag color={toneOf('jdTaskStatus', r.status)} style={{ marginInlineEnd: 0 }}>
          {codeLabel('jdTaskStatus', r.status) || String(r.status)}
        </Tag>
      ),
    },
    { key: 'unit', title: SCOPE_TEXT.columns.unit, dataIndex: 'unitName', width: 200, ellipsis: true, render: (v: string | null) => v || dash },
  ];
  return (
    <Table<JdPlanTaskRow>
      rowKey={(r) => String(r.id)}
      size="small"
      bordered
      columns={columns}
      dataSource={data.tasks as JdPlanTaskRow[]}
      pagination={data.tasks.length > PAGE ? { pageSize: PAGE, showSizeChanger: false } : false}
      scroll={{ x: 910 }}
      locale={{ emptyText: <EmptyState image="simple" description={SCOPE_TEXT.noTasks}>{planWindow('products').includes(data.plan.status) && <Typography.Text type="secondary">{SCOPE_TEXT.noTasksHint}</Typography.Text>}</EmptyState> }}
    />
  );
}

function ScopeBody({ data, abilities, add, remove, exportProds, chooser, lookups, onOpenTask }: Omit<JdPlanScopeViewProps, 'state'> & { data: ScopeData }) {
  const status = codeLabel('jdPlanStatus', data.plan.status) || String(data.plan.status);
  return (
    <Flex vertical gap={12} data-testid="jd-plan-scope">
      <Flex align="center" wrap gap={8}>
        <Typography.Text strong>{data.plan.code}</Typography.Text>
        <Typography.Text>{data.plan.name}</Typography.Text>
        <Tag color={toneOf('jdPlanStatus', data.plan.status)} style={{ marginInlineEnd: 0 }} data-testid="jd-plan-scope-status">
          {status}
        </Tag>
        <Typography.Text type="secondary" data-testid="jd-plan-scope-summary">
          {SCOPE_TEXT.summary(data.prods.length, orgCount(data.prods), data.tasks.length)}
        </Typography.Text>
      </Flex>
      {abilities.edit && <Alert type="info" showIcon title={SCOPE_TEXT.draftHint} />}
      <Tabs
        className="no-drag"
        items={[
          { key: 'prods', label: SCOPE_TEXT.tabs.prods(data.prods.length), children: <ProdsTab data={data} abilities={abilities} remove={remove} exportProds={exportProds} onChoose={chooser.show} /> },
          { key: 'classify', label: SCOPE_TEXT.tabs.classify, children: <ClassifyTab data={data} /> },
          { key: 'tasks', label: SCOPE_TEXT.tabs.tasks(data.tasks.length), children: <TasksTab data={data} onOpenTask={onOpenTask} /> },
        ]}
      />
      {abilities.edit && <CertDialog data={data} chooser={chooser} add={add} lookups={lookups} />}
    </Flex>
  );
}

export function JdPlanScopeView({ state, abilities = NOTHING, ...rest }: JdPlanScopeViewProps) {
  return (
    <RecordStateBody state={state} text={SCOPE_TEXT} rows={6}>
      {(data) => <ScopeBody key={data.plan.id} data={data} abilities={abilities} {...rest} />}
    </RecordStateBody>
  );
}
