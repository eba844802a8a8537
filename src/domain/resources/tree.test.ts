// @vitest-environment node
/**
 * Tree resources (`def.tree`): lists nest their rows by the parent field, so that field must be
 * one of the definition's and, when it is a reference, a reference to the same resource.
 */
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../resource';
import { RESOURCES } from './index';

describe('tree resources', () => {
  it('name a parent field of their own, referencing the same resource', () => {
    const wrong = Object.entries(RESOURCES).flatMap(([name, { def }]) => {
      if (!def.tree) return [];
      const parent = (def.fields as Readonly<Record<string, FieldDef | undefined>>)[def.tree.parentField];
      if (!parent) return [`${name}: no field ${def.tree.parentField}`];
      if (parent.ref && parent.ref.resource !== name) return [`${name}.${def.tree.parentField} refers to ${parent.ref.resource}`];
      if (def.tree.call !== undefined && !/^[A-Za-z]+$/.test(def.tree.call)) return [`${name}: bad tree call ${def.tree.call}`];
      const label = def.tree.labelField === undefined ? undefined : (def.fields as Readonly<Record<string, FieldDef | undefined>>)[def.tree.labelField];
      if (def.tree.labelField !== undefined && (!label || label.column === false)) return [`${name}: the toggle's column ${def.tree.labelField} is not a list column`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('departments and product categories show as trees by pid', () => {
    expect(RESOURCES.sysdept.def.tree?.parentField).toBe('pid');
    expect(RESOURCES.category.def.tree?.parentField).toBe('pid');
    // The category lst is the product-type lookup (few fields): the tree comes from sync.
    expect(RESOURCES.category.def.tree?.call).toBe('sync');
  });
});
