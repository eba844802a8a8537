/** Records and flow answers as the server gives them, for the stories and the tests (no server behind either). */
import type { RecordFlow } from '@/api/workflow';
import { CERT_STATUS, REFORM_STATUS } from '@/domain/codes';

export const REFORM_ID = 41;

/** A rectification while the enterprise rectifies: its report file uploaded, the measures not yet written. */
export const reformRectifying = { id: REFORM_ID, status: REFORM_STATUS.rectifying, productName: '鹏城有机菜心', reportFileId: '501', measures: null, annexIds: null };
/** The same once the enterprise saved and submitted its report (the unit audits it). */
export const reformAudited = { ...reformRectifying, status: REFORM_STATUS.audit, measures: '建立农药使用台账，更换供应商并复检', annexIds: '502,503' };
/** A certificate awaiting its stamped copy. */
export const certAwaitingStamp = { id: 12, status: CERT_STATUS.awaitStamped, certNo: 'SZP-2026-000012', stampedFileId: null };

const flow = (flowKey: string, status: number, work: RecordFlow['work']): RecordFlow => ({ flow: flowKey, status, actions: [], work, history: [] });

/** The enterprise's flow answer while it rectifies: the report is its work, not done yet. */
export const reportOpen = flow('jdReform', REFORM_STATUS.rectifying, [{ key: 'report', label: '整改报告与证明材料', page: `/views/jd-reform?id=${REFORM_ID}`, done: false }]);
/** Anyone's answer once the report is with the unit: no work of this form open to them. */
export const reportClosed = flow('jdReform', REFORM_STATUS.audit, []);
/** The officer's answer while the certificate awaits its stamped copy. */
export const stampedOpen = flow('certificate', CERT_STATUS.awaitStamped, [{ key: 'stamped', label: '盖章证书', page: '/views/cert-generate?id=12', done: false }]);

export const REFUSAL = '整改报告：只能使用本机构上传的文件';
