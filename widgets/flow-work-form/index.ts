/**
 * The card of a piece of flow work that is a few fields of the record (src/domain/resources/workForms.ts):
 * the rectification's report and evidence, a certificate's stamped copy. The party whose work it is
 * writes it while the flow's window is open to them and saves it apart from the move; everyone
 * else reads what was saved. Reads the record's id from a layout variable.
 */
import { z } from 'zod';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const flowWorkFormProps = z.object({
  /**
   * The work form (`jdReform.report`, `certificate.stamped`: a key of WORK_FORMS). Checked by the
   * view, not here: the definitions stay out of this manifest, which every page loads.
   */
  form: z
    .string()
    .regex(/^[A-Za-z]+\.[A-Za-z]+$/, '工作表单写作 流程.工作（如 jdReform.report）')
    .default('jdReform.report')
    .meta({ title: '工作表单' }),
  ...idVarProp('记录编号变量'),
});
export type FlowWorkFormConfig = z.output<typeof flowWorkFormProps>;

export default defineWidget({
  type: 'flow-work-form',
  // The works a form of WORK_FORMS is the card of (a record page's 去完成 brings it into view).
  works: ['jdReform.report', 'certificate.stamped'],
  title: '流程工作',
  description: '记录在当前环节由某一方填写并单独保存的内容：整改报告与证明材料、盖章证书',
  category: 'general',
  version: 1,
  defaultSize: { w: 24, h: 10 },
  minSize: { w: 8, h: 6 },
  props: flowWorkFormProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  load: () => import('./Widget'),
});
