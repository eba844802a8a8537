/**
 * The annex document form of an evaluation application (pure): the 31 groups of the spec in a
 * table, each with its files (links, or the upload control where the enterprise files them now),
 * the completeness mark (是否有问题), the institution's remarks and question flags (editable by the
 * assigned institution during 完整性初评 and 文审, saved together with 保存完整性标记), and the tip to
 * the enterprise (填写提示, a dialog). A summary above says how many groups are filed, which required
 * ones are missing and how many have problems; 打包下载 gives the institution and management the
 * materials as a zip. What the user may do comes in as `abilities` (the server decides; the page
 * only leaves out what would be refused).
 */
import { Alert, App, Button, Flex, Input, Modal, Radio, Segmented, Space, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { memo, useCallback, useState } from 'react';
import { codeLabel } from '@/domain/codes';
import {
  EVAL_ANNEX_LABEL,
  EVAL_ANNEX_LIMITS,
  EVAL_ANNEX_PROBLEM,
  EVAL_ANNEX_PROBLEM_LABEL,
  EVAL_ANNEX_QUESTIONS,
  type EvalAnnexForm,
  type EvalAnnexGroup,
  type EvalAnnexGroupKey,
  type EvalAnnexMark,
} from '@/domain/resources/evaluation';
import { toneOf } from '@/domain/workflows';
import { EmptyState } from '@/ui/EmptyState';
import { CheckboxGroup } from '@/ui/inputs/CheckboxGroup';
import { FileUpload } from '@/ui/inputs/upload/FileUpload';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import type { MutationControl } from '@/ui/widget';
import { ANNEX_TEXT, ANNEX_UPLOAD_MB, ANNEX_UPLOAD_TYPE, changedMarks, filterGroups, markOf, marksShown, problemShown, summaryOf, type AnnexFilter, type AnnexState, type MarkDraft, type MarkEdits } from './annex';

/** What the signed-in user may do on this application now (evalAnnexAbilities). */
export interface EvalAnnexAbilities {
  readonly file: boolean;
  readonly mark: boolean;
  readonly pack: boolean;
}

export interface EvalAnnexViewProps {
  state: AnnexState;
  abilities: EvalAnnexAbilities;
  /** upd_annex: the whole list of a group's files. */
  file: MutationControl<{ groupKey: EvalAnnexGroupKey; annexIds: string }>;
  /** upProblem: the changed groups' marks. */
  mark: MutationControl<readonly EvalAnnexMark[]>;
  /** upTips: an empty text clears the tip. */
  tip: MutationControl<{ groupKey: EvalAnnexGroupKey; tips: string }>;
  /** packCatalogueZipByEvalId, saved as a download. */
  pack: MutationControl<void>;
  /** Uploads one file (the enterprise's uploads before they are filed in a group). */
  upload: (file: File) => Promise<UploadedFile>;
}

const NOTHING: EvalAnnexAbilities = { file: false, mark: false, pack: false };

function FileLinks({ group }: { group: EvalAnnexGroup }) {
  if (!group.files.length) return <Typography.Text type="secondary">{ANNEX_TEXT.noFiles}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {group.files.map((f) => (
        <Typography.Link key={f.id} href={f.url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
          {f.name}
        </Typography.Link>
      ))}
    </Flex>
  );
}

function ProblemTag({ problem }: { problem: number }) {
  const found = problem === EVAL_ANNEX_PROBLEM.found;
  return (
    <Tag color={found ? 'error' : 'success'} style={{ marginInlineEnd: 0 }}>
      {EVAL_ANNEX_PROBLEM_LABEL[problem] ?? String(problem)}
    </Tag>
  );
}

/** The remarks and question flags as people read them. */
function Remarks({ group }: { group: EvalAnnexGroup }) {
  const flagged = EVAL_ANNEX_QUESTIONS.filter((q) => group.questions[q.key]);
  const lines = (['remark', 'otherRemark', 'moreRemark'] as const).filter((k) => group[k]);
  if (!flagged.length && !lines.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {flagged.length > 0 && (
        <span>
          {flagged.map((q) => (
            <Tag key={q.key} color="warning">
              {q.label}
            </Tag>
          ))}
        </span>
      )}
      {lines.map((k) => (
        <Typography.Text key={k} style={{ whiteSpace: 'pre-wrap' }}>
          {k === 'remark' ? group[k] : `${EVAL_ANNEX_LABEL[k]}：${group[k]}`}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** Changes one group's marks on the page (stable, so a row whose marks did not change does not render again). */
type OnEdit = (key: EvalAnnexGroupKey, patch: Partial<MarkDraft>) => void;
interface MarkCellProps {
  readonly group: EvalAnnexGroup;
  /** The group's unsaved changes (the same object while they stay the same). */
  readonly edit: Partial<MarkDraft> | undefined;
  readonly onEdit: OnEdit;
  readonly disabled: boolean;
}

/** The institution's 是否有问题 of one group. */
const ProblemEditor = memo(function ProblemEditor({ group, edit, onEdit, disabled }: MarkCellProps) {
  return (
    <Radio.Group
      className="no-drag"
      aria-label={`${group.label} ${EVAL_ANNEX_LABEL.problem}`}
      value={problemShown(group, edit)}
      disabled={disabled}
      onChange={(e) => onEdit(group.groupKey, { problem: e.target.value as number })}
      options={[
        { label: EVAL_ANNEX_PROBLEM_LABEL[EVAL_ANNEX_PROBLEM.none], value: EVAL_ANNEX_PROBLEM.none },
        { label: EVAL_ANNEX_PROBLEM_LABEL[EVAL_ANNEX_PROBLEM.found], value: EVAL_ANNEX_PROBLEM.found },
      ]}
    />
  );
});

/** The institution's editors of one group's remarks and flags. */
const RemarkEditors = memo(function RemarkEditors({ group, edit, onEdit, disabled }: MarkCellProps) {
  const draft: MarkDraft = { ...markOf(group), ...edit };
  const onChange = (patch: Partial<MarkDraft>) => onEdit(group.groupKey, patch);
  const checked = EVAL_ANNEX_QUESTIONS.filter((q) => draft.questions?.[q.key]).map((q) => q.key as string);
  const text = (k: 'remark' | 'otherRemark' | 'moreRemark') => ({
    'aria-label': `${group.label} ${EVAL_ANNEX_LABEL[k]}`,
    placeholder: EVAL_ANNEX_LABEL[k],
    maxLength: EVAL_ANNEX_LIMITS.remark,
    value: draft[k] ?? '',
    disabled,
    onChange: (e: { target: { value: string } }) => onChange({ [k]: e.target.value }),
  });
  return (
    <Flex vertical gap={4} className="no-drag">
      <CheckboxGroup
        aria-label={`${group.label} ${EVAL_ANNEX_LABEL.questions}`}
        options={EVAL_ANNEX_QUESTIONS.map((q) => ({ label: q.label, value: q.key as string }))}
        value={checked}
        disabled={disabled}
        onChange={(keys) => onChange({ questions: Object.fromEntries(keys.map((k) => [k, true])) })}
      />
      <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} {...text('remark')} />
      <Input {...text('otherRemark')} />
      <Input {...text('moreRemark')} />
    </Flex>
  );
});

function TipDialog({ group, tip, onClose }: { group: EvalAnnexGroup | null; tip: EvalAnnexViewProps['tip']; onClose: (saved: boolean) => void }) {
  const [text, setText] = useState(group?.tips ?? '');
  const [prev, setPrev] = useState(group);
  // A dialog opened for another group starts from that group's tip.
  if (prev !== group) {
    setPrev(group);
    setText(group?.tips ?? '');
  }
  return (
    <Modal
      open={group !== null}
      title={group ? ANNEX_TEXT.tipTitle(group.label) : ''}
      okText={ANNEX_TEXT.ok}
      cancelText={ANNEX_TEXT.cancel}
      confirmLoading={tip.pending}
      onOk={() => {
        if (!group) return;
        tip.run({ groupKey: group.groupKey, tips: text.trim() }).then(
          () => onClose(true),
          () => undefined, // the refusal shows in the dialog
        );
      }}
      onCancel={() => onClose(false)}
      afterClose={() => tip.reset()}
      destroyOnHidden
      className="no-drag"
    >
      <Flex vertical gap={8}>
        {tip.error && <Alert type="error" showIcon title={tip.error} />}
        <Input.TextArea
          aria-label={EVAL_ANNEX_LABEL.tips}
          placeholder={ANNEX_TEXT.tipPlaceholder}
          autoSize={{ minRows: 4, maxRows: 10 }}
          maxLength={EVAL_ANNEX_LIMITS.tips}
          showCount
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Flex>
    </Modal>
  );
}

function AnnexBody({ form, abilities, file, mark, tip, pack, upload }: Omit<EvalAnnexViewProps, 'state'> & { form: EvalAnnexForm }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<AnnexFilter>('all');
  const [edits, setEdits] = useState<MarkEdits>({});
  /** A group's files while its filing is on the way (the upload list shows them at once). */
  const [filing, setFiling] = useState<Partial<Record<EvalAnnexGroupKey, UploadedFile[]>>>({});
  const [tipFor, setTipFor] = useState<EvalAnnexGroup | null>(null);

  const summary = summaryOf(form);
  const changed = abilities.mark ? changedMarks(form.groups, edits) : [];
  const showMarks = abilities.mark || marksShown(form.status);
  const statusText = codeLabel('evalStatus', form.status) || String(form.status);
  const onEdit = useCallback<OnEdit>((key, patch) => setEdits((e) => ({ ...e, [key]: { ...e[key], ...patch } })), []);

  const fileGroup = (g: EvalAnnexGroup, next: UploadedFile[]) => {
    setFiling((f) => ({ ...f, [g.groupKey]: next }));
    file
      .run({ groupKey: g.groupKey, annexIds: next.map((f) => String(f.id)).join(',') })
      .then(
        () => void message.success(ANNEX_TEXT.filedOk),
        (e: unknown) => void message.error(e instanceof Error && e.message ? e.message : ANNEX_TEXT.fileFailed),
      )
      // The list follows the form again (the saved files, or the old ones after a refusal), unless a newer filing took over.
      .finally(() =>
        setFiling((f) => {
          if (f[g.groupKey] !== next) return f;
          const rest = { ...f };
          delete rest[g.groupKey];
          return rest;
        }),
      );
  };

  const saveMarks = () =>
    mark.run(changed).then(
      () => {
        setEdits({});
        void message.success(ANNEX_TEXT.marksSaved);
      },
      () => undefined, // the refusal shows above the table
    );

  const counts: Record<AnnexFilter, number> = {
    all: form.groups.length,
    filed: summary.filed,
    empty: form.groups.length - summary.filed,
    unmarked: summary.unmarked.length,
    problem: summary.problems,
  };

  const columns: TableColumnsType<EvalAnnexGroup> = [
    { key: 'index', title: ANNEX_TEXT.columns.index, width: 56, align: 'center', render: (_v, g) => form.groups.indexOf(g) + 1 },
    {
      key: 'group',
      title: ANNEX_TEXT.columns.group,
      width: 150,
      render: (_v, g) => (
        <span>
          {g.required && (
            <span title={ANNEX_TEXT.required} aria-label={ANNEX_TEXT.required} style={{ color: token.colorError, marginInlineEnd: 4 }}>
              *
            </span>
          )}
          {g.label}
        </span>
      ),
    },
    {
      key: 'files',
      title: ANNEX_TEXT.columns.files,
      width: 280,
      render: (_v, g) =>
        abilities.file ? (
          <div className="no-drag" aria-label={`${g.label} ${ANNEX_TEXT.columns.files}`}>
            <FileUpload
              value={filing[g.groupKey] ?? g.files}
              onChange={(next) => fileGroup(g, next)}
              upload={upload}
              type={ANNEX_UPLOAD_TYPE}
              maxMb={ANNEX_UPLOAD_MB}
              maxCount={EVAL_ANNEX_LIMITS.files}
              showTip={false}
            />
          </div>
        ) : (
          <FileLinks group={g} />
        ),
    },
    {
      key: 'problem',
      title: ANNEX_TEXT.columns.problem,
      width: 150,
      render: (_v, g) =>
        abilities.mark ? (
          <ProblemEditor group={g} edit={edits[g.groupKey]} onEdit={onEdit} disabled={mark.pending} />
        ) : showMarks && g.marked ? (
          <ProblemTag problem={g.problem} />
        ) : (
          <Typography.Text type="secondary">{ANNEX_TEXT.notReviewed}</Typography.Text>
        ),
    },
    {
      key: 'remarks',
      title: ANNEX_TEXT.columns.remarks,
      width: 300,
      render: (_v, g) => (abilities.mark ? <RemarkEditors group={g} edit={edits[g.groupKey]} onEdit={onEdit} disabled={mark.pending} /> : <Remarks group={g} />),
    },
    {
      key: 'tips',
      title: ANNEX_TEXT.columns.tips,
      width: 220,
      render: (_v, g) => (
        <Flex vertical gap={2} align="flex-start">
          {g.tips ? (
            <Typography.Text type="warning" style={{ whiteSpace: 'pre-wrap' }}>
              {g.tips}
            </Typography.Text>
          ) : (
            !abilities.mark && <Typography.Text type="secondary">—</Typography.Text>
          )}
          {abilities.mark && (
            <Button size="small" type="link" className="no-drag" style={{ padding: 0 }} aria-label={`${g.label} ${g.tips ? ANNEX_TEXT.editTip : ANNEX_TEXT.writeTip}`} onClick={() => setTipFor(g)}>
              {g.tips ? ANNEX_TEXT.editTip : ANNEX_TEXT.writeTip}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="eval-annex">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex align="center" wrap gap={8} style={{ minWidth: 0 }}>
          <Typography.Text strong>{form.code}</Typography.Text>
          <Tag color={toneOf('evalStatus', form.status)} data-testid="eval-annex-status" style={{ marginInlineEnd: 0 }}>
            {statusText}
          </Tag>
          <Typography.Text type="secondary" data-testid="eval-annex-summary">
            {ANNEX_TEXT.filed(summary.filed, summary.total)}
          </Typography.Text>
          {summary.missing.length ? <Tag color="warning">{ANNEX_TEXT.missing(summary.missing)}</Tag> : <Tag color="success">{ANNEX_TEXT.allRequired}</Tag>}
          {showMarks && (
            <Typography.Text type="secondary" data-testid="eval-annex-marked">
              {ANNEX_TEXT.marked(summary.marked, summary.toReview)}
            </Typography.Text>
          )}
          {abilities.mark && (summary.unmarked.length ? <Tag color="warning">{ANNEX_TEXT.unmarked(summary.unmarked)}</Tag> : <Tag color="success">{ANNEX_TEXT.allMarked}</Tag>)}
          {showMarks && summary.problems > 0 && <Tag color="error">{ANNEX_TEXT.problems(summary.problems)}</Tag>}
        </Flex>
        {(abilities.mark || abilities.pack) && (
          <Space role="group" aria-label={ANNEX_TEXT.actions} className="no-drag" wrap>
            {abilities.mark && (
              <>
                {changed.length > 0 && <Typography.Text type="warning">{ANNEX_TEXT.changedMarks(changed.length)}</Typography.Text>}
                <Button onClick={() => setEdits({})} disabled={!changed.length || mark.pending}>
                  {ANNEX_TEXT.undoMarks}
                </Button>
                <Button type="primary" onClick={saveMarks} disabled={!changed.length} loading={mark.pending}>
                  {ANNEX_TEXT.saveMarks}
                </Button>
              </>
            )}
            {abilities.pack && (
              <Button icon={<DownloadOutlined />} loading={pack.pending} onClick={() => pack.run().then(undefined, () => undefined)}>
                {ANNEX_TEXT.pack}
              </Button>
            )}
          </Space>
        )}
      </Flex>
      {abilities.file && <Alert type="info" showIcon title={ANNEX_TEXT.fileHint} />}
      {abilities.file && summary.tips > 0 && <Alert type="warning" showIcon title={ANNEX_TEXT.tipsForYou(summary.tips)} />}
      {abilities.mark && <Alert type="info" showIcon title={ANNEX_TEXT.markHint} />}
      {mark.error && <Alert type="error" showIcon closable title={mark.error} onClose={() => mark.reset()} />}
      {pack.error && <Alert type="error" showIcon closable title={`${ANNEX_TEXT.packFailed}：${pack.error}`} onClose={() => pack.reset()} />}
      <Segmented<AnnexFilter>
        aria-label={ANNEX_TEXT.filterLabel}
        className="no-drag"
        value={filter}
        onChange={setFilter}
        options={(Object.keys(ANNEX_TEXT.filters) as AnnexFilter[]).map((k) => ({ value: k, label: `${ANNEX_TEXT.filters[k]} ${counts[k]}` }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Table<EvalAnnexGroup>
        rowKey="groupKey"
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={filterGroups(form.groups, filter)}
        scroll={{ x: 1150 }}
        locale={{ emptyText: <EmptyState image="simple" /> }}
      />
      {abilities.mark && (
        <TipDialog
          group={tipFor}
          tip={tip}
          onClose={(saved) => {
            if (saved) void message.success(ANNEX_TEXT.tipSaved);
            setTipFor(null);
          }}
        />
      )}
    </Flex>
  );
}

export function EvalAnnexView({ state, abilities = NOTHING, ...rest }: EvalAnnexViewProps) {
  return (
    <RecordStateBody state={state} text={ANNEX_TEXT} rows={8}>
      {(form) => <AnnexBody key={form.evalId} form={form} abilities={abilities} {...rest} />}
    </RecordStateBody>
  );
}
