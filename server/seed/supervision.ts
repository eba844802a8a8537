/**
 * Supervision in the demo world (FLOW_JD_; src/domain/workflows/README.md, "Supervision"), so every
 * supervision page has something to show for every role. A task's status implies what exists, as
 * the flow leaves it (tests/server/jdFixtures.ts encodes the same for tests): from 接受任务 the
 * on-site record with its team, from 提交现场计划 a visit per place making the task's products
 * (待监督, then 监督中 from 开始现场监督, 已完成 from 提交监督材料, each started visit with its photos),
 * the testing unit's samples of a sampling task from the visit on (results from 文件已核查; in the
 * hand-made plans the first product's already at 提交文件), the report with its items and an
 * opinion per product from 提交监督报告, each product's result from the conclusion; and the flow log
 * of every move, by the people of the organisations that made it.
 *
 * - **History** (history.ts, the wall's first records, a certificate each): every task gets the
 *   above, its plan's status follows its tasks, and a task that did not pass has the serious
 *   nonconformity behind it. It grows with the history (ZP_SEED_SCALE).
 * - **Hand-made**, the same at every scale: this year's key-supervision (重点监督) plans of several
 *   enterprises, the demo enterprise's among them, sent to the demo supervision centre (`inspector`,
 *   `jd1_admin`) and testing unit (`tester`): one under supervision with a task in every status,
 *   one completed, one whose tasks wait to be sent; and next year's annual plan in draft with its
 *   chosen certificates. Their tasks carry the whole visit: agenda, observations, nonconformities
 *   with the enterprise's explanations, earlier nonconformities, the document review, photos,
 *   samples with results and test reports, materials. Key supervision rather than annual: a
 *   certificate is in one plan of a type a year, and the history's annual plan of this year already
 *   holds most valid certificates.
 * - A few messages to the demo accounts, as the flows send them.
 *
 * Files (photos, test reports, materials) are real files under the files dir (./files.ts); without
 * a files dir no file records are made. Runs once, on an empty database (seedIfEmpty), after the
 * history, the certificates and the evaluations; draws no random numbers.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, max, notInArray, sql } from 'drizzle-orm';
import { beijingYear } from '../../src/domain/beijingTime';
import { CERT_STATUS, JD_METHOD, JD_NON_LEVEL, JD_OPINION, JD_PLAN_STATUS, JD_RECORD_STATUS, JD_SITE_STATUS, JD_TASK_STATUS, JD_TYPE, ORG_TYPE, orgTypeValue, SPOT_ITEM_TYPE, TEST_OPINION, spotTypeOf } from '../../src/domain/codes';
import { MSG_CATEGORY } from '../../src/domain/message';
import { refTokens } from '../../src/domain/resource';
import { EVAL_ANNEX_GROUPS } from '../../src/domain/resources/evaluation';
import { PICTURE_TYPE, type PictureType } from '../../src/domain/resources/evalSite';
import { JD_LIMITS, hasSampling, jdPlanCodeOf, jdTaskCodeOf, type JdMatGroupKey } from '../../src/domain/resources/jd';
import type { TransitionDef } from '../../src/domain/workflows/engine';
import { JD_PLAN_SYSTEM_MOVES, jdPlanFlow, type JdPlanStatus } from '../../src/domain/workflows/jdPlan';
import { jdSiteFlow } from '../../src/domain/workflows/jdSite';
import { JD_TASK_ENDED, jdTaskFlow, type JdTaskStatus } from '../../src/domain/workflows/jdTask';
import { SYSTEM_ACTOR } from '../http/workflow';
import { sendMessage } from '../modules/msg/service';
import { makeNonComBook, makeTaskBook } from '../modules/jd/site/site';
import type { DbOrTx } from '../db/client';
import {
  flowLog,
  jdDate,
  jdDocProblem,
  jdDocReview,
  jdHisNon,
  jdMat,
  jdMatItem,
  jdNon,
  jdNonExp,
  jdObserved,
  jdPlan,
  jdProd,
  jdRecord,
  jdReport,
  jdRptItem,
  jdSchedule,
  jdSite,
  jdSitePhoto,
  jdSitePlan,
  jdSpot,
  jdTask,
  msgInfo,
  msgPush,
  sysOrg,
  sysRole,
  sysUser,
  sysUserRole,
  zpCert,
  zpPlace,
  zpProduct,
} from '../db/schema';
import { inBatches, insertMany } from '../db/batch';
import { seedDocumentPdfs, type SeedDocumentKind } from './documents';
import { png, saveFiles, type SeedFile } from './files';
import { firstWithRole, seededManager, type SeedActor } from './flows';
import { E2E_ENTERPRISE } from './people';
import { openRectificationsSince } from './reform';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const S = JD_TASK_STATUS;
/** Dates and hours are Shenzhen's (UTC+8): a visit's day starts at its midnight there. */
const CN = 8 * HOUR;
const ymd = (t: number) => new Date(t + CN).toISOString().slice(0, 10);
const midnight = (t: number) => Math.floor((t + CN) / DAY) * DAY - CN;
/** The day of the first working morning (09:00) at or after `t`: when the visit begins once the task is on site. */
const visitDayFrom = (t: number) => (midnight(t) + 9 * HOUR >= t ? midnight(t) : midnight(t) + DAY);
const has = (methods: readonly number[], m: number) => methods.includes(m);

type TaskRow = typeof jdTask.$inferSelect;
type Move = TransitionDef<JdTaskStatus>;
type FlowLogRow = typeof flowLog.$inferInsert;

// ---- The flow's ways ----------------------------------------------------------------------------

const moveOf = (action: string): Move => {
  const t = jdTaskFlow.transitions.find((x) => x.action === action);
  if (!t) throw new Error(`jdTask: no move ${action}`);
  return t;
};

/** The moves that bring a task from `from` to `status`, the shortest way the table allows; a stopped task was sent and stopped before it was accepted. */
export function jdTaskMovesTo(status: JdTaskStatus, from: JdTaskStatus): Move[] {
  if (status === S.stopped) return [...jdTaskMovesTo(S.sent, from), moveOf('stop')];
  const ways = new Map<number, Move[]>([[from, []]]);
  const queue: number[] = [from];
  const ordered = [...jdTaskFlow.transitions.filter((t) => !t.danger), ...jdTaskFlow.transitions.filter((t) => t.danger && t.action !== 'stop')];
  while (queue.length) {
    const at = queue.shift() as number;
    for (const t of ordered) {
      if (!(t.from as readonly number[]).includes(at) || ways.has(t.to)) continue;
      ways.set(t.to, [...(ways.get(at) as Move[]), t]);
      queue.push(t.to);
    }
  }
  const way = ways.get(status);
  if (!way) throw new Error(`jdTask: no way from ${from} to ${status}`);
  return way;
}

/** Statuses a unit has accepted the task in: the plan is under supervision once one of its tasks is in them. */
const ACCEPTED: readonly number[] = Object.values(S).filter((s) => jdTaskMovesTo(s, S.draft).some((t) => t.action === 'accept'));

/** A plan's status as its tasks leave it (README: 2, 3 and 88 follow the tasks). */
export function jdPlanStatusOf(taskStatuses: readonly number[], current: number): number {
  if (!taskStatuses.length || current === JD_PLAN_STATUS.draft) return current;
  if (taskStatuses.every((s) => JD_TASK_ENDED.includes(s))) return JD_PLAN_STATUS.completed;
  if (taskStatuses.some((s) => ACCEPTED.includes(s))) return JD_PLAN_STATUS.supervising;
  // Issued once every task has been sent (a draft entered by hand is not yet).
  if (taskStatuses.some((s) => s === S.release || s === S.draft)) return JD_PLAN_STATUS.tasksCreated;
  return JD_PLAN_STATUS.issued;
}

// ---- What people write --------------------------------------------------------------------------

const OPINIONS: Readonly<Record<string, string>> = {
  accept: '同意承接本监督任务，已组建监督组',
  reject: '任务所涉生产场所较多，本中心近期现场监督人员已排满，请调整时间后重新指派',
  pushPlan: '已按产品生产场所制定现场监督计划',
  submitDoc: '各场所现场监督已完成，监督材料已上传',
  checkDoc: '监督材料齐全，同意编制监督报告',
  submitReport: '监督报告已编制完成，请审核',
  pass: '同意监督通过',
  stop: '企业生产场所搬迁、暂停生产，本次监督任务终止',
};
const FAIL_BY_SAMPLE = '产品抽检不合格，监督不通过，请企业限期整改';
const FAIL_ON_SITE = '现场发现严重不符合项，监督不通过，请企业限期整改';

/** The nonconformities inspectors write down, by how serious. */
const NONCONFORMITY = {
  minor: {
    clause: '5.3 投入品管理',
    description: '投入品仓库农药与肥料未分区存放，近一个月部分农药出库未登记使用记录。',
    explanation: '仓库管理员调岗后交接不到位，出入库登记出现遗漏。',
    correction: '已重新划分存放区域并设置标识，补登出入库记录，指定专人负责登记并每周复核。',
    group: 'input',
    groupRemark: '投入品出入库记录不完整',
  },
  sample: {
    clause: '8.2 产品质量',
    description: '抽检样品镉含量超出限量要求，企业未能提供该批次原料的进货查验记录和检验报告。',
    explanation: '该批次原料来自新增供应商，入库时未按规定查验检验报告。',
    correction: '已暂停使用该供应商原料并召回同批次产品，完善原料进货查验制度，委托检测机构排查污染来源。',
    group: 'productReport',
    groupRemark: '缺少新增原料供应商的检验报告',
  },
  site: {
    clause: '6.1 产品追溯',
    description: '抽查的生产批次无法追溯至原料来源，生产记录与出库记录不一致。',
    explanation: '追溯系统升级期间改为纸质记录，部分批次记录缺失。',
    correction: '已恢复追溯系统录入并补录缺失批次，对记录人员开展追溯管理培训。',
    group: 'trace',
    groupRemark: '追溯记录与生产记录不一致',
  },
} as const;
type NonKind = keyof typeof NONCONFORMITY;

