/**
 * 统计报表's data: the query the filters bar edits (the current year by the report's first grouping
 * to begin with), its table, the choices of the filters that come from the server (asked for only
 * once their select opens), the records behind a figure someone clicked, and the export.
 *
 * The choices of 区域 and 机构 are the rows of this report's own unfiltered table by that grouping:
 * the codes its filter takes, labelled as its table labels them, the kind of institution the report
 * counts (evaluation institutions, supervision units), and only what the caller may see. 产品类别
 * takes the top-level product categories.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { productTypesQuery } from '@/api/lookups';
import { fetchStatExport, statRecordsQuery, statTableQuery } from '@/api/stats';
import { CATEGORY_ROOT_LEVEL } from '@/domain/resources/category';
import { STAT_REPORTS, type StatQuery, type StatReportDef, type StatTable } from '@/domain/stats';
import { saveBlob } from '@/ui/saveBlob';
import { fromMutation, fromQuery, type MutationControl, type WidgetData } from '@/ui/widget';
import type { DrillView } from './DrillDrawer';
import type { StatReportConfig } from './index';
import { choicesOfRows, defaultQuery, DRILL_PAGE_SIZE, drillQuery, exportFileName, type DrillTarget, type RemoteFilterKey } from './report';
import type { RemoteChoices } from './View';

export interface StatReportData {
  readonly report: StatReportDef;
  readonly query: StatQuery;
  readonly setQuery: (q: StatQuery) => void;
  readonly state: WidgetData<StatTable>;
  readonly refreshing: boolean;
  readonly choices: Partial<Record<RemoteFilterKey, RemoteChoices>>;
  readonly wantChoices: (key: RemoteFilterKey) => void;
  readonly drill: DrillView | null;
  readonly openDrill: (target: DrillTarget | null) => void;
  readonly setDrillPage: (pn: number, size: number) => void;
  readonly exportFile: MutationControl<void>;
}

interface OpenDrill {
  readonly target: DrillTarget;
  readonly pn: number;
  readonly size: number;
}

/** Another report (a layout edited to show another one) starts again from its own defaults. */
interface Held<T> {
  readonly report: string;
  readonly value: T;
}

export function useData(config: StatReportConfig, currentYear: number): StatReportData {
  const report = STAT_REPORTS[config.report];
  const [held, setHeld] = useState<Held<StatQuery>>(() => ({ report: report.id, value: defaultQuery(report, currentYear) }));
  const query = held.report === report.id ? held.value : defaultQuery(report, currentYear);
  const setQuery = (q: StatQuery) => setHeld({ report: report.id, value: q });

  const table = useQuery(statTableQuery(report.id, query));

  const [wanted, setWanted] = useState<Held<ReadonlySet<RemoteFilterKey>>>({ report: report.id, value: new Set() });
  const wants = (key: RemoteFilterKey) => wanted.report === report.id && wanted.value.has(key) && report.filters.includes(key);
  const wantChoices = (key: RemoteFilterKey) => {
    if (!wants(key)) setWanted((w) => ({ report: report.id, value: new Set([...(w.report === report.id ? w.value : []), key]) }));
  };
  const districts = useQuery({ ...statTableQuery(report.id, { groupBy: 'district' }), enabled: wants('district') });
  const institutions = useQuery({ ...statTableQuery(report.id, { groupBy: 'institution' }), enabled: wants('institution') });
  const categories = useQuery({ ...productTypesQuery(CATEGORY_ROOT_LEVEL), enabled: wants('category') });
  const remote = (q: { isFetching: boolean; data?: StatTable }): RemoteChoices => ({ options: q.data ? choicesOfRows(q.data.rows) : [], loading: q.isFetching });
  const choices: Partial<Record<RemoteFilterKey, RemoteChoices>> = {
    district: remote(districts),
    institution: remote(institutions),
    category: {
      options: (categories.data ?? []).filter((c) => c.level === CATEGORY_ROOT_LEVEL).map((c) => ({ value: c.id, label: c.name })),
      loading: categories.isFetching,
    },
  };

  const [open, setOpen] = useState<Held<OpenDrill | null>>({ report: report.id, value: null });
  const shown = open.report === report.id ? open.value : null;
  const records = useQuery({ ...statRecordsQuery(report.id, shown ? drillQuery(shown.target, shown.pn, shown.size) : { groupBy: query.groupBy, measure: '' }), enabled: shown !== null });
  const drill: DrillView | null = shown && { ...shown, state: fromQuery(records), refreshing: records.isPlaceholderData };
  const openDrill = (target: DrillTarget | null) => setOpen({ report: report.id, value: target && { target, pn: 1, size: DRILL_PAGE_SIZE } });
  const setDrillPage = (pn: number, size: number) => setOpen((o) => ({ ...o, value: o.value && { ...o.value, pn, size } }));

  const exportFile = useMutation({
    mutationFn: async () => {
      const blob = await fetchStatExport(report.id, query);
      saveBlob(blob, exportFileName(table.data?.title ?? report.title, table.data?.caption ?? ''));
    },
  });

  return {
    report,
    query,
    setQuery,
    state: fromQuery(table),
    refreshing: table.isPlaceholderData,
    choices,
    wantChoices,
    drill,
    openDrill,
    setDrillPage,
    exportFile: fromMutation(exportFile),
  };
}
