import { describe, expect, it } from 'vitest';
import { defineResource } from '@/domain/resource';
import { lookupPlan } from './cellLookups';
import { refParams } from './RefSelect';

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