/** The document groups the review flags (the enterprise's evaluation materials). */
const REVIEWED_GROUPS: readonly string[] = ['legal', 'institutional', 'input', 'trace', 'productReport', 'selfCheck'];
const groupLabel = (key: string) => EVAL_ANNEX_GROUPS.find((g) => g.key === key)?.label ?? key;

/** What the testing unit tests, by product type. */
const TEST_ITEMS: Readonly<Record<string, string>> = {
  '0': '农药残留（毒死蜱、克百威、氧乐果等38项）、重金属（铅、镉）',
  '1': '兽药残留（氯霉素、恩诺沙星等）、β-受体激动剂（克伦特罗、莱克多巴胺）',
  '2': '孔雀石绿、硝基呋喃类代谢物、重金属（铅、镉、甲基汞）',
  '3': '菌落总数、大肠菌群、防腐剂（苯甲酸、山梨酸）、甜味剂',
};
const QUALIFIED_RESULT = '所检项目均符合相关食品安全国家标准和“圳品”技术要求';
const UNQUALIFIED_RESULT = '镉（以Cd计）检出值0.35mg/kg，超出GB 2762-2022限量（0.2mg/kg），其余项目符合要求';
/** The environment sample a sampling visit takes beside the products, by the first product's type. */
const ENVIRONMENT_SAMPLE: Readonly<Record<string, { itemType: number; name: string; items: string }>> = {
  '0': { itemType: SPOT_ITEM_TYPE.irrigationWater, name: '基地灌溉用水', items: 'pH值、总汞、总镉、总铅、总砷' },
  '1': { itemType: SPOT_ITEM_TYPE.processingWater, name: '养殖场饮用水', items: '菌落总数、总大肠菌群、硝酸盐' },
  '2': { itemType: SPOT_ITEM_TYPE.breedingWater, name: '养殖池塘水', items: 'pH值、溶解氧、总汞、总镉、总铅' },
  '3': { itemType: SPOT_ITEM_TYPE.processingWater, name: '生产加工用水', items: '菌落总数、总大肠菌群、浑浊度、余氯' },
};

/**
 * Files of the materials (JD_MAT_GROUPS), as the unit uploads them; the task book and the
 * nonconformity report are the product's own, generated from the record (makeTaskBook, makeNonComBook).
 */
const MATERIAL_FILES: Readonly<Partial<Record<JdMatGroupKey, { name: string; doc: SeedDocumentKind }>>> = {
  signIn: { name: '首次会议签到表.pdf', doc: 'signIn' },
  siteRecord: { name: '现场检查记录.pdf', doc: 'siteRecord' },
  samplingSheet: { name: '抽样单.pdf', doc: 'samplingSheet' },
  lastMeeting: { name: '末次会议记录.pdf', doc: 'lastMeeting' },
};

// ---- The people and places ----------------------------------------------------------------------

interface Cast {
  readonly manager: SeedActor;
  readonly byUsername: ReadonlyMap<string, SeedActor & { readonly username: string }>;
  /** Enabled users of each organisation by role, in id order. */
  usersOf(orgId: number | null, role: string): SeedActor[];
  readonly orgNames: ReadonlyMap<number, string>;
  readonly orgAdmins: ReadonlyMap<number, SeedActor>;
}

async function loadCast(tx: DbOrTx): Promise<Cast | null> {
  const manager = await seededManager(tx);
  if (!manager) return null;
  const users = await tx
    .select({ id: sysUser.id, username: sysUser.username, name: sysUser.name, orgId: sysUser.orgId, orgName: sysOrg.name, role: sysRole.code })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .innerJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
    .where(and(eq(sysUser.disabled, false), eq(sysUser.status, 0), inArray(sysRole.code, ['R_UNIT_ADMIN', 'R_UNIT_USER'])))
    .orderBy(asc(sysUser.id));
  const orgs = await tx.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg);
  const enterprises = await tx.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.type, orgTypeValue(ORG_TYPE.enterprise)));
  const orgAdmins = await firstWithRole(tx, 'R_ORG_ADMIN', enterprises.map((o) => o.id));
  const demo = await tx.select({ id: sysUser.id, username: sysUser.username, name: sysUser.name, orgId: sysUser.orgId, orgName: sysOrg.name }).from(sysUser).leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId)).where(inArray(sysUser.username, ['inspector', 'jd1_admin', 'tester', 'jc1_admin', 'enterprise', 'staff', 'manager']));
  return {
    manager,
    byUsername: new Map(demo.map((u) => [u.username, u])),
    usersOf: (orgId, role) => users.filter((u) => u.orgId === orgId && u.role === role),
    orgNames: new Map(orgs.map((o) => [o.id, o.name])),
    orgAdmins,
  };
}

interface Prod {
  /** jd_prod id. */
  readonly id: number;
  readonly certId: number;
  readonly productId: number;
  readonly name: string;
  readonly productType: string;
  readonly placeIds: readonly number[];
}

/** The products of these tasks (their jd_prod rows), with the places making them. */
async function prodsOf(tx: DbOrTx, taskIds: readonly number[]): Promise<Map<number, Prod[]>> {
  const out = new Map<number, Prod[]>();
  if (!taskIds.length) return out;
  const rows: { id: number; taskId: number | null; certId: number; productId: number; name: string; productType: string; placeId: number | null; placeIds: string | null }[] = [];
  for (let i = 0; i < taskIds.length; i += 1000) {
    rows.push(
      ...(await tx
        .select({ id: jdProd.id, taskId: jdProd.taskId, certId: jdProd.certId, productId: jdProd.productId, name: zpProduct.name, productType: zpProduct.productType, placeId: zpProduct.placeId, placeIds: zpProduct.placeIds })
        .from(jdProd)
        .innerJoin(zpProduct, eq(zpProduct.id, jdProd.productId))
        .where(inArray(jdProd.taskId, taskIds.slice(i, i + 1000)))
        .orderBy(asc(jdProd.id))),
    );
  }
  for (const r of rows) {
    if (r.taskId === null) continue;
    const placeIds = refTokens(r.placeIds ?? (r.placeId ? String(r.placeId) : '')).map(Number);
    out.set(r.taskId, [...(out.get(r.taskId) ?? []), { id: r.id, certId: r.certId, productId: r.productId, name: r.name, productType: r.productType, placeIds }]);
  }
  return out;
}

// ---- A task's work ------------------------------------------------------------------------------

interface Team {
  readonly leader: SeedActor;
  readonly members: readonly SeedActor[];
}
const teamNames = (team: Team) => team.members.map((m) => m.name ?? '').filter(Boolean).join('、');

/** Everything a task's status implies, ready to be written. */
interface Work {
  readonly task: TaskRow;
  readonly prods: readonly Prod[];
  /** The status the task's moves start from (0 for a task the plan made, -3 for one entered by hand). */
  readonly from: JdTaskStatus;
  readonly moves: readonly { readonly t: Move; readonly at: number }[];
  readonly team: Team | null;
  readonly unitAdmin: SeedActor | undefined;
  readonly tester: SeedActor | undefined;
  /** Plan products the supervision failed; `unqualified` those whose sample failed. */
  readonly failing: ReadonlySet<number>;
  readonly unqualified: ReadonlySet<number>;
  readonly nonconformity: NonKind | null;
  /** The whole visit (agenda, observations, document review, materials …), or only what the flow requires. */
  readonly full: boolean;
  /** When the visits of a task only planned will start. */
  readonly plannedVisit: number;
}

const did = (w: Work, action: string) => w.moves.some((m) => m.t.action === action);
const timeOf = (w: Work, action: string) => w.moves.find((m) => m.t.action === action)?.at ?? null;

/** Spreads `moves` from `start` to `end`, the first at `start`. */
function spread(moves: readonly Move[], start: number, end: number): { t: Move; at: number }[] {
  return moves.map((t, k) => ({ t, at: Math.round(moves.length === 1 ? start : start + ((end - start) * k) / (moves.length - 1)) }));
}

/** The unit's people who visit: a leader and up to two members of its staff, taken in turn. */
function teamOf(cast: Cast, unitId: number | null, turn: number, leader?: SeedActor): Team | null {
  const staff = cast.usersOf(unitId, 'R_UNIT_USER');
  const admins = cast.usersOf(unitId, 'R_UNIT_ADMIN');
  const people = staff.length ? staff : admins;
  if (!people.length) return null;
  const head = leader ?? people[turn % people.length];
  const others = people.filter((p) => p.id !== head.id);
  const members = [0, 1].map((k) => others[(turn + k) % Math.max(others.length, 1)]).filter((m, i, all): m is SeedActor => !!m && all.findIndex((x) => x?.id === m.id) === i);
  return { leader: head, members };
}

interface Visit {
  readonly placeId: number;
  readonly placeName: string;
  readonly productIds: readonly number[];
  readonly prodIds: readonly number[];
  /** The day it starts (ms), and its status. */
  readonly day: number;
  readonly status: number;
  readonly finishedAt: number | null;
}

