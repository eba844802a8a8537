/**
 * The layout document (ARCHITECTURE.md §4): a JSON document that places widgets on a grid. One
 * zod schema is the single source of the shape; the types derive from it, the client validates
 * what the server sends with it, and the server validates what it stores and serves with it.
 *
 *   { id, title, schemaVersion, grid: {cols, rowHeight, compact}, vars, widgets: {key: {type,
 *     version, props, title?}}, items: [{i, x, y, w, h, minW?, minH?}] }
 *
 * `widgets` says what (a widget type, its manifest version and its props, validated later by
 * the manifest's own schema), `items` says where. `vars` are the layout's variables, through
 * which one widget drives another without importing it.
 *
 * Versions: `schemaVersion` is the version of this document format. A stored document of an
 * older format is brought up to date by the ordered migration list below, one pure step per
 * version, before it is validated; `migrateLayout` never throws, it answers a result. Version 1
 * is the format the architecture defines and nothing older has shipped, so the list is empty
 * today: the first change of the format adds `{ from: 1, migrate }` here, bumps
 * LAYOUT_SCHEMA_VERSION and adds a golden test case.
 */
import { z } from 'zod';
import { zhCN } from 'zod/locales';

/** The current document format. */
export const LAYOUT_SCHEMA_VERSION = 1;

export const LAYOUT_ID_MAX = 64;
/** kebab-case, as the menu's `/views/<layoutId>` paths are. */
export const LAYOUT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isLayoutId = (s: unknown): s is string => typeof s === 'string' && s.length <= LAYOUT_ID_MAX && LAYOUT_ID_PATTERN.test(s);

/** Bounds that keep a stored document small and a page renderable. */
export const LAYOUT_LIMITS = { maxCols: 48, maxWidgets: 100, maxRows: 1000, maxRowHeight: 400, titleMax: 50 } as const;

export const LAYOUT_TEXT = {
  idInvalid: `布局标识只能由小写字母、数字和连字符组成（kebab-case），最多 ${LAYOUT_ID_MAX} 个字符`,
  notObject: '布局文档必须是 JSON 对象',
  noVersion: '布局文档缺少有效的版本号 schemaVersion',
  tooNew: (v: number) => `布局文档版本 ${v} 高于当前支持的版本 ${LAYOUT_SCHEMA_VERSION}，请刷新页面`,
  invalid: '布局文档无效',
  migrationFailed: (from: number) => `布局文档从版本 ${from} 升级失败`,
} as const;

const WIDGET_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const WIDGET_TYPE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const int = (min: number, max: number) => z.number().int().min(min).max(max);

export const layoutIdSchema = z.string().max(LAYOUT_ID_MAX, LAYOUT_TEXT.idInvalid).regex(LAYOUT_ID_PATTERN, LAYOUT_TEXT.idInvalid);

export const gridSchema = z.object({
  cols: int(1, LAYOUT_LIMITS.maxCols).default(24),
  rowHeight: int(8, LAYOUT_LIMITS.maxRowHeight).default(30),
  /** How free space is closed: items float up (vertical), left (horizontal), or stay (none). */
  compact: z.enum(['vertical', 'horizontal', 'none']).default('vertical'),
});

/** One placed widget: what it is. Its `props` are checked by the widget's manifest, not here. */
export const widgetInstanceSchema = z.object({
  type: z.string().regex(WIDGET_TYPE_PATTERN, '组件类型只能由小写字母、数字和连字符组成'),
  /** The manifest version these props were saved with; older props are migrated by the manifest. */
  version: int(1, 10_000).default(1),
  props: z.record(z.string(), z.json()).default(() => ({})),
  /** Overrides the manifest's title in the frame. */
  title: z.string().trim().min(1).max(LAYOUT_LIMITS.titleMax).optional(),
});

/** Where a widget sits, in grid units (react-grid-layout's LayoutItem, trimmed to what is saved). */
export const layoutItemSchema = z.object({
  i: z.string().regex(WIDGET_KEY_PATTERN, '组件键只能由字母、数字、下划线和连字符组成'),
  x: int(0, LAYOUT_LIMITS.maxCols - 1),
  y: int(0, LAYOUT_LIMITS.maxRows),
  w: int(1, LAYOUT_LIMITS.maxCols),
  h: int(1, LAYOUT_LIMITS.maxRows),
  minW: int(1, LAYOUT_LIMITS.maxCols).optional(),
  minH: int(1, LAYOUT_LIMITS.maxRows).optional(),
});

const documentShape = z.object({
  id: layoutIdSchema,
  title: z.string().trim().min(1, '布局标题不能为空').max(LAYOUT_LIMITS.titleMax),
  schemaVersion: z.literal(LAYOUT_SCHEMA_VERSION),
  grid: gridSchema.prefault({}),
  vars: z.record(z.string().min(1).max(64), z.json()).default(() => ({})),
  widgets: z.record(z.string().regex(WIDGET_KEY_PATTERN, '组件键只能由字母、数字、下划线和连字符组成'), widgetInstanceSchema),
  items: z.array(layoutItemSchema).max(LAYOUT_LIMITS.maxWidgets),
});

