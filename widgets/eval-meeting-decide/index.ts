/**
 * 评审决定: a review meeting's agenda, application by application, with each product's decision
 * (通过 / 不通过 and a remark). Management decides while an application waits for the meeting
 * (待会议); everyone else who sees the meeting reads the decisions. Reads the meeting's id from a
 * layout variable, which the meetings list's `selectToVar` sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';

const varName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, '变量名只能由字母、数字和下划线组成');

export const evalMeetingDecideProps = z.object({
  /** The layout variable holding the meeting's id. */
  idVar: varName.default('meetingId').meta({ title: '会议编号变量' }),
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
