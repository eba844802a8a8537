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

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

export const SCREEN_API = {
  /** Who is looking: checks a link or a session; the screen calls it first (401 → show "link invalid"). */
  access: '/api/screen/access',
  /** The four cards plus the 圳品概况 totals. */
  overview: '/api/screen/overview',
  /** 圳品种类覆盖情况: certified products per category (rose pie + scrolling table). `?level=1|2`. */
  categories: '/api/screen/categories',
  /** China map: bases (and enterprises, products) by province. */
  provinces: '/api/screen/provinces',
  /** 重点区域圳品情况: Guangdong cities and Shenzhen districts. */
  keyRegions: '/api/screen/key-regions',
  /** 监督检查 + 年度监督: tasks by status/type/method, results by year, the year's annual progress. `?year=` */
  supervision: '/api/screen/supervision',
  /** 标准体系与评价制度情况: standards and technical specifications. */
  standards: '/api/screen/standards',
  /** 圳品评价情况: evaluations by status, stage, type, field, and the monthly trend. `?months=` */
  evaluations: '/api/screen/evaluations',
  /** Certificates: valid, released to market, revoked, suspended, by year of issue. */
  certificates: '/api/screen/certificates',
  /** Extra box 1 — 对口帮扶地区: enterprises and products from Shenzhen and the counterpart regions (graph). */
  assistance: '/api/screen/assistance',
  /** Extra box 2 — 抽检合格率: supervision sampling-test results per year and per product type. `?years=` */
  quality: '/api/screen/quality',
  /**
   * The wall's layout (layout id `screen`): a signed-in user's effective one (own, role's, system,
   * shipped), for a display link the one saved for everyone, else the shipped one. Refreshed with
   * the figures, so a wall picks up a rearranged layout without a reload.
   */
  layout: '/api/screen/layout',
  /** Management only (never a link): the display links. */
  linkPage: '/api/screen/link/page',
  linkCreate: '/api/screen/link',
  linkRevoke: '/api/screen/link/revoke',
} as const;

export type ScreenReadKey = Exclude<keyof typeof SCREEN_API, 'linkPage' | 'linkCreate' | 'linkRevoke'>;

/** The only paths a display-link token may call. */
export const SCREEN_READ_PATHS: readonly string[] = (Object.keys(SCREEN_API) as (keyof typeof SCREEN_API)[])
  .filter((k) => !k.startsWith('link'))
  .map((k) => SCREEN_API[k]);

/** Header carrying a display-link token (lower-case for Node's header map). */
export const SCREEN_TOKEN_HEADER = 'x-screen-token';
/** Query parameter carrying a display-link token (also the `screen.html?k=` parameter). */
export const SCREEN_TOKEN_QUERY = 'k';
/** The page a link opens: `${SCREEN_PAGE}?k=<token>`. */
export const SCREEN_PAGE = '/screen.html';
/** The layout the wall draws (src/layouts/screen.json; its menu page 大屏布局 has the same key). */
export const SCREEN_LAYOUT_ID = 'screen';
export const screenLinkUrl = (token: string, origin = ''): string => `${origin}${SCREEN_PAGE}?${SCREEN_TOKEN_QUERY}=${encodeURIComponent(token)}`;

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
// Replies
// ---------------------------------------------------------------------------------------------

/** One code of a spec code list (src/domain/codes.ts) with its label and a count. */
export interface ScreenCodeCount {
  readonly code: string;
  readonly label: string;
  readonly count: number;
}

/** GET access */
export interface ScreenAccess {
  readonly mode: 'user' | 'link';
  /** The user's name, or the link's name. */
  readonly name: string;
  /** Link expiry (ISO) or null. */
  readonly expiresAt: string | null;
  /** Server time (ISO), for the title bar clock offset if wanted. */
  readonly serverTime: string;
}

/** A card: a total plus distinct enterprises and products behind it. */
export interface ScreenCard {
  readonly total: number;
  readonly enterprises: number;
  readonly products: number;
}

/** GET overview */
export interface ScreenOverview {
  /** 申报: evaluation applications submitted (status other than draft -3); products = distinct products declared. */
  readonly declarations: ScreenCard;
  /** 开展评价: applications accepted into evaluation (status not -3/-2/0). */
  readonly evaluationsStarted: ScreenCard;
  /** 评价通过: applications passed (status 88); products = distinct products that passed. */
  readonly evaluationsPassed: ScreenCard;
  /** 上市: valid certificates (status 0) released to market; total = certificates. */
  readonly marketRelease: ScreenCard;
  /** 圳品概况 totals. */
  readonly profile: {
    /** Approved enterprises (organisation type 3, status 0). */
    readonly enterprises: number;
    /** Products in the catalogue (all review statuses except draft). */
    readonly products: number;
    /** 圳品: distinct products holding a valid certificate. */
    readonly certifiedProducts: number;
    /** Enterprises holding at least one valid certificate. */
    readonly certifiedEnterprises: number;
    /** Places of type 0 (种养殖基地) of all enterprises. */
    readonly bases: number;
    /** Places of every type. */
    readonly places: number;
    /** Evaluation, testing and supervision institutions (organisation type 2/4/5). */
    readonly institutions: number;
    /** Valid certificates. */
    readonly validCertificates: number;
  };
  /** ISO time the figures were computed. */
  readonly updatedAt: string;
}

