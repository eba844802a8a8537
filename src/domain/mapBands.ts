/**
 * The China map's legend bands (screens document §2 Dashboard, calls document §9): above 100 high,
 * 50 to 100 medium-high, 10 to 50 medium, below 10 low. Boundaries belong to the band above them,
 * except 100 itself which is not "above 100": 100 → medium-high, 50 → medium-high, 10 → medium.
 * Also the matching of data names (广东 / 广东省 / 南山区) to the names of a map's features. Pure.
 */

export type MapBandKey = 'high' | 'mediumHigh' | 'medium' | 'low';

export interface MapBand {
  readonly key: MapBandKey;
  readonly label: string;
  /** The range as the legend writes it. */
  readonly range: string;
  readonly color: string;
  /** ECharts visualMap piece bounds (plain numbers; the chart host passes them through). */
  readonly piece: { readonly gt?: number; readonly gte?: number; readonly lt?: number; readonly lte?: number };
}

/** Highest band first, as the legend lists them. */
export const MAP_BANDS: readonly MapBand[] = [
  { key: 'high', label: '高', range: '100以上', color: '#ff6b3d', piece: { gt: 100 } },
  { key: 'mediumHigh', label: '较高', range: '50-100', color: '#ffc53d', piece: { gte: 50, lte: 100 } },
  { key: 'medium', label: '中', range: '10-50', color: '#36cfc9', piece: { gte: 10, lt: 50 } },
  { key: 'low', label: '低', range: '10以下', color: '#2f6fd6', piece: { lt: 10 } },
];

/** The band of a figure. Not a number (missing, NaN) counts as 0, i.e. low. */
export function mapBandOf(value: number): MapBand {
  const v = Number.isFinite(value) ? value : 0;
  if (v > 100) return MAP_BANDS[0];
  if (v >= 50) return MAP_BANDS[1];
  if (v >= 10) return MAP_BANDS[2];
  return MAP_BANDS[3];
}

/**
 * Administrative suffixes dropped when comparing names, longest first so 维吾尔自治区 goes before
 * 自治区. Keeps at least two characters (so 东区 stays 东区).
 */
const SUFFIXES = [
  '维吾尔自治区', '壮族自治区', '回族自治区', '特别行政区', '自治区', '自治州', '自治县', '地区', '新区', '省', '市', '区', '县', '盟',
];

export function shortRegionName(name: string): string {
  const trimmed = name.trim();
  for (const s of SUFFIXES) {
    if (trimmed.endsWith(s) && trimmed.length - s.length >= 2) return trimmed.slice(0, -s.length);
  }
  return trimmed;
}

export interface RegionMatch {
  /** Data name → the feature name it was matched to. */
  readonly matched: ReadonlyMap<string, string>;
  /** Data names with no feature (shown nowhere on the map; the widget lists them under it). */
  readonly unmatched: readonly string[];
}

/**
 * Matches each data name to a feature name: the same name; else the same short name
 * (广东 ↔ 广东省, 新疆维吾尔自治区 ↔ 新疆, 大鹏新区 ↔ 大鹏); else a unique feature whose short name
 * starts with the data's short name or the other way round (内蒙古 ↔ 内蒙古自治区). A feature is
 * given to one data name at most, so two names never paint one region twice.
 */
export function matchRegionNames(dataNames: readonly string[], featureNames: readonly string[]): RegionMatch {
  const features = [...new Set(featureNames)];
  const byShort = new Map<string, string>();
  for (const f of features) if (!byShort.has(shortRegionName(f))) byShort.set(shortRegionName(f), f);
  const taken = new Set<string>();
  const matched = new Map<string, string>();
  const unmatched: string[] = [];
  const exact = new Set(features);

  const pending: string[] = [];
  // Exact names first, so 南山区 takes the feature 南山区 before a short-name match could.
  for (const name of dataNames) {
    if (matched.has(name)) continue;
    if (exact.has(name) && !taken.has(name)) {
      matched.set(name, name);
      taken.add(name);
    } else pending.push(name);
  }
  for (const name of pending) {
    if (matched.has(name)) continue;
    const short = shortRegionName(name);
    let hit = byShort.get(short);
    if (!hit || taken.has(hit)) {
      const candidates = short.length >= 2
        ? features.filter((f) => !taken.has(f) && (shortRegionName(f).startsWith(short) || short.startsWith(shortRegionName(f))) && shortRegionName(f).length >= 2)
        : [];
      hit = candidates.length === 1 ? candidates[0] : undefined;
    }
    if (hit && !taken.has(hit)) {
      matched.set(name, hit);
      taken.add(hit);
    } else if (!unmatched.includes(name)) unmatched.push(name);
  }
  return { matched, unmatched };
}
