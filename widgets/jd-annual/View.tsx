/**
 * 年度监督 (pure): the year picker (上一年, the year, 下一年) and that year's annual supervision as a
 * funnel of figures — 应监督证书, 已纳入计划, 已建任务, 已完成, 通过, 不通过 — with 计划覆盖率 (planned of
 * due), 完成率 (done of due) and 通过率 (passed of done) as bars.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Select, Space, Statistic, Typography } from 'antd';
import { JD_YEAR_RANGE, type JdAnnualFigures } from '@/domain/resources/jd';
import { EmptyState } from '@/ui/EmptyState';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import { ANNUAL_TEXT, rateText, ratesOf, yearsAround, type AnnualState } from './annual';

export interface JdAnnualViewProps {
  /** The year shown (null: none chosen yet). */
  year: number | null;
  /** The current year: the picker offers the ten before the next one. */
  currentYear: number;
  onYear: (year: number) => void;
  state: AnnualState;
}

const FIGURES: readonly { key: keyof Omit<JdAnnualFigures, 'year'>; label: string; color?: string }[] = [
  { key: 'due', label: ANNUAL_TEXT.due },
  { key: 'planned', label: ANNUAL_TEXT.planned },
  { key: 'inTask', label: ANNUAL_TEXT.inTask },
  { key: 'done', label: ANNUAL_TEXT.done },
  { key: 'passed', label: ANNUAL_TEXT.passed, color: '#389e0d' },
  { key: 'unpassed', label: ANNUAL_TEXT.unpassed, color: '#cf1322' },
];

function YearPicker({ year, currentYear, onYear }: Pick<JdAnnualViewProps, 'year' | 'currentYear' | 'onYear'>) {
  const shown = year ?? currentYear;
  return (
    <Space.Compact className="no-drag" role="group" aria-label={ANNUAL_TEXT.year}>
      <Button icon={<LeftOutlined />} aria-label={ANNUAL_TEXT.previous} disabled={shown <= JD_YEAR_RANGE.min} onClick={() => onYear(shown - 1)} />
      <Select<number>
        aria-label={ANNUAL_TEXT.year}
        style={{ width: 110 }}
        value={year ?? undefined}
        placeholder={ANNUAL_TEXT.year}
        options={yearsAround(currentYear, year).map((y) => ({ value: y, label: ANNUAL_TEXT.yearSuffix(y) }))}
        onChange={(y) => onYear(y)}
      />
      <Button icon={<RightOutlined />} aria-label={ANNUAL_TEXT.next} disabled={shown >= JD_YEAR_RANGE.max} onClick={() => onYear(shown + 1)} />
    </Space.Compact>
  );
}

function Rate({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 160, flex: 1 }} data-testid={testId}>
      <Flex justify="space-between">
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text>{rateText(value)}</Typography.Text>
      </Flex>
      <Progress percent={value ?? 0} showInfo={false} size="small" aria-label={`${label} ${rateText(value)}`} />
    </Flex>
  );
}

function Figures({ figures }: { figures: JdAnnualFigures }) {
  const rates = ratesOf(figures);
  const left = figures.due - figures.planned;
  return (
    <Flex vertical gap={12} data-testid="jd-annual">
      <Flex wrap gap={24} role="list" aria-label={ANNUAL_TEXT.figures}>
        {FIGURES.map((f) => (
          <div key={f.key} role="listitem" aria-label={`${f.label} ${figures[f.key]}`} style={{ minWidth: 96 }}>
            <Statistic title={f.label} value={figures[f.key]} suffix={ANNUAL_TEXT.unit} styles={f.color ? { content: { color: f.color } } : undefined} />
          </div>
        ))}
      </Flex>
      {figures.due === 0 ? (
        <Typography.Text type="secondary">{ANNUAL_TEXT.nothingDue(figures.year)}</Typography.Text>
      ) : (
        <Flex wrap gap={24}>
          <Rate label={ANNUAL_TEXT.coverage} value={rates.coverage} testId="jd-annual-coverage" />
          <Rate label={ANNUAL_TEXT.completion} value={rates.completion} testId="jd-annual-completion" />
          <Rate label={ANNUAL_TEXT.passRate} value={rates.passRate} testId="jd-annual-pass-rate" />
        </Flex>
      )}
      {left > 0 && <Typography.Text type="warning">{ANNUAL_TEXT.notPlanned(left)}</Typography.Text>}
    </Flex>
  );
}

export function JdAnnualView({ year, currentYear, onYear, state }: JdAnnualViewProps) {
  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={12} wrap>
        <Typography.Text strong>{ANNUAL_TEXT.year}</Typography.Text>
        <YearPicker year={year} currentYear={currentYear} onYear={onYear} />
      </Flex>
      {state.status === 'none' ? (
        <EmptyState image="simple" description={ANNUAL_TEXT.none} />
      ) : (
        <WidgetBody state={state} rows={3}>
          {(figures) => <Figures figures={figures} />}
        </WidgetBody>
      )}
    </Flex>
  );
}
