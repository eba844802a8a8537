/** The rules of an enterprise's production records, run by the form and by the server alike. */
import { describe, expect, it } from 'vitest';
import { checkActivation, checkBatch, checkOutputPlan, checkSelfAssess } from './enterpriseRecords';

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
