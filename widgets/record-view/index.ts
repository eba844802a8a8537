/**
 * One record of a registered resource as a page: header of key facts with its status, the steps
 * bar of its flow, sections of its fields and child tables, the moves the user may make now
 * (each a drawer) and the history from the flow log. Reads the record's id from a layout
 * variable, which a list's `selectToVar` or the route's query (`?id=12`) sets.
 */
import { z } from 'zod';
// Names only (not '@/domain/resources', which holds every definition): this manifest is on every page's path.
import { RESOURCE_NAME_LIST as RESOURCE_NAMES } from '@/domain/resources/names';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, '字段名只能由字母、数字和下划线组成');

const sectionProps = z.object({
  /** Default: 基本信息 for fields, the child table's own title for a child. */
  title: z.string().min(1).max(50).optional(),
  /** Fields of the record, in order (empty: every field a person can read). */
  fields: z.array(fieldName).max(100).optional(),
  /** A child table the registry lists for the resource (src/domain/resources/index.ts `children`). */
  child: fieldName.optional(),
});

export const recordViewProps = z.object({
  /** A registered resource name (src/domain/resources/index.ts). */
  resource: z.enum(RESOURCE_NAMES).default('product').meta({ title: '数据资源' }),
  /**
   * The record's flow (a key of src/domain/workflows), or empty for the resource's declared flow
   * (src/domain/resources/index.ts `flow`; none for a record without one). Checked
   * by the view, not here: the flow tables (and the code lists they name) stay out of this
   * manifest, which every page loads.
   */
  flow: z
    .string()
    .regex(/^([A-Za-z][A-Za-z0-9]*)?$/, '流程标识只能由字母和数字组成')
    .default('')
    .meta({ title: '业务流程' }),
  ...idVarProp('记录编号变量'),
  /** Key facts of the header, the first as its heading (empty: the registry's, else the first required fields). */
  headerFields: z.array(fieldName).max(12).default([]).meta({ title: '标题栏字段' }),
  /** Sections in order (empty: the resource's declared sections, else 基本信息 with every readable field, then each child table). */
  sections: z.array(sectionProps).max(12).default([]).meta({ title: '分区' }),
});
export type RecordViewConfig = z.output<typeof recordViewProps>;

export default defineWidget({
  type: 'record-view',
  title: '记录详情',
  description: '一条记录的关键信息、流程进度、可执行的操作与流转记录',
  category: 'general',
  version: 1,
  defaultSize: { w: 24, h: 22 },
  minSize: { w: 8, h: 10 },
  props: recordViewProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  load: () => import('./Widget'),
});
