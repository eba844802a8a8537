/**
 * The on-site evaluation of an application (pure): the sampling report (its link, and 生成抽样报告
 * for the institution and the testing unit once every product has a test opinion) and the
 * evaluation report (生成评价报告 for the institution at 核查文件通过, once every product is
 * recommended) above three tabs.
 * 现场照片/视频: every picture type with its records (thumbnails, videos as links, a description and
 * the time taken), 添加记录 for who may record (the type, the upload of the type's kind, a description
 * and the time taken), and 编辑 (files, description, time) and 删除 (after 确认删除吗？) of each record
 * the user may change: of a type it may record now, recorded by its own organisation. 抽样检测: a
 * row per product (sample no, date, test opinion, report), editable by the testing unit.
 * 推荐意见: a row per product, editable by the institution (a reason required for 不推荐). What the
 * user may do comes in as `abilities` (the server decides; the page only leaves out what would be
 * refused). Refusals show where they happened, in the server's words.
 */
import { FileTextOutlined, PlusOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Empty, Flex, Image, Input, Modal, Popconfirm, Radio, Select, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { EvalRecommendInput, EvalSampleInput, EvalSiteRecordChange, EvalSiteRecordInput } from '@/api/evalSite';
import { codeLabel, RECOMMEND, TEST_OPINION } from '@/domain/codes';
import { EVAL_REPORT_MSG } from '@/domain/resources/evaluation';
import { EVAL_SITE_LIMITS, PICTURE_TYPE, pictureTypeLabel, pictureUploadType, type EvalSampleRow, type EvalSiteGroup, type PictureType } from '@/domain/resources/evalSite';
import { MAX_UPLOAD_MB, type UploadType } from '@/domain/upload';
import { SYNC_TEXT } from '@/domain/sync';
import { toneOf } from '@/domain/workflows';
import { FileUpload } from '@/ui/inputs/upload/FileUpload';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import type { MutationControl } from '@/ui/widget';
import { beijingMinute } from '@/domain/beijingTime';
import {
  changedRecommendations,
  changedSamples,
  inlineUrl,
  missingOpinions,
  mayChangeRecord,
  missingRecommendations,
  needsReason,
  NO_ABILITIES,
  opinionsMissingText,
  recommendDraftOf,
  recordsOf,
  sampleDraftOf,
  SITE_TEXT,
  type RecommendDraft,
  type RecommendEdits,
  type SampleDraft,
  type SampleEdits,
  type SiteAbilities,
  type SiteData,
  type QueuedPhotos,
  type SiteRecord,
  type SiteState,
} from './site';
import '@/ui/dayjsLocale';
import { SyncMarker } from '@/ui/sync/SyncMarker';

export interface EvalSiteRecordsViewProps {
  state: SiteState;
  abilities: SiteAbilities;
  /** PUT a record of photos or a video. */
  addRecord: MutationControl<EvalSiteRecordInput>;
  /** PUT /{id}: a record's files, description and time taken. */
  editRecord: MutationControl<EvalSiteRecordChange>;
  /** DELETE ?ids=: a record, by its id. */
  removeRecord: MutationControl<number>;
  /** POST sample: the changed products' samples. */
  sample: MutationControl<readonly EvalSampleInput[]>;
  /** POST recommend: the changed products' recommendations. */
  recommend: MutationControl<readonly EvalRecommendInput[]>;
  /** POST samplingReport: generates it. */
  generate: MutationControl<void>;
  /** POST report/generate: generates the evaluation report. */
  generateEvalReport: MutationControl<void>;
  /** Uploads one file as the given type group. */
  upload: (file: File, type: UploadType) => Promise<UploadedFile>;
  /** Photos saved on this device, waiting for the server (the 待同步 queue). */
  queued?: readonly QueuedPhotos[];
  /** Whether the device is online: a record saved offline is said to be kept on the device. */
  online?: boolean;
}

const NOTHING_QUEUED: readonly QueuedPhotos[] = [];

/** A type's photos saved on this device and not yet on the server: thumbnails, description, 待同步 (or the queue's state). */
function QueuedRecords({ items, label }: { items: readonly QueuedPhotos[]; label: string }) {
  if (!items.length) return null;
  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      {items.map((q) => (
        <div key={q.key} role="group" aria-label={`${label} ${SITE_TEXT.queued}`}>
          <Flex wrap gap={6}>
            {q.files.map((f, i) =>
              /\.mp4$/i.test(f.name) ? (
                <Typography.Text key={i}>
                  <VideoCameraOutlined /> {f.name}
                </Typography.Text>
              ) : (
                <Image key={i} src={f.url} alt={f.name} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
              ),
            )}
          </Flex>
          <Flex align="center" wrap gap={8} style={{ marginTop: 4 }}>
            <SyncMarker state={q.state} />
            {q.description && <Typography.Text type="secondary">{q.description}</Typography.Text>}
          </Flex>
        </div>
      ))}
    </Flex>
  );
}

