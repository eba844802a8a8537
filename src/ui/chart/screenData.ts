/**
 * What every chart widget shares about its data source: the props that choose it (which
 * /api/screen/* read, with which parameters, and which part of the reply — so one widget type
 * serves several boxes), and how a query result becomes WidgetData while keeping the last figures
 * through a failed refresh.
 */
import { z } from 'zod';
import { SCREEN_API, type ScreenReadKey } from '@/domain/screen';
import { fromQuery, type QueryLike, type WidgetData } from '../widget';

const READ_KEYS = (Object.keys(SCREEN_API) as (keyof typeof SCREEN_API)[]).filter((k): k is ScreenReadKey => !k.startsWith('link') && k !== 'access' && k !== 'layout');

export const screenEndpoint = z.enum(READ_KEYS as [ScreenReadKey, ...ScreenReadKey[]]);

/** The data source of a chart widget. */
export const sourceShape = {
  /** Which read: overview, categories, provinces, keyRegions, supervision, standards, evaluations, certificates, assistance, quality. */
  endpoint: screenEndpoint.default('overview'),
  /** Query parameters of the read (e.g. { level: 1 }, { months: 24 }). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  /** Dotted path to the part of the reply drawn ('' = all of it), e.g. 'supervision.tasksByStatus'. */
  field: z.string().max(200).default(''),
  /** Seconds between refreshes on an admin page (the wall refreshes all figures on its own timer); 0 = never. */
  refreshSeconds: z.number().int().min(0).max(3600).default(60),
};

/** Named values picked from a list of records: which key names an item and which holds its figure. */
export const namedShape = {
  /** Key of an item's name ('' = name, label or key). */
  nameKey: z.string().max(50).default(''),
  /** Key of an item's figure ('' = value, count or total). */
  valueKey: z.string().max(50).default(''),
};

/** TanStack Query result -> WidgetData, but figures once shown stay shown when a refresh fails. */
export function fromKeptQuery<T>(q: QueryLike<T>): WidgetData<T> {
  if (q.data !== undefined) return { status: 'success', data: q.data };
  return fromQuery(q);
}

/** Maps a WidgetData's figures through a pure function (memoise the result in the caller). */
export function mapData<T, U>(state: WidgetData<T>, f: (data: T) => U): WidgetData<U> {
  return state.status === 'success' ? { status: 'success', data: f(state.data) } : state;
}

/** Several series from a list of records (categoryKey + one entry per series), else a ready {categories, series} or named values. */
export const seriesShape = {
  /** Key naming each record's category (e.g. 'month', 'year'); used with `series`. */
  categoryKey: z.string().max(50).default(''),
  /** One series per entry: the record key holding its figure and the name shown. Empty = the field is already series or named values. */
  series: z.array(z.object({ key: z.string().min(1).max(50), name: z.string().min(1).max(30) })).max(10).default([]),
  /** Name of the single series made from named values. */
  seriesName: z.string().max(30).default('数量'),
};

/** Dark / light story parameter: `parameters: { chartTheme: 'dark' }`. */
export type ChartStoryParameters = { readonly chartTheme?: 'dark' | 'light' };

/** A tree from a reply: several branches, each a named list at its own path (under `field`); or a ready tree at `field`. */
export const treeShape = {
  /** One branch per entry: its name and the dotted path (under `field`) of its named figures. Empty = `field` holds a tree. */
  branches: z.array(z.object({ name: z.string().min(1).max(30), field: z.string().max(200) })).max(12).default([]),
};

/** Two named lists shown side by side, mirrored (mirror pies). */
export const pairShape = {
  left: z.object({ name: z.string().max(30), field: z.string().max(200) }).default({ name: '左', field: '' }),
  right: z.object({ name: z.string().max(30), field: z.string().max(200) }).default({ name: '右', field: '' }),
};
