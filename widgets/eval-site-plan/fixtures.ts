/** Plans, places and checklists as the calls answer them, for the stories and the tests (no server behind either). */
import type { EvalPlaceRow, EvalProductRow } from '@/api/evalRecord';
import type { ArchiveChecklist, ArchiveItem, SitePlan } from '@/api/evalSitePlan';
import { EVAL_SITE_PLAN_STATUS, EVAL_STATUS } from '@/domain/codes';
import { userOf } from '@/stores/testing/users';
import type { SitePlanData } from './plan';

export const EVAL_ID = 12;
export const ENTERPRISE_ORG = 8;
export const UNIT_ORG = 2;

export const app = (status: number): SitePlanData['app'] => ({ id: EVAL_ID, code: 'PJ20260012', status, orgId: ENTERPRISE_ORG, unitId: UNIT_ORG, leaderName: '林嘉怡', memberNames: '张伟,王芳' });

export const PRODUCTS: EvalProductRow[] = [
  { id: 1, productId: 101, productName: '鹏城有机菜心' },
  { id: 2, productId: 102, productName: '鹏城生菜' },
  { id: 3, productId: 103, productName: '鹏城净菜礼盒' },
];

export const PLACES: EvalPlaceRow[] = [
  { id: 201, name: '光明蔬菜种植基地', type: '0', address: '深圳市光明区马田街道', products: [{ id: 101, name: '鹏城有机菜心' }, { id: 102, name: '鹏城生菜' }], productNames: '鹏城有机菜心、鹏城生菜' },
  { id: 202, name: '龙华净菜加工车间', type: '1', address: '深圳市龙华区观澜街道', products: [{ id: 103, name: '鹏城净菜礼盒' }], productNames: '鹏城净菜礼盒' },
];

export const plan = (placeId: number, status: number, over: Partial<SitePlan> = {}): SitePlan => {
  const place = PLACES.find((p) => p.id === placeId) ?? PLACES[0];
  const ids = (place.products ?? []).map((p) => p.id);
  return {
    id: placeId + 1000,
    evalId: EVAL_ID,
    orgId: ENTERPRISE_ORG,
    unitId: UNIT_ORG,
    testUnitId: null,
    placeId,
    placeName: place.name,
    address: place.address ?? null,
    startDate: '2026-12-08',
    endDate: '2026-12-09',
    leaderName: '林嘉怡',
    memberNames: '张伟',
    productIds: ids.join(','),
    productNames: PRODUCTS.filter((p) => ids.includes(p.productId)).map((p) => p.productName).join('、'),
    sampling: placeId === 201,
    status,
    createTime: '2026-12-01T02:00:00.000Z',
    updateTime: '2026-12-01T02:00:00.000Z',
    ...over,
  };
};

const file = (id: number, name: string) => ({ id, name, url: `/api/file/download?id=${id}` });
export const NOTICE = file(701, '现场评价通知书-PJ20260012.docx');
export const STAMPED = file(702, '盖章通知书.pdf');

export function checklist(over: Partial<Record<ArchiveItem['key'], Partial<ArchiveItem>>> = {}): ArchiveChecklist {
  const base: ArchiveItem[] = [
    { key: 'materials', label: '评价材料', done: true, files: [file(401, '企业简介.pdf'), file(402, '产品介绍.pdf'), file(403, '评价申请书.pdf'), file(404, '营业执照.pdf')], note: '' },
    { key: 'docReport', label: '文件评审报告', done: false, files: [], note: '请先生成文件评审报告' },
    { key: 'notice', label: '现场评价通知书', done: false, files: [], note: '请先生成现场评价通知书' },
    { key: 'stampedNotice', label: '现场评价通知书（盖章件）', done: false, files: [], note: '请上传盖章的现场评价通知书' },
    { key: 'siteVisits', label: '现场评价', done: false, files: [], note: '没有现场评价计划' },
  ];
  const items = base.map((i) => ({ ...i, ...over[i.key] }));
  return { evalId: EVAL_ID, complete: items.every((i) => i.done), items };
}

const data = (status: number, plans: SitePlan[], archive: ArchiveChecklist | null): SitePlanData => ({ app: app(status), places: PLACES, products: PRODUCTS, plans, archive });

/** 文审通过, nothing planned yet. */
export const UNPLANNED = data(EVAL_STATUS.docPass, [], checklist());
/** 文审通过, the base planned, the workshop not yet. */
export const PLANNING = data(EVAL_STATUS.docPass, [plan(201, EVAL_SITE_PLAN_STATUS.planning)], checklist());
/** 推送现场计划: both planned, the notice generated and stamped, the plans in front of the enterprise. */
export const PUSHED = data(EVAL_STATUS.pushSitePlan, [plan(201, EVAL_SITE_PLAN_STATUS.pushed), plan(202, EVAL_SITE_PLAN_STATUS.pushed)], checklist({ notice: { done: true, files: [NOTICE], note: '' }, stampedNotice: { done: true, files: [STAMPED], note: '' } }));
/** 现场评价: the base's visit closed, the workshop's still on. */
export const ON_SITE = data(
  EVAL_STATUS.siteEval,
  [plan(201, EVAL_SITE_PLAN_STATUS.finished), plan(202, EVAL_SITE_PLAN_STATUS.onSite)],
  checklist({ notice: { done: true, files: [NOTICE], note: '' }, stampedNotice: { done: true, files: [STAMPED], note: '' }, siteVisits: { note: '还有1个场所的现场评价未结束' } }),
);
/** 评价确认: every visit closed, only the document review report missing. */
export const CONFIRMING = data(
  EVAL_STATUS.evalConfirm,
  [plan(201, EVAL_SITE_PLAN_STATUS.finished), plan(202, EVAL_SITE_PLAN_STATUS.finished)],
  checklist({ notice: { done: true, files: [NOTICE], note: '' }, stampedNotice: { done: true, files: [STAMPED], note: '' }, siteVisits: { done: true, note: '' } }),
);
/** An application without places (an annual supervision, say). */
export const NO_PLACES: SitePlanData = { ...data(EVAL_STATUS.docPass, [], checklist()), places: [] };

export const ENTERPRISE_USER = userOf(ENTERPRISE_ORG, '3', 'R_ORG_ADMIN');
export const UNIT_USER = userOf(UNIT_ORG, '2', 'R_UNIT_USER');
export const OTHER_UNIT = userOf(3, '2', 'R_UNIT_ADMIN');
export const MANAGER = userOf(1, '1', 'R_MNG_USER');
