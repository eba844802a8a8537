/**
 * 监督报告 of a supervision task (pure), one part under the other so it reads on a phone: the
 * report (date, summary, conclusion, its Word file; 填写报告 / 修改报告) and the 监督检查书, the
 * inspection items as cards, the opinion per product (通过 / 不通过 with a remark; 保存监督意见 sends the
 * changed ones), and the enterprise's nonconformities at its previous supervision. What the user
 * may do comes in as `canWrite` (src/domain/jdSite.ts: the unit at 文件已核查); forms keep drafts.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Input, Popconfirm, Radio, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { JdTaskRecord } from '@/api/jdSite';
import { codeLabel, JD_OPINION, TEST_OPINION } from '@/domain/codes';
import { jdReportResource, jdRptItemResource, JD_OPINIONS } from '@/domain/resources/jd';
import { toneOf } from '@/domain/workflows';
import { DraftFormDialog } from '@/ui/draft/DraftFormDialog';
import { DraftNotice } from '@/ui/draft/DraftNotice';
import { useFormDraft } from '@/ui/draft/drafts';
import { EmptyState } from '@/ui/EmptyState';
import { FileLink, GeneratedDocument, TOUCH_TARGET } from '@/ui/files/GeneratedDocument';
import { RecordCards } from '@/ui/resource/RecordCards';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import { changedOpinions, draftKeys, opinionOf, productsWithoutOpinion, REPORT_TEXT, type JdReportActions, type JdReportData, type JdReportState, type OpinionEdits } from './report';

export const OFFLINE_TEXT = '当前离线：可以继续查看和填写，保存的内容会暂存在本机，联网后自动提交';

export interface JdReportViewProps {
  readonly state: JdReportState;
  /** The unit may write the report, its items and the opinions now. */
  readonly canWrite: boolean;
  readonly actions: JdReportActions;
  readonly online: boolean;
}

const R = jdReportResource.fields;

function Head({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children && (
        <Flex wrap gap={8} className="no-drag">
          {children}
        </Flex>
      )}
    </Flex>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} wrap style={{ minWidth: 0 }}>
      <Typography.Text type="secondary">{label}：</Typography.Text>
      <Typography.Text style={{ flex: '1 1 160px', minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Typography.Text>
    </Flex>
  );
}

const testTag = (v: number) =>
  v === TEST_OPINION.qualified || v === TEST_OPINION.unqualified ? <Tag color={v === TEST_OPINION.qualified ? 'success' : 'error'}>{codeLabel('testOpinion', v)}</Tag> : <Typography.Text type="secondary">—</Typography.Text>;

const OPINION_OPTIONS = [...JD_OPINIONS].reverse().map((v) => ({ value: v, label: codeLabel('jdOpinion', v) }));

