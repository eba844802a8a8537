/**
 * 统计报表 (pure): the filters bar (年度 and 期间, 统计维度 and 二级维度, the report's filters), 导出Excel
 * and 打印; then the table of the report's measures by the grouping — sub-rows under each row when
 * split (the row is their 小计), 合计 fixed at the bottom — with its charts beside it (under it on
 * a phone). Every figure that counts records opens the records behind it.
 */
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { EChartsType } from 'echarts/core';
import { useRef, useState, type ReactNode } from 'react';
import { beijingDateTime } from '@/domain/beijingTime';
import { STAT_DIMENSIONS, type StatDimension, type StatFilterKey, type StatMeasureDef, type StatQuery, type StatReportDef, type StatTable } from '@/domain/stats';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { MutationControl, WidgetData } from '@/ui/widget';
import { ReportBar, ReportPie } from './charts';
import { DrillDrawer, type DrillView } from './DrillDrawer';
import { PrintSheet, type PrintImage } from './PrintSheet';
import {
  barFigures,
  codeChoices,
  drillable,
  figure,
  filterLabel,
  groupTitle,
  isCodeFilter,
  measureTitle,
  PERIOD_PARTS,
  partOf,
  pieFigures,
  rateText,
  ratesOf,
  REPORT_TEXT,
  toReportRows,
  whereOf,
  withFilter,
  withGroup,
  withPeriod,
  withSubGroup,
  yearsOffered,
  type Choice,
  type DrillTarget,
  type FilterValue,
  type RemoteFilterKey,
  type ReportRow,
} from './report';

/** A filter's choices as the server gave them (district, category, institution). */
export interface RemoteChoices {
  readonly options: readonly Choice[];
  readonly loading: boolean;
}

export interface StatReportViewProps {
  report: StatReportDef;
  /** The query the filters bar shows (and the table was asked with). */
  query: StatQuery;
  onQuery: (q: StatQuery) => void;
  currentYear: number;
  state: WidgetData<StatTable>;
  /** A new query's table is on its way; the last one stays on screen, its figures not clickable. */
  refreshing?: boolean;
  choices: Partial<Record<RemoteFilterKey, RemoteChoices>>;
  /** A filter's select opened: its choices are needed now (they are fetched only then). */
  onChoicesWanted?: (key: RemoteFilterKey) => void;
  drill: DrillView | null;
  onDrill: (target: DrillTarget | null) => void;
  onDrillPage: (pn: number, size: number) => void;
  /** The current query's table as an .xlsx file, saved by the browser. */
  exportFile: MutationControl<void>;
  /** Phone width (the portal's mobile mode): charts under the table instead of beside it. */
  stacked?: boolean;
  /** The browser's print dialog (window.print); stories and tests pass their own. */
  print?: () => void;
}

const CHART_HEIGHT = 300;
/** The table's own scroll height beside the charts (its header and 合计 stay in view). */
const TABLE_HEIGHT = 2 * CHART_HEIGHT - 40;
const NO_CHOICES: RemoteChoices = { options: [], loading: false };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex align="center" gap={6}>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

