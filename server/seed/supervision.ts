/**
 * Supervision in the demo world, played (src/domain/workflows/README.md, "Supervision"; ./play.ts):
 * every plan is drafted by management with the certificates it covers, makes its tasks (one per
 * enterprise) and issues them through the engine; each task is then moved by the people whose move
 * it is, on the days its history says, to the status it stands at, with the work each move's guards
 * ask for done just before: the unit's team named as it accepts, a visit planned at every place,
 * the visits' photos, samples, observations, nonconformities with the enterprise's explanations,
 * earlier nonconformities, the document review and materials once on site, every visit finished
 * before the materials go in, the testing unit's results, the report and an opinion per product
 * before it is submitted; the task book and the nonconformity report are the product's own
 * generators'. A plan follows its tasks, a visit starts with its task, and a task that does not pass
 * opens its products' rectifications by the engine's own reactions (./reform.ts plays those on).
 *
 * - **History** (history.ts drew it, the wall's records): each year's annual, key and renewal plans
 *   over the certificates then held, sent to the supervision centre and testing unit; it grows with
 *   the history (ZP_SEED_SCALE). A few more of its tasks fail than it drew, so rectifications wait in
 *   every status (the demo enterprise's among them).
 * - **Hand-made**, the same at every scale: this year's key-supervision (重点监督) plans of several
 *   enterprises, the demo enterprise's among them, sent to the demo supervision centre (`inspector`,
 *   `jd1_admin`) and testing unit (`tester`): one completed, one under supervision with a task in
 *   every status, one issued and not yet accepted, one whose tasks wait to be sent; their tasks carry
 *   the whole visit (agenda, observations, document review …). And next year's annual plan in draft
 *   with its chosen certificates.
 *
 * Files (photos, test reports, materials) are real files under the files dir (./files.ts).
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { beijingYear } from '../../src/domain/beijingTime';
import { CERT_STATUS, JD_METHOD, JD_NON_LEVEL, JD_OPINION, JD_RECORD_STATUS, JD_TASK_STATUS, JD_TYPE, ORG_TYPE, orgTypeValue, SPOT_ITEM_TYPE, TEST_OPINION, spotTypeOf } from '../../src/domain/codes';
import { refTokens } from '../../src/domain/resource';
import { EVAL_ANNEX_GROUPS } from '../../src/domain/resources/evaluation';
import { PICTURE_TYPE, type PictureType } from '../../src/domain/resources/evalSite';
import { JD_LIMITS, hasSampling, type JdMatGroupKey } from '../../src/domain/resources/jd';
import type { TransitionDef } from '../../src/domain/workflows/engine';
import { jdPlanFlow } from '../../src/domain/workflows/jdPlan';
import { jdSiteFlow } from '../../src/domain/workflows/jdSite';
import { JD_TASK_ENDED, jdTaskFlow, type JdTaskStatus } from '../../src/domain/workflows/jdTask';
import { makeTask } from '../modules/jd/plans/flows';
import { nextPlanCode } from '../modules/jd/plans/plan';
import { makeNonComBook, makeTaskBook } from '../modules/jd/site/site';
import type { DbOrTx } from '../db/client';
import {
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
  sysOrg,
  sysRole,
  sysUser,
  sysUserRole,
  zpCert,
  zpPlace,
  zpProduct,
} from '../db/schema';
import { insertMany } from '../db/batch';
import { seedDocumentPdfs, type SeedDocumentKind } from './documents';
import { png, saveFiles } from './files';
import { firstWithRole, seededManager, type SeedActor } from './flows';
import type { HistoryPlan, HistoryTask, PlanFacts, SupervisionHistory } from './history';
import { E2E_ENTERPRISE } from './people';
import { officeHours, Timeline, type Stage } from './play';
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

// ---- The flow's ways ----------------------------------------------------------------------------

const moveOf = (action: string): Move => {
  const t = jdTaskFlow.transitions.find((x) => x.action === action);
  if (!t) throw new Error(`jdTask: no move ${action}`);
  return t;
};

/** The moves that bring a task from `from` to `status`, the shortest way the table allows; a stopped task was sent and stopped before it was accepted. */
function jdTaskMovesTo(status: JdTaskStatus, from: JdTaskStatus): Move[] {
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

/** A product the task covers, and the places making it. */
interface Made {
  readonly productId: number;
  readonly certId: number;
  readonly placeIds: readonly number[];
}

/** A task as planned before it is played: whose, over what, and each move with its day. */
interface TaskPlan {
  readonly orgId: number;
  readonly made: readonly Made[];
  readonly target: JdTaskStatus;
  /** The task's own methods, where management changed the plan's before sending it. */
  readonly methods: readonly number[] | null;
  /** When it was entered by hand (a draft), or null: the plan made it. */
  readonly byHand: number | null;
  readonly moves: readonly { readonly t: Move; readonly at: number }[];
  /** Products (ids) the supervision failed; `unqualified` those whose sample failed. */
  readonly failing: ReadonlySet<number>;
  readonly unqualified: ReadonlySet<number>;
  readonly nonconformity: NonKind | null;
  /** The whole visit (agenda, observations, document review, materials …), or only what the flow requires. */
  readonly full: boolean;
  /** When the visits of a task only planned will start. */
  readonly plannedVisit: number;
  /** Who leads the visits (the demo inspector for the hand-made plans), else the unit's people in turn. */
  readonly leader: SeedActor | null;
  readonly turn: number;
}

/** A task being played: its plan, its row and products (jd_prod), and its people. */
interface Work extends TaskPlan {
  readonly task: TaskRow;
  readonly prods: readonly Prod[];
  readonly team: Team | null;
  readonly unitAdmin: SeedActor | undefined;
  readonly tester: SeedActor | undefined;
  readonly visits: readonly Visit[];
  /** Whom the enterprise puts forward at the meetings. */
  readonly contact: string | null;
}

const did = (w: TaskPlan, action: string) => w.moves.some((m) => m.t.action === action);
const timeOf = (w: TaskPlan, action: string) => w.moves.find((m) => m.t.action === action)?.at ?? null;

/** Spreads `moves` from `start` to `end`, the first at `start`, an hour apart at least, in office hours. */
function spread(moves: readonly Move[], start: number, end: number): { t: Move; at: number }[] {
  const last = Math.max(end, start + (moves.length - 1) * HOUR);
  return moves.map((t, k) => ({ t, at: officeHours(Math.round(moves.length === 1 ? start : start + ((last - start) * k) / (moves.length - 1))) }));
}

/** The unit's people who visit: a leader and up to two members of its staff, taken in turn. */
function teamOf(cast: Cast, unitId: number | null, turn: number, leader: SeedActor | null): Team | null {
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
  /** The day it starts (ms), and when it finished (null: not yet). */
  readonly day: number;
  readonly finishedAt: number | null;
}

function visitsOf(w: TaskPlan, placeNames: ReadonlyMap<number, string>, now: number): Visit[] {
  if (!did(w, 'pushPlan')) return [];
  const placeIds = [...new Set(w.made.flatMap((p) => p.placeIds))];
  const started = timeOf(w, 'startSite');
  const submitted = timeOf(w, 'submitDoc');
  return placeIds.map((placeId, k) => {
    // A task on site began its first visit by this morning at the latest.
    let day = started === null ? midnight(w.plannedVisit) + k * DAY : Math.min(visitDayFrom(started), midnight(now - 9 * HOUR)) + k * DAY;
    // Every visit finished (by 17:00) before the materials went in.
    if (submitted !== null && started !== null && day + 18 * HOUR > submitted) day = Math.max(visitDayFrom(started), midnight(submitted - 18 * HOUR));
    return {
      placeId,
      placeName: placeNames.get(placeId) ?? '生产场所',
      productIds: w.made.filter((p) => p.placeIds.includes(placeId)).map((p) => p.productId),
      day,
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
  return w.unqualified.has(prod.productId) ? TEST_OPINION.unqualified : TEST_OPINION.qualified;
}

/** Plans a visit at every place making the task's products (its sub-flow at 待监督), with its days and, for the whole visit, the agenda. */
async function planVisits(tx: DbOrTx, w: Work): Promise<void> {
  const team = w.team as Team;
  const sampling = hasSampling(w.task.methods);
  const [site] = await tx.select({ id: jdSite.id }).from(jdSite).where(eq(jdSite.taskId, w.task.id));
  const planned = new Date(timeOf(w, 'pushPlan') as number);
  const people = [team.leader.name, teamNames(team)].filter(Boolean).join('、');
  const rows = await tx
    .insert(jdSitePlan)
    .values(
      w.visits.map((v, k) => {
        const env = w.full && sampling && k === 0 ? ENVIRONMENT_SAMPLE[w.prods[0]?.productType ?? '0'] : undefined;
        return {
          siteId: site.id,
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
          status: jdSiteFlow.initial,
          createTime: planned,
          updateTime: planned,
        };
      }),
    )
    .returning({ id: jdSitePlan.id });
  await insertMany(
    tx,
    jdDate,
    w.visits.map((v, k) => ({ sitePlanId: rows[k].id, taskId: w.task.id, date: ymd(v.day), memberNames: people, remark: `${v.placeName}现场监督` })),
  );
  if (!w.full || !w.visits.length) return;
  const first = w.visits[0];
  const last = w.visits[w.visits.length - 1];
  const contact = w.contact;
  const agenda: (typeof jdSchedule.$inferInsert)[] = [{ siteId: site.id, taskId: w.task.id, date: ymd(first.day), timeRange: '09:00-09:30', content: '首次会议：介绍监督组成员、监督依据、范围和日程安排', participants: [people, contact].filter(Boolean).join('、') }];
  for (const v of w.visits) agenda.push({ siteId: site.id, taskId: w.task.id, date: ymd(v.day), timeRange: '09:30-11:30', content: `现场检查：${v.placeName}的生产过程、投入品仓库和产品贮存`, participants: people });
  if (sampling) agenda.push({ siteId: site.id, taskId: w.task.id, date: ymd(first.day), timeRange: '10:30-11:30', content: '抽样：检测机构现场抽取产品和环境样品并封样', participants: w.tester?.name ?? null });
  agenda.push({ siteId: site.id, taskId: w.task.id, date: ymd(last.day), timeRange: '14:00-15:30', content: '文件审核：管理制度、生产记录、投入品记录和追溯记录', participants: people });
  agenda.push({ siteId: site.id, taskId: w.task.id, date: ymd(last.day), timeRange: '16:00-16:30', content: '末次会议：通报现场监督发现和不符合项', participants: [people, contact].filter(Boolean).join('、') });
  await insertMany(tx, jdSchedule, agenda);
}


/**
 * What the visits recorded, written once the task is on site (each row dated the day it was made,
 * up to where the task's history goes): photos, samples and results, the nonconformity with the
 * enterprise's explanation, observations, the enterprise's earlier nonconformity, the document
 * review, the materials, the report; each product's opinions; the task book and the
 * nonconformity report from the product's generators.
 */
async function recordVisits(tx: DbOrTx, cast: Cast, w: Work, filesDir: string, docs: Readonly<Record<SeedDocumentKind, Buffer>>, now: number): Promise<void> {
  const team = w.team as Team;
  const [site] = await tx.select().from(jdSite).where(eq(jdSite.taskId, w.task.id));
  const siteId = site.id;
  const v = w.visits;
  const visitRows = await tx.select({ id: jdSitePlan.id, placeId: jdSitePlan.placeId }).from(jdSitePlan).where(eq(jdSitePlan.taskId, w.task.id));
  const visitId = (visit: Visit) => visitRows.find((r) => r.placeId === visit.placeId)?.id as number;
  const sampling = hasSampling(w.task.methods);
  const unitOrg = w.task.unitId;
  const testOrg = w.task.testUnitId;
  const concluded = timeOf(w, 'pass') ?? timeOf(w, 'fail');
  // A time of a visit's day (local hours), never later than now.
  const at = (day: number, hour: number) => new Date(Math.min(day + hour * HOUR, now - HOUR));
  // Visits that begin on a later day have nothing recorded yet.
  const begun = (visit: Visit) => visit.day + 9 * HOUR <= now;
  let variant = w.task.id * 16;

  // Each product's opinions as far as the task has come: the unit's from its report, the testing unit's from the results.
  for (const [k, p] of w.prods.entries()) {
    const fails = w.failing.has(p.productId);
    await tx
      .update(jdRecord)
      .set({
        jdOpinion: did(w, 'submitReport') ? (fails ? JD_OPINION.fail : JD_OPINION.pass) : JD_OPINION.pending,
        testOpinion: testOpinionOf(w, p, k),
        remark: concluded !== null && fails ? (w.unqualified.has(p.productId) ? '抽检不合格' : '现场发现严重不符合项') : null,
      })
      .where(and(eq(jdRecord.taskId, w.task.id), eq(jdRecord.productId, p.productId)));
  }

  // Photos of every visit started; the whole visit has its meetings, records and samples too.
  const photoIds: number[] = [];
  const shoot = async (visit: Visit, type: PictureType, by: 'unit' | 'test', names: readonly string[], description: string, hour: number) => {
    const who = by === 'unit' ? team.leader : w.tester;
    const taken = at(visit.day, hour);
    const ids = await saveFiles(
      tx,
      filesDir,
      names.map((name) => ({ name, bytes: png(type, variant++), orgId: by === 'unit' ? unitOrg : testOrg, createBy: who?.id ?? null, createTime: taken })),
    );
    await tx.insert(jdSitePhoto).values({ sitePlanId: visitId(visit), siteId, taskId: w.task.id, pictureType: type, annexIds: ids.join(','), description, createBy: who?.id ?? null, createTime: new Date(taken.getTime() + HOUR) });
    photoIds.push(...ids);
  };
  for (const [k, visit] of v.entries()) {
    if (!begun(visit)) continue;
    if (w.full && k === 0) await shoot(visit, PICTURE_TYPE.HY, 'unit', ['首次会议.png'], '首次会议：介绍监督组成员和现场监督安排', 9);
    await shoot(visit, PICTURE_TYPE.XC, 'unit', w.full ? ['生产区全景.png', '投入品仓库.png'] : [`${visit.placeName}现场.png`], `${visit.placeName}生产现场`, 10);
    if (w.full && k === 0) await shoot(visit, PICTURE_TYPE.XCXC, 'unit', ['记录核查.png'], '查阅投入品出入库记录和生产记录', 14);
    if (w.full && sampling && k === 0 && w.tester) await shoot(visit, PICTURE_TYPE.CP, 'test', ['抽样产品.png', '封样.png'], '抽样产品及封样', 11);
    if (w.full && visit.finishedAt !== null && k === v.length - 1) await shoot(visit, PICTURE_TYPE.MCHY, 'unit', ['末次会议.png'], '末次会议：通报现场监督结果', 16);
  }

  // Samples: every product where it is made, and the visit's environment sample; results as far as the task has come.
  const testReports: number[] = [];
  if (sampling && v.length) {
    const prodIdOf = new Map(w.prods.map((p) => [p.productId, p.id]));
    const sampleOf = async (itemType: number, name: string, items: string, productId: number | null, visit: Visit, k: number, unqualified: boolean) => {
      const entered = resultIn(w, k);
      const taken = at(visit.day, 11);
      const enteredAt = new Date(Math.min(now - HOUR, taken.getTime() + 5 * DAY, (timeOf(w, 'checkDoc') ?? timeOf(w, 'submitDoc') ?? now) - HOUR));
      const [report] = w.full && entered ? await saveFiles(tx, filesDir, [{ name: `${name}检测报告.pdf`, bytes: docs[unqualified ? 'samplingUnqualified' : 'samplingQualified'], orgId: testOrg, createBy: w.tester?.id ?? null, createTime: enteredAt }]) : [];
      if (report !== undefined) testReports.push(report);
      await tx.insert(jdSpot).values({
        taskId: w.task.id,
        sitePlanId: visitId(visit),
        prodId: productId === null ? null : (prodIdOf.get(productId) ?? null),
        itemType,
        spotType: spotTypeOf(itemType),
        sampleName: name.slice(0, 100),
        sampleNo: `CY${w.task.code.slice(2)}-${k + 1}`,
        sampleDate: ymd(visit.day),
        testItems: items,
        result: entered ? (unqualified ? UNQUALIFIED_RESULT : QUALIFIED_RESULT) : null,
        testOpinion: entered ? (unqualified ? TEST_OPINION.unqualified : TEST_OPINION.qualified) : TEST_OPINION.none,
        reportAnnexId: report === undefined ? null : String(report),
        createBy: w.tester?.id ?? null,
        createTime: taken,
        updateTime: entered ? enteredAt : taken,
      });
    };
    for (const [k, p] of w.prods.entries()) {
      const visit = v.find((x) => x.productIds.includes(p.productId)) ?? v[0];
      if (begun(visit)) await sampleOf(SPOT_ITEM_TYPE.product, p.name, TEST_ITEMS[p.productType] ?? TEST_ITEMS['0'], p.productId, visit, k, w.unqualified.has(p.productId));
    }
    const env = w.full ? ENVIRONMENT_SAMPLE[w.prods[0]?.productType ?? '0'] : undefined;
    if (env && begun(v[0])) await sampleOf(env.itemType, env.name, env.items, null, v[0], w.prods.length, false);
  }

  // A nonconformity found on the first visit, with the enterprise's explanation written down there.
  const non = w.nonconformity ? NONCONFORMITY[w.nonconformity] : null;
  if (non && v.length && begun(v[0])) {
    const found = at(v[0].day, 11);
    const failedProd = w.prods.find((p) => w.failing.has(p.productId));
    const verified = did(w, 'checkDoc') || did(w, 'submitDoc');
    const [row] = await tx
      .insert(jdNon)
      .values({ siteId, taskId: w.task.id, orgId: w.task.orgId, sitePlanId: visitId(v[0]), productId: w.nonconformity === 'minor' ? null : (failedProd?.productId ?? null), clause: non.clause, description: non.description, level: w.nonconformity === 'minor' ? JD_NON_LEVEL.minor : JD_NON_LEVEL.serious, deadline: ymd(v[0].day + 30 * DAY), createBy: team.leader.id, createTime: found })
      .returning({ id: jdNon.id });
    await tx.insert(jdNonExp).values({ nonId: row.id, siteId, taskId: w.task.id, explanation: non.explanation, correction: non.correction, verified: verified ? (w.nonconformity === 'minor' ? 1 : 0) : null, createTime: new Date(found.getTime() + HOUR) });
  }

  const submitted = timeOf(w, 'submitDoc');
  if (w.full) {
    // What the inspectors saw at each place.
    const observed: (typeof jdObserved.$inferInsert)[] = [];
    for (const [k, visit] of v.filter(begun).entries()) {
      const product = w.prods.find((p) => visit.productIds.includes(p.productId));
      observed.push({ siteId, taskId: w.task.id, sitePlanId: visitId(visit), clause: '5.1 生产场所环境', content: `${visit.placeName}生产区域整洁，功能分区明确，周边未发现污染源。`, conformity: 1, createBy: team.leader.id, createTime: at(visit.day, 10) });
      observed.push({ siteId, taskId: w.task.id, sitePlanId: visitId(visit), clause: '6.1 产品追溯', content: `随机抽查${product?.name ?? '产品'}近三个月的生产批次，${w.nonconformity === 'site' && k === 0 ? '部分批次无法追溯至原料来源。' : '追溯记录完整，可追溯至原料来源。'}`, conformity: w.nonconformity === 'site' && k === 0 ? 0 : 1, createBy: team.leader.id, createTime: at(visit.day, 11) });
      if (non && k === 0 && w.nonconformity !== 'site') observed.push({ siteId, taskId: w.task.id, sitePlanId: visitId(visit), clause: non.clause, content: non.description, conformity: 0, createBy: team.leader.id, createTime: at(visit.day, 11) });
    }
    await insertMany(tx, jdObserved, observed);
    // The enterprise's last nonconformity found before, and whether it was put right.
    const [before] = await tx
      .select()
      .from(jdNon)
      .where(and(eq(jdNon.orgId, w.task.orgId), sql`${jdNon.taskId} <> ${w.task.id}`, sql`${jdNon.createTime} < ${new Date(v[0]?.day ?? now).toISOString()}`))
      .orderBy(desc(jdNon.createTime), desc(jdNon.id))
      .limit(1);
    if (before) await tx.insert(jdHisNon).values({ siteId, taskId: w.task.id, sourceNonId: before.id, sourceTaskId: before.taskId, clause: before.clause, description: before.description, corrected: 1, remark: '企业已按期完成整改，本次现场核实有效', createTime: at(v[0]?.day ?? now, 9) });
    // The document review of the first day.
    if (v.length) {
      const serious = w.nonconformity === 'sample' || w.nonconformity === 'site';
      await tx.insert(jdDocReview).values({ siteId, taskId: w.task.id, reviewer: team.leader.name ?? '', reviewDate: ymd(v[0].day), conclusion: serious ? 0 : 1, opinion: non ? `文件资料基本齐全，${groupLabel(non.group)}存在问题：${non.groupRemark}。` : '管理制度、生产记录、投入品记录和追溯记录齐全，与现场实际相符。', createTime: at(v[0].day, 15), updateTime: at(v[0].day, 15) });
      await insertMany(
        tx,
        jdDocProblem,
        REVIEWED_GROUPS.map((groupKey) => ({ siteId, groupKey, problem: non && non.group === groupKey ? 0 : 1, remark: non && non.group === groupKey ? non.groupRemark : null })),
      );
    }
    // The materials: gathered on site, complete when submitted, archived when concluded.
    const gathered = at(v[0]?.day ?? now, 17);
    const material = async (groupKey: JdMatGroupKey, when: Date) => {
      const f = MATERIAL_FILES[groupKey];
      return f ? await saveFiles(tx, filesDir, [{ name: f.name, bytes: docs[f.doc], orgId: unitOrg, createBy: team.leader.id, createTime: when }]) : [];
    };
    const items: { groupKey: JdMatGroupKey; ids: number[]; updateTime: Date }[] = [];
    const add = (groupKey: JdMatGroupKey, ids: number[], when: Date) => {
      if (ids.length) items.push({ groupKey, ids, updateTime: when });
    };
    add('signIn', await material('signIn', gathered), gathered);
    if (submitted !== null) {
      const when = new Date(submitted - 2 * HOUR);
      add('siteRecord', await material('siteRecord', when), when);
      if (sampling) add('samplingSheet', await material('samplingSheet', when), when);
      add('testReport', testReports, when);
      add('photos', photoIds.slice(0, JD_LIMITS.files), when);
      add('lastMeeting', await material('lastMeeting', when), when);
    }
    const [mat] = await tx
      .insert(jdMat)
      .values({ siteId, taskId: w.task.id, archived: concluded !== null, archiveTime: concluded === null ? null : new Date(concluded), updateTime: new Date(submitted ?? gathered.getTime()) })
      .returning({ id: jdMat.id });
    await insertMany(
      tx,
      jdMatItem,
      items.map((it) => ({ matId: mat.id, siteId, groupKey: it.groupKey, annexIds: it.ids.join(',') || null, problem: 1, updateTime: it.updateTime })),
    );
    // The documents the product generates from the records, filed among the materials as the unit would:
    // the task book once the visits are planned, the nonconformity report before the materials go in.
    const bookAt = new Date((timeOf(w, 'pushPlan') as number) - HOUR);
    const book = await makeTaskBook(tx, filesDir, team.leader, site, w.task, bookAt);
    const filed: (typeof jdMatItem.$inferInsert)[] = [{ matId: mat.id, siteId, groupKey: 'taskBook', annexIds: String(book.id), problem: 1, updateTime: bookAt }];
    if (non && v.length && submitted !== null) {
      const [withBook] = await tx.select().from(jdSite).where(eq(jdSite.id, siteId));
      const nonBookAt = new Date(submitted - 3 * HOUR);
      const nonBook = await makeNonComBook(tx, filesDir, team.leader, withBook, w.task, nonBookAt);
      filed.push({ matId: mat.id, siteId, groupKey: 'nonComBook', annexIds: String(nonBook.id), problem: 1, updateTime: nonBookAt });
    }
    await insertMany(tx, jdMatItem, filed);
  }
  if (submitted !== null) {
    await tx
      .update(jdSite)
      .set({ summary: `监督组于${ymd(v[0]?.day ?? now)}至${ymd(v[v.length - 1]?.day ?? now)}完成${v.length}个生产场所的现场监督，检查了生产过程、投入品管理、产品追溯和文件资料。`, updateTime: new Date(submitted) })
      .where(eq(jdSite.id, siteId));
  }

  // The report, saved before 提交监督报告.
  const reported = timeOf(w, 'submitReport');
  if (reported !== null) {
    const failed = w.prods.filter((p) => w.failing.has(p.productId));
    const unqualified = w.prods.filter((p) => w.unqualified.has(p.productId));
    const names = w.prods.map((p) => p.name).join('、');
    await tx.insert(jdReport).values({
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
    await insertMany(
      tx,
      jdRptItem,
      items.map(([item, result, conformity], sort) => ({ siteId, taskId: w.task.id, item, result, conformity, sort: sort + 1, createTime: new Date(reported - 3 * HOUR) })),
    );
  }
}


// ---- Playing a plan ------------------------------------------------------------------------------

/** A plan as planned before it is played: drafted with its certificates, its tasks made and issued on these days. */
interface PlanPlan extends PlanFacts {
  readonly remark: string | null;
  readonly drafted: number;
  /** When management made its tasks (创建监督任务) and issued them, or null: not yet. */
  readonly made: number | null;
  readonly issued: number | null;
  readonly tasks: readonly TaskPlan[];
}

/** What playing needs at hand. */
interface Scene {
  readonly tx: DbOrTx;
  readonly stage: Stage;
  readonly cast: Cast;
  readonly timeline: Timeline;
  readonly filesDir: string;
  readonly docs: Readonly<Record<SeedDocumentKind, Buffer>>;
  readonly placeNames: ReadonlyMap<number, string>;
  readonly now: number;
}

/**
 * Drafts the plan (its row and chosen certificates, at its drafting day) and puts its moves and its
 * tasks' on the timeline: tasks made, a task entered by hand, issued, each task's moves, each visit
 * finished.
 */
async function stagePlan(sc: Scene, p: PlanPlan): Promise<void> {
  const { tx, stage, cast, timeline } = sc;
  const drafted = new Date(officeHours(p.drafted));
  const [plan] = await tx
    .insert(jdPlan)
    .values({ code: await nextPlanCode(tx, p.year), name: p.name, year: p.year, jdType: p.jdType, methods: p.methods, unitId: p.unitId, testUnitId: p.testUnitId, startDate: p.startDate, endDate: p.endDate, remark: p.remark, status: jdPlanFlow.initial, createBy: cast.manager.id, createTime: drafted, updateTime: drafted })
    .returning();
  const chosen = p.tasks.filter((t) => t.byHand === null);
  const prodRows = (tp: TaskPlan, at: Date) => tp.made.map((m) => ({ planId: plan.id, certId: m.certId, productId: m.productId, orgId: tp.orgId, sampling: hasSampling(tp.methods?.join(',') ?? p.methods), createTime: at }));
  await insertMany(tx, jdProd, chosen.flatMap((tp) => prodRows(tp, drafted)));
  const works = new Map<TaskPlan, Work>();
  const made = p.made === null ? null : officeHours(p.made);
  if (made !== null) {
    timeline.add(made, async () => {
      await stage.move(tx, jdPlanFlow, plan.id, 'createTasks', { by: cast.manager.id, at: made });
      const tasks = await tx.select().from(jdTask).where(eq(jdTask.planId, plan.id));
      for (const tp of chosen) works.set(tp, await workOf(sc, tp, tasks.find((t) => t.orgId === tp.orgId) as TaskRow));
    });
  }
  for (const tp of p.tasks) {
    if (tp.byHand === null) continue;
    const entered = officeHours(tp.byHand);
    timeline.add(entered, async () => {
      const prods = await tx.insert(jdProd).values(prodRows(tp, new Date(entered))).returning({ id: jdProd.id });
      const id = await makeTask(tx, plan, tp.orgId, prods.map((r) => r.id), jdTaskFlow.initial, cast.manager.id, new Date(entered));
      const [task] = await tx.select().from(jdTask).where(eq(jdTask.id, id));
      works.set(tp, await workOf(sc, tp, task));
    });
  }
  const issued = p.issued === null ? null : officeHours(p.issued);
  if (issued !== null) timeline.add(issued, () => stage.move(tx, jdPlanFlow, plan.id, 'issue', { by: cast.manager.id, at: issued }));
  for (const tp of p.tasks) {
    for (const m of tp.moves) timeline.add(m.at, () => playTaskMove(sc, works.get(tp) as Work, m));
    for (const v of visitsOf(tp, sc.placeNames, sc.now)) {
      const finished = v.finishedAt;
      if (finished === null) continue;
      timeline.add(finished, async () => {
        const w = works.get(tp) as Work;
        const [visit] = await tx.select({ id: jdSitePlan.id }).from(jdSitePlan).where(and(eq(jdSitePlan.taskId, w.task.id), eq(jdSitePlan.placeId, v.placeId)));
        await stage.move(tx, jdSiteFlow, visit.id, 'finish', { by: (w.team as Team).leader.id, at: finished });
      });
    }
  }
}

/** The task's people and products once it exists; methods of its own (management changed them before sending) written first. */
async function workOf(sc: Scene, tp: TaskPlan, made: TaskRow): Promise<Work> {
  const { tx, cast } = sc;
  let task = made;
  if (tp.methods) {
    const methods = tp.methods.join(',');
    const sampling = hasSampling(methods);
    [task] = await tx.update(jdTask).set({ methods, testUnitId: sampling ? task.testUnitId : null }).where(eq(jdTask.id, task.id)).returning();
    await tx.update(jdProd).set({ sampling }).where(eq(jdProd.taskId, task.id));
  }
  const prods = (await prodsOf(tx, [task.id])).get(task.id) ?? [];
  const demo = (username: string, orgId: number | null) => {
    const u = cast.byUsername.get(username);
    return u && u.orgId === orgId ? u : undefined;
  };
  return {
    ...tp,
    task,
    prods,
    team: did(tp, 'accept') ? teamOf(cast, task.unitId, tp.turn, tp.leader) : null,
    unitAdmin: demo('jd1_admin', task.unitId) ?? cast.usersOf(task.unitId, 'R_UNIT_ADMIN')[0],
    tester: hasSampling(task.methods) ? (demo('tester', task.testUnitId) ?? cast.usersOf(task.testUnitId, 'R_UNIT_USER')[0] ?? cast.usersOf(task.testUnitId, 'R_UNIT_ADMIN')[0]) : undefined,
    visits: visitsOf(tp, sc.placeNames, sc.now),
    contact: cast.orgAdmins.get(task.orgId)?.name ?? null,
  };
}

/** One of the task's moves, by whose move it is, with the work its guards ask for done just before (the visits planned), or just after (what the visits recorded). */
async function playTaskMove(sc: Scene, w: Work, m: { readonly t: Move; readonly at: number }): Promise<void> {
  const { t, at } = m;
  const by = t.actor.relation === 'management' ? sc.cast.manager : t.action === 'accept' || t.action === 'reject' ? w.unitAdmin : (w.team?.leader ?? w.unitAdmin);
  if (!by) throw new Error(`seed: no one of unit ${String(w.task.unitId)} to ${t.action} task ${w.task.code}`);
  const opinion =
    t.action === 'fail' ? (w.unqualified.size ? FAIL_BY_SAMPLE : FAIL_ON_SITE)
    : t.action === 'accept' && w.team ? `${OPINIONS.accept}，组长${w.team.leader.name ?? ''}`
    : (OPINIONS[t.action] ?? null);
  const team = w.team;
  await sc.stage.move(sc.tx, jdTaskFlow, w.task.id, t.action, {
    by: by.id,
    at,
    opinion,
    values: t.action === 'accept' ? { leaderName: team?.leader.name ?? by.name, memberNames: team ? teamNames(team) || null : null } : {},
    before: t.action === 'pushPlan' ? () => planVisits(sc.tx, w) : undefined,
    after: t.action === 'startSite' ? () => recordVisits(sc.tx, sc.cast, w, sc.filesDir, sc.docs, sc.now) : undefined,
  });
}


// ---- The history ---------------------------------------------------------------------------------

/** How many passed history tasks fail instead (the demo enterprise's among them), so rectifications wait in every status. */
const FAILED_HISTORY_TASKS = 20;

/**
 * A few passed tasks of the history, each its certificate's latest, did not pass after all, so that
 * open rectifications can wait in every status and the demo enterprise has one: its latest passed
 * task, then tasks of certificates that were to be suspended, then the latest of other enterprises.
 */
function failSome(sv: SupervisionHistory, demoOrg: number | null, spared: ReadonlySet<number>, now: number): void {
  const plans = new Map(sv.plans.map((p) => [p.key, p]));
  const concluded = sv.tasks.filter((t) => t.finish !== null).sort((a, b) => (b.finish as number) - (a.finish as number));
  // A held certificate's passed task, a while ago: a rectification needs time to get somewhere.
  const failable = (t: HistoryTask) => t.status === S.passed && (t.finish as number) < now - 20 * DAY && (sv.fates.get(t.certId)?.status ?? CERT_STATUS.suspended) === CERT_STATUS.suspended;
  const latestOfCert = new Map<number, HistoryTask>();
  for (const t of concluded) if (!latestOfCert.has(t.certId)) latestOfCert.set(t.certId, t);
  const candidates = [...latestOfCert.values()].filter((t) => failable(t) && !spared.has(t.orgId));
  const chosen: HistoryTask[] = [];
  const orgs = new Set<number>();
  const choose = (t: HistoryTask | undefined, again = false) => {
    if (!t || chosen.includes(t) || (orgs.has(t.orgId) && !again) || chosen.length >= FAILED_HISTORY_TASKS) return;
    chosen.push(t);
    orgs.add(t.orgId);
    // Its enterprise's other certificates of the same plan were one task with it: they failed there too.
    for (const other of candidates) if (other.planKey === t.planKey && other.orgId === t.orgId && !chosen.includes(other) && chosen.length < FAILED_HISTORY_TASKS) chosen.push(other);
  };
  // The demo enterprise's, though a later check of that certificate passed when its latest is too recent to fail.
  choose(candidates.find((t) => t.orgId === demoOrg) ?? concluded.find((t) => t.orgId === demoOrg && failable(t)));
  for (const t of candidates.filter((c) => sv.fates.get(c.certId)?.status === CERT_STATUS.suspended)) choose(t);
  const rest = candidates.filter((t) => t.orgId !== demoOrg);
  for (const t of rest) choose(t);
  // Too few enterprises with a passed task: a second task of one.
  for (const t of rest) choose(t, true);
  for (const t of chosen) {
    t.status = S.unpassed;
    t.testOpinion = hasSampling(plans.get(t.planKey)?.methods ?? '') ? TEST_OPINION.unqualified : null;
  }
}

/**
 * The history's plans as they are played: each plan's certificates of an enterprise are one task
 * (as 创建监督任务 makes them), standing where its first certificate's supervision was drawn to (不通过
 * when one of them failed); a plan is issued a day before its first task was due, if one was.
 */
function historyPlans(sv: SupervisionHistory, placesOf: ReadonlyMap<number, readonly number[]>, now: number): PlanPlan[] {
  return sv.plans
    .map((hp) => {
      const own = sv.tasks.filter((t) => t.planKey === hp.key);
      const groups = new Map<number, HistoryTask[]>();
      for (const t of own) groups.set(t.orgId, [...(groups.get(t.orgId) ?? []), t]);
      const due = own.flatMap((t) => (t.issue === null ? [] : [t.issue]));
      const made = Math.min(hp.createTime, ...own.map((t) => t.createTime), now - 2 * DAY);
      const issued = due.length ? Math.min(Math.max(made + 2 * HOUR, Math.min(...due) - DAY), now - DAY) : null;
      const sampling = hasSampling(hp.methods);
      const tasks = [...groups.values()].map((group, turn): TaskPlan => {
        const first = group[0];
        const failed = group.filter((t) => t.status === S.unpassed);
        const ended = JD_TASK_ENDED.includes(first.status);
        let target = (failed.length && ended ? S.unpassed : first.status) as JdTaskStatus;
        // Sent with the plan when it was issued; waiting to be sent while it is not.
        if (issued === null) target = S.release;
        else if (target === S.draft || target === S.release) target = S.sent;
        const way = jdTaskMovesTo(target, issued === null ? S.release : S.sent);
        const start = Math.max(Math.min(...group.map((t) => t.issue ?? now)), (issued ?? now) + HOUR);
        const finish = Math.max(...group.map((t) => t.finish ?? 0));
        // Open tasks made their last move two days ago, so a visit under way began before today.
        const end = Math.min(finish || (JD_TASK_ENDED.includes(target) ? Math.min(now - DAY, start + 20 * DAY) : Math.max(start + way.length * HOUR, now - 2 * DAY)), now - HOUR);
        const unqualified = sampling ? group.filter((t) => t.testOpinion === TEST_OPINION.unqualified) : [];
        const failing = target === S.unpassed ? (failed.length ? failed : [first]) : target === S.report ? unqualified : [];
        return {
          orgId: first.orgId,
          made: group.map((t) => ({ productId: t.productId, certId: t.certId, placeIds: placesOf.get(t.productId) ?? [] })),
          target,
          methods: null,
          byHand: null,
          moves: spread(way, start, Math.max(end, start)),
          failing: new Set(failing.map((t) => t.productId)),
          unqualified: new Set(unqualified.map((t) => t.productId)),
          nonconformity: target === S.unpassed ? (unqualified.some((t) => failing.includes(t)) ? 'sample' : 'site') : null,
          full: false,
          plannedVisit: now + (3 + (turn % 5)) * DAY,
          leader: null,
          turn: turn + first.certId,
        };
      });
      return { name: hp.name, year: hp.year, jdType: hp.jdType, methods: hp.methods, unitId: hp.unitId, testUnitId: hp.testUnitId, startDate: hp.startDate, endDate: hp.endDate, remark: null, drafted: made - DAY, made, issued, tasks };
    })
    .sort((a, b) => a.drafted - b.drafted);
}


// ---- The hand-made plans ------------------------------------------------------------------------

export interface HandTask {
  readonly status: JdTaskStatus;
  /** How many of the enterprise's certificates it covers (at most). */
  readonly products: number;
  readonly methods: readonly number[];
  /** The demo enterprise's task of the plan. */
  readonly demo?: boolean;
  /** Its products fail by their sample (the last of them), or on site (all). */
  readonly fails?: 'sample' | 'site';
  readonly nonconformity?: NonKind;
  /** Where on the demo's way (0 the window's start, 1 now) its last move is. */
  readonly last: number;
  /** Entered by hand (a draft) after the plan made its tasks. */
  readonly byHand?: boolean;
}

export interface HandPlan {
  readonly name: (year: number) => string;
  /** Where on the demo's way the plan was drafted, made its tasks and issued them (null: not yet). */
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
    drafted: 0.86,
    made: 0.88,
    issued: 0.9,
    startDate: (y) => `${y}-11-01`,
    endDate: (y) => `${y}-12-31`,
    tasks: [{ status: S.sent, products: 1, methods: [ON_SITE, SAMPLING], last: 0.9 }],
  },
  {
    name: (y) => `${y}年第四批“圳品”重点监督检查计划`,
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
 * How many certificates that failed supervision lately stay out of the hand-made plans: a
 * certificate in an open plan must stay valid, and the rectification of one of these (reform.ts)
 * may suspend it. The oldest of the latest failures, whose rectifications are furthest along.
 */
const KEPT_FOR_RECTIFICATION = 4;

/** Up to `most` certificates kept for rectification: the oldest of those still being rectified, the demo enterprise's and the browser tests' aside. */
async function keptForRectification(tx: DbOrTx, demoOrg: number, most: number): Promise<Set<number>> {
  const failed = await tx
    .select({ certId: jdRecord.certId, orgId: jdRecord.orgId, orgName: sysOrg.name, at: jdRecord.conclusionTime })
    .from(jdRecord)
    .innerJoin(sysOrg, eq(sysOrg.id, jdRecord.orgId))
    .where(and(eq(jdRecord.status, JD_RECORD_STATUS.unpassed), isNotNull(jdRecord.conclusionTime)))
    .orderBy(asc(jdRecord.conclusionTime), asc(jdRecord.id));
  const since = openRectificationsSince(failed.map((t) => ({ certId: t.certId, at: t.at?.getTime() ?? 0 })));
  const kept = failed.filter((t) => (t.at?.getTime() ?? 0) >= since && t.orgId !== demoOrg && t.orgName !== E2E_ENTERPRISE).map((t) => t.certId);
  return new Set(kept.slice(0, Math.max(0, Math.min(KEPT_FOR_RECTIFICATION, most))));
}

/** Takes `n` of an enterprise's free certificates issued by `by`. */
function take(pool: FreeCert[], orgId: number, n: number, by: number): FreeCert[] {
  const got = pool.filter((c) => c.orgId === orgId && c.issued <= by).slice(0, n);
  for (const c of got) pool.splice(pool.indexOf(c), 1);
  return got;
}

/** The enterprise for a task: one not yet in the plan, the richest in certificates for a task of several products, the poorest for one. */
function enterpriseFor(pool: readonly FreeCert[], used: ReadonlySet<number>, want: number, by: number): number | null {
  const counts = new Map<number, number>();
  for (const c of pool) if (!used.has(c.orgId) && c.issued <= by) counts.set(c.orgId, (counts.get(c.orgId) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => (want > 1 ? b[1] - a[1] : a[1] - b[1]) || a[0] - b[0]);
  return ranked[0]?.[0] ?? null;
}

/**
 * This year's key-supervision plans as they are played, over valid certificates no key plan of
 * this year holds yet (less a few kept for rectification), and the certificates kept aside.
 */
async function handMadePlans(tx: DbOrTx, cast: Cast, placesOf: ReadonlyMap<number, readonly number[]>, fates: SupervisionHistory['fates'], now: number): Promise<{ plans: PlanPlan[]; keep: Set<number> }> {
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
  if (!enterprise?.orgId || unitId === null) return { plans: [], keep: new Set() };
  const demoOrg = enterprise.orgId;

  // Valid certificates not yet in a key-supervision plan of this year, less those kept for rectification.
  const inKeyPlans = tx.select({ certId: jdProd.certId }).from(jdProd).innerJoin(jdPlan, eq(jdPlan.id, jdProd.planId)).where(and(eq(jdPlan.year, year), eq(jdPlan.jdType, String(JD_TYPE.key))));
  const valid = await tx
    .select({ id: zpCert.id, orgId: zpCert.orgId, productId: zpCert.productId, issueDate: zpCert.issueDate })
    .from(zpCert)
    .where(and(eq(zpCert.status, CERT_STATUS.valid), notInArray(zpCert.id, inKeyPlans)))
    .orderBy(asc(zpCert.orgId), asc(zpCert.id));
  // Kept only while the plans have certificates to spare (each task's, and as many again for the enterprises' and dates' fit).
  const wanted = 2 * JD_DEMO_PLANS.reduce((n, hp) => n + hp.tasks.reduce((k, t) => k + t.products, 0), 0);
  // Not one that is to be suspended or taken away (./reform.ts plays what became of it).
  const issued = valid.filter((c) => c.issueDate && !fates.has(c.id));
  const keep = await keptForRectification(tx, demoOrg, issued.length - wanted);
  const pool: FreeCert[] = issued.filter((c) => !keep.has(c.id)).map((c) => ({ id: c.id, orgId: c.orgId, productId: c.productId, issued: Date.parse(c.issueDate as string) }));

  const plans = JD_DEMO_PLANS.map((hp): PlanPlan => {
    const made = pos(hp.made);
    const used = new Set<number>();
    // Tasks of several products choose first, so the enterprises with several certificates serve them.
    const order = hp.tasks.map((t, i) => ({ t, i })).sort((a, b) => Number(!!b.t.demo) - Number(!!a.t.demo) || b.t.products - a.t.products || a.i - b.i);
    const tasks = order.flatMap(({ t: ht }, turn): TaskPlan[] => {
      const entered = ht.byHand ? pos(ht.last - 0.04) : null;
      const by = entered ?? made;
      const orgId = ht.demo && !used.has(demoOrg) && pool.some((c) => c.orgId === demoOrg && c.issued <= by) ? demoOrg : enterpriseFor(pool, used, ht.products, by);
      if (orgId === null) return [];
      used.add(orgId);
      const certs = take(pool, orgId, ht.products, by);
      const from = entered !== null ? S.draft : hp.issued !== null ? S.sent : S.release;
      const start = entered !== null ? pos(ht.last - 0.03) : pos(hp.issued ?? hp.made) + HOUR;
      const failing = ht.fails === 'site' ? certs : ht.fails === 'sample' ? certs.slice(-1) : [];
      return [
        {
          orgId,
          made: certs.map((c) => ({ productId: c.productId, certId: c.id, placeIds: placesOf.get(c.productId) ?? [] })),
          target: ht.status,
          methods: ht.methods,
          byHand: entered,
          moves: spread(jdTaskMovesTo(ht.status, from), start, pos(ht.last)),
          failing: new Set(failing.map((c) => c.productId)),
          unqualified: new Set(ht.fails === 'sample' ? failing.map((c) => c.productId) : []),
          nonconformity: ht.nonconformity ?? null,
          full: true,
          plannedVisit: now + 4 * DAY,
          leader: inspector ?? null,
          turn,
        },
      ];
    });
    const methods = [...new Set(hp.tasks.flatMap((t) => t.methods))].sort((a, b) => a - b);
    return {
      name: hp.name(year),
      year,
      jdType: String(JD_TYPE.key),
      methods: methods.join(','),
      unitId,
      testUnitId: has(methods, SAMPLING) ? testUnitId : null,
      startDate: hp.startDate(year),
      endDate: hp.endDate(year),
      remark: '对重点品类和上年度存在不符合项的企业开展重点监督检查',
      drafted: pos(hp.drafted),
      made,
      issued: hp.issued === null ? null : pos(hp.issued),
      tasks,
    };
  });
  return { plans, keep };
}

/** Next year's annual plan in draft: the certificates chosen so far (a few of the demo enterprise's among them). */
async function draftNextYear(tx: DbOrTx, cast: Cast, draft: HistoryPlan, keep: ReadonlySet<number>, now: number): Promise<void> {
  const demoOrg = cast.byUsername.get('enterprise')?.orgId;
  const candidates = await tx
    .select({ id: zpCert.id, orgId: zpCert.orgId, productId: zpCert.productId })
    .from(zpCert)
    .where(and(eq(zpCert.status, CERT_STATUS.valid), gt(zpCert.expireDate, draft.startDate)))
    .orderBy(asc(zpCert.orgId), asc(zpCert.id));
  const free = candidates.filter((c) => !keep.has(c.id));
  const chosen = [...free.filter((c) => c.orgId === demoOrg).slice(0, 2)];
  for (const c of free) if (chosen.length < DRAFT_PRODUCTS && !chosen.some((x) => x.orgId === c.orgId)) chosen.push(c);
  const at = new Date(Math.min(now - HOUR, draft.createTime));
  const [plan] = await tx
    .insert(jdPlan)
    .values({ code: await nextPlanCode(tx, draft.year), name: draft.name, year: draft.year, jdType: draft.jdType, methods: draft.methods, unitId: draft.unitId, testUnitId: draft.testUnitId, startDate: draft.startDate, endDate: draft.endDate, status: jdPlanFlow.initial, createBy: cast.manager.id, createTime: at, updateTime: at })
    .returning({ id: jdPlan.id });
  await insertMany(
    tx,
    jdProd,
    chosen.map((c) => ({ planId: plan.id, certId: c.id, productId: c.productId, orgId: c.orgId, sampling: hasSampling(draft.methods), createTime: at })),
  );
}

// ---- The demo world -------------------------------------------------------------------------------

/** Every plan of the history, then this year's hand-made plans, then next year's draft. */
export async function seedSupervision(tx: DbOrTx, stage: Stage, sv: SupervisionHistory, filesDir: string): Promise<void> {
  const cast = await loadCast(tx);
  if (!cast) return;
  const now = Date.now();
  const spared = new Set((await tx.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.name, E2E_ENTERPRISE))).map((o) => o.id));
  failSome(sv, cast.byUsername.get('enterprise')?.orgId ?? null, spared, now);
  const products = await tx.select({ id: zpProduct.id, placeId: zpProduct.placeId, placeIds: zpProduct.placeIds }).from(zpProduct);
  const placesOf = new Map(products.map((p) => [p.id, refTokens(p.placeIds ?? (p.placeId ? String(p.placeId) : '')).map(Number)]));
  const places = await tx.select({ id: zpPlace.id, name: zpPlace.name }).from(zpPlace);
  const sc: Scene = { tx, stage, cast, timeline: new Timeline(), filesDir, docs: await seedDocumentPdfs(), placeNames: new Map(places.map((p) => [p.id, p.name])), now };
  for (const p of historyPlans(sv, placesOf, now)) await stagePlan(sc, p);
  await sc.timeline.play();
  // This year's key plans choose among the certificates the history left free.
  const hand = await handMadePlans(tx, cast, placesOf, sv.fates, now);
  for (const p of hand.plans) await stagePlan(sc, p);
  await sc.timeline.play();
  if (sv.draft) await draftNextYear(tx, cast, sv.draft, new Set([...hand.keep, ...sv.fates.keys()]), now);
}
