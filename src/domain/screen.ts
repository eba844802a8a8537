/**
 * The big-screen wall display's data contract: the `/api/screen/*` read calls, their
 * query parameters and replies, and the display links that let a wall PC call them without an
 * administrator's session. Shared by the server (server/modules/screen) and the screen widgets.
 *
 * Every reply is the usual envelope `{ code: 200, msg, data }`; `data` is the type named below.
 * All read calls are `GET`, read-only, computed from the database at request time.
 *
 * Who may call the reads:
 *  - a signed-in management user (roles.ts isManagement: the management body or a platform
 *    administrator), with the usual `X-Token`;
 *  - a display link: the header `X-Screen-Token: <token>` (preferred), or the query `?k=<token>`
 *    (so `/api/screen/overview?k=…` works from a plain URL). The wall PC opens
 *    `/screen.html?k=<token>`; the client reads `k` from its own URL and sends it as the header on
 *    every read. A link token is refused (401) on every call outside SCREEN_READ_PATHS, and
 *    once revoked or expired it is refused (401, `SCREEN_TEXT.linkInvalid`) on the reads too.
 *  - anyone else: 401 when not signed in, 403 (`SCREEN_TEXT.managementOnly`) for a signed-in
 *    user who is not management.
 */

import { z } from 'zod';

export * from './screenPaths';

// ---------------------------------------------------------------------------------------------
// Parameters (query string; anything else is ignored; out of range → 400 with SCREEN_TEXT)
// ---------------------------------------------------------------------------------------------

export const SCREEN_PARAMS = {
  /** categories: 1 = the four product types, 2 = second-level categories (default). */
  level: { default: 2, values: [1, 2] },
  /** evaluations: months of trend ending with the current month. */
  months: { default: 12, min: 1, max: 36 },
  /** supervision: the year of the annual progress (default: the current year). */
  year: { min: 2000, max: 2100 },
  /** supervision and quality: how many years back (including the current one). */
  years: { default: 3, min: 1, max: 10 },
} as const;

export interface ScreenCategoriesQuery { level?: 1 | 2 }
export interface ScreenEvaluationsQuery { months?: number }
export interface ScreenSupervisionQuery { year?: number; years?: number }
export interface ScreenQualityQuery { years?: number }

// ---------------------------------------------------------------------------------------------
// Replies: each a zod schema (the call's declared reply, src/domain/calls/screen.ts) and its type
// ---------------------------------------------------------------------------------------------

/** A count of records: a whole number, never negative. */
const count = z.number().int().min(0);
/** A percentage with one decimal. */
const percent = z.number().min(0).max(100);
/** An instant as the server writes it (toISOString). */
const instant = z.iso.datetime();
/** A month key in Beijing time: 'YYYY-MM'. */
const monthKey = z.string().regex(/^\d{4}-\d{2}$/);

/** One code of a spec code list (src/domain/codes.ts) with its label and a count. */
export const screenCodeCountSchema = z.object({
  code: z.string(),
  label: z.string(),
  count,
});
export type ScreenCodeCount = z.output<typeof screenCodeCountSchema>;

/** GET access */
export const screenAccessSchema = z.object({
  mode: z.enum(['user', 'link']),
  /** The user's name, or the link's name. */
  name: z.string(),
  /** Link expiry (ISO) or null. */
  expiresAt: instant.nullable(),
  /** Server time (ISO), for the title bar clock offset if wanted. */
  serverTime: instant,
});
export type ScreenAccess = z.output<typeof screenAccessSchema>;

/** A card: a total plus distinct enterprises and products behind it. */
export const screenCardSchema = z.object({
  total: count,
  enterprises: count,
  products: count,
});
export type ScreenCard = z.output<typeof screenCardSchema>;

/** GET overview */
export const screenOverviewSchema = z.object({
  /** 申报: evaluation applications submitted (status other than draft -3); products = distinct products declared. */
  declarations: screenCardSchema,
  /** 开展评价: applications accepted into evaluation (status not -3/-2/0). */
  evaluationsStarted: screenCardSchema,
  /** 评价通过: applications passed (status 88); products = distinct products that passed. */
  evaluationsPassed: screenCardSchema,
  /** 上市: valid certificates (status 0) released to market; total = certificates. */
  marketRelease: screenCardSchema,
  /** 圳品概况 totals. */
  profile: z.object({
    /** Approved enterprises (organisation type 3, status 0). */
    enterprises: count,
    /** Products in the catalogue (all review statuses except draft). */
    products: count,
    /** 圳品: distinct products holding a valid certificate. */
    certifiedProducts: count,
    /** Enterprises holding at least one valid certificate. */
    certifiedEnterprises: count,
    /** Places of type 0 (种养殖基地) of all enterprises. */
    bases: count,
    /** Places of every type. */
    places: count,
    /** Evaluation, testing and supervision institutions (organisation type 2/4/5). */
    institutions: count,
    /** Valid certificates. */
    validCertificates: count,
  }),
  /** ISO time the figures were computed. */
  updatedAt: instant,
});
export type ScreenOverview = z.output<typeof screenOverviewSchema>;

