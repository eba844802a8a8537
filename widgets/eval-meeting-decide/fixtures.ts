/** Agendas as GET decisions answers them, for the stories and the tests (no server behind either). */
import type { EvalMeetingAgendaRow } from '@/api/evalMeeting';
import { EVAL_STATUS } from '@/domain/codes';
import { MEETING_MSG } from '@/domain/resources/evaluation';

export const MEETING_ID = 7;

const row = (evalId: number, code: string, orgName: string, status: number, productId: number, productName: string, pass: number | null = null, remark: string | null = null): EvalMeetingAgendaRow => ({
  id: `${evalId}-${productId}`,
  evalId,
  code,
  status,
  orgName,
  productId,
  productName,
  pass,
  remark,
});

const A = [31, 'PJ20260031', '深圳市鹏城绿源农业发展有限公司'] as const;
const B = [32, 'PJ20260032', '深圳市南山优品食品有限公司'] as const;

/** Two applications waiting for the meeting, nothing decided yet. */
export const WAITING: EvalMeetingAgendaRow[] = [
  row(...A, EVAL_STATUS.waitMeeting, 101, '鹏城有机菜心'),
  row(...A, EVAL_STATUS.waitMeeting, 102, '鹏城富硒大米'),
  row(...B, EVAL_STATUS.waitMeeting, 201, '南山手工腐竹'),
];

/** The meeting decided: the first application passed one product and not the other, and moved on (决定通过/发证). */
export const DECIDED: EvalMeetingAgendaRow[] = [
  row(...A, EVAL_STATUS.decidePass, 101, '鹏城有机菜心', 1, '各项指标符合圳品标准'),
  row(...A, EVAL_STATUS.decidePass, 102, '鹏城富硒大米', 0, '抽样检测硒含量不达标'),
  row(...B, EVAL_STATUS.waitMeeting, 201, '南山手工腐竹', 1, null),
];

/** A refusal of decide in the server's words (an application moved on meanwhile). */
export const REFUSAL = MEETING_MSG.notWaiting('PJ20260031');