/** The current layout document, with the cross-field rules: every item places one known widget, every widget is placed once, nothing overflows the grid. */
export const layoutDocSchema = documentShape.superRefine((doc, ctx) => {
  const placed = new Set<string>();
  doc.items.forEach((item, n) => {
    if (placed.has(item.i)) ctx.addIssue({ code: 'custom', path: ['items', n, 'i'], message: `组件 ${item.i} 被放置了多次` });
    placed.add(item.i);
    if (!Object.prototype.hasOwnProperty.call(doc.widgets, item.i)) ctx.addIssue({ code: 'custom', path: ['items', n, 'i'], message: `位置引用了不存在的组件 ${item.i}` });
    if (item.x + item.w > doc.grid.cols) ctx.addIssue({ code: 'custom', path: ['items', n, 'w'], message: `组件 ${item.i} 超出了 ${doc.grid.cols} 列的网格` });
    if (item.minW !== undefined && item.minW > item.w) ctx.addIssue({ code: 'custom', path: ['items', n, 'minW'], message: `组件 ${item.i} 的宽度小于最小宽度` });
    if (item.minH !== undefined && item.minH > item.h) ctx.addIssue({ code: 'custom', path: ['items', n, 'minH'], message: `组件 ${item.i} 的高度小于最小高度` });
  });
  for (const key of Object.keys(doc.widgets)) {
    if (!placed.has(key)) ctx.addIssue({ code: 'custom', path: ['widgets', key], message: `组件 ${key} 没有位置` });
  }
});

export type LayoutDoc = z.output<typeof layoutDocSchema>;
/** What an author writes (defaults may be left out). */
export type LayoutDocInput = z.input<typeof layoutDocSchema>;
export type LayoutGrid = LayoutDoc['grid'];
export type WidgetInstance = LayoutDoc['widgets'][string];
export type LayoutItem = LayoutDoc['items'][number];
export type LayoutVars = LayoutDoc['vars'];

/** One step of the document format: turns a document of version `from` into one of version `from + 1`. */
export interface LayoutMigration {
  readonly from: number;
  readonly migrate: (doc: Record<string, unknown>) => Record<string, unknown>;
}

/** Ordered, one step per version below LAYOUT_SCHEMA_VERSION (empty while version 1 is the only format). */
export const LAYOUT_MIGRATIONS: readonly LayoutMigration[] = [];

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Runs the migration steps from the document's version up to `current` on a plain object (no
 * validation). Pure; separate from `migrateLayout` so the chain itself is testable with steps of
 * its own.
 */
export function runLayoutMigrations(input: unknown, steps: readonly LayoutMigration[] = LAYOUT_MIGRATIONS, current = LAYOUT_SCHEMA_VERSION): Result<Record<string, unknown>> {
  if (!isRecord(input)) return { ok: false, error: LAYOUT_TEXT.notObject };
  const version = input.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { ok: false, error: LAYOUT_TEXT.noVersion };
  if (version > current) return { ok: false, error: LAYOUT_TEXT.tooNew(version) };
  let doc: Record<string, unknown> = input;
  for (let v = version; v < current; v++) {
    const step = steps.find((s) => s.from === v);
    if (!step) return { ok: false, error: LAYOUT_TEXT.migrationFailed(v) };
    try {
      const next = step.migrate(doc);
      if (!isRecord(next)) return { ok: false, error: LAYOUT_TEXT.migrationFailed(v) };
      doc = { ...next, schemaVersion: v + 1 };
    } catch {
      // A step that throws on a malformed old document is that document's fault, not the caller's.
      return { ok: false, error: LAYOUT_TEXT.migrationFailed(v) };
    }
  }
  return { ok: true, value: doc };
}

/** `items.0.w: 组件 a 超出了 24 列的网格` — the first few issues, each with where it is. */
export function describeLayoutIssues(error: z.ZodError, max = 3): string {
  const parts = error.issues.slice(0, max).map((i) => (i.path.length ? `${i.path.map(String).join('.')}：${i.message}` : i.message));
  const more = error.issues.length > max ? `（另有 ${error.issues.length - max} 处）` : '';
  return `${LAYOUT_TEXT.invalid}：${parts.join('；')}${more}`;
}

const zh = zhCN();

/**
 * Any stored or authored document in, the current document out (defaults filled), or an error
 * message that says what is wrong. Never throws.
 */
export function migrateLayout(input: unknown): Result<LayoutDoc> {
  const migrated = runLayoutMigrations(input);
  if (!migrated.ok) return migrated;
  const parsed = layoutDocSchema.safeParse(migrated.value, { error: zh.localeError });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: describeLayoutIssues(parsed.error) };
}

/** A document that must be valid (the defaults shipped in src/layouts): throws with the reason. */
export function requireLayout(input: unknown, where: string): LayoutDoc {
  const r = migrateLayout(input);
  if (!r.ok) throw new Error(`${where}: ${r.error}`);
  return r.value;
}