/** One slice of the rose pie / one row of the scrolling table. */
export const screenCategoryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Product type code (0-3) of the branch; '' when the category has none. */
  productType: z.string(),
  /** Certified products (valid certificate) in this category and below. */
  products: count,
  /** Share of `total` in percent, one decimal (the rows sum to ~100). */
  share: percent,
});
export type ScreenCategoryItem = z.output<typeof screenCategoryItemSchema>;

/** GET categories — sorted by products descending, then name; categories with 0 products included last. */
export const screenCategoriesSchema = z.object({
  level: z.union([z.literal(1), z.literal(2)]),
  total: count,
  items: z.array(screenCategoryItemSchema),
});
export type ScreenCategories = z.output<typeof screenCategoriesSchema>;

/** A province of the China map. `name` is the full name as in ECharts' china map (广东省, 广西壮族自治区, 北京市). */
export const screenProvinceItemSchema = z.object({
  /** Two-digit province code ("44"). */
  code: z.string(),
  name: z.string(),
  /** Places of type 0 (种养殖基地) located in the province: the map value. */
  bases: count,
  enterprises: count,
  /** Certified products of enterprises registered in the province. */
  products: count,
});
export type ScreenProvinceItem = z.output<typeof screenProvinceItemSchema>;

/** GET provinces — only provinces with something; sorted by bases descending. */
export const screenProvincesSchema = z.object({
  totalBases: count,
  items: z.array(screenProvinceItemSchema),
});
export type ScreenProvinces = z.output<typeof screenProvincesSchema>;

/** A city of Guangdong or a district of Shenzhen; `name` as in the ECharts province/city maps (深圳市, 南山区). */
export const screenRegionItemSchema = z.object({
  /** Division code: 4-digit city prefix ("4403") padded to 6 ("440300"), or the 6-digit district. */
  code: z.string(),
  name: z.string(),
  enterprises: count,
  /** Certified products. */
  products: count,
  bases: count,
});
export type ScreenRegionItem = z.output<typeof screenRegionItemSchema>;

/** GET key-regions — every city of Guangdong and every district of Shenzhen, zeros included, ordered by code. */
export const screenKeyRegionsSchema = z.object({
  guangdong: z.array(screenRegionItemSchema),
  shenzhen: z.array(screenRegionItemSchema),
});
export type ScreenKeyRegions = z.output<typeof screenKeyRegionsSchema>;

export const screenYearResultSchema = z.object({
  year: z.number().int(),
  total: count,
  /** Task status 88. */
  passed: count,
  /** Task status 99. */
  failed: count,
  /** Everything else not stopped (-2) or draft (-3). */
  ongoing: count,
});
export type ScreenYearResult = z.output<typeof screenYearResultSchema>;

/** GET supervision */
export const screenSupervisionSchema = z.object({
  /** The year of `annual`. */
  year: z.number().int(),
  /** All tasks (drafts excluded) by task status, spec order (JD_TASK_STATUS), zeros included. */
  tasksByStatus: z.array(screenCodeCountSchema),
  /** By supervision type (JD_TYPE: 年度监督, 重点监督, 换证监督). */
  tasksByType: z.array(screenCodeCountSchema),
  /** By supervision method (JD_METHOD: 现场检查, 信息核查, 抽样检测). */
  tasksByMethod: z.array(screenCodeCountSchema),
  /** Results per year, oldest first, `years` of them ending with `year`. */
  resultsByYear: z.array(screenYearResultSchema),
  /** 年度监督: annual-supervision (type 0) tasks of `year`. */
  annual: z.object({
    plans: count,
    tasks: count,
    /** Status 88 or 99. */
    finished: count,
    passed: count,
    failed: count,
    /** Issued and being worked on. */
    inProgress: count,
    /** Draft, released or sent, not yet started by a unit (-3, 0, 1). */
    notStarted: count,
    /** finished / tasks in percent, one decimal (0 when no task). */
    progress: percent,
    /** Tasks finished per month of `year`, 12 entries ('YYYY-MM'). */
    byMonth: z.array(z.object({ month: monthKey, finished: count })),
  }),
  /** Plans by plan status (JD_PLAN_STATUS), all years. */
  plansByStatus: z.array(screenCodeCountSchema),
});
export type ScreenSupervision = z.output<typeof screenSupervisionSchema>;

