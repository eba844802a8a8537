/** Sample products in every review status and evaluation applications whose moves fill in fields, their flow answers and histories, for stories and tests (shapes of the real calls). */
import type { Row } from '@/api/resource';
import type { FlowAction, RecordFlow } from '@/api/workflow';
import { EVAL_STATUS, PRODUCT_REVIEW } from '@/domain/codes';
import { RESOURCES } from '@/domain/resources';
import type { FlowLogEntry } from '@/domain/workflows/engine';
import { evaluationFlow } from '@/domain/workflows/evaluation';
import { productReviewFlow } from '@/domain/workflows/productReview';
import { recordViewProps } from './index';
import { sectionsOf } from './record';

export const productEntry = RESOURCES.product;
export const productFlow = productReviewFlow;

/** The sections of the shipped product layouts: details, pictures, brand history. */
export const productSections = sectionsOf(productEntry, recordViewProps.parse({
  sections: [
    { title: '基本信息', fields: ['name', 'orgName', 'brand', 'productType', 'categoryId', 'spec', 'annualOutput', 'placeIds', 'createTime', 'updateTime'] },
    { title: '产品图片', fields: ['frontPic', 'backPic', 'otherPics'] },
    { child: 'brandHistory' },
  ],
}).sections, 'reviewStatus');

/** A 48 px picture drawn in place, so stories show thumbnails without a server. */
export const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#f6c453"/><circle cx="24" cy="22" r="12" fill="#d9822b"/></svg>')}`;

export function product(status: number, over: Row = {}): Row {
  return {
    id: 102,
    orgId: 8,
    orgName: '深圳市鹏城绿源农业发展有限公司',
    name: '清远走地鸡',
    brand: '鹏城绿源',
    productType: '1',
    categoryId: 33,
    categoryName: '鸡肉',
    spec: '2*800',
    annualOutput: '120.00',
    placeId: 1,
    placeName: '鹏城绿源农业发展养殖场',
    placeIds: '1,2',
    placeNames: '鹏城绿源农业发展养殖场、鹏城绿源农业发展食品加工厂',
    frontPic: '11',
    backPic: '12',
    otherPics: null,
    reviewStatus: status,
    createTime: '2026-11-20T02:00:00.000Z',
    updateTime: '2026-11-22T06:30:00.000Z',
    ...over,
  };
}

const ENTERPRISE = { actorId: 6, actorName: '王建华', orgId: 8, orgName: '深圳市鹏城绿源农业发展有限公司' };
const MANAGER = { actorId: 2, actorName: '陈志远', orgId: 1, orgName: '深圳市圳品管理中心' };
export const FAIL_REASON = '背面图片缺少配料表，请重新上传';

const step = (n: number, action: string, from: number, to: number, who: typeof ENTERPRISE, opinion: string | null = null): FlowLogEntry => {
  const t = productFlow.transitions.find((x) => x.action === action)!;
  return {
    id: n,
    flowKey: productFlow.key,
    recordId: 102,
    action,
    actionLabel: t.label,
    fromStatus: from,
    toStatus: to,
    ...who,
    opinion,
    annexIds: null,
    createTime: new Date(Date.UTC(2026, 10, 21, 2, 0) + n * 3_600_000).toISOString(),
  };
};

const P = PRODUCT_REVIEW;
/** The review so far, oldest first: submitted, failed with a reason, resubmitted, passed. */
export const HISTORY: readonly FlowLogEntry[] = [
  step(1, 'submit', P.draft, P.pending, ENTERPRISE),
  step(2, 'fail', P.pending, P.failed, MANAGER, FAIL_REASON),
  step(3, 'submit', P.failed, P.pending, ENTERPRISE, '已按意见重新上传背面图片'),
  step(4, 'pass', P.pending, P.passed, MANAGER, '资料齐全，同意通过'),
];

/** A history of `n` moves back and forth, ending in the status it names. */
export function longHistory(n: number): FlowLogEntry[] {
  return Array.from({ length: n }, (_, i) => {
    const k = i % 4;
    const base = HISTORY[k];
    return { ...base, id: i + 1, opinion: base.opinion && `${base.opinion}（第 ${Math.floor(i / 4) + 1} 轮）`, createTime: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString() };
  });
}

const action = (name: string): FlowAction => {
  const t = productFlow.transitions.find((x) => x.action === name)!;
  return { action: t.action, label: t.label, to: t.to, opinion: t.opinion, attachments: !!t.attachments, danger: !!t.danger, blockedBy: [] };
};
export const ACTIONS = { submit: action('submit'), withdraw: action('withdraw'), pass: action('pass'), fail: action('fail') } as const;

/** The flow call's answer for a product in a status, with the moves given. */
export function flowOf(status: number, actions: readonly FlowAction[], history: readonly FlowLogEntry[]): RecordFlow {
  return { flow: productFlow.key, status, actions, work: [], history };
}

