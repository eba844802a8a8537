/**
 * 文件评审 of an evaluation application (pure): the assigned institution fills in the round while the
 * application is in 文审 — reviewer, date, a finding per annex group (符合 / 不符合, with a note
 * where it does not conform), the conclusion and the opinion — saves it, and generates its Word
 * report; everyone else reads the latest round. Earlier rounds are listed below with their reports.
 * What the user may do comes in as `abilities` (the server decides; the page only leaves out what
 * would be refused).
 */
import { Alert, App, Button, Descriptions, Flex, Form, Input, Radio, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { FileWordOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { DocReviewRound, GeneratedFile } from '@/api/evalDocReview';
import { codeLabel } from '@/domain/codes';
import { docReviewFinding, EVAL_ANNEX_GROUPS, evalAnnexGroupLabel, evalDocReviewItemResource, evalDocReviewResource, type DocReviewGroup, type EvalAnnexGroupKey } from '@/domain/resources/evaluation';
import { toneOf } from '@/domain/workflows';
import { EmptyState } from '@/ui/EmptyState';
import { FieldInput } from '@/ui/resource/FieldInput';
import { DATE_FORMAT, fieldMessage, toFormValue } from '@/ui/resource/fields';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import type { MutationControl } from '@/ui/widget';
import { BLANK_ITEMS, groupsOf, itemsBody, itemsOf, progressOf, REVIEW_TEXT, type DocReviewAbilities, type DocReviewBody, type ReviewData, type ReviewFormValues, type ReviewState } from './review';

export interface EvalDocReviewViewProps {
  state: ReviewState;
  abilities: DocReviewAbilities;
  /** PUT a new round (id null) or PUT /{id}. */
  save: MutationControl<{ id: number | null; body: DocReviewBody }>;
  /** updateEvalDocReport: the latest saved round's report. */
  report: MutationControl<void>;
}

const NOTHING: DocReviewAbilities = { write: false, report: false };
const F = evalDocReviewResource.fields;
const ITEM = evalDocReviewItemResource.fields;

const ruleOf = (name: string, field: (typeof F)[keyof typeof F]) => ({
  validator: (_: unknown, value: unknown) => {
    const m = fieldMessage(name, field, value, 'create');
    return m ? Promise.reject(new Error(m)) : Promise.resolve();
  },
});

function FileLink({ file, fallback = REVIEW_TEXT.noReport }: { file: GeneratedFile | null | undefined; fallback?: string }) {
  if (!file) return <Typography.Text type="secondary">{fallback}</Typography.Text>;
  return (
    <Typography.Link href={file.url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
      {file.name}
    </Typography.Link>
  );
}

/** A group's finding as the report prints it: what was recorded, and 未提交 / 不适用 for a group with nothing filed. */
function ConformTag({ group, conform }: { group: Pick<DocReviewGroup, 'files' | 'toReview'>; conform: number | string | null | undefined }) {
  const finding = docReviewFinding(group, conform);
  const color = finding === codeLabel('conformity', 0) ? 'error' : finding === codeLabel('conformity', 1) ? 'success' : undefined;
  if (!color) return <Typography.Text type="secondary">{finding}</Typography.Text>;
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {finding}
    </Tag>
  );
}

function ConclusionTag({ conclusion }: { conclusion: number | null }) {
  if (conclusion === null) return <Typography.Text type="secondary">{REVIEW_TEXT.draft}</Typography.Text>;
  return (
    <Tag color={conclusion === 1 ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>
      {codeLabel('passOpinion', conclusion)}
    </Tag>
  );
}

interface ItemRow {
  readonly index: number;
  readonly groupKey: EvalAnnexGroupKey;
  readonly label: string;
}
const ROWS: readonly ItemRow[] = EVAL_ANNEX_GROUPS.map((g, index) => ({ index, groupKey: g.key, label: g.label }));

/** The institution's form of the round. */
function ReviewForm({ data, abilities, save, report }: Omit<EvalDocReviewViewProps, 'state'> & { data: ReviewData }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReviewFormValues>();
  const [dirty, setDirty] = useState(false);
  const { latest, target } = data;
  const fresh = target === null;
  const initial: ReviewFormValues = {
    reviewerName: latest.reviewerName ?? '',
    reviewDate: fresh ? undefined : toFormValue(F.reviewDate, latest.reviewDate),
    // A new round after an earlier 文审 starts with no finding: the materials changed since, each group is looked at again.
    items: fresh && latest.id !== null ? BLANK_ITEMS : itemsOf(latest),
    conclusion: latest.conclusion === null || fresh ? '' : String(latest.conclusion),
    opinion: fresh && latest.id !== null ? '' : (latest.opinion ?? ''),
  };
  const items = Form.useWatch('items', form) ?? initial.items;
  const groups = groupsOf(latest);
  const progress = progressOf(groups, items);

  const onSave = async () => {
    let v: ReviewFormValues;
    try {
      v = await form.validateFields();
    } catch {
      return; // the fields say what is wrong
    }
    const body: DocReviewBody = {
      reviewerName: v.reviewerName.trim(),
      reviewDate: dayjs.isDayjs(v.reviewDate) ? v.reviewDate.format(DATE_FORMAT) : String(v.reviewDate),
      items: itemsBody(v.items),
      // No conclusion: the round is saved as a draft.
      conclusion: v.conclusion === undefined || v.conclusion === null || v.conclusion === '' ? null : Number(v.conclusion),
      opinion: (v.opinion ?? '').trim(),
    };
    save.run({ id: target, body }).then(
      () => {
        setDirty(false);
        void message.success(REVIEW_TEXT.saved);
      },
      () => undefined, // the refusal shows above the form
    );
  };

  const columns: TableColumnsType<ItemRow> = [
    { key: 'index', title: REVIEW_TEXT.columns.index, width: 56, align: 'center', render: (_v, r) => r.index + 1 },
    { key: 'group', title: REVIEW_TEXT.columns.group, width: 150, dataIndex: 'label' },
    {
      key: 'conform',
      title: REVIEW_TEXT.columns.conform,
      width: 170,
      render: (_v, r) => {
        const empty = (groups.find((g) => g.groupKey === r.groupKey)?.files ?? 1) === 0;
        return (
          <Flex vertical gap={2}>
            <Form.Item name={['items', r.index, 'conform']} noStyle>
              <Radio.Group
                aria-label={`${r.label} ${ITEM.conform.label}`}
                options={[
                  // A group with nothing filed has nothing that could conform (the server refuses it too).
                  { value: '1', label: codeLabel('conformity', 1), disabled: empty, title: empty ? REVIEW_TEXT.noMaterials : undefined },
                  { value: '0', label: codeLabel('conformity', 0) },
                ]}
              />
            </Form.Item>
            {empty && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {REVIEW_TEXT.noMaterials}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'note',
      title: REVIEW_TEXT.columns.note,
      render: (_v, r) => (
        <Form.Item
          name={['items', r.index, 'note']}
          style={{ marginBottom: 0 }}
          dependencies={[['items', r.index, 'conform']]}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_: unknown, value: unknown) => {
                const text = typeof value === 'string' ? value.trim() : '';
                if (getFieldValue(['items', r.index, 'conform']) === '0' && !text) return Promise.reject(new Error(REVIEW_TEXT.noteNeeded));
                const m = fieldMessage('note', ITEM.note, text, 'create');
                return m ? Promise.reject(new Error(m)) : Promise.resolve();
              },
            }),
          ]}
        >
          <Input aria-label={`${r.label} ${ITEM.note.label}`} placeholder={REVIEW_TEXT.notePlaceholder} maxLength={ITEM.note.max} />
        </Form.Item>
      ),
    },
  ];

  return (
    <Form<ReviewFormValues> form={form} layout="vertical" initialValues={initial} onValuesChange={() => setDirty(true)} className="no-drag" disabled={save.pending}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex align="center" wrap gap={8}>
            <Typography.Text strong>{fresh ? REVIEW_TEXT.newRound : REVIEW_TEXT.latest}</Typography.Text>
            <Typography.Text type="secondary" data-testid="doc-review-findings">
              {REVIEW_TEXT.progress(progress.done, progress.total, progress.bad)}
            </Typography.Text>
          </Flex>
          <Space role="group" aria-label={REVIEW_TEXT.actions} wrap>
            {abilities.report && latest.id !== null && (
              <>
                <FileLink file={latest.report} />
                <Button icon={<FileWordOutlined />} loading={report.pending} disabled={dirty || latest.conclusion === null} title={dirty ? REVIEW_TEXT.reportNeedsSave : latest.conclusion === null ? REVIEW_TEXT.reportNeedsConclusion : undefined} onClick={() => report.run().then(() => void message.success(REVIEW_TEXT.reportDone), () => undefined)}>
                  {latest.report ? REVIEW_TEXT.reportAgain : REVIEW_TEXT.report}
                </Button>
              </>
            )}
            <Button type="primary" icon={<SaveOutlined />} loading={save.pending} onClick={() => void onSave()}>
              {REVIEW_TEXT.save}
            </Button>
          </Space>
        </Flex>
        <Alert type="info" showIcon title={REVIEW_TEXT.hint} />
        {save.error && <Alert type="error" showIcon closable title={save.error} onClose={() => save.reset()} />}
        {report.error && <Alert type="error" showIcon closable title={`${REVIEW_TEXT.reportFailed}：${report.error}`} onClose={() => report.reset()} />}
        <Flex gap={16} wrap>
          <Form.Item name="reviewerName" label={F.reviewerName.label} required rules={[ruleOf('reviewerName', F.reviewerName)]} style={{ minWidth: 220, flex: 1 }}>
            <FieldInput name="reviewerName" field={F.reviewerName} />
          </Form.Item>
          <Form.Item name="reviewDate" label={F.reviewDate.label} required rules={[ruleOf('reviewDate', F.reviewDate)]} style={{ minWidth: 220, flex: 1 }}>
            <FieldInput name="reviewDate" field={F.reviewDate} />
          </Form.Item>
        </Flex>
        <Table<ItemRow> rowKey="groupKey" size="small" bordered pagination={false} columns={columns} dataSource={[...ROWS]} scroll={{ x: 760 }} />
        <Form.Item
          name="conclusion"
          label={F.conclusion.label}
          dependencies={[['items']]}
          rules={[
            ruleOf('conclusion', F.conclusion),
            ({ getFieldValue }) => ({
              validator: (_: unknown, value: unknown) => {
                if (String(value ?? '') !== '1') return Promise.resolve();
                const open = progressOf(groups, (getFieldValue('items') as ReviewFormValues['items'] | undefined) ?? []).open;
                return open.length ? Promise.reject(new Error(REVIEW_TEXT.incomplete(open))) : Promise.resolve();
              },
            }),
          ]}
        >
          <Radio.Group
            aria-label={F.conclusion.label}
            options={[
              { value: '', label: REVIEW_TEXT.noConclusion },
              { value: '1', label: codeLabel('passOpinion', 1) },
              { value: '0', label: codeLabel('passOpinion', 0) },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="opinion"
          label={F.opinion.label}
          dependencies={['conclusion']}
          rules={[
            ruleOf('opinion', F.opinion),
            ({ getFieldValue }) => ({
              validator: (_: unknown, value: unknown) => {
                const concluded = String(getFieldValue('conclusion') ?? '') !== '';
                return concluded && !(typeof value === 'string' && value.trim()) ? Promise.reject(new Error(REVIEW_TEXT.opinionNeeded)) : Promise.resolve();
              },
            }),
          ]}
        >
          <FieldInput name="opinion" field={F.opinion} />
        </Form.Item>
      </Flex>
    </Form>
  );
}

/** The latest round as everyone else reads it. */
function ReviewReadOnly({ data, abilities, report }: Pick<EvalDocReviewViewProps, 'abilities' | 'report'> & { data: ReviewData }) {
  const { message } = App.useApp();
  const { latest } = data;
  if (latest.id === null) return <EmptyState image="simple" description={REVIEW_TEXT.notYet} style={{ padding: '24px 0' }} />;
  const items = itemsOf(latest);
  const groups = groupsOf(latest);
  const progress = progressOf(groups, items);
  const columns: TableColumnsType<ItemRow> = [
    { key: 'index', title: REVIEW_TEXT.columns.index, width: 56, align: 'center', render: (_v, r) => r.index + 1 },
    { key: 'group', title: REVIEW_TEXT.columns.group, width: 150, dataIndex: 'label' },
    { key: 'conform', title: REVIEW_TEXT.columns.conform, width: 110, render: (_v, r) => <ConformTag group={groups.find((g) => g.groupKey === r.groupKey) ?? { files: 1, toReview: true }} conform={latest.items?.find((i) => i.groupKey === r.groupKey)?.conform} /> },
    { key: 'note', title: REVIEW_TEXT.columns.note, render: (_v, r) => <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{items[r.index].note || REVIEW_TEXT.notReviewed}</Typography.Text> },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex align="center" wrap gap={8}>
          <Typography.Text strong>{REVIEW_TEXT.latest}</Typography.Text>
          <Typography.Text type="secondary" data-testid="doc-review-findings">
            {REVIEW_TEXT.progress(progress.done, progress.total, progress.bad)}
          </Typography.Text>
        </Flex>
        {abilities.report && (
          <Space role="group" aria-label={REVIEW_TEXT.actions} className="no-drag" wrap>
            <FileLink file={latest.report} />
            <Button icon={<FileWordOutlined />} loading={report.pending} onClick={() => report.run().then(() => void message.success(REVIEW_TEXT.reportDone), () => undefined)}>
              {latest.report ? REVIEW_TEXT.reportAgain : REVIEW_TEXT.report}
            </Button>
          </Space>
        )}
      </Flex>
      {report.error && <Alert type="error" showIcon closable title={`${REVIEW_TEXT.reportFailed}：${report.error}`} onClose={() => report.reset()} />}
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={F.reviewerName.label}>{latest.reviewerName}</Descriptions.Item>
        <Descriptions.Item label={F.reviewDate.label}>{latest.reviewDate ?? REVIEW_TEXT.notReviewed}</Descriptions.Item>
        <Descriptions.Item label={F.conclusion.label}>
          <ConclusionTag conclusion={latest.conclusion} />
        </Descriptions.Item>
        <Descriptions.Item label={REVIEW_TEXT.columns.report}>
          <FileLink file={latest.report} />
        </Descriptions.Item>
        <Descriptions.Item label={F.opinion.label} span={2}>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{latest.opinion}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Table<ItemRow> rowKey="groupKey" size="small" bordered pagination={false} columns={columns} dataSource={[...ROWS]} scroll={{ x: 600 }} />
    </Flex>
  );
}

/** The rounds before the one shown above. */
function EarlierRounds({ rounds }: { rounds: readonly DocReviewRound[] }) {
  const columns: TableColumnsType<DocReviewRound> = [
    { key: 'date', title: REVIEW_TEXT.columns.date, width: 120, render: (_v, r) => r.reviewDate ?? REVIEW_TEXT.notReviewed },
    { key: 'reviewer', title: REVIEW_TEXT.columns.reviewer, width: 120, dataIndex: 'reviewerName' },
    { key: 'conclusion', title: REVIEW_TEXT.columns.conclusion, width: 100, render: (_v, r) => <ConclusionTag conclusion={r.conclusion} /> },
    {
      key: 'bad',
      title: REVIEW_TEXT.columns.conform,
      width: 160,
      render: (_v, r) => {
        const bad = (r.items ?? []).filter((i) => Number(i.conform) === 0);
        return bad.length ? <Typography.Text type="danger">{bad.map((i) => evalAnnexGroupLabel(i.groupKey)).join('、')}</Typography.Text> : <Typography.Text type="secondary">{REVIEW_TEXT.findings((r.items ?? []).filter((i) => Number(i.conform) === 1).length)}</Typography.Text>;
      },
    },
    { key: 'opinion', title: REVIEW_TEXT.columns.opinion, ellipsis: true, dataIndex: 'opinion' },
    { key: 'report', title: REVIEW_TEXT.columns.report, width: 220, render: (_v, r) => <FileLink file={r.report} /> },
  ];
  return (
    <Flex vertical gap={8} data-testid="doc-review-rounds">
      <Typography.Text strong>{REVIEW_TEXT.rounds}</Typography.Text>
      <Table<DocReviewRound> rowKey={(r) => String(r.id)} size="small" bordered pagination={false} columns={columns} dataSource={[...rounds]} scroll={{ x: 820 }} />
    </Flex>
  );
}

function ReviewBody({ data, abilities, save, report }: Omit<EvalDocReviewViewProps, 'state'> & { data: ReviewData }) {
  const editing = abilities.write;
  // The round shown above: the one being written (a new one has no id yet), else the latest saved.
  const shown = editing ? data.target : data.latest.id;
  const earlier = data.rounds.filter((r) => r.id !== shown);
  const status = codeLabel('evalStatus', data.app.status) || String(data.app.status);
  return (
    <Flex vertical gap={16} data-testid="eval-doc-review">
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong>{data.app.code}</Typography.Text>
        <Tag color={toneOf('evalStatus', data.app.status)} data-testid="eval-doc-review-status" style={{ marginInlineEnd: 0 }}>
          {status}
        </Tag>
      </Flex>
      {editing ? (
        // A saved round (or the report generated) starts the form again from what the server holds.
        <ReviewForm key={`${data.latest.id ?? 'new'}-${data.latest.updateTime ?? ''}-${data.target ?? 'new'}`} data={data} abilities={abilities} save={save} report={report} />
      ) : (
        <ReviewReadOnly data={data} abilities={abilities} report={report} />
      )}
      {earlier.length > 0 && <EarlierRounds rounds={earlier} />}
    </Flex>
  );
}

export function EvalDocReviewView({ state, abilities = NOTHING, ...rest }: EvalDocReviewViewProps) {
  return (
    <RecordStateBody state={state} text={REVIEW_TEXT} rows={8}>
      {(data) => <ReviewBody key={data.app.id} data={data} abilities={abilities} {...rest} />}
    </RecordStateBody>
  );
}
