/** A supervision task's report as the calls answer it, for the stories and the tests (no server behind either). */
import type { GeneratedFile, JdLastNon, JdReport, JdRptItemRow, JdSiteRecord, JdTaskInfo, JdTaskRecord } from '@/api/jdSite';
import { JD_OPINION, JD_RECORD_STATUS, JD_TASK_STATUS, TEST_OPINION } from '@/domain/codes';
import { userOf } from '@/stores/testing/users';
import type { JdReportData } from './report';

export const TASK_ID = 31;
export const ON_SITE_ID = 41;
export const UNIT_ORG = 5;

export const file = (id: number, name: string): GeneratedFile => ({ id, name, url: `/api/file/download?id=${id}` });

export const taskAt = (status: number): JdTaskInfo => ({
  id: TASK_ID,
  code: 'JD20260031',
  planName: null,
  status,
  orgId: 8,
  orgName: '深圳市鹏城农业有限公司',
  unitId: UNIT_ORG,
  unitName: '深圳市质量监督中心',
  testUnitId: 6,
  testUnitName: null,
  methods: '10,30',
  leaderName: null,
  memberNames: null,
  productNames: null,
  startDate: null,
  endDate: null,
});
export const SITE: JdSiteRecord = { id: ON_SITE_ID, taskId: TASK_ID, leaderName: '王建国', memberNames: '李敏、陈涛' };

export const REPORT: JdReport = {
  id: 71,
  onSiteId: ON_SITE_ID,
  reportDate: '2026-11-25',
  summary: '监督组于 2026 年 11 月 16 日至 17 日对企业两个生产场所进行了现场监督，查阅了生产记录，抽取了产品样品。',
  conclusion: '企业基本符合圳品评价规则要求，发现一般不符合项 1 项，已现场整改。',
  file: file(951, '监督报告-JD20260031.docx'),
  checkBook: null,
};

export const ITEMS: JdRptItemRow[] = [
  { id: 81, onSiteId: ON_SITE_ID, item: '产地环境', result: '基地周边无污染源。', conformity: 1, remark: null, sort: 1 },
  { id: 82, onSiteId: ON_SITE_ID, item: '投入品管理', result: '农药仓库未上锁，已整改。', conformity: 0, remark: '一般不符合', sort: 2 },
];

export const RECORDS: JdTaskRecord[] = [
  { id: 61, taskId: TASK_ID, productName: '鹏城有机菜心', certNo: 'SZ-2025-0101', jdOpinion: JD_OPINION.pending, testOpinion: TEST_OPINION.qualified, status: JD_RECORD_STATUS.pending, remark: null },
  { id: 62, taskId: TASK_ID, productName: '鹏城富硒大米', certNo: 'SZ-2025-0102', jdOpinion: JD_OPINION.pending, testOpinion: TEST_OPINION.unqualified, status: JD_RECORD_STATUS.pending, remark: null },
];

export const LAST_NON: JdLastNon[] = [{ id: 91, taskCode: 'JD20250012', clause: '6.1 追溯管理', description: '批次记录缺失。', level: 1, deadline: '2025-12-31' }];

export const reportData = (status: number, patch: Partial<JdReportData> = {}): JdReportData => ({
  task: taskAt(status),
  site: SITE,
  report: null,
  items: [],
  records: RECORDS,
  lastNon: { status: 'success', data: [] },
  ...patch,
});

/** 文件已核查: the report not yet written. */
export const TO_WRITE = reportData(JD_TASK_STATUS.checkedDoc, { lastNon: { status: 'success', data: LAST_NON } });
/** Written, items and opinions given, before management. */
export const WRITTEN = reportData(JD_TASK_STATUS.report, {
  report: REPORT,
  items: ITEMS,
  records: RECORDS.map((r, i) => ({ ...r, jdOpinion: i === 0 ? JD_OPINION.pass : JD_OPINION.fail, remark: i === 0 ? null : '抽样检测硒含量不达标' })),
  lastNon: { status: 'success', data: LAST_NON },
});

export function largeReport(products = 40): JdReportData {
  const records: JdTaskRecord[] = Array.from({ length: products }, (_, i) => ({ ...RECORDS[0], id: 1000 + i, productName: `鹏城产品${i + 1}号`, certNo: `SZ-2025-${String(1000 + i)}` }));
  const items: JdRptItemRow[] = Array.from({ length: 25 }, (_, i) => ({ ...ITEMS[0], id: 2000 + i, item: `检查项目${i + 1}`, sort: i }));
  return reportData(JD_TASK_STATUS.checkedDoc, { report: REPORT, records, items });
}

export const UNIT_USER = userOf(UNIT_ORG, '5', 'R_UNIT_USER');
export const ENTERPRISE_USER = userOf(8, '3', 'R_ORG_ADMIN');
