/**
 * 监督范围's data: the plan and its products (record-view's own queries: one request each for the
 * page, and a move made there — 创建监督任务 — refreshes them here), the counts and the tasks (under
 * the plan's key too), the certificate chooser's page (asked only while it is open), the
 * signed-in user's abilities (the server's rule), and the writes as TanStack mutations that refresh
 * every plan key (the plans list's 产品数 as well). The Excel is saved under the plan's code.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isNotFound, type Page } from '@/api/http';
import { addPlanCerts, fetchPlanProdExcel, planClassifyQuery, planProdsQuery, planQuery, planTasksQuery, removePlanProds } from '@/api/jdPlan';
import { fetchPage, resourceKeys, type PageQuery, type Row } from '@/api/resource';
import { resourceLookups } from '@/api/resourceLookups';
import { JD_CERT_PREFIX, JD_PATHS } from '@/domain/resources/jd';
import { useSession } from '@/stores/session';
import type { ResourceLookups } from '@/ui/resource/lookups';
import { saveBlob } from '@/ui/saveBlob';
import { idOf, RECORD_STALE_TIME } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, fromQuery, type MutationControl, type WidgetData } from '@/ui/widget';
import type { JdPlanScopeConfig } from './index';
import { actorOf, certFilters, SCOPE_TEXT, scopeAbilities, type ScopeAbilities, type ScopeState } from './scope';

/** The certificate chooser: a page of the jdCert list under the plan's year and type, and its paging and search. */
export interface CertChooser {
  readonly open: boolean;
  readonly state: WidgetData<Page<Row>>;
  /** A new page or search on its way behind the rows shown. */
  readonly fetching: boolean;
  readonly pn: number;
  readonly size: number;
  readonly show: () => void;
  readonly hide: () => void;
  /** The search bar's `search.*` parameters (the plan's year and type are added). */
  readonly search: (filters: Record<string, string>) => void;
  readonly page: (pn: number, size: number) => void;
}

export interface JdPlanScopeData {
  readonly state: ScopeState;
  readonly abilities: ScopeAbilities;
  readonly add: MutationControl<readonly number[]>;
  readonly remove: MutationControl<readonly number[]>;
  readonly exportProds: MutationControl<void>;
  readonly chooser: CertChooser;
  readonly lookups: ResourceLookups;
}

const NONE: ScopeAbilities = { edit: false };
const FIRST_PAGE: PageQuery = { pn: 1, size: 10, filters: {} };

export function useData(config: JdPlanScopeConfig, vars: Readonly<Record<string, unknown>>): JdPlanScopeData {
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const enabled = id !== null;
  const plan = useQuery({ ...planQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const prods = useQuery({ ...planProdsQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const classify = useQuery({ ...planClassifyQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const tasks = useQuery({ ...planTasksQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });

  const [certQuery, setCertQuery] = useState<PageQuery | null>(null);
  const fixed = plan.data ? certFilters(plan.data) : {};
  const certQ: PageQuery = { ...(certQuery ?? FIRST_PAGE), filters: { ...(certQuery?.filters ?? {}), ...fixed } };
  const certs = useQuery({
    queryKey: resourceKeys.page(JD_CERT_PREFIX, certQ),
    queryFn: () => fetchPage(JD_CERT_PREFIX, certQ),
    enabled: certQuery !== null && plan.data !== undefined,
    placeholderData: keepPreviousData,
  });

  const need = () => {
    if (id === null) throw new Error('jd-plan-scope: a write without a plan');
    return id;
  };
  // Awaited: the dialog closes (and the buttons stop spinning) on a page that already shows the change.
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: resourceKeys.all(JD_PATHS.plan.prefix) }), client.invalidateQueries({ queryKey: resourceKeys.all(JD_CERT_PREFIX) })]);
  const add = useMutation({ mutationFn: (certIds: readonly number[]) => addPlanCerts(need(), certIds), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (ids: readonly number[]) => removePlanProds(ids), onSuccess: refresh });
  const code = plan.data?.code ?? String(id ?? '');
  const exportProds = useMutation({
    mutationFn: async () => {
      const blob = await fetchPlanProdExcel(need());
      saveBlob(blob, SCOPE_TEXT.fileName(code));
    },
  });
  const lookups = useMemo<ResourceLookups>(() => resourceLookups(client), [client]);

  let state: ScopeState;
  if (ref.status !== 'id') state = ref;
  else if (isNotFound(plan.error)) state = { status: 'notFound' };
  else {
    const failed = [fromQuery(plan), fromQuery(prods), fromQuery(tasks)].find((p) => p.status === 'error');
    if (failed) state = failed as ScopeState;
    // The counts are extra: while they load (or if refused) the products and tasks still show.
    else if (plan.data && prods.data && tasks.data) state = { status: 'success', data: { plan: plan.data, prods: prods.data, tasks: tasks.data, classify: classify.data ?? null } };
    else state = { status: 'loading' };
  }

  const chooser: CertChooser = {
    open: certQuery !== null,
    state: fromQuery(certs),
    fetching: certs.isFetching,
    pn: certQ.pn,
    size: certQ.size,
    show: () => setCertQuery(FIRST_PAGE),
    hide: () => setCertQuery(null),
    search: (filters) => setCertQuery((q) => ({ ...(q ?? FIRST_PAGE), pn: 1, filters })),
    page: (pn, size) => setCertQuery((q) => ({ ...(q ?? FIRST_PAGE), pn, size })),
  };

  return {
    state,
    abilities: state.status === 'success' ? scopeAbilities(actorOf(user), state.data.plan) : NONE,
    add: fromMutation(add),
    remove: fromMutation(remove),
    exportProds: fromMutation(exportProds),
    chooser,
    lookups,
  };
}