type TabKey = 'photos' | 'samples' | 'recommend';
const DATE = 'YYYY-MM-DD';
const DATETIME = 'YYYY-MM-DD HH:mm:ss';
const when = (iso: string | null) => (iso ? beijingMinute(new Date(iso)) : '');
const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** A generated document: its link (and time), or 尚未生成; the button that (re)generates it and what it still waits for. */
function ReportLine(props: {
  testId: string;
  label: string;
  file: { name: string; url: string; createTime?: string | null } | null;
  can: boolean;
  missing: string | null;
  texts: { generate: string; regenerate: string; generated: string };
  control: MutationControl<void>;
}) {
  const { message } = App.useApp();
  const { file, can, missing, texts, control } = props;
  const run = () =>
    control.run().then(
      () => void message.success(texts.generated),
      () => undefined, // the refusal shows below the line
    );
  return (
    <>
      <Flex align="center" wrap gap={8} data-testid={props.testId}>
        <Typography.Text type="secondary">{props.label}：</Typography.Text>
        {file ? (
          <>
            <Typography.Link href={file.url} target="_blank" rel="noreferrer">
              <FileTextOutlined /> {file.name}
            </Typography.Link>
            {file.createTime && <Typography.Text type="secondary">{SITE_TEXT.reportAt(when(file.createTime))}</Typography.Text>}
          </>
        ) : (
          <Typography.Text type="secondary">{SITE_TEXT.reportNone}</Typography.Text>
        )}
        {can && (
          <Button className="no-drag" type={file ? 'default' : 'primary'} size="small" loading={control.pending} disabled={missing !== null} onClick={run}>
            {file ? texts.regenerate : texts.generate}
          </Button>
        )}
        {can && missing && <Typography.Text type="warning">{missing}</Typography.Text>}
      </Flex>
      {control.error && <Alert type="error" showIcon closable title={control.error} onClose={() => control.reset()} />}
    </>
  );
}

function ReportBar({ data, abilities, generate, generateEvalReport }: { data: SiteData; abilities: SiteAbilities } & Pick<EvalSiteRecordsViewProps, 'generate' | 'generateEvalReport'>) {
  const unrecommended = missingRecommendations(data.samples);
  // The evaluation report is shown once there is one or the institution may generate it: before, it is nobody's business.
  const showEvalReport = data.evalReport !== null || abilities.evalReport;
  return (
    <Flex vertical gap={6}>
      <Flex align="center" wrap gap={8}>
        <Typography.Text strong>{data.code}</Typography.Text>
        <Tag color={toneOf('evalStatus', data.status)} style={{ marginInlineEnd: 0 }}>
          {codeLabel('evalStatus', data.status) || String(data.status)}
        </Tag>
      </Flex>
      <ReportLine
        testId="eval-site-report"
        label={SITE_TEXT.report}
        file={data.report}
        can={abilities.samplingReport}
        missing={missingOpinions(data.samples).length ? opinionsMissingText(data.samples) : null}
        texts={{ generate: SITE_TEXT.generate, regenerate: SITE_TEXT.regenerate, generated: SITE_TEXT.generated }}
        control={generate}
      />
      {showEvalReport && (
        <ReportLine
          testId="eval-report"
          label={SITE_TEXT.evalReport}
          file={data.evalReport}
          can={abilities.evalReport}
          missing={unrecommended.length ? EVAL_REPORT_MSG.recommendFirst(unrecommended.join('、')) : null}
          texts={{ generate: SITE_TEXT.generateEvalReport, regenerate: SITE_TEXT.regenerateEvalReport, generated: SITE_TEXT.evalReportGenerated }}
          control={generateEvalReport}
        />
      )}
    </Flex>
  );
}

