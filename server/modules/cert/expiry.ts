/**
 * The certificates' daily job (src/domain/workflows/certificate.ts, CERT_EXPIRY):
 *   - a valid certificate whose expiry date is before today (in China) becomes 失效, logged in the
 *     flow log as the system's move 到期失效, and its enterprise's users are told;
 *   - a valid certificate due in 31 to 90 days gets a reminder to its enterprise, and one due within
 *     30 days another (zp_cert.remindedDays: null, then 90, then 30; one first seen within 30 days
 *     gets only the second);
 *   - an issued certificate without its PDF gets one (fileMissingCertificates).
 *
 * Several server processes may run it at the same moment on one PostgreSQL. Every step claims its
 * rows with one guarded `UPDATE … WHERE <still due> … RETURNING` (in batches picked with
 * `FOR UPDATE SKIP LOCKED`) and writes the flow log and messages of exactly the rows it returned,
 * in the same transaction: a row another process changed no longer fits the guard, so each row is
 * changed and messaged once.
 *
 * The plugin runs it shortly after the server is ready and then every 24 hours (ZP_CERT_JOB=off:
 * never); the timers do not keep the process alive and stop when the app closes.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CERT_STATUS, codeLabel } from '../../../src/domain/codes';
import { MSG_CATEGORY } from '../../../src/domain/message';
import { CERT_EXPIRY, CERT_OFFICER_ROLES, CERT_OWNER_ROLES, certificateFlow } from '../../../src/domain/workflows/certificate';
import type { Config } from '../../config';
import type { ServerContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { flowLog, sysRole, sysUser, sysUserRole, zpCert } from '../../db/schema';
import { sendMessage } from '../msg/service';
import { makeCertificateFile } from './certificateFile';
import { beijingDate } from '../../../src/domain/beijingTime';

/** Where an enterprise works on its certificates: what the job's messages open. */
const CERT_PAGE = '/views/cert-list';
/** Rows claimed per transaction: short transactions, so a person's move on a certificate waits little. */
const BATCH = 200;
const DAY_MS = 86_400_000;
/** The first run waits this long after the server is ready (start-up is not delayed). */
export const CERT_JOB_FIRST_DELAY_MS = 5_000;
export const CERT_JOB_EVERY_MS = DAY_MS;

export const CERT_JOB_TEXT = {
  system: '系统',
  expiredTitle: (certNo: string) => `${certificateFlow.title}：${certNo}（${codeLabel('certStatus', CERT_EXPIRY.to)}）`,
  expiredContent: `系统执行了“${CERT_EXPIRY.label}”，意见：${CERT_EXPIRY.reason}。当前状态：${codeLabel('certStatus', CERT_EXPIRY.to)}。`,
  reminderTitle: (certNo: string) => `${certificateFlow.title}到期提醒：${certNo}`,
  reminderContent: (certNo: string, expireDate: string) => `您的圳品证书 ${certNo} 将于 ${expireDate} 到期，请及时申请复评`,
} as const;

export interface CertJobResult {
  readonly expired: number;
  readonly reminded90: number;
  readonly reminded30: number;
}

interface Claimed {
  readonly id: number;
  readonly certNo: string;
  readonly orgId: number;
  readonly expireDate: string | null;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** A 'YYYY-MM-DD' date plus whole days. */
export function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Claims up to BATCH rows that fit `due` by setting `set` on them, guarded by `due` again (a row
 * another process changed meanwhile is left alone), and hands the claimed rows to `after` in the
 * same transaction; repeats until nothing is left. Rows another process holds are skipped: that
 * process deals with them.
 */
async function claimInBatches(db: Db, due: SQL, set: Partial<typeof zpCert.$inferInsert>, after: (tx: DbOrTx, rows: Claimed[]) => Promise<void>): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const pick = tx.select({ id: zpCert.id }).from(zpCert).where(due).orderBy(asc(zpCert.id)).limit(BATCH).for('update', { skipLocked: true });
      const rows = await tx
        .update(zpCert)
        .set(set)
        .where(and(inArray(zpCert.id, pick), due))
        .returning({ id: zpCert.id, certNo: zpCert.certNo, orgId: zpCert.orgId, expireDate: zpCert.expireDate });
      if (rows.length) await after(tx, rows);
      return rows.length;
    });
    total += claimed;
    if (!claimed) return total;
  }
}

