// @vitest-environment node
/** The rules of an enterprise's production records, run by the form and by the server alike. */
import { describe, expect, it } from 'vitest';
import { rowsText, validateRecord } from '../resource';
import { evalChangeResource } from './evalChange';
import { checkActivation, checkBatch, checkOutputPlan, checkSelfAssess, selfAssessResource } from './enterpriseRecords';

describe("an enterprise's production records", () => {
  it('refuse a plan that ends before it starts or a year out of range, a label range that runs backwards or does not match its count', () => {
    expect(checkOutputPlan({ year: 2026, startDate: '2026-06-01', endDate: '2026-01-01' })).toMatchObject({ field: 'endDate' });
    expect(checkOutputPlan({ year: 1999 })).toMatchObject({ field: 'year', message: '应在2000到2100之间' });
    expect(checkOutputPlan({ year: 2026, plannedOutput: 10, startDate: '2026-01-01', endDate: '2026-12-31' })).toBeNull();
    expect(checkActivation({ codeCount: 3, codeStart: '10', codeEnd: '8' })).toMatchObject({ field: 'codeEnd' });
    expect(checkActivation({ codeCount: 3, codeStart: '10', codeEnd: '14' })).toMatchObject({ field: 'codeCount', message: '与标签号段不符，号段内共 5 个' });
    expect(checkActivation({ codeCount: 5, codeStart: '10', codeEnd: '14' })).toBeNull();
    expect(checkActivation({ codeCount: 0 })).toMatchObject({ field: 'codeCount' });
    expect(checkSelfAssess({ productCount: 0 })).toMatchObject({ field: 'productCount' });
    expect(checkBatch({ quantity: -1 })).toMatchObject({ field: 'quantity', message: '不能小于0' });
  });
});

describe("a self-assessment's product list (a child table in the record)", () => {
  const base = { productName: '清远鸡', productType: '1', productCount: 2, evalType: '0', conclusion: '自查合格' };
  it('keeps rows that meet the rows\' own rules, each coerced', () => {
    const r = validateRecord(selfAssessResource, { ...base, items: [{ productName: '清远鸡', productType: 1, spec: '500', annualOutput: '222.5' }] }, 'create');
    expect(r).toMatchObject({ ok: true, value: { items: [{ productName: '清远鸡', productType: '1', spec: '500', annualOutput: 222.5 }] } });
  });
  it('names the row and the field that is wrong, and refuses what is not a list of rows or too many rows', () => {
    const two = validateRecord(selfAssessResource, { ...base, items: [{ productName: '清远鸡', productType: '1' }, { productType: '9' }] }, 'create');
    expect(two).toMatchObject({ ok: false, error: { field: 'items', message: '第2行 产品名称：请输入' } });
    expect(validateRecord(selfAssessResource, { ...base, items: 'x' }, 'create')).toMatchObject({ ok: false, error: { field: 'items', message: '请按表格逐行填写' } });
    const many = Array.from({ length: 51 }, () => ({ productName: 'x', productType: '0' }));
    expect(validateRecord(selfAssessResource, { ...base, items: many }, 'create')).toMatchObject({ ok: false, error: { message: '最多50行' } });
  });
  it('reads as one line in a list cell and an export', () => {
    expect(rowsText(selfAssessResource.fields.items, [{ productName: '清远鸡', productType: '1' }, { productName: '牛腱子', productType: '1' }])).toBe('清远鸡 肉禽类；牛腱子 肉禽类');
  });
});


describe('a child table as one line of text', () => {
  it('shows words, not the ids of what a row refers to', () => {
    expect(rowsText(evalChangeResource.fields.items, [{ action: 7, productId: 111, before: '500', after: '2*500' }])).toBe('规格 2*500');
  });
});