/** A record's files: thumbnails (in the type's preview group) with named links, or a video's link. */
function RecordFiles({ record, video }: { record: SiteRecord; video: boolean }) {
  if (video)
    return (
      <Flex vertical gap={4}>
        {record.files.map((f) => (
          <Typography.Link key={f.id} href={f.url} target="_blank" rel="noreferrer">
            <VideoCameraOutlined /> {f.name}
          </Typography.Link>
        ))}
      </Flex>
    );
  return (
    <Flex wrap gap={8}>
      {record.files.map((f) => (
        <figure key={f.id} style={{ margin: 0, width: 120 }}>
          <Image src={inlineUrl(f.url)} alt={f.name} width={120} height={90} style={{ objectFit: 'cover', borderRadius: 4 }} />
          <figcaption style={{ fontSize: 12, lineHeight: 1.4 }}>
            <Typography.Link href={f.url} target="_blank" rel="noreferrer" ellipsis style={{ maxWidth: 120, display: 'block' }} title={f.name}>
              {f.name}
            </Typography.Link>
          </figcaption>
        </figure>
      ))}
    </Flex>
  );
}

/** A picture type's records, each with its description and time taken, and 编辑 / 删除 where the user may change it. */
function GroupRecords({ group, abilities, removeRecord, onEdit, onRemove }: { group: EvalSiteGroup; abilities: SiteAbilities; removeRecord: EvalSiteRecordsViewProps['removeRecord']; onEdit: (r: SiteRecord) => void; onRemove: (r: SiteRecord) => Promise<unknown> }) {
  const records = recordsOf(group);
  if (!records.length) return <Typography.Text type="secondary">{SITE_TEXT.noFiles}</Typography.Text>;
  const video = String(group.pictureType) === PICTURE_TYPE.VIDEO;
  return (
    <Image.PreviewGroup>
      <Flex vertical gap={12}>
        {records.map((r, i) => {
          const label = SITE_TEXT.record(group.label, i + 1);
          return (
            <div key={r.id} role="group" aria-label={label} data-testid={`site-record-${r.id}`}>
              <RecordFiles record={r} video={video} />
              <Flex align="center" wrap gap={8} style={{ marginTop: 4 }}>
                {r.description && (
                  <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                    {r.description}
                  </Typography.Text>
                )}
                {r.takenTime && <Typography.Text type="secondary">{when(r.takenTime)}</Typography.Text>}
                {mayChangeRecord(abilities, group.pictureType, r) && (
                  <Space size={0} className="no-drag">
                    <Button type="link" size="small" aria-label={`${SITE_TEXT.edit} ${label}`} disabled={removeRecord.pending} onClick={() => onEdit(r)}>
                      {SITE_TEXT.edit}
                    </Button>
                    <Popconfirm title={SITE_TEXT.removeConfirm} okText="确定" cancelText={SITE_TEXT.cancel} onConfirm={() => onRemove(r)}>
                      <Button type="link" size="small" danger aria-label={`${SITE_TEXT.remove} ${label}`} disabled={removeRecord.pending}>
                        {SITE_TEXT.remove}
                      </Button>
                    </Popconfirm>
                  </Space>
                )}
              </Flex>
            </div>
          );
        })}
      </Flex>
    </Image.PreviewGroup>
  );
}