function visitsOf(w: Work, placeNames: ReadonlyMap<number, string>, now: number): Visit[] {
  if (!did(w, 'pushPlan')) return [];
  const placeIds = [...new Set(w.prods.flatMap((p) => p.placeIds))];
  const started = timeOf(w, 'startSite');
  const submitted = timeOf(w, 'submitDoc');
  return placeIds.map((placeId, k) => {
    const made = w.prods.filter((p) => p.placeIds.includes(placeId));
    // A task on site began its first visit by this morning at the latest.
    let day = started === null ? midnight(w.plannedVisit) + k * DAY : Math.min(visitDayFrom(started), midnight(now - 9 * HOUR)) + k * DAY;
    // Every visit finished (by 17:00) before the materials went in.
    if (submitted !== null && started !== null && day + 18 * HOUR > submitted) day = Math.max(visitDayFrom(started), midnight(submitted - 18 * HOUR));
    return {
      placeId,
      placeName: placeNames.get(placeId) ?? '生产场所',
      productIds: made.map((p) => p.productId),
      prodIds: made.map((p) => p.id),
      day,
      status: submitted !== null ? JD_SITE_STATUS.finished : started !== null ? JD_SITE_STATUS.onSite : JD_SITE_STATUS.planned,
      finishedAt: submitted !== null && started !== null ? finishedBetween(started, submitted, day) : null,
    };
  });
}

/**
 * When a visit that began at `started` finished: by 17:00 of its day and an hour before the
 * materials went in, but after it began (early in January a task's moves lie hours apart).
 */
function finishedBetween(started: number, submitted: number, day: number): number {
  const byEvening = Math.min(day + 17 * HOUR, submitted - HOUR);
  return byEvening > started ? byEvening : started + Math.round((submitted - started) / 2);
}

/** Whether a product's sample has its result: all from 文件已核查; at 提交文件 the first product's (the testing unit is entering them). */
function resultIn(w: Work, k: number): boolean {
  if (did(w, 'checkDoc')) return true;
  return w.full && did(w, 'submitDoc') && k === 0;
}

/** A product's test opinion from its sample (TEST_OPINION.none while there is none or it is being tested). */
function testOpinionOf(w: Work, prod: Prod, k: number): number {
  if (!hasSampling(w.task.methods) || !did(w, 'startSite') || !resultIn(w, k)) return TEST_OPINION.none;
  return w.unqualified.has(prod.id) ? TEST_OPINION.unqualified : TEST_OPINION.qualified;
}

/** Rows of the tasks, read in slices (a bound list of ids per query). */
async function byTasks<R>(taskIds: readonly number[], read: (ids: number[]) => PromiseLike<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < taskIds.length; i += 10_000) out.push(...(await read(taskIds.slice(i, i + 10_000))));
  return out;
}

/**
 * Writes what the works imply, table by table (a statement per table and slice, so a large
 * history stays quick): records, on-site records, visits, files, what the visits recorded,
 * reports, materials and the flow log. Earlier nonconformities are looked up among those written
 * by earlier calls.
 */
