/**
 * 文件评审's data: the application (record-view's own query, so a move made there refreshes this
 * review and what the user may do), the latest round (or the blank one), every round, and the
 * application's flow history (to tell whether the latest round belongs to the current 文审). The
 * writes are TanStack mutations; each refreshes the review, the rounds and the archive checklist.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { docReviewQuery, docReviewRoundsQuery, evalDocReviewKeys, generateDocReport, saveDocReview, type DocReviewBody } from '@/api/evalDocReview';
import { evalRecordQuery } from '@/api/evalRecord';
import { evalSitePlanKeys } from '@/api/evalSitePlan';
import { isNotFound } from '@/api/http';
import { flowQuery } from '@/api/workflow';
import { useSession } from '@/stores/session';
import { idOf, RECORD_STALE_TIME } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, fromQuery, type MutationControl } from '@/ui/widget';
import type { EvalDocReviewConfig } from './index';
import { actorOf, docReviewAbilities, roundTarget, type DocReviewAbilities, type ReviewState } from './review';

export interface EvalDocReviewData {
  readonly state: ReviewState;
  readonly abilities: DocReviewAbilities;
  readonly save: MutationControl<{ id: number | null; body: DocReviewBody }>;
  readonly report: MutationControl<void>;
}

const NONE: DocReviewAbilities = { write: false, report: false };

export function useData(config: EvalDocReviewConfig, vars: Readonly<Record<string, unknown>>): EvalDocReviewData {
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const enabled = id !== null;
  const app = useQuery({ ...evalRecordQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const latest = useQuery({ ...docReviewQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const rounds = useQuery({ ...docReviewRoundsQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const flow = useQuery({ ...flowQuery('evaluation', id ?? 0), enabled, staleTime: RECORD_STALE_TIME });

  const need = () => {
    if (id === null) throw new Error('eval-doc-review: a write without an application');
    return id;
  };
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: evalDocReviewKeys.all(need()) }), client.invalidateQueries({ queryKey: evalSitePlanKeys.archive(need()) })]);
  const save = useMutation({ mutationFn: (i: { id: number | null; body: DocReviewBody }) => saveDocReview(need(), i.id, i.body), onSuccess: refresh });
  const report = useMutation({ mutationFn: () => generateDocReport(need()), onSuccess: refresh });

  let state: ReviewState;
  if (ref.status !== 'id') state = ref;
  else if ([app.error, latest.error, rounds.error].some(isNotFound)) state = { status: 'notFound' };
  else {
    const parts = [fromQuery(app), fromQuery(latest), fromQuery(rounds)];
    const failed = parts.find((p) => p.status === 'error');
    if (failed) state = failed as ReviewState;
    else if (app.data && latest.data && rounds.data)
      state = { status: 'success', data: { app: app.data, latest: latest.data, rounds: rounds.data, target: roundTarget(latest.data, flow.data?.history ?? null) } };
    else state = { status: 'loading' };
  }

  return {
    state,
    abilities: state.status === 'success' ? docReviewAbilities(actorOf(user), state.data.app) : NONE,
    save: fromMutation(save),
    report: fromMutation(report),
  };
}
