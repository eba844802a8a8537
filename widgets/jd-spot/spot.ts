/** 监督抽检's texts and the pure rules the view follows (who may write when, the tally, the form's fields and body). */
import type { JdSpotRow, JdTaskProd } from '@/api/jdSpot';
import type { JdTaskRecord } from '@/api/jdRecords';
import { type CurrentUser, isManagementUser, type UserFacts, userFacts } from '@/domain/account';
import { codeLabel, SPOT_ITEM_TYPE, TEST_OPINION, testOpinionTally, type CodeTone } from '@/domain/codes';
import type { FieldDef, ResourceDef } from '@/domain/resource';
import { isJdTaskUnit } from '@/domain/jdSite';
import { hasSampling, jdSpotResource, type JdStoredFile } from '@/domain/resources/jd';
import { SYNC_TEXT, type RecordValues, type SyncState } from '@/domain/sync';
import { JD_TASK_SAMPLING } from '@/domain/workflows/jdTask';
import type { RecordState } from '@/ui/record/recordVar';

export const SPOT_TEXT = {
  queued: SYNC_TEXT.title,
  none: '请先选择一个监督任务',
  notFound: '监督任务不存在或无权访问',
  noItems: '还没有抽检项目',
  tally: (n: number, qualified: number, unqualified: number, testing: number) => `共 ${n} 个抽检项目：${testOpinionTally({ qualified, unqualified, none: testing }, ' ')}`,
  testUnit: (name: string) => `检测机构：${name}`,
  writeHint: '请为每个抽样录入样品信息；检测完成后填写检测结果、检测结论并上传检测报告。产品的检测结论由其抽检项目得出：有一项不合格即为不合格。',
  notNow: (status: string) => `监督任务当前状态为“${status}”：抽检项目在现场监督至文件核查期间填写，现在只能查看`,
  add: '新增抽检项目',
  edit: '编辑',
  remove: '删除',
  removeConfirm: (name: string) => `确定删除抽检项目“${name}”吗？`,
  removed: '抽检项目已删除',
  saved: '抽检项目已保存',
  addTitle: '新增抽检项目',
  editTitle: (name: string) => `编辑抽检项目：${name}`,
  ok: '保存',
  cancel: '取消',
  product: '产品',
  productNeeded: '产品抽检项目请选择产品',
  productHint: '只能选择本任务的监督产品',
  report: '产品检测报告书',
  storedBook: '产品检测报告书：',
  reportDone: '产品检测报告书已生成',
  actions: '抽检操作',
  rowActions: '操作',
} as const;

/** The signed-in user as these rules read them. */
export type JdActor = UserFacts;

/** The signed-in user as the rules read them. */
export const actorOf: (user: CurrentUser | null) => JdActor = userFacts;

const UNIT_ROLES = ['R_UNIT_ADMIN', 'R_UNIT_USER'];
/** The testing unit named on the task (its administrator or staff), as the server's isTaskTestUnit. */
export const isTestUnit = (a: JdActor, t: Pick<JdTaskRecord, 'testUnitId'>) => a.orgId !== null && t.testUnitId !== null && a.orgId === t.testUnitId && a.roleCodes.some((r) => UNIT_ROLES.includes(r));
/** Management, as the server's isManagement. */
export const isManagement = isManagementUser;

export interface SpotAbilities {
  /** Add, change and remove items: the testing unit, while the task samples (JD_TASK_SAMPLING), when it samples at all. */
  readonly write: boolean;
  /** The testing unit of the task, outside the sampling statuses: told why it cannot write. */
  readonly waiting: boolean;
  /**
   * Generate 产品检测报告书: the testing unit or the supervision unit of a task that samples, while
   * it samples (the server's rule, spotBook.ts); everyone else (management, the enterprise) reads
   * the items and their results only.
   */
  readonly report: boolean;
}

export function spotAbilities(a: JdActor, t: Pick<JdTaskRecord, 'testUnitId' | 'unitId' | 'status' | 'methods'>): SpotAbilities {
  const sampling = hasSampling(t.methods);
  const mine = isTestUnit(a, t) && sampling;
  const now = JD_TASK_SAMPLING.includes(t.status);
  return { write: mine && now, waiting: mine && !now, report: sampling && now && (isTestUnit(a, t) || isJdTaskUnit(a, t)) };
}

export interface SpotTally {
  readonly total: number;
  readonly qualified: number;
  readonly unqualified: number;
  readonly testing: number;
}

export function tallyOf(items: readonly JdSpotRow[]): SpotTally {
  const qualified = items.filter((i) => i.testOpinion === TEST_OPINION.qualified).length;
  const unqualified = items.filter((i) => i.testOpinion === TEST_OPINION.unqualified).length;
  return { total: items.length, qualified, unqualified, testing: items.length - qualified - unqualified };
}

export const TEST_TONE: Readonly<Record<number, CodeTone>> = { [TEST_OPINION.qualified]: 'success', [TEST_OPINION.unqualified]: 'error' };

/** An item's name in words: its sample, else its type. */
export const itemName = (i: Pick<JdSpotRow, 'sampleName' | 'itemType'>) => i.sampleName || codeLabel('spotItemType', i.itemType);

export const needsProduct = (itemType: unknown) => Number(itemType) === SPOT_ITEM_TYPE.product;

/** The fields of the item's form other than the product (a picker over the task's products, shown for product items only). */
export const FORM_OMIT = ['taskId', 'onSitePlanId', 'prodId'] as const;
export const SPOT_FIELDS = jdSpotResource.fields as Readonly<Record<string, FieldDef>>;

/** The table's columns: what the testing unit enters, the product by name, the test report as a link. */
export const SPOT_COLUMNS = ['itemType', 'productName', 'sampleName', 'sampleNo', 'sampleDate', 'testItems', 'result', 'testOpinion', 'reportAnnexId'] as const;
/** jdSpotResource with exactly the table's columns shown (so the report's file name is looked up too). */
export const SPOT_TABLE_DEF: ResourceDef = {
  ...jdSpotResource,
  fields: Object.fromEntries(Object.entries(jdSpotResource.fields).map(([n, f]) => [n, { ...f, column: (SPOT_COLUMNS as readonly string[]).includes(n) ? f.column || { width: 160 } : (false as const) }])),
};

export interface SpotData {
  readonly task: Pick<JdTaskRecord, 'id' | 'code' | 'status' | 'methods' | 'unitId' | 'testUnitId' | 'testUnitName'>;
  readonly items: readonly JdSpotRow[];
  /** The task's products: what a product item may name. */
  readonly prods: readonly JdTaskProd[];
  /** The latest stored 产品检测报告书, for every reader to open; null while none was made. */
  readonly book: JdStoredFile | null;
}

export type SpotState = RecordState<SpotData>;

/** What the dialog saves: a new item (id null) or a change to one, with the body of the jdSpot resource. */
/** An item saved on this device and not yet on the server (the 待同步 queue). */
export interface QueuedSpot {
  readonly key: string;
  readonly values: RecordValues;
  readonly state: SyncState;
}

export interface SpotInput {
  readonly id: number | null;
  readonly body: Readonly<Record<string, unknown>>;
}
