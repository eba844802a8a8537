// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { checkRecord, defaultsOf, defineResource, fieldErrorText, FILE_FIELD_MSG, fileTokens, refTokens, TODAY, validateRecord } from './resource';

const person = defineResource({
  name: 'person',
  title: '人员',
  fields: {
    id: { label: 'ID', type: 'int', readOnly: true },
    name: { label: '姓名', type: 'string', required: true, max: 15, min: 2 },
    mobile: { label: '手机号码', type: 'string', validators: ['mobile'] },
    sex: { label: '性别', type: 'code', codes: 'sex' },
    age: { label: '年龄', type: 'int' },
    birthday: { label: '生日', type: 'date' },
    signedAt: { label: '签到时间', type: 'datetime' },
    username: { label: '用户名', type: 'string', createOnly: true },
  },
});

describe('validating a record against its resource definition', () => {
  it('keeps known writable fields, coerces types and drops the rest', () => {
    const r = validateRecord(person, { id: 9, name: ' 张三 ', age: '30', sex: 1, extra: 'x', birthday: '1990-01-02' }, 'create');
    expect(r).toEqual({ ok: true, value: { name: '张三', age: 30, sex: '1', birthday: '1990-01-02' } });
  });

  it('names the field and the rule when a value breaks it', () => {
    const r = validateRecord(person, { name: '张三', mobile: '123' }, 'create');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(fieldErrorText(r.error)).toBe('手机号码：请输入正确的手机号码');
  });

  it('requires required fields on create but not on a partial update', () => {
    expect(validateRecord(person, {}, 'create').ok).toBe(false);
    expect(validateRecord(person, { age: 3 }, 'update')).toEqual({ ok: true, value: { age: 3 } });
    expect(validateRecord(person, { name: '' }, 'update').ok).toBe(false);
  });

  it('refuses a value outside the code list, a wrong type and a bad date', () => {
    expect(validateRecord(person, { name: '张三', sex: '7' }, 'create').ok).toBe(false);
    expect(validateRecord(person, { name: '张三', age: 'old' }, 'create').ok).toBe(false);
    expect(validateRecord(person, { name: '张三', birthday: '2021-13-45' }, 'create').ok).toBe(false);
    expect(validateRecord(person, { name: '张三', name2: { constructor: 1 } }, 'create').ok).toBe(true);
  });

  it('reads a time written without a zone on the Beijing clock, whatever the zone of the server', () => {
    const at = (signedAt: unknown) => {
      const r = validateRecord(person, { signedAt }, 'update');
      return r.ok ? (r.value.signedAt as Date).toISOString() : r.error.message;
    };
    expect(at('2026-12-03 09:30:00')).toBe('2026-12-03T01:30:00.000Z');
    expect(at('2026-12-03T09:30')).toBe('2026-12-03T01:30:00.000Z');
    expect(at('2026-12-03')).toBe('2026-12-02T16:00:00.000Z');
    expect(at('2026-12-03T09:30:00Z')).toBe('2026-12-03T09:30:00.000Z');
    expect(at('2026-12-03 09:30:00+08:00')).toBe('2026-12-03T01:30:00.000Z');
    expect(validateRecord(person, { signedAt: '2026-02-30 09:30' }, 'update').ok).toBe(false);
  });

  it('ignores create-only fields on update and treats non-objects as empty', () => {
    expect(validateRecord(person, { username: 'x' }, 'update')).toEqual({ ok: true, value: {} });
    expect(validateRecord(person, 'junk', 'create').ok).toBe(false);
  });
});

describe('file and image fields', () => {
  const doc = defineResource({
    name: 'doc',
    title: '文档',
    fields: {
      attachment: { label: '附件', type: 'file', upload: { accept: 'pdf', maxCount: 3 } },
      cover: { label: '封面', type: 'image' },
      avatar: { label: '头像', type: 'image', upload: { store: 'url' } },
    },
  });

  it('keeps comma-joined file ids as text, from a list, a number or text', () => {
    expect(validateRecord(doc, { attachment: [3, '4'], cover: 7 }, 'create')).toEqual({ ok: true, value: { attachment: '3,4', cover: '7' } });
    expect(validateRecord(doc, { attachment: ' 3, 4 ,5' }, 'create')).toEqual({ ok: true, value: { attachment: '3,4,5' } });
    expect(validateRecord(doc, { attachment: [] }, 'update')).toEqual({ ok: true, value: { attachment: null } });
  });

  it('refuses what is not a file id, and more files than the field takes, in the spec words', () => {
    expect(validateRecord(doc, { attachment: '3,abc' }, 'create')).toMatchObject({ ok: false, error: { field: 'attachment', message: FILE_FIELD_MSG.badIds } });
    expect(validateRecord(doc, { attachment: '1,2,3,4' }, 'create')).toMatchObject({ ok: false, error: { message: '文件上传最大数量为3' } });
    // An image field takes one picture unless it says otherwise.
    expect(validateRecord(doc, { cover: '1,2' }, 'create')).toMatchObject({ ok: false, error: { message: '文件上传最大数量为1' } });
    expect(validateRecord(doc, { attachment: { id: 1 } }, 'create').ok).toBe(false);
  });

  it('stores download addresses for url fields', () => {
    expect(validateRecord(doc, { avatar: '/api/file/download?id=12' }, 'create')).toEqual({ ok: true, value: { avatar: '/api/file/download?id=12' } });
    expect(validateRecord(doc, { avatar: 'javascript:alert(1)' }, 'create')).toMatchObject({ ok: false, error: { message: FILE_FIELD_MSG.badUrl } });
  });

  it('splits a value into its tokens', () => {
    expect(fileTokens('1, 2,,3')).toEqual(['1', '2', '3']);
    expect(fileTokens(null)).toEqual([]);
    expect(fileTokens(5)).toEqual(['5']);
  });
});

