/** A sampled task, its spot items and products as the calls answer them, for the stories and the tests (no server behind either). */
import type { JdTaskRecord } from '@/api/jdRecords';
import type { JdSpotRow, JdTaskProd } from '@/api/jdSpot';
import { JD_TASK_STATUS, SPOT_ITEM_TYPE, TEST_OPINION } from '@/domain/codes';
import { JD_PATHS, type JdStoredFile } from '@/domain/resources/jd';
import { userOf } from '@/stores/testing/users';
import type { SpotData } from './spot';

export const TASK_ID = 31;
export const UNIT_ORG = 5;
export const TEST_ORG = 4;

export const task = (status: number, methods = '10,30'): JdTaskRecord => ({
  id: TASK_ID,
  code: 'JD20260003',
  orgId: 8,
  orgName: '深圳市鹏城农产品有限公司',
  planName: null,
  status,
  methods,
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

export const PRODS: JdTaskProd[] = [
  { prodId: 71, certNo: 'SZP-2025-000071', productName: '鹏城有机菜心' },
  { prodId: 72, certNo: 'SZP-2025-000072', productName: '鹏城生菜' },
];

export const spot = (id: number, over: Partial<JdSpotRow> = {}): JdSpotRow => ({
  id,
  taskId: TASK_ID,
  itemType: SPOT_ITEM_TYPE.product,
  spotType: 1,
  prodId: 71,
  productName: '鹏城有机菜心',
  sampleName: '菜心样品',
  sampleNo: `YP2026${String(id).padStart(4, '0')}`,
  sampleDate: '2026-10-12',
  testItems: '农药残留（54项）',
  result: null,
  testOpinion: TEST_OPINION.none,
  reportAnnexId: null,
  reportName: null,
  reportUrl: null,
  ...over,
});

/** A file of the task as the server links it (mat/download: whoever sees the task). */
export const reportUrlOf = (fileId: number) => `${JD_PATHS.mat.download}?taskId=${TASK_ID}&id=${fileId}`;

export const ITEMS: JdSpotRow[] = [
  spot(901, { result: '未检出', testOpinion: TEST_OPINION.qualified, reportAnnexId: '801', reportName: '检测报告-菜心.pdf', reportUrl: reportUrlOf(801) }),
  spot(902, { prodId: 72, productName: '鹏城生菜', sampleName: '生菜样品', result: '毒死蜱 0.08mg/kg（限量 0.05）', testOpinion: TEST_OPINION.unqualified, reportAnnexId: '802', reportName: '检测报告-生菜.pdf', reportUrl: reportUrlOf(802) }),
  spot(903, { itemType: SPOT_ITEM_TYPE.irrigationWater, spotType: 2, prodId: null, productName: null, sampleName: '灌溉水样品', testItems: '重金属（铅、镉、汞）' }),
];

export const data = (status: number, items: JdSpotRow[], methods?: string, book: JdStoredFile | null = null): SpotData => ({ task: task(status, methods), items, prods: PRODS, book });

/** The report book the testing unit made, as the server answers the stored one. */
export const STORED_BOOK: JdStoredFile = { id: 880, name: '产品检测报告书-JD20260003.docx', url: reportUrlOf(880) };

export const SAMPLING = data(JD_TASK_STATUS.siteSupervision, ITEMS);
export const NO_ITEMS = data(JD_TASK_STATUS.siteSupervision, []);
export const REPORTED = data(JD_TASK_STATUS.report, ITEMS.map((i) => (i.testOpinion === TEST_OPINION.none ? { ...i, result: '符合', testOpinion: TEST_OPINION.qualified } : i)));
/** The enterprise's own task concluded: the results, each test report and the stored report book to open. */
export const CONCLUDED = data(JD_TASK_STATUS.unpassed, REPORTED.items as JdSpotRow[], undefined, STORED_BOOK);
export const NOT_SAMPLED = data(JD_TASK_STATUS.siteSupervision, [], '10');
/** A large task: 48 items over two products and the water and soil of four places. */
export const LARGE = data(
  JD_TASK_STATUS.checkedDoc,
  Array.from({ length: 48 }, (_, i) =>
    spot(2000 + i, i % 3 === 0 ? { itemType: SPOT_ITEM_TYPE.soil, spotType: 2, prodId: null, productName: null, sampleName: `土壤样品${i + 1}` } : { sampleName: `产品样品${i + 1}`, testOpinion: i % 5 === 0 ? TEST_OPINION.unqualified : TEST_OPINION.qualified }),
  ),
);

export const TESTER = userOf(TEST_ORG, '4', 'R_UNIT_USER');
export const SUPERVISOR = userOf(UNIT_ORG, '5', 'R_UNIT_ADMIN');
export const OTHER_TESTER = userOf(9, '4', 'R_UNIT_ADMIN');
export const MANAGER = userOf(1, '1', 'R_MNG_USER');
/** The enterprise of the task. */
export const ENTERPRISE = userOf(8, '3', 'R_ORG_ADMIN');