/** One slice of the rose pie / one row of the scrolling table. */
export interface ScreenCategoryItem {
  readonly id: number;
  readonly name: string;
  /** Product type code (0-3) of the branch. */
  readonly productType: string;
  /** Certified products (valid certificate) in this category and below. */
  readonly products: number;
  /** Share of `total` in percent, one decimal (the rows sum to ~100). */
  readonly share: number;
}

/** GET categories — sorted by products descending, then name; categories with 0 products included last. */
export interface ScreenCategories {
  readonly level: 1 | 2;
  readonly total: number;
  readonly items: readonly ScreenCategoryItem[];
}

/** A province of the China map. `name` is the full name as in ECharts' china map (广东省, 广西壮族自治区, 北京市). */
export interface ScreenProvinceItem {
  /** Two-digit province code ("44"). */
  readonly code: string;
  readonly name: string;
  /** Places of type 0 (种养殖基地) located in the province: the map value. */
  readonly bases: number;
  readonly enterprises: number;
  /** Certified products of enterprises registered in the province. */
  readonly products: number;
}

/** GET provinces — only provinces with something; sorted by bases descending. */
export interface ScreenProvinces {
  readonly totalBases: number;
  readonly items: readonly ScreenProvinceItem[];
}

/** A city of Guangdong or a district of Shenzhen; `name` as in the ECharts province/city maps (深圳市, 南山区). */
export interface ScreenRegionItem {
  /** Division code: 4-digit city prefix ("4403") padded to 6 ("440300"), or the 6-digit district. */
  readonly code: string;
  readonly name: string;
  readonly enterprises: number;
  /** Certified products. */
  readonly products: number;
  readonly bases: number;
}

/** GET key-regions — every city of Guangdong and every district of Shenzhen, zeros included, ordered by code. */
export interface ScreenKeyRegions {
  readonly guangdong: readonly ScreenRegionItem[];
  readonly shenzhen: readonly ScreenRegionItem[];
}

export interface ScreenYearResult {
  readonly year: number;
  readonly total: number;
  /** Task status 88. */
  readonly passed: number;
  /** Task status 99. */
  readonly failed: number;
  /** Everything else not stopped (-2) or draft (-3). */
  readonly ongoing: number;
}

/** GET supervision */
export interface ScreenSupervision {
  /** The year of `annual`. */
  readonly year: number;
  /** All tasks (drafts excluded) by task status, spec order (JD_TASK_STATUS), zeros included. */
  readonly tasksByStatus: readonly ScreenCodeCount[];
  /** By supervision type (JD_TYPE: 年度监督, 重点监督, 换证监督). */
  readonly tasksByType: readonly ScreenCodeCount[];
  /** By supervision method (JD_METHOD: 现场检查, 信息核查, 抽样检测). */
  readonly tasksByMethod: readonly ScreenCodeCount[];
  /** Results per year, oldest first, `years` of them ending with `year`. */
  readonly resultsByYear: readonly ScreenYearResult[];
  /** 年度监督: annual-supervision (type 0) tasks of `year`. */
  readonly annual: {
    readonly plans: number;
    readonly tasks: number;
    /** Status 88 or 99. */
    readonly finished: number;
    readonly passed: number;
    readonly failed: number;
    /** Issued and being worked on. */
    readonly inProgress: number;
    /** Draft, released or sent, not yet started by a unit (-3, 0, 1). */
    readonly notStarted: number;
    /** finished / tasks in percent, one decimal (0 when no task). */
    readonly progress: number;
    /** Tasks finished per month of `year`, 12 entries ('YYYY-MM'). */
    readonly byMonth: readonly { readonly month: string; readonly finished: number }[];
  };
  /** Plans by plan status (JD_PLAN_STATUS), all years. */
  readonly plansByStatus: readonly ScreenCodeCount[];
}

