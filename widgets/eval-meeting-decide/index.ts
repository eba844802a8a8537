/**
 * 评审决定: a review meeting's agenda, application by application, with each product's decision
 * (通过 / 不通过 and a remark). Management decides while an application waits for the meeting
 * (待会议); everyone else who sees the meeting reads the decisions. Reads the meeting's id from a
 * layout variable, which the meetings list's `selectToVar` sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const evalMeetingDecideProps = z.object({
  ...idVarProp('会议编号变量', 'meetingId'),
});
export type EvalMeetingDecideConfig = z.output<typeof evalMeetingDecideProps>;

export default defineWidget({
  type: 'eval-meeting-decide',
  works: ['evaluation.meeting'],
  title: '评审决定',
  description: '评审会议程中各申请的产品：管理端逐个产品作出通过或不通过的决定，其他人查看决定',
  category: 'evaluation',
  version: 1,
  defaultSize: { w: 24, h: 16 },
  minSize: { w: 12, h: 8 },
  props: evalMeetingDecideProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  // The calls' own permission (会议列表).
  permission: PERMS.evalWork.meeting,
  load: () => import('./Widget'),
});
