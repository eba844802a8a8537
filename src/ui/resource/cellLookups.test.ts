import { describe, expect, it } from 'vitest';
import { defineResource } from '@/domain/resource';
import { lookupPlan } from './cellLookups';
import { fromMultiValue, refParams, toMultiValue } from './RefSelect';
import { renderCell } from './ResourceTable';

const doc = defineResource({
  name: 'doc',
  title: '文档',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true },
    orgId: { label: '组织', type: 'int', ref: { resource: 'sysorg', display: 'orgName' } },
    deptId: { label: '部门', type: 'int', ref: { resource: 'sysdept' } },
    files: { label: '附件', type: 'file' },
    avatar: { label: '头像', type: 'image', upload: { store: 'url' } },
    hidden: { label: '隐藏', type: 'file', column: false },
  },
});

describe('what a page of rows looks up for its cells', () => {
  it('collects file ids once and the ref values rows do not label themselves', () => {
    const rows = [
      { id: 1, orgId: 7, orgName: '甲', deptId: 3, files: '10,11', avatar: '/api/file/download?id=5', hidden: '99' },
      { id: 2, orgId: 8, orgName: null, deptId: 3, files: '11', avatar: null, hidden: null },
    ];
    expect(lookupPlan(doc, rows)).toEqual({ fileIds: ['10', '11'], refs: { orgId: ['8'], deptId: ['3'] } });
  });

  it('looks up nothing for rows without such values', () => {
    expect(lookupPlan(doc, [{ id: 1 }])).toEqual({ fileIds: [], refs: {} });
  });
});

describe('a picker following other fields of its form', () => {
  it('filters by the values that are set, and by nothing while they are empty', () => {
    expect(refParams({ orgId: 'orgId' }, { orgId: 5 })).toEqual({ 'search.orgId_eq': '5' });
    expect(refParams({ orgId: 'orgId' }, { orgId: null })).toEqual({});
    expect(refParams(undefined, { orgId: 5 })).toEqual({});
    expect(refParams(undefined, {}, { type_like: '3' })).toEqual({ 'search.type_like': '3' });
  });
});

describe('a multiple ref', () => {
  const rule = defineResource({
    name: 'rule',
    title: '规则',
    fields: {
      id: { label: '编号', type: 'int', readOnly: true },
      standardIds: { label: '评价标准', type: 'string', ref: { resource: 'standard', multiple: true } },
      annexTypeIds: { label: '附件类型', type: 'string', ref: { resource: 'annexType', multiple: true, display: 'annexTypeNames' } },
    },
  });

  it('looks up each of its values once, unless the row labels them', () => {
    const rows = [
      { id: 1, standardIds: '3,7', annexTypeIds: '1', annexTypeNames: '营业执照' },
      { id: 2, standardIds: '7,9', annexTypeIds: '2', annexTypeNames: null },
    ];
    expect(lookupPlan(rule, rows)).toEqual({ fileIds: [], refs: { standardIds: ['3', '7', '9'], annexTypeIds: ['2'] } });
  });

  it('shows the labels in its cell, and the value where a label is unknown', () => {
    const lookups = { files: {}, labels: { standardIds: { '3': 'GB 2762―2022', '7': 'T/SZS 2190―2021' } } };
    expect(renderCell('standardIds', rule.fields.standardIds, '3,7,8', { id: 1 }, lookups)).toBe('GB 2762―2022；T/SZS 2190―2021；8');
    expect(renderCell('annexTypeIds', rule.fields.annexTypeIds, '1', { annexTypeNames: '营业执照' }, lookups)).toBe('营业执照');
    expect(renderCell('standardIds', rule.fields.standardIds, null, {}, lookups)).toBe('');
  });

  it('converts the stored text to the picked option values and back', () => {
    const options = [
      { value: 3, label: 'GB' },
      { value: 'x7', label: 'T' },
    ];
    expect(toMultiValue('3,x7,9', options)).toEqual([3, 'x7', 9]);
    expect(toMultiValue(null, options)).toEqual([]);
    expect(fromMultiValue([3, 'x7'])).toBe('3,x7');
    expect(fromMultiValue([])).toBeNull();
  });
});
