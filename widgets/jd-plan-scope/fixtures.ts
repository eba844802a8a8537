/** A plan, its products, counts, tasks and the certificates it may take, as the calls answer them (no server behind the stories and tests). */
import type { Page } from '@/api/http';
import type { JdPlanClassify, JdPlanRecord, JdPlanTaskRow, JdProdRow } from '@/api/jdPlan';
import type { Row } from '@/api/resource';
import { JD_PLAN_STATUS, JD_RECORD_STATUS, JD_TASK_STATUS } from '@/domain/codes';
import { userOf } from '@/stores/testing/users';
import type { ScopeData } from './scope';

export const PLAN_ID = 7;

export const plan = (status: number): JdPlanRecord => ({ id: PLAN_ID, code: 'JH20260002', name: '2026年度圳品年度监督', year: 2026, jdType: '0', methods: '10,30', status });

export const prod = (id: number, orgName: string, productName: string, over: Partial<JdProdRow> = {}): JdProdRow => ({
  id,
  planId: PLAN_ID,
  taskId: null,
  taskCode: null,
  certId: id + 500,
  certNo: `ZP-2025-${String(id).padStart(4, '0')}`,
  orgName,
  productName,
  categoryName: '蔬菜',
  sampling: false,
  remark: null,
  ...over,
});

export const PRODS: JdProdRow[] = [
  prod(71, '深圳市鹏城农产品有限公司', '鹏城有机菜心', { sampling: true }),
  prod(72, '深圳市鹏城农产品有限公司', '鹏城生菜'),
  prod(73, '深圳市南山水产有限公司', '南山罗非鱼', { categoryName: '水产' }),
  prod(74, '深圳市光明乳业有限公司', '光明鲜牛奶', { categoryName: '乳制品', remark: '换证前重点关注' }),
];

export const CLASSIFY: JdPlanClassify = {
  total: 4,
  byOrg: [
    { key: '31', name: '深圳市南山水产有限公司', count: 1 },
    { key: '30', name: '深圳市鹏城农产品有限公司', count: 2 },
    { key: '32', name: '深圳市光明乳业有限公司', count: 1 },
  ],
  byCategory: [
    { key: '11', name: '蔬菜', count: 2 },
    { key: '12', name: '水产', count: 1 },
    { key: '13', name: '乳制品', count: 1 },
  ],
  byArea: [
    { key: '440305', name: '南山区', count: 1 },
    { key: '440311', name: '光明区', count: 3 },
  ],
};

/** A task of the plan as the list answers it: the unit, its team and dates as a task of an issued plan has them. */
const task = (t: Pick<JdPlanTaskRow, 'id' | 'code' | 'orgName' | 'productNames' | 'status'>): JdPlanTaskRow => ({
  ...t,
  planName: '2026年度圳品年度监督计划',
  orgId: t.id + 100,
  methods: '10,30',
  unitId: 9,
  unitName: '深圳市圳品监督中心',
  testUnitId: null,
  testUnitName: null,
  leaderName: null,
  memberNames: null,
  startDate: '2026-03-01',
  endDate: '2026-11-30',
});

export const TASKS: JdPlanTaskRow[] = [
  task({ id: 31, code: 'JD20260003', orgName: '深圳市鹏城农产品有限公司', productNames: '鹏城有机菜心、鹏城生菜', status: JD_TASK_STATUS.siteSupervision }),
  task({ id: 32, code: 'JD20260004', orgName: '深圳市南山水产有限公司', productNames: '南山罗非鱼', status: JD_TASK_STATUS.sent }),
  task({ id: 33, code: 'JD20260005', orgName: '深圳市光明乳业有限公司', productNames: '光明鲜牛奶', status: JD_TASK_STATUS.passed }),
];

const data = (status: number, prods: JdProdRow[], tasks: JdPlanTaskRow[], classify: JdPlanClassify | null = CLASSIFY): ScopeData => ({ plan: plan(status), prods, tasks, classify });

/** A draft with four products chosen. */
export const DRAFT = data(JD_PLAN_STATUS.draft, PRODS, []);
/** A new draft: nothing chosen yet. */
export const EMPTY_DRAFT = data(JD_PLAN_STATUS.draft, [], [], { total: 0, byOrg: [], byCategory: [], byArea: [] });
/** Issued: three tasks, one per enterprise. */
export const ISSUED = data(
  JD_PLAN_STATUS.supervising,
  PRODS.map((p) => ({ ...p, taskId: p.orgName === TASKS[0].orgName ? 31 : p.orgName === TASKS[1].orgName ? 32 : 33, taskCode: p.orgName === TASKS[0].orgName ? 'JD20260003' : p.orgName === TASKS[1].orgName ? 'JD20260004' : 'JD20260005' })),
  TASKS,
);
/** A province-wide plan: 260 products of 65 enterprises, the counts still loading. */
export const LARGE = data(
  JD_PLAN_STATUS.draft,
  Array.from({ length: 260 }, (_, i) => prod(1000 + i, `企业${Math.floor(i / 4) + 1}`, `产品${i + 1}`)),
  [],
  null,
);

/** The certificates of 2026's annual supervision as the jdCert page answers them. */
export const certRow = (id: number, orgName: string, productName: string, over: Row = {}): Row => ({
  id,
  certNo: `ZP-2025-${String(id).padStart(4, '0')}`,
  orgId: 30,
  orgName,
  productName,
  categoryId: 11,
  categoryName: '蔬菜',
  areaCode: '440311',
  areaName: '光明区',
  expireDate: '2028-06-30',
  inPlan: false,
  planName: null,
  taskStatus: null,
  recordStatus: JD_RECORD_STATUS.pending,
  ...over,
});

export const CERT_ROWS: Row[] = [
  certRow(601, '深圳市鹏城农产品有限公司', '鹏城番茄'),
  certRow(602, '深圳市鹏城农产品有限公司', '鹏城黄瓜'),
  certRow(571, '深圳市鹏城农产品有限公司', '鹏城有机菜心', { inPlan: true, planName: '2026年度圳品年度监督' }),
  certRow(603, '深圳市龙岗禽业有限公司', '龙岗走地鸡', { orgId: 33, categoryName: '禽肉', areaName: '龙岗区' }),
];

export const certPage = (rows: Row[], total = rows.length): Page<Row> => ({ content: rows, totalElements: total, number: 0, size: 10, totalPages: Math.max(1, Math.ceil(total / 10)) });

export const MANAGER = userOf(1, '1', 'R_MNG_USER');
export const UNIT_ADMIN = userOf(5, '5', 'R_UNIT_ADMIN');
