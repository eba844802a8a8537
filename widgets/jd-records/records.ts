/** 监督记录's texts and the pure rules the view follows (who may set results when, the tally, the tones of the codes). */
import type { JdRecordRow, JdTaskRecord } from '@/api/jdRecords';
import { type CurrentUser, isManagementUser, type UserFacts, userFacts } from '@/domain/account';
import { JD_OPINION, JD_RECORD_STATUS, JD_TASK_STATUS, TEST_OPINION, type CodeTone } from '@/domain/codes';
import type { RecordState } from '@/ui/record/recordVar';

export const RECORDS_TEXT = {
  none: '请先选择一个监督任务',
  notFound: '监督任务不存在或无权访问',
  noRecords: '该任务没有监督产品',
  tally: (n: number, passed: number, unpassed: number, pending: number) => `共 ${n} 个产品：通过 ${passed}，不通过 ${unpassed}，待定 ${pending}`,
  hint: '监督报告已提交：请参照监督意见和检测结论，勾选产品后设定监督结果，再在任务详情中选择“监督通过”或“监督不通过”。',
  setPassed: '设为通过',
  setUnpassed: '设为不通过',
  confirmUnpassed: (n: number) => `确定将选中的 ${n} 个产品设为不通过吗？不通过的产品将进入不通过列表。`,
  saved: (n: number) => `已设定 ${n} 个产品的监督结果`,
  selected: (n: number) => `已选 ${n} 个产品`,
  export: '导出记录',
  exported: '已导出',
  fileName: (code: string) => `监督记录-${code}.xlsx`,
  actions: '结果设定',
  columns: { product: '产品', certNo: '证书编号', opinion: '监督意见', test: '检测结论', status: '监督结果', remark: '说明' },
} as const;

/** The signed-in user as these rules read them. */
export type JdActor = UserFacts;

/** The signed-in user as the rules read them. */
export const actorOf: (user: CurrentUser | null) => JdActor = userFacts;

/** Management, as the server's isManagement. */
export const isManagement = isManagementUser;

export interface RecordsAbilities {
  /** Set the result of chosen products (updateJdStatusMultiterm). */
  readonly conclude: boolean;
}

/** The server's rule: management, while the report is before it (监督报告). */
export function recordsAbilities(a: JdActor, task: Pick<JdTaskRecord, 'status'>): RecordsAbilities {
  return { conclude: isManagement(a) && task.status === JD_TASK_STATUS.report };
}

export interface Tally {
  readonly total: number;
  readonly passed: number;
  readonly unpassed: number;
  readonly pending: number;
}

export function tallyOf(records: readonly JdRecordRow[]): Tally {
  const passed = records.filter((r) => r.status === JD_RECORD_STATUS.passed).length;
  const unpassed = records.filter((r) => r.status === JD_RECORD_STATUS.unpassed).length;
  return { total: records.length, passed, unpassed, pending: records.length - passed - unpassed };
}

/** The codes' colours here: what passed is green, what failed red, the rest plain. */
export const OPINION_TONE: Readonly<Record<number, CodeTone>> = { [JD_OPINION.pass]: 'success', [JD_OPINION.fail]: 'error' };
export const TEST_TONE: Readonly<Record<number, CodeTone>> = { [TEST_OPINION.qualified]: 'success', [TEST_OPINION.unqualified]: 'error' };
export const RESULT_TONE: Readonly<Record<number, CodeTone>> = { [JD_RECORD_STATUS.passed]: 'success', [JD_RECORD_STATUS.unpassed]: 'error' };

export interface RecordsData {
  readonly task: Pick<JdTaskRecord, 'id' | 'code' | 'status'>;
  readonly records: readonly JdRecordRow[];
}

export type RecordsState = RecordState<RecordsData>;

/** The results management sets: 通过 or 不通过. */
export interface ResultInput {
  readonly ids: readonly number[];
  readonly status: number;
}