/** What the dialog sends: the record as the user leaves it. */
interface RecordDraft {
  readonly pictureType: PictureType;
  readonly annexIds: string;
  readonly description: string | null;
  readonly takenTime: string | null;
}

/**
 * 添加记录 (the type, then the upload of its kind) or 编辑 of one record (its type stays; its files,
 * description and time taken change). 保存 waits for a type and a file, and for a change when editing.
 */
function RecordDialog<I>(props: {
  open: boolean;
  title: string;
  types: readonly PictureType[];
  /** The record edited; none when adding. */
  editing: { type: PictureType; record: SiteRecord } | null;
  control: MutationControl<I>;
  inputOf: (d: RecordDraft) => I;
  upload: EvalSiteRecordsViewProps['upload'];
  onClose: (saved: boolean) => void;
}) {
  const { editing, control, types, upload } = props;
  const [type, setType] = useState<PictureType | undefined>(editing ? editing.type : types.length === 1 ? types[0] : undefined);
  const [files, setFiles] = useState<UploadedFile[]>(() => (editing ? editing.record.files.map((f) => ({ id: f.id, name: f.name, url: f.url })) : []));
  const [description, setDescription] = useState(editing?.record.description ?? '');
  const [taken, setTaken] = useState<dayjs.Dayjs | null>(editing?.record.takenTime ? dayjs(editing.record.takenTime) : null);
  const kind = type ? pictureUploadType(type) : null;
  const draft: RecordDraft | null = type && files.length ? { pictureType: type, annexIds: files.map((f) => String(f.id)).join(','), description: description.trim() || null, takenTime: taken ? taken.format(DATETIME) : null } : null;
  const [saved] = useState(() =>
    editing
      ? JSON.stringify({
          pictureType: editing.type,
          annexIds: editing.record.files.map((f) => String(f.id)).join(','),
          description: editing.record.description?.trim() || null,
          takenTime: editing.record.takenTime ? dayjs(editing.record.takenTime).format(DATETIME) : null,
        } satisfies RecordDraft)
      : null,
  );
  const unchanged = draft !== null && JSON.stringify(draft) === saved;
  const save = () => {
    if (!draft || unchanged) return;
    control.run(props.inputOf(draft)).then(
      () => props.onClose(true),
      () => undefined, // the refusal shows in the dialog
    );
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={SITE_TEXT.ok}
      cancelText={SITE_TEXT.cancel}
      okButtonProps={{ disabled: !draft || unchanged }}
      confirmLoading={control.pending}
      onOk={save}
      onCancel={() => props.onClose(false)}
      afterClose={() => control.reset()}
      destroyOnHidden
      className="no-drag"
    >
      <Flex vertical gap={12}>
        {control.error && <Alert type="error" showIcon title={control.error} />}
        <label>
          <div>{SITE_TEXT.pictureType}</div>
          <Select<PictureType>
            aria-label={SITE_TEXT.pictureType}
            style={{ width: '100%' }}
            placeholder={SITE_TEXT.pictureType}
            value={type}
            disabled={editing !== null}
            options={(editing ? [editing.type] : types).map((t) => ({ value: t, label: pictureTypeLabel(t) }))}
            onChange={(t) => {
              // Files of the other kind (pictures vs. a video) do not fit the new type.
              if (type && pictureUploadType(t) !== pictureUploadType(type)) setFiles([]);
              setType(t);
            }}
          />
        </label>
        {kind && (
          <div aria-label={SITE_TEXT.files} role="group">
            <div>{SITE_TEXT.files}</div>
            <FileUpload
              key={kind}
              value={files}
              onChange={setFiles}
              upload={(f) => upload(f, kind)}
              type={kind}
              maxMb={MAX_UPLOAD_MB}
              maxCount={EVAL_SITE_LIMITS.files}
              buttonText={kind === 'mp4' ? '上传视频' : '上传照片'}
            />
            {!files.length && <Typography.Text type="secondary">{SITE_TEXT.filesNeeded}</Typography.Text>}
          </div>
        )}
        <label>
          <div>{SITE_TEXT.description}</div>
          <Input.TextArea aria-label={SITE_TEXT.description} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={EVAL_SITE_LIMITS.description} showCount value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label>
          <div>{SITE_TEXT.takenTime}</div>
          <DatePicker aria-label={SITE_TEXT.takenTime} showTime format={DATETIME} style={{ width: '100%' }} value={taken} onChange={(d) => setTaken(d)} />
        </label>
      </Flex>
    </Modal>
  );
}