/** GET standards. `available` false when the standards tables do not exist yet (then all zero). */
export interface ScreenStandards {
  readonly available: boolean;
  readonly standards: { readonly total: number; readonly byStatus: readonly ScreenCodeCount[]; readonly byType: readonly ScreenCodeCount[] };
  readonly specifications: { readonly total: number; readonly byStatus: readonly ScreenCodeCount[]; readonly byType: readonly ScreenCodeCount[] };
  /** Evaluation rules (评价规则) when known, else 0. */
  readonly rules: number;
}

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
export interface ScreenEvaluations {
  /** Submitted applications (drafts excluded). */
  readonly total: number;
  /** Every EVAL_STATUS code except draft, spec order, zeros included. */
  readonly byStatus: readonly ScreenCodeCount[];
  /** EVAL_STAGES in order; code = the stage key. */
  readonly byStage: readonly ScreenCodeCount[];
  /** EVAL_TYPE (首次评价, 复评, 产品扩项, 基地扩项, 年度监督). */
  readonly byType: readonly ScreenCodeCount[];
  /** EVAL_FIELD (预包装食品, 食用农产品). */
  readonly byField: readonly ScreenCodeCount[];
  /** `months` entries oldest first: applications submitted and passed in each month ('YYYY-MM'). */
  readonly trend: readonly { readonly month: string; readonly applied: number; readonly passed: number }[];
  /** Evaluated products by outcome (PRODUCT_OUTCOME). */
  readonly productsByOutcome: readonly ScreenCodeCount[];
}

/** GET certificates */
export interface ScreenCertificates {
  /** Issued certificates (status 0, 1, 2, 3, 6 — not the -3/-2/-1 ones being prepared). */
  readonly total: number;
  readonly valid: number;
  /** Valid and released to market. */
  readonly released: number;
  readonly revoked: number;
  readonly suspended: number;
  readonly cancelled: number;
  /** Being prepared (-3, -2, -1). */
  readonly preparing: number;
  /** Valid and expiring within 90 days. */
  readonly expiringSoon: number;
  /** Every CERT_STATUS code, spec order, zeros included. */
  readonly byStatus: readonly ScreenCodeCount[];
  /** Certificates issued per year, oldest first (the last `years`, default 3). */
  readonly issuedByYear: readonly { readonly year: number; readonly count: number }[];
}

/** One source region of the 对口帮扶 box: Shenzhen itself (assistType '0') or a counterpart province. */
export interface ScreenAssistanceRegion {
  /** Province name as in the ECharts china map (广西壮族自治区); for Shenzhen: 深圳市. */
  readonly name: string;
  /** ASSIST_TYPE code ('1'-'4'), or '0' for Shenzhen's own enterprises. */
  readonly assistType: string;
  readonly assistLabel: string;
  readonly enterprises: number;
  readonly certifiedProducts: number;
  readonly bases: number;
}

/** GET assistance (extra box 1: 对口帮扶地区) */
export interface ScreenAssistance {
  /** By ASSIST_TYPE ('0' 深圳本地 first), zeros included. */
  readonly byType: readonly ScreenCodeCount[];
  /** Regions with at least one enterprise, Shenzhen first then by enterprises descending. */
  readonly regions: readonly ScreenAssistanceRegion[];
}

export interface ScreenQualityRow {
  readonly tested: number;
  readonly qualified: number;
  readonly unqualified: number;
  /** qualified / tested in percent, one decimal; null when nothing tested. */
  readonly rate: number | null;
}

/** GET quality (extra box 2: 抽检合格率): supervision tasks of method 30 with a test opinion 1/2. */
export interface ScreenQuality {
  readonly overall: ScreenQualityRow;
  readonly byYear: readonly (ScreenQualityRow & { readonly year: number })[];
  /** By PRODUCT_TYPE of the tested product (果蔬类, 肉禽类, 水产类, 预包装类): a radar. */
  readonly byProductType: readonly (ScreenQualityRow & { readonly code: string; readonly label: string })[];
}

export const SCREEN_ASSIST_LOCAL = { code: '0', label: '深圳本地' } as const;

// ---------------------------------------------------------------------------------------------
// Display links (management only)
// ---------------------------------------------------------------------------------------------

export const SCREEN_LINK_NAME_MAX = 50;

/** A row of POST link/page (`page.pn`, `page.size`; `search.name_like`, `search.state_eq`). The token itself is never shown again. */
export interface ScreenLink {
  readonly id: number;
  readonly name: string;
  readonly createdBy: number | null;
  readonly createdByName: string | null;
  readonly createTime: string;
  /** ISO or null (never expires). */
  readonly expiresAt: string | null;
  readonly revokedAt: string | null;
  readonly lastUsedAt: string | null;
  readonly state: ScreenLinkState;
}

export type ScreenLinkState = 'active' | 'expired' | 'revoked';
export const SCREEN_LINK_STATES: Readonly<Record<ScreenLinkState, string>> = { active: '有效', expired: '已过期', revoked: '已撤销' };

/** PUT link body. `expiresAt`: ISO date-time in the future, or null/absent for no expiry. */
export interface ScreenLinkCreate {
  readonly name: string;
  readonly expiresAt?: string | null;
}

/** PUT link reply: the only time the token is shown. `url` is the path `/screen.html?k=…` (prefix the origin in the client). */
export interface ScreenLinkCreated {
  readonly link: ScreenLink;
  readonly token: string;
  readonly url: string;
}

/** POST link/revoke body. Revoking an already revoked link is a no-op reply with the row. */
export interface ScreenLinkRevoke {
  readonly id: number;
}

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
