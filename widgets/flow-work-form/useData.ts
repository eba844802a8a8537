/**
 * The work form's data: the record (GET {record}/{id}, under the resource's key, so the record page
 * and this card show the same), its flow (GET {flow}/flow: whether the work is open to the caller
 * now), and 保存 as a TanStack mutation (PUT {path}) that refreshes both, every list of the
 * resource and the flow's blocked moves.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '@/api/call';
import { isNotFound } from '@/api/http';
import { fetchOne, resourceKeys, type Row } from '@/api/resource';
import { resourceLookups } from '@/api/resourceLookups';
import { flowQuery, workflowKeys, type RecordFlow } from '@/api/workflow';
import type { WorkFormDef } from '@/domain/resources/workForms';
import type { ResourceLookups } from '@/ui/resource/lookups';
import { idOf, RECORD_STALE_TIME } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, fromQuery, type MutationControl, type WidgetData } from '@/ui/widget';
import { workFormOf, type WorkRecordState } from './form';
import type { FlowWorkFormConfig } from './index';

export interface FlowWorkFormData {
  /** Null: the config names no known form. */
  readonly def: WorkFormDef | null;
  readonly record: WorkRecordState;
  readonly flow: WidgetData<RecordFlow>;
  readonly lookups: ResourceLookups;
  readonly save: MutationControl<Row>;
}

export function useData(config: FlowWorkFormConfig, vars: Readonly<Record<string, unknown>>): FlowWorkFormData {
  const def = workFormOf(config.form);
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const client = useQueryClient();
  const prefix = def?.record ?? '';
  const recordQuery = useQuery({
    queryKey: resourceKeys.one(prefix, id ?? 0),
    queryFn: () => fetchOne(prefix, id ?? 0, { silent: true }),
    enabled: id !== null && def !== null,
    staleTime: RECORD_STALE_TIME,
  });
  const flowQ = useQuery({ ...flowQuery(def?.flow ?? '', id ?? 0), enabled: id !== null && def !== null, staleTime: RECORD_STALE_TIME });
  const mutation = useMutation({
    mutationFn: (values: Row) => {
      if (!def || id === null) throw new Error('flow-work-form: a save without a form or a record');
      return callApi(def.save, { body: { ...values, id } }, { silent: true });
    },
    // Awaited: the button stops spinning on a page whose record and blocked moves already show the saved work.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.all(prefix) }),
        client.invalidateQueries({ queryKey: def && id !== null ? workflowKeys.flow(def.flow, id) : workflowKeys.all }),
      ]),
  });
  const lookups = useMemo<ResourceLookups>(() => resourceLookups(client), [client]);

  let record: WorkRecordState;
  if (ref.status !== 'id') record = ref;
  else if (isNotFound(recordQuery.error)) record = { status: 'notFound' };
  else record = fromQuery(recordQuery);

  return { def, record, flow: fromQuery(flowQ), lookups, save: fromMutation(mutation) };
}
