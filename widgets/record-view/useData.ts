/**
 * The record page's data: the record (GET {prefix}/{id}), its place in the flow (GET {flow}/flow),
 * the child tables its sections show, and the move the drawers make (a TanStack mutation that,
 * once done, refreshes the record, its history, every list of the resource and the to-do list).
 * Record and child queries sit under the resource's key, so a change made in a list on the same
 * page refreshes this page too. The lookups give ref labels, file names and uploads to src/ui.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { get, isNotFound } from '@/api/http';
import { fetchOne, resourceKeys, type Row } from '@/api/resource';
import { resourceLookups } from '@/api/resourceLookups';
import { todoKeys } from '@/api/todo';
import { flowQuery, moveRecord, workflowKeys, type MoveResult, type RecordFlow } from '@/api/workflow';
import { getResource, type ResourceEntry } from '@/domain/resources';
import { WORKFLOWS } from '@/domain/workflows';
import type { WorkflowDef } from '@/domain/workflows/engine';
import type { ResourceLookups } from '@/ui/resource/lookups';
import { idOf, RECORD_STALE_TIME, recordStateOf, type RecordState as RecordStateOf } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, fromQuery, type MutationControl, type WidgetData } from '@/ui/widget';
import type { RecordViewConfig } from './index';
import { RECORD_TEXT, sectionsOf, type Section } from './record';

/** The record as the page sees it: none selected, not there (or not the user's), or the usual states. */
export type RecordState = RecordStateOf<Row>;

/** A move of the record as a drawer submits it. */
export interface MoveInput {
  readonly action: string;
  readonly opinion?: string;
  readonly annexIds?: string;
  /** What the move fills in (its transition's `fields`), checked by the server with the same definition. */
  readonly values?: Readonly<Record<string, unknown>>;
}

/** The drawers' handle on the move mutation: `run` resolves once the move is made and the page refreshed. */
export type MoveControl = MutationControl<MoveInput, MoveResult>;

export interface RecordViewData {
  readonly entry: ResourceEntry;
  /** The flow named by the config; null for a record without one. */
  readonly flow: WorkflowDef | null;
  readonly sections: readonly Section[];
  readonly record: RecordState;
  /** Null while there is no record to ask about, or no flow. */
  readonly flowState: WidgetData<RecordFlow> | null;
  /** Child table key -> its rows. */
  readonly childRows: Readonly<Record<string, WidgetData<Row[]>>>;
  readonly lookups: ResourceLookups;
  readonly move: MoveControl;
}

export function useData(config: RecordViewConfig, vars: Readonly<Record<string, unknown>>): RecordViewData {
  const entry = getResource(config.resource);
  const { prefix } = entry;
  // The page's own flow if it names one, else the resource's declared flow.
  const flowKey = config.flow || (entry.flow?.key ?? '');
  const flow = flowKey && Object.prototype.hasOwnProperty.call(WORKFLOWS, flowKey) ? WORKFLOWS[flowKey] : null;
  const statusField = flow ? Object.entries(entry.def.fields).find(([, f]) => f.codes === flow.statusCodes)?.[0] : undefined;
  const sections = sectionsOf(entry, config.sections, statusField);
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const client = useQueryClient();

  const recordQuery = useQuery({
    queryKey: resourceKeys.one(prefix, id ?? 0),
    // Silent: a record that is gone says so in the page instead of a toast.
    queryFn: () => fetchOne(prefix, id ?? 0, { silent: true }),
    enabled: id !== null,
    staleTime: RECORD_STALE_TIME,
  });
  const flowQ = useQuery({ ...flowQuery(flow?.key ?? '', id ?? 0), enabled: id !== null && flow !== null, staleTime: RECORD_STALE_TIME });
  const childTables = sections.flatMap((s) => (s.kind === 'child' ? [{ key: s.child, path: s.table.path, param: s.table.param ?? 'id' }] : []));
  const childQueries = useQueries({
    queries: childTables.map(({ key, path, param }) => ({
      queryKey: [...resourceKeys.one(prefix, id ?? 0), 'child', key],
      queryFn: () => get<Row[]>(path, { [param]: id }, { silent: true }),
      enabled: id !== null,
      staleTime: RECORD_STALE_TIME,
    })),
  });

  // What a move applies to; the drawers exist only when there is one.
  const target = flow && id !== null ? { flowKey: flow.key, id } : null;
  const mutation = useMutation({
    mutationFn: (m: MoveInput) => {
      if (!target) throw new Error('record-view: a move without a record or a flow');
      return moveRecord(target.flowKey, { id: target.id, ...m });
    },
    // Awaited by the drawer: it closes on a page that already shows the new status and history.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: target ? workflowKeys.flow(target.flowKey, target.id) : workflowKeys.all }),
        client.invalidateQueries({ queryKey: resourceKeys.all(prefix) }),
        client.invalidateQueries({ queryKey: todoKeys.all }),
      ]),
  });

  const lookups = useMemo<ResourceLookups>(() => resourceLookups(client), [client]);

  const record: RecordState = recordStateOf(ref, isNotFound(recordQuery.error), () => fromQuery(recordQuery));

  function flowStateOf(): WidgetData<RecordFlow> | null {
    if (id === null || !flowKey) return null;
    // A saved layout may name a flow this portal does not have (any more).
    if (!flow) return { status: 'error', message: RECORD_TEXT.unknownFlow(flowKey) };
    return fromQuery(flowQ);
  }

  const childRows: Record<string, WidgetData<Row[]>> = {};
  childTables.forEach(({ key }, i) => {
    childRows[key] = fromQuery(childQueries[i]);
  });

  return {
    entry,
    flow,
    sections,
    record,
    flowState: flowStateOf(),
    childRows,
    lookups,
    move: fromMutation(mutation),
  };
}
