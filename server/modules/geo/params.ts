/** The parameters of POST /api/geo/search, checked (bad ones are a 400 in words a caller can act on). */
import { badRequest } from '../../http/envelope';

/** The map picker's result page (calls document §9: picker page size 10). */
export const GEO_DEFAULT_PAGE_SIZE = 10;
export const GEO_MAX_PAGE_SIZE = 50;
export const GEO_MAX_KEYWORD = 50;

export const GEO_MSG = {
  keywordRequired: '请输入搜索关键字',
  keywordTooLong: `搜索关键字不能超过 ${GEO_MAX_KEYWORD} 个字符`,
  keywordType: '参数 keyword 必须是文本',
} as const;

export interface GeoSearchParams {
  readonly keyword: string;
  /** 1-based. */
  readonly pn: number;
  readonly size: number;
}

function intParam(raw: unknown, name: string, min: number, max: number, dflt: number): number {
  if (raw === undefined || raw === null || raw === '') return dflt;
  const s = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  if (!/^\d{1,9}$/.test(s)) throw badRequest(`参数 ${name} 必须是整数`);
  const n = Number(s);
  if (n < min || n > max) throw badRequest(`参数 ${name} 必须在 ${min} 到 ${max} 之间`);
  return n;
}

/** From the flattened query and body (`page.pn`, `page.size`, `keyword`). */
export function parseGeoSearch(params: Record<string, unknown>): GeoSearchParams {
  const raw = params.keyword;
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') throw badRequest(GEO_MSG.keywordType);
  const keyword = raw === undefined || raw === null ? '' : String(raw).trim();
  if (!keyword) throw badRequest(GEO_MSG.keywordRequired);
  if ([...keyword].length > GEO_MAX_KEYWORD) throw badRequest(GEO_MSG.keywordTooLong);
  return {
    keyword,
    pn: intParam(params['page.pn'], 'page.pn', 1, 100_000, 1),
    size: intParam(params['page.size'], 'page.size', 1, GEO_MAX_PAGE_SIZE, GEO_DEFAULT_PAGE_SIZE),
  };
}
