/**
 * 统计报表: one of the four statistics reports (统计汇总, 监督统计汇总, 申报统计, 评价统计) as a table of
 * its measures by a grouping, with its period and filters, charts beside, the records behind every
 * figure, the Excel export and printing. Which report is its one prop; the report's definition
 * (measures, groupings, filters) is the shared contract in src/domain/stats.ts.
 */
import { z } from 'zod';
import { STAT_REPORT_IDS } from '@/domain/statReportIds';
import { defineWidget } from '@/ui/widget';

export const statReportProps = z.object({
  report: z.enum(STAT_REPORT_IDS).default('summary').meta({ title: '统计报表' }),
});
export type StatReportConfig = z.output<typeof statReportProps>;

export default defineWidget({
  type: 'stat-report',
  title: '统计报表',
  description: '按年度、季度、月份、区域、类别或机构统计的报表：表格与图表，点击数字查看明细，导出Excel与打印',
  category: 'statistics',
  version: 1,
  defaultSize: { w: 24, h: 24 },
  minSize: { w: 12, h: 12 },
  props: statReportProps,
  // No permission of its own: each report has its own (stat:<report>:view), checked by the menu
  // that opens the page and by the server for every call.
  load: () => import('./Widget'),
});