const documentCountsSchema = z.object({ total: count, byStatus: z.array(screenCodeCountSchema), byType: z.array(screenCodeCountSchema) });

/** GET standards. `available` false when the standards tables do not exist yet (then all zero). */
export const screenStandardsSchema = z.object({
  available: z.boolean(),
  standards: documentCountsSchema,
  specifications: documentCountsSchema,
  /** Evaluation rules (评价规则) when known, else 0. */
  rules: count,
});
export type ScreenStandards = z.output<typeof screenStandardsSchema>;

/** Coarse stages of the evaluation status list, for a readable chart (the 30 raw statuses are in byStatus). */
export const EVAL_STAGES = [
  { key: 'accepting', label: '待受理', statuses: [0, -2] },
  { key: 'documents', label: '材料审核', statuses: [1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13] },
  { key: 'site', label: '现场评价', statuses: [14, 15, 16, 17, 18, 20, 24, 25] },
  { key: 'decision', label: '评审决定', statuses: [21, 22, 23, 26, 66] },
  { key: 'passed', label: '已通过', statuses: [88] },
  { key: 'failed', label: '未通过', statuses: [99] },
  { key: 'stopped', label: '已终止', statuses: [89] },
] as const;
export type EvalStageKey = (typeof EVAL_STAGES)[number]['key'];

/** GET evaluations */
export const screenEvaluationsSchema = z.object({
  /** Submitted applications (drafts excluded). */
  total: count,
  /** Every EVAL_STATUS code except draft, spec order, zeros included. */
  byStatus: z.array(screenCodeCountSchema),
  /** EVAL_STAGES in order; code = the stage key. */
  byStage: z.array(screenCodeCountSchema),
  /** EVAL_TYPE (首次评价, 复评, 产品扩项, 基地扩项, 年度监督). */
  byType: z.array(screenCodeCountSchema),
  /** EVAL_FIELD (预包装食品, 食用农产品). */
  byField: z.array(screenCodeCountSchema),
  /** `months` entries oldest first: applications submitted and passed in each month ('YYYY-MM'). */
  trend: z.array(z.object({ month: monthKey, applied: count, passed: count })),
  /** Evaluated products by outcome (PRODUCT_OUTCOME). */
  productsByOutcome: z.array(screenCodeCountSchema),
});
export type ScreenEvaluations = z.output<typeof screenEvaluationsSchema>;

/** GET certificates */
export const screenCertificatesSchema = z.object({
  /** Issued certificates (status 0, 1, 2, 3, 6 — not the -3/-2/-1 ones being prepared). */
  total: count,
  valid: count,
  /** Valid and released to market. */
  released: count,
  revoked: count,
  suspended: count,
  cancelled: count,
  /** Being prepared (-3, -2, -1). */
  preparing: count,
  /** Valid and expiring within 90 days. */
  expiringSoon: count,
  /** Every CERT_STATUS code, spec order, zeros included. */
  byStatus: z.array(screenCodeCountSchema),
  /** Certificates issued per year, oldest first (the last `years`, default 3). */
  issuedByYear: z.array(z.object({ year: z.number().int(), count })),
});
export type ScreenCertificates = z.output<typeof screenCertificatesSchema>;

/** One source region of the 对口帮扶 box: Shenzhen itself (assistType '0') or a counterpart province. */
export const screenAssistanceRegionSchema = z.object({
  /** Province name as in the ECharts china map (广西壮族自治区); for Shenzhen: 深圳市. */
  name: z.string(),
  /** ASSIST_TYPE code ('1'-'4'), or '0' for Shenzhen's own enterprises. */
  assistType: z.string(),
  assistLabel: z.string(),
  enterprises: count,
  certifiedProducts: count,
  bases: count,
});
export type ScreenAssistanceRegion = z.output<typeof screenAssistanceRegionSchema>;

/** GET assistance (extra box 1: 对口帮扶地区) */
export const screenAssistanceSchema = z.object({
  /** By ASSIST_TYPE ('0' 深圳本地 first), zeros included. */
  byType: z.array(screenCodeCountSchema),
  /** Regions with at least one enterprise, Shenzhen first then by enterprises descending. */
  regions: z.array(screenAssistanceRegionSchema),
});
export type ScreenAssistance = z.output<typeof screenAssistanceSchema>;

