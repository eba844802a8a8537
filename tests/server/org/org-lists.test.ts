/**
 * Management's lists of enterprises and institutions: only organisations of that kind, with their
 * counts; an enterprise's products and places for its record page; marking and unmarking a key
 * enterprise with a reason, kept and logged.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_STATUS } from '../../../src/domain/codes';
import type { Page } from '../../../src/domain/page';
import { KEY_ENTERPRISE_MSG } from '../../../src/domain/resources/orgLists';
import { sysLog, sysOrg, zpCert, zpPlace, zpProduct } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;
let s: TestServer;
let manager: string;
let enterprise: string;

beforeAll(async () => {
  s = await startTestServer();
  manager = await s.signIn('manager');
  enterprise = await s.signIn('enterprise');
});
afterAll(async () => {
  await s?.close();
});

const all = async (url: string, token = manager) => (await s.call<Page<Row>>({ method: 'POST', url: `${url}/page?page.size=500`, token })).body;

describe('企业列表', () => {
  it('lists enterprises only, each with its products, places and valid certificates counted', async () => {
    const body = await all('/api/zpenterprise');
    expect(body.code).toBe(200);
    const rows = body.data.content;
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.type === '3')).toBe(true);
    const sample = rows.find((r) => (r.productCount as number) > 0)!;
    const id = sample.id as number;
    const db = s.database.db;
    expect(sample.productCount).toBe((await db.select().from(zpProduct).where(eq(zpProduct.orgId, id))).length);
    expect(sample.placeCount).toBe((await db.select().from(zpPlace).where(eq(zpPlace.orgId, id))).length);
    expect(sample.certCount).toBe((await db.select().from(zpCert).where(and(eq(zpCert.orgId, id), eq(zpCert.status, CERT_STATUS.valid)))).length);
    expect(sample.areaName).toBeTruthy();
  });

  it("answers an enterprise's products and places for its record page, and 404 for an institution", async () => {
    const [ent] = (await all('/api/zpenterprise')).data.content.filter((r) => (r.productCount as number) > 0);
    const products = await s.call<Row[]>({ method: 'GET', url: `/api/zpenterprise/products?id=${ent.id}`, token: manager });
    expect(products.body.data).toHaveLength(ent.productCount as number);
    const places = await s.call<Row[]>({ method: 'GET', url: `/api/zpenterprise/places?id=${ent.id}`, token: manager });
    expect(places.body.data).toHaveLength(ent.placeCount as number);
    const [unit] = (await all('/api/zpunit')).data.content;
    expect((await s.call({ method: 'GET', url: `/api/zpenterprise/products?id=${unit.id}`, token: manager })).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: `/api/zpenterprise/${unit.id}`, token: manager })).body.code).toBe(404);
  });

  it('is not for enterprises', async () => {
    expect((await all('/api/zpenterprise', enterprise)).code).toBe(403);
  });
});

describe('机构列表', () => {
  it('lists institutions only (unit types, alone or joined), with their people counted', async () => {
    const rows = (await all('/api/zpunit')).data.content;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => !['1', '3'].includes(r.type as string))).toBe(true);
    expect(rows.some((r) => (r.staffCount as number) > 0)).toBe(true);
  });
});

describe('重点企业', () => {
  const mark = (id: unknown, key: unknown, reason: unknown) => s.call({ method: 'POST', url: '/api/zpenterprise/key', token: manager, payload: { id, key, reason } });

  it('marks an enterprise with its reason, finds it by the mark, and unmarks it with another', async () => {
    const [ent] = (await all('/api/zpenterprise')).data.content;
    expect((await mark(ent.id, true, '  ')).body).toMatchObject({ code: 400, msg: KEY_ENTERPRISE_MSG.reasonRequired });
    expect((await mark(ent.id, true, '上年度抽检不合格')).body).toMatchObject({ code: 200, msg: KEY_ENTERPRISE_MSG.marked });
    expect((await mark(ent.id, true, '再设一次')).body).toMatchObject({ code: 400, msg: KEY_ENTERPRISE_MSG.already(true) });
    const keyed = (await s.call<Page<Row>>({ method: 'POST', url: '/api/zpenterprise/page?search.keyFlag_eq=true', token: manager })).body.data.content;
    expect(keyed.map((r) => r.id)).toContain(ent.id);
    expect(keyed.find((r) => r.id === ent.id)).toMatchObject({ keyFlag: true, keyReason: '上年度抽检不合格' });
    expect((await mark(ent.id, false, '整改完成')).body).toMatchObject({ code: 200, msg: KEY_ENTERPRISE_MSG.unmarked });
    const [row] = await s.database.db.select().from(sysOrg).where(eq(sysOrg.id, ent.id as number));
    expect(row).toMatchObject({ keyFlag: false, keyReason: '整改完成' });
    const logs = await s.database.db.select().from(sysLog).where(and(eq(sysLog.resource, 'sysorg'), eq(sysLog.recordId, String(ent.id))));
    expect(logs.length).toBeGreaterThanOrEqual(2);
  });

  it("is management's note: the enterprise's own organisation page does not show it", async () => {
    const own = (await s.call<Row>({ method: 'GET', url: '/api/zporg/getOne', token: enterprise })).body.data;
    const [before] = await s.database.db.select().from(sysOrg).where(eq(sysOrg.id, own.id as number));
    if (!before.keyFlag) expect((await mark(own.id, true, '投诉较多')).body.code).toBe(200);
    const after = (await s.call<Row>({ method: 'GET', url: '/api/zporg/getOne', token: enterprise })).body.data;
    expect(after).toMatchObject({ id: own.id, name: own.name });
    expect(after).not.toHaveProperty('keyFlag');
    expect(after).not.toHaveProperty('keyReason');
    if (!before.keyFlag) expect((await mark(own.id, false, '已核实')).body.code).toBe(200);
  });

  it('refuses an institution, a missing key and a caller without the permission', async () => {
    const [unit] = (await all('/api/zpunit')).data.content;
    expect((await mark(unit.id, true, '原因')).body).toMatchObject({ code: 400, msg: KEY_ENTERPRISE_MSG.notEnterprise });
    const [ent] = (await all('/api/zpenterprise')).data.content;
    expect((await mark(ent.id, 'yes', '原因')).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/zpenterprise/key', token: enterprise, payload: { id: ent.id, key: true, reason: '原因' } })).body.code).toBe(403);
  });
});

describe('菜篮子基地 and 对口帮扶地区', () => {
  it('lists the bases with a base type, each named with its enterprise', async () => {
    const body = await all('/api/zpbasket');
    expect(body.code).toBe(200);
    const rows = body.data.content;
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => ['1', '2', '3', '4'].includes(r.baseType as string) && r.orgName)).toBe(true);
    const [untyped] = await s.database.db.select({ id: zpPlace.id }).from(zpPlace).where(isNull(zpPlace.baseType)).limit(1);
    if (untyped) expect((await s.call({ method: 'GET', url: `/api/zpbasket/${untyped.id}`, token: manager })).body.code).toBe(404);
  });

  it('lists the enterprises of the counterpart-assistance regions only', async () => {
    const rows = (await all('/api/zpassist')).data.content;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.type === '3' && r.assistType)).toBe(true);
    const [shenzhen] = await s.database.db.select({ id: sysOrg.id }).from(sysOrg).where(and(eq(sysOrg.type, '3'), isNull(sysOrg.assistType))).limit(1);
    expect(rows.map((r) => r.id)).not.toContain(shenzhen.id);
  });

  it('are for management', async () => {
    expect((await all('/api/zpbasket', enterprise)).code).toBe(403);
    expect((await all('/api/zpassist', enterprise)).code).toBe(403);
  });
});
