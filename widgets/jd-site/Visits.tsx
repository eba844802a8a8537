/**
 * 现场计划 (pure): a card per place making the task's products, with its visit — dates, team,
 * products, spot items, days, status, photos by picture type, the photos' Word file and the
 * visit's zip. The unit plans (制定计划, 安排日程, 删除) while planning and, on site, starts,
 * finishes and reopens each visit and adds photos to a visit under way. Every form keeps its draft.
 */
import { CameraOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Flex, Form, Input, Modal, Popconfirm, Select, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { JdPhoto, JdPlace, JdVisit, JdVisitDayInput } from '@/api/jdSite';
import { codeLabel, JD_SITE_STATUS } from '@/domain/codes';
import { jdVisitMoves, mayWriteJdPhotos, type JdSiteAbilities } from '@/domain/jdSite';
import { checkRecord, fieldErrorText } from '@/domain/resource';
import { PICTURE_TYPES, pictureUploadType } from '@/domain/resources/evalSite';
import { jdSitePlanResource, JD_LIMITS } from '@/domain/resources/jd';
import { SYNC_TEXT } from '@/domain/sync';
import { MAX_UPLOAD_MB, type UploadType } from '@/domain/upload';
import type { TransitionDef } from '@/domain/workflows/engine';
import { DraftNotice } from '@/ui/draft/DraftNotice';
import { useFormDraft } from '@/ui/draft/drafts';
import { FileUpload } from '@/ui/inputs/upload/FileUpload';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { FieldInput } from '@/ui/resource/FieldInput';
import { DATE_FORMAT, fieldMessage } from '@/ui/resource/fields';
import { DocButton, Refusal, TOUCH, Thumbs } from './parts';
import { daysOf, draftKeys, idsOf, photosOf, placeVisits, SITE_TEXT, type JdSiteActions, type JdSiteData, type PlaceVisit, type QueuedEntry } from './site';
import '@/ui/dayjsLocale';
import { SyncMarker } from '@/ui/sync/SyncMarker';

const F = jdSitePlanResource.fields;
const STATUS_TONE: Readonly<Record<number, string>> = { [JD_SITE_STATUS.planned]: 'default', [JD_SITE_STATUS.onSite]: 'processing', [JD_SITE_STATUS.finished]: 'success' };

export interface VisitsTabProps {
  readonly data: JdSiteData;
  readonly abilities: JdSiteAbilities;
  readonly actions: JdSiteActions;
  readonly online: boolean;
  readonly upload: (file: File, type: UploadType) => Promise<UploadedFile>;
}

const ruleOf = (name: keyof typeof F) => ({
  validator: (_: unknown, value: unknown) => {
    const m = fieldMessage(name, F[name], value, 'create');
    return m ? Promise.reject(new Error(m)) : Promise.resolve();
  },
});
const dayOf = (s: string | null | undefined) => (s ? dayjs(s) : undefined);
const textOf = (d: Dayjs | null | undefined) => (d ? d.format(DATE_FORMAT) : null);

/** What the plan form holds, as its draft stores it (dates as text). */
interface VisitDraft {
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly leaderName: string;
  readonly memberNames: string;
  readonly productIds: number[];
  readonly spotItemTypes: string[];
}
interface VisitFormValues {
  startDate?: Dayjs;
  endDate?: Dayjs;
  leaderName?: string;
  memberNames?: string;
  productIds?: number[];
  spotItemTypes?: string[];
}
const toDraft = (v: VisitFormValues): VisitDraft => ({
  startDate: textOf(v.startDate),
  endDate: textOf(v.endDate),
  leaderName: v.leaderName ?? '',
  memberNames: v.memberNames ?? '',
  productIds: v.productIds ?? [],
  spotItemTypes: v.spotItemTypes ?? [],
});

function PlanDialog({ row, data, actions, online, onClose }: { row: PlaceVisit; data: JdSiteData; actions: JdSiteActions; online: boolean; onClose: (saved: boolean) => void }) {
  const save = actions.saveVisit;
  const [form] = Form.useForm<VisitFormValues>();
  const draft = useFormDraft<VisitDraft>(draftKeys.visit(data.task.id, row.place.id));
  const [checkError, setCheckError] = useState<string | null>(null);
  const v = row.visit;
  const base: VisitDraft = v
    ? { startDate: v.startDate, endDate: v.endDate, leaderName: v.leaderName, memberNames: v.memberNames ?? '', productIds: idsOf(v.productIds), spotItemTypes: (v.spotItemTypes ?? '').split(',').filter(Boolean) }
    : { startDate: data.task.startDate ?? null, endDate: data.task.endDate ?? null, leaderName: data.site.leaderName ?? '', memberNames: data.site.memberNames ?? '', productIds: row.place.products.map((p) => p.id), spotItemTypes: [] };
  const valuesOf = (d: VisitDraft): VisitFormValues => ({ ...d, startDate: dayOf(d.startDate), endDate: dayOf(d.endDate) });
  const [initial] = useState(() => valuesOf(draft.restored ?? base));
  const submit = async () => {
    let values: VisitFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const d = toDraft(values);
    const body = { placeId: row.place.id, startDate: d.startDate ?? '', endDate: d.endDate ?? '', leaderName: d.leaderName.trim(), memberNames: d.memberNames.trim() || null, productIds: d.productIds.join(','), spotItemTypes: d.spotItemTypes.join(',') || null };
    const wrong = checkRecord(jdSitePlanResource, body);
    if (wrong) {
      // Under its field when the form shows it (the end before the start), else above the form.
      if (wrong.field in values) form.setFields([{ name: wrong.field as keyof VisitFormValues, errors: [wrong.message] }]);
      else setCheckError(fieldErrorText(wrong));
      return;
    }
    setCheckError(null);
    save.run(body).then(
      () => {
        draft.clear();
        onClose(true);
      },
      () => undefined,
    );
  };
  const cancel = () => {
    if (!save.queued) {
      draft.clear();
      save.reset();
    }
    onClose(false);
  };
  return (
    <Modal open title={SITE_TEXT.planTitle(row.place.name)} okText={SITE_TEXT.ok} cancelText={SITE_TEXT.cancel} confirmLoading={save.pending && !save.queued} okButtonProps={{ disabled: save.queued }} onOk={() => void submit()} onCancel={cancel} className="no-drag" destroyOnHidden>
      <Form<VisitFormValues> form={form} layout="vertical" initialValues={initial} onValuesChange={(_c, all) => draft.save(toDraft(all))} aria-label={SITE_TEXT.planTitle(row.place.name)}>
        <Flex vertical gap={8} style={{ marginBottom: 12 }}>
          <DraftNotice online={online} queued={save.queued} restored={draft.restored !== null} onDiscard={() => (draft.clear(), form.setFieldsValue(valuesOf(base)))} />
          {(save.error || checkError) && <Alert type="error" showIcon title={save.error ?? checkError} />}
        </Flex>
        <Form.Item name="startDate" label={F.startDate.label} required rules={[ruleOf('startDate')]}>
          <FieldInput name="startDate" field={F.startDate} />
        </Form.Item>
        <Form.Item name="endDate" label={F.endDate.label} required rules={[ruleOf('endDate')]}>
          <FieldInput name="endDate" field={F.endDate} />
        </Form.Item>
        <Form.Item name="leaderName" label={F.leaderName.label} required rules={[ruleOf('leaderName')]}>
          <FieldInput name="leaderName" field={F.leaderName} />
        </Form.Item>
        <Form.Item name="memberNames" label={F.memberNames.label} rules={[ruleOf('memberNames')]}>
          <FieldInput name="memberNames" field={F.memberNames} />
        </Form.Item>
        <Form.Item name="productIds" label={SITE_TEXT.products} required extra={SITE_TEXT.productsHint} rules={[{ validator: (_: unknown, ids: number[] | undefined) => (ids?.length ? Promise.resolve() : Promise.reject(new Error(`请选择${SITE_TEXT.products}`))) }]}>
          <Select mode="multiple" aria-label={SITE_TEXT.products} placeholder="请选择" options={row.place.products.map((p) => ({ value: p.id, label: p.name }))} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="spotItemTypes" label={F.spotItemTypes.label}>
          <FieldInput name="spotItemTypes" field={F.spotItemTypes} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface DayRow {
  date?: Dayjs;
  memberNames?: string;
  remark?: string;
}
type DayDraft = { date: string | null; memberNames: string; remark: string }[];
const daysDraft = (rows: readonly DayRow[] | undefined): DayDraft => (rows ?? []).map((r) => ({ date: textOf(r?.date), memberNames: r?.memberNames ?? '', remark: r?.remark ?? '' }));

/** Every day from the visit's start to its end (at most two weeks): what a new schedule starts from. */
function visitDays(v: JdVisit): DayDraft {
  const out: DayDraft = [];
  for (let d = dayjs(v.startDate); !d.isAfter(dayjs(v.endDate), 'day') && out.length < 14; d = d.add(1, 'day')) out.push({ date: d.format(DATE_FORMAT), memberNames: '', remark: '' });
  return out.length ? out : [{ date: null, memberNames: '', remark: '' }];
}

function DaysDialog({ row, visit, data, actions, online, onClose }: { row: PlaceVisit; visit: JdVisit; data: JdSiteData; actions: JdSiteActions; online: boolean; onClose: (saved: boolean) => void }) {
  const save = actions.saveDays;
  const [form] = Form.useForm<{ items?: DayRow[] }>();
  const draft = useFormDraft<DayDraft>(draftKeys.days(visit.id));
  const saved = daysOf(data.days, visit.id);
  const base: DayDraft = saved.length ? saved.map((d) => ({ date: d.date, memberNames: d.memberNames ?? '', remark: d.remark ?? '' })) : visitDays(visit);
  const valuesOf = (d: DayDraft) => ({ items: d.map((r) => ({ date: dayOf(r.date), memberNames: r.memberNames, remark: r.remark })) });
  const [initial] = useState(() => valuesOf(draft.restored ?? base));
  const submit = async () => {
    let values: { items?: DayRow[] };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const items: JdVisitDayInput[] = daysDraft(values.items)
      .filter((r) => r.date)
      .map((r) => ({ date: r.date as string, memberNames: r.memberNames.trim() || null, remark: r.remark.trim() || null }));
    save.run({ visitId: visit.id, items }).then(
      () => {
        draft.clear();
        onClose(true);
      },
      () => undefined,
    );
  };
  const cancel = () => {
    if (!save.queued) {
      draft.clear();
      save.reset();
    }
    onClose(false);
  };
  return (
    <Modal open title={SITE_TEXT.daysTitle(row.place.name)} okText={SITE_TEXT.ok} cancelText={SITE_TEXT.cancel} confirmLoading={save.pending && !save.queued} okButtonProps={{ disabled: save.queued }} onOk={() => void submit()} onCancel={cancel} className="no-drag" destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onValuesChange={(_c, all) => draft.save(daysDraft(all.items))} aria-label={SITE_TEXT.daysTitle(row.place.name)}>
        <Flex vertical gap={8} style={{ marginBottom: 12 }}>
          <DraftNotice online={online} queued={save.queued} restored={draft.restored !== null} onDiscard={() => (draft.clear(), form.setFieldsValue(valuesOf(base)))} />
          {save.error && <Alert type="error" showIcon title={save.error} />}
        </Flex>
        <Form.List name="items">
          {(items, { add, remove }) => (
            <Flex vertical gap={8}>
              {items.map((item, i) => (
                <Card key={item.key} size="small" title={`第 ${i + 1} 天`} extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除第 ${i + 1} 天`} onClick={() => remove(item.name)} />}>
                  <Form.Item name={[item.name, 'date']} label="日期" rules={[{ required: true, message: '请选择日期' }]} style={{ marginBottom: 8 }}>
                    <DatePicker aria-label={`第 ${i + 1} 天 日期`} style={{ width: '100%' }} format={DATE_FORMAT} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'memberNames']} label="到场人员" rules={[{ max: 200, message: '到场人员最多200个字符' }]} style={{ marginBottom: 8 }}>
                    <Input aria-label={`第 ${i + 1} 天 到场人员`} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'remark']} label="安排" rules={[{ max: 200, message: '安排最多200个字符' }]} style={{ marginBottom: 0 }}>
                    <Input aria-label={`第 ${i + 1} 天 安排`} />
                  </Form.Item>
                </Card>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({})} style={TOUCH} block>
                {SITE_TEXT.addDay}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

function MoveDialog({ row, visit, move, actions, onClose }: { row: PlaceVisit; visit: JdVisit; move: TransitionDef; actions: JdSiteActions; onClose: (done: boolean) => void }) {
  const [opinion, setOpinion] = useState('');
  const required = move.opinion === 'required';
  const control = actions.moveVisit;
  const ok = () =>
    control.run({ id: visit.id, status: move.to, opinion: opinion.trim() || null }).then(
      () => onClose(true),
      () => undefined,
    );
  return (
    <Modal
      open
      title={SITE_TEXT.moveTitle(move.label, row.place.name)}
      okText={move.label}
      cancelText={SITE_TEXT.cancel}
      okButtonProps={{ danger: move.danger, disabled: required && !opinion.trim() }}
      confirmLoading={control.pending}
      onOk={() => void ok()}
      onCancel={() => (control.reset(), onClose(false))}
      className="no-drag"
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        {control.error && <Alert type="error" showIcon title={control.error} />}
        <label>
          <div>
            {SITE_TEXT.opinion}
            {required ? '（必填）' : '（选填）'}
          </div>
          <Input.TextArea aria-label={SITE_TEXT.opinion} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} value={opinion} onChange={(e) => setOpinion(e.target.value)} status={required && !opinion.trim() ? 'warning' : undefined} />
        </label>
        {required && !opinion.trim() && <Typography.Text type="secondary">{SITE_TEXT.opinionRequired}</Typography.Text>}
      </Flex>
    </Modal>
  );
}

interface PhotoDraft {
  readonly pictureType: string | null;
  readonly files: UploadedFile[];
  readonly description: string;
}

function PhotoDialog({ row, visit, actions, online, upload, onClose }: { row: PlaceVisit; visit: JdVisit; actions: JdSiteActions; online: boolean; upload: VisitsTabProps['upload']; onClose: (saved: boolean) => void }) {
  const save = actions.savePhoto;
  const draft = useFormDraft<PhotoDraft>(draftKeys.photo(visit.id));
  const blank: PhotoDraft = { pictureType: null, files: [], description: '' };
  const [value, setValue] = useState<PhotoDraft>(() => draft.restored ?? blank);
  const change = (patch: Partial<PhotoDraft>) =>
    setValue((v) => {
      const next = { ...v, ...patch };
      draft.save(next);
      return next;
    });
  const kind = value.pictureType ? pictureUploadType(value.pictureType) : null;
  const ready = !!value.pictureType && value.files.length > 0;
  const submit = () => {
    if (!value.pictureType || !ready) return;
    save.run({ onSitePlanId: visit.id, pictureType: value.pictureType, annexIds: value.files.map((f) => String(f.id)).join(','), description: value.description.trim() || null }).then(
      () => {
        draft.clear();
        onClose(true);
      },
      () => undefined,
    );
  };
  const cancel = () => {
    if (!save.queued) {
      draft.clear();
      save.reset();
    }
    onClose(false);
  };
  return (
    <Modal open title={SITE_TEXT.photoTitle(row.place.name)} okText={SITE_TEXT.ok} cancelText={SITE_TEXT.cancel} confirmLoading={save.pending && !save.queued} okButtonProps={{ disabled: !ready || save.queued }} onOk={submit} onCancel={cancel} className="no-drag" destroyOnHidden>
      <Flex vertical gap={12}>
        <DraftNotice online={online} queued={save.queued} restored={draft.restored !== null} onDiscard={() => (draft.clear(), setValue(blank))} />
        {save.error && <Alert type="error" showIcon title={save.error} />}
        <label>
          <div>{SITE_TEXT.pictureType}</div>
          <Select<string>
            aria-label={SITE_TEXT.pictureType}
            style={{ width: '100%' }}
            placeholder={SITE_TEXT.pictureType}
            value={value.pictureType ?? undefined}
            options={PICTURE_TYPES.map((t) => ({ value: t, label: codeLabel('pictureType', t) }))}
            onChange={(t) => change({ pictureType: t, files: value.pictureType && pictureUploadType(t) !== pictureUploadType(value.pictureType) ? [] : value.files })}
          />
        </label>
        {kind && (
          <div role="group" aria-label={SITE_TEXT.files}>
            <div>{SITE_TEXT.files}</div>
            <FileUpload key={kind} value={value.files} onChange={(files) => change({ files })} upload={(f) => upload(f, kind)} type={kind} maxMb={MAX_UPLOAD_MB} maxCount={JD_LIMITS.files} buttonText={kind === 'mp4' ? SITE_TEXT.uploadVideo : SITE_TEXT.uploadPhotos} />
            {!value.files.length && <Typography.Text type="secondary">{SITE_TEXT.filesNeeded}</Typography.Text>}
          </div>
        )}
        <label>
          <div>{SITE_TEXT.description}</div>
          <Input.TextArea aria-label={SITE_TEXT.description} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount value={value.description} onChange={(e) => change({ description: e.target.value })} />
        </label>
      </Flex>
    </Modal>
  );
}

/** Photos saved on this device for the visit and not yet on the server: their type, description, thumbnails and 待同步. */
function QueuedPhotos({ entries, place }: { entries: readonly (QueuedEntry & { visitId: number })[]; place: string }) {
  if (!entries.length) return null;
  return (
    <Flex vertical gap={6} role="group" aria-label={`${place} ${SITE_TEXT.photos} ${SITE_TEXT.queued}`}>
      {entries.map((e) => (
        <Flex key={e.key} vertical gap={4}>
          <Flex gap={6} align="center" wrap>
            <Typography.Text>{codeLabel('pictureType', String(e.values.pictureType ?? ''))}</Typography.Text>
            <SyncMarker state={e.state} />
          </Flex>
          {typeof e.values.description === 'string' && e.values.description && <Typography.Text type="secondary">{e.values.description}</Typography.Text>}
          <Thumbs files={e.files} />
        </Flex>
      ))}
    </Flex>
  );
}

/** A visit's photos by picture type: each record its thumbnails, description and (while it is under way) 删除. */
function VisitPhotos({ photos, writable, actions, place }: { photos: readonly JdPhoto[]; writable: boolean; actions: JdSiteActions; place: string }) {
  const { message } = App.useApp();
  if (!photos.length) return <Typography.Text type="secondary">{SITE_TEXT.noPhotos}</Typography.Text>;
  const types = PICTURE_TYPES.filter((t) => photos.some((p) => p.pictureType === t));
  return (
    <Flex vertical gap={6} aria-label={`${place} ${SITE_TEXT.photos}`} role="group">
      {types.map((t) => (
        <Flex key={t} vertical gap={4}>
          <Typography.Text type="secondary">
            {codeLabel('pictureType', t)} · {SITE_TEXT.photoCount(photos.filter((p) => p.pictureType === t).length)}
          </Typography.Text>
          {photos
            .filter((p) => p.pictureType === t)
            .map((p) => (
              <Flex key={p.id} gap={8} align="flex-start" wrap>
                <Thumbs files={p.files} />
                {p.description && <Typography.Text style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{p.description}</Typography.Text>}
                {writable && (
                  <Popconfirm title={SITE_TEXT.removePhoto} okText="确定" cancelText="取消" onConfirm={() => actions.removePhoto.run(p.id).then(() => void message.success(SITE_TEXT.removed), () => undefined)}>
                    <Button type="text" danger icon={<DeleteOutlined />} style={{ ...TOUCH, minWidth: 40 }} aria-label={`删除照片 ${p.description ?? p.id}`} />
                  </Popconfirm>
                )}
              </Flex>
            ))}
        </Flex>
      ))}
    </Flex>
  );
}

type Dialog = { readonly kind: 'plan' | 'days' | 'photo'; readonly row: PlaceVisit } | { readonly kind: 'move'; readonly row: PlaceVisit; readonly move: TransitionDef } | null;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} wrap style={{ minWidth: 0 }}>
      <Typography.Text type="secondary">{label}：</Typography.Text>
      <Typography.Text style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Typography.Text>
    </Flex>
  );
}

function PlaceCard({ row, data, abilities, actions, open }: { row: PlaceVisit; data: JdSiteData; abilities: JdSiteAbilities; actions: JdSiteActions; open: (d: Dialog) => void }) {
  const { message } = App.useApp();
  const v = row.visit;
  const name = row.place.name;
  const moves = v ? jdVisitMoves(abilities, v.status) : [];
  const photosWritable = !!v && mayWriteJdPhotos(abilities, v.status);
  const days = v ? daysOf(data.days, v.id) : [];
  const products = (p: JdPlace) => p.products.map((x) => x.name).join('、');
  return (
    <li aria-label={name} style={{ minWidth: 0 }}>
      <Card
        size="small"
        title={
          <Flex vertical style={{ minWidth: 0, whiteSpace: 'normal' }}>
            <Typography.Text strong>{name}</Typography.Text>
            {row.place.address && (
              <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                {row.place.address}
              </Typography.Text>
            )}
          </Flex>
        }
        extra={
          v ? (
            <Tag color={STATUS_TONE[v.status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
              {codeLabel('jdSiteStatus', v.status)}
            </Tag>
          ) : (
            <Tag style={{ marginInlineEnd: 0 }}>{SITE_TEXT.unplanned}</Tag>
          )
        }
        styles={{ body: { display: 'flex', flexDirection: 'column', gap: 6 } }}
      >
        {v ? (
          <>
            <Line label={SITE_TEXT.dates}>{`${v.startDate} ~ ${v.endDate}`}</Line>
            <Line label={F.leaderName.label}>{v.leaderName}</Line>
            <Line label={F.memberNames.label}>{v.memberNames || '—'}</Line>
            <Line label={SITE_TEXT.products}>{v.productNames || '—'}</Line>
            <Line label={F.spotItemTypes.label}>{v.spotItemTypes ? (v.spotItemTypes.split(',').map((c) => codeLabel('spotItemType', c)).join('、') || '—') : '—'}</Line>
            <Line label={SITE_TEXT.days}>{days.length ? days.map((d) => `${d.date}${d.remark ? ` ${d.remark}` : ''}`).join('；') : SITE_TEXT.noDays}</Line>
            <Typography.Text strong style={{ marginTop: 4 }}>
              {SITE_TEXT.photos}
            </Typography.Text>
            <VisitPhotos photos={photosOf(data.photos, v.id)} writable={photosWritable} actions={actions} place={name} />
            <QueuedPhotos entries={data.queued.photos.filter((p) => p.visitId === v.id)} place={name} />
            <Flex wrap gap={8}>
              <DocButton label={SITE_TEXT.pictureWord} control={actions.pictureWord} input={v.id} readOnly={!abilities.findings} testId={`picture-word-${v.id}`} />
              <DocButton label={SITE_TEXT.visitZip} control={actions.visitZip} input={v.id} testId={`visit-zip-${v.id}`} />
            </Flex>
          </>
        ) : (
          <Line label={SITE_TEXT.products}>{products(row.place) || '—'}</Line>
        )}
        <Flex wrap gap={8} className="no-drag" style={{ marginTop: 4 }}>
          {abilities.plan && (
            <Button type="primary" style={TOUCH} aria-label={`${name} ${v ? SITE_TEXT.editPlan : SITE_TEXT.plan}`} onClick={() => open({ kind: 'plan', row })}>
              {v ? SITE_TEXT.editPlan : SITE_TEXT.plan}
            </Button>
          )}
          {abilities.days && v && (
            <Button style={TOUCH} aria-label={`${name} ${SITE_TEXT.editDays}`} onClick={() => open({ kind: 'days', row })}>
              {SITE_TEXT.editDays}
            </Button>
          )}
          {abilities.plan && v && (
            <Popconfirm title={SITE_TEXT.removeVisit(name)} okText="确定" cancelText="取消" onConfirm={() => actions.removeVisit.run(v.id).then(() => void message.success(SITE_TEXT.removed), () => undefined)}>
              <Button danger style={TOUCH} aria-label={`${name} ${SITE_TEXT.remove}`}>
                {SITE_TEXT.remove}
              </Button>
            </Popconfirm>
          )}
          {photosWritable && (
            <Button type="primary" icon={<CameraOutlined />} style={TOUCH} aria-label={`${name} ${SITE_TEXT.addPhoto}`} onClick={() => open({ kind: 'photo', row })}>
              {SITE_TEXT.addPhoto}
            </Button>
          )}
          {moves.map((m) => (
            <Button key={m.action} danger={m.danger} type={m.danger ? 'default' : 'primary'} ghost={!m.danger} style={TOUCH} aria-label={`${name} ${m.label}`} onClick={() => open({ kind: 'move', row, move: m })}>
              {m.label}
            </Button>
          ))}
        </Flex>
      </Card>
    </li>
  );
}

export function VisitsTab({ data, abilities, actions, online, upload }: VisitsTabProps) {
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const rows = placeVisits(data.places, data.visits);
  const planned = rows.filter((r) => r.visit).length;
  const close = (text: string) => (done: boolean) => {
    if (done) void message.success(text);
    setDialog(null);
  };
  return (
    <Flex vertical gap={8} data-testid="jd-site-visits">
      <Typography.Text type="secondary" data-testid="jd-site-planned">
        {SITE_TEXT.planned(planned, data.places.length)}
      </Typography.Text>
      {abilities.plan && <Alert type="info" showIcon title={SITE_TEXT.planHint} />}
      {abilities.visit && <Alert type="info" showIcon title={SITE_TEXT.onSiteHint} />}
      <Refusal error={actions.removeVisit.error} onClose={actions.removeVisit.reset} />
      <Refusal error={actions.removePhoto.error} onClose={actions.removePhoto.reset} />
      {rows.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
          {rows.map((r) => (
            <PlaceCard key={r.place.id} row={r} data={data} abilities={abilities} actions={actions} open={setDialog} />
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{SITE_TEXT.noPlaces}</Typography.Text>
      )}
      {dialog?.kind === 'plan' && <PlanDialog row={dialog.row} data={data} actions={actions} online={online} onClose={close(SITE_TEXT.planSaved)} />}
      {dialog?.kind === 'days' && dialog.row.visit && <DaysDialog row={dialog.row} visit={dialog.row.visit} data={data} actions={actions} online={online} onClose={close(SITE_TEXT.daysSaved)} />}
      {dialog?.kind === 'photo' && dialog.row.visit && <PhotoDialog row={dialog.row} visit={dialog.row.visit} actions={actions} online={online} upload={upload} onClose={close(online ? SITE_TEXT.photoSaved : SYNC_TEXT.savedOnDevice)} />}
      {dialog?.kind === 'move' && dialog.row.visit && <MoveDialog row={dialog.row} visit={dialog.row.visit} move={dialog.move} actions={actions} onClose={close(SITE_TEXT.moved(dialog.move.label))} />}
    </Flex>
  );
}