function Opinions({ data, canWrite, actions, online }: { data: JdReportData; canWrite: boolean; actions: JdReportActions; online: boolean }) {
  const { message } = App.useApp();
  const draft = useFormDraft<OpinionEdits>(draftKeys.opinions(data.task.id));
  const [edits, setEdits] = useState<OpinionEdits>(() => (canWrite && draft.restored ? draft.restored : {}));
  const save = actions.saveOpinions;
  const items = canWrite ? changedOpinions(data.records, edits) : [];
  const missing = canWrite ? productsWithoutOpinion(data.records, edits) : [];
  const edit = (r: JdTaskRecord, patch: Partial<{ jdOpinion: number; remark: string }>) => {
    const next = { ...edits, [r.id]: { ...opinionOf(r, edits), ...patch } };
    setEdits(next);
    draft.save(next);
  };
  const run = () =>
    save.run(items).then(
      () => {
        draft.clear();
        setEdits({});
        void message.success(REPORT_TEXT.opinionsSaved);
      },
      () => undefined,
    );
  return (
    <section aria-label={REPORT_TEXT.opinions}>
      <Head title={REPORT_TEXT.opinions}>
        {canWrite && (
          <>
            {items.length > 0 && <Typography.Text type="warning">{REPORT_TEXT.changed(items.length)}</Typography.Text>}
            <Button type="primary" style={TOUCH_TARGET} disabled={!items.length || save.queued} loading={save.pending && !save.queued} onClick={() => void run()}>
              {REPORT_TEXT.saveOpinions}
            </Button>
          </>
        )}
      </Head>
      <Flex vertical gap={8} style={{ marginTop: 8 }}>
        {canWrite && <DraftNotice online={online} queued={save.queued} restored={draft.restored !== null && items.length > 0} onDiscard={() => (draft.clear(), setEdits({}))} />}
        {canWrite && missing.length > 0 && <Typography.Text type="warning">{REPORT_TEXT.missing(missing.join('、'))}</Typography.Text>}
        {save.error && <Alert type="error" showIcon closable title={save.error} onClose={save.reset} />}
        {data.records.length === 0 && <EmptyState image="simple" description={REPORT_TEXT.noProducts} />}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
          {data.records.map((r) => {
            const o = opinionOf(r, edits);
            return (
              <li key={r.id} aria-label={r.productName ?? undefined} style={{ minWidth: 0 }}>
                <Card size="small" title={<span style={{ whiteSpace: 'normal' }}>{r.productName}</span>} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 6 } }}>
                  {r.certNo && <Line label="证书编号">{r.certNo}</Line>}
                  <Line label={REPORT_TEXT.testOpinion}>{testTag(r.testOpinion)}</Line>
                  <Line label={REPORT_TEXT.result}>{codeLabel('jdRecordStatus', r.status)}</Line>
                  {canWrite ? (
                    <>
                      <Radio.Group aria-label={`${r.productName} 监督意见`} optionType="button" buttonStyle="solid" value={o.jdOpinion === JD_OPINION.pending ? undefined : o.jdOpinion} options={OPINION_OPTIONS} onChange={(e) => edit(r, { jdOpinion: e.target.value as number })} />
                      <Input.TextArea aria-label={`${r.productName} ${REPORT_TEXT.remark}`} placeholder={REPORT_TEXT.remarkPlaceholder} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} value={o.remark} onChange={(e) => edit(r, { remark: e.target.value })} />
                    </>
                  ) : (
                    <>
                      <Line label="监督意见">
                        <Tag color={r.jdOpinion === JD_OPINION.pass ? 'success' : r.jdOpinion === JD_OPINION.fail ? 'error' : 'default'}>{codeLabel('jdOpinion', r.jdOpinion)}</Tag>
                      </Line>
                      {r.remark && <Line label={REPORT_TEXT.remark}>{r.remark}</Line>}
                    </>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      </Flex>
    </section>
  );
}

function ReportBody({ data, canWrite, actions, online }: Omit<JdReportViewProps, 'state'> & { data: JdReportData }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<'report' | { readonly item: { readonly id: number } | null } | null>(null);
  const report = data.report;
  const onSiteId = data.site.id;
  return (
    <Flex vertical gap={8} data-testid="jd-report" style={{ minWidth: 0 }}>
      <Flex align="center" wrap gap={8}>
        <Typography.Text strong>{data.task.code}</Typography.Text>
        <Tag color={toneOf('jdTaskStatus', data.task.status)} style={{ marginInlineEnd: 0 }} data-testid="jd-report-status">
          {codeLabel('jdTaskStatus', data.task.status) || String(data.task.status)}
        </Tag>
        {data.task.orgName && <Typography.Text type="secondary">{data.task.orgName}</Typography.Text>}
      </Flex>
      {!online && <Alert type="warning" showIcon role="status" title={OFFLINE_TEXT} />}
      {canWrite && <Alert type="info" showIcon title={REPORT_TEXT.hint} />}
      <section aria-label={REPORT_TEXT.report}>
        <Head title={REPORT_TEXT.report}>
          {canWrite && (
            <Button type="primary" icon={<EditOutlined />} style={TOUCH_TARGET} onClick={() => setEditing('report')}>
              {report ? REPORT_TEXT.edit : REPORT_TEXT.write}
            </Button>
          )}
        </Head>
        <Card size="small" data-testid="jd-report-record" style={{ marginTop: 8 }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 4 } }}>
          {report ? (
            <>
              <Line label={R.reportDate.label}>{report.reportDate}</Line>
              <Line label={R.summary.label}>{report.summary}</Line>
              <Line label={R.conclusion.label}>{report.conclusion}</Line>
              <Line label={REPORT_TEXT.reportFile}>{report.file ? <FileLink file={report.file} /> : REPORT_TEXT.reportFileHint}</Line>
            </>
          ) : (
            <Typography.Text type="secondary">{REPORT_TEXT.noReport}</Typography.Text>
          )}
          <div style={{ marginTop: 4 }}>
            <GeneratedDocument label={REPORT_TEXT.checkBook} make={() => actions.checkBook.run()} pending={actions.checkBook.pending} file={report?.checkBook ?? null} readOnly={!canWrite} testId="jd-report-check-book" />
          </div>
        </Card>
      </section>
      <section aria-label={REPORT_TEXT.items}>
        <Head title={REPORT_TEXT.items}>
          {canWrite && (
            <Button icon={<PlusOutlined />} style={TOUCH_TARGET} onClick={() => setEditing({ item: null })}>
              {REPORT_TEXT.addItem}
            </Button>
          )}
        </Head>
        {actions.removeItem.error && <Alert type="error" showIcon closable title={actions.removeItem.error} onClose={actions.removeItem.reset} style={{ marginTop: 8 }} />}
        <div style={{ marginTop: 8 }}>
          <RecordCards
            def={jdRptItemResource}
            rows={[...data.items].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))}
            fields={['result', 'conformity', 'remark']}
            heading={(r) => r.item}
            label={(r) => `${REPORT_TEXT.items} ${r.item}`}
            actions={
              canWrite
                ? (r) => (
                    <>
                      <Button icon={<EditOutlined />} style={TOUCH_TARGET} aria-label={`${REPORT_TEXT.edit2} ${r.item}`} onClick={() => setEditing({ item: r })}>
                        {REPORT_TEXT.edit2}
                      </Button>
                      <Popconfirm title={REPORT_TEXT.removeItem} okText="确定" cancelText="取消" onConfirm={() => actions.removeItem.run(r.id).then(() => void message.success(REPORT_TEXT.removed), () => undefined)}>
                        <Button danger icon={<DeleteOutlined />} style={TOUCH_TARGET} aria-label={`${REPORT_TEXT.remove} ${r.item}`}>
                          {REPORT_TEXT.remove}
                        </Button>
                      </Popconfirm>
                    </>
                  )
                : undefined
            }
          />
        </div>
      </section>
      <Opinions data={data} canWrite={canWrite} actions={actions} online={online} />
      <section aria-label={REPORT_TEXT.lastNon}>
        <Head title={REPORT_TEXT.lastNon} />
        <div style={{ marginTop: 8 }}>
          <WidgetBody state={data.lastNon} rows={3}>
            {(rows) => (
              <RecordCards
                def={{ name: 'jdlastnon', title: REPORT_TEXT.lastNon, fields: { taskCode: { label: '来源任务', type: 'string' }, description: { label: '不符合事实描述', type: 'text' }, level: { label: '程度', type: 'int', codes: 'jdNonLevel' }, deadline: { label: '整改期限', type: 'date' } } }}
                rows={rows}
                fields={['taskCode', 'description', 'level', 'deadline']}
                heading={(r) => r.clause}
                label={(r) => `${REPORT_TEXT.lastNon} ${r.clause}`}
                emptyText={REPORT_TEXT.noLastNon}
              />
            )}
          </WidgetBody>
        </div>
      </section>
      {editing === 'report' && (
        <DraftFormDialog
          open
          def={jdReportResource}
          title={report ? REPORT_TEXT.edit : REPORT_TEXT.write}
          record={report}
          omit={['onSiteId']}
          fixed={{ onSiteId }}
          draftKey={draftKeys.report(onSiteId)}
          online={online}
          save={actions.saveReport}
          onClose={(saved) => {
            if (saved) void message.success(REPORT_TEXT.saved);
            setEditing(null);
          }}
        />
      )}
      {editing !== null && editing !== 'report' && (
        <DraftFormDialog
          open
          def={jdRptItemResource}
          title={editing.item ? `${REPORT_TEXT.edit2}${jdRptItemResource.title}` : REPORT_TEXT.addItem}
          record={editing.item}
          omit={['onSiteId']}
          fixed={{ onSiteId }}
          draftKey={draftKeys.item(onSiteId, editing.item?.id ?? null)}
          online={online}
          save={actions.saveItem}
          onClose={(saved) => {
            if (saved) void message.success(REPORT_TEXT.itemSaved);
            setEditing(null);
          }}
        />
      )}
    </Flex>
  );
}

export function JdReportView({ state, canWrite, actions, online }: JdReportViewProps) {
  if (state.status === 'notStarted') return <EmptyState image="simple" description={`${state.code}（${codeLabel('jdTaskStatus', state.taskStatus)}）：${REPORT_TEXT.notStarted}`} style={{ padding: '48px 0' }} />;
  return (
    <RecordStateBody state={state} text={REPORT_TEXT} rows={8}>
      {(data) => <ReportBody key={data.task.id} data={data} canWrite={canWrite} actions={actions} online={online} />}
    </RecordStateBody>
  );
}
