// @vitest-environment node
/**
 * Lists read like the business: every field that holds a code shows its label, never the code. A
 * field named as a code (…status, …type, …kind, sex, channel…) or typed `code` must name its code
 * list (or be a reference, whose label the list looks up). A field added tomorrow without one
 * fails here, naming it.
 */
import { describe, expect, it } from 'vitest';
import { CODE_LISTS, codeLabel } from '../codes';
import type { ResourceDef } from '../resource';
import { toneOf } from '../workflows';
import { RESOURCES } from './index';

/** Names that hold codes. `level` of a category is its depth (a number), not a code. */
const CODE_NAME = /(status|type|kind|sex|channels?|scope|opinion|outcome)$/i;

function definitions(): [string, ResourceDef][] {
  return Object.entries(RESOURCES).flatMap(([name, entry]) => [
    [name, entry.def] as [string, ResourceDef],
    ...Object.entries('children' in entry ? (entry.children ?? {}) : {}).map(([child, c]) => [`${name}.${child}`, c.def] as [string, ResourceDef]),
  ]);
}

describe('code-bearing fields', () => {
  it('every field that holds a code names its code list, so lists and exports show labels', () => {
    const missing = definitions().flatMap(([resource, def]) =>
      Object.entries(def.fields)
        .filter(([name, f]) => (f.type === 'code' || CODE_NAME.test(name)) && !f.codes && !f.ref && f.type !== 'bool')
        .map(([name, f]) => `${resource}.${name} (${f.label})`),
    );
    expect(missing).toEqual([]);
  });

  it('names only code lists that exist', () => {
    const unknown = definitions().flatMap(([resource, def]) =>
      Object.entries(def.fields)
        .filter(([, f]) => f.codes && !(f.codes in CODE_LISTS))
        .map(([name]) => `${resource}.${name}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('code labels', () => {
  it('labels an organisation type, several unit types joined with commas, and leaves an unknown code as it is', () => {
    expect(codeLabel('orgKind', '3')).toBe('企业');
    expect(codeLabel('orgKind', '2,4')).toBe('评价机构、检测机构');
    expect(codeLabel('msgChannel', 'WEB,SMS')).toBe('站内信、短信');
    expect(codeLabel('orgKind', '2,9')).toBe('评价机构、9');
    expect(codeLabel('orgKind', null)).toBe('');
  });
});

describe('status colours', () => {
  it('come from the code list for a status outside any workflow', () => {
    expect(toneOf('orgStatus', 0)).toBe('success');
    expect(toneOf('orgStatus', '2')).toBe('error');
    expect(toneOf('userStatus', 1)).toBe('processing');
  });

  it('come from the transition table for a workflow status', () => {
    expect(toneOf('productReview', -3)).toBe('default');
    expect(toneOf('productReview', 1)).toBe('success');
    expect(toneOf('productReview', -1)).toBe('error');
  });

  it('are none for a code that is not a status, an unknown code, or nothing', () => {
    expect(toneOf('productType', 1)).toBeUndefined();
    expect(toneOf('orgStatus', 42)).toBeUndefined();
    expect(toneOf('productReview', 42)).toBeUndefined();
    expect(toneOf('orgStatus', null)).toBeUndefined();
  });
});

describe('form sections', () => {
  it('are not named like a field of the same form (a section heading would then label two things)', () => {
    const clashes = definitions().flatMap(([resource, def]) => {
      const labels = new Set(Object.values(def.fields).map((f) => f.label));
      return [...new Set(Object.values(def.fields).map((f) => f.section).filter((s): s is string => !!s))].filter((s) => labels.has(s)).map((s) => `${resource}: ${s}`);
    });
    expect(clashes).toEqual([]);
  });
});