export const screenQualityRowSchema = z.object({
  tested: count,
  qualified: count,
  unqualified: count,
  /** qualified / tested in percent, one decimal; null when nothing tested. */
  rate: percent.nullable(),
});
export type ScreenQualityRow = z.output<typeof screenQualityRowSchema>;

/** GET quality (extra box 2: 抽检合格率): supervision tasks of method 30 with a test opinion 1/2. */
export const screenQualitySchema = z.object({
  overall: screenQualityRowSchema,
  byYear: z.array(screenQualityRowSchema.extend({ year: z.number().int() })),
  /** By PRODUCT_TYPE of the tested product (果蔬类, 肉禽类, 水产类, 预包装类): a radar. */
  byProductType: z.array(screenQualityRowSchema.extend({ code: z.string(), label: z.string() })),
});
export type ScreenQuality = z.output<typeof screenQualitySchema>;

export const SCREEN_ASSIST_LOCAL = { code: '0', label: '深圳本地' } as const;

// ---------------------------------------------------------------------------------------------
// Display links (management only)
// ---------------------------------------------------------------------------------------------

export const SCREEN_LINK_NAME_MAX = 50;

export const SCREEN_LINK_STATE_KEYS = ['active', 'expired', 'revoked'] as const;
export type ScreenLinkState = (typeof SCREEN_LINK_STATE_KEYS)[number];
export const SCREEN_LINK_STATES: Readonly<Record<ScreenLinkState, string>> = { active: '有效', expired: '已过期', revoked: '已撤销' };

/** A row of POST link/page (`page.pn`, `page.size`; `search.name_like`, `search.state_eq`). The token itself is never shown again. */
export const screenLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createTime: instant,
  /** ISO or null (never expires). */
  expiresAt: instant.nullable(),
  revokedAt: instant.nullable(),
  lastUsedAt: instant.nullable(),
  state: z.enum(SCREEN_LINK_STATE_KEYS),
});
export type ScreenLink = z.output<typeof screenLinkSchema>;

/**
 * PUT link body: a valid one. `expiresAt`: ISO date-time in the future, or null/absent for no
 * expiry. The route checks it itself, after the management check and in SCREEN_TEXT's words
 * (nameRequired, nameTooLong, badExpiry), so the call's contract lets these values through.
 */
export const screenLinkCreateSchema = z.object({
  name: z.string().trim().min(1).max(SCREEN_LINK_NAME_MAX),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ScreenLinkCreate = z.input<typeof screenLinkCreateSchema>;

/** PUT link reply: the only time the token is shown. `url` is the path `/screen.html?k=…` (prefix the origin in the client). */
export const screenLinkCreatedSchema = z.object({
  link: screenLinkSchema,
  token: z.string().min(1),
  url: z.string(),
});
export type ScreenLinkCreated = z.output<typeof screenLinkCreatedSchema>;

/** POST link/revoke body (or query). Revoking an already revoked link is a no-op reply with the row. */
export const screenLinkRevokeSchema = z.object({ id: z.number().int().min(1) });
export type ScreenLinkRevoke = z.output<typeof screenLinkRevokeSchema>;

export const SCREEN_TEXT = {
  title: '圳品大数据展示',
  managementOnly: '请使用管理端用户登录',
  linkInvalid: '大屏链接无效、已过期或已撤销',
  linkScope: '大屏链接只能访问大屏数据',
  badLevel: '参数 level 只能是 1 或 2',
  badMonths: `参数 months 必须是 ${SCREEN_PARAMS.months.min} 到 ${SCREEN_PARAMS.months.max} 之间的整数`,
  badYear: `参数 year 必须是 ${SCREEN_PARAMS.year.min} 到 ${SCREEN_PARAMS.year.max} 之间的整数`,
  badYears: `参数 years 必须是 ${SCREEN_PARAMS.years.min} 到 ${SCREEN_PARAMS.years.max} 之间的整数`,
  nameRequired: '请输入链接名称',
  nameTooLong: `链接名称最长 ${SCREEN_LINK_NAME_MAX} 个字符`,
  badExpiry: '有效期必须是将来的时间',
  linkNotFound: '大屏链接不存在',
  created: '链接已创建，请复制保存（只显示这一次）',
  revokeConfirm: '撤销后使用该链接的大屏将无法访问，确定撤销吗？',
  revoked: '已撤销',
} as const;

/** Percent with one decimal; 0 when the whole is 0. */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