async function writeWorks(tx: DbOrTx, cast: Cast, works: readonly Work[], filesDir: string | undefined): Promise<void> {
  if (!works.length) return;
  const now = Date.now();
  const placeIds = [...new Set(works.flatMap((w) => w.prods.flatMap((p) => p.placeIds)))];
  const places = placeIds.length ? await tx.select({ id: zpPlace.id, name: zpPlace.name }).from(zpPlace).where(inArray(zpPlace.id, placeIds)) : [];
  const placeNames = new Map(places.map((p) => [p.id, p.name]));
  const visits = new Map(works.map((w) => [w.task.id, visitsOf(w, placeNames, now)]));
  const conclusion = (w: Work) => timeOf(w, 'pass') ?? timeOf(w, 'fail');

  // Records: one per product, its opinion from the report, its result from the conclusion.
  const records = works.flatMap((w) =>
    w.prods.map((p, k) => {
      const concluded = conclusion(w);
      const fails = w.failing.has(p.id);
      return {
        taskId: w.task.id,
        planId: w.task.planId as number,
        prodId: p.id,
        certId: p.certId,
        productId: p.productId,
        orgId: w.task.orgId,
        year: w.task.year,
        jdType: w.task.jdType,
        jdOpinion: did(w, 'submitReport') ? (fails ? JD_OPINION.fail : JD_OPINION.pass) : JD_OPINION.pending,
        testOpinion: testOpinionOf(w, p, k),
        status: concluded === null ? JD_RECORD_STATUS.pending : fails ? JD_RECORD_STATUS.unpassed : JD_RECORD_STATUS.passed,
        remark: concluded !== null && fails ? (w.unqualified.has(p.id) ? '抽检不合格' : '现场发现严重不符合项') : null,
        conclusionTime: concluded === null ? null : new Date(concluded),
        createTime: w.task.createTime,
        updateTime: new Date(concluded ?? timeOf(w, 'submitReport') ?? w.task.createTime.getTime()),
      };
    }),
  );
  await insertMany(tx, jdRecord, records);
  // A record keeps its product's name and certificate number as supervised (what attachProds writes in the flow).
  await tx.execute(
    sql`update ${jdRecord} r set cert_no = c.cert_no, product_name = coalesce(c.product_name, p.name) from ${zpCert} c left join ${zpProduct} p on p.id = c.product_id where c.id = r.cert_id and r.cert_no is null`,
  );

  // On-site records, from 接受任务 (the unit names its team there).
  const withSite = works.filter((w) => w.team && did(w, 'accept'));
  const taskIds = withSite.map((w) => w.task.id);
  await insertMany(
    tx,
    jdSite,
    withSite.map((w) => {
      const team = w.team as Team;
      const v = visits.get(w.task.id) ?? [];
      const summary = did(w, 'submitDoc') ? `监督组于${ymd(v[0]?.day ?? now)}至${ymd(v[v.length - 1]?.day ?? now)}完成${v.length}个生产场所的现场监督，检查了生产过程、投入品管理、产品追溯和文件资料。` : null;
      return { taskId: w.task.id, leaderName: team.leader.name ?? '', memberNames: teamNames(team) || null, summary, createTime: new Date(timeOf(w, 'accept') as number), updateTime: new Date(timeOf(w, 'submitDoc') ?? (timeOf(w, 'accept') as number)) };
    }),
  );
  const siteOf = new Map((await byTasks(taskIds, (ids) => tx.select({ id: jdSite.id, taskId: jdSite.taskId }).from(jdSite).where(inArray(jdSite.taskId, ids)))).map((r) => [r.taskId, r.id]));

  // Visits, from 提交现场计划.
  await insertMany(
    tx,
    jdSitePlan,
    withSite.flatMap((w) => {
      const team = w.team as Team;
      const sampling = hasSampling(w.task.methods);
      return (visits.get(w.task.id) ?? []).map((v, k) => {
        const env = w.full && sampling && k === 0 ? ENVIRONMENT_SAMPLE[w.prods[0]?.productType ?? '0'] : undefined;
        return {
          siteId: siteOf.get(w.task.id) as number,
          taskId: w.task.id,
          orgId: w.task.orgId,
          unitId: w.task.unitId,
          testUnitId: w.task.testUnitId,
          placeId: v.placeId,
          startDate: ymd(v.day),
          endDate: ymd(v.day),
          leaderName: team.leader.name ?? '',
          memberNames: teamNames(team) || null,
          productIds: v.productIds.join(','),
          spotItemTypes: sampling ? [SPOT_ITEM_TYPE.product, ...(env ? [env.itemType] : [])].join(',') : null,
          status: v.status,
          createTime: new Date(timeOf(w, 'pushPlan') as number),
          updateTime: new Date(v.finishedAt ?? timeOf(w, 'startSite') ?? (timeOf(w, 'pushPlan') as number)),
        };
      });
    }),
  );
  const planRows = await byTasks(taskIds, (ids) => tx.select({ id: jdSitePlan.id, taskId: jdSitePlan.taskId, placeId: jdSitePlan.placeId }).from(jdSitePlan).where(inArray(jdSitePlan.taskId, ids)));
  const sitePlanOf = new Map(planRows.map((r) => [`${r.taskId}-${r.placeId}`, r.id]));
  const visitId = (w: Work, v: Visit) => sitePlanOf.get(`${w.task.id}-${v.placeId}`) as number;

  // Files first (photos, test reports, materials); rows naming them are made once their ids are known.
  const files: SeedFile[] = [];
  const fileIds: number[] = [];
  const docs = await seedDocumentPdfs();
  const later: (() => void)[] = [];
  const fileRef = (f: SeedFile): (() => number) | null => {
    if (!filesDir) return null;
    files.push(f);
    const i = files.length - 1;
    return () => fileIds[i];
  };
  const idsOf = (refs: readonly ((() => number) | null)[]) => refs.filter((r): r is () => number => r !== null).map((r) => r());
  let variant = 0;

  const photos: (typeof jdSitePhoto.$inferInsert)[] = [];
  const spots: (typeof jdSpot.$inferInsert)[] = [];
  const dates: (typeof jdDate.$inferInsert)[] = [];
  const schedules: (typeof jdSchedule.$inferInsert)[] = [];
  const observed: (typeof jdObserved.$inferInsert)[] = [];
  const reviews: (typeof jdDocReview.$inferInsert)[] = [];
  const problems: (typeof jdDocProblem.$inferInsert)[] = [];
  const reports: (typeof jdReport.$inferInsert)[] = [];
  const rptItems: (typeof jdRptItem.$inferInsert)[] = [];
  const hisNons: (typeof jdHisNon.$inferInsert)[] = [];
  const mats: { siteId: number; taskId: number; archived: boolean; archiveTime: Date | null; updateTime: Date; items: { groupKey: JdMatGroupKey; refs: ((() => number) | null)[]; updateTime: Date }[] }[] = [];
  /** The documents each record's unit generates, and when: the task book before the visit, the nonconformity report before the materials go in. */
  const generated: { siteId: number; task: TaskRow; maker: SeedActor; book: Date; nonBook: Date | null }[] = [];
  const nons: { row: typeof jdNon.$inferInsert; exp: Omit<typeof jdNonExp.$inferInsert, 'nonId'> }[] = [];

  // The enterprises' nonconformities found before (his_non copies the latest).
  const orgIds = [...new Set(withSite.map((w) => w.task.orgId))];
  const earlierNons = orgIds.length ? await tx.select().from(jdNon).where(inArray(jdNon.orgId, orgIds)).orderBy(desc(jdNon.createTime), desc(jdNon.id)) : [];

  for (const w of withSite) {
    const siteId = siteOf.get(w.task.id) as number;
    const team = w.team as Team;
    const v = visits.get(w.task.id) ?? [];
    const sampling = hasSampling(w.task.methods);
    const onSite = did(w, 'startSite');
    const unitOrg = w.task.unitId;
    const testOrg = w.task.testUnitId;
    const contact = cast.orgAdmins.get(w.task.orgId)?.name ?? null;
    // A time of a visit's day (local hours), never later than now.
    const at = (day: number, hour: number) => new Date(Math.min(day + hour * HOUR, now - HOUR));

    for (const visit of v) {
      dates.push({ sitePlanId: visitId(w, visit), taskId: w.task.id, date: ymd(visit.day), memberNames: [team.leader.name, teamNames(team)].filter(Boolean).join('、'), remark: `${visit.placeName}现场监督` });
    }
    // The agenda is planned with the visits.
    if (w.full && v.length) {
      const first = v[0];
      const last = v[v.length - 1];
      const people = [team.leader.name, teamNames(team)].filter(Boolean).join('、');
      schedules.push({ siteId, taskId: w.task.id, date: ymd(first.day), timeRange: '09:00-09:30', content: '首次会议：介绍监督组成员、监督依据、范围和日程安排', participants: [people, contact].filter(Boolean).join('、') });
      for (const visit of v) schedules.push({ siteId, taskId: w.task.id, date: ymd(visit.day), timeRange: '09:30-11:30', content: `现场检查：${visit.placeName}的生产过程、投入品仓库和产品贮存`, participants: people });
      if (sampling) schedules.push({ siteId, taskId: w.task.id, date: ymd(first.day), timeRange: '10:30-11:30', content: '抽样：检测机构现场抽取产品和环境样品并封样', participants: w.tester?.name ?? null });
      schedules.push({ siteId, taskId: w.task.id, date: ymd(last.day), timeRange: '14:00-15:30', content: '文件审核：管理制度、生产记录、投入品记录和追溯记录', participants: people });
      schedules.push({ siteId, taskId: w.task.id, date: ymd(last.day), timeRange: '16:00-16:30', content: '末次会议：通报现场监督发现和不符合项', participants: [people, contact].filter(Boolean).join('、') });
    }
    if (!onSite) continue;
    // Visits of a task on site that begin on a later day have nothing recorded yet.
    const begun = (visit: Visit) => visit.day + 9 * HOUR <= now;

    // Photos of every visit started; the full visit has its meetings, records and samples too.
    const shoot = (visit: Visit, type: PictureType, by: 'unit' | 'test', names: readonly string[], description: string, hour: number) => {
      const who = by === 'unit' ? team.leader : w.tester;
      const taken = at(visit.day, hour);
      const refs = names.map((name) => fileRef({ name, bytes: png(type, variant++), orgId: by === 'unit' ? unitOrg : testOrg, createBy: who?.id ?? null, createTime: taken }));
      if (!filesDir) return refs;
      later.push(() => photos.push({ sitePlanId: visitId(w, visit), siteId, taskId: w.task.id, pictureType: type, annexIds: idsOf(refs).join(','), description, createBy: who?.id ?? null, createTime: new Date(taken.getTime() + HOUR) }));
      return refs;
    };
    const photoRefs: ((() => number) | null)[] = [];
    for (const [k, visit] of v.entries()) {
      if (!begun(visit)) continue;
      if (w.full && k === 0) photoRefs.push(...shoot(visit, PICTURE_TYPE.HY, 'unit', ['首次会议.png'], '首次会议：介绍监督组成员和现场监督安排', 9));
      photoRefs.push(...shoot(visit, PICTURE_TYPE.XC, 'unit', w.full ? ['生产区全景.png', '投入品仓库.png'] : [`${visit.placeName}现场.png`], `${visit.placeName}生产现场`, 10));
      if (w.full && k === 0) photoRefs.push(...shoot(visit, PICTURE_TYPE.XCXC, 'unit', ['记录核查.png'], '查阅投入品出入库记录和生产记录', 14));
      if (w.full && sampling && k === 0 && w.tester) photoRefs.push(...shoot(visit, PICTURE_TYPE.CP, 'test', ['抽样产品.png', '封样.png'], '抽样产品及封样', 11));
      if (w.full && visit.status === JD_SITE_STATUS.finished && k === v.length - 1) photoRefs.push(...shoot(visit, PICTURE_TYPE.MCHY, 'unit', ['末次会议.png'], '末次会议：通报现场监督结果', 16));
    }

    // Samples: every product where it is made, and the visit's environment sample; results as far as the task has come.
    const testReports: ((() => number) | null)[] = [];
    if (sampling && v.length) {
      const sampleOf = (itemType: number, name: string, items: string, prodId: number | null, visit: Visit, k: number, unqualified: boolean) => {
        const entered = resultIn(w, k);
        const taken = at(visit.day, 11);
        const enteredAt = new Date(Math.min(now - HOUR, taken.getTime() + 5 * DAY, (timeOf(w, 'checkDoc') ?? timeOf(w, 'submitDoc') ?? now) - HOUR));
        const report = w.full && entered ? fileRef({ name: `${name}检测报告.pdf`, bytes: docs[unqualified ? 'samplingUnqualified' : 'samplingQualified'], orgId: testOrg, createBy: w.tester?.id ?? null, createTime: enteredAt }) : null;
        if (report) testReports.push(report);
        later.push(() =>
          spots.push({
            taskId: w.task.id,
            sitePlanId: visitId(w, visit),
            prodId,
            itemType,
            spotType: spotTypeOf(itemType),
            sampleName: name.slice(0, 100),
            sampleNo: `CY${w.task.code.slice(2)}-${k + 1}`,
            sampleDate: ymd(visit.day),
            testItems: items,
            result: entered ? (unqualified ? UNQUALIFIED_RESULT : QUALIFIED_RESULT) : null,
            testOpinion: entered ? (unqualified ? TEST_OPINION.unqualified : TEST_OPINION.qualified) : TEST_OPINION.none,
            reportAnnexId: report ? String(report()) : null,
            createBy: w.tester?.id ?? null,
            createTime: taken,
            updateTime: entered ? enteredAt : taken,
          }),
        );
      };
      w.prods.forEach((p, k) => {
        const visit = v.find((x) => x.prodIds.includes(p.id)) ?? v[0];
        if (begun(visit)) sampleOf(SPOT_ITEM_TYPE.product, p.name, TEST_ITEMS[p.productType] ?? TEST_ITEMS['0'], p.id, visit, k, w.unqualified.has(p.id));
      });
      const env = w.full ? ENVIRONMENT_SAMPLE[w.prods[0]?.productType ?? '0'] : undefined;
      if (env) sampleOf(env.itemType, env.name, env.items, null, v[0], w.prods.length, false);
    }

    // A nonconformity found on the first visit, with the enterprise's explanation written down there.
    const non = w.nonconformity ? NONCONFORMITY[w.nonconformity] : null;
    if (non && v.length) {
      const found = at(v[0].day, 11);
      const failedProd = w.prods.find((p) => w.failing.has(p.id));
      const verified = did(w, 'checkDoc') || did(w, 'submitDoc');
      nons.push({
        row: { siteId, taskId: w.task.id, orgId: w.task.orgId, sitePlanId: visitId(w, v[0]), productId: w.nonconformity === 'minor' ? null : (failedProd?.productId ?? null), clause: non.clause, description: non.description, level: w.nonconformity === 'minor' ? JD_NON_LEVEL.minor : JD_NON_LEVEL.serious, deadline: ymd(v[0].day + 30 * DAY), createBy: team.leader.id, createTime: found },
        exp: { siteId, taskId: w.task.id, explanation: non.explanation, correction: non.correction, verified: verified ? (w.nonconformity === 'minor' ? 1 : 0) : null, createTime: new Date(found.getTime() + HOUR) },
      });
    }
    // The task book once the visits are planned; the nonconformity report before the materials go in.
    const planned = timeOf(w, 'pushPlan');
    const materialsIn = timeOf(w, 'submitDoc');
    if (planned !== null) generated.push({ siteId, task: w.task, maker: team.leader, book: new Date(planned - HOUR), nonBook: non && v.length && materialsIn !== null ? new Date(materialsIn - 3 * HOUR) : null });

    if (w.full) {
      // What the inspectors saw at each place.
      for (const [k, visit] of v.filter(begun).entries()) {
        const product = w.prods.find((p) => visit.prodIds.includes(p.id));
        observed.push({ siteId, taskId: w.task.id, sitePlanId: visitId(w, visit), clause: '5.1 生产场所环境', content: `${visit.placeName}生产区域整洁，功能分区明确，周边未发现污染源。`, conformity: 1, createBy: team.leader.id, createTime: at(visit.day, 10) });
        observed.push({ siteId, taskId: w.task.id, sitePlanId: visitId(w, visit), clause: '6.1 产品追溯', content: `随机抽查${product?.name ?? '产品'}近三个月的生产批次，${w.nonconformity === 'site' && k === 0 ? '部分批次无法追溯至原料来源。' : '追溯记录完整，可追溯至原料来源。'}`, conformity: w.nonconformity === 'site' && k === 0 ? 0 : 1, createBy: team.leader.id, createTime: at(visit.day, 11) });
        if (non && k === 0 && w.nonconformity !== 'site') observed.push({ siteId, taskId: w.task.id, sitePlanId: visitId(w, visit), clause: non.clause, content: non.description, conformity: 0, createBy: team.leader.id, createTime: at(visit.day, 11) });
      }
      // The enterprise's last nonconformity found before, and whether it was put right.
      const before = earlierNons.find((n) => n.orgId === w.task.orgId && n.taskId !== w.task.id && n.createTime.getTime() < (v[0]?.day ?? now));
      if (before) hisNons.push({ siteId, taskId: w.task.id, sourceNonId: before.id, sourceTaskId: before.taskId, clause: before.clause, description: before.description, corrected: 1, remark: '企业已按期完成整改，本次现场核实有效', createTime: at(v[0]?.day ?? now, 9) });
      // The document review of the first day.
      if (v.length) {
        const serious = w.nonconformity === 'sample' || w.nonconformity === 'site';
        reviews.push({ siteId, taskId: w.task.id, reviewer: team.leader.name ?? '', reviewDate: ymd(v[0].day), conclusion: serious ? 0 : 1, opinion: non ? `文件资料基本齐全，${groupLabel(non.group)}存在问题：${non.groupRemark}。` : '管理制度、生产记录、投入品记录和追溯记录齐全，与现场实际相符。', createTime: at(v[0].day, 15), updateTime: at(v[0].day, 15) });
        for (const groupKey of REVIEWED_GROUPS) problems.push({ siteId, groupKey, problem: non && non.group === groupKey ? 0 : 1, remark: non && non.group === groupKey ? non.groupRemark : null });
      }
      // The materials: gathered on site, complete when submitted, archived when concluded.
      const submitted = timeOf(w, 'submitDoc');
      const concludedAt = conclusion(w);
      const gathered = at(v[0]?.day ?? now, 17);
      const material = (groupKey: JdMatGroupKey, when: Date) => {
        const f = MATERIAL_FILES[groupKey];
        return f ? [fileRef({ name: f.name, bytes: docs[f.doc], orgId: unitOrg, createBy: team.leader.id, createTime: when })] : [];
      };
      const items: (typeof mats)[number]['items'] = [];
      const add = (groupKey: JdMatGroupKey, refs: ((() => number) | null)[], when: Date) => {
        if (refs.length) items.push({ groupKey, refs, updateTime: when });
      };
      add('signIn', material('signIn', gathered), gathered);
      if (submitted !== null) {
        const when = new Date(submitted - 2 * HOUR);
        add('siteRecord', material('siteRecord', when), when);
        if (sampling) add('samplingSheet', material('samplingSheet', when), when);
        add('testReport', testReports, when);
        add('photos', photoRefs.slice(0, JD_LIMITS.files), when);
        add('lastMeeting', material('lastMeeting', when), when);
      }
      mats.push({ siteId, taskId: w.task.id, archived: concludedAt !== null, archiveTime: concludedAt === null ? null : new Date(concludedAt), updateTime: new Date(submitted ?? gathered.getTime()), items });
    }

    // The report, from 提交监督报告.
    const reported = timeOf(w, 'submitReport');
    if (reported !== null) {
      const failed = w.prods.filter((p) => w.failing.has(p.id));
      const unqualified = w.prods.filter((p) => w.unqualified.has(p.id));
      const names = w.prods.map((p) => p.name).join('、');
      reports.push({
        siteId,
        taskId: w.task.id,
        reportDate: ymd(reported),
        summary: `监督组（组长${team.leader.name ?? ''}）于${ymd(v[0]?.day ?? reported)}对${cast.orgNames.get(w.task.orgId) ?? '企业'}的${w.prods.length}个产品（${names}）在${v.map((x) => x.placeName).join('、') || '生产场所'}开展现场监督检查${sampling ? '，检测机构同步抽取产品样品进行检测' : ''}。`,
        conclusion: failed.length ? `${failed.map((p) => p.name).join('、')}${unqualified.length ? '抽检不合格' : '现场发现严重不符合项'}，不符合“圳品”评价规则要求，建议监督不通过；其余产品符合要求。` : '企业生产过程、投入品管理和产品追溯符合“圳品”评价规则要求，建议监督通过。',
        createTime: new Date(reported - 3 * HOUR),
        updateTime: new Date(reported - 3 * HOUR),
      });
      const items: [string, string, number][] = [
        ['资质证照', '营业执照、食品生产许可证等证照齐全，均在有效期内', 1],
        ['生产过程控制', w.nonconformity === 'site' ? '生产记录与出库记录不一致，部分批次无法追溯' : '生产过程按管理制度执行，生产记录完整', w.nonconformity === 'site' ? 0 : 1],
      ];
      if (w.full) items.push(['投入品管理', w.nonconformity === 'minor' ? '投入品分区存放不规范、出库登记有遗漏（一般不符合项1项，已整改）' : '投入品来源可查，出入库记录完整', w.nonconformity === 'minor' ? 0 : 1]);
      if (w.full) items.push(['产品追溯', w.nonconformity === 'site' ? '追溯体系运行不正常' : '追溯记录可追溯至原料来源', w.nonconformity === 'site' ? 0 : 1]);
      if (sampling) items.push(['抽样检测', `抽检产品${w.prods.length}批次，合格${w.prods.length - unqualified.length}批次${unqualified.length ? `，不合格${unqualified.length}批次（${unqualified.map((p) => p.name).join('、')}）` : ''}`, unqualified.length ? 0 : 1]);
      if (w.full) items.push(['标签标识', '产品标签标识规范，“圳品”标志使用符合要求', 1]);
      items.forEach(([item, result, conformity], sort) => rptItems.push({ siteId, taskId: w.task.id, item, result, conformity, sort: sort + 1, createTime: new Date(reported - 3 * HOUR) }));
    }
  }

  // The files, then the rows naming them.
  if (filesDir && files.length) fileIds.push(...(await saveFiles(tx, filesDir, files)));
  for (const make of later) make();

  await insertMany(tx, jdDate, dates);
  await insertMany(tx, jdSchedule, schedules);
  await insertMany(tx, jdObserved, observed);
  await insertMany(tx, jdDocReview, reviews);
  await insertMany(tx, jdDocProblem, problems);
  await insertMany(tx, jdSitePhoto, photos);
  await insertMany(tx, jdSpot, spots);
  await insertMany(tx, jdReport, reports);
  await insertMany(tx, jdRptItem, rptItems);
  await insertMany(tx, jdHisNon, hisNons);
  const matIds = await inBatches(
    mats.map((m) => ({ siteId: m.siteId, taskId: m.taskId, archived: m.archived, archiveTime: m.archiveTime, updateTime: m.updateTime })),
    (b) => tx.insert(jdMat).values(b).returning({ id: jdMat.id, siteId: jdMat.siteId }),
  );
  const matOf = new Map(matIds.map((m) => [m.siteId, m.id]));
  const matItems = mats.flatMap((m) => m.items.map((it) => ({ matId: matOf.get(m.siteId) as number, siteId: m.siteId, groupKey: it.groupKey, annexIds: idsOf(it.refs).join(',') || null, problem: 1, updateTime: it.updateTime })));
  await insertMany(tx, jdMatItem, matItems);
  // RETURNING yields the rows in the order of the VALUES list: each explanation follows its nonconformity.
  const nonIds = await inBatches(
    nons.map((n) => n.row),
    (b) => tx.insert(jdNon).values(b).returning({ id: jdNon.id }),
  );
  await insertMany(
    tx,
    jdNonExp,
    nons.map((n, i) => ({ ...n.exp, nonId: nonIds[i].id })),
  );
  // The documents the product generates from the records, filed among the materials as the unit would.
  if (filesDir) {
    const sites = new Map((await byTasks(generated.map((g) => g.task.id), (ids) => tx.select().from(jdSite).where(inArray(jdSite.taskId, ids)))).map((r) => [r.id, r]));
    const filed: (typeof jdMatItem.$inferInsert)[] = [];
    for (const g of generated) {
      const site = sites.get(g.siteId);
      if (!site) continue;
      const matId = matOf.get(g.siteId);
      const book = await makeTaskBook(tx, filesDir, g.maker, site, g.task, g.book);
      if (matId !== undefined) filed.push({ matId, siteId: g.siteId, groupKey: 'taskBook', annexIds: String(book.id), problem: 1, updateTime: g.book });
      if (!g.nonBook) continue;
      const nonBook = await makeNonComBook(tx, filesDir, g.maker, site, g.task, g.nonBook);
      if (matId !== undefined) filed.push({ matId, siteId: g.siteId, groupKey: 'nonComBook', annexIds: String(nonBook.id), problem: 1, updateTime: g.nonBook });
    }
    await insertMany(tx, jdMatItem, filed);
  }

  // The flow log: each task's moves, and each visit's start and finish.
  const log: FlowLogRow[] = [];
  const entry = (key: string, recordId: number, t: { action: string; label: string; to: number }, from: number, who: SeedActor | undefined | null, at: number, opinion: string | null): FlowLogRow => ({
    flowKey: key,
    recordId,
    action: t.action,
    actionLabel: t.label,
    fromStatus: from,
    toStatus: t.to,
    actorId: who?.id ?? null,
    actorName: who ? (who.name ?? '') : SYSTEM_ACTOR,
    orgId: who?.orgId ?? null,
    orgName: who?.orgName ?? null,
    opinion,
    createTime: new Date(at),
  });
  for (const w of works) {
    let from: number = w.from;
    for (const { t, at } of w.moves) {
      const who = t.actor.relation === 'management' ? cast.manager : t.action === 'accept' || t.action === 'reject' ? w.unitAdmin : (w.team?.leader ?? w.unitAdmin);
      const opinion = t.action === 'fail' ? (w.unqualified.size ? FAIL_BY_SAMPLE : FAIL_ON_SITE) : t.action === 'accept' && w.team ? `${OPINIONS.accept}，组长${w.team.leader.name ?? ''}` : (OPINIONS[t.action] ?? null);
      log.push(entry(jdTaskFlow.key, w.task.id, t, from, who ?? null, at, opinion));
      from = t.to;
    }
    const start = jdSiteFlow.transitions.find((t) => t.action === 'start');
    const finish = jdSiteFlow.transitions.find((t) => t.action === 'finish');
    for (const v of visits.get(w.task.id) ?? []) {
      const id = sitePlanOf.get(`${w.task.id}-${v.placeId}`);
      const started = timeOf(w, 'startSite');
      if (id === undefined || !start || !finish || started === null || !w.team) continue;
      log.push(entry(jdSiteFlow.key, id, start, JD_SITE_STATUS.planned, w.team.leader, started, null));
      if (v.finishedAt !== null) log.push(entry(jdSiteFlow.key, id, finish, JD_SITE_STATUS.onSite, w.team.leader, v.finishedAt, null));
    }
  }
  await insertMany(tx, flowLog, log);
}

