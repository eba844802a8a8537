/**
 * Scale-out (ARCHITECTURE.md §7): two REAL server processes, A and B, on one PostgreSQL database,
 * called over HTTP as a load balancer would, request by request. Whatever one process stores (a
 * session, a captcha, a sign-in count, a rate-limit count, a layout version, a read mark, an
 * uploaded file) the other must see, and races between them must end as they would in one process.
 *
 * Both run with the captcha and the rate limits on, ZP_TRUST_PROXY=127.0.0.1 (the test plays the
 * proxy, so each case can speak from its own client address through X-Forwarded-For), their own
 * DATA_DIR and one shared ZP_FILES_DIR, and the certificates' daily job on, as in production: both
 * run it 5 s after they start, and each certificate due is changed and messaged once (runs that
 * truly overlap are cert-expiry.test.ts's, on one pool). Runs only against a real PostgreSQL (ZP_TEST_PG_URL, the server-pg step of `npm test`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, trustProxyOf } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { flowLog, msgPush, sysCaptcha, sysDic, sysUser, zpCert, zpProduct } from '../../../server/db/schema';
import { DEMO_PASSWORD, seedIfEmpty } from '../../../server/seed';
import { PUBLIC_RATE_LIMITS } from '../../../server/http/rateLimit';
import { LOGIN_LIMITS } from '../../../server/modules/account/throttle';
import { addDays, CERT_JOB_FIRST_DELAY_MS, runCertificateJob } from '../../../server/modules/cert/expiry';
import { beijingDate } from '../../../src/domain/beijingTime';
import { CERT_STATUS } from '../../../src/domain/codes';
import { certNoOf } from '../../../src/domain/resources/cert';
import { certificateFlow } from '../../../src/domain/workflows/certificate';
import { ACCOUNT_MSG } from '../../../src/domain/account';
import type { EffectiveLayout, LayoutDocInput } from '../../../src/domain/layout';
import type { MessageDetail, MessageInfo } from '../../../src/domain/message';
import type { FileInfo } from '../../../src/domain/resources/file';
import { DEFAULT_LAYOUTS } from '../../../src/layouts';
import { scratchPostgres } from '../harness';
import { launch, ready, stop, type ServerProcess } from '../serverProcess';

const PG_URL = process.env.ZP_TEST_PG_URL;
/** The address the processes see for calls that name no client (no X-Forwarded-For). */
const PROXY = '127.0.0.1';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  /** The client address the proxy forwards (X-Forwarded-For); none: the call comes from the proxy itself. */
  from?: string;
}

async function call<T = unknown>(p: ServerProcess, method: string, url: string, opts: CallOptions = {}): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers['x-token'] = opts.token;
  if (opts.from) headers['x-forwarded-for'] = opts.from;
  const res = await fetch(p.baseUrl + url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Envelope<T> };
  } catch {
    throw new Error(`${method} ${url} on ${p.name}: HTTP ${res.status}, not an envelope: ${text.slice(0, 200)}`);
  }
}

let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;
const tempDirs: string[] = [];
let A: ServerProcess;
let B: ServerProcess;
/** When B (the later) answered: both have run the certificates' job CERT_JOB_FIRST_DELAY_MS after starting. */
let bothReadyAt = 0;
/** Certificates due for the job, put in before the processes start: past their date, in 10 days, in 60 days. */
const due = { past: [] as number[], in10: [] as number[], in60: [] as number[] };

/** A captcha made by one process, with the answer read from the table (the picture is for people). */
async function captchaFrom(p: ServerProcess, from?: string): Promise<{ uuid: string; code: string }> {
  const r = await call<{ uuid: string }>(p, 'GET', '/sys/captcha', { from });
  expect(r.body.code, `captcha from ${p.name}: ${r.body.msg}`).toBe(200);
  const [row] = await database.db.select({ answer: sysCaptcha.answer }).from(sysCaptcha).where(eq(sysCaptcha.uuid, r.body.data.uuid));
  return { uuid: r.body.data.uuid, code: row.answer };
}

