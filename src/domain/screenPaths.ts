/**
 * The big screen's paths, token header and query parameter (src/domain/screen.ts has the rest of
 * its contract and re-exports these). Kept apart and free of zod: the wall's first reads
 * (src/screen/early.ts) load this before the rest of the screen's code, which they must not wait for.
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