/** The usual cases: what each person sees in each status. */
export const CASES = {
  draftForEnterprise: flowOf(P.draft, [ACTIONS.submit], []),
  pendingForManager: flowOf(P.pending, [ACTIONS.pass, ACTIONS.fail], HISTORY.slice(0, 1)),
  pendingForEnterprise: flowOf(P.pending, [ACTIONS.withdraw], HISTORY.slice(0, 1)),
  failedForEnterprise: flowOf(P.failed, [ACTIONS.submit], HISTORY.slice(0, 2)),
  passed: flowOf(P.passed, [], HISTORY),
} as const;

export const BRAND_ROWS: Row[] = [
  { id: 1, productId: 102, brand: '鹏城绿源', createTime: '2026-11-20T02:00:00.000Z' },
  { id: 2, productId: 102, brand: '绿源优选', createTime: '2026-11-21T05:00:00.000Z' },
];

// An evaluation application (评价申请): moves that fill in fields of their own (the institution, the team).

export const evalEntry = RESOURCES.evaluation;
export const evalFlow = evaluationFlow;

/** The sections of the shipped evaluation layouts. */
export const evalSections = sectionsOf(evalEntry, recordViewProps.parse({
  sections: [
    { title: '申请信息', fields: ['code', 'orgName', 'evalType', 'evalField', 'year', 'status', 'submitTime', 'contact', 'phone'] },
    { title: '申报范围', fields: ['productNames', 'placeNames'] },
    { title: '评价机构', fields: ['unitName', 'testUnitName', 'leaderName', 'memberNames'] },
    { child: 'products' },
    { child: 'places' },
  ],
}).sections, 'status');

export function application(status: number, over: Row = {}): Row {
  return {
    id: 12,
    code: 'PJ2026-0012',
    orgId: 8,
    orgName: '深圳市鹏城绿源农业发展有限公司',
    evalType: '0',
    evalField: '2',
    year: 2026,
    productIds: '102',
    productNames: '清远走地鸡',
    placeIds: '1',
    placeNames: '鹏城绿源农业发展养殖场',
    contact: '王建华',
    phone: '13800000006',
    status,
    unitId: null,
    unitName: null,
    testUnitId: null,
    testUnitName: null,
    leaderName: null,
    memberNames: null,
    submitTime: '2026-11-22T06:30:00.000Z',
    createTime: '2026-11-20T02:00:00.000Z',
    updateTime: '2026-11-22T06:30:00.000Z',
    ...over,
  };
}

/** The institutions a 评价机构 / 检测机构 picker offers (zpUnit by type). */
export const UNITS = {
  evaluation: [
    { value: 41, label: '深圳市鹏质认证评价有限公司' },
    { value: 42, label: '广东南方评价技术中心' },
  ],
  testing: [{ value: 51, label: '深圳市中测食品检测有限公司' }],
} as const;

const evalAction = (name: string): FlowAction => {
  const t = evaluationFlow.transitions.find((x) => x.action === name)!;
  return { action: t.action, label: t.label, to: t.to, opinion: t.opinion, attachments: !!t.attachments, danger: !!t.danger, blockedBy: [] };
};
export const EVAL_ACTIONS = {
  assign: evalAction('assign'),
  reject: evalAction('reject'),
  stop: evalAction('stop'),
  acceptTask: evalAction('acceptTask'),
  decline: evalAction('decline'),
  submit: evalAction('submit'),
  submitMaterials: evalAction('submitMaterials'),
} as const;

/** Where the enterprise files its materials: the application's own page. */
export const MATERIALS_PAGE = '/views/eval-list?id=12';

const E = EVAL_STATUS;
export const EVAL_CASES = {
  /** Management on an accepted application: 分配评价任务 (with the institution), 退回补充, 终止评价. */
  acceptedForManager: { flow: evaluationFlow.key, status: E.checkResult, actions: [EVAL_ACTIONS.assign, EVAL_ACTIONS.reject, EVAL_ACTIONS.stop], work: [], history: [] } satisfies RecordFlow,
  /** The institution's administrator on a task assigned to it: 接受任务 (with the team) or 拒绝任务. */
  assignedForUnit: { flow: evaluationFlow.key, status: E.confirmUnit, actions: [EVAL_ACTIONS.acceptTask, EVAL_ACTIONS.decline], work: [], history: [] } satisfies RecordFlow,
  /** The enterprise's draft: 提交申请 with its declaration. */
  draftForEnterprise: { flow: evaluationFlow.key, status: E.draft, actions: [EVAL_ACTIONS.submit], work: [{ key: 'application', label: '申请信息', page: MATERIALS_PAGE, done: true }], history: [] } satisfies RecordFlow,
  /** The enterprise with materials still missing: 提交材料 blocked, saying what is missing and where it is filed. */
  materialsMissingForEnterprise: {
    flow: evaluationFlow.key,
    status: E.materials,
    actions: [{ ...EVAL_ACTIONS.submitMaterials, blockedBy: [{ text: '请先上传全部必备材料（评价申请书、承诺书）', work: 'materials', page: MATERIALS_PAGE }] }],
    work: [{ key: 'materials', label: '评价材料', page: MATERIALS_PAGE, done: false }],
    history: [],
  } satisfies RecordFlow,
} as const;
