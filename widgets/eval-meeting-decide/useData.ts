/**
 * The meeting decisions' data: the agenda (GET decisions, under the key of the meeting record
 * page's 评审决定 table, so both show the same), whether the signed-in user is management (who
 * decides while an application waits for the meeting; the server decides), and 保存决定 as a
 * TanStack mutation that refreshes the agenda, the meeting list (已决定产品) and the applications.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideMeeting, meetingDecisionsQuery, type EvalMeetingDecision } from '@/api/evalMeeting';
import { isNotFound } from '@/api/http';
import { resourceKeys } from '@/api/resource';
import { EVAL_PREFIX, EVAL_MEETING_PREFIX } from '@/domain/resources/evaluation';
import { useSession } from '@/stores/session';
import { idOf, RECORD_STALE_TIME, recordStateOf } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, fromQuery, type MutationControl } from '@/ui/widget';
import type { EvalMeetingDecideConfig } from './index';
import { isManagementUser, type MeetingState } from './meeting';

export interface EvalMeetingDecideData {
  readonly state: MeetingState;
  readonly manager: boolean;
  readonly decide: MutationControl<readonly EvalMeetingDecision[]>;
}

export function useData(config: EvalMeetingDecideConfig, vars: Readonly<Record<string, unknown>>): EvalMeetingDecideData {
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const query = useQuery({ ...meetingDecisionsQuery(id ?? 0), enabled: id !== null, staleTime: RECORD_STALE_TIME });
  const decide = useMutation({
    mutationFn: (items: readonly EvalMeetingDecision[]) => {
      if (id === null) throw new Error('eval-meeting-decide: a decision without a meeting');
      return decideMeeting(id, items);
    },
    // Awaited: the button stops spinning on a page that already shows the saved decisions.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: resourceKeys.all(EVAL_MEETING_PREFIX) }), client.invalidateQueries({ queryKey: resourceKeys.all(EVAL_PREFIX) })]),
  });

  const state: MeetingState = recordStateOf(ref, isNotFound(query.error), () => fromQuery(query));

  return {
    state,
    manager: isManagementUser(user),
    decide: fromMutation(decide),
  };
}