function FiltersBar({ report, query, onQuery, currentYear, choices, onChoicesWanted }: Pick<StatReportViewProps, 'report' | 'query' | 'onQuery' | 'currentYear' | 'choices' | 'onChoicesWanted'>) {
  const years = yearsOffered(currentYear, query.year);
  const filterSelect = (key: StatFilterKey) => {
    const remote = isCodeFilter(key) ? null : (choices[key] ?? NO_CHOICES);
    const options = remote ? remote.options : isCodeFilter(key) ? codeChoices(key) : [];
    const value = query[key];
    return (
      <Field key={key} label={filterLabel(key)}>
        <Select<FilterValue>
          aria-label={filterLabel(key)}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={REPORT_TEXT.all}
          style={{ width: key === 'institution' ? 220 : 140 }}
          popupMatchSelectWidth={false}
          loading={remote?.loading}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
          value={value}
          onOpenChange={(open) => open && !isCodeFilter(key) && onChoicesWanted?.(key)}
          onChange={(v) => onQuery(withFilter(query, key, v))}
        />
      </Field>
    );
  };
  return (
    <Flex wrap gap="8px 16px" align="center" role="group" aria-label={REPORT_TEXT.filters} className="no-drag">
      <Field label={REPORT_TEXT.year}>
        <Select<number | 'all'>
          aria-label={REPORT_TEXT.year}
          style={{ width: 100 }}
          value={query.year ?? 'all'}
          options={[{ value: 'all', label: REPORT_TEXT.allYears }, ...years.map((y) => ({ value: y, label: REPORT_TEXT.yearLabel(y) }))]}
          onChange={(y) => onQuery(withPeriod(query, y === 'all' ? undefined : y, y === 'all' ? 'year' : partOf(query)))}
        />
        <Select
          aria-label={REPORT_TEXT.part}
          style={{ width: 100 }}
          disabled={!query.year}
          value={partOf(query)}
          options={PERIOD_PARTS.map((p) => ({ value: p.value, label: p.label }))}
          onChange={(part) => onQuery(withPeriod(query, query.year, part))}
        />
      </Field>
      <Field label={REPORT_TEXT.groupBy}>
        <Select<StatDimension>
          aria-label={REPORT_TEXT.groupBy}
          style={{ width: 120 }}
          value={query.groupBy}
          options={report.dimensions.map((d) => ({ value: d, label: STAT_DIMENSIONS[d] }))}
          onChange={(g) => onQuery(withGroup(query, g))}
        />
      </Field>
      <Field label={REPORT_TEXT.subGroupBy}>
        <Select<StatDimension>
          aria-label={REPORT_TEXT.subGroupBy}
          allowClear
          placeholder={REPORT_TEXT.noSub}
          style={{ width: 120 }}
          value={query.subGroupBy}
          options={report.dimensions.filter((d) => d !== query.groupBy).map((d) => ({ value: d, label: STAT_DIMENSIONS[d] }))}
          onChange={(s) => onQuery(withSubGroup(query, s))}
        />
      </Field>
      {report.filters.map(filterSelect)}
    </Flex>
  );
}

interface FigureProps {
  n: number | undefined;
  measure: StatMeasureDef;
  where: string;
  disabled?: boolean;
  onOpen: () => void;
}

/** A figure: a link to its records when it counts records (not enterprises) and is not 0. */
function Figure({ n, measure, where, disabled, onOpen }: FigureProps) {
  if (!drillable(measure, n)) return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{figure(n)}</span>;
  return (
    <Button
      type="link"
      size="small"
      data-testid="stat-figure"
      aria-label={REPORT_TEXT.figureName(where, measure.label, n ?? 0)}
      disabled={disabled}
      onClick={onOpen}
      style={{ padding: 0, height: 'auto', fontVariantNumeric: 'tabular-nums' }}
    >
      {figure(n)}
    </Button>
  );
}

interface ReportProps {
  report: StatReportDef;
  query: StatQuery;
  table: StatTable;
  refreshing?: boolean;
  onDrill: (t: DrillTarget) => void;
  stacked?: boolean;
  onChart: (which: 'bar' | 'pie', chart: EChartsType) => void;
}

