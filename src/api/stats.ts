/**
 * The statistics pages' calls (contract: src/domain/stats.ts), fetchers and query options; keys
 * nest under ['stats', report]:
 *   POST /api/stats/{report}/table     StatQuery -> StatTable
 *   POST /api/stats/{report}/records   StatDrillQuery -> Page<StatRecord> (the records behind one figure)
 *   POST /api/stats/{report}/export    StatQuery -> the table as an .xlsx file
 * Every call is silent: the widget shows a refusal in its own frame (a report the caller may not
 * read is no reason for the 登录确认 dialog).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { STAT_CALLS } from '@/domain/calls/stats';
import { type StatDrillQuery, type StatQuery, type StatReportId } from '@/domain/stats';
import { callApi, fileApi } from './call';

export const statKeys = {
  all: ['stats'] as const,
  report: (report: StatReportId) => ['stats', report] as const,
  table: (report: StatReportId, q: StatQuery) => ['stats', report, 'table', q] as const,
  records: (report: StatReportId, q: StatDrillQuery) => ['stats', report, 'records', q] as const,
};

export const fetchStatTable = (report: StatReportId, q: StatQuery, signal?: AbortSignal) => callApi(STAT_CALLS[report].table, { body: { ...q } }, { silent: true, signal });

export const fetchStatRecords = (report: StatReportId, q: StatDrillQuery, signal?: AbortSignal) => callApi(STAT_CALLS[report].records, { body: { ...q } }, { silent: true, signal });

/** The table of this query as an .xlsx file, or the server's refusal (an ApiCallError in its words). */
export const fetchStatExport = (report: StatReportId, q: StatQuery) => fileApi(STAT_CALLS[report].export, { body: { ...q } }, { silent: true });

export const statTableQuery = (report: StatReportId, q: StatQuery) =>
  queryOptions({
    queryKey: statKeys.table(report, q),
    queryFn: ({ signal }) => fetchStatTable(report, q, signal),
    // A new grouping or period keeps the old table on screen (dimmed) instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

/** The same figure (query and cell), whatever the page. */
const figureOf = ({ pn: _pn, size: _size, ...figure }: StatDrillQuery) => JSON.stringify(figure, Object.keys(figure).sort());

export const statRecordsQuery = (report: StatReportId, q: StatDrillQuery) =>
  queryOptions({
    queryKey: statKeys.records(report, q),
    queryFn: ({ signal }) => fetchStatRecords(report, q, signal),
    // Paging keeps the page on screen; another figure's records never stand in for this one's
    // (their total would be read as this figure's).
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[3];
      return previous && before && figureOf(before) === figureOf(q) ? previous : undefined;
    },
  });