/** The plan's flow log: made its tasks and issued them (management), then under supervision and completed (the system). */
function planLog(planId: number, status: number, made: number, issued: number | null, accepted: number | null, ended: number | null, manager: SeedActor): FlowLogRow[] {
  const rows: FlowLogRow[] = [];
  const row = (t: { action: string; label: string; to: number }, from: number, at: number, who: SeedActor | null): FlowLogRow => ({
    flowKey: jdPlanFlow.key,
    recordId: planId,
    action: t.action,
    actionLabel: t.label,
    fromStatus: from,
    toStatus: t.to,
    actorId: who?.id ?? null,
    actorName: who ? (who.name ?? '') : SYSTEM_ACTOR,
    orgId: who?.orgId ?? null,
    orgName: who?.orgName ?? null,
    opinion: null,
    createTime: new Date(at),
  });
  if (status === JD_PLAN_STATUS.draft) return rows;
  const createTasks = jdPlanFlow.transitions.find((t) => t.action === 'createTasks');
  const issue = jdPlanFlow.transitions.find((t) => t.action === 'issue');
  if (createTasks) rows.push(row(createTasks, JD_PLAN_STATUS.draft, made, manager));
  if (status === JD_PLAN_STATUS.tasksCreated || issued === null) return rows;
  if (issue) rows.push(row(issue, JD_PLAN_STATUS.tasksCreated, issued, manager));
  if (status === JD_PLAN_STATUS.issued) return rows;
  if (accepted !== null) rows.push(row(JD_PLAN_SYSTEM_MOVES.start, JD_PLAN_STATUS.issued, accepted, null));
  if (status === JD_PLAN_STATUS.completed && ended !== null) rows.push(row(JD_PLAN_SYSTEM_MOVES.complete, accepted !== null ? JD_PLAN_STATUS.supervising : JD_PLAN_STATUS.issued, ended, null));
  return rows;
}