function ReportTable({ report, query, table, refreshing, onDrill, stacked }: Omit<ReportProps, 'onChart'>) {
  const rates = ratesOf(report.id, table.measures);
  const rows = toReportRows(table.rows);
  const open = (measure: StatMeasureDef, n: number, where: string, key?: string, subKey?: string) =>
    onDrill({ query, measure, where, figure: n, ...(key !== undefined ? { key } : {}), ...(subKey !== undefined ? { subKey } : {}) });

  const columns: TableColumnsType<ReportRow> = [
    {
      key: 'label',
      title: groupTitle(table),
      fixed: 'left',
      width: 180,
      render: (_v, r) =>
        r.children ? (
          <Flex align="center" gap={6} wrap>
            <Typography.Text strong>{r.label}</Typography.Text>
            <Tag style={{ marginInlineEnd: 0 }}>{REPORT_TEXT.subtotal}</Tag>
          </Flex>
        ) : (
          r.label
        ),
    },
    ...table.measures.map((m) => ({
      key: m.key,
      title: measureTitle(m),
      align: 'right' as const,
      width: 110,
      render: (_v: unknown, r: ReportRow) => <Figure n={r.values[m.key]} measure={m} where={whereOf(r)} disabled={refreshing} onOpen={() => open(m, r.values[m.key] ?? 0, whereOf(r), r.key, r.subKey)} />,
    })),
    ...rates.map((rate) => ({ key: rate.key, title: rate.label, align: 'right' as const, width: 90, render: (_v: unknown, r: ReportRow) => rateText(rate, r.values) })),
  ];

  return (
    <Table<ReportRow>
      // A new grouping is a new table: its split rows start expanded.
      key={`${table.groupBy}|${table.subGroupBy ?? ''}`}
      aria-label={REPORT_TEXT.table}
      rowKey="id"
      size="small"
      bordered
      loading={refreshing}
      columns={columns}
      dataSource={rows}
      pagination={false}
      expandable={{ defaultExpandAllRows: true, indentSize: 16 }}
      scroll={{ x: 'max-content', y: stacked ? undefined : TABLE_HEIGHT }}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row data-testid="stat-total">
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{REPORT_TEXT.total}</Typography.Text>
            </Table.Summary.Cell>
            {table.measures.map((m, i) => (
              <Table.Summary.Cell key={m.key} index={i + 1} align="right">
                <Figure n={table.total[m.key]} measure={m} where={REPORT_TEXT.total} disabled={refreshing} onOpen={() => open(m, table.total[m.key] ?? 0, REPORT_TEXT.total)} />
              </Table.Summary.Cell>
            ))}
            {rates.map((rate, i) => (
              <Table.Summary.Cell key={rate.key} index={table.measures.length + i + 1} align="right">
                {rateText(rate, table.total)}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}

function Report({ report, query, table, refreshing, onDrill, stacked, onChart }: ReportProps) {
  const bar = barFigures(table);
  const pie = pieFigures(table);
  return (
    <Flex vertical={stacked} gap={16} align={stacked ? 'stretch' : 'flex-start'} data-testid="stat-report" aria-busy={refreshing || undefined}>
      <Flex vertical gap={8} style={stacked ? undefined : { flex: '3 1 0', minWidth: 0 }}>
        <Typography.Text type="secondary" data-testid="stat-caption">
          {table.caption}
        </Typography.Text>
        <ReportTable report={report} query={query} table={table} refreshing={refreshing} onDrill={onDrill} stacked={stacked} />
      </Flex>
      {bar.series.length > 0 && (
        <Flex vertical gap={8} role="group" aria-label={REPORT_TEXT.charts} style={stacked ? undefined : { flex: '2 1 0', minWidth: 0 }}>
          <ReportBar figures={bar} height={CHART_HEIGHT} onInit={(c) => onChart('bar', c)} />
          {pie && <ReportPie figures={pie} height={CHART_HEIGHT} onInit={(c) => onChart('pie', c)} />}
        </Flex>
      )}
    </Flex>
  );
}

interface Printing {
  readonly table: StatTable;
  readonly images: readonly PrintImage[];
  readonly at: string;
}

export function StatReportView(props: StatReportViewProps) {
  const { report, query, state, refreshing, drill, onDrill, onDrillPage, exportFile, stacked, print } = props;
  const { message } = App.useApp();
  const charts = useRef<Partial<Record<'bar' | 'pie', EChartsType>>>({});
  const [printing, setPrinting] = useState<Printing | null>(null);
  const table = state.status === 'success' && !refreshing ? state.data : null;
  const ready = table !== null && table.rows.length > 0;

  const onExport = () => exportFile.run().then(() => void message.success(REPORT_TEXT.exported), () => undefined);

  const onPrint = () => {
    if (!table) return;
    const images = (['bar', 'pie'] as const).flatMap((which) => {
      const c = charts.current[which];
      if (!c || c.isDisposed()) return [];
      const alt = which === 'bar' ? REPORT_TEXT.barOf(table.title) : REPORT_TEXT.shareOf(pieFigures(table)?.name ?? '');
      return [{ src: c.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }), alt }];
    });
    setPrinting({ table, images, at: beijingDateTime() });
  };

  const printNow = () => {
    // The sheet goes once the dialog closes; where the browser never says so it stays, hidden on screen.
    window.addEventListener('afterprint', () => setPrinting(null), { once: true });
    (print ?? (() => window.print()))();
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="flex-start" justify="space-between">
        <FiltersBar {...props} />
        <Flex gap={8} className="no-drag">
          <Button icon={<DownloadOutlined />} disabled={!ready} loading={exportFile.pending} onClick={() => void onExport()}>
            {REPORT_TEXT.export}
          </Button>
          <Button icon={<PrinterOutlined />} disabled={!ready} onClick={onPrint}>
            {REPORT_TEXT.print}
          </Button>
        </Flex>
      </Flex>
      {exportFile.error && <Alert type="error" showIcon closable title={exportFile.error} onClose={() => exportFile.reset()} />}
      <WidgetBody state={state} rows={8} isEmpty={(t) => t.rows.length === 0}>
        {(t) => <Report report={report} query={query} table={t} refreshing={refreshing} onDrill={onDrill} stacked={stacked} onChart={(which, c) => (charts.current[which] = c)} />}
      </WidgetBody>
      <DrillDrawer drill={drill} onClose={() => onDrill(null)} onPage={onDrillPage} stacked={stacked} />
      {printing && <PrintSheet report={report.id} table={printing.table} images={printing.images} at={printing.at} onReady={printNow} />}
    </Flex>
  );
}
