/**
 * 文件审核 and 监督材料 (pure). The review: its record (reviewer, date, conclusion, opinion), and per
 * document group of the enterprise a problem flag with its remark and the group's documents. The
 * materials: the checklist of JD_MAT_GROUPS with each group's files and the zip of them all. The
 * unit writes while the task is on site; everyone who sees the task reads and downloads.
 */
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { App, Button, Card, Flex, Input, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { JdDocGroup, JdDocProblem, JdMaterialItem, JdMaterials } from '@/api/jdSite';
import { codeLabel } from '@/domain/codes';
import type { JdSiteAbilities } from '@/domain/jdSite';
import { JD_LIMITS, jdDocReviewResource } from '@/domain/resources/jd';
import type { UploadType } from '@/domain/upload';
import { DraftFormDialog } from '@/ui/draft/DraftFormDialog';
import { DraftNotice } from '@/ui/draft/DraftNotice';
import { useFormDraft } from '@/ui/draft/drafts';
import { FileUpload } from '@/ui/inputs/upload/FileUpload';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { FileLinks } from '@/ui/files/GeneratedDocument';
import { DocButton, Refusal, SectionHead, TOUCH } from './parts';
import { changedProblems, draftKeys, PHOTO_GROUP, problemsOf, SITE_TEXT, withVisitPhotos, type JdReviewData, type JdSiteActions, type JdSiteData } from './site';

type Upload = (file: File, type: UploadType) => Promise<UploadedFile>;

const R = jdDocReviewResource.fields;

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Flex gap={8} wrap style={{ minWidth: 0 }}>
      <Typography.Text type="secondary">{label}：</Typography.Text>
      <Typography.Text style={{ flex: '1 1 160px', minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value || '—'}</Typography.Text>
    </Flex>
  );
}

/** The files of a group: links, or the upload control for who may change them (kept locally until the server has them). */
function GroupFiles({ label, files, writable, upload, onSave }: { label: string; files: readonly UploadedFile[]; writable: boolean; upload: Upload; onSave: (annexIds: string) => Promise<unknown> }) {
  const [local, setLocal] = useState<UploadedFile[] | null>(null);
  if (!writable) return <FileLinks files={files.map((f) => ({ id: Number(f.id), name: f.name, url: f.url }))} empty={SITE_TEXT.noDocuments} />;
  const change = (next: UploadedFile[]) => {
    setLocal(next);
    onSave(next.map((f) => String(f.id)).join(',')).then(
      () => setLocal(null),
      () => setLocal(null),
    );
  };
  return (
    <div className="no-drag" aria-label={`${label} 文件`} role="group">
      <FileUpload value={local ?? files} onChange={change} upload={(f) => upload(f, 'beCommon')} showTip={false} buttonText={SITE_TEXT.upload} />
    </div>
  );
}

export interface ReviewTabProps {
  readonly data: JdSiteData;
  readonly review: JdReviewData;
  readonly abilities: JdSiteAbilities;
  readonly actions: JdSiteActions;
  readonly online: boolean;
  readonly upload: Upload;
}