// ---- The history --------------------------------------------------------------------------------

/** What the history's tasks imply, and their plans' statuses and history. */
async function seedHistoryWork(tx: DbOrTx, cast: Cast, filesDir: string | undefined): Promise<void> {
  const now = Date.now();
  const tasks = await tx.select().from(jdTask).orderBy(asc(jdTask.id));
  const prods = await prodsOf(tx, tasks.map((t) => t.id));
  const works: Work[] = [];
  for (const task of tasks) {
    const own = prods.get(task.id) ?? [];
    if (task.planId === null || !own.length) continue;
    const status = task.status as JdTaskStatus;
    // The plan made the task (0); a draft was entered by hand.
    const from = status === S.draft ? S.draft : S.release;
    const way = jdTaskMovesTo(status, from);
    const start = task.issueTime?.getTime() ?? task.createTime.getTime();
    // Open tasks made their last move two days ago, so a visit under way began before today.
    const end = task.finishTime?.getTime() ?? (JD_TASK_ENDED.includes(status) ? Math.min(now - DAY, start + 20 * DAY) : Math.max(start + way.length * HOUR, now - 2 * DAY));
    const team = teamOf(cast, task.unitId, task.id);
    const failing = new Set(status === S.unpassed || (status === S.report && task.testOpinion === TEST_OPINION.unqualified) ? own.map((p) => p.id) : []);
    works.push({
      task,
      prods: own,
      from,
      moves: spread(way, start, end),
      team,
      unitAdmin: cast.usersOf(task.unitId, 'R_UNIT_ADMIN')[0],
      tester: cast.usersOf(task.testUnitId, 'R_UNIT_USER')[0] ?? cast.usersOf(task.testUnitId, 'R_UNIT_ADMIN')[0],
      failing,
      unqualified: new Set(task.testOpinion === TEST_OPINION.unqualified ? own.map((p) => p.id) : []),
      nonconformity: status === S.unpassed ? (task.testOpinion === TEST_OPINION.unqualified ? 'sample' : 'site') : null,
      full: false,
      plannedVisit: now + (3 + (task.id % 5)) * DAY,
    });
  }
  // The team on the task, from 接受任务; its dates from when it was sent (one statement: a large history stays quick).
  const updates = works.flatMap((w) => {
    const sent = timeOf(w, 'send');
    if (sent === null) return [];
    const team = did(w, 'accept') ? w.team : null;
    return [sql`(${w.task.id}::int, ${team?.leader.name ?? null}::varchar, ${team ? teamNames(team) || null : null}::varchar, ${ymd(sent)}::date, ${`${w.task.year}-12-31`}::date)`];
  });
  for (let i = 0; i < updates.length; i += 1000) {
    await tx.execute(
      sql`update ${jdTask} set leader_name = v.leader, member_names = v.members, start_date = v.start, end_date = v.finish from (values ${sql.join(updates.slice(i, i + 1000), sql`, `)}) as v(id, leader, members, start, finish) where ${jdTask.id} = v.id`,
    );
  }
  await writeWorks(tx, cast, works, filesDir);

  // Each plan's status as its tasks leave it, and its history.
  const plans = await tx.select().from(jdPlan).orderBy(asc(jdPlan.id));
  const log: FlowLogRow[] = [];
  for (const plan of plans) {
    const own = works.filter((w) => w.task.planId === plan.id);
    const status = jdPlanStatusOf(
      tasks.filter((t) => t.planId === plan.id).map((t) => t.status),
      plan.status,
    );
    const times = (action: string) => own.map((w) => timeOf(w, action)).filter((t): t is number => t !== null);
    const sends = times('send');
    const accepts = times('accept');
    const ends = own.flatMap((w) => (w.moves.length && JD_TASK_ENDED.includes(w.task.status) ? [w.moves[w.moves.length - 1].at] : []));
    // The plan made its tasks before the first was sent (some history tasks were sent before the plan's recorded date).
    const made = Math.min(plan.createTime.getTime(), ...own.map((w) => w.task.createTime.getTime()), ...sends.map((t) => t - DAY));
    if (status !== plan.status || made < plan.createTime.getTime()) await tx.update(jdPlan).set({ status, createTime: new Date(made) }).where(eq(jdPlan.id, plan.id));
    log.push(...planLog(plan.id, status, made, sends.length ? Math.min(...sends) : null, accepts.length ? Math.min(...accepts) : null, ends.length ? Math.max(...ends) : null, cast.manager));
  }
  await insertMany(tx, flowLog, log);
}

// ---- The hand-made plans ------------------------------------------------------------------------

export interface HandTask {
  readonly status: JdTaskStatus;
  /** How many of the enterprise's certificates it covers (at most). */
  readonly products: number;
  readonly methods: readonly number[];
  /** The demo enterprise's task of the plan. */
  readonly demo?: boolean;
  /** Its products fail by their sample (the first of them), or on site (all). */
  readonly fails?: 'sample' | 'site';
  readonly nonconformity?: NonKind;
  /** Where on the demo's way (0 the window's start, 1 now) its last move is. */
  readonly last: number;
  /** Entered by hand (a draft, released) after the plan made its tasks. */
  readonly byHand?: boolean;
}

export interface HandPlan {
  readonly name: (year: number) => string;
  readonly status: JdPlanStatus;
  /** Where on the demo's way the plan was drafted, made its tasks and issued them. */
  readonly drafted: number;
  readonly made: number;
  readonly issued: number | null;
  readonly startDate: (year: number) => string;
  readonly endDate: (year: number) => string;
  readonly tasks: readonly HandTask[];
}

const ON_SITE = JD_METHOD.onSite;
const INFO = JD_METHOD.infoCheck;
const SAMPLING = JD_METHOD.sampling;