/** Where a stored layout belongs: one user, one role, or everyone (the system row). */
export const LAYOUT_SCOPES = ['user', 'role', 'system'] as const;
export type LayoutScope = (typeof LAYOUT_SCOPES)[number];

/** The reply of GET /api/layout/{id}: the layout a user sees and where it came from. */
export const effectiveLayoutSchema = z.object({
  /** `default` is the document shipped in src/layouts (nothing saved). */
  source: z.enum([...LAYOUT_SCOPES, 'default']),
  /** The saved row's save counter (null for the shipped default); PUT sends it back to detect a concurrent save. */
  version: z.number().nullable(),
  updateTime: z.string().nullable(),
  doc: layoutDocSchema,
  /** Set when a saved document was skipped because it is invalid, saying so. */
  notice: z.string().nullable(),
});
export type EffectiveLayout = Readonly<z.output<typeof effectiveLayoutSchema>>;

export const LAYOUT_NOTICE = {
  skippedInvalid: '已保存的页面布局无效，已显示默认布局',
  clientInvalid: '页面布局无效，已显示默认布局',
  loadFailed: '页面布局加载失败，已显示默认布局',
} as const;

/* ---------- Editing: pure helpers the layout editor and its tests share ---------- */

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The first place a w×h widget fits without moving anything: rows scanned top-down, each row
 * left to right. A new widget goes into a hole if there is one, instead of landing at the top and
 * pushing every widget down. Always answers: below the lowest widget there is room.
 */
export function firstFreeSpace(items: readonly Box[], cols: number, w: number, h: number): { x: number; y: number } {
  const width = Math.min(Math.max(1, w), cols);
  const bottom = items.reduce((m, i) => Math.max(m, i.y + i.h), 0);
  for (let y = 0; y <= bottom; y++) {
    for (let x = 0; x + width <= cols; x++) {
      const box = { x, y, w: width, h };
      if (!items.some((i) => overlaps(i, box))) return { x, y };
    }
  }
  return { x: 0, y: bottom };
}

/** A widget key not used yet in the document: the type, then `-2`, `-3`, ... */
export function newWidgetKey(doc: LayoutDoc, type: string): string {
  if (!(type in doc.widgets)) return type;
  for (let n = 2; ; n++) if (!(`${type}-${n}` in doc.widgets)) return `${type}-${n}`;
}

/** Adds a widget of `type` with its default props, placed in the first free space. */
export function addWidget(
  doc: LayoutDoc,
  add: { type: string; version: number; props: Record<string, unknown>; size: { w: number; h: number }; minSize?: { w: number; h: number } },
): LayoutDoc {
  const key = newWidgetKey(doc, add.type);
  const w = Math.min(add.size.w, doc.grid.cols);
  const { x, y } = firstFreeSpace(doc.items, doc.grid.cols, w, add.size.h);
  const min = add.minSize ? { minW: Math.min(add.minSize.w, w), minH: Math.min(add.minSize.h, add.size.h) } : {};
  return {
    ...doc,
    widgets: { ...doc.widgets, [key]: { type: add.type, version: add.version, props: add.props as WidgetInstance['props'] } },
    items: [...doc.items, { i: key, x, y, w, h: add.size.h, ...min }],
  };
}

export function removeWidget(doc: LayoutDoc, key: string): LayoutDoc {
  const widgets = { ...doc.widgets };
  delete widgets[key];
  return { ...doc, widgets, items: doc.items.filter((i) => i.i !== key) };
}

/** Positions from the grid (after a drag or a resize) written into the document; minimum sizes kept. */
export function placeItems(doc: LayoutDoc, placed: readonly (Box & { readonly i: string })[]): LayoutDoc {
  const at = new Map(placed.map((p) => [p.i, p]));
  let changed = false;
  const items = doc.items.map((item) => {
    const p = at.get(item.i);
    if (!p || (p.x === item.x && p.y === item.y && p.w === item.w && p.h === item.h)) return item;
    changed = true;
    return { ...item, x: p.x, y: p.y, w: p.w, h: p.h };
  });
  return changed ? { ...doc, items } : doc;
}

/** Undo and redo over whole documents: each edit pushes the new document; nothing is mutated. */
export interface LayoutHistory {
  readonly past: readonly LayoutDoc[];
  readonly present: LayoutDoc;
  readonly future: readonly LayoutDoc[];
}

/** Enough for a session of edits without holding every drag of a long one. */
export const LAYOUT_HISTORY_MAX = 100;

export const startHistory = (doc: LayoutDoc): LayoutHistory => ({ past: [], present: doc, future: [] });

/** A new document; the same one (no change) leaves the history as it is. Redo is lost, as in every editor. */
export function pushHistory(h: LayoutHistory, doc: LayoutDoc): LayoutHistory {
  if (doc === h.present) return h;
  return { past: [...h.past, h.present].slice(-LAYOUT_HISTORY_MAX), present: doc, future: [] };
}

export function undoHistory(h: LayoutHistory): LayoutHistory {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redoHistory(h: LayoutHistory): LayoutHistory {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
