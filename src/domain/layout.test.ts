import { describe, expect, it } from 'vitest';
import { isLayoutId, LAYOUT_SCHEMA_VERSION, migrateLayout, runLayoutMigrations, type LayoutMigration } from './layout';

/** A version-1 document as an author writes it: defaults left out. */
const V1_AUTHORED = {
  id: 'msg-center',
  title: '消息中心',
  schemaVersion: 1,
  vars: { dicId: null },
  widgets: { list: { type: 'message-list', version: 1, props: { pageSize: 20 } }, side: { type: 'dic-list' } },
  items: [
    { i: 'list', x: 8, y: 0, w: 16, h: 20 },
    { i: 'side', x: 0, y: 0, w: 8, h: 20, minW: 4 },
  ],
};

/** The same document in the current format, every default filled in. */
const CURRENT_GOLDEN = {
  id: 'msg-center',
  title: '消息中心',
  schemaVersion: LAYOUT_SCHEMA_VERSION,
  grid: { cols: 24, rowHeight: 30, compact: 'vertical' },
  vars: { dicId: null },
  widgets: {
    list: { type: 'message-list', version: 1, props: { pageSize: 20 } },
    side: { type: 'dic-list', version: 1, props: {} },
  },
  items: [
    { i: 'list', x: 8, y: 0, w: 16, h: 20 },
    { i: 'side', x: 0, y: 0, w: 8, h: 20, minW: 4 },
  ],
};

const errorOf = (input: unknown) => {
  const r = migrateLayout(input);
  if (r.ok) throw new Error('expected an invalid document');
  return r.error;
};

describe('migrateLayout', () => {
  it('brings a version-1 document to the current document (golden)', () => {
    expect(migrateLayout(V1_AUTHORED)).toEqual({ ok: true, value: CURRENT_GOLDEN });
  });

  it('keeps a current document as it is (idempotent)', () => {
    const once = migrateLayout(V1_AUTHORED);
    if (!once.ok) throw new Error(once.error);
    expect(migrateLayout(once.value)).toEqual(once);
  });

  it('does not share default objects between documents', () => {
    const a = migrateLayout({ ...V1_AUTHORED, vars: undefined });
    const b = migrateLayout({ ...V1_AUTHORED, vars: undefined });
    if (!a.ok || !b.ok) throw new Error('expected valid documents');
    expect(a.value.vars).not.toBe(b.value.vars);
  });

  it.each([
    ['not an object', 'a string', '布局文档必须是 JSON 对象'],
    ['null', null, '布局文档必须是 JSON 对象'],
    ['an array', [], '布局文档必须是 JSON 对象'],
    ['no version', { ...V1_AUTHORED, schemaVersion: undefined }, 'schemaVersion'],
    ['a version from the future', { ...V1_AUTHORED, schemaVersion: LAYOUT_SCHEMA_VERSION + 1 }, `高于当前支持的版本 ${LAYOUT_SCHEMA_VERSION}`],
    ['a bad id', { ...V1_AUTHORED, id: 'Msg Center' }, 'kebab-case'],
    ['an id over 64 characters', { ...V1_AUTHORED, id: 'a'.repeat(65) }, 'kebab-case'],
    ['an empty title', { ...V1_AUTHORED, title: ' ' }, '布局标题不能为空'],
    ['an item for no widget', { ...V1_AUTHORED, items: [...V1_AUTHORED.items, { i: 'ghost', x: 0, y: 30, w: 4, h: 4 }] }, '不存在的组件 ghost'],
    ['a widget without a place', { ...V1_AUTHORED, items: V1_AUTHORED.items.slice(0, 1) }, '组件 side 没有位置'],
    ['a widget placed twice', { ...V1_AUTHORED, items: [...V1_AUTHORED.items, { i: 'list', x: 0, y: 30, w: 4, h: 4 }] }, '被放置了多次'],
    ['an item past the last column', { ...V1_AUTHORED, items: [{ i: 'list', x: 20, y: 0, w: 8, h: 4 }, V1_AUTHORED.items[1]] }, '超出了 24 列的网格'],
    ['a zero width', { ...V1_AUTHORED, items: [{ i: 'list', x: 0, y: 0, w: 0, h: 4 }, V1_AUTHORED.items[1]] }, 'items.0.w'],
    ['a fractional position', { ...V1_AUTHORED, items: [{ i: 'list', x: 0.5, y: 0, w: 4, h: 4 }, V1_AUTHORED.items[1]] }, 'items.0.x'],
    ['a bad widget type', { ...V1_AUTHORED, widgets: { ...V1_AUTHORED.widgets, list: { type: 'Message List' } } }, 'widgets.list.type'],
    ['props that are not JSON', { ...V1_AUTHORED, widgets: { ...V1_AUTHORED.widgets, list: { type: 'x', props: { f: () => 1 } } } }, 'widgets.list.props'],
  ])('answers an error, without throwing, for %s', (_what, input, message) => {
    expect(() => migrateLayout(input)).not.toThrow();
    expect(errorOf(input)).toContain(message);
  });

  it('says how many more problems there are when there are many', () => {
    const input = { ...V1_AUTHORED, items: Array.from({ length: 5 }, (_, n) => ({ i: `g${n}`, x: 0, y: n, w: 1, h: 1 })) };
    expect(errorOf(input)).toMatch(/另有 \d+ 处/);
  });
});

describe('runLayoutMigrations (the chain, with steps of its own)', () => {
  const steps: LayoutMigration[] = [
    // Listed out of order on purpose: the chain follows `from`, not the array order.
    { from: 2, migrate: (d) => ({ ...d, title: `${String(d.title)}!` }) },
    { from: 1, migrate: ({ grid: _grid, ...d }) => ({ ...d, cols: 24 }) },
  ];

  it('applies each step once, in version order, and stamps each new version', () => {
    expect(runLayoutMigrations({ schemaVersion: 1, title: 'a', grid: 12 }, steps, 3)).toEqual({ ok: true, value: { schemaVersion: 3, title: 'a!', cols: 24 } });
    expect(runLayoutMigrations({ schemaVersion: 2, title: 'a' }, steps, 3)).toEqual({ ok: true, value: { schemaVersion: 3, title: 'a!' } });
  });

  it('does not change its input', () => {
    const input = { schemaVersion: 1, title: 'a', grid: 12 };
    runLayoutMigrations(input, steps, 3);
    expect(input).toEqual({ schemaVersion: 1, title: 'a', grid: 12 });
  });

  it('reports a missing step or a step that throws as an error', () => {
    expect(runLayoutMigrations({ schemaVersion: 1 }, steps.slice(0, 1), 3)).toEqual({ ok: false, error: '布局文档从版本 1 升级失败' });
    const throwing: LayoutMigration[] = [{ from: 1, migrate: () => { throw new Error('boom'); } }];
    expect(runLayoutMigrations({ schemaVersion: 1 }, throwing, 2)).toEqual({ ok: false, error: '布局文档从版本 1 升级失败' });
  });
});

describe('isLayoutId', () => {
  it.each(['home', 'msg-center', 'sys-user-2', 'a'.repeat(64)])('accepts %s', (id) => expect(isLayoutId(id)).toBe(true));
  it.each(['', 'Home', 'msg_center', '-home', 'home-', 'a--b', 'a'.repeat(65), '../etc', 7])('refuses %s', (id) => expect(isLayoutId(id)).toBe(false));
});