/** The hand-made plans, oldest first: a plan's certificates are chosen before the next plan's. */
export const JD_DEMO_PLANS: readonly HandPlan[] = [
  {
    name: (y) => `${y}年第一批“圳品”重点监督检查计划`,
    status: JD_PLAN_STATUS.completed,
    drafted: 0,
    made: 0.02,
    issued: 0.04,
    startDate: (y) => `${y}-01-01`,
    endDate: (y) => `${y}-12-31`,
    tasks: [
      { status: S.passed, products: 1, methods: [ON_SITE, SAMPLING], demo: true, last: 0.4 },
      { status: S.unpassed, products: 1, methods: [ON_SITE], fails: 'site', nonconformity: 'site', last: 0.45 },
      { status: S.passed, products: 2, methods: [ON_SITE, SAMPLING], nonconformity: 'minor', last: 0.42 },
    ],
  },
  {
    name: (y) => `${y}年第二批“圳品”重点监督检查计划`,
    status: JD_PLAN_STATUS.supervising,
    drafted: 0.66,
    made: 0.68,
    issued: 0.7,
    startDate: (y) => `${y}-01-01`,
    endDate: (y) => `${y}-12-31`,
    tasks: [
      { status: S.siteSupervision, products: 2, methods: [ON_SITE, SAMPLING], demo: true, nonconformity: 'minor', last: 0.99 },
      { status: S.unpassed, products: 2, methods: [ON_SITE, SAMPLING], fails: 'sample', nonconformity: 'sample', last: 0.95 },
      { status: S.report, products: 2, methods: [ON_SITE, INFO, SAMPLING], last: 0.985 },
      { status: S.submitDoc, products: 2, methods: [ON_SITE, SAMPLING], last: 0.965 },
      { status: S.checkedDoc, products: 1, methods: [ON_SITE, SAMPLING], nonconformity: 'minor', last: 0.975 },
      { status: S.passed, products: 1, methods: [ON_SITE, INFO], nonconformity: 'minor', last: 0.93 },
      { status: S.drawPlan, products: 1, methods: [ON_SITE, SAMPLING], last: 0.95 },
      { status: S.confirmUnit, products: 1, methods: [ON_SITE, SAMPLING], last: 0.97 },
      { status: S.rejected, products: 1, methods: [ON_SITE], last: 0.975 },
      { status: S.stopped, products: 1, methods: [ON_SITE], last: 0.8 },
      { status: S.sent, products: 1, methods: [ON_SITE, SAMPLING], byHand: true, last: 0.985 },
      { status: S.release, products: 1, methods: [ON_SITE, SAMPLING], byHand: true, last: 0.95 },
      { status: S.draft, products: 1, methods: [ON_SITE], byHand: true, last: 0.96 },
    ],
  },
  {
    name: (y) => `${y}年第三批“圳品”重点监督检查计划`,
    status: JD_PLAN_STATUS.tasksCreated,
    drafted: 0.9,
    made: 0.93,
    issued: null,
    startDate: (y) => `${y}-12-01`,
    endDate: (y) => `${y}-12-31`,
    tasks: [
      { status: S.release, products: 1, methods: [ON_SITE, SAMPLING], last: 0.93 },
      { status: S.release, products: 2, methods: [ON_SITE], last: 0.93 },
    ],
  },
];
/** How many certificates next year's annual plan in draft has chosen. */
const DRAFT_PRODUCTS = 6;

interface FreeCert {
  readonly id: number;
  readonly orgId: number;
  readonly productId: number;
  readonly issued: number;
}

/**
 * How many certificates that failed supervision in the last year stay out of the hand-made plans: a
 * certificate in an open plan must stay valid, and the rectification of one of these (reform.ts)
 * may suspend it. The oldest failures, whose rectifications are furthest along.
 */
const KEPT_FOR_RECTIFICATION = 4;

/** Up to `most` certificates kept for rectification: the oldest of those still being rectified, the demo enterprise's and the browser tests' aside. */
async function keptForRectification(tx: DbOrTx, now: number, demoOrg: number, most: number): Promise<Set<number>> {
  const failed = await tx
    .select({ certId: jdTask.certId, orgId: jdTask.orgId, orgName: sysOrg.name, finishTime: jdTask.finishTime })
    .from(jdTask)
    .innerJoin(sysOrg, eq(sysOrg.id, jdTask.orgId))
    .where(and(eq(jdTask.status, JD_TASK_STATUS.unpassed), isNotNull(jdTask.finishTime)))
    .orderBy(asc(jdTask.finishTime), asc(jdTask.id));
  const since = openRectificationsSince(failed.map((t) => ({ certId: t.certId, at: t.finishTime?.getTime() ?? now })));
  const kept = failed.filter((t) => (t.finishTime?.getTime() ?? now) >= since && t.certId !== null && t.orgId !== demoOrg && t.orgName !== E2E_ENTERPRISE).map((t) => t.certId as number);
  return new Set(kept.slice(0, Math.max(0, Math.min(KEPT_FOR_RECTIFICATION, most))));
}

/** Takes `n` of an enterprise's free certificates issued by `by`. */
function take(pool: FreeCert[], orgId: number, n: number, by: number): FreeCert[] {
  const got = pool.filter((c) => c.orgId === orgId && c.issued <= by).slice(0, n);
  for (const c of got) pool.splice(pool.indexOf(c), 1);
  return got;
}

