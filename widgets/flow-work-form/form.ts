/** The work form's pure part: its texts, which form a config names, and what the card may do now. */
import type { RecordFlow } from '@/api/workflow';
import { WORK_FORMS, type WorkFormDef } from '@/domain/resources/workForms';
import type { RecordState } from '@/ui/record/recordVar';
import type { WidgetData } from '@/ui/widget';

export const WORK_FORM_TEXT = {
  none: '请选择一条记录',
  notFound: '记录不存在或无权访问',
  unknownForm: (name: string) => `未知的工作表单：${name}`,
  save: '保存',
  notNow: '当前环节不由您填写，以下为已保存的内容',
  empty: '尚未填写',
} as const;

export const workFormOf = (name: string): WorkFormDef | null => (Object.prototype.hasOwnProperty.call(WORK_FORMS, name) ? WORK_FORMS[name as keyof typeof WORK_FORMS] : null);

/** The record the card writes on: none chosen, not there (or not the caller's), or the usual states. */
export type WorkRecordState = RecordState<Record<string, unknown>>;

/** The caller may write the work now: the flow call lists it among the step's work open to them (its window and party). */
export const writable = (flow: WidgetData<RecordFlow>, def: WorkFormDef): boolean => flow.status === 'success' && flow.data.work.some((w) => w.key === def.work);
