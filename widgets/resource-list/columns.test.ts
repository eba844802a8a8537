// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getResource, RESOURCES } from '@/domain/resources';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { columnFields, optionsOf } from '@/ui/resource/fields';
import { searchDefOf, tableDefOf } from './columns';
import manifest, { resourceListProps } from './index';

const evaluation = RESOURCES.evaluation.def;

describe('a page’s own columns', () => {
  it('are exactly the fields named, in that order, including one hidden from lists by default', () => {
    const def = tableDefOf(evaluation, ['status', 'code', 'testUnitName', 'nope']);
    expect(columnFields(def).map(([n]) => n)).toEqual(['status', 'code', 'testUnitName']);
    // The rest of the definition is as it was (labels, codes, search).
    expect(def.fields.evalType.codes).toBe('evalType');
    expect(def.fields.evalType.search).toEqual(evaluation.fields.evalType.search);
  });

  it('include a long text the page names (拟申报产品 of the pre-applications), as a one-line cell', () => {
    const pre = RESOURCES.evalPre.def;
    expect(columnFields(pre).map(([n]) => n)).not.toContain('productNames');
    expect(columnFields(tableDefOf(pre, ['evalType', 'productNames'])).map(([n, f]) => [n, f.type])).toEqual([
      ['evalType', 'code'],
      ['productNames', 'string'],
    ]);
  });

  it('are the definition’s list columns when none are named', () => {
    expect(tableDefOf(evaluation, [])).toBe(evaluation);
    expect(tableDefOf(evaluation, ['nope'])).toBe(evaluation);
  });

  it('in the shipped layouts name fields of their resource', () => {
    for (const [id, doc] of Object.entries(DEFAULT_LAYOUTS)) {
      for (const w of Object.values((doc as { widgets: Record<string, { type: string; props?: Record<string, unknown> }> }).widgets)) {
        if (w.type !== manifest.type) continue;
        const props = resourceListProps.parse(w.props ?? {});
        for (const n of props.columns) expect(Object.keys(getResource(props.resource).def.fields), `${id}: ${n}`).toContain(n);
      }
    }
  });
});

describe('a page’s search bar', () => {
  it('offers only the statuses the page is about (完整性初评: 待完整性初评 and 待企业修改材料)', () => {
    const def = searchDefOf(evaluation, { status_in: '4,10', evalType_eq: '1' });
    expect(optionsOf(def.fields.status).map((o) => o.label)).toEqual(['待完整性初评', '待企业修改材料']);
    // Everything else as it was.
    expect(optionsOf(def.fields.evalType)).toEqual(optionsOf(evaluation.fields.evalType));
    expect(searchDefOf(evaluation, {})).toBe(evaluation);
  });
});
