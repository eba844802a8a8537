/** 现场评价计划's texts and the pure rules the view follows (who may do what when, the rows, the plan's status in words). */
import type { EvalPlaceRow, EvalProductRow, EvalRecord } from '@/api/evalRecord';
import type { ArchiveChecklist, SitePlan } from '@/api/evalSitePlan';
import { type CurrentUser, userFacts } from '@/domain/account';
import { codeLabel, EVAL_STATUS } from '@/domain/codes';
import { toneOf } from '@/domain/workflows';
import { evalWindow } from '@/domain/workflows/evaluation';
import { isAnnexAssigned, type EvalAnnexActor } from '@/domain/resources/evaluation';
import type { RecordState } from '@/ui/record/recordVar';

export const PLAN_TEXT = {
  none: '请先选择一个评价申请',
  notFound: '评价申请不存在或无权访问',
  noPlaces: '该申请没有申报场所',
  hint: '请为每个申报场所制定现场评价计划，全部场所制定后生成现场评价通知书，盖章后上传，再发送现场评价通知。',
  onSiteHint: '每个场所的现场评价完成后，请点击“结束该场所评价”；全部场所结束后才能完成现场评价。',
  planned: (n: number, total: number) => `已制定 ${n}/${total} 个场所`,
  unplanned: '未制定',
  add: '制定计划',
  edit: '修改计划',
  team: '调整评价组',
  remove: '删除',
  removeConfirm: (place: string) => `确定删除“${place}”的现场评价计划吗？`,
  removed: '计划已删除',
  finish: '结束该场所评价',
  finishConfirm: (place: string) => `确定“${place}”的现场评价已完成吗？结束后不能撤销。`,
  finished: '该场所评价已结束',
  saved: '计划已保存',
  teamSaved: '评价组已调整',
  ok: '保存',
  cancel: '取消',
  dialogTitle: (place: string) => `现场评价计划：${place}`,
  teamTitle: (place: string) => `调整评价组：${place}`,
  productsHint: '只能选择本申请的申报产品',
  actions: '操作',
  notice: '现场评价通知书',
  noticeFile: '通知书',
  stampedFile: '盖章件',
  noNotice: '未生成',
  noStamped: '未上传',
  generate: '生成通知书',
  regenerate: '重新生成通知书',
  generated: '通知书已生成',
  uploadStamped: '上传盖章件',
  stampedSaved: '盖章件已上传',
  stampedFailed: '盖章件上传失败',
  noticeActions: '通知书操作',
  archive: '归档清单',
  archiveComplete: '材料齐全，可以归档',
  archiveMissing: (n: number) => `还缺 ${n} 项`,
  done: '已完成',
  missing: '未完成',
  columns: { place: '场所名称', type: '场所类型', dates: '评价日期', leader: '评价组长', members: '评价组员', products: '评价产品', sampling: '现场抽样', status: '计划状态', actions: '操作' },
} as const;


/** While the institution prepares the visit: plans, the notice and its stamped copy (the table's windows, as the server reads them). */
export const PLANNING_STATUSES = evalWindow('sitePlans');
/** When a plan's team may change (staffSave). */
export const TEAM_STATUSES = evalWindow('siteTeam');
/** 评价确认 and the steps after it, up to 已通过: the archive checklist is shown. */
export const ARCHIVE_STATUSES: readonly number[] = [
  EVAL_STATUS.evalConfirm, EVAL_STATUS.nonconform, EVAL_STATUS.checklist, EVAL_STATUS.checkedDoc, EVAL_STATUS.checkedDocPass, EVAL_STATUS.reportPush,
  EVAL_STATUS.technicalPass, EVAL_STATUS.waitMeeting, EVAL_STATUS.decidePass, EVAL_STATUS.certConfirm, EVAL_STATUS.passed,
];

/** A plan's status in words and its colour: the site-plan flow's own code list (`evalSitePlanStatus`). */
export const planStatusLabel = (plan: Pick<SitePlan, 'status'>): string => codeLabel('evalSitePlanStatus', plan.status) || String(plan.status);
export const planStatusTone = (plan: Pick<SitePlan, 'status'>): string => toneOf('evalSitePlanStatus', plan.status) ?? 'default';

export interface SitePlanAbilities {
  /** Add, change and delete plans; generate the notice; upload its stamped copy. */
  readonly plan: boolean;
  /** Change a plan's team. */
  readonly team: boolean;
  /** Close a place's visit (a plan on site). */
  readonly finish: boolean;
}

/** The signed-in user as the rules read them. */
export const actorOf: (user: CurrentUser | null) => EvalAnnexActor = userFacts;

/** The server's rules (sitePlan.ts assertUnit) for the signed-in user on this application now. */
export function sitePlanAbilities(a: EvalAnnexActor, app: Pick<EvalRecord, 'orgId' | 'unitId' | 'status'>): SitePlanAbilities {
  const assigned = isAnnexAssigned(a, app);
  return {
    plan: assigned && PLANNING_STATUSES.includes(app.status),
    team: assigned && TEAM_STATUSES.includes(app.status),
    finish: assigned && app.status === EVAL_STATUS.siteEval,
  };
}

export interface SitePlanData {
  readonly app: Pick<EvalRecord, 'id' | 'code' | 'status' | 'orgId' | 'unitId' | 'leaderName' | 'memberNames'>;
  readonly places: readonly EvalPlaceRow[];
  /** The application's products: what a plan may name. */
  readonly products: readonly EvalProductRow[];
  readonly plans: readonly SitePlan[];
  /** The archive checklist (also where the notice and its stamped copy are read from); null while it loads or when refused. */
  readonly archive: ArchiveChecklist | null;
}

export type SitePlanState = RecordState<SitePlanData>;

/** One row of the table: a place of the application and its plan (if any). */
export interface PlaceRow {
  readonly place: EvalPlaceRow;
  readonly plan: SitePlan | null;
}

/** The application's places in order, each with its plan; a plan of a place no longer applied for comes last. */
export function rowsOf(places: readonly EvalPlaceRow[], plans: readonly SitePlan[]): PlaceRow[] {
  const rows: PlaceRow[] = places.map((place) => ({ place, plan: plans.find((p) => p.placeId === place.id) ?? null }));
  for (const plan of plans) if (!places.some((p) => p.id === plan.placeId)) rows.push({ place: { id: plan.placeId, name: plan.placeName ?? String(plan.placeId), address: plan.address ?? null }, plan });
  return rows;
}

/** A new plan's products: what the place makes of the application's products, else all of them. */
export function defaultProducts(place: EvalPlaceRow, products: readonly EvalProductRow[]): number[] {
  const applied = new Set(products.map((p) => p.productId));
  const made = (place.products ?? []).map((p) => p.id).filter((id) => applied.has(id));
  return made.length ? made : products.map((p) => p.productId);
}

/** The notice and its stamped copy, from the checklist. */
export function noticeOf(archive: ArchiveChecklist | null) {
  const file = (key: 'notice' | 'stampedNotice') => archive?.items.find((i) => i.key === key)?.files[0] ?? null;
  return { notice: file('notice'), stamped: file('stampedNotice') };
}
