/**
 * The widget contract (ARCHITECTURE.md §3). A widget is a folder under widgets/ with the same
 * file names every time:
 *
 *   index.ts        the manifest: `export default defineWidget({...})`, plus the props schema and
 *                   the config type it infers. Imported eagerly by widgets/registry.ts, so it holds
 *                   nothing heavy: metadata, a zod schema, and `load`.
 *   Widget.tsx      the connected component, the default export that `load` imports (one lazy
 *                   chunk per widget type). It receives WidgetProps<Config> from the layout host
 *                   — `config` (the instance's props, validated and defaulted by the schema),
 *                   `vars` and `setVar` (the layout's variables) — calls `useData` and renders
 *                   `View`. It holds no markup of its own.
 *   useData.ts      the data hook: TanStack Query over src/api, honouring config and vars.
 *                   Returns WidgetData<T> (see `fromQuery`), and its writes as MutationControl<I>
 *                   (see `fromMutation`).
 *   View.tsx        pure: everything it shows comes in as props (config, WidgetData<T>, and
 *                   callbacks such as `onOpen` or `onSelect`); it renders the loading, error, empty
 *                   (暂无数据) and data states, usually through WidgetBody. Stories and tests render
 *                   it without a server.
 *   View.stories.tsx, *.test.tsx.
 *
 * The host does the rest, the same for every widget (src/app/layout-host): the frame and its
 * title bar, the permission check, the error boundary, the skeleton while the chunk loads, and
 * holding the widget back (chunk and data) until it comes near the viewport.
 *
 * Versions: `version` is the version of the widget's props. A layout stores the version its props
 * were saved with; older props go through `migrate(props, fromVersion)` (a pure function) and then
 * through the schema. Props that still fail break only that widget's frame, with the reason.
 */
import type { ComponentType } from 'react';
import { z } from 'zod';
import { zhCN } from 'zod/locales';

/** Catalogue groups (the layout editor's catalogue lists widgets by these). */
export const WIDGET_CATEGORIES = {
  general: '通用',
  message: '消息',
  evaluation: '评价',
  certificate: '证书',
  supervision: '监督',
  statistics: '统计',
  system: '系统',
} as const;
export type WidgetCategory = keyof typeof WIDGET_CATEGORIES;

/** Size in grid units of the 24-column layout grid. */
export interface WidgetSize {
  readonly w: number;
  readonly h: number;
}

/** What the layout host hands a widget's connected component. */
export interface WidgetProps<C> {
  /** The instance's props after migration, validation and defaults. */
  readonly config: C;
  /** The layout's variables: how one widget drives another without importing it (ARCHITECTURE.md §4). */
  readonly vars: Readonly<Record<string, unknown>>;
  /** Sets one layout variable; every widget of the layout sees the new value. */
  readonly setVar: (name: string, value: unknown) => void;
}

/** A widget's data as its View sees it. */
export type WidgetData<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string; readonly retry?: () => void }
  | { readonly status: 'success'; readonly data: T };

