/** A task and its records as the calls answer them, for the stories and the tests (no server behind either). */
import type { JdRecordRow, JdTaskRecord } from '@/api/jdRecords';
import { JD_OPINION, JD_RECORD_STATUS, JD_TASK_STATUS, TEST_OPINION } from '@/domain/codes';
import { userOf } from '@/stores/testing/users';
import type { RecordsData } from './records';

export const TASK_ID = 31;
export const ENTERPRISE_ORG = 8;
export const UNIT_ORG = 5;
export const TEST_ORG = 4;

export const task = (status: number): JdTaskRecord => ({
  id: TASK_ID,
  code: 'JD20260003',
  orgId: ENTERPRISE_ORG,
  orgName: '深圳市鹏城农产品有限公司',
  planName: '2026年度圳品年度监督',
  status,
  methods: '10,30',
  unitId: UNIT_ORG,
  unitName: '深圳市圳品监督中心',
  testUnitId: TEST_ORG,
  testUnitName: '深圳市食品检测中心',
  leaderName: null,
  memberNames: null,
  productNames: null,
  startDate: null,
  endDate: null,
});

export const record = (id: number, productName: string, over: Partial<JdRecordRow> = {}): JdRecordRow => ({
  id,
  taskId: TASK_ID,
  productName,
  certNo: `ZP-2025-${String(id).padStart(4, '0')}`,
  orgName: '深圳市鹏城农产品有限公司',
  jdOpinion: JD_OPINION.pending,
  testOpinion: TEST_OPINION.none,
  status: JD_RECORD_STATUS.pending,
  remark: null,
  ...over,
});

/** The report before management: the unit's opinions and the test results given, no result yet. */
export const REPORTED: JdRecordRow[] = [
  record(301, '鹏城有机菜心', { jdOpinion: JD_OPINION.pass, testOpinion: TEST_OPINION.qualified }),
  record(302, '鹏城生菜', { jdOpinion: JD_OPINION.fail, testOpinion: TEST_OPINION.unqualified, remark: '农药残留超标' }),
  record(303, '鹏城净菜礼盒', { jdOpinion: JD_OPINION.pass, testOpinion: TEST_OPINION.qualified }),
];

/** Concluded: one product failed. */
export const CONCLUDED: JdRecordRow[] = REPORTED.map((r) => ({ ...r, status: r.jdOpinion === JD_OPINION.fail ? JD_RECORD_STATUS.unpassed : JD_RECORD_STATUS.passed, conclusionTime: '2026-11-20 10:00:00' }));

export const data = (status: number, records: JdRecordRow[]): RecordsData => ({ task: task(status), records });

export const AT_REPORT = data(JD_TASK_STATUS.report, REPORTED);
export const UNPASSED = data(JD_TASK_STATUS.unpassed, CONCLUDED);
export const ON_SITE = data(JD_TASK_STATUS.siteSupervision, REPORTED.map((r) => ({ ...r, jdOpinion: JD_OPINION.pending, testOpinion: TEST_OPINION.none, remark: null })));
export const NO_RECORDS = data(JD_TASK_STATUS.draft, []);
/** A large task: 60 products. */
export const LARGE = data(
  JD_TASK_STATUS.report,
  Array.from({ length: 60 }, (_, i) => record(1000 + i, `监督产品${i + 1}`, { jdOpinion: i % 7 === 0 ? JD_OPINION.fail : JD_OPINION.pass, testOpinion: i % 7 === 0 ? TEST_OPINION.unqualified : TEST_OPINION.qualified })),
);

export const MANAGER = userOf(1, '1', 'R_MNG_USER');
export const UNIT_USER = userOf(UNIT_ORG, '5', 'R_UNIT_USER');
export const ENTERPRISE_USER = userOf(ENTERPRISE_ORG, '3', 'R_ORG_ADMIN');
