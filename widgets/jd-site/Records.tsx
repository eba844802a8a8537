/**
 * 现场记录 (pure): the agenda, the observations, the nonconformities each with the enterprise's
 * explanations, and the enterprise's earlier nonconformities (导入上次监督的不符合项 copies them in),
 * as cards. The unit adds, edits and deletes them while the task is on site; each form keeps its
 * draft (src/ui/draft).
 */
import { DeleteOutlined, EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import type { JdNonExpRow, JdNonRow } from '@/api/jdSite';
import { codeLabel } from '@/domain/codes';
import { SYNC_TEXT } from '@/domain/sync';
import type { JdSiteAbilities } from '@/domain/jdSite';
import type { ResourceDef } from '@/domain/resource';
import { JD_SITE_ROW_RESOURCES, jdHisNonResource, jdNonExpResource, jdNonResource, jdObservedResource, jdScheduleResource } from '@/domain/resources/jd';
import { DraftFormDialog } from '@/ui/draft/DraftFormDialog';
import { RecordCards } from '@/ui/resource/RecordCards';
import { QueuedCards, Refusal, SectionHead, Thumbs, TOUCH } from './parts';
import { draftKeys, explanationsOf, SITE_TEXT, type JdSiteActions, type JdSiteData, type JdSiteRecords, type JdSiteRowKind } from './site';

const DEFS: Readonly<Record<JdSiteRowKind, ResourceDef>> = JD_SITE_ROW_RESOURCES;

export interface RecordsTabProps {
  readonly data: JdSiteData;
  readonly records: JdSiteRecords;
  readonly abilities: JdSiteAbilities;
  readonly actions: JdSiteActions;
  readonly online: boolean;
}

type Editing = { readonly kind: JdSiteRowKind; readonly record: { readonly id: number } | null; readonly nonId?: number } | null;

export function RecordsTab({ data, records, abilities, actions, online }: RecordsTabProps) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>(null);
  const can = abilities.record;
  const onSiteId = data.site.id;
  const placeOf = (visitId: number | null) => (visitId === null ? null : (data.visits.find((v) => v.id === visitId)?.placeName ?? null));
  const visitChoices = data.visits.map((v) => ({ value: v.id, label: v.placeName ?? String(v.placeId) }));
  const productChoices = [...new Map(data.places.flatMap((p) => p.products).map((p) => [p.id, { value: p.id, label: p.name }])).values()];

  const remove = (kind: JdSiteRowKind, id: number) => actions.removeRow.run({ kind, id }).then(() => void message.success(SITE_TEXT.removed), () => undefined);
  const rowActions = (kind: JdSiteRowKind, label: string) =>
    can
      ? (row: { readonly id: number }) => (
          <>
            <Button icon={<EditOutlined />} style={TOUCH} aria-label={`${SITE_TEXT.edit} ${label}`} onClick={() => setEditing({ kind, record: row })}>
              {SITE_TEXT.edit}
            </Button>
            <Popconfirm title={SITE_TEXT.removeRow} okText="确定" cancelText="取消" onConfirm={() => remove(kind, row.id)}>
              <Button danger icon={<DeleteOutlined />} style={TOUCH} aria-label={`${SITE_TEXT.remove} ${label}`}>
                {SITE_TEXT.remove}
              </Button>
            </Popconfirm>
          </>
        )
      : undefined;
  const addButton = (kind: JdSiteRowKind) =>
    can && (
      <Button type="primary" icon={<PlusOutlined />} style={TOUCH} aria-label={`${SITE_TEXT.add}${DEFS[kind].title}`} onClick={() => setEditing({ kind, record: null })}>
        {SITE_TEXT.add}
      </Button>
    );
  const place = (visitId: number | null) => {
    const name = placeOf(visitId);
    return name ? <Typography.Text type="secondary">场所：{name}</Typography.Text> : null;
  };

  const explanations = (non: JdNonRow) => {
    const rows = explanationsOf(records.nonExp, non.id);
    return (
      <Flex vertical gap={6} style={{ marginTop: 4 }} role="group" aria-label={`${non.clause} ${SITE_TEXT.explanation}`}>
        <Typography.Text strong>{SITE_TEXT.explanation}</Typography.Text>
        {rows.length === 0 && <Typography.Text type="secondary">{SITE_TEXT.noExplanation}</Typography.Text>}
        {rows.map((e: JdNonExpRow) => (
          <Card key={e.id} size="small" type="inner" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 4 } }}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{e.explanation}</Typography.Text>
            {e.correction && <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{`${jdNonExpResource.fields.correction.label}：${e.correction}`}</Typography.Text>}
            {e.verified !== null && <Typography.Text type="secondary">{`${jdNonExpResource.fields.verified.label}：${codeLabel('yesNo', e.verified)}`}</Typography.Text>}
            <Thumbs files={e.files ?? []} />
            {can && (
              <Flex wrap gap={8} className="no-drag">
                <Button size="small" icon={<EditOutlined />} aria-label={`${SITE_TEXT.edit} ${SITE_TEXT.explanation} ${e.id}`} onClick={() => setEditing({ kind: 'nonExp', record: e, nonId: non.id })}>
                  {SITE_TEXT.edit}
                </Button>
                <Popconfirm title={SITE_TEXT.removeRow} okText="确定" cancelText="取消" onConfirm={() => remove('nonExp', e.id)}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${SITE_TEXT.remove} ${SITE_TEXT.explanation} ${e.id}`}>
                    {SITE_TEXT.remove}
                  </Button>
                </Popconfirm>
              </Flex>
            )}
          </Card>
        ))}
        {can && (
          <Button icon={<PlusOutlined />} style={{ ...TOUCH, alignSelf: 'flex-start' }} aria-label={`${non.clause} ${SITE_TEXT.addExplanation}`} onClick={() => setEditing({ kind: 'nonExp', record: null, nonId: non.id })}>
            {SITE_TEXT.addExplanation}
          </Button>
        )}
      </Flex>
    );
  };

  const copy = () => actions.copyHisNon.run().then((rows) => void message.success(SITE_TEXT.copied(rows.length)), () => undefined);
  const def = editing ? DEFS[editing.kind] : null;

  return (
    <Flex vertical gap={8} data-testid="jd-site-records">
      <Refusal error={actions.removeRow.error} onClose={actions.removeRow.reset} />
      <section aria-label={SITE_TEXT.records.schedule}>
        <SectionHead title={SITE_TEXT.records.schedule} count={records.schedule.length}>
          {addButton('schedule')}
        </SectionHead>
        <RecordCards def={jdScheduleResource} rows={records.schedule} fields={['content', 'participants']} heading={(r) => `${r.date} ${r.timeRange}`} label={(r) => `${SITE_TEXT.records.schedule} ${r.date} ${r.timeRange}`} actions={rowActions('schedule', SITE_TEXT.records.schedule)} />
        <QueuedCards def={jdScheduleResource} entries={data.queued.rows.schedule} fields={['content', 'participants']} heading={(v) => `${String(v.date ?? '')} ${String(v.timeRange ?? '')}`} />
      </section>
      <section aria-label={SITE_TEXT.records.observed}>
        <SectionHead title={SITE_TEXT.records.observed} count={records.observed.length}>
          {addButton('observed')}
        </SectionHead>
        <RecordCards
          def={jdObservedResource}
          rows={records.observed}
          fields={['conformity', 'content']}
          heading={(r) => r.clause}
          label={(r) => `${SITE_TEXT.records.observed} ${r.clause}`}
          extra={(r) => (
            <>
              {place(r.onSitePlanId)}
              <Thumbs files={r.files ?? []} />
            </>
          )}
          actions={rowActions('observed', SITE_TEXT.records.observed)}
        />
        <QueuedCards def={jdObservedResource} entries={data.queued.rows.observed} fields={['conformity', 'content']} heading={(v) => String(v.clause ?? '')} />
      </section>
      <section aria-label={SITE_TEXT.records.non}>
        <SectionHead title={SITE_TEXT.records.non} count={records.non.length}>
          {addButton('non')}
        </SectionHead>
        <RecordCards
          def={jdNonResource}
          rows={records.non}
          fields={['level', 'productName', 'description', 'deadline']}
          heading={(r) => r.clause}
          label={(r) => `${SITE_TEXT.records.non} ${r.clause}`}
          extra={(r) => (
            <>
              {place(r.onSitePlanId)}
              <Thumbs files={r.files ?? []} />
              {explanations(r)}
            </>
          )}
          actions={rowActions('non', SITE_TEXT.records.non)}
        />
        <QueuedCards def={jdNonResource} entries={data.queued.rows.non} fields={['level', 'description', 'deadline']} heading={(v) => String(v.clause ?? '')} />
      </section>
      <section aria-label={SITE_TEXT.records.hisNon}>
        <SectionHead title={SITE_TEXT.records.hisNon} count={records.hisNon.length}>
          {can && (
            <Button icon={<ImportOutlined />} style={TOUCH} loading={actions.copyHisNon.pending} onClick={() => void copy()}>
              {SITE_TEXT.copyHisNon}
            </Button>
          )}
          {addButton('hisNon')}
        </SectionHead>
        <Refusal error={actions.copyHisNon.error} onClose={actions.copyHisNon.reset} />
        <RecordCards def={jdHisNonResource} rows={records.hisNon} fields={['sourceTaskCode', 'description', 'corrected', 'remark']} heading={(r) => r.clause} label={(r) => `${SITE_TEXT.records.hisNon} ${r.clause}`} actions={rowActions('hisNon', SITE_TEXT.records.hisNon)} />
        <QueuedCards def={jdHisNonResource} entries={data.queued.rows.hisNon} fields={['description', 'corrected', 'remark']} heading={(v) => String(v.clause ?? '')} />
      </section>
      {editing && def && (
        <DraftFormDialog
          open
          def={def}
          title={`${editing.record ? SITE_TEXT.edit : SITE_TEXT.add}${def.title}`}
          record={editing.record}
          omit={editing.kind === 'nonExp' ? ['nonId'] : ['onSiteId']}
          fixed={editing.kind === 'nonExp' ? { nonId: editing.nonId } : { onSiteId }}
          choices={{ onSitePlanId: visitChoices, productId: productChoices }}
          draftKey={editing.kind === 'nonExp' ? draftKeys.row(`nonExp-${editing.nonId ?? 0}`, onSiteId, editing.record ? editing.record.id : null) : draftKeys.row(editing.kind, onSiteId, editing.record ? editing.record.id : null)}
          online={online}
          save={actions.saveRow[editing.kind]}
          onClose={(saved) => {
            if (saved) void message.success(online ? SITE_TEXT.saved : SYNC_TEXT.savedOnDevice);
            setEditing(null);
          }}
        />
      )}
    </Flex>
  );
}
