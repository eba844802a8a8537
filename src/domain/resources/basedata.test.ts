// @vitest-environment node
/** The rules of the basic-data definitions that client and server share. */
import { describe, expect, it } from 'vitest';
import { CODE_LISTS } from '../codes';
import { defaultsOf, validateRecord } from '../resource';
import { UPLOAD_TYPES } from '../upload';
import { MSG } from '../validators';
import { annexTypeResource } from './annexType';
import { evalRuleResource } from './evalRule';
import { checkDocumentDates, documentStatusOf, normaliseStandardNo, normaliseStandardNoQuery, standardResource, techSpecResource } from './standard';
import { beijingDate } from '../beijingTime';

describe('basic-data definitions', () => {
  it('accepts standard numbers in the spec format and refuses others with its message', () => {
    const body = { code: '', name: '圳品 荔枝', level: '4', issuer: '深圳市深圳标准促进会', publishDate: '2024-05-10', implementDate: '2024-06-01' };
    for (const code of ['T/SZS 2190―2021', 'GB 2762―2022', 'GB/T 19630-2019', 'NY/T 391—2021', 'SZDB/Z 325―2018'])
      expect(validateRecord(standardResource, { ...body, code }, 'create').ok).toBe(true);
    for (const code of ['T/SZS2190―21', '2190―2021', 'T/SZS 2190']) {
      const r = validateRecord(standardResource, { ...body, code }, 'create');
      expect(r.ok ? null : r.error).toMatchObject({ field: 'code', message: MSG.standardNo });
    }
    const spec = validateRecord(techSpecResource, { ...body, code: 'x', kind: '1' }, 'create');
    expect(spec.ok ? null : spec.error.label).toBe('规范编号');
  });

  it('writes one spelling per number and derives the status from the dates', () => {
    expect(normaliseStandardNo(' T/SZS  2190-2021 ')).toBe('T/SZS 2190―2021');
    expect(documentStatusOf({ implementDate: '2030-01-01' }, '2026-01-01')).toBe(2);
    expect(documentStatusOf({ implementDate: '2020-01-01', abolishDate: '2026-01-01' }, '2026-01-01')).toBe(0);
    expect(documentStatusOf({ implementDate: '2020-01-01' }, '2026-01-01')).toBe(1);
    expect(beijingDate(new Date('2026-01-01T16:30:00Z'))).toBe('2026-01-02');
  });

  it('checks the order of the dates', () => {
    expect(checkDocumentDates({ publishDate: '2024-05-10', implementDate: '2024-05-01' })).toMatchObject({ field: 'implementDate', message: '不能早于发布日期' });
    expect(checkDocumentDates({ publishDate: '2024-05-10', implementDate: '2024-06-01', abolishDate: '2024-06-01' })).toMatchObject({ field: 'abolishDate', message: '必须晚于实施日期' });
    expect(checkDocumentDates({ publishDate: '2024-05-10', implementDate: '2024-05-10', abolishDate: '2024-06-01' })).toBeNull();
  });

  it('offers every upload type group, and the spec code lists on rules', () => {
    expect(CODE_LISTS.uploadType.items.map((i) => i.value)).toEqual(Object.keys(UPLOAD_TYPES));
    expect(annexTypeResource.fields.uploadType.codes).toBe('uploadType');
    expect(evalRuleResource.fields.evalType.codes).toBe('evalType');
    expect(evalRuleResource.fields.productType.codes).toBe('productType');
    const r = validateRecord(evalRuleResource, { name: '规则', productType: '9', evalType: '0', version: 'V1', effectiveDate: '2025-01-01', status: 1 }, 'create');
    expect(r.ok ? null : r.error.field).toBe('productType');
  });

  it('checks the dates through the definitions, on create and on an update merged with the stored row', () => {
    const body = { code: 'DB4403/T 56―2020', name: '标准', level: '4', issuer: '单位', publishDate: '2024-05-10', implementDate: '2024-05-01' };
    for (const def of [standardResource, techSpecResource]) {
      const r = validateRecord(def, { ...body, kind: '1' }, 'create');
      expect(r.ok ? null : r.error).toEqual({ field: 'implementDate', label: '实施日期', message: '不能早于发布日期' });
    }
    const stored = { ...body, implementDate: '2024-06-01' };
    const u = validateRecord(standardResource, { abolishDate: '2024-06-01' }, 'update', { stored });
    expect(u.ok ? null : u.error.field).toBe('abolishDate');
    expect(validateRecord(standardResource, { abolishDate: '2024-07-01' }, 'update', { stored }).ok).toBe(true);
  });

  it('spells a typed number search as stored numbers are', () => {
    expect(normaliseStandardNoQuery(' 2190-2021 ')).toBe('2190―2021');
    expect(normaliseStandardNoQuery('T/SZS  2190–20')).toBe('T/SZS 2190―20');
    expect(normaliseStandardNoQuery('NY/T')).toBe('NY/T');
  });

  it('starts attachment types enabled with the default limits, rules as drafts, and picks several links', () => {
    const t = validateRecord(annexTypeResource, { code: 'LIC', name: '营业执照', uploadType: 'img' }, 'create');
    expect(t.ok ? t.value : null).toMatchObject({ maxSizeMb: 20, maxCount: 0, required: false, seq: 0, enabled: true });
    expect(defaultsOf(evalRuleResource)).toEqual({ status: -3 });
    for (const f of ['standardIds', 'techSpecIds', 'annexTypeIds'] as const) expect(evalRuleResource.fields[f].ref?.multiple).toBe(true);
  });
});