/** The record being edited; `seq` counts the dialogs opened, so each opens with the record as it is. */
type Editing = { readonly type: PictureType; readonly record: SiteRecord; readonly seq: number };

function PhotosTab({ groups, abilities, addRecord, editRecord, removeRecord, upload, queued = NOTHING_QUEUED, online = true }: { groups: readonly EvalSiteGroup[]; abilities: SiteAbilities } & Pick<EvalSiteRecordsViewProps, 'addRecord' | 'editRecord' | 'removeRecord' | 'upload' | 'queued' | 'online'>) {
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  // The type whose record the last removal was of: its refusal shows on that type's card.
  const [removedFrom, setRemovedFrom] = useState<PictureType | null>(null);
  const saved = (ok: boolean) => {
    if (ok) void message.success(online ? SITE_TEXT.recordSaved : SYNC_TEXT.savedOnDevice);
  };
  const edit = (type: PictureType, record: SiteRecord) => {
    setEditing((e) => ({ type, record, seq: (e?.seq ?? 0) + 1 }));
    setEditOpen(true);
  };
  const remove = (type: PictureType, r: SiteRecord) => {
    setRemovedFrom(type);
    return removeRecord.run(r.id).then(
      () => void message.success(SITE_TEXT.recordRemoved),
      () => undefined, // the refusal shows on the card
    );
  };
  return (
    <Flex vertical gap={8}>
      {abilities.record.length > 0 && (
        <Button className="no-drag" icon={<PlusOutlined />} type="primary" style={{ alignSelf: 'flex-start' }} onClick={() => setAdding(true)}>
          {SITE_TEXT.addRecord}
        </Button>
      )}
      {groups.map((g) => (
        <Card
          key={g.pictureType}
          size="small"
          data-testid={`site-group-${g.code}`}
          title={
            <Space>
              {g.label}
              <Typography.Text type="secondary">{SITE_TEXT.records(g.records)}</Typography.Text>
            </Space>
          }
        >
          {removeRecord.error && removedFrom === g.pictureType && <Alert type="error" showIcon closable title={removeRecord.error} onClose={() => removeRecord.reset()} style={{ marginBottom: 8 }} />}
          <GroupRecords group={g} abilities={abilities} removeRecord={removeRecord} onEdit={(record) => edit(g.pictureType, record)} onRemove={(r) => remove(g.pictureType, r)} />
          <QueuedRecords items={queued.filter((q) => String(q.pictureType) === String(g.pictureType))} label={g.label} />
        </Card>
      ))}
      {abilities.record.length > 0 && (
        <RecordDialog
          key={String(adding)}
          open={adding}
          title={SITE_TEXT.addTitle}
          types={abilities.record}
          editing={null}
          control={addRecord}
          inputOf={(d): EvalSiteRecordInput => d}
          upload={upload}
          onClose={(ok) => {
            saved(ok);
            setAdding(false);
          }}
        />
      )}
      {editing && (
        <RecordDialog
          key={editing.seq}
          open={editOpen}
          title={SITE_TEXT.editTitle}
          types={abilities.record}
          editing={editing}
          control={editRecord}
          inputOf={({ annexIds, description, takenTime }): EvalSiteRecordChange => ({ id: editing.record.id, annexIds, description, takenTime })}
          upload={upload}
          onClose={(ok) => {
            saved(ok);
            setEditOpen(false);
          }}
        />
      )}
    </Flex>
  );
}