/** The enabled users of each enterprise with the owner's roles (who hear about its certificates). */
async function ownerUsers(tx: DbOrTx, orgIds: number[]): Promise<Map<number, number[]>> {
  const rows = await tx
    .selectDistinct({ id: sysUser.id, orgId: sysUser.orgId })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(inArray(sysUser.orgId, [...new Set(orgIds)]), eq(sysUser.disabled, false), inArray(sysRole.code, [...CERT_OWNER_ROLES])))
    .orderBy(asc(sysUser.id));
  const byOrg = new Map<number, number[]>();
  for (const r of rows) if (r.orgId !== null) byOrg.set(r.orgId, [...(byOrg.get(r.orgId) ?? []), r.id]);
  return byOrg;
}

/** One message per certificate to its enterprise's users (none where the enterprise has nobody to tell). */
async function tellOwners(tx: DbOrTx, rows: Claimed[], at: Date, text: (row: Claimed) => { title: string; content: string }): Promise<void> {
  const users = await ownerUsers(tx, rows.map((r) => r.orgId));
  for (const row of rows) {
    const userIds = users.get(row.orgId);
    if (!userIds?.length) continue;
    await sendMessage(tx, {
      category: MSG_CATEGORY.eval,
      msgType: 'REMIND',
      ...text(row),
      to: { userIds },
      component: CERT_PAGE,
      param: { id: row.id },
      at,
    });
  }
}

/**
 * Runs the job once for `today` (default: today in China, 'YYYY-MM-DD'), at `now` (the demo world
 * runs it on a day gone by). Its three steps claim
 * disjoint rows, so neither their order nor another process running a step at the same moment
 * matters: expiry takes the certificates past their date; the 30-day reminder those due from today
 * to 30 days on; the 90-day reminder those due from 31 to 90 days on (a certificate first seen
 * within 30 days is reminded once, not twice).
 */
export async function runCertificateJob(db: Db, today: string = beijingDate(), now = new Date()): Promise<CertJobResult> {
  if (!YMD.test(today) || addDays(today, 0) !== today) throw new Error(`runCertificateJob: not a date: ${today}`);
  const valid = eq(zpCert.status, CERT_EXPIRY.from);

  const expired = await claimInBatches(db, and(valid, lt(zpCert.expireDate, today)) as SQL, { status: CERT_EXPIRY.to, statusTime: now, reason: CERT_EXPIRY.reason, updateTime: now }, async (tx, rows) => {
    await tx.insert(flowLog).values(
      rows.map((r) => ({
        flowKey: certificateFlow.key,
        recordId: r.id,
        action: CERT_EXPIRY.action,
        actionLabel: CERT_EXPIRY.label,
        fromStatus: CERT_EXPIRY.from,
        toStatus: CERT_EXPIRY.to,
        actorId: null,
        actorName: CERT_JOB_TEXT.system,
        orgId: null,
        orgName: null,
        opinion: CERT_EXPIRY.reason,
        createTime: now,
      })),
    );
    await tellOwners(tx, rows, now, (r) => ({ title: CERT_JOB_TEXT.expiredTitle(r.certNo), content: CERT_JOB_TEXT.expiredContent }));
  });

  /** Due `after` (exclusive) to `days` (inclusive) days on, and not reminded at this threshold or a nearer one. */
  const remind = (days: number, after: number | null) => {
    const due = and(
      valid,
      after === null ? gte(zpCert.expireDate, today) : gt(zpCert.expireDate, addDays(today, after)),
      lte(zpCert.expireDate, addDays(today, days)),
      or(isNull(zpCert.remindedDays), gt(zpCert.remindedDays, days)),
    ) as SQL;
    return claimInBatches(db, due, { remindedDays: days }, (tx, rows) =>
      tellOwners(tx, rows, now, (r) => ({ title: CERT_JOB_TEXT.reminderTitle(r.certNo), content: CERT_JOB_TEXT.reminderContent(r.certNo, r.expireDate ?? '') })),
    );
  };
  const [far, near] = CERT_EXPIRY.remindDays;
  const reminded30 = await remind(near, null);
  const reminded90 = await remind(far, near);
  return { expired, reminded90, reminded30 };
}

