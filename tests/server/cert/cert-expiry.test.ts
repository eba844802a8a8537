/**
 * The certificates' daily job (server/modules/cert/expiry.ts), on certificates put straight into the
 * database for the demo enterprise, with a fixed "today" long before the demo world's own dates (so
 * none of the seeded certificates is due): a valid certificate past its date becomes 失效 with the
 * system's move in its history and a message to the enterprise's users; one expiring in 20 days is
 * reminded once (30), one in 60 days once (90), one in 200 days and a suspended one past its date
 * are left alone. Running it again, or twice at the same moment, changes and messages nothing more;
 * a certificate newly due, claimed by two runs at once, is changed and messaged once. With the job
 * switched on, the app runs it by itself shortly after it is ready and stops it when it closes.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_STATUS } from '../../../src/domain/codes';
import { certNoOf } from '../../../src/domain/resources/cert';
import { CERT_OWNER_ROLES, certificateFlow } from '../../../src/domain/workflows/certificate';
import type { FlowLogEntry } from '../../../src/domain/workflows/engine';
import { buildApp } from '../../../server/app';
import { flowLog, msgInfo, msgPush, sysRole, sysUser, sysUserRole, zpCert, zpProduct } from '../../../server/db/schema';
import { addDays, CERT_JOB_FIRST_DELAY_MS, runCertificateJob } from '../../../server/modules/cert/expiry';
import { startTestServer, type TestServer } from '../harness';

const TODAY = '2001-03-01';
const NO_YEAR = 1999;

describe('the certificates daily job', () => {
  let s: TestServer;
  let orgId: number;
  let productId: number;
  /** The enterprise's enabled administrators and users: who hears about its certificates. */
  let owners: number[];
  let seq = 0;
  const ids: Record<'past' | 'in20' | 'in60' | 'in200' | 'suspendedPast', number> = { past: 0, in20: 0, in60: 0, in200: 0, suspendedPast: 0 };

  const db = () => s.database.db;
  const insertCert = async (status: number, expireDate: string) => {
    seq += 1;
    const [row] = await db()
      .insert(zpCert)
      .values({ certNo: certNoOf(NO_YEAR, seq), orgId, productId, status, issueDate: addDays(expireDate, -3 * 365), expireDate })
      .returning({ id: zpCert.id });
    return row.id;
  };
  const cert = async (id: number) => (await db().select().from(zpCert).where(eq(zpCert.id, id)))[0];
  const logOf = (id: number) => db().select().from(flowLog).where(and(eq(flowLog.flowKey, certificateFlow.key), eq(flowLog.recordId, id)));
  /** The messages opening a certificate on 证书列表, by recipient. */
  const messagesOf = async (id: number) => (await db().select().from(msgInfo).where(and(eq(msgInfo.component, '/views/cert-list'), eq(msgInfo.param, JSON.stringify({ id }))))).sort((a, b) => a.userId - b.userId);
  const jobMessages = async () => (await db().select({ id: msgInfo.id }).from(msgInfo).where(like(msgInfo.title, '%SZP-1999-%'))).length;

  beforeAll(async () => {
    s = await startTestServer();
    const [ent] = await db().select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    orgId = ent.orgId as number;
    const [product] = await db().select({ id: zpProduct.id }).from(zpProduct).where(eq(zpProduct.orgId, orgId)).limit(1);
    productId = product.id;
    const users = await db()
      .selectDistinct({ id: sysUser.id })
      .from(sysUser)
      .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(and(eq(sysUser.orgId, orgId), eq(sysUser.disabled, false), inArray(sysRole.code, [...CERT_OWNER_ROLES])));
    owners = users.map((u) => u.id).sort((a, b) => a - b);
    ids.past = await insertCert(CERT_STATUS.valid, addDays(TODAY, -1));
    ids.in20 = await insertCert(CERT_STATUS.valid, addDays(TODAY, 20));
    ids.in60 = await insertCert(CERT_STATUS.valid, addDays(TODAY, 60));
    ids.in200 = await insertCert(CERT_STATUS.valid, addDays(TODAY, 200));
    ids.suspendedPast = await insertCert(CERT_STATUS.suspended, addDays(TODAY, -10));
  });
  afterAll(async () => s?.close());

  it('expires the valid certificate past its date and reminds the ones due within 30 and 90 days, once each', async () => {
    expect(owners.length).toBeGreaterThan(0);
    const before = new Date();
    expect(await runCertificateJob(db(), TODAY)).toEqual({ expired: 1, reminded90: 1, reminded30: 1 });

    const past = await cert(ids.past);
    expect(past).toMatchObject({ status: CERT_STATUS.expired, reason: '证书有效期已满', remindedDays: null });
    expect(past.statusTime?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await cert(ids.in20)).toMatchObject({ status: CERT_STATUS.valid, remindedDays: 30, statusTime: null });
    expect(await cert(ids.in60)).toMatchObject({ status: CERT_STATUS.valid, remindedDays: 90 });
    expect(await cert(ids.in200)).toMatchObject({ status: CERT_STATUS.valid, remindedDays: null });
    expect(await cert(ids.suspendedPast)).toMatchObject({ status: CERT_STATUS.suspended, remindedDays: null, reason: null });
  });

  it('logs the expiry as the system move 到期失效, with no person as its actor', async () => {
    const log = await logOf(ids.past);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'expire', actionLabel: '到期失效', fromStatus: CERT_STATUS.valid, toStatus: CERT_STATUS.expired, actorId: null, actorName: '系统', orgId: null, opinion: '证书有效期已满' });
    for (const id of [ids.in20, ids.in60, ids.in200, ids.suspendedPast]) expect(await logOf(id)).toEqual([]);
  });

  it("the enterprise reads the system's move in the certificate's history", async () => {
    const token = await s.signIn('enterprise');
    const flow = await s.call<{ status: number; history: FlowLogEntry[] }>({ method: 'GET', url: `${certificateFlow.path}/flow?id=${ids.past}`, token });
    expect(flow.body.code).toBe(200);
    expect(flow.body.data.status).toBe(CERT_STATUS.expired);
    expect(flow.body.data.history).toEqual([expect.objectContaining({ actionLabel: '到期失效', actorId: null, actorName: '系统' })]);
  });

  it("tells the enterprise's administrators and users, opening the certificate on 证书列表", async () => {
    const expired = await messagesOf(ids.past);
    expect(expired.map((m) => m.userId)).toEqual(owners);
    expect(expired[0]).toMatchObject({ msgType: 'REMIND', title: `圳品证书：${certNoOf(NO_YEAR, 1)}（已失效）` });
    expect(expired[0].content).toContain('证书有效期已满');

    const in20 = await messagesOf(ids.in20);
    expect(in20.map((m) => m.userId)).toEqual(owners);
    expect(in20[0].content).toBe(`您的圳品证书 ${certNoOf(NO_YEAR, 2)} 将于 ${addDays(TODAY, 20)} 到期，请及时申请复评`);
    const in60 = await messagesOf(ids.in60);
    expect(in60.map((m) => m.userId)).toEqual(owners);
    expect(in60[0].content).toBe(`您的圳品证书 ${certNoOf(NO_YEAR, 3)} 将于 ${addDays(TODAY, 60)} 到期，请及时申请复评`);
    expect(await messagesOf(ids.in200)).toEqual([]);
    expect(await messagesOf(ids.suspendedPast)).toEqual([]);
  });

  it('running it again, or twice at the same moment, changes and messages nothing more', async () => {
    const messages = await jobMessages();
    expect(messages).toBe(3 * owners.length);
    expect(await runCertificateJob(db(), TODAY)).toEqual({ expired: 0, reminded90: 0, reminded30: 0 });
    expect(await Promise.all([runCertificateJob(db(), TODAY), runCertificateJob(db(), TODAY)])).toEqual([
      { expired: 0, reminded90: 0, reminded30: 0 },
      { expired: 0, reminded90: 0, reminded30: 0 },
    ]);
    expect(await jobMessages()).toBe(messages);
    expect(await logOf(ids.past)).toHaveLength(1);
  });

  it('60 days on, the certificate reminded at 90 days is reminded again, once, within 30', async () => {
    // 60 days on: the 60-day one is due in 0 days, the 200-day one in 140.
    const later = addDays(TODAY, 60);
    expect(await runCertificateJob(db(), later)).toEqual({ expired: 1, reminded90: 0, reminded30: 1 });
    expect(await cert(ids.in20)).toMatchObject({ status: CERT_STATUS.expired });
    expect(await cert(ids.in60)).toMatchObject({ status: CERT_STATUS.valid, remindedDays: 30 });
    expect(await messagesOf(ids.in60)).toHaveLength(2 * owners.length);
    expect(await runCertificateJob(db(), later)).toEqual({ expired: 0, reminded90: 0, reminded30: 0 });
  });

  it('two runs at the same moment claim each newly due certificate once between them', async () => {
    const fresh = {
      past: [await insertCert(CERT_STATUS.valid, addDays(TODAY, -5)), await insertCert(CERT_STATUS.valid, addDays(TODAY, -400))],
      in10: await insertCert(CERT_STATUS.valid, addDays(TODAY, 10)),
      in80: await insertCert(CERT_STATUS.valid, addDays(TODAY, 80)),
    };
    const runs = await Promise.all([runCertificateJob(db(), TODAY), runCertificateJob(db(), TODAY)]);
    const sum = (k: 'expired' | 'reminded90' | 'reminded30') => runs.reduce((n, r) => n + r[k], 0);
    expect({ expired: sum('expired'), reminded90: sum('reminded90'), reminded30: sum('reminded30') }).toEqual({ expired: 2, reminded90: 1, reminded30: 1 });
    for (const id of fresh.past) {
      expect(await cert(id)).toMatchObject({ status: CERT_STATUS.expired });
      expect(await logOf(id)).toHaveLength(1);
      expect((await messagesOf(id)).map((m) => m.userId)).toEqual(owners);
    }
    expect((await messagesOf(fresh.in10)).map((m) => m.userId)).toEqual(owners);
    expect((await messagesOf(fresh.in80)).map((m) => m.userId)).toEqual(owners);
  });

  it('more certificates than one batch, claimed by three runs at once, are each changed and messaged once', async () => {
    const kinds = [addDays(TODAY, -100), addDays(TODAY, 25), addDays(TODAY, 45)];
    const rows = Array.from({ length: 450 }, (_, i) => ({ certNo: certNoOf(NO_YEAR - 1, i + 1), orgId, productId, status: CERT_STATUS.valid, expireDate: kinds[i % 3] }));
    const inserted = await db().insert(zpCert).values(rows).returning({ id: zpCert.id });
    const runs = await Promise.all([1, 2, 3].map(() => runCertificateJob(db(), TODAY)));
    const sum = (k: 'expired' | 'reminded90' | 'reminded30') => runs.reduce((n, r) => n + r[k], 0);
    expect({ expired: sum('expired'), reminded90: sum('reminded90'), reminded30: sum('reminded30') }).toEqual({ expired: 150, reminded90: 150, reminded30: 150 });
    const ids = inserted.map((r) => r.id);
    const logs = await db().select({ recordId: flowLog.recordId }).from(flowLog).where(and(eq(flowLog.flowKey, certificateFlow.key), inArray(flowLog.recordId, ids)));
    expect(new Set(logs.map((l) => l.recordId)).size).toBe(150);
    expect(logs).toHaveLength(150);
    const pushes = await db().select({ param: msgPush.param }).from(msgPush).where(like(msgPush.title, `%SZP-${NO_YEAR - 1}-%`));
    expect(pushes).toHaveLength(450);
    expect(new Set(pushes.map((p) => p.param)).size).toBe(450);
  });

  it('refuses a "today" that is not a date', async () => {
    await expect(runCertificateJob(db(), '2001-02-30')).rejects.toThrow(/not a date/);
    await expect(runCertificateJob(db(), 'tomorrow')).rejects.toThrow(/not a date/);
  });

  it('switched on, the app runs it by itself shortly after it is ready, and closing stops it', async () => {
    // A second app on the same database, as a second server process would be (the harness's has the job off).
    const id = await insertCert(CERT_STATUS.valid, '2001-01-01');
    const app = await buildApp(db(), { ...s.config, certJob: true }, { logger: false });
    const ready = Date.now();
    await app.ready();
    expect(Date.now() - ready).toBeLessThan(CERT_JOB_FIRST_DELAY_MS);
    expect((await cert(id)).status).toBe(CERT_STATUS.valid);
    await expect.poll(async () => (await cert(id)).status, { timeout: CERT_JOB_FIRST_DELAY_MS + 30_000, interval: 500 }).toBe(CERT_STATUS.expired);
    await app.close();
  }, 60_000);
});
