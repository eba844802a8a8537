// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildTree, flattenTree, type TreeRow } from './tree';

/** The tree as `name(children…)` text: easy to read in an expectation. */
const shape = (rows: readonly TreeRow[]): string => rows.map((r) => (r.children ? `${String(r.name)}(${shape(r.children)})` : String(r.name))).join(' ');

describe('buildTree', () => {
  it('nests children under their parents, roots first, siblings in the input order', () => {
    const rows = [
      { id: 1, pid: 0, name: 'A' },
      { id: 21, pid: 2, name: 'B1' },
      { id: 11, pid: 1, name: 'A1' },
      { id: 2, pid: 0, name: 'B' },
      { id: 111, pid: 11, name: 'A1a' },
      { id: 12, pid: 1, name: 'A2' },
    ];
    const tree = buildTree(rows, 'pid');
    expect(shape(tree)).toBe('A(A1(A1a) A2) B(B1)');
    // Leaves carry no children (antd would draw an expander for an empty array); the input is not changed.
    expect(tree[0].children?.[1]).not.toHaveProperty('children');
    expect(rows[0]).not.toHaveProperty('children');
  });

  it('shows a row whose parent is not in the result as a root (a search or a narrower scope)', () => {
    const tree = buildTree(
      [
        { id: 5, pid: 99, name: 'orphan' },
        { id: 6, pid: null, name: 'root' },
        { id: 7, pid: 5, name: 'child' },
        { id: 8, name: 'no parent field' },
      ],
      'pid',
    );
    expect(shape(tree)).toBe('orphan(child) root no parent field');
  });

  it('cuts parent loops instead of hanging or losing rows', () => {
    const loop = buildTree(
      [
        { id: 1, pid: 3, name: 'A' },
        { id: 2, pid: 1, name: 'B' },
        { id: 3, pid: 2, name: 'C' },
        { id: 4, pid: 4, name: 'self' },
      ],
      'pid',
    );
    expect(shape(loop)).toBe('C(A(B)) self');
  });

  it('matches ids as text, keeps the first of a repeated id and takes another parent field', () => {
    const tree = buildTree(
      [
        { id: '1', up: null, name: 'A' },
        { id: 2, up: '1', name: 'B' },
        { id: 2, up: null, name: 'B again' },
      ],
      'up',
    );
    expect(shape(tree)).toBe('A(B)');
  });
});

describe('flattenTree', () => {
  it('turns a nested reply into flat rows, parents first, which buildTree nests again', () => {
    const nested = [
      { id: 1, pid: 0, name: 'A', children: [{ id: 11, pid: 1, name: 'A1', children: [{ id: 111, pid: 11, name: 'A1a' }] }] },
      { id: 2, pid: 0, name: 'B' },
    ];
    const flat = flattenTree(nested);
    expect(flat.map((r) => r.name)).toEqual(['A', 'A1', 'A1a', 'B']);
    expect(flat.some((r) => 'children' in r)).toBe(false);
    expect(shape(buildTree(flat, 'pid'))).toBe('A(A1(A1a)) B');
  });
});
