/**
 * The record page (pure): a header with the record's key facts, its status as a coloured tag and
 * the moves the user may make now; the steps bar of the flow's main path; the sections (the
 * record's fields as descriptions with people's labels, pictures as thumbnails, child tables);
 * and the history timeline. Each move opens its drawer (ActionDrawer). Wide boxes put the history
 * beside the sections; narrow ones (a phone, a narrow grid cell) stack everything.
 */
import { Alert, Button, Descriptions, Flex, Image, Skeleton, Space, Steps, Table, Tag, Typography, message, theme } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Row } from '@/api/resource';
import type { FlowAction, MoveResult, RecordFlow } from '@/api/workflow';
import { codeLabel } from '@/domain/codes';
import { fileTokens, type FieldDef, type ResourceDef } from '@/domain/resource';
import type { ResourceEntry } from '@/domain/resources';
import type { WorkflowDef } from '@/domain/workflows/engine';
import { SCROLL_REGION_ATTR } from '@/ui/a11yPatches';
import { useCellLookups, type CellLookups } from '@/ui/resource/cellLookups';
import { columnFields, displayValue } from '@/ui/resource/fields';
import { tokenFile } from '@/ui/resource/FileFieldInput';
import { NO_LOOKUPS, ResourceLookupsProvider, useResourceLookups, type ResourceLookups } from '@/ui/resource/lookups';
import { renderCell } from '@/ui/resource/ResourceTable';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import { ActionDrawer } from './ActionDrawer';
import { HistoryTimeline } from './HistoryTimeline';
import { annexTokens, flowSteps, formatTime, headerFieldsOf, RECORD_TEXT, statusTone, type FlowStep, type Section } from './record';
import type { MoveControl, RecordState } from './useData';

export interface RecordViewProps {
  entry: ResourceEntry;
  flow: WorkflowDef | null;
  /** Key facts of the header (empty: the registry's, else the first required fields). */
  headerFields?: readonly string[];
  sections: readonly Section[];
  record: RecordState;
  /** The record's place in its flow; null without a flow. */
  flowState: WidgetData<RecordFlow> | null;
  /** Child table key -> its rows. */
  childRows?: Readonly<Record<string, WidgetData<Row[]>>>;
  lookups?: ResourceLookups;
  move: MoveControl;
  /**
   * Opens the place where a step's work is done: the card on this page when it has one (by the
   * flow's work key), else the page (a route with `?id=`).
   */
  onOpenWork?: (page: string | null, work: string | null) => void;
  /** Scroll the record to the top of the view once it is shown (it was opened by a link to it). */
  bringIntoView?: boolean;
}

/** From this width (px) the history stands beside the sections and descriptions take two columns. */
const WIDE_PX = 880;
const TWO_COLUMNS_PX = 560;
const THUMB_PX = 72;