export function ReviewTab({ data, review, abilities, actions, online, upload }: ReviewTabProps) {
  const { message } = App.useApp();
  const can = abilities.record;
  const onSiteId = data.site.id;
  const [editing, setEditing] = useState(false);
  const saved = problemsOf(review.groups, review.review);
  const draft = useFormDraft<JdDocProblem[]>(draftKeys.problems(onSiteId));
  const [edited, setEdited] = useState<JdDocProblem[]>(() => (can && draft.restored ? draft.restored : saved));
  const rows = can ? saved.map((s) => edited.find((e) => e.groupKey === s.groupKey) ?? s) : saved;
  const changed = changedProblems(saved, rows);
  const edit = (groupKey: string, patch: Partial<JdDocProblem>) => {
    const next = rows.map((r) => (r.groupKey === groupKey ? { ...r, ...patch } : r));
    setEdited(next);
    draft.save(next);
  };
  const saveProblems = () =>
    actions.saveProblems.run(changed).then(
      () => {
        draft.clear();
        setEdited([]);
        void message.success(SITE_TEXT.problemsSaved);
      },
      () => undefined,
    );
  const r = review.review;
  const group = (g: JdDocGroup) => rows.find((p) => p.groupKey === g.groupKey) ?? { groupKey: g.groupKey, problem: 1, remark: null };

  return (
    <Flex vertical gap={8} data-testid="jd-site-review">
      <SectionHead title={SITE_TEXT.review}>
        {can && (
          <Button type="primary" style={TOUCH} onClick={() => setEditing(true)}>
            {SITE_TEXT.editReview}
          </Button>
        )}
      </SectionHead>
      <Card size="small" data-testid="jd-site-review-record" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 4 } }}>
        {r ? (
          <>
            <Line label={R.reviewer.label} value={r.reviewer} />
            <Line label={R.reviewDate.label} value={r.reviewDate} />
            <Line label={R.conclusion.label} value={codeLabel('conformity', r.conclusion)} />
            <Line label={R.opinion.label} value={r.opinion} />
          </>
        ) : (
          <Typography.Text type="secondary">{SITE_TEXT.noReview}</Typography.Text>
        )}
      </Card>
      <SectionHead title={SITE_TEXT.problems} count={review.groups.length}>
        {can && (
          <>
            {changed.length > 0 && <Typography.Text type="warning">{SITE_TEXT.problemsChanged(changed.length)}</Typography.Text>}
            <Button type="primary" style={TOUCH} disabled={!changed.length || actions.saveProblems.queued} loading={actions.saveProblems.pending && !actions.saveProblems.queued} onClick={() => void saveProblems()}>
              {SITE_TEXT.saveProblems}
            </Button>
          </>
        )}
      </SectionHead>
      {can && <DraftNotice online={online} queued={actions.saveProblems.queued} restored={draft.restored !== null && changed.length > 0} onDiscard={() => (draft.clear(), setEdited([]))} />}
      <Refusal error={actions.saveProblems.error} onClose={actions.saveProblems.reset} />
      <Refusal error={actions.saveDocGroup.error} onClose={actions.saveDocGroup.reset} />
      {review.groups.length === 0 && <Typography.Text type="secondary">{SITE_TEXT.noDocuments}</Typography.Text>}
      <ul aria-label={SITE_TEXT.problems} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
        {review.groups.map((g) => {
          const p = group(g);
          return (
            <li key={g.groupKey} aria-label={g.label} style={{ minWidth: 0 }}>
              <Card
                size="small"
                title={g.label}
                extra={!can && <Tag color={p.problem === 0 ? 'error' : 'success'}>{p.problem === 0 ? SITE_TEXT.problem : SITE_TEXT.noProblem}</Tag>}
                styles={{ body: { display: 'flex', flexDirection: 'column', gap: 6 } }}
              >
                {can ? (
                  <>
                    <Radio.Group
                      aria-label={`${g.label} ${SITE_TEXT.problems}`}
                      optionType="button"
                      value={p.problem}
                      options={[
                        { value: 1, label: SITE_TEXT.noProblem },
                        { value: 0, label: SITE_TEXT.problem },
                      ]}
                      onChange={(e) => edit(g.groupKey, { problem: e.target.value as number })}
                    />
                    {p.problem === 0 && (
                      <Input.TextArea aria-label={`${g.label} ${SITE_TEXT.problemRemark}`} placeholder={SITE_TEXT.problemRemark} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} value={p.remark ?? ''} onChange={(e) => edit(g.groupKey, { remark: e.target.value || null })} />
                    )}
                  </>
                ) : (
                  p.remark && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{p.remark}</Typography.Text>
                )}
                <Typography.Text type="secondary">{SITE_TEXT.documents}</Typography.Text>
                <GroupFiles label={g.label} files={g.files} writable={can} upload={upload} onSave={(annexIds) => actions.saveDocGroup.run({ groupKey: g.groupKey, annexIds, remark: g.remark }).then(() => void message.success(SITE_TEXT.documentSaved))} />
              </Card>
            </li>
          );
        })}
      </ul>
      {editing && (
        <DraftFormDialog
          open
          def={jdDocReviewResource}
          title={SITE_TEXT.editReview}
          record={r}
          omit={['onSiteId']}
          fixed={{ onSiteId }}
          draftKey={draftKeys.review(onSiteId)}
          online={online}
          save={actions.saveReview}
          onClose={(ok) => {
            if (ok) void message.success(SITE_TEXT.reviewSaved);
            setEditing(false);
          }}
        />
      )}
    </Flex>
  );
}

export interface MaterialsTabProps {
  readonly data: JdSiteData;
  readonly materials: JdMaterials;
  readonly abilities: JdSiteAbilities;
  readonly actions: JdSiteActions;
  readonly upload: Upload;
}

export function MaterialsTab({ data, materials, abilities, actions, upload }: MaterialsTabProps) {
  const { message } = App.useApp();
  const missing = materials.items.filter((i) => i.required && !i.files.length).length;
  const file = (i: JdMaterialItem) => (annexIds: string) => actions.fileMaterial.run({ groupKey: i.groupKey, annexIds }).then(() => void message.success(SITE_TEXT.materialSaved));
  // The visits' photos serve 现场照片 too: one click files the same files, no second upload.
  const photosOf = (i: JdMaterialItem) => (i.groupKey === PHOTO_GROUP && abilities.materials ? withVisitPhotos(i.files, data.photos, JD_LIMITS.files) : null);
  return (
    <Flex vertical gap={8} data-testid="jd-site-materials">
      <SectionHead title={SITE_TEXT.materials}>
        {materials.complete ? <Tag color="success">{SITE_TEXT.materialsComplete}</Tag> : <Tag color="warning">{SITE_TEXT.materialsMissing(missing)}</Tag>}
      </SectionHead>
      <DocButton label={SITE_TEXT.materialsZip} control={actions.materialsZip} input={undefined} testId="jd-site-materials-zip" />
      <Refusal error={actions.fileMaterial.error} onClose={actions.fileMaterial.reset} />
      <ul aria-label={SITE_TEXT.materials} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
        {materials.items.map((i) => {
          const done = i.files.length > 0;
          const use = photosOf(i);
          return (
            <li key={i.groupKey} aria-label={`${i.label} ${done ? '已上传' : '未上传'}`} style={{ minWidth: 0 }}>
              <Card
                size="small"
                title={
                  <Flex gap={6} align="center" wrap>
                    {done ? <CheckCircleFilled style={{ color: '#52c41a' }} aria-hidden /> : <CloseCircleFilled style={{ color: i.required ? '#ff4d4f' : '#bfbfbf' }} aria-hidden />}
                    <span style={{ whiteSpace: 'normal' }}>{i.label}</span>
                    {i.required && <Tag style={{ marginInlineEnd: 0 }}>{SITE_TEXT.required}</Tag>}
                  </Flex>
                }
              >
                <GroupFiles label={i.label} files={i.files} writable={abilities.materials} upload={upload} onSave={file(i)} />
                {use && use.added > 0 && (
                  <Button style={{ ...TOUCH, marginTop: 8 }} loading={actions.fileMaterial.pending} onClick={() => void actions.fileMaterial.run({ groupKey: i.groupKey, annexIds: use.annexIds }).then(() => void message.success(SITE_TEXT.photosUsed), () => undefined)}>
                    {SITE_TEXT.filePhotos(use.added)}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