/** The enterprise for a task: the demo one for its task; else one not yet in the plan, the richest in certificates for a task of several products, the poorest for one. */
function enterpriseFor(pool: readonly FreeCert[], used: ReadonlySet<number>, want: number, by: number): number | null {
  const counts = new Map<number, number>();
  for (const c of pool) if (!used.has(c.orgId) && c.issued <= by) counts.set(c.orgId, (counts.get(c.orgId) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => (want > 1 ? b[1] - a[1] : a[1] - b[1]) || a[0] - b[0]);
  return ranked[0]?.[0] ?? null;
}

async function seedHandMadePlans(tx: DbOrTx, cast: Cast, filesDir: string | undefined): Promise<Work[]> {
  const now = Date.now();
  const year = beijingYear(now);
  // The demo's way: the last 120 days, within this year; early in the year the plans were drawn up
  // and sent in the last weeks of the one before, as a regulator plans ahead (at least 45 days of history).
  const from = Math.min(now - 45 * DAY, Math.max(now - 120 * DAY, Date.UTC(year, 0, 1)));
  const pos = (x: number) => Math.round(from + x * (now - from));
  const enterprise = cast.byUsername.get('enterprise');
  const inspector = cast.byUsername.get('inspector');
  const tester = cast.byUsername.get('tester');
  const unitId = inspector?.orgId ?? null;
  const testUnitId = tester?.orgId ?? null;
  if (!enterprise?.orgId || unitId === null) return [];
  const demoOrg = enterprise.orgId;
  const jdAdmin = cast.byUsername.get('jd1_admin') ?? cast.usersOf(unitId, 'R_UNIT_ADMIN')[0];

  // Valid certificates not yet in a key-supervision plan of this year, less those kept for rectification.
  const inKeyPlans = tx.select({ certId: jdProd.certId }).from(jdProd).innerJoin(jdPlan, eq(jdPlan.id, jdProd.planId)).where(and(eq(jdPlan.year, year), eq(jdPlan.jdType, String(JD_TYPE.key))));
  const valid = await tx
    .select({ id: zpCert.id, orgId: zpCert.orgId, productId: zpCert.productId, issueDate: zpCert.issueDate })
    .from(zpCert)
    .where(and(eq(zpCert.status, CERT_STATUS.valid), notInArray(zpCert.id, inKeyPlans)))
    .orderBy(asc(zpCert.orgId), asc(zpCert.id));
  // Kept only while the plans have certificates to spare (each task's, and as many again for the enterprises' and dates' fit).
  const wanted = 2 * JD_DEMO_PLANS.reduce((n, hp) => n + hp.tasks.reduce((k, t) => k + t.products, 0), 0);
  const issued = valid.filter((c) => c.issueDate);
  const keep = await keptForRectification(tx, now, demoOrg, issued.length - wanted);
  const pool: FreeCert[] = issued.filter((c) => !keep.has(c.id)).map((c) => ({ id: c.id, orgId: c.orgId, productId: c.productId, issued: Date.parse(c.issueDate as string) }));

  const [{ planSeq }] = await tx.select({ planSeq: max(sql<number>`right(${jdPlan.code}, 4)::int`) }).from(jdPlan);
  const [{ tasksOfYear }] = await tx.select({ tasksOfYear: sql<number>`count(*)::int` }).from(jdTask).where(eq(jdTask.year, year));
  let nextPlan = Number(planSeq ?? 0);
  let nextTask = Number(tasksOfYear ?? 0);
  const works: Work[] = [];

  for (const hp of JD_DEMO_PLANS) {
    const made = pos(hp.made);
    const methods = [...new Set(hp.tasks.flatMap((t) => t.methods))].sort((a, b) => a - b);
    const [plan] = await tx
      .insert(jdPlan)
      .values({
        code: jdPlanCodeOf(year, ++nextPlan),
        name: hp.name(year),
        year,
        jdType: String(JD_TYPE.key),
        methods: methods.join(','),
        unitId,
        testUnitId: has(methods, SAMPLING) ? testUnitId : null,
        startDate: hp.startDate(year),
        endDate: hp.endDate(year),
        remark: '对重点品类和上年度存在不符合项的企业开展重点监督检查',
        status: hp.status,
        createBy: cast.manager.id,
        createTime: new Date(pos(hp.drafted)),
        updateTime: new Date(made),
      })
      .returning({ id: jdPlan.id });
    const used = new Set<number>();
    // Tasks of several products choose first, so the enterprises with several certificates serve them.
    const order = hp.tasks.map((t, i) => ({ t, i })).sort((a, b) => Number(!!b.t.demo) - Number(!!a.t.demo) || b.t.products - a.t.products || a.i - b.i);
    // Who and what each task covers, and its moves; then the plan's tasks and products in a statement each.
    const specs = order.flatMap(({ t: ht }) => {
      const byHand = !!ht.byHand;
      const startedAt = byHand ? pos(ht.last - 0.04) : made;
      const orgId = ht.demo && !used.has(demoOrg) && pool.some((c) => c.orgId === demoOrg && c.issued <= startedAt) ? demoOrg : enterpriseFor(pool, used, ht.products, startedAt);
      if (orgId === null) return [];
      used.add(orgId);
      const certs = take(pool, orgId, ht.products, startedAt);
      const from = byHand ? S.draft : S.release;
      const moves = spread(jdTaskMovesTo(ht.status, from), byHand ? pos(ht.last - 0.03) : pos(hp.issued ?? hp.made), pos(ht.last));
      const accepted = moves.some((m) => m.t.action === 'accept');
      return [{ ht, orgId, certs, from, moves, createdAt: startedAt, team: accepted ? teamOf(cast, unitId, 0, inspector) : null, code: jdTaskCodeOf(year, ++nextTask) }];
    });
    const taskRows = specs.map(({ ht, orgId, certs, moves, createdAt, team, code }) => {
      const sampling = has(ht.methods, SAMPLING);
      const sent = moves.find((m) => m.t.action === 'send')?.at ?? null;
      const concluded = moves.find((m) => m.t.action === 'pass' || m.t.action === 'fail')?.at ?? null;
      // The wall still counts a task by one product and by its overall test opinion (unqualified when a product is): its first product, once every result is in.
      const allTested = sampling && moves.some((m) => m.t.action === 'checkDoc');
      return {
        code,
        planId: plan.id,
        year,
        orgId,
        productId: certs[0]?.productId ?? null,
        certId: certs[0]?.id ?? null,
        unitId,
        testUnitId: sampling ? testUnitId : null,
        jdType: String(JD_TYPE.key),
        methods: ht.methods.join(','),
        status: ht.status,
        leaderName: team?.leader.name ?? null,
        memberNames: team ? teamNames(team) || null : null,
        startDate: ymd(sent ?? createdAt),
        endDate: hp.endDate(year),
        opinion: ht.status === S.passed ? JD_OPINION.pass : ht.status === S.unpassed ? JD_OPINION.fail : null,
        testOpinion: allTested ? (ht.fails === 'sample' ? TEST_OPINION.unqualified : TEST_OPINION.qualified) : null,
        conclusion: ht.status === S.passed ? OPINIONS.pass : ht.status === S.unpassed ? (ht.fails === 'sample' ? FAIL_BY_SAMPLE : FAIL_ON_SITE) : null,
        issueTime: sent === null ? null : new Date(sent),
        finishTime: concluded === null ? null : new Date(concluded),
        createBy: cast.manager.id,
        createTime: new Date(createdAt),
        updateTime: new Date(moves[moves.length - 1]?.at ?? createdAt),
      };
    });
    const inserted = taskRows.length ? await tx.insert(jdTask).values(taskRows).returning() : [];
    const taskOf = new Map(inserted.map((t) => [t.code, t]));
    const prodRows = specs.flatMap(({ ht, orgId, certs, createdAt, code }) =>
      certs.map((c) => ({ planId: plan.id, taskId: (taskOf.get(code) as TaskRow).id, certId: c.id, productId: c.productId, orgId, sampling: has(ht.methods, SAMPLING), createTime: new Date(createdAt) })),
    );
    if (prodRows.length) await tx.insert(jdProd).values(prodRows);
    const prodsByTask = await prodsOf(tx, inserted.map((t) => t.id));
    const planWorks: Work[] = specs.map(({ ht, from, moves, team, code }) => {
      const task = taskOf.get(code) as TaskRow;
      const prods = prodsByTask.get(task.id) ?? [];
      const failing = ht.fails === 'site' ? prods : ht.fails === 'sample' ? prods.slice(-1) : [];
      return {
        task,
        prods,
        from,
        moves,
        team,
        unitAdmin: jdAdmin,
        tester: has(ht.methods, SAMPLING) ? (tester ?? undefined) : undefined,
        failing: new Set(failing.map((p) => p.id)),
        unqualified: new Set(ht.fails === 'sample' ? failing.map((p) => p.id) : []),
        nonconformity: ht.nonconformity ?? null,
        full: true,
        plannedVisit: now + 4 * DAY,
      };
    });
    await writeWorks(tx, cast, planWorks, filesDir);
    const times = (action: string) => planWorks.map((w) => timeOf(w, action)).filter((t): t is number => t !== null);
    const accepts = times('accept');
    const ends = planWorks.flatMap((w) => (JD_TASK_ENDED.includes(w.task.status) && w.moves.length ? [w.moves[w.moves.length - 1].at] : []));
    const log = planLog(plan.id, hp.status, made, hp.issued === null ? null : pos(hp.issued), accepts.length ? Math.min(...accepts) : null, ends.length ? Math.max(...ends) : null, cast.manager);
    if (log.length) await tx.insert(flowLog).values(log);
    works.push(...planWorks);
  }

  // Next year's annual plan in draft: the certificates chosen so far.
  const [draft] = await tx.select().from(jdPlan).where(and(eq(jdPlan.status, JD_PLAN_STATUS.draft), eq(jdPlan.year, year + 1))).orderBy(asc(jdPlan.id)).limit(1);
  if (draft) {
    const startsAt = Date.parse(draft.startDate);
    const candidates = await tx
      .select({ id: zpCert.id, orgId: zpCert.orgId, productId: zpCert.productId })
      .from(zpCert)
      .where(and(eq(zpCert.status, CERT_STATUS.valid), gt(zpCert.expireDate, draft.startDate)))
      .orderBy(asc(zpCert.orgId), asc(zpCert.id));
    const free = candidates.filter((c) => !keep.has(c.id));
    const chosen = [...free.filter((c) => c.orgId === demoOrg).slice(0, 2)];
    for (const c of free) if (chosen.length < DRAFT_PRODUCTS && !chosen.some((x) => x.orgId === c.orgId)) chosen.push(c);
    if (chosen.length) {
      await tx.insert(jdProd).values(chosen.map((c) => ({ planId: draft.id, certId: c.id, productId: c.productId, orgId: c.orgId, sampling: hasSampling(draft.methods), createTime: new Date(Math.min(now, startsAt)) })));
    }
  }
  return works;
}

// ---- Messages -----------------------------------------------------------------------------------

/** A few messages as the flows send them: to the one who must act next, opening the page where they act. */
async function seedMessages(tx: DbOrTx, cast: Cast, works: readonly Work[]): Promise<void> {
  const now = Date.now();
  const find = (status: number, pred: (w: Work) => boolean = () => true) => works.find((w) => w.task.status === status && pred(w));
  const userIds = (...names: string[]) => names.map((n) => cast.byUsername.get(n)?.id).filter((id): id is number => typeof id === 'number');
  const name = (w: Work) => cast.orgNames.get(w.task.orgId) ?? '企业';
  const enterpriseOrg = cast.byUsername.get('enterprise')?.orgId;
  const notes: { w: Work | undefined; to: number[]; title: string; content: (w: Work) => string; component: string; daysAgo: number; read: boolean }[] = [
    { w: find(S.sent), to: userIds('jd1_admin'), title: '收到新的监督任务', content: (w) => `监督任务 ${w.task.code}（${name(w)}）已下发，请确认承接并组建监督组。`, component: '/views/jd-unit-task', daysAgo: 0.3, read: false },
    { w: find(S.siteSupervision, (w) => w.task.orgId === enterpriseOrg), to: userIds('enterprise', 'staff'), title: '现场监督检查通知', content: (w) => `监督组（组长${w.team?.leader.name ?? ''}）正在对贵单位开展现场监督检查（任务 ${w.task.code}），请配合提供相关记录和资料。`, component: '/views/jd-org-task', daysAgo: 1.5, read: true },
    { w: find(S.siteSupervision, (w) => w.task.testUnitId !== null), to: userIds('tester'), title: '监督抽样待录入检测结果', content: (w) => `监督任务 ${w.task.code}（${name(w)}）已完成现场抽样，请及时录入检测结果。`, component: '/views/jd-sampling', daysAgo: 1, read: false },
    { w: find(S.submitDoc), to: userIds('manager'), title: '监督材料待核查', content: (w) => `监督任务 ${w.task.code}（${name(w)}）的现场监督材料已提交，请核查。`, component: '/views/jd-task', daysAgo: 0.8, read: false },
  ];
  for (const n of notes) {
    if (!n.w || !n.to.length) continue;
    const sent = await sendMessage(tx, { category: MSG_CATEGORY.jd, msgType: 'REMIND', title: n.title, content: n.content(n.w), to: { userIds: n.to }, component: n.component, param: { id: n.w.task.id } });
    const at = new Date(now - n.daysAgo * DAY);
    const ids = [...sent.messageIds.values()];
    if (!ids.length) continue;
    await tx.update(msgPush).set({ createTime: at }).where(eq(msgPush.id, sent.pushId));
    await tx
      .update(msgInfo)
      .set({ createTime: at, ...(n.read ? { readStatus: 1, readTime: new Date(at.getTime() + HOUR), readNum: 1 } : {}) })
      .where(inArray(msgInfo.id, ids));
  }
}

export async function seedSupervision(tx: DbOrTx, filesDir?: string): Promise<void> {
  const cast = await loadCast(tx);
  if (!cast) return;
  await seedHistoryWork(tx, cast, filesDir);
  const works = await seedHandMadePlans(tx, cast, filesDir);
  await seedMessages(tx, cast, works);
}

