/** 评审会 decisions (calls document, 会议列表): the meeting's agenda and what it decides. */
import { z } from 'zod';
import { EVAL_MEETING_PATHS } from '../resources/evaluation';
import { defineCall, id } from './call';

const tag = '评价';

/** One product on a meeting's agenda with this meeting's decision (null until decided). */
export const evalMeetingAgendaRow = z.object({
  /** `${evalId}-${productId}` */
  id: z.string(),
  evalId: z.number(),
  code: z.string(),
  status: z.number(),
  orgName: z.string().nullable(),
  productId: z.number(),
  productName: z.string(),
  pass: z.number().nullable(),
  remark: z.string().nullable(),
});

/** One decision as 保存 sends it (each item is checked against the decision record's fields by the server). */
export const evalMeetingDecision = z.object({ evalId: z.number(), productId: z.number(), pass: z.number(), remark: z.string().nullable().optional() });

export const evalMeetingCalls = {
  decisions: defineCall({
    method: 'GET',
    path: EVAL_MEETING_PATHS.decisions,
    summary: '评审会议程：各申请的产品及本次会议的决定',
    tag,
    query: z.looseObject({ id: id().meta({ title: '评审会' }) }),
    reply: z.array(evalMeetingAgendaRow),
  }),
  decide: defineCall({
    method: 'POST',
    path: EVAL_MEETING_PATHS.decide,
    summary: '评审会对产品作出决定',
    tag,
    // The items are checked one by one in the handler, so a refusal names the item's place in the list.
    body: z.looseObject({ meetingId: id().meta({ title: '评审会' }), items: z.unknown().optional().meta({ title: '评审决定' }) }),
    reply: z.object({ meetingId: z.number(), decided: z.number() }),
  }),
} as const;