/** The part of a TanStack Query result WidgetData needs (structural, so src/ui stays free of the query library). */
export interface QueryLike<T> {
  readonly status: 'pending' | 'error' | 'success';
  readonly data: T | undefined;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

export const WIDGET_TEXT = {
  loadFailed: '加载失败',
  retry: '重试',
  unknownError: '未知错误',
  configInvalid: '组件配置无效',
  tooNew: (v: number, max: number) => `组件配置版本 ${v} 高于当前支持的版本 ${max}，请刷新页面`,
  migrateFailed: (v: number) => `组件配置从版本 ${v} 升级失败`,
  unknownType: (type: string) => `未知的组件类型：${type}`,
} as const;

const messageOf = (e: unknown): string => (e instanceof Error && e.message ? e.message : typeof e === 'string' && e ? e : WIDGET_TEXT.unknownError);

/** TanStack Query result -> WidgetData: `useData` hooks end with this. */
export function fromQuery<T>(q: QueryLike<T>): WidgetData<T> {
  if (q.status === 'success') return { status: 'success', data: q.data as T };
  if (q.status === 'error') return { status: 'error', message: messageOf(q.error), retry: () => void q.refetch() };
  return { status: 'loading' };
}

/** A view's handle on one write (a TanStack mutation), what `useData` hands the view beside its WidgetData. */
export interface MutationControl<I, O = unknown> {
  /** Resolves (with the server's answer) once done and the data refreshed; rejects with the server's refusal. */
  readonly run: (input: I) => Promise<O>;
  readonly pending: boolean;
  /** The last refusal in the server's words, until `reset`. */
  readonly error: string | null;
  readonly reset: () => void;
}

/** The part of a TanStack mutation result MutationControl needs (structural, like QueryLike). */
export interface MutationLike<I, O = unknown> {
  readonly mutateAsync: (input: I) => Promise<O>;
  readonly isPending: boolean;
  readonly error: Error | null;
  readonly reset: () => void;
}

/** TanStack mutation result -> MutationControl: `useData` hooks (and story harnesses) hand writes to views with this. */
export function fromMutation<I, O = unknown>(m: MutationLike<I, O>): MutationControl<I, O> {
  return { run: m.mutateAsync, pending: m.isPending, error: m.error ? m.error.message : null, reset: m.reset };
}

/** What a widget's author declares. `C` is inferred from `props`. */
export interface WidgetDefinition<C extends object> {
  /** kebab-case, unique; the `type` of a layout's widget instance. */
  readonly type: string;
  /** Default title in the frame's title bar (a layout may override it per instance). */
  readonly title: string;
  readonly description?: string;
  readonly category: WidgetCategory;
  /** Made for the big screen too (dark theme, nothing to click): offered by the wall's layout editor (大屏布局). */
  readonly wall?: boolean;
  /** Version of the props; bump it with a `migrate` step when the props change shape. */
  readonly version: number;
  readonly defaultSize: WidgetSize;
  readonly minSize?: WidgetSize;
  /** A zod object whose every field has a default: `props.parse({})` must succeed. */
  readonly props: z.ZodType<C>;
  /** Users lacking this permission do not see the widget at all. */
  readonly permission?: string;
  /**
   * The flow work this widget is the card of (`evaluation.docReview`: a flow's key and a key of its
   * `work`): a record page's link to unfinished work brings this card into view.
   */
  readonly works?: readonly string[];
  /**
   * The layout variable naming the record this widget shows (its `idVar`). While that variable is
   * empty the grid leaves the widget out (outside edit mode) and closes the gap, so a list page
   * shows its list alone until a record is chosen, and the record with its work cards once one is.
   */
  readonly recordVar?: (config: C) => string;
  /**
   * The widget's cell takes the height of its content (outside edit mode): a record and the cards
   * of its work are read whole, nothing scrolls inside them. The layout's height holds until the
   * content is measured. Not for widgets that fill their cell (charts).
   */
  readonly fitContent?: boolean;
  /** Props saved with an older `fromVersion` -> props of the current version. Pure. */
  readonly migrate?: (props: Record<string, unknown>, fromVersion: number) => Record<string, unknown>;
  /** The connected component's module: `() => import('./Widget')`. */
  readonly load: () => Promise<{ default: ComponentType<WidgetProps<C>> }>;
}

declare const RESOLVED: unique symbol;
/** Props that went through a manifest's `resolve`; the host hands them to that same manifest's component. */
export type ResolvedConfig = object & { readonly [RESOLVED]: true };

export type ConfigResult = { readonly ok: true; readonly config: ResolvedConfig } | { readonly ok: false; readonly error: string };

/** A registered widget. Not generic, so the registry can hold widgets of every config type. */
export interface WidgetManifest extends Omit<WidgetDefinition<object>, 'props' | 'load' | 'recordVar'> {
  readonly props: z.ZodType<object>;
  readonly recordVar?: (config: ResolvedConfig) => string;
  /** A layout instance's saved props and version -> the config for this widget's component, or why not. */
  resolve(instance: { readonly version: number; readonly props: Readonly<Record<string, unknown>> }): ConfigResult;
  /** The props of a newly added instance. */
  defaults(): object;
  readonly load: () => Promise<{ default: ComponentType<WidgetProps<ResolvedConfig>> }>;
}

const zh = zhCN();
const TYPE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSize = (s: WidgetSize | undefined) => !!s && Number.isInteger(s.w) && Number.isInteger(s.h) && s.w >= 1 && s.w <= 24 && s.h >= 1;

function describeIssues(error: z.ZodError): string {
  const first = error.issues.slice(0, 3).map((i) => (i.path.length ? `${i.path.map(String).join('.')}：${i.message}` : i.message));
  return `${WIDGET_TEXT.configInvalid}：${first.join('；')}`;
}

/**
 * Declares a widget. Checks the declaration (a mistake throws at import, naming the widget) and
 * returns the manifest the registry holds.
 */
export function defineWidget<C extends object>(def: WidgetDefinition<C>): WidgetManifest {
  const fail = (why: string): never => {
    throw new Error(`defineWidget(${JSON.stringify(def.type)}): ${why}`);
  };
  if (!TYPE_PATTERN.test(def.type)) fail('type must be kebab-case');
  if (!Number.isInteger(def.version) || def.version < 1) fail('version must be an integer of at least 1');
  if (!isSize(def.defaultSize)) fail('defaultSize must be whole grid units within 24 columns');
  if (def.minSize && (!isSize(def.minSize) || def.minSize.w > def.defaultSize.w || def.minSize.h > def.defaultSize.h)) fail('minSize must fit inside defaultSize');
  const defaults = def.props.safeParse({});
  if (!defaults.success) fail(`every prop needs a default (props.parse({}) failed: ${defaults.error.message})`);

  const resolve: WidgetManifest['resolve'] = ({ version, props }) => {
    if (version > def.version) return { ok: false, error: WIDGET_TEXT.tooNew(version, def.version) };
    let input: Record<string, unknown> = { ...props };
    if (version < def.version && def.migrate) {
      try {
        input = def.migrate(input, version);
      } catch {
        // A throwing step means these saved props cannot be upgraded; only this widget shows it.
        return { ok: false, error: WIDGET_TEXT.migrateFailed(version) };
      }
    }
    const parsed = def.props.safeParse(input, { error: zh.localeError });
    // The brand marks what this manifest's schema produced; `load` below is the only consumer.
    return parsed.success ? { ok: true, config: parsed.data as ResolvedConfig } : { ok: false, error: describeIssues(parsed.error) };
  };

  return {
    ...def,
    props: def.props,
    resolve,
    defaults: () => def.props.parse({}),
    // Sound because the component only ever receives configs from `resolve` above (the brand).
    load: def.load as unknown as WidgetManifest['load'],
    recordVar: def.recordVar as WidgetManifest['recordVar'],
  };
}
