// @vitest-environment node
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { SYS_USER } from '@/domain/account';
import { MSG } from '@/domain/validators';
import { selfAssessResource } from '@/domain/resources/enterpriseRecords';
import { orgResource } from '@/domain/resources/org';
import { columnFields, displayValue, fieldMessage, formFields, fromFormValue, searchFields, splitSearchFields, toBody, toFilters, toFormValue, SEARCH_MAIN_COUNT } from './fields';

const f = SYS_USER.fields;

describe('what a definition means for a list and a form', () => {
  it('searches like fields as text, code lists and flags as selects, and reference ids as pickers of their resource', () => {
    const s = searchFields(SYS_USER).map((x) => `${x.name}:${x.kind}`);
    expect(s).toEqual(['username:like', 'name:like', 'mobile:like', 'orgId:ref', 'deptId:ref', 'status:eq', 'disabled:eq']);
  });

  it('turns search values into search.* parameters, leaving empty ones out', () => {
    const fields = searchFields({ name: 'x', title: 'x', fields: { ...SYS_USER.fields, createTime: { label: '创建时间', type: 'datetime', search: ['gte', 'lte'] } } });
    const filters = toFilters(fields, { username: ' ad ', name: '', status: '0', createTime: [dayjs('2026-01-02 10:00'), dayjs('2026-01-05 08:00')] });
    expect(filters).toEqual({
      'search.username_like': 'ad',
      'search.status_eq': '0',
      'search.createTime_gte': '2026-01-02 00:00:00',
      'search.createTime_lte': '2026-01-05 23:59:59',
    });
  });

  it('lists visible fields and edits writable ones; the password only when adding', () => {
    expect(columnFields(SYS_USER).map(([n]) => n)).not.toContain('password');
    expect(formFields(SYS_USER, 'create').map(([n]) => n)).toContain('password');
    expect(formFields(SYS_USER, 'update').map(([n]) => n)).not.toContain('password');
    expect(formFields(SYS_USER, 'update', ['avatar']).map(([n]) => n)).not.toContain('avatar');
    expect(formFields(SYS_USER, 'create').map(([n]) => n)).not.toContain('createTime');
  });

  it('shows code labels, 是/否 and formatted times', () => {
    expect(displayValue(f.sex, '1')).toBe('男');
    expect(displayValue(f.disabled, true)).toBe('是');
    expect(displayValue(f.createTime, '2026-03-04T05:06:07')).toBe('2026-03-04 05:06:07');
    expect(displayValue(f.email, null)).toBe('');
  });

  it("gives the domain's own messages for a field", () => {
    expect(fieldMessage('mobile', f.mobile, '12345', 'create')).toBe(MSG.mobile);
    expect(fieldMessage('mobile', f.mobile, '13800138000', 'create')).toBeNull();
    expect(fieldMessage('mobile', f.mobile, undefined, 'create')).toBeNull();
    expect(fieldMessage('name', f.name, '', 'update')).toBe(MSG.required);
    expect(fieldMessage('password', f.password, 'short', 'create')).toBe(MSG.password);
  });

  it('builds a body of the form fields, empty ones as null', () => {
    expect(toBody(SYS_USER, 'update', { name: '张三', email: '', sex: '1' }, ['avatar', 'orgId', 'deptId', 'positionId'])).toEqual({ username: null, name: '张三', sex: '1', email: null, mobile: null });
    // A new record leaves empty fields out, so the database defaults apply.
    expect(toBody(SYS_USER, 'create', { username: 'zhangsan', name: '张三', email: '' }, ['avatar', 'orgId', 'deptId', 'positionId'])).toEqual({ username: 'zhangsan', name: '张三' });
  });

  it('filters a code field by a select even where it could be typed, and several codes by the one chosen', () => {
    const org = searchFields(orgResource);
    expect(org.find((x) => x.name === 'type')).toMatchObject({ kind: 'eq' });
    expect(org.find((x) => x.name === 'status')).toMatchObject({ kind: 'eq' });
    expect(toFilters(org, { type: '2', status: '0' })).toEqual({ 'search.type_like': '2', 'search.status_eq': '0' });
  });

  it('shows the main filters first (the definition\'s own, else the first few) and keeps the rest for 展开', () => {
    const org = splitSearchFields(orgResource, searchFields(orgResource));
    expect(org.main.map((x) => x.name)).toEqual(['name', 'type', 'status', 'code']);
    expect(org.more.map((x) => x.name)).toContain('areaCode');
    const noMain = { ...orgResource, searchMain: undefined };
    expect(splitSearchFields(noMain, searchFields(noMain)).main).toHaveLength(SEARCH_MAIN_COUNT);
  });

  it('holds several codes as a list in the form and sends them joined with commas', () => {
    const type = orgResource.fields.type;
    expect(toFormValue(type, '2,4')).toEqual(['2', '4']);
    expect(fromFormValue(type, ['2', '5'])).toBe('2,5');
    expect(fromFormValue(type, [])).toBeNull();
    expect(displayValue(type, '2,4')).toBe('评价机构、检测机构');
  });

  it('holds an area as the cascader path and sends the deepest code chosen', () => {
    const area = orgResource.fields.areaCode;
    expect(toFormValue(area, '440305')).toEqual(['44', '4403', '440305']);
    expect(fromFormValue(area, ['44', '4403'])).toBe('4403');
    expect(fromFormValue(area, '440306')).toBe('440306');
    expect(fromFormValue(area, [])).toBeNull();
  });

  it('holds a child table as rows of form values and sends the filled rows only', () => {
    const items = selfAssessResource.fields.items;
    expect(toFormValue(items, [{ productName: '清远鸡', productType: 1 }])).toEqual([{ productName: '清远鸡', productType: '1', spec: null, annualOutput: null }]);
    expect(fromFormValue(items, [{ productName: '清远鸡', productType: '1' }, {}])).toEqual([{ productName: '清远鸡', productType: '1', spec: null, annualOutput: null }]);
    expect(fromFormValue(items, [{}])).toBeNull();
  });
});