function SaveBar({ label, changed, blocked, note, pending, onUndo, onSave }: { label: string; changed: number; blocked: boolean; note: string | null; pending: boolean; onUndo: () => void; onSave: () => void }) {
  return (
    <Space role="group" aria-label={label} className="no-drag" wrap style={{ justifyContent: 'flex-end' }}>
      {note && <Typography.Text type="danger">{note}</Typography.Text>}
      {changed > 0 && <Typography.Text type="warning">{SITE_TEXT.changed(changed)}</Typography.Text>}
      <Button onClick={onUndo} disabled={pending}>
        {SITE_TEXT.undo}
      </Button>
      <Button type="primary" onClick={onSave} disabled={!changed || blocked} loading={pending}>
        {label}
      </Button>
    </Space>
  );
}

const opinionTag = (v: number | null) =>
  v === TEST_OPINION.qualified || v === TEST_OPINION.unqualified ? (
    <Tag color={v === TEST_OPINION.qualified ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>
      {codeLabel('testOpinion', v)}
    </Tag>
  ) : (
    <Typography.Text type="secondary">{SITE_TEXT.notGiven}</Typography.Text>
  );

function SamplesTab({ rows, editable, sample, upload }: { rows: readonly EvalSampleRow[]; editable: boolean; sample: EvalSiteRecordsViewProps['sample']; upload: EvalSiteRecordsViewProps['upload'] }) {
  const { message } = App.useApp();
  const [edits, setEdits] = useState<SampleEdits>({});
  const { items, incomplete } = editable ? changedSamples(rows, edits) : { items: [], incomplete: [] };
  const edit = (productId: number, patch: Partial<SampleDraft>) => setEdits((e) => ({ ...e, [productId]: { ...e[productId], ...patch } }));
  const save = () =>
    sample.run(items).then(
      () => {
        setEdits({});
        void message.success(SITE_TEXT.samplesSaved);
      },
      () => undefined,
    );
  const d = (r: EvalSampleRow) => sampleDraftOf(r, edits);
  const columns: TableColumnsType<EvalSampleRow> = [
    { key: 'product', title: SITE_TEXT.columns.product, dataIndex: 'productName', width: 180 },
    {
      key: 'sampleNo',
      title: SITE_TEXT.columns.sampleNo,
      width: 160,
      render: (_v, r) =>
        editable ? (
          <Input aria-label={`${r.productName} ${SITE_TEXT.columns.sampleNo}`} maxLength={EVAL_SITE_LIMITS.sampleNo} value={d(r).sampleNo} disabled={sample.pending} onChange={(e) => edit(r.productId, { sampleNo: e.target.value })} />
        ) : (
          (r.sampleNo ?? dash)
        ),
    },
    {
      key: 'sampleDate',
      title: SITE_TEXT.columns.sampleDate,
      width: 150,
      render: (_v, r) =>
        editable ? (
          <DatePicker
            aria-label={`${r.productName} ${SITE_TEXT.columns.sampleDate}`}
            format={DATE}
            value={d(r).sampleDate ? dayjs(d(r).sampleDate) : null}
            disabled={sample.pending}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            onChange={(day) => edit(r.productId, { sampleDate: day ? day.format(DATE) : '' })}
          />
        ) : (
          (r.sampleDate ?? dash)
        ),
    },
    {
      key: 'testOpinion',
      title: SITE_TEXT.columns.testOpinion,
      width: 170,
      render: (_v, r) =>
        editable ? (
          <Radio.Group
            aria-label={`${r.productName} ${SITE_TEXT.columns.testOpinion}`}
            value={d(r).testOpinion}
            disabled={sample.pending}
            options={[TEST_OPINION.qualified, TEST_OPINION.unqualified].map((v) => ({ value: v, label: codeLabel('testOpinion', v) }))}
            onChange={(e) => edit(r.productId, { testOpinion: e.target.value as number })}
          />
        ) : (
          opinionTag(r.testOpinion)
        ),
    },
    {
      key: 'report',
      title: SITE_TEXT.columns.report,
      width: 220,
      render: (_v, r) =>
        editable ? (
          <div aria-label={`${r.productName} ${SITE_TEXT.columns.report}`}>
            <FileUpload value={d(r).report} onChange={(next) => edit(r.productId, { report: next })} upload={(f) => upload(f, 'pdf')} type="pdf" maxMb={MAX_UPLOAD_MB} maxCount={1} showTip={false} buttonText="上传报告" disabled={sample.pending} />
          </div>
        ) : r.reportUrl && r.reportName ? (
          <Typography.Link href={r.reportUrl} target="_blank" rel="noreferrer">
            {r.reportName}
          </Typography.Link>
        ) : (
          dash
        ),
    },
    { key: 'sampledBy', title: SITE_TEXT.columns.sampledBy, width: 100, render: (_v, r) => r.sampledByName ?? dash },
  ];
  return (
    <Flex vertical gap={8}>
      {editable && (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Alert type="info" showIcon title={SITE_TEXT.sampleHint} style={{ flex: 1, minWidth: 280 }} />
          <SaveBar
            label={SITE_TEXT.saveSamples}
            changed={items.length + incomplete.length}
            blocked={incomplete.length > 0}
            note={incomplete.length ? SITE_TEXT.sampleIncomplete(incomplete.join('、')) : null}
            pending={sample.pending}
            onUndo={() => setEdits({})}
            onSave={save}
          />
        </Flex>
      )}
      {sample.error && <Alert type="error" showIcon closable title={sample.error} onClose={() => sample.reset()} />}
      <Table<EvalSampleRow> data-testid="site-samples" className="no-drag" rowKey="productId" size="small" bordered pagination={false} columns={columns} dataSource={[...rows]} scroll={{ x: 900 }} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }} />
    </Flex>
  );
}

