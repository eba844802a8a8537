/**
 * 现场评价计划 of an evaluation application (pure): the application's places, each with its plan (dates,
 * leader, members, products, sampling, the plan's status in words). The assigned institution plans a
 * place in a dialog and deletes a plan while it prepares the visit (文审通过, 通知推送), changes a
 * plan's team until the visit ends, and closes each place's visit during 现场评价. Below: the
 * 现场评价通知书 (generated, and its stamped copy uploaded back) and, from 评价确认 on, the archive
 * checklist. What the user may do comes in as `abilities` (the server decides).
 */
import { Alert, App, Button, Flex, Form, Modal, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, FileWordOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { GeneratedFile } from '@/api/evalDocReview';
import type { EvalProductRow } from '@/api/evalRecord';
import type { ArchiveChecklist, SitePlan, SitePlanBody, SiteTeamBody } from '@/api/evalSitePlan';
import { codeLabel, EVAL_SITE_PLAN_STATUS } from '@/domain/codes';
import { evalSitePlanResource, SITE_PLAN_MSG } from '@/domain/resources/evaluation';
import { toneOf } from '@/domain/workflows';
import { EmptyState } from '@/ui/EmptyState';
import { FileUpload } from '@/ui/inputs/upload/FileUpload';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { FieldInput } from '@/ui/resource/FieldInput';
import { DATE_FORMAT, fieldMessage } from '@/ui/resource/fields';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import type { MutationControl } from '@/ui/widget';
import { ARCHIVE_STATUSES, defaultProducts, noticeOf, PLAN_TEXT, planStatusLabel, planStatusTone, rowsOf, type PlaceRow, type SitePlanAbilities, type SitePlanData, type SitePlanState } from './plan';

export interface SitePlanMutations {
  /** createEvalOnSitePlan: a place's plan (again: replaced). */
  readonly save: MutationControl<SitePlanBody>;
  /** staffSave: a plan's team. */
  readonly team: MutationControl<SiteTeamBody>;
  /** DELETE a plan by id. */
  readonly remove: MutationControl<number>;
  /** doFlowFinishUpd: a plan's visit is done. */
  readonly finish: MutationControl<number>;
  /** getNotice: generate the notice. */
  readonly notice: MutationControl<void>;
  /** upAnnexId: the uploaded stamped copy's file id. */
  readonly stamped: MutationControl<number>;
}

export interface EvalSitePlanViewProps extends SitePlanMutations {
  state: SitePlanState;
  abilities: SitePlanAbilities;
  /** Uploads one file (the stamped notice, before upAnnexId files it). */
  upload: (file: File) => Promise<UploadedFile>;
}

const NOTHING: SitePlanAbilities = { plan: false, team: false, finish: false };
const F = evalSitePlanResource.fields;

const ruleOf = (name: string, field: (typeof F)[keyof typeof F]) => ({
  validator: (_: unknown, value: unknown) => {
    const m = fieldMessage(name, field, value, 'create');
    return m ? Promise.reject(new Error(m)) : Promise.resolve();
  },
});

function FileLink({ file, fallback }: { file: GeneratedFile | null | undefined; fallback: string }) {
  if (!file) return <Typography.Text type="secondary">{fallback}</Typography.Text>;
  return (
    <Typography.Link href={file.url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
      {file.name}
    </Typography.Link>
  );
}

interface PlanFormValues {
  startDate: Dayjs | undefined;
  endDate: Dayjs | undefined;
  leaderName: string;
  memberNames: string;
  productIds: number[];
  sampling: boolean;
}

/** What the dialog is open for: a place's whole plan (planning), or only its team (after the plans went out). */
type Editing = { readonly mode: 'plan' | 'team'; readonly row: PlaceRow } | null;

function PlanDialog({ editing, data, save, team, onClose }: { editing: Editing; data: SitePlanData; save: SitePlanMutations['save']; team: SitePlanMutations['team']; onClose: (saved: 'plan' | 'team' | null) => void }) {
  const [form] = Form.useForm<PlanFormValues>();
  const mode = editing?.mode ?? 'plan';
  const control = mode === 'plan' ? save : team;
  const plan = editing?.row.plan ?? null;
  const place = editing?.row.place;
  const initial: PlanFormValues | undefined = editing
    ? {
        startDate: plan ? dayjs(plan.startDate) : undefined,
        endDate: plan ? dayjs(plan.endDate) : undefined,
        // A new plan's team starts as the application's evaluation team.
        leaderName: plan?.leaderName ?? data.app.leaderName ?? '',
        memberNames: plan ? (plan.memberNames ?? '') : (data.app.memberNames ?? ''),
        productIds: plan ? plan.productIds.split(',').filter(Boolean).map(Number) : defaultProducts(editing.row.place, data.products),
        sampling: plan?.sampling ?? false,
      }
    : undefined;
  const onOk = async () => {
    if (!editing || !place) return;
    let v: PlanFormValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const members = v.memberNames?.trim() || null;
    const done =
      mode === 'plan'
        ? save.run({
            placeId: place.id,
            startDate: (v.startDate as Dayjs).format(DATE_FORMAT),
            endDate: (v.endDate as Dayjs).format(DATE_FORMAT),
            leaderName: v.leaderName.trim(),
            memberNames: members,
            productIds: v.productIds.join(','),
            sampling: v.sampling === true,
          })
        : team.run({ id: (plan as SitePlan).id, leaderName: v.leaderName.trim(), memberNames: members });
    done.then(
      () => onClose(mode),
      () => undefined, // the refusal shows in the dialog
    );
  };
  const options = (data.products as EvalProductRow[]).map((p) => ({ value: p.productId, label: p.productName }));
  return (
    <Modal
      open={editing !== null}
      title={place ? (mode === 'plan' ? PLAN_TEXT.dialogTitle(place.name) : PLAN_TEXT.teamTitle(place.name)) : ''}
      okText={PLAN_TEXT.ok}
      cancelText={PLAN_TEXT.cancel}
      confirmLoading={control.pending}
      onOk={() => void onOk()}
      onCancel={() => onClose(null)}
      afterClose={() => control.reset()}
      destroyOnHidden
      className="no-drag"
    >
      {editing && (
        <Form<PlanFormValues> form={form} layout="vertical" initialValues={initial} preserve={false}>
          {control.error && <Alert type="error" showIcon title={control.error} style={{ marginBottom: 12 }} />}
          {mode === 'plan' && (
            <Flex gap={12}>
              <Form.Item name="startDate" label={F.startDate.label} required rules={[ruleOf('startDate', F.startDate)]} style={{ flex: 1 }}>
                <FieldInput name="startDate" field={F.startDate} />
              </Form.Item>
              <Form.Item
                name="endDate"
                label={F.endDate.label}
                required
                dependencies={['startDate']}
                rules={[
                  ruleOf('endDate', F.endDate),
                  ({ getFieldValue }) => ({
                    validator: (_: unknown, end: Dayjs | undefined) => {
                      const start = getFieldValue('startDate') as Dayjs | undefined;
                      return start && end && end.isBefore(start, 'day') ? Promise.reject(new Error(SITE_PLAN_MSG.endBeforeStart)) : Promise.resolve();
                    },
                  }),
                ]}
                style={{ flex: 1 }}
              >
                <FieldInput name="endDate" field={F.endDate} />
              </Form.Item>
            </Flex>
          )}
          <Form.Item name="leaderName" label={F.leaderName.label} required rules={[ruleOf('leaderName', F.leaderName)]}>
            <FieldInput name="leaderName" field={F.leaderName} />
          </Form.Item>
          <Form.Item name="memberNames" label={F.memberNames.label} rules={[ruleOf('memberNames', F.memberNames)]}>
            <FieldInput name="memberNames" field={F.memberNames} />
          </Form.Item>
          {mode === 'plan' && (
            <>
              <Form.Item name="productIds" label={F.productIds.label} required extra={PLAN_TEXT.productsHint} rules={[{ validator: (_: unknown, v: number[] | undefined) => (v?.length ? Promise.resolve() : Promise.reject(new Error(`请选择${F.productIds.label}`))) }]}>
                <Select mode="multiple" aria-label={F.productIds.label} placeholder="请选择" options={options} optionFilterProp="label" />
              </Form.Item>
              <Form.Item name="sampling" label={F.sampling.label}>
                <FieldInput name="sampling" field={F.sampling} />
              </Form.Item>
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}

function NoticeBlock({ data, abilities, notice, stamped, upload }: { data: SitePlanData; abilities: SitePlanAbilities; notice: SitePlanMutations['notice']; stamped: SitePlanMutations['stamped']; upload: EvalSitePlanViewProps['upload'] }) {
  const { message } = App.useApp();
  const files = noticeOf(data.archive);
  const saved: UploadedFile[] = files.stamped ? [{ id: files.stamped.id, name: files.stamped.name, url: files.stamped.url }] : [];
  /** The stamped copy while its filing is on the way, or after a deletion before the next upload. */
  const [local, setLocal] = useState<UploadedFile[] | null>(null);
  const onStamped = (next: UploadedFile[]) => {
    setLocal(next);
    const added = next.find((f) => !saved.some((s) => s.id === f.id));
    if (!added) return; // a deletion: the server keeps the old copy until a new one is filed
    stamped.run(Number(added.id)).then(
      () => {
        setLocal(null);
        void message.success(PLAN_TEXT.stampedSaved);
      },
      (e: unknown) => {
        setLocal(null);
        void message.error(e instanceof Error && e.message ? e.message : PLAN_TEXT.stampedFailed);
      },
    );
  };
  return (
    <Flex vertical gap={8} data-testid="site-notice" style={{ padding: 12, border: '1px solid rgba(5,5,5,0.06)', borderRadius: 8 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{PLAN_TEXT.notice}</Typography.Text>
        {abilities.plan && (
          <Space role="group" aria-label={PLAN_TEXT.noticeActions} className="no-drag">
            <Button icon={<FileWordOutlined />} loading={notice.pending} onClick={() => notice.run().then(() => void message.success(PLAN_TEXT.generated), () => undefined)}>
              {files.notice ? PLAN_TEXT.regenerate : PLAN_TEXT.generate}
            </Button>
          </Space>
        )}
      </Flex>
      {notice.error && <Alert type="error" showIcon closable title={notice.error} onClose={() => notice.reset()} />}
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text type="secondary">{PLAN_TEXT.noticeFile}：</Typography.Text>
        <span data-testid="site-notice-file">
          <FileLink file={files.notice} fallback={PLAN_TEXT.noNotice} />
        </span>
      </Flex>
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text type="secondary">{PLAN_TEXT.stampedFile}：</Typography.Text>
        {abilities.plan && files.notice ? (
          <div className="no-drag" aria-label={PLAN_TEXT.uploadStamped} style={{ flex: 1, minWidth: 240 }}>
            <FileUpload value={local ?? saved} onChange={onStamped} upload={upload} type="doc" maxCount={1} buttonText={PLAN_TEXT.uploadStamped} showTip={false} disabled={stamped.pending} />
          </div>
        ) : (
          <span data-testid="site-notice-stamped">
            <FileLink file={files.stamped} fallback={PLAN_TEXT.noStamped} />
          </span>
        )}
      </Flex>
    </Flex>
  );
}

function ArchiveList({ archive }: { archive: ArchiveChecklist }) {
  const missing = archive.items.filter((i) => !i.done).length;
  return (
    <Flex vertical gap={6} data-testid="site-archive">
      <Flex align="center" gap={8}>
        <Typography.Text strong>{PLAN_TEXT.archive}</Typography.Text>
        {archive.complete ? <Tag color="success">{PLAN_TEXT.archiveComplete}</Tag> : <Tag color="warning">{PLAN_TEXT.archiveMissing(missing)}</Tag>}
      </Flex>
      <ul aria-label={PLAN_TEXT.archive} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {archive.items.map((i) => (
          <li key={i.key} aria-label={`${i.label} ${i.done ? PLAN_TEXT.done : PLAN_TEXT.missing}`} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '2px 0', flexWrap: 'wrap' }}>
            {i.done ? <CheckCircleFilled style={{ color: '#52c41a' }} aria-hidden /> : <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-hidden />}
            <Typography.Text>{i.label}</Typography.Text>
            {i.done ? (
              i.files.length > 0 && i.files.length <= 3 && i.files.map((f) => <FileLink key={f.id} file={f} fallback="" />)
            ) : (
              <Typography.Text type="secondary">{i.note}</Typography.Text>
            )}
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function PlanBody({ data, abilities, save, team, remove, finish, notice, stamped, upload }: Omit<EvalSitePlanViewProps, 'state'> & { data: SitePlanData }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>(null);
  const rows = rowsOf(data.places, data.plans);
  const planned = rows.filter((r) => r.plan).length;
  const status = codeLabel('evalStatus', data.app.status) || String(data.app.status);
  const canAct = abilities.plan || abilities.team || abilities.finish;

  const actions = (r: PlaceRow) => {
    const name = r.place.name;
    return (
      <Space size={0} wrap className="no-drag">
        {abilities.plan && (
          <Button type="link" size="small" aria-label={`${name} ${r.plan ? PLAN_TEXT.edit : PLAN_TEXT.add}`} onClick={() => setEditing({ mode: 'plan', row: r })}>
            {r.plan ? PLAN_TEXT.edit : PLAN_TEXT.add}
          </Button>
        )}
        {abilities.plan && r.plan && (
          <Popconfirm title={PLAN_TEXT.removeConfirm(name)} okText="确定" cancelText="取消" onConfirm={() => remove.run((r.plan as SitePlan).id).then(() => void message.success(PLAN_TEXT.removed), () => undefined)}>
            <Button type="link" size="small" danger aria-label={`${name} ${PLAN_TEXT.remove}`}>
              {PLAN_TEXT.remove}
            </Button>
          </Popconfirm>
        )}
        {!abilities.plan && abilities.team && r.plan && r.plan.status !== EVAL_SITE_PLAN_STATUS.finished && (
          <Button type="link" size="small" aria-label={`${name} ${PLAN_TEXT.team}`} onClick={() => setEditing({ mode: 'team', row: r })}>
            {PLAN_TEXT.team}
          </Button>
        )}
        {abilities.finish && r.plan?.status === EVAL_SITE_PLAN_STATUS.onSite && (
          <Popconfirm title={PLAN_TEXT.finishConfirm(name)} okText="确定" cancelText="取消" onConfirm={() => finish.run((r.plan as SitePlan).id).then(() => void message.success(PLAN_TEXT.finished), () => undefined)}>
            <Button type="link" size="small" aria-label={`${name} ${PLAN_TEXT.finish}`}>
              {PLAN_TEXT.finish}
            </Button>
          </Popconfirm>
        )}
      </Space>
    );
  };

  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const columns: TableColumnsType<PlaceRow> = [
    {
      key: 'place',
      title: PLAN_TEXT.columns.place,
      width: 200,
      render: (_v, r) => (
        <Flex vertical>
          <Typography.Text>{r.place.name}</Typography.Text>
          {r.place.address && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.place.address}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'type', title: PLAN_TEXT.columns.type, width: 100, render: (_v, r) => (r.place.type !== undefined && r.place.type !== null ? codeLabel('placeType', r.place.type) : dash) },
    { key: 'dates', title: PLAN_TEXT.columns.dates, width: 190, render: (_v, r) => (r.plan ? `${r.plan.startDate} ~ ${r.plan.endDate}` : <Tag>{PLAN_TEXT.unplanned}</Tag>) },
    { key: 'leader', title: PLAN_TEXT.columns.leader, width: 100, render: (_v, r) => r.plan?.leaderName ?? dash },
    { key: 'members', title: PLAN_TEXT.columns.members, width: 140, render: (_v, r) => r.plan?.memberNames || dash },
    { key: 'products', title: PLAN_TEXT.columns.products, width: 200, render: (_v, r) => r.plan?.productNames || dash },
    { key: 'sampling', title: PLAN_TEXT.columns.sampling, width: 90, render: (_v, r) => (r.plan ? (r.plan.sampling ? '是' : '否') : dash) },
    {
      key: 'status',
      title: PLAN_TEXT.columns.status,
      width: 130,
      render: (_v, r) =>
        r.plan ? (
          <Tag color={planStatusTone(r.plan)} style={{ marginInlineEnd: 0 }}>
            {planStatusLabel(r.plan)}
          </Tag>
        ) : (
          dash
        ),
    },
    ...(canAct ? [{ key: 'actions', title: PLAN_TEXT.columns.actions, width: 200, fixed: 'right' as const, render: (_v: unknown, r: PlaceRow) => actions(r) }] : []),
  ];

  return (
    <Flex vertical gap={12} data-testid="eval-site-plan">
      <Flex align="center" wrap gap={8}>
        <Typography.Text strong>{data.app.code}</Typography.Text>
        <Tag color={toneOf('evalStatus', data.app.status)} data-testid="eval-site-plan-status" style={{ marginInlineEnd: 0 }}>
          {status}
        </Tag>
        <Typography.Text type="secondary" data-testid="eval-site-plan-summary">
          {PLAN_TEXT.planned(planned, data.places.length)}
        </Typography.Text>
      </Flex>
      {abilities.plan && <Alert type="info" showIcon title={PLAN_TEXT.hint} />}
      {abilities.finish && <Alert type="info" showIcon title={PLAN_TEXT.onSiteHint} />}
      {remove.error && <Alert type="error" showIcon closable title={remove.error} onClose={() => remove.reset()} />}
      {finish.error && <Alert type="error" showIcon closable title={finish.error} onClose={() => finish.reset()} />}
      <Table<PlaceRow>
        rowKey={(r) => String(r.place.id)}
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 1150 }}
        locale={{ emptyText: <EmptyState image="simple" description={PLAN_TEXT.noPlaces} /> }}
      />
      <NoticeBlock data={data} abilities={abilities} notice={notice} stamped={stamped} upload={upload} />
      {data.archive && ARCHIVE_STATUSES.includes(data.app.status) && <ArchiveList archive={data.archive} />}
      {(abilities.plan || abilities.team) && (
        <PlanDialog
          editing={editing}
          data={data}
          save={save}
          team={team}
          onClose={(saved) => {
            if (saved) void message.success(saved === 'plan' ? PLAN_TEXT.saved : PLAN_TEXT.teamSaved);
            setEditing(null);
          }}
        />
      )}
    </Flex>
  );
}

export function EvalSitePlanView({ state, abilities = NOTHING, ...rest }: EvalSitePlanViewProps) {
  return (
    <RecordStateBody state={state} text={PLAN_TEXT} rows={6}>
      {(data) => <PlanBody key={data.app.id} data={data} abilities={abilities} {...rest} />}
    </RecordStateBody>
  );
}
