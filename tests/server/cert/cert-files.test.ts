/**
 * Issued certificates without their PDF (brought over from before the portal; the seed has the job
 * make the demo world's history's) get it from the certificates' daily job: the newest first, a bounded number per
 * run, each made once even when two processes run the job at the same moment, and the PDF is the
 * certificate as the officer would have generated it, 评价依据 included, downloadable by its enterprise.
 */
import { and, eq, inArray, isNotNull, isNull, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CERT_STATUS } from '../../../src/domain/codes';
import { fileBaseInfo, sysUser, zpCert } from '../../../server/db/schema';
import { fileMissingCertificates } from '../../../server/modules/cert/expiry';
import { textOf } from '../pdfRead';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());
/** The certificates the job gave their PDF. */
let jobFiled: (typeof zpCert.$inferSelect)[] = [];

const issuedWithout = () =>
  s.database.db
    .select({ id: zpCert.id, certNo: zpCert.certNo, issueDate: zpCert.issueDate })
    .from(zpCert)
    .where(and(isNull(zpCert.fileId), ne(zpCert.status, CERT_STATUS.toGenerate), isNotNull(zpCert.issueDate), isNotNull(zpCert.expireDate)));

it('leaves no issued certificate of the demo world without its PDF', async () => {
  expect(await issuedWithout()).toEqual([]);
});

it('makes the missing PDFs of issued certificates, newest first, each once though two runs race', async () => {
  // Certificates brought over from before the portal come without their PDFs.
  const broughtOver = (await s.database.db.select({ id: zpCert.id }).from(zpCert).where(isNotNull(zpCert.issueDate)).orderBy(zpCert.id).limit(10)).map((c) => c.id);
  await s.database.db.update(zpCert).set({ fileId: null }).where(inArray(zpCert.id, broughtOver));
  const before = await issuedWithout();
  expect(before.length).toBe(10);
  const newest = before.map((c) => c.issueDate as string).sort().reverse().slice(0, 6);

  const made = await Promise.all([fileMissingCertificates(s.database.db, s.config, 3), fileMissingCertificates(s.database.db, s.config, 3)]);
  expect(made).toEqual([3, 3]);

  const filed = await s.database.db.select().from(zpCert).where(isNotNull(zpCert.fileId));
  const nowFiled = filed.filter((c) => before.some((b) => b.id === c.id));
  expect(nowFiled).toHaveLength(6);
  jobFiled = nowFiled;
  expect(nowFiled.map((c) => c.issueDate as string).sort().reverse()).toEqual(newest);
  for (const c of nowFiled) {
    // Its new PDF, besides the one the seed made.
    const files = await s.database.db.select({ id: fileBaseInfo.id }).from(fileBaseInfo).where(like(fileBaseInfo.name, `圳品证书-${c.certNo}%`));
    expect(files.map((f) => f.id), c.certNo).toContain(c.fileId);
    expect(c.basis, c.certNo).toMatch(/\S/);
  }
  expect(await issuedWithout()).toHaveLength(before.length - 6);
});

it("hands the enterprise its certificate's PDF, with the standard it was evaluated against", async () => {
  const users = await s.database.db.select({ username: sysUser.username, orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.disabled, false));
  const cert = jobFiled.find((c) => users.some((u) => u.orgId === c.orgId));
  const owner = users.find((u) => u.orgId === cert?.orgId);
  if (!cert || !owner) throw new Error('no enterprise with a user among the certificates the job filed');
  const res = await s.app.inject({ method: 'GET', url: `/api/file/download?id=${cert.fileId}`, headers: { 'x-token': await s.signIn(owner.username) } });
  expect(res.statusCode).toBe(200);
  const text = (await textOf(res.rawPayload)).replace(/\s+/g, '');
  expect(text).toContain(cert.certNo);
  expect(text).toContain('评价依据');
  expect(text).not.toMatch(/评价依据[:：]—/);
});
