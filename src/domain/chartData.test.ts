// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHART_MAX_ITEMS, pickField, seriesFigures, sharePercents, toCounterCards, toGraph, toMultiSeries, toNamedValues, toShareTable, toTree, treeValue } from './chartData';

describe('picking the part of a screen reply a widget shows', () => {
  const reply = { cards: [{ key: 'a' }], byCategory: { items: [{ name: '蔬菜', value: 3 }] } };
  it('follows dotted paths, array indexes included; missing → undefined', () => {
    expect(pickField(reply, 'byCategory.items.0.name')).toBe('蔬菜');
    expect(pickField(reply, '')).toBe(reply);
    expect(pickField(reply, 'nope.deeper')).toBeUndefined();
    expect(pickField(reply, 'constructor')).toBeUndefined();
  });
});

describe('coercing replies into chart data', () => {
  it('named values from arrays or objects; bad figures become 0; bounded', () => {
    expect(toNamedValues([{ name: '蔬菜', value: 3 }, { name: '水果', value: 'x' }, { value: 1 }])).toEqual([{ name: '蔬菜', value: 3 }, { name: '水果', value: 0 }]);
    expect(toNamedValues({ 蔬菜: 2, 水果: '4' })).toEqual([{ name: '蔬菜', value: 2 }, { name: '水果', value: 4 }]);
    expect(toNamedValues(null)).toEqual([]);
    expect(toNamedValues(Array.from({ length: 900 }, (_, i) => ({ name: `n${i}`, value: i })))).toHaveLength(CHART_MAX_ITEMS);
  });

  it('multi series as given, or one series from named values, aligned to categories', () => {
    expect(toMultiSeries({ categories: ['1月', '2月'], series: [{ name: '申报', data: [1] }] })).toEqual({ categories: ['1月', '2月'], series: [{ name: '申报', data: [1, 0] }] });
    expect(toMultiSeries([{ name: 'a', value: 1 }], '产品')).toEqual({ categories: ['a'], series: [{ name: '产品', data: [1] }] });
    expect(toMultiSeries(undefined)).toEqual({ categories: [], series: [] });
  });

  it('trees sum their children', () => {
    const tree = toTree([{ name: '农产品', children: [{ name: '蔬菜', value: 2 }, { name: '水果', value: 3 }] }]);
    expect(treeValue(tree[0])).toBe(5);
  });

  it('graphs drop edges to unknown nodes and self loops', () => {
    const g = toGraph({ nodes: [{ id: '1', name: 'A' }, { id: '2', name: 'B' }], edges: [{ source: '1', target: '2' }, { source: '1', target: '9' }, { source: '2', target: '2' }] });
    expect(g.edges).toEqual([{ source: '1', target: '2', name: undefined }]);
  });

  it('counter cards', () => {
    expect(toCounterCards([{ key: 'decl', title: '申报', total: '12', enterprises: 3, products: 9 }])).toEqual([{ key: 'decl', title: '申报', total: 12, enterprises: 3, products: 9 }]);
  });
});

describe('share of each category (the table beside the rose pie)', () => {
  it('adds up to exactly 100.0 and handles zero totals', () => {
    const s = sharePercents([1, 1, 1]);
    expect(s.reduce((a, b) => a + b, 0)).toBeCloseTo(100);
    expect(s).toEqual([33.4, 33.3, 33.3]);
    expect(sharePercents([0, 0])).toEqual([0, 0]);
  });

  it('rows largest first with the share formatted', () => {
    expect(toShareTable([{ name: '水果', value: 1 }, { name: '蔬菜', value: 3 }]).rows).toEqual([['蔬菜', 3, '75.0%'], ['水果', 1, '25.0%']]);
  });
});

describe('series from records and star graphs', () => {
  it('one series per key, categories from another key', async () => {
    const { toRecordSeries } = await import('./chartData');
    expect(toRecordSeries([{ month: '2026-01', applied: 3, passed: 1 }, { month: '2026-02', applied: 'x' }], 'month', [{ key: 'applied', name: '申报' }, { key: 'passed', name: '通过' }])).toEqual({
      categories: ['2026-01', '2026-02'],
      series: [{ name: '申报', data: [3, 0] }, { name: '通过', data: [1, 0] }],
    });
  });

  it('named values with chosen keys', () => {
    expect(toNamedValues([{ name: '蔬菜', products: 7, share: 70 }], '', 'products')).toEqual([{ name: '蔬菜', value: 7 }]);
    expect(toNamedValues([{ label: '现场检查', count: 2 }])).toEqual([{ name: '现场检查', value: 2 }]);
  });

  it('a star joins the centre to each distinct item', async () => {
    const { starGraph } = await import('./chartData');
    const g = starGraph('深圳', [{ name: '广西', value: 3 }, { name: '广西', value: 1 }, { name: '贵州', value: 2 }]);
    expect(g.nodes.map((n) => n.name)).toEqual(['深圳', '广西', '贵州']);
    expect(g.edges).toHaveLength(2);
  });
});

describe('a series chart as words', () => {
  it('names each series with every category’s figure', () => {
    expect(seriesFigures({ categories: ['1月', '2月'], series: [{ name: '申请数', data: [3, 5] }, { name: '通过数', data: [2] }] })).toBe('申请数：1月 3、2月 5；通过数：1月 2、2月 0');
  });
});