const RECOMMEND_OPTIONS = [RECOMMEND.yes, RECOMMEND.no, RECOMMEND.pending].map((v) => ({ value: v, label: codeLabel('recommendOpinion', v) }));
const recommendTag = (v: number | null) =>
  v === null ? (
    <Typography.Text type="secondary">{SITE_TEXT.notGiven}</Typography.Text>
  ) : (
    <Tag color={v === RECOMMEND.yes ? 'success' : v === RECOMMEND.no ? 'error' : 'warning'} style={{ marginInlineEnd: 0 }}>
      {codeLabel('recommendOpinion', v)}
    </Tag>
  );

function RecommendTab({ rows, editable, recommend }: { rows: readonly EvalSampleRow[]; editable: boolean; recommend: EvalSiteRecordsViewProps['recommend'] }) {
  const { message } = App.useApp();
  const [edits, setEdits] = useState<RecommendEdits>({});
  const items = editable ? changedRecommendations(rows, edits) : [];
  const missing = editable ? rows.filter((r) => edits[r.productId] && needsReason(recommendDraftOf(r, edits))).length : 0;
  const edit = (productId: number, patch: Partial<RecommendDraft>) => setEdits((e) => ({ ...e, [productId]: { ...e[productId], ...patch } }));
  const save = () =>
    recommend.run(items).then(
      () => {
        setEdits({});
        void message.success(SITE_TEXT.recommendSaved);
      },
      () => undefined,
    );
  const columns: TableColumnsType<EvalSampleRow> = [
    { key: 'product', title: SITE_TEXT.columns.product, dataIndex: 'productName', width: 180 },
    { key: 'testOpinion', title: SITE_TEXT.columns.testOpinion, width: 100, render: (_v, r) => opinionTag(r.testOpinion) },
    {
      key: 'recommend',
      title: SITE_TEXT.columns.recommend,
      width: 240,
      render: (_v, r) =>
        editable ? (
          <Radio.Group
            aria-label={`${r.productName} ${SITE_TEXT.columns.recommend}`}
            value={recommendDraftOf(r, edits).recommend}
            disabled={recommend.pending}
            options={RECOMMEND_OPTIONS}
            onChange={(e) => edit(r.productId, { recommend: e.target.value as number })}
          />
        ) : (
          recommendTag(r.recommend)
        ),
    },
    {
      key: 'remark',
      title: SITE_TEXT.columns.remark,
      render: (_v, r) => {
        if (!editable) return r.recommendRemark ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.recommendRemark}</Typography.Text> : dash;
        const draft = recommendDraftOf(r, edits);
        const need = needsReason(draft);
        return (
          <Flex vertical gap={2}>
            <Input.TextArea
              aria-label={`${r.productName} ${SITE_TEXT.columns.remark}`}
              aria-required={draft.recommend === RECOMMEND.no}
              aria-invalid={need}
              status={need ? 'error' : undefined}
              placeholder={draft.recommend === RECOMMEND.no ? '不推荐的理由（必填）' : '理由（选填）'}
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={EVAL_SITE_LIMITS.remark}
              value={draft.remark}
              disabled={recommend.pending}
              onChange={(e) => edit(r.productId, { remark: e.target.value })}
            />
            {need && <Typography.Text type="danger">{SITE_TEXT.reasonRequired}</Typography.Text>}
          </Flex>
        );
      },
    },
  ];
  return (
    <Flex vertical gap={8}>
      {editable && (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Alert type="info" showIcon title={SITE_TEXT.recommendHint} style={{ flex: 1, minWidth: 280 }} />
          <SaveBar label={SITE_TEXT.saveRecommend} changed={items.length} blocked={missing > 0} note={missing ? SITE_TEXT.reasonMissing(missing) : null} pending={recommend.pending} onUndo={() => setEdits({})} onSave={save} />
        </Flex>
      )}
      {recommend.error && <Alert type="error" showIcon closable title={recommend.error} onClose={() => recommend.reset()} />}
      <Table<EvalSampleRow> data-testid="site-recommend" className="no-drag" rowKey="productId" size="small" bordered pagination={false} columns={columns} dataSource={[...rows]} scroll={{ x: 760 }} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }} />
    </Flex>
  );
}

