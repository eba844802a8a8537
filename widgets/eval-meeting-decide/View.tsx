/**
 * A review meeting's decisions (pure): the agenda application by application (code, enterprise,
 * status), each product with the meeting's decision. Management, while an application waits for
 * the meeting (待会议), chooses 通过 / 不通过 per product with a remark (required for 不通过) and
 * saves the changed products together with 保存决定; otherwise the decisions are read as labels.
 */
import { Alert, App, Button, Flex, Input, Radio, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { EvalMeetingAgendaRow, EvalMeetingDecision } from '@/api/evalMeeting';
import { codeLabel } from '@/domain/codes';
import { toneOf } from '@/domain/workflows';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import type { MutationControl } from '@/ui/widget';
import { changedDecisions, decidable, draftOf, groupAgenda, MEETING_TEXT, needsRemark, REMARK_MAX, type AgendaGroup, type DecisionDraft, type DecisionEdits, type MeetingState } from './meeting';

export interface EvalMeetingDecideViewProps {
  state: MeetingState;
  /** The signed-in user is management (who decides, while an application waits for the meeting). */
  manager: boolean;
  /** POST decide with the changed products. */
  decide: MutationControl<readonly EvalMeetingDecision[]>;
}

const PASS_OPTIONS = [
  { label: codeLabel('passOpinion', 1), value: 1 },
  { label: codeLabel('passOpinion', 0), value: 0 },
];

function PassTag({ pass }: { pass: number | null }) {
  if (pass === null) return <Typography.Text type="secondary">{MEETING_TEXT.undecided}</Typography.Text>;
  return (
    <Tag color={pass === 1 ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>
      {codeLabel('passOpinion', pass) || String(pass)}
    </Tag>
  );
}

interface GroupProps {
  group: AgendaGroup;
  manager: boolean;
  editable: boolean;
  edits: DecisionEdits;
  disabled: boolean;
  onEdit: (rowId: string, patch: Partial<DecisionDraft>) => void;
}

function ApplicationDecisions({ group, manager, editable, edits, disabled, onEdit }: GroupProps) {
  const decided = group.rows.filter((r) => r.pass !== null).length;
  const status = codeLabel('evalStatus', group.status) || String(group.status);
  const columns: TableColumnsType<EvalMeetingAgendaRow> = [
    { key: 'product', title: MEETING_TEXT.columns.product, dataIndex: 'productName', width: 220 },
    {
      key: 'pass',
      title: MEETING_TEXT.columns.pass,
      width: 190,
      render: (_v, r) =>
        editable ? (
          <Radio.Group
            className="no-drag"
            aria-label={`${r.productName} ${MEETING_TEXT.columns.pass}`}
            value={draftOf(r, edits).pass}
            disabled={disabled}
            options={PASS_OPTIONS}
            onChange={(e) => onEdit(r.id, { pass: e.target.value as number })}
          />
        ) : (
          <PassTag pass={r.pass} />
        ),
    },
    {
      key: 'remark',
      title: MEETING_TEXT.columns.remark,
      render: (_v, r) => {
        if (!editable) return r.remark ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.remark}</Typography.Text> : <Typography.Text type="secondary">—</Typography.Text>;
        const d = draftOf(r, edits);
        const missing = needsRemark(d);
        return (
          <Flex vertical gap={2} className="no-drag">
            <Input.TextArea
              aria-label={`${r.productName} ${MEETING_TEXT.columns.remark}`}
              aria-required={d.pass === 0}
              aria-invalid={missing}
              status={missing ? 'error' : undefined}
              placeholder={MEETING_TEXT.remarkPlaceholder(d.pass === 0)}
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={REMARK_MAX}
              value={d.remark}
              disabled={disabled}
              onChange={(e) => onEdit(r.id, { remark: e.target.value })}
            />
            {missing && <Typography.Text type="danger">{MEETING_TEXT.remarkRequired}</Typography.Text>}
          </Flex>
        );
      },
    },
  ];
  return (
    <section aria-label={group.code} data-testid={`meeting-application-${group.evalId}`}>
      <Flex align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>{group.code}</Typography.Text>
        <Typography.Text>{group.orgName ?? ''}</Typography.Text>
        <Tag color={toneOf('evalStatus', group.status)} style={{ marginInlineEnd: 0 }}>
          {status}
        </Tag>
        <Typography.Text type="secondary">{MEETING_TEXT.summary(decided, group.rows.length)}</Typography.Text>
        {manager && !editable && <Typography.Text type="secondary">{MEETING_TEXT.notDecidable(status)}</Typography.Text>}
      </Flex>
      <Table<EvalMeetingAgendaRow> rowKey="id" size="small" bordered pagination={false} columns={columns} dataSource={[...group.rows]} />
    </section>
  );
}

function AgendaBody({ rows, manager, decide }: { rows: readonly EvalMeetingAgendaRow[]; manager: boolean; decide: EvalMeetingDecideViewProps['decide'] }) {
  const { message } = App.useApp();
  const [edits, setEdits] = useState<DecisionEdits>({});
  const groups = groupAgenda(rows);
  const editableIds = new Set(groups.filter((g) => decidable(manager, g.status)).map((g) => g.evalId));
  const editableRows = rows.filter((r) => editableIds.has(r.evalId));
  const changed = changedDecisions(editableRows, edits);
  const missing = editableRows.filter((r) => edits[r.id] && needsRemark(draftOf(r, edits))).length;
  const onEdit = (rowId: string, patch: Partial<DecisionDraft>) => setEdits((e) => ({ ...e, [rowId]: { ...e[rowId], ...patch } }));
  const save = () =>
    decide.run(changed).then(
      () => {
        setEdits({});
        void message.success(MEETING_TEXT.saved);
      },
      () => undefined, // the refusal shows above the agenda
    );

  return (
    <Flex vertical gap={12} data-testid="eval-meeting-decide">
      {editableIds.size > 0 && (
        <Flex justify="space-between" align="center" wrap gap={8}>
            <Alert type="info" showIcon title={MEETING_TEXT.hint} style={{ flex: 1, minWidth: 280 }} />
            <Space role="group" aria-label={MEETING_TEXT.actions} className="no-drag" wrap>
              {missing > 0 && <Typography.Text type="danger">{MEETING_TEXT.remarkMissing(missing)}</Typography.Text>}
              {changed.length > 0 && <Typography.Text type="warning">{MEETING_TEXT.changed(changed.length)}</Typography.Text>}
              <Button onClick={() => setEdits({})} disabled={!Object.keys(edits).length || decide.pending}>
                {MEETING_TEXT.undo}
              </Button>
              <Button type="primary" onClick={save} disabled={!changed.length || missing > 0} loading={decide.pending}>
                {MEETING_TEXT.save}
              </Button>
            </Space>
        </Flex>
      )}
      {decide.error && <Alert type="error" showIcon closable title={decide.error} onClose={() => decide.reset()} />}
      {groups.map((g) => (
        <ApplicationDecisions key={g.evalId} group={g} manager={manager} editable={editableIds.has(g.evalId)} edits={edits} disabled={decide.pending} onEdit={onEdit} />
      ))}
    </Flex>
  );
}

export function EvalMeetingDecideView({ state, manager, decide }: EvalMeetingDecideViewProps) {
  return (
    <RecordStateBody state={state} text={MEETING_TEXT} rows={6} isEmpty={(rows) => rows.length === 0} emptyText={MEETING_TEXT.empty}>
      {(rows) => <AgendaBody rows={rows} manager={manager} decide={decide} />}
    </RecordStateBody>
  );
}
