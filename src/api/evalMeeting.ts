/**
 * 评审会 decisions (server/modules/eval/meeting.ts):
 *   GET  /api/eval/meeting/decisions?id=   the agenda: each application's products with this meeting's decision
 *   POST /api/eval/meeting/decide {meetingId, items: [{evalId, productId, pass, remark?}]}   management decides
 * Both silent: the widget shows a refusal where it happened, in the server's words.
 */
import { queryOptions } from '@tanstack/react-query';
import { EVAL_MEETING_PATHS, EVAL_MEETING_PREFIX } from '@/domain/resources/evaluation';
import { get, post } from './http';
import { resourceKeys } from './resource';

/** One product on a meeting's agenda with this meeting's decision (null until decided). */
export interface EvalMeetingAgendaRow {
  /** `${evalId}-${productId}` */
  readonly id: string;
  readonly evalId: number;
  readonly code: string;
  readonly status: number;
  readonly orgName: string | null;
  readonly productId: number;
  readonly productName: string;
  readonly pass: number | null;
  readonly remark: string | null;
}

export interface EvalMeetingDecision {
  readonly evalId: number;
  readonly productId: number;
  readonly pass: number;
  readonly remark?: string | null;
}

/**
 * The same key as the meeting record page's 评审决定 child table (record-view): a decision saved
 * here refreshes that table, and a change to the meeting (its agenda) refreshes this one.
 */
export const evalMeetingKeys = {
  decisions: (meetingId: number) => [...resourceKeys.one(EVAL_MEETING_PREFIX, meetingId), 'child', 'decisions'] as const,
};

const SILENT = { silent: true } as const;

export const fetchMeetingDecisions = (meetingId: number) => get<EvalMeetingAgendaRow[]>(EVAL_MEETING_PATHS.decisions, { id: meetingId }, SILENT);

export const decideMeeting = (meetingId: number, items: readonly EvalMeetingDecision[]) =>
  post<{ meetingId: number; decided: number }>(EVAL_MEETING_PATHS.decide, { meetingId, items }, undefined, SILENT);

export const meetingDecisionsQuery = (meetingId: number) =>
  queryOptions({
    queryKey: evalMeetingKeys.decisions(meetingId),
    queryFn: () => fetchMeetingDecisions(meetingId),
  });