function login(p: ServerProcess, username: string, password: string, captcha: { uuid: string; code: string }, from?: string) {
  return call<{ token: string }>(p, 'POST', '/login', { from, body: { username, password, ...captcha } });
}

async function signIn(p: ServerProcess, username: string, from?: string): Promise<string> {
  const r = await login(p, username, DEMO_PASSWORD, await captchaFrom(p, from), from);
  expect(r.body.code, `sign-in of ${username} on ${p.name}: ${r.body.msg}`).toBe(200);
  return r.body.data.token;
}

const currentUser = (p: ServerProcess, token: string) => call<{ info: { sysUser: { username: string } } }>(p, 'POST', '/api/sysuser/cur', { token });

describe('ZP_TRUST_PROXY', () => {
  it('is off by default, and otherwise names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxyOf('off')).toBe(false);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(trustProxyOf('loopback')).toEqual(['loopback']);
  });

  it('refuses to believe every hop, or a hop count Fastify cannot check', () => {
    expect(() => trustProxyOf('on')).toThrow('ZP_TRUST_PROXY');
    expect(() => trustProxyOf('1')).toThrow('ZP_TRUST_PROXY');
  });
});

describe.skipIf(!PG_URL)(`several server processes on one PostgreSQL${PG_URL ? '' : ' (skipped: set ZP_TEST_PG_URL to a PostgreSQL server to run)'}`, () => {
  beforeAll(async () => {
    const scratch = await scratchPostgres(PG_URL as string);
    dropDatabase = scratch.drop;
    const dir = (prefix: string) => {
      const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      tempDirs.push(d);
      return d;
    };
    // Migrated and seeded here, once; the processes then only find the schema current.
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: dir('zp-mp-test-'), memory: false });
    await seedIfEmpty(database.db, { seedScale: 1 });
    // Whatever the demo world has due today is settled here, so that no reminder reaches the demo
    // enterprise in the middle of the read-mark case; the processes' job gets another enterprise's.
    await runCertificateJob(database.db);
    const [owner] = await database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'qy02_admin'));
    const [product] = await database.db.select({ id: zpProduct.id }).from(zpProduct).where(eq(zpProduct.orgId, owner.orgId as number)).limit(1);
    const today = beijingDate();
    const insert = async (n: number, expireDate: string, from: number) => {
      const rows = Array.from({ length: n }, (_, i) => ({ certNo: certNoOf(1997, from + i), orgId: owner.orgId as number, productId: product.id, status: CERT_STATUS.valid, expireDate }));
      return (await database.db.insert(zpCert).values(rows).returning({ id: zpCert.id })).map((r) => r.id);
    };
    due.past = await insert(40, addDays(today, -3), 1);
    due.in10 = await insert(20, addDays(today, 10), 101);
    due.in60 = await insert(20, addDays(today, 60), 201);
    const filesDir = dir('zp-mp-files-');
    const env = (dataDir: string): Record<string, string> => ({
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      ZP_FILES_DIR: filesDir,
      ZP_TRUST_PROXY: PROXY,
      ZP_CAPTCHA: 'on',
      ZP_RATE_LIMIT: 'on',
      ZP_SEED: 'off',
      ZP_DIST_DIR: path.join(dataDir, 'no-dist'),
      LOG_LEVEL: 'warn',
    });
    A = await launch('A', env(dir('zp-mp-a-')));
    B = await launch('B', env(dir('zp-mp-b-')));
    await Promise.all([ready(A), ready(B)]);
    bothReadyAt = Date.now();
  });

  afterAll(async () => {
    await Promise.all([A, B].filter(Boolean).map(stop));
    await database?.close();
    await dropDatabase?.();
    for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('a session started on A works on B, and signing out on B ends it on A', async () => {
    const token = await signIn(A, 'admin');
    expect((await currentUser(B, token)).body).toMatchObject({ code: 200, data: { info: { sysUser: { username: 'admin' } } } });

    expect((await call(B, 'POST', '/logout', { token })).body.code).toBe(200);
    expect((await currentUser(A, token)).body.code).toBe(401);
    expect((await currentUser(B, token)).body.code).toBe(401);
  });

  it('a captcha fetched from A is answered on B, once', async () => {
    const captcha = await captchaFrom(A);
    expect((await login(B, 'manager', DEMO_PASSWORD, captcha)).body.code).toBe(200);
    const replay = await login(A, 'manager', DEMO_PASSWORD, captcha);
    expect(replay.body).toMatchObject({ code: 400, msg: ACCOUNT_MSG.captchaWrong });
  });

  it('failed sign-ins alternating between A and B lock the client out of both: one shared count', async () => {
    const attacker = '10.0.5.5';
    // Counted per process, this many failures would reach no process's limit (each sees about half).
    for (let i = 0; i < LOGIN_LIMITS.client.max; i++) {
      const p = i % 2 === 0 ? A : B;
      const r = await login(p, 'tester', 'Wrong#2026', await captchaFrom(p, attacker), attacker);
      expect(r.body.code, `failure ${i + 1} on ${p.name}`).toBe(400);
    }
    // Now even the right password is refused from that client, whichever process it reaches.
    for (const p of [A, B]) {
      const r = await login(p, 'tester', DEMO_PASSWORD, await captchaFrom(p, attacker), attacker);
      expect(r.body.code, `locked client on ${p.name}: ${r.body.msg}`).toBe(400);
      expect(r.body.msg).not.toBe(ACCOUNT_MSG.badCredentials);
    }
    // The lock is that client's (read from X-Forwarded-For): the owner elsewhere still signs in.
    await signIn(B, 'tester', '10.0.5.6');
  });

  it('the public calls\' rate limit is counted across A and B together', async () => {
    const client = '10.0.9.9';
    const { max } = PUBLIC_RATE_LIMITS.captcha;
    for (let i = 0; i < max; i++) {
      const p = i % 2 === 0 ? A : B;
      expect((await call(p, 'GET', '/sys/captcha', { from: client })).body.code, `captcha ${i + 1} on ${p.name}`).toBe(200);
    }
    for (const p of [A, B]) {
      const r = await call(p, 'GET', '/sys/captcha', { from: client });
      expect(r.body.code, `over the limit on ${p.name}`).toBe(429);
    }
    // Another client is not held up by that one.
    expect((await call(B, 'GET', '/sys/captcha', { from: '10.0.9.10' })).body.code).toBe(200);
  });

  it('two saves of one layout version, one on A and one on B at once: one wins, the other is told of the conflict', async () => {
    const token = await signIn(A, 'admin');
    const home = (title: string): LayoutDocInput => ({ ...(DEFAULT_LAYOUTS.home as LayoutDocInput), title });
    const save = (p: ServerProcess, title: string, version?: number) =>
      call<EffectiveLayout>(p, 'PUT', `/api/layout/home${version === undefined ? '' : `?version=${version}`}`, { token, body: home(title) });

    const base = await save(A, '起点');
    expect(base.body.code, base.body.msg).toBe(200);
    const version = base.body.data.version as number;

    const [onA, onB] = await Promise.all([save(A, '甲的首页', version), save(B, '乙的首页', version)]);
    expect([onA.body.code, onB.body.code].sort()).toEqual([200, 409]);
    const winner = onA.body.code === 200 ? '甲的首页' : '乙的首页';
    for (const p of [A, B]) {
      const r = await call<EffectiveLayout>(p, 'GET', '/api/layout/home', { token });
      expect(r.body.data, `read back through ${p.name}`).toMatchObject({ source: 'user', version: version + 1, doc: { title: winner } });
    }
  });

  it('a message marked read through A is read, and no longer counted unread, through B', async () => {
    const token = await signIn(B, 'enterprise');
    const unreadBefore = (await call<number>(B, 'POST', '/api/msg/info/count', { token, body: { read: 0 } })).body.data;
    const page = await call<{ content: MessageInfo[] }>(B, 'POST', '/api/msg/info/page', { token, body: { read: 0 } });
    const message = page.body.data.content[0];
    expect(message, 'the demo enterprise has unread messages').toBeDefined();

    expect((await call(A, 'POST', '/api/msg/info/read', { token, body: { id: message.id } })).body.code).toBe(200);
    expect((await call<number>(B, 'POST', '/api/msg/info/count', { token, body: { read: 0 } })).body.data).toBe(unreadBefore - 1);
    expect((await call<MessageDetail>(B, 'GET', `/api/msg/info/${message.id}`, { token })).body.data).toMatchObject({ id: message.id, read: 1 });
  });

  it('two new dictionaries with one code, sent to A and B at once: one is made, the other a clear 400', async () => {
    const token = await signIn(B, 'admin');
    for (let round = 1; round <= 3; round++) {
      const code = `MULTI_PROC_RACE_${round}`;
      const create = (p: ServerProcess) => call(p, 'PUT', '/api/sysdic', { token, body: { code, name: `并发字典${p.name}` } });
      const replies = await Promise.all([create(A), create(B)]);
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      expect(replies.map((r) => r.body.code).sort(), replies.map((r) => r.body.msg).join(' | ')).toEqual([200, 400]);
      const loser = replies.find((r) => r.body.code === 400);
      expect(loser?.body.msg).toMatch(/已存在/);
    }
    const rows = await database.db.select({ code: sysDic.code }).from(sysDic).where(like(sysDic.code, 'MULTI_PROC_RACE_%'));
    expect(rows.map((r) => r.code).sort()).toEqual(['MULTI_PROC_RACE_1', 'MULTI_PROC_RACE_2', 'MULTI_PROC_RACE_3']);
  });

  it('a file uploaded through A downloads through B (one shared ZP_FILES_DIR)', async () => {
    const token = await signIn(A, 'enterprise');
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), '检测报告.pdf');
    const res = await fetch(`${A.baseUrl}/api/file/upload`, { method: 'POST', headers: { 'x-token': token }, body: form });
    const uploaded = (await res.json()) as Envelope<FileInfo>;
    expect(uploaded.code, uploaded.msg).toBe(200);

    const download = await fetch(`${B.baseUrl}/api/file/download?id=${uploaded.data.id}`, { headers: { 'x-token': token } });
    expect(download.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("the certificates' daily job, run by both A and B, changes and messages each certificate once", async () => {
    const all = [...due.past, ...due.in10, ...due.in60];
    const certs = () => database.db.select({ id: zpCert.id, status: zpCert.status, remindedDays: zpCert.remindedDays }).from(zpCert).where(inArray(zpCert.id, all));
    const settled = async () => (await certs()).filter((c) => (due.past.includes(c.id) ? c.status === CERT_STATUS.expired : c.remindedDays !== null)).length;
    await expect.poll(settled, { timeout: 30_000, interval: 500 }).toBe(all.length);
    // Both processes' first runs are over (each started CERT_JOB_FIRST_DELAY_MS after it was ready, and takes well under 3 s).
    await new Promise((r) => setTimeout(r, Math.max(0, bothReadyAt + CERT_JOB_FIRST_DELAY_MS + 3_000 - Date.now())));
    const byId = new Map((await certs()).map((c) => [c.id, c]));
    for (const id of due.past) expect(byId.get(id)).toMatchObject({ status: CERT_STATUS.expired, remindedDays: null });
    for (const id of due.in10) expect(byId.get(id)).toMatchObject({ status: CERT_STATUS.valid, remindedDays: 30 });
    for (const id of due.in60) expect(byId.get(id)).toMatchObject({ status: CERT_STATUS.valid, remindedDays: 90 });
    const logs = await database.db.select({ recordId: flowLog.recordId }).from(flowLog).where(and(eq(flowLog.flowKey, certificateFlow.key), eq(flowLog.action, 'expire'), inArray(flowLog.recordId, all)));
    expect(logs.map((l) => l.recordId).sort((a, b) => a - b)).toEqual([...due.past].sort((a, b) => a - b));
    const pushes = await database.db.select({ param: msgPush.param }).from(msgPush).where(like(msgPush.title, '%SZP-1997-%'));
    expect(pushes.map((p) => p.param).sort()).toEqual(all.map((id) => JSON.stringify({ id })).sort());
  });
});
