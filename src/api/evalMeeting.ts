/**
 * 评审会 decisions (server/modules/eval/meeting.ts):
 *   GET  /api/eval/meeting/decisions?id=   the agenda: each application's products with this meeting's decision
 *   POST /api/eval/meeting/decide {meetingId, items: [{evalId, productId, pass, remark?}]}   management decides
 * Both silent: the widget shows a refusal where it happened, in the server's words.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { evalMeetingCalls, type evalMeetingAgendaRow, type evalMeetingDecision } from '@/domain/calls/evalMeeting';
import { EVAL_MEETING_PREFIX } from '@/domain/resources/evaluation';
import { callApi } from './call';
import { resourceKeys } from './resource';

/** One product on a meeting's agenda with this meeting's decision (null until decided). */
export type EvalMeetingAgendaRow = z.output<typeof evalMeetingAgendaRow>;

export type EvalMeetingDecision = z.output<typeof evalMeetingDecision>;

/**
 * The same key as the meeting record page's 评审决定 child table (record-view): a decision saved
 * here refreshes that table, and a change to the meeting (its agenda) refreshes this one.
 */
export const evalMeetingKeys = {
  decisions: (meetingId: number) => [...resourceKeys.one(EVAL_MEETING_PREFIX, meetingId), 'child', 'decisions'] as const,
};

const SILENT = { silent: true } as const;

export const fetchMeetingDecisions = (meetingId: number) => callApi(evalMeetingCalls.decisions, { query: { id: meetingId } }, SILENT);

export const decideMeeting = (meetingId: number, items: readonly EvalMeetingDecision[]) => callApi(evalMeetingCalls.decide, { body: { meetingId, items } }, SILENT);

export const meetingDecisionsQuery = (meetingId: number) =>
  queryOptions({
    queryKey: evalMeetingKeys.decisions(meetingId),
    queryFn: () => fetchMeetingDecisions(meetingId),
  });
