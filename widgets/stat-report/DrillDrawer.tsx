/**
 * The records behind one figure (pure): a drawer titled by the row and the measure, 共 N 条 (the
 * count the server lists, which equals the figure), and the records page by page in the
 * contract's columns (编号, 企业, 产品, 类型, 状态, 机构, 日期).
 */
import { Alert, Drawer, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { Page } from '@/domain/page';
import { STAT_RECORD_COLUMNS, type StatRecord } from '@/domain/stats';
import { EmptyState } from '@/ui/EmptyState';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import { DRILL_PAGE_SIZES, REPORT_TEXT, type DrillTarget } from './report';

/** An open drill-down: the figure, the page shown, and that page's records. */
export interface DrillView {
  readonly target: DrillTarget;
  /** 1-based. */
  readonly pn: number;
  readonly size: number;
  readonly state: WidgetData<Page<StatRecord>>;
  /** Another page is on its way (the current one stays on screen). */
  readonly refreshing?: boolean;
}

export interface DrillDrawerProps {
  drill: DrillView | null;
  onClose: () => void;
  onPage: (pn: number, size: number) => void;
  /** Phone width: the drawer takes the whole screen. */
  stacked?: boolean;
}

const WIDTHS: Partial<Record<keyof StatRecord, number>> = { code: 170, enterprise: 220, product: 200, kind: 110, status: 110, institution: 200, date: 110 };

const columns: TableColumnsType<StatRecord> = STAT_RECORD_COLUMNS.map((c) => ({
  key: c.key,
  dataIndex: c.key,
  title: c.label,
  width: WIDTHS[c.key],
  ellipsis: true,
  render: (v: unknown) => (v === null || v === undefined || v === '' ? <Typography.Text type="secondary">—</Typography.Text> : String(v)),
}));

function Records({ drill, onPage }: { drill: DrillView; onPage: DrillDrawerProps['onPage'] }) {
  return (
    <WidgetBody state={drill.state} rows={6}>
      {(page) => (
        <Flex vertical gap={12}>
          <Typography.Text strong data-testid="stat-drill-total">
            {REPORT_TEXT.drillTotal(page.totalElements)}
          </Typography.Text>
          {page.totalElements !== drill.target.figure && <Alert type="warning" showIcon title={REPORT_TEXT.drillMismatch(drill.target.figure)} />}
          <Table<StatRecord>
            rowKey={(r) => String(r.id)}
            size="small"
            bordered
            loading={drill.refreshing}
            columns={columns}
            dataSource={page.content}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <EmptyState image="simple" description={REPORT_TEXT.noRecords} /> }}
            pagination={{
              current: drill.pn,
              pageSize: drill.size,
              total: page.totalElements,
              showSizeChanger: true,
              pageSizeOptions: DRILL_PAGE_SIZES.map(String),
              hideOnSinglePage: false,
              onChange: (pn, size) => onPage(size === drill.size ? pn : 1, size),
            }}
          />
        </Flex>
      )}
    </WidgetBody>
  );
}

export function DrillDrawer({ drill, onClose, onPage, stacked }: DrillDrawerProps) {
  return (
    <Drawer
      open={drill !== null}
      onClose={onClose}
      destroyOnHidden
      size={stacked ? '100%' : 960}
      title={drill ? REPORT_TEXT.drillOf(drill.target.where, drill.target.measure.label) : REPORT_TEXT.records}
    >
      {drill && <Records drill={drill} onPage={onPage} />}
    </Drawer>
  );
}
