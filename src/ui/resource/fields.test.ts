import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { SYS_USER } from '@/domain/account';
import { MSG } from '@/domain/validators';
import { columnFields, displayValue, fieldMessage, formFields, searchFields, toBody, toFilters } from './fields';

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
});
