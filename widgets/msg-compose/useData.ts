/** The compose form's data: categories (GET /api/msg/action/category), web templates, target options, and the send call (PUT /api/msg/push). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { feedback } from '@/api/feedback';
import { ApiCallError } from '@/api/http';
import { categoryLookupQuery, fetchPushTargets, fetchTemplates, sendPush, type MsgCategoryOption, type MsgTplOption, type PushBody, type PushTargetOption } from '@/api/message';
import { resourceKeys } from '@/api/resource';
import { PUSH_TEXT } from '@/domain/message';
import { RESOURCES } from '@/domain/resources';
import { fromQuery, type WidgetData } from '@/ui/widget';

export interface ComposeData {
  readonly categories: readonly MsgCategoryOption[];
  readonly templates: readonly MsgTplOption[];
}

export function useData(): WidgetData<ComposeData> {
  const cats = useQuery(categoryLookupQuery());
  const tpls = useQuery({ queryKey: ['msg', 'tpl', 'WEB'], queryFn: fetchTemplates, staleTime: 60_000 });
  const failed = cats.status === 'error' ? fromQuery(cats) : tpls.status === 'error' ? fromQuery(tpls) : null;
  if (failed?.status === 'error') return failed;
  if (cats.status !== 'success' || tpls.status !== 'success') return { status: 'loading' };
  return { status: 'success', data: { categories: cats.data, templates: tpls.data } };
}

export function useTargets() {
  const [options, setOptions] = useState<readonly PushTargetOption[]>([]);
  const search = (type: string, kw: string) => {
    fetchPushTargets(type, kw).then(setOptions, () => setOptions([]));
  };
  return { options, search };
}

export function useSend() {
  const qc = useQueryClient();
  const m = useMutation({
    mutationFn: (body: PushBody) => sendPush(body),
    onSuccess: (r) => {
      feedback().success(PUSH_TEXT.sent(r.recipientCount));
      // The push list and the delivery log on the same page reload.
      void qc.invalidateQueries({ queryKey: resourceKeys.all(RESOURCES.msgpush.prefix) });
      void qc.invalidateQueries({ queryKey: resourceKeys.all(RESOURCES.msglog.prefix) });
    },
  });
  const error = m.error instanceof ApiCallError ? m.error.message : m.error ? String(m.error) : null;
  return { send: m.mutateAsync, sending: m.isPending, error, reset: m.reset };
}
