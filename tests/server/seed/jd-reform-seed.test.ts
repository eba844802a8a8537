/**
 * The demo world's rectifications and exits (server/seed/reform.ts): one rectification per
 * product that did not pass, in every status; exits in every status from every source; what each
 * status implies (deadlines, reports, notices, the certificate's status); a history of moves by the
 * people whose moves they are; work waiting for the demo enterprise and the supervision centre.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDate } from '../../../src/domain/beijingTime';
import { CERT_STATUS, CODE_LISTS, EXIT_SOURCE, EXIT_STATUS, JD_OPINION, JD_RECORD_STATUS, JD_TASK_STATUS, REFORM_RESULT, REFORM_STATUS } from '../../../src/domain/codes';
import { EXIT_OPEN } from '../../../src/domain/workflows/jdExit';
import { REFORM_OPEN } from '../../../src/domain/workflows/jdReform';
import { fileBaseInfo, flowLog, jdExit, jdRecord, jdReform, jdTask, sysOrg, sysUser, zpCert } from '../../../server/db/schema';
import { E2E_ENTERPRISE } from '../../../server/seed/people';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const db = () => s.database.db;

beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** Today in Shenzhen: deadlines still ahead are after it. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const orgOf = async (username: string) => (await db().select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, username)))[0].orgId as number;
const count = (xs: readonly { status: number }[], status: number) => xs.filter((x) => x.status === status).length;

describe('the rectification and exit demo world', () => {
  it('gives every product that did not pass one rectification, of its task, its enterprise and the unit that found it', async () => {
    const unpassed = await db().select().from(jdRecord).where(eq(jdRecord.status, JD_RECORD_STATUS.unpassed));
    const reforms = await db().select().from(jdReform);
    const tasks = await db().select().from(jdTask);
    expect(reforms.map((r) => r.recordId).sort((a, b) => a - b)).toEqual(unpassed.map((r) => r.id).sort((a, b) => a - b));
    for (const f of reforms) {
      const rec = unpassed.find((r) => r.id === f.recordId);
      const task = tasks.find((t) => t.id === f.taskId);
      expect(rec, `reform ${f.id}`).toMatchObject({ taskId: f.taskId, certId: f.certId, productId: f.productId, orgId: f.orgId, jdOpinion: JD_OPINION.fail });
      expect(task, `reform ${f.id}`).toMatchObject({ status: JD_TASK_STATUS.unpassed, orgId: f.orgId, unitId: f.unitId });
      expect(f.createTime.getTime(), `reform ${f.id}`).toBe(rec?.conclusionTime?.getTime());
    }
    // At most one open rectification per certificate.
    const open = reforms.filter((f) => REFORM_OPEN.includes(f.status)).map((f) => f.certId);
    expect(new Set(open).size).toBe(open.length);
  });

  it('has every rectification status, three waiting to be started, each way of ending, and what each status implies', async () => {
    const reforms = await db().select().from(jdReform);
    const exits = await db().select().from(jdExit);
    for (const { value } of CODE_LISTS.reformStatus.items) expect(count(reforms, Number(value)), `status ${value}`).toBeGreaterThan(0);
    // The browser's rectification walk starts two, and one more when CI retries it.
    expect(count(reforms, REFORM_STATUS.awaitStart)).toBeGreaterThanOrEqual(3);
    const ended = reforms.filter((f) => f.status === REFORM_STATUS.ended);
    for (const result of Object.values(REFORM_RESULT)) expect(ended.some((f) => f.result === result), `result ${result}`).toBe(true);
    const files = await db().select().from(fileBaseInfo);
    const onDisk = (id: string | null) => {
      const f = files.find((x) => String(x.id) === id);
      expect(f, `file ${id}`).toBeDefined();
      expect(fs.existsSync(path.join(s.config.filesDir, f?.storagePath ?? '-')), `file ${id} on disk`).toBe(true);
    };
    for (const f of reforms) {
      const label = `reform ${f.id} (${f.status})`;
      const started = f.status !== REFORM_STATUS.awaitStart;
      const reported = ![REFORM_STATUS.awaitStart, REFORM_STATUS.rectifying].includes(f.status as never);
      const notified = [REFORM_STATUS.objection, REFORM_STATUS.judgment].includes(f.status as never) || (f.status === REFORM_STATUS.ended && f.result !== REFORM_RESULT.passed);
      expect(!!f.deadline && !!f.items, label).toBe(started);
      expect(f.suspendCert !== null, label).toBe(started);
      expect(!!f.measures && !!f.reportFileId, label).toBe(reported);
      if (reported) onDisk(f.reportFileId);
      if (started) onDisk(f.noticeFileId);
      else expect(f.noticeFileId, label).toBeNull();
      expect(!!f.objectionDeadline, label).toBe(notified);
      if (f.status === REFORM_STATUS.rectifying) expect(f.deadline as string, label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (f.status === REFORM_STATUS.rectifying) expect((f.deadline as string) > today(), label).toBe(true);
      if (f.status === REFORM_STATUS.objection) expect((f.objectionDeadline as string) > today(), label).toBe(true);
      expect(!!f.endTime, label).toBe(f.status === REFORM_STATUS.ended);
      expect(f.result !== null, label).toBe(f.status === REFORM_STATUS.ended);
      // Ended on to exit: the exit it opened names it.
      const exit = exits.find((e) => e.reformId === f.id);
      expect(!!f.exitId, label).toBe(f.result === REFORM_RESULT.exit);
      if (f.exitId) expect(exit, label).toMatchObject({ id: f.exitId, source: EXIT_SOURCE.reform, certId: f.certId, orgId: f.orgId });
      else expect(exit, label).toBeUndefined();
    }
  });

  it('suspends the certificate of an open rectification that suspends it', async () => {
    const reforms = await db().select().from(jdReform);
    const certs = await db().select().from(zpCert);
    const suspending = reforms.filter((f) => REFORM_OPEN.includes(f.status) && f.suspendCert === 1);
    expect(suspending.length).toBeGreaterThan(0);
    for (const f of suspending) {
      const cert = certs.find((c) => c.id === f.certId);
      expect(cert, `reform ${f.id}`).toMatchObject({ status: CERT_STATUS.suspended, statusTime: expect.any(Date) });
      expect(cert?.statusTime?.getTime(), `reform ${f.id}`).toBeGreaterThanOrEqual(f.createTime.getTime());
    }
  });

  it('has exits in every status, from every source; an ended one ended its certificate as it says', async () => {
    const exits = await db().select().from(jdExit);
    const certs = await db().select().from(zpCert);
    for (const { value } of CODE_LISTS.exitStatus.items) expect(count(exits, Number(value)), `status ${value}`).toBeGreaterThan(0);
    for (const source of Object.values(EXIT_SOURCE)) expect(exits.some((e) => e.source === source), `source ${source}`).toBe(true);
    const ended = exits.filter((e) => e.status === EXIT_STATUS.ended);
    expect(new Set(ended.map((e) => e.certOutcome))).toEqual(new Set([CERT_STATUS.cancelled, CERT_STATUS.revoked]));
    for (const e of exits) {
      const label = `exit ${e.id} (${e.status})`;
      const cert = certs.find((c) => c.id === e.certId);
      expect(cert, label).toMatchObject({ orgId: e.orgId, productId: e.productId });
      expect(!!e.reformId, label).toBe(e.source === EXIT_SOURCE.reform);
      expect(!!e.endTime, label).toBe(e.status === EXIT_STATUS.ended || e.status === EXIT_STATUS.cancelled);
      if (e.status === EXIT_STATUS.ended) {
        expect(cert?.status, label).toBe(e.certOutcome);
        expect(cert?.statusTime?.getTime(), label).toBe(e.endTime?.getTime());
      } else {
        expect(e.certOutcome, label).toBeNull();
        // Still held while it runs.
        expect([CERT_STATUS.valid, CERT_STATUS.suspended], label).toContain(cert?.status);
      }
      if (e.status === EXIT_STATUS.objection) expect((e.objectionDeadline as string) > today(), label).toBe(true);
      // A request needs no notice: it opens at 待审批.
      expect(!!e.noticeFileId, label).toBe(!!e.objectionDeadline);
    }
    // One exit open per certificate.
    const open = exits.filter((e) => EXIT_OPEN.includes(e.status)).map((e) => e.certId);
    expect(new Set(open).size).toBe(open.length);
  });

  it('sends notices the product made: Word files naming the product’s certificate, dated the day they were sent', async () => {
    const [reforms, exits, certs, files] = await Promise.all([db().select().from(jdReform), db().select().from(jdExit), db().select().from(zpCert), db().select().from(fileBaseInfo)]);
    const certNo = new Map(certs.map((c) => [c.id, c.certNo]));
    const notices = [
      ...reforms.filter((r) => r.noticeFileId).map((r) => ({ fileId: r.noticeFileId, certId: r.certId, title: r.objectionDeadline ? '整改不合格通知书' : '整改通知书' })),
      ...exits.filter((x) => x.noticeFileId).map((x) => ({ fileId: x.noticeFileId, certId: x.certId, title: '退出通知书' })),
    ];
    expect(new Set(notices.map((n) => n.title)).size).toBe(3);
    for (const n of notices) {
      const file = files.find((f) => String(f.id) === n.fileId);
      const no = certNo.get(n.certId) ?? '';
      expect(file?.name).toBe(`${n.title}-${no}.docx`);
      const zip = await JSZip.loadAsync(fs.readFileSync(path.join(s.config.filesDir, file?.storagePath ?? '-')));
      const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
      expect(xml, file?.name).toContain(`“圳品”${n.title}`);
      expect(xml, file?.name).toContain(no);
      expect(xml, file?.name).toContain(documentDate(file?.createTime ?? 0));
    }
  });

  it('leaves the certificates of the browser tests’ enterprises as they were', async () => {
    const orgs = [await orgOf('enterprise'), ...(await db().select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.name, E2E_ENTERPRISE))).map((o) => o.id)];
    expect(orgs).toHaveLength(2);
    expect(await db().select().from(jdExit).where(inArray(jdExit.orgId, orgs))).toEqual([]);
    const theirs = await db().select().from(jdReform).where(inArray(jdReform.orgId, orgs));
    expect(theirs.every((f) => f.suspendCert !== 1)).toBe(true);
    const log = await db().select().from(flowLog).where(inArray(flowLog.recordId, theirs.map((f) => f.certId)));
    expect(log.filter((l) => l.flowKey === 'certificate' && ['suspend', 'cancel', 'revoke'].includes(l.action))).toEqual([]);
  });

  it('gives the demo enterprise a rectification to answer and the supervision centre a report to audit', async () => {
    const reforms = await db().select().from(jdReform);
    const enterprise = await orgOf('enterprise');
    expect(reforms.some((f) => f.orgId === enterprise && [REFORM_STATUS.rectifying, REFORM_STATUS.objection].includes(f.status as never))).toBe(true);
    const centre = await orgOf('jd1_admin');
    expect(reforms.some((f) => f.unitId === centre && f.status === REFORM_STATUS.audit)).toBe(true);
  });
});
