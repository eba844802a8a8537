/** 监督范围's texts and the pure rules the view follows (who may change the scope when, the certificate list's columns and filters). */
import type { JdClassCount, JdPlanClassify, JdPlanRecord, JdPlanTaskRow, JdProdRow } from '@/api/jdPlan';
import { type CurrentUser, isManagementUser, type UserFacts, userFacts } from '@/domain/account';
import type { ResourceDef } from '@/domain/resource';
import { jdCertResource } from '@/domain/resources/jd';
import { planWindow } from '@/domain/workflows/jdPlan';
import type { RecordState } from '@/ui/record/recordVar';

export const SCOPE_TEXT = {
  none: '请先选择一个监督计划',
  notFound: '监督计划不存在或无权访问',
  summary: (prods: number, orgs: number, tasks: number) => `共 ${prods} 个产品，${orgs} 家企业，${tasks} 个任务`,
  draftHint: '草稿计划：请选择要监督的有效证书（同一年度同类型的计划中每个证书只能纳入一次），确认产品后在计划详情中选择“创建监督任务”。',
  tabs: { prods: (n: number) => `监督产品（${n}）`, classify: '分类统计', tasks: (n: number) => `监督任务（${n}）` },
  choose: '选择证书',
  remove: '移除',
  removeSelected: '移除选中',
  removeConfirm: (n: number) => `确定从计划中移除选中的 ${n} 个产品吗？`,
  removeOneConfirm: (name: string) => `确定从计划中移除“${name}”吗？`,
  removed: (n: number) => `已移除 ${n} 个产品`,
  export: '导出产品',
  exported: '已导出',
  fileName: (code: string) => `监督产品-${code}.xlsx`,
  noProds: '计划还没有产品，请选择要监督的证书',
  noProdsLocked: '计划没有产品',
  selected: (n: number) => `已选 ${n} 个`,
  prodActions: '产品操作',
  classify: { byOrg: '按企业', byCategory: '按产品分类', byArea: '按地区', count: '产品数', name: '名称', none: '暂无数据' },
  noTasks: '尚未创建监督任务',
  noTasksHint: '确认产品后，在计划详情中选择“创建监督任务”，每家企业一个任务。',
  openTask: (code: string) => `打开监督任务 ${code}`,
  dialogTitle: (name: string) => `选择证书：${name}`,
  dialogHint: (year: number, type: string) => `${year}年度“${type}”可监督的有效证书；已纳入计划的证书不能再选。`,
  add: (n: number) => (n ? `加入计划（${n}）` : '加入计划'),
  added: (n: number) => `已加入 ${n} 个证书`,
  cancel: '取消',
  yes: '是',
  no: '否',
  columns: { certNo: '证书编号', org: '企业', product: '产品', category: '产品分类', sampling: '抽样检测', task: '任务编号', remark: '备注', actions: '操作', code: '任务编号', products: '监督产品', status: '任务状态', unit: '监督机构' },
} as const;

/** The signed-in user as these rules read them. */
export type JdActor = UserFacts;

/** The signed-in user as the rules read them. */
export const actorOf: (user: CurrentUser | null) => JdActor = userFacts;

/** Management, as the server's isManagement. */
export const isManagement = isManagementUser;

export interface ScopeAbilities {
  /** Choose certificates into the plan and remove its products: management, a draft plan. */
  readonly edit: boolean;
}

export const scopeAbilities = (a: JdActor, plan: Pick<JdPlanRecord, 'status'>): ScopeAbilities => ({ edit: isManagement(a) && planWindow('products').includes(plan.status) });

export interface ScopeData {
  readonly plan: JdPlanRecord;
  readonly prods: readonly JdProdRow[];
  /** The counts; null while they load (or when refused): the products still show. */
  readonly classify: JdPlanClassify | null;
  readonly tasks: readonly JdPlanTaskRow[];
}

export type ScopeState = RecordState<ScopeData>;

/** How many enterprises the plan's products belong to. */
export const orgCount = (prods: readonly JdProdRow[]) => new Set(prods.map((p) => p.orgName ?? '')).size;

/** Groups largest first (the server's order kept among equals). */
export const largestFirst = (groups: readonly JdClassCount[]) => [...groups].sort((a, b) => b.count - a.count);

/** The certificate list's columns in the chooser: what tells certificates apart, and whether one is taken. */
export const CERT_COLUMNS = ['certNo', 'orgName', 'productName', 'categoryName', 'areaName', 'expireDate', 'inPlan', 'planName'] as const;
/** The plan decides these filters (its year and type): not offered in the chooser's search bar. */
export const CERT_FIXED = ['year', 'jdType'] as const;

/** jdCertResource with only the chooser's columns shown (searches unchanged). */
export const CERT_TABLE_DEF: ResourceDef = {
  ...jdCertResource,
  fields: Object.fromEntries(Object.entries(jdCertResource.fields).map(([n, f]) => [n, (CERT_COLUMNS as readonly string[]).includes(n) ? f : { ...f, column: false as const }])),
};

/** The chooser's fixed filters: the plan's year and type. */
export const certFilters = (plan: Pick<JdPlanRecord, 'year' | 'jdType'>): Record<string, string> => ({ 'search.year_eq': String(plan.year), 'search.jdType_eq': String(plan.jdType) });

/** A certificate already in a plan of the year and type cannot be chosen again. */
export const choosable = (row: Readonly<Record<string, unknown>>) => row.inPlan !== true;

/** A task's record page: 监督任务 with the task chosen (its layout variable `id` from the query). */
export const taskRoute = (taskId: number) => `/views/jd-task?id=${taskId}`;
