/**
 * 现场监督: the on-site work of a supervision task, made to be used on a phone at the farm or
 * plant — the team and the generated 监督任务书 / 不符合项报告, a visit per place (plan, days,
 * status, photos, the photos' Word file and the visit's zip), the on-site records (agenda,
 * observations, nonconformities with the enterprise's explanations, earlier nonconformities), the
 * document review and the materials checklist. The assigned supervision unit writes while the
 * flow allows (src/domain/jdSite.ts); everyone else who sees the task reads. Forms keep their
 * draft on the device and save when the network returns. Reads the task's id from a layout
 * variable, which a list's `selectToVar` or the route's query (`?id=12`) sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const jdSiteProps = z.object({
  ...idVarProp('任务编号变量'),
});
export type JdSiteConfig = z.output<typeof jdSiteProps>;

export default defineWidget({
  type: 'jd-site',
  title: '现场监督',
  description: '监督任务的现场工作：监督组与文书、各场所的现场计划、日程、状态和照片、现场记录与不符合项、文件审核和监督材料，手机上也能填写，离线时暂存草稿',
  category: 'supervision',
  version: 1,
  defaultSize: { w: 24, h: 24 },
  minSize: { w: 8, h: 10 },
  props: jdSiteProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  // Every page that shows tasks grants the task list (jd:task:list); the server shows each organisation only its own.
  permission: PERMS.jdTask.task,
  load: () => import('./Widget'),
});
