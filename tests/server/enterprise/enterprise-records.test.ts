/**
 * An enterprise's production records (生产批次, 产量计划, 激活记录, 自我评价, 企业历史产品): each
 * enterprise writes and sees only its own; what may only be added is never changed; the rules of
 * each record hold on the server; the demo world has rows on every page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOrg, sysUser, zpActivation, zpBatch, zpHisProduct, zpOutputPlan, zpProduct, zpSelfAssess } from '../../../server/db/schema';
import type { Page } from '../../../src/domain/page';
import { startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;
let s: TestServer;
let enterprise: string;
let admin: string;
let ownOrgId: number;
let ownProductId: number;
let otherProductId: number;

beforeAll(async () => {
  s = await startTestServer();
  enterprise = await s.signIn('enterprise');
  admin = await s.signIn('admin');
  const [u] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
  ownOrgId = u.orgId as number;
  const products = await s.database.db.select({ id: zpProduct.id, orgId: zpProduct.orgId }).from(zpProduct);
  ownProductId = products.find((p) => p.orgId === ownOrgId)!.id;
  otherProductId = products.find((p) => p.orgId !== ownOrgId)!.id;
});
afterAll(async () => {
  await s?.close();
});

const page = async (url: string, token: string, query = '') => (await s.call<Page<Row>>({ method: 'POST', url: `${url}/page?page.size=500${query}`, token })).body;

describe('the demo world', () => {
  it('has rows on every page, each enterprise only its own, with names beside the ids', async () => {
    for (const url of ['/api/zpbatch', '/api/zpoutputplan', '/api/zpactivation', '/api/zpselfassess']) {
      const body = await page(url, enterprise);
      expect(body.code, `${url}: ${body.msg}`).toBe(200);
      expect(body.data.content.length, url).toBeGreaterThan(0);
      expect(body.data.content.every((r) => r.orgId === ownOrgId), url).toBe(true);
      expect(body.data.content[0].orgName, url).toBeTruthy();
    }
    const batch = (await page('/api/zpbatch', enterprise)).data.content[0];
    expect(batch.productName).toBeTruthy();
    expect((await page('/api/zpactivation', enterprise)).data.content[0].operatorName).toBeTruthy();
    expect((await page('/api/zpselfassess', enterprise)).data.content[0].areaName).toMatch(/深圳市/);
    // The administrator sees every enterprise's rows (management has no such page); history products exist for some enterprises.
    const all = await page('/api/zpbatch', admin);
    expect(new Set(all.data.content.map((r) => r.orgId)).size).toBeGreaterThan(1);
    expect((await s.database.db.select().from(zpHisProduct)).length).toBeGreaterThan(0);
  });
});

describe('生产批次', () => {
  it('records a batch of its own product, stamped with its own enterprise whatever the body says', async () => {
    const [other] = await s.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.type, '3')).limit(1);
    const r = await s.call<Row>({ method: 'PUT', url: '/api/zpbatch', token: enterprise, payload: { orgId: other.id, batchNo: 'PC-TEST-01', productId: ownProductId, recordType: 3, recordDate: '2026-10-01', quantity: 120, unit: '头' } });
    expect(r.body).toMatchObject({ code: 200, data: { orgId: ownOrgId, batchNo: 'PC-TEST-01', recordType: 3 } });
  });

  it("refuses another enterprise's product, a record type outside the list and a negative quantity, storing nothing", async () => {
    const base = { batchNo: 'PC-TEST-BAD', productId: ownProductId, recordType: 1, recordDate: '2026-10-01' };
    const cases: [Row, string][] = [
      [{ productId: otherProductId }, '产品：'],
      [{ recordType: 9 }, '记录类型'],
      [{ quantity: -5 }, '数量'],
    ];
    for (const [change, field] of cases) {
      const r = await s.call({ method: 'PUT', url: '/api/zpbatch', token: enterprise, payload: { ...base, ...change } });
      expect(r.body.code, JSON.stringify(change)).toBe(400);
      expect(r.body.msg, JSON.stringify(change)).toContain(field);
    }
    expect(await s.database.db.select().from(zpBatch).where(eq(zpBatch.batchNo, 'PC-TEST-BAD'))).toEqual([]);
  });

  it("cannot read or change another enterprise's batch", async () => {
    const [theirs] = await s.database.db.select({ id: zpBatch.id }).from(zpBatch).where(eq(zpBatch.productId, otherProductId)).limit(1);
    expect((await s.call({ method: 'GET', url: `/api/zpbatch/${theirs.id}`, token: enterprise })).body.code).toBe(404);
    expect((await s.call({ method: 'PUT', url: `/api/zpbatch/${theirs.id}`, token: enterprise, payload: { unit: '箱' } })).body.code).toBe(404);
  });
});

describe('产量计划', () => {
  it('keeps the plan inside its dates and a sensible year', async () => {
    const plan = { year: 2099, productId: ownProductId, plannedOutput: 500, startDate: '2099-06-01', endDate: '2099-01-01' };
    expect((await s.call({ method: 'PUT', url: '/api/zpoutputplan', token: enterprise, payload: plan })).body).toMatchObject({ code: 400, msg: expect.stringContaining('计划结束日期') });
    expect((await s.call({ method: 'PUT', url: '/api/zpoutputplan', token: enterprise, payload: { ...plan, year: 1999, endDate: '2099-12-31' } })).body).toMatchObject({ code: 400, msg: expect.stringContaining('计划年度') });
    const ok = await s.call<Row>({ method: 'PUT', url: '/api/zpoutputplan', token: enterprise, payload: { ...plan, endDate: '2099-12-31' } });
    expect(ok.body).toMatchObject({ code: 200, data: { year: 2099, orgId: ownOrgId } });
    expect((await s.database.db.select().from(zpOutputPlan).where(eq(zpOutputPlan.year, 2099))).length).toBe(1);
  });
});

describe('激活记录', () => {
  it('records who activated a label range whose count matches, and is never changed or deleted', async () => {
    const mismatch = await s.call({ method: 'PUT', url: '/api/zpactivation', token: enterprise, payload: { productId: ownProductId, codeCount: 10, codeStart: '100', codeEnd: '104' } });
    expect(mismatch.body).toMatchObject({ code: 400, msg: expect.stringContaining('号段内共 5 个') });
    const r = await s.call<Row>({ method: 'PUT', url: '/api/zpactivation', token: enterprise, payload: { productId: ownProductId, codeCount: 5, codeStart: '100', codeEnd: '104', batchNo: 'PC-TEST-01' } });
    expect(r.body.code).toBe(200);
    const [row] = await s.database.db.select().from(zpActivation).where(eq(zpActivation.id, r.body.data.id as number));
    const [me] = await s.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    expect(row.createBy).toBe(me.id);
    expect((await s.call({ method: 'PUT', url: `/api/zpactivation/${row.id}`, token: enterprise, payload: { codeCount: 6 } })).body.code).toBe(404);
    expect((await s.call({ method: 'DELETE', url: `/api/zpactivation?ids=${row.id}`, token: enterprise })).body.code).toBe(404);
  });
});

describe('自我评价', () => {
  it("takes the template's area, contact and phone from the enterprise when left empty", async () => {
    const r = await s.call<Row>({ method: 'PUT', url: '/api/zpselfassess', token: enterprise, payload: { productName: '清远鸡', productType: '1', productCount: 2, evalType: '0', conclusion: '自查合格' } });
    expect(r.body.code).toBe(200);
    const [org] = await s.database.db.select().from(sysOrg).where(eq(sysOrg.id, ownOrgId));
    const [row] = await s.database.db.select().from(zpSelfAssess).where(eq(zpSelfAssess.id, r.body.data.id as number));
    expect(row).toMatchObject({ areaCode: org.areaCode, contact: org.contact, phone: org.phone, orgId: ownOrgId });
    expect((await s.call({ method: 'PUT', url: '/api/zpselfassess', token: enterprise, payload: { productName: '清远鸡', productType: '1', productCount: 0, evalType: '0', conclusion: 'x' } })).body.msg).toContain('产品数量');
    const listed = { productName: '清远鸡', productType: '1', productCount: 2, evalType: '0', conclusion: '自查合格', items: [{ productName: '清远鸡', productType: '1', spec: '500' }, { productName: '牛腱子', productType: '1' }] };
    const withItems = await s.call<Row>({ method: 'PUT', url: '/api/zpselfassess', token: enterprise, payload: listed });
    expect(withItems.body.data.items).toEqual([{ productName: '清远鸡', productType: '1', spec: '500' }, { productName: '牛腱子', productType: '1' }]);
    const badRow = await s.call({ method: 'PUT', url: '/api/zpselfassess', token: enterprise, payload: { ...listed, items: [{ productName: '清远鸡', productType: '1' }, { productName: '', productType: '1' }] } });
    expect(badRow.body).toMatchObject({ code: 400, msg: expect.stringContaining('第2行 产品名称') });
  });
});

describe('企业历史产品', () => {
  it('is read-only: listed, never written through the API', async () => {
    expect((await s.call({ method: 'PUT', url: '/api/zphisproduct', token: enterprise, payload: { productName: 'x' } })).body.code).toBe(404);
    const mine = await page('/api/zphisproduct', enterprise);
    expect(mine.code).toBe(200);
    expect(mine.data.content.every((r) => r.orgId === ownOrgId)).toBe(true);
  });
});