describe('field defaults, cross-field checks and multiple refs', () => {
  const period = defineResource({
    name: 'period',
    title: '期间',
    fields: {
      from: { label: '开始日期', type: 'date', required: true },
      to: { label: '结束日期', type: 'date' },
      seq: { label: '排序', type: 'int', default: 0 },
      enabled: { label: '启用', type: 'bool', default: true },
      tagIds: { label: '标签', type: 'string', ref: { resource: 'tag', multiple: true } },
    },
    check: (r) => (typeof r.from === 'string' && typeof r.to === 'string' && r.to < r.from ? { field: 'to', label: '结束日期', message: '不能早于开始日期' } : null),
  });

  it('lists the add-mode defaults', () => {
    expect(defaultsOf(period)).toEqual({ seq: 0, enabled: true });
  });

  it('fills an absent or empty field with its default on create, and an emptied one on update', () => {
    const created = validateRecord(period, { from: '2025-01-01', seq: '' }, 'create');
    expect(created).toEqual({ ok: true, value: { from: '2025-01-01', seq: 0, enabled: true } });
    const updated = validateRecord(period, { seq: null }, 'update');
    expect(updated).toEqual({ ok: true, value: { seq: 0 } });
    // An update leaves absent fields alone.
    expect(validateRecord(period, { to: '2025-02-01' }, 'update')).toEqual({ ok: true, value: { to: '2025-02-01' } });
  });

  it('takes a date that defaults to today as the day in Beijing when it is asked', () => {
    const issue = defineResource({ name: 'issue', title: '发证', fields: { issueDate: { label: '发证日期', type: 'date', required: true, default: TODAY } } });
    // 2026-12-06 17:30 UTC is already the 7th in Beijing.
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 6, 17, 30), toFake: ['Date'] });
    try {
      expect(defaultsOf(issue)).toEqual({ issueDate: '2026-12-07' });
      expect(validateRecord(issue, {}, 'create')).toEqual({ ok: true, value: { issueDate: '2026-12-07' } });
      expect(validateRecord(issue, { issueDate: '2026-12-01' }, 'create')).toEqual({ ok: true, value: { issueDate: '2026-12-01' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs the cross-field check after the field rules, over the stored row merged with an update', () => {
    const bad = validateRecord(period, { from: '2025-03-01', to: '2025-02-01' }, 'create');
    expect(bad).toEqual({ ok: false, error: { field: 'to', label: '结束日期', message: '不能早于开始日期' } });
    // A field rule fails first.
    const noFrom = validateRecord(period, { to: '2025-02-01' }, 'create');
    expect(noFrom.ok ? null : noFrom.error.field).toBe('from');
    // A partial update alone passes; merged with the stored row it does not.
    expect(validateRecord(period, { to: '2025-02-01' }, 'update').ok).toBe(true);
    const merged = validateRecord(period, { to: '2025-02-01' }, 'update', { stored: { from: '2025-03-01' } });
    expect(merged.ok ? null : merged.error.message).toBe('不能早于开始日期');
    // A caller that merges later switches it off and runs checkRecord itself.
    expect(validateRecord(period, { from: '2025-03-01', to: '2025-02-01' }, 'create', { check: false }).ok).toBe(true);
    expect(checkRecord(period, { from: '2025-03-01', to: '2025-02-01' })?.field).toBe('to');
    expect(checkRecord(person, { anything: 1 })).toBeNull();
  });

  it('keeps a multiple ref as the comma-joined text and splits it back', () => {
    expect(validateRecord(period, { from: '2025-01-01', tagIds: '3,7' }, 'create')).toMatchObject({ ok: true, value: { tagIds: '3,7' } });
    expect(refTokens('3, 7,,')).toEqual(['3', '7']);
    expect(refTokens(5)).toEqual(['5']);
    expect(refTokens(null)).toEqual([]);
  });
});

describe('several codes in one field', () => {
  const unit = defineResource({
    name: 'unit',
    title: '机构',
    fields: { type: { label: '组织类型', type: 'string', codes: 'orgKind', multipleCodes: true, required: true } },
  });

  it('accepts codes of the list joined with commas, and refuses one that is not', () => {
    expect(validateRecord(unit, { type: '2,4' }, 'create')).toMatchObject({ ok: true, value: { type: '2,4' } });
    expect(validateRecord(unit, { type: '2,9' }, 'create')).toMatchObject({ ok: false, error: { field: 'type', message: '请选择有效的组织类型' } });
  });
});
