/**
 * 机构人员核验 on the workflow engine: an institution records and submits its staff's
 * qualifications; management rejects with a reason or verifies; the institution corrects and
 * submits again; a submitted or verified record is not changed; another institution sees none of it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_VERIFY } from '../../../src/domain/codes';
import type { Page } from '../../../src/domain/page';
import { flowLog, sysOrg, sysRole, sysUser, sysUserRole, unitStaff } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;
let s: TestServer;
let unitAdmin: string;
let manager: string;
let otherUnitAdmin: string;

beforeAll(async () => {
  s = await startTestServer();
  manager = await s.signIn('manager');
  const admins = await s.database.db
    .select({ username: sysUser.username, orgId: sysUser.orgId })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysRole.code, 'R_UNIT_ADMIN'))
    .orderBy(sysUser.id);
  const [first, second] = [admins[0], admins.find((a) => a.orgId !== admins[0].orgId)!];
  unitAdmin = await s.signIn(first.username);
  otherUnitAdmin = await s.signIn(second.username);
});
afterAll(async () => {
  await s?.close();
});

const move = (token: string, id: unknown, action: string, opinion?: string) => s.call<{ status: number }>({ method: 'POST', url: '/api/unitstaff/verify/move', token, payload: { id, action, opinion } });
const record = { name: '林晓东', qualification: 1, certNo: 'ZPPJ-2026-99001', certExpire: '2030-12-31', title: '工程师' };

describe('机构人员核验', () => {
  it('goes draft → submitted → rejected with a reason → corrected and submitted → verified, with its history', async () => {
    const created = await s.call<Row>({ method: 'PUT', url: '/api/unitstaff', token: unitAdmin, payload: record });
    expect(created.body).toMatchObject({ code: 200, data: { status: STAFF_VERIFY.draft } });
    const id = created.body.data.id;
    expect((await move(unitAdmin, id, 'submit')).body).toMatchObject({ code: 200, data: { status: STAFF_VERIFY.pending } });
    // Locked while management looks at it.
    expect((await s.call({ method: 'PUT', url: `/api/unitstaff/${id}`, token: unitAdmin, payload: { title: '高级工程师' } })).body).toMatchObject({ code: 400, msg: expect.stringContaining('待核验') });
    expect((await move(manager, id, 'reject')).body.code).toBe(400);
    expect((await move(unitAdmin, id, 'verify')).body.code).toBe(403);
    expect((await move(manager, id, 'reject', '证书扫描件不清晰')).body).toMatchObject({ code: 200, data: { status: STAFF_VERIFY.rejected } });
    expect((await s.call({ method: 'PUT', url: `/api/unitstaff/${id}`, token: unitAdmin, payload: { certNo: 'ZPPJ-2026-99002' } })).body.code).toBe(200);
    expect((await move(unitAdmin, id, 'submit', '已重新上传')).body.code).toBe(200);
    expect((await move(manager, id, 'verify')).body).toMatchObject({ code: 200, data: { status: STAFF_VERIFY.verified } });
    expect((await s.call({ method: 'DELETE', url: `/api/unitstaff?ids=${id}`, token: unitAdmin })).body).toMatchObject({ code: 400, msg: expect.stringContaining('已核验') });
    const history = await s.database.db.select().from(flowLog).where(and(eq(flowLog.flowKey, 'staffVerify'), eq(flowLog.recordId, id as number))).orderBy(flowLog.id);
    expect(history.map((h) => h.action)).toEqual(['submit', 'reject', 'submit', 'verify']);
  });

  it("keeps each institution to its own staff, and management to institutions", async () => {
    const mine = (await s.call<Page<Row>>({ method: 'POST', url: '/api/unitstaff/page?page.size=500', token: unitAdmin })).body.data.content;
    const theirs = (await s.call<Page<Row>>({ method: 'POST', url: '/api/unitstaff/page?page.size=500', token: otherUnitAdmin })).body.data.content;
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((r) => r.orgId)).size).toBe(1);
    expect(theirs.map((r) => r.id)).not.toContain(mine[0].id);
    expect((await move(otherUnitAdmin, mine[0].id, 'submit')).body.code).toBe(404);
    const [enterprise] = await s.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.type, '3')).limit(1);
    expect((await s.call({ method: 'PUT', url: '/api/unitstaff', token: manager, payload: { ...record, orgId: enterprise.id } })).body.code).toBe(400);
  });

  it('has demo staff in every status, with a history for the submitted ones', async () => {
    const rows = await s.database.db.select({ id: unitStaff.id, status: unitStaff.status }).from(unitStaff);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(Object.values(STAFF_VERIFY)));
    const rejected = rows.find((r) => r.status === STAFF_VERIFY.rejected)!;
    const [reject] = await s.database.db.select().from(flowLog).where(and(eq(flowLog.flowKey, 'staffVerify'), eq(flowLog.recordId, rejected.id))).orderBy(flowLog.id).offset(1);
    expect(reject).toMatchObject({ action: 'reject', opinion: expect.any(String) });
  });
});
