/**
 * The statistics reports by id, apart from their definitions (src/domain/stats.ts): the widget
 * catalogue names a page's report with these, and it loads before any page.
 */
export const STAT_REPORT_IDS = ['summary', 'jdSummary', 'declare', 'eval'] as const;
export type StatReportId = (typeof STAT_REPORT_IDS)[number];
export const isStatReportId = (v: unknown): v is StatReportId => typeof v === 'string' && (STAT_REPORT_IDS as readonly string[]).includes(v);
