/**
 * Flow work that is a few fields of the record itself, written with a call of its own while the
 * work's window is open to the writer, before the move whose guard it meets: the rectification's
 * report and evidence (企业整改中, the enterprise), a certificate's stamped copy (待上传盖章文件, the
 * certificate officer). The `flow-work-form` widget is their card; the server's routes check the
 * same window (`mayWork`) and the same fields.
 */
import type { CallDef } from '../calls/call';
import { certCalls } from '../calls/cert';
import { jdReformCalls } from '../calls/jdReform';
import type { ResourceDef } from '../resource';
import type { WorkKey, WorkflowDef } from '../workflows/engine';
import { CERT_STAMPED_FIELDS, certificateFlow } from '../workflows/certificate';
import { jdReformFlow, REFORM_REPORT_FIELDS } from '../workflows/jdReform';
import { CERT_PREFIX } from './cert';
import { JD_REFORM_PATHS } from './jdReform';

export interface WorkFormDef {
  /** The flow's key and a key of its `work` (their table's window says who writes it, and when). */
  readonly flow: string;
  readonly work: string;
  /** Where the record is read (GET {record}/{id}): the form starts from what is saved. */
  readonly record: string;
  /** The call that saves the work without moving the record (PUT {id, ...fields}). */
  readonly save: CallDef;
  readonly fields: ResourceDef;
  /** What the card says the work is for, while it may be written. */
  readonly hint: string;
  /** What the page says once it is saved. */
  readonly saved: string;
}

/** A work form of a flow's table: a work key the table does not declare fails the type check. */
const workForm = <F extends WorkflowDef>(flow: F, work: WorkKey<F>, rest: Omit<WorkFormDef, 'flow' | 'work'>): WorkFormDef => ({ flow: flow.key, work, ...rest });

export const WORK_FORMS = {
  'jdReform.report': workForm(jdReformFlow, 'report', {
    record: JD_REFORM_PATHS.reform,
    save: jdReformCalls.report,
    fields: REFORM_REPORT_FIELDS,
    hint: '上传整改报告、填写整改措施并附上证明材料，保存后再提交整改报告',
    saved: '整改报告已保存',
  }),
  'certificate.stamped': workForm(certificateFlow, 'stamped', {
    record: CERT_PREFIX,
    save: certCalls.stamped,
    fields: CERT_STAMPED_FIELDS,
    hint: '上传盖章后的证书扫描件或PDF，保存后再执行“上传盖章证书”使证书生效',
    saved: '盖章证书已上传',
  }),
} as const satisfies Record<string, WorkFormDef>;

export type WorkFormName = keyof typeof WORK_FORMS;
export const WORK_FORM_NAMES = Object.keys(WORK_FORMS) as [WorkFormName, ...WorkFormName[]];