/** Certificates whose PDF is made per transaction: a PDF takes about half a second, and the rows stay locked meanwhile. */
const FILE_BATCH = 10;
/** Most PDFs made per run, so a run over a large history stays short; the next day's run goes on. */
export const FILE_RUN_LIMIT = 500;

/**
 * Makes the PDF of every issued certificate that has none (certificates brought over from before the
 * portal, or seeded): the newest first, up to `limit` per run, as files of the first certificate
 * officer. Each batch locks its rows (`FOR UPDATE SKIP LOCKED`) and sets a file only where there is
 * still none, so two processes running it at once make each PDF once. Returns how many it made.
 */
export async function fileMissingCertificates(db: Db, config: Pick<Config, 'filesDir' | 'publicUrl'>, limit = FILE_RUN_LIMIT): Promise<number> {
  const [officer] = await db
    .select({ id: sysUser.id, orgId: sysUser.orgId })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUser.disabled, false), inArray(sysRole.code, [...CERT_OFFICER_ROLES])))
    .orderBy(sql`array_position(array[${sql.join(CERT_OFFICER_ROLES.map((r) => sql`${r}`), sql`, `)}]::text[], ${sysRole.code}::text)`, asc(sysUser.id))
    .limit(1);
  if (!officer) return 0;
  const missing = and(isNull(zpCert.fileId), ne(zpCert.status, CERT_STATUS.toGenerate), isNotNull(zpCert.issueDate), isNotNull(zpCert.expireDate)) as SQL;
  let made = 0;
  while (made < limit) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx.select().from(zpCert).where(missing).orderBy(desc(zpCert.issueDate), asc(zpCert.id)).limit(Math.min(FILE_BATCH, limit - made)).for('update', { skipLocked: true });
      for (const row of rows) {
        const fileId = await makeCertificateFile(tx, config, officer, row, String(row.issueDate), String(row.expireDate));
        await tx.update(zpCert).set({ fileId }).where(and(eq(zpCert.id, row.id), isNull(zpCert.fileId)));
      }
      return rows.length;
    });
    if (!batch) break;
    made += batch;
  }
  return made;
}

/** The job on a timer: shortly after the server is ready, then every 24 hours; stops (and waits for a run under way) when the app closes. */
const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  if (!config.certJob) return;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = runCertificateJob(db)
      .then(async (r) => {
        if (r.expired || r.reminded90 || r.reminded30) app.log.info(r, 'certificate job: expired and reminded');
        const filed = await fileMissingCertificates(db, config);
        if (filed) app.log.info({ filed }, 'certificate job: PDFs made for issued certificates without one');
      })
      .catch((e: unknown) => app.log.error({ err: e }, 'certificate job failed'))
      .finally(() => {
        running = null;
      });
  };
  let first: NodeJS.Timeout | null = null;
  let daily: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    first = setTimeout(run, CERT_JOB_FIRST_DELAY_MS);
    first.unref();
    daily = setInterval(run, CERT_JOB_EVERY_MS);
    daily.unref();
  });
  app.addHook('onClose', async () => {
    if (first) clearTimeout(first);
    if (daily) clearInterval(daily);
    await running;
  });
};
export default plugin;