/** The width of an element, followed as it resizes (0 until measured). */
function useBoxWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Whole pixels: sub-pixel jitter would re-render for nothing.
    setWidth(Math.round(el.getBoundingClientRect().width));
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([e]) => setWidth(Math.round(e.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const ROW_KEY = '__rowKey';
const NO_CHILDREN: Readonly<Record<string, WidgetData<Row[]>>> = {};
const NO_HEADER: readonly string[] = [];

/** A definition holding just these fields, each shown as a column: what the cell lookups plan from. */
function shownDef(def: ResourceDef, names: readonly string[]): ResourceDef {
  return { ...def, fields: Object.fromEntries(names.map((n) => [n, { ...def.fields[n], column: {} }])) };
}

/** One field's value as a reader sees it: labels for codes and refs, thumbnails for pictures, links for files. */
function FieldValue({ name, field, row, lookups }: { name: string; field: FieldDef; row: Row; lookups: CellLookups }) {
  const value = row[name];
  if (field.type === 'image') {
    const byUrl = field.upload?.store === 'url';
    const files = fileTokens(value).map((t) => (!byUrl && lookups.files[t]) || tokenFile(t, byUrl));
    if (!files.length) return <Typography.Text type="secondary">{RECORD_TEXT.empty}</Typography.Text>;
    return (
      <Image.PreviewGroup>
        <Space size={8} wrap>
          {files.map((f) => (
            <Image key={f.id} src={f.url} alt={`${field.label} ${f.name}`} width={THUMB_PX} height={THUMB_PX} style={{ objectFit: 'cover', borderRadius: 4 }} />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  }
  if (field.type === 'rows' && field.rows) return Array.isArray(value) && value.length ? <ChildTable def={field.rows} rows={value as Row[]} /> : <Typography.Text type="secondary">{RECORD_TEXT.empty}</Typography.Text>;
  // As a list cell shows it (labels, status tags, file links), only an empty value reads as —.
  const shown = value === null || value === undefined || value === '' ? '' : renderCell(name, field, value, row, lookups);
  return shown === '' || shown === null ? <Typography.Text type="secondary">{RECORD_TEXT.empty}</Typography.Text> : <>{shown}</>;
}

/** A main path longer than this reads as dots with their titles under them, scrolled sideways in a narrow box. */
const LONG_PATH = 8;
/** The width a step of a long path needs for its title (two or three lines of a long label) and its time. */
const LONG_STEP_PX = 96;

/** The steps bar: upright in a narrow box; a long path (the evaluation's sixteen steps) as dots that scroll, the current one in view. */
function FlowStepsBar({ steps, width }: { steps: { steps: FlowStep[]; current: number }; width: number }) {
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const upright = width > 0 && width < TWO_COLUMNS_PX;
  const long = !upright && steps.steps.length > LONG_PATH;
  const current = steps.current;
  useEffect(() => {
    const el = scroller.current;
    if (!el || !long) return;
    el.scrollLeft = Math.max(0, (current + 0.5) * LONG_STEP_PX - el.clientWidth / 2);
  }, [long, current, width]);
  const bar = (
    <Steps
      aria-label={RECORD_TEXT.steps}
      size="small"
      current={steps.current}
      responsive={false}
      type={long ? 'dot' : undefined}
      titlePlacement={long ? 'vertical' : undefined}
      orientation={upright ? 'vertical' : 'horizontal'}
      style={long ? { minWidth: steps.steps.length * LONG_STEP_PX } : undefined}
      items={steps.steps.map((s) => ({
        title: s.title,
        status: s.status,
        content: (s.note || s.at) && (
          <span style={{ fontSize: token.fontSizeSM }}>
            {s.note && <Typography.Text type="danger">{s.note}</Typography.Text>}
            {s.note && s.at ? ' ' : ''}
            {s.at && <Typography.Text type="secondary">{formatTime(s.at)}</Typography.Text>}
          </span>
        ),
      }))}
    />
  );
  return long ? (
    <div ref={scroller} data-testid="record-steps-scroll" {...{ [SCROLL_REGION_ATTR]: '流程步骤' }} style={{ overflowX: 'auto', paddingBottom: 4 }}>
      {bar}
    </div>
  ) : (
    bar
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <h3 style={{ margin: '0 0 12px', fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>{children}</h3>;
}

/** A child table as a list shows its rows: the list columns, labels for codes and references, status tags, file links. */
function ChildTable({ def, rows }: { def: ResourceDef; rows: readonly Row[] }) {
  const lookups = useCellLookups(def, rows);
  return (
    <Table<Row>
      size="small"
      bordered
      pagination={false}
      rowKey={ROW_KEY}
      scroll={{ x: 'max-content' }}
      // Child rows need not carry an id: their position keys them.
      dataSource={rows.map((r, i) => ({ ...r, [ROW_KEY]: String(r.id ?? i) }))}
      columns={columnFields(def).map(([name, f]) => ({ key: name, dataIndex: name, title: f.label, render: (v: unknown, row: Row) => renderCell(name, f, v, row, lookups) }))}
    />
  );
}

function ChildRows({ def, state }: { def: ResourceDef; state: WidgetData<Row[]> }) {
  return (
    <WidgetBody state={state} rows={2}>
      {(rows) => <ChildTable def={def} rows={rows} />}
    </WidgetBody>
  );
}

/** The names of the flow log's attachments, looked up once per history. */
function useAnnexNames(history: readonly { annexIds: string | null }[] | undefined): Readonly<Record<string, string>> {
  const lookups = useResourceLookups();
  const key = (history ?? []).flatMap((h) => annexTokens(h)).join(',');
  const [names, setNames] = useState<{ key: string; names: Record<string, string> }>({ key: '', names: {} });
  useEffect(() => {
    if (!key) return;
    let live = true;
    lookups.files(key.split(',')).then(
      (files) => live && setNames({ key, names: Object.fromEntries(files.map((f) => [String(f.id), f.name])) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key, lookups]);
  return names.key === key ? names.names : {};
}

interface RecordBodyProps extends Omit<RecordViewProps, 'record' | 'lookups'> {
  row: Row;
}

/** The actions that cannot be made yet, each with what it still needs and a way to that work. */
function BlockedActions({ actions, onOpenWork }: { actions: readonly FlowAction[]; onOpenWork?: RecordViewProps['onOpenWork'] }) {
  const blocked = actions.filter((a) => a.blockedBy.length > 0);
  if (!blocked.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="record-blocked"
      title={RECORD_TEXT.blocked}
      description={
        <Flex vertical gap={4}>
          {blocked.map((a) => (
            <div key={a.action} id={`blocked-${a.action}`}>
              <Typography.Text strong>{RECORD_TEXT.blockedBy(a.label)}</Typography.Text>
              <ul style={{ margin: '2px 0 0', paddingInlineStart: 20 }}>
                {a.blockedBy.map((b, i) => (
                  <li key={i}>
                    {b.text}
                    {b.page ? (
                      <Button type="link" size="small" onClick={() => onOpenWork?.(b.page, b.work)}>
                        {RECORD_TEXT.goToWork}
                      </Button>
                    ) : (
                      <Typography.Text type="secondary">（{RECORD_TEXT.notYours}）</Typography.Text>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Flex>
      }
    />
  );
}

/** The step's work open to this person now: what is done, what is left, and a way to each. */
function StepWork({ work, onOpenWork }: { work: RecordFlow['work']; onOpenWork?: RecordViewProps['onOpenWork'] }) {
  const { token } = theme.useToken();
  if (!work.length) return null;
  return (
    <section aria-label={RECORD_TEXT.work} data-testid="record-work">
      <SectionTitle>{RECORD_TEXT.work}</SectionTitle>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
        {work.map((w, i) => (
          <li key={w.key} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '6px 12px', borderTop: i ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
            <Space>
              {w.done ? <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden /> : <ClockCircleOutlined style={{ color: token.colorWarning }} aria-hidden />}
              <span>{w.label}</span>
              <Typography.Text type={w.done ? 'success' : 'warning'}>{w.done ? RECORD_TEXT.workDone : RECORD_TEXT.workOpen}</Typography.Text>
            </Space>
            <Button type="link" size="small" aria-label={RECORD_TEXT.openWork(w.label)} onClick={() => onOpenWork?.(w.page, w.key)}>
              {RECORD_TEXT.goToWork}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecordBody({ entry, flow, headerFields = NO_HEADER, sections, row, flowState, childRows = NO_CHILDREN, move, onOpenWork, bringIntoView }: RecordBodyProps) {
  const def = entry.def;
  const { token } = theme.useToken();
  const [box, width] = useBoxWidth();
  // Once per record (the body is keyed by it).
  useEffect(() => {
    if (bringIntoView) box.current?.scrollIntoView?.({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [toast, toastHolder] = message.useMessage();
  const [acting, setActing] = useState<FlowAction | null>(null);
  const wide = width >= WIDE_PX;
  const header = headerFieldsOf(entry, headerFields);
  const [headingField, ...facts] = header;
  // Keyed by the names, not by array identity: a new plan each render would look the files up again and again.
  const shownKey = [...new Set([...header, ...sections.flatMap((s) => (s.kind === 'fields' ? s.fields.map(([n]) => n) : []))])].join(',');
  const lookupDef = useMemo(() => shownDef(def, shownKey ? shownKey.split(',') : []), [def, shownKey]);
  const rows = useMemo(() => [row], [row]);
  const cellLookups = useCellLookups(lookupDef, rows);
  const flowData = flowState?.status === 'success' ? flowState.data : null;
  const annexNames = useAnnexNames(flowData?.history);
  const heading = headingField ? displayValue(def.fields[headingField], row[headingField]) || `${def.title} ${String(row.id ?? '')}` : `${def.title} ${String(row.id ?? '')}`;

  const statusTag =
    flow && flowState ? (
      flowData ? (
        <Tag color={statusTone(flow, flowData.status)} data-testid="record-status" style={{ marginInlineEnd: 0 }}>
          {codeLabel(flow.statusCodes, flowData.status)}
        </Tag>
      ) : flowState.status === 'loading' ? (
        <Skeleton.Button active size="small" style={{ width: 64 }} />
      ) : null
    ) : null;

  const steps = flow && flowData ? flowSteps(flow, flowData.status, flowData.history) : null;

  const history = (
    <section aria-label={RECORD_TEXT.history}>
      <SectionTitle>{RECORD_TEXT.history}</SectionTitle>
      {flow && flowState && (
        <WidgetBody state={flowState} rows={4}>
          {(d) => <HistoryTimeline flow={flow} history={d.history} fileNames={annexNames} />}
        </WidgetBody>
      )}
    </section>
  );

  return (
    <div ref={box} data-testid="record-view" data-wide={wide || undefined} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {toastHolder}
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Flex vertical gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Flex align="center" wrap gap={8}>
            <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, wordBreak: 'break-word' }}>{heading}</h2>
            {statusTag}
          </Flex>
          {facts.length > 0 && (
            <Flex wrap gap="4px 24px" data-testid="record-facts">
              {facts.map((name) => (
                <span key={name}>
                  <Typography.Text type="secondary">{def.fields[name].label}：</Typography.Text>
                  <FieldValue name={name} field={def.fields[name]} row={row} lookups={cellLookups} />
                </span>
              ))}
            </Flex>
          )}
        </Flex>
        {flowData && flowData.actions.length > 0 && (
          <div role="group" aria-label={RECORD_TEXT.actions}>
            <Space wrap>
              {flowData.actions.map((a, i) => {
                const blocked = a.blockedBy.length > 0;
                return (
                  <Button
                    key={a.action}
                    type={a.danger || blocked ? 'default' : i === 0 ? 'primary' : 'default'}
                    danger={a.danger}
                    disabled={blocked}
                    aria-describedby={blocked ? `blocked-${a.action}` : undefined}
                    onClick={() => setActing(a)}
                  >
                    {a.label}
                  </Button>
                );
              })}
            </Space>
          </div>
        )}
      </Flex>

      {flowState?.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={RECORD_TEXT.flowFailed}
          description={flowState.message}
          action={
            flowState.retry && (
              <Button size="small" onClick={flowState.retry}>
                重试
              </Button>
            )
          }
        />
      )}
      {steps && <FlowStepsBar steps={steps} width={width} />}
      {flowData && <BlockedActions actions={flowData.actions} onOpenWork={onOpenWork} />}
      {flowData && <StepWork work={flowData.work} onOpenWork={onOpenWork} />}

      <div style={{ display: 'grid', gridTemplateColumns: wide && flow ? 'minmax(0, 1fr) minmax(280px, 34%)' : 'minmax(0, 1fr)', gap: 24, alignItems: 'start' }}>
        <Flex vertical gap={20} style={{ minWidth: 0 }}>
          {sections.map((s) =>
            s.kind === 'fields' ? (
              <section key={s.key} aria-label={s.title}>
                <SectionTitle>{s.title}</SectionTitle>
                <Descriptions
                  bordered
                  size="small"
                  column={width >= TWO_COLUMNS_PX ? 2 : 1}
                  items={s.fields.map(([name, f]) => ({
                    key: name,
                    label: f.label,
                    // Pictures and long texts take a whole row.
                    span: f.type === 'image' || f.type === 'text' || f.type === 'file' ? 'filled' : 1,
                    children: <FieldValue name={name} field={f} row={row} lookups={cellLookups} />,
                  }))}
                />
              </section>
            ) : (
              <section key={s.key} aria-label={s.title}>
                <SectionTitle>{s.title}</SectionTitle>
                <ChildRows def={s.table.def} state={childRows[s.child] ?? { status: 'loading' }} />
              </section>
            ),
          )}
        </Flex>
        {flow && history}
      </div>

      {flow && flowData && (
        <ActionDrawer
          action={acting}
          flow={flow}
          status={flowData.status}
          recordTitle={heading}
          move={move}
          onClose={() => setActing(null)}
          onDone={(result: MoveResult) => {
            setActing(null);
            void toast.success(result.done);
          }}
        />
      )}
    </div>
  );
}

export function RecordView({ record, lookups = NO_LOOKUPS, ...rest }: RecordViewProps) {
  return (
    <ResourceLookupsProvider value={lookups}>
      <div className="no-drag" style={{ height: '100%', minHeight: 0 }}>
        <RecordStateBody state={record} text={RECORD_TEXT} rows={8}>
          {/* Keyed by the record: another record never inherits an open drawer. */}
          {(row) => <RecordBody key={String(row.id)} {...rest} row={row} />}
        </RecordStateBody>
      </div>
    </ResourceLookupsProvider>
  );
}