function SiteBody({ data, abilities, addRecord, editRecord, removeRecord, sample, recommend, generate, generateEvalReport, upload, queued, online }: Omit<EvalSiteRecordsViewProps, 'state'> & { data: SiteData }) {
  // Where this actor's work is now: samples for the testing unit; on site the records first, then the recommendations.
  const [tab, setTab] = useState<TabKey>(abilities.sample ? 'samples' : abilities.record.length ? 'photos' : abilities.recommend ? 'recommend' : 'photos');
  return (
    <Flex vertical gap={8} data-testid="eval-site-records">
      <ReportBar data={data} abilities={abilities} generate={generate} generateEvalReport={generateEvalReport} />
      <Tabs
        className="no-drag"
        activeKey={tab}
        onChange={(k) => setTab(k as TabKey)}
        items={[
          { key: 'photos', label: SITE_TEXT.tabs.photos, children: <PhotosTab groups={data.groups} abilities={abilities} addRecord={addRecord} editRecord={editRecord} removeRecord={removeRecord} upload={upload} queued={queued} online={online} /> },
          { key: 'samples', label: SITE_TEXT.tabs.samples, children: <SamplesTab rows={data.samples} editable={abilities.sample} sample={sample} upload={upload} /> },
          { key: 'recommend', label: SITE_TEXT.tabs.recommend, children: <RecommendTab rows={data.samples} editable={abilities.recommend} recommend={recommend} /> },
        ]}
      />
    </Flex>
  );
}

export function EvalSiteRecordsView({ state, abilities = NO_ABILITIES, ...rest }: EvalSiteRecordsViewProps) {
  return (
    <RecordStateBody state={state} text={SITE_TEXT} rows={8}>
      {(data) => <SiteBody key={data.evalId} data={data} abilities={abilities} {...rest} />}
    </RecordStateBody>
  );
}
