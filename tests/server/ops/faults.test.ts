/**
 * Faults with nothing lost, on real server processes over a PostgreSQL cluster of the test's own
 * (it is stopped and started again here, which the run's shared cluster must not be): one of two
 * processes killed under load, a stopping process finishing the request it is reading, the
 * database restarted under load, and an upload to a full disk.
 *
 * The load is what a client behind a load balancer does: workers creating posts (岗位, each with a
 * code of its own) and reading the list, spread over the processes, moving to another process
 * when one stops answering. A write counts as acknowledged when its envelope said 200; every
 * acknowledged one must be in the database once, and none twice.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { count } from 'drizzle-orm';
import { fileBaseInfo } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed';
import { OPS_TEXT } from '../../../src/domain/calls/ops';
import { UPLOAD_MSG } from '../../../src/domain/upload';
import { freePort, startTestServer, type TestServer } from '../harness';
import { isRunning, launch, ready, signal, stop, type ServerProcess } from '../serverProcess';

const PG_URL = process.env.ZP_TEST_PG_URL;
const PG_BIN = findPostgresBin();
const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(d);
  return d;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
  requestId?: string;
}

/** One answer the load got: the HTTP status and envelope, or no answer at all (`lost`). */
interface Outcome {
  readonly at: number;
  readonly server: string;
  readonly kind: 'write' | 'read';
  readonly code?: string;
  readonly status?: number;
  readonly body?: Envelope;
  readonly lost?: string;
}

async function call(p: ServerProcess, method: string, url: string, token?: string, body?: unknown): Promise<{ status: number; body: Envelope }> {
  const headers: Record<string, string> = { ...(token ? { 'x-token': token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const res = await fetch(p.baseUrl + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Envelope };
  } catch {
    throw new Error(`${method} ${url} on ${p.name}: HTTP ${res.status}, not an envelope: ${text.slice(0, 200)}`);
  }
}

async function signIn(p: ServerProcess): Promise<string> {
  const r = await call(p, 'POST', '/login', undefined, { username: 'admin', password: DEMO_PASSWORD, code: '', uuid: '' });
  expect(r.body.code, r.body.msg).toBe(200);
  return (r.body.data as { token: string }).token;
}

/**
 * Workers alternating a write and a read over `targets`, each call on the next process; a process
 * that gave no answer and has exited is dropped for the rest of the run, as a balancer's health
 * check would drop it. Runs until `stopLoad()`.
 */
function startLoad(targets: ServerProcess[], token: string, workers: number, prefix: string) {
  const outcomes: Outcome[] = [];
  const alive = new Set(targets);
  let running = true;
  let turn = 0;
  const worker = async (w: number) => {
    for (let n = 0; running; n++) {
      const pool = [...alive];
      if (!pool.length) return;
      const p = pool[turn++ % pool.length];
      const write = n % 2 === 0;
      const code = `${prefix}${w}-${n}`;
      try {
        const r = write
          ? await call(p, 'PUT', '/api/sysposition', token, { code, name: `故障测试岗位 ${code}` })
          : await call(p, 'POST', '/api/sysposition/page?page.size=20', token);
        outcomes.push({ at: Date.now(), server: p.name, kind: write ? 'write' : 'read', code: write ? code : undefined, status: r.status, body: r.body });
      } catch (e) {
        outcomes.push({ at: Date.now(), server: p.name, kind: write ? 'write' : 'read', code: write ? code : undefined, lost: e instanceof Error ? e.message : String(e) });
        if (!isRunning(p)) alive.delete(p);
        else await sleep(20);
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  return {
    outcomes,
    async stopLoad(): Promise<Outcome[]> {
      running = false;
      await done;
      return outcomes;
    },
  };
}

const acknowledged = (outcomes: Outcome[]) => outcomes.filter((o) => o.kind === 'write' && o.body?.code === 200).map((o) => o.code as string);

describe.skipIf(!PG_URL || !PG_BIN)(`faults under load${PG_URL && PG_BIN ? '' : ' (skipped: needs ZP_TEST_PG_URL and Debian\'s postgresql)'}`, () => {
  let cluster: PostgresCluster;
  let databaseUrl: string;
  const started: ServerProcess[] = [];
  let filesDir: string;

  /** A query on a connection of its own (the restart would end a kept one). */
  async function query<T extends object>(text: string, values: unknown[]): Promise<T[]> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** How many times each code is stored. */
  async function storedCounts(prefix: string): Promise<Map<string, number>> {
    const rows = await query<{ code: string; n: number }>(`select code, count(*)::int as n from sys_position where code like $1 group by code`, [`${prefix}%`]);
    return new Map(rows.map((row) => [row.code, row.n]));
  }

  const serve = async (name: string, env: Record<string, string> = {}) => {
    const dataDir = tempDir(`zp-fault-${name}-`);
    const p = await launch(name, {
      ...env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ZP_FILES_DIR: filesDir,
      ZP_CAPTCHA: 'off',
      ZP_RATE_LIMIT: 'off',
      ZP_CERT_JOB: 'off',
      ZP_SEED: 'off',
      ZP_DIST_DIR: path.join(dataDir, 'no-dist'),
      LOG_LEVEL: 'warn',
    });
    started.push(p);
    await ready(p);
    return p;
  };

  beforeAll(async () => {
    const made = await startPostgresCluster();
    if (!('url' in made)) throw new Error(`no PostgreSQL cluster for the fault tests: ${'failed' in made ? made.failed : 'not installed'}`);
    cluster = made;
    expect(cluster.createDatabase('zp_faults').ok).toBe(true);
    databaseUrl = cluster.url('zp_faults');
    // The demo world the run seeded once, copied over from the shared cluster.
    const template = new URL(PG_URL as string);
    template.pathname = `/${inject('seededSnapshot').template}`;
    const dump = spawn(path.join(PG_BIN as string, 'pg_dump'), ['--format=custom', '--no-owner', '--dbname', template.toString()], { stdio: ['ignore', 'pipe', 'inherit'] });
    const restore = spawn(path.join(PG_BIN as string, 'pg_restore'), ['--no-owner', '--dbname', databaseUrl], { stdio: ['pipe', 'inherit', 'inherit'] });
    const restored = new Promise<number | null>((resolve) => restore.once('exit', resolve));
    await pipeline(dump.stdout, restore.stdin);
    expect(await restored).toBe(0);
    filesDir = tempDir('zp-fault-files-');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map(stop));
    cluster?.remove();
    for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('SIGKILL of one of two processes under load: the client goes on against the other, every acknowledged write is stored once', async () => {
    const [A, B] = await Promise.all([serve('A'), serve('B')]);
    const token = await signIn(A);
    const load = startLoad([A, B], token, 6, 'K');
    await sleep(1_500);
    const killedAt = Date.now();
    expect(signal(A, 'SIGKILL')).toBe(true);
    await A.exited;
    await sleep(1_500);
    const outcomes = await load.stopLoad();

    // Nothing but answers and the calls A took with it: no 500, no refusal.
    expect(outcomes.filter((o) => o.status !== undefined && (o.status !== 200 || o.body?.code !== 200))).toEqual([]);
    const lost = outcomes.filter((o) => o.lost);
    expect(lost.every((o) => o.server === 'A')).toBe(true);
    // B carried on after the kill.
    expect(acknowledged(outcomes.filter((o) => o.at > killedAt)).length).toBeGreaterThan(5);
    const stored = await storedCounts('K');
    for (const code of acknowledged(outcomes)) expect(stored.get(code), `acknowledged write ${code}`).toBe(1);
    // A write A had not answered when it died is stored once or not at all, never twice.
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
    expect(isRunning(B)).toBe(true);
  }, 60_000);

  it('SIGTERM: the process takes no new connection, finishes the upload it is reading, then exits', async () => {
    const p = await serve('T');
    const token = await signIn(p);
    const boundary = 'zpdrainboundary';
    const content = Buffer.from('%PDF-1.4\n' + '排水测试 '.repeat(20_000));
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="drain.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const url = new URL('/api/file/upload', p.baseUrl);
    const answer = new Promise<{ status: number; body: Envelope }>((resolve, reject) => {
      const req = http.request(url, { method: 'POST', headers: { 'x-token': token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + content.length + tail.length } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Envelope }));
      });
      req.on('error', reject);
      // Half the file now; the rest after the process was told to stop.
      req.write(head);
      req.write(content.subarray(0, content.length / 2));
      setTimeout(() => {
        req.write(content.subarray(content.length / 2));
        req.end(tail);
      }, 1_500);
    });
    await sleep(500);
    expect(signal(p, 'SIGTERM')).toBe(true);
    await sleep(500);
    // Stopping: no new connection is taken.
    await expect(fetch(`${p.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
    expect(isRunning(p)).toBe(true);

    const r = await answer;
    expect(r.status).toBe(200);
    expect(r.body.code, r.body.msg).toBe(200);
    await p.exited;
    expect(p.child.exitCode).toBe(0);
    const { id } = r.body.data as { id: number };
    const [row] = await query<{ size: number; storage_path: string }>('select size::int, storage_path from file_base_info where id = $1', [id]);
    expect(row.size).toBe(content.length);
    expect(fs.statSync(path.join(filesDir, row.storage_path)).size).toBe(content.length);
  }, 60_000);

  it('PostgreSQL restarted under load: calls in the gap get a 503 envelope, not a 500; the pool reconnects and work resumes', async () => {
    const metricsPort = await freePort();
    const p = await serve('R', { ZP_METRICS_PORT: String(metricsPort) });
    const token = await signIn(p);
    const load = startLoad([p], token, 4, 'R');
    await sleep(1_000);
    cluster.stop();
    const downAt = Date.now();
    await sleep(500);
    const readyWhileDown = await fetch(`${p.baseUrl}/readyz`).catch((e: unknown) => { throw new Error(`${String(e)}\n${p.output()}`); });
    await sleep(1_000);
    cluster.start();
    const upAt = Date.now();
    // Work resumes: acknowledged writes after the restart.
    const deadline = Date.now() + 20_000;
    while (acknowledged(load.outcomes.filter((o) => o.at > upAt)).length < 10 && Date.now() < deadline) await sleep(200);
    const outcomes = await load.stopLoad();

    expect(readyWhileDown.status).toBe(503);
    expect(outcomes.filter((o) => o.lost)).toEqual([]);
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    const unavailable = outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const o of unavailable) {
      expect(o.body).toMatchObject({ code: 503, succeed: false });
      expect(o.body?.msg).toContain(OPS_TEXT.databaseDown);
      expect(o.body?.requestId).toMatch(/\w+/);
      expect(o.at).toBeGreaterThanOrEqual(downAt - 1_000);
    }
    // Every 200 is a success; the writes acknowledged before, during and after are stored once.
    expect(outcomes.filter((o) => o.status === 200 && o.body?.code !== 200)).toEqual([]);
    expect(acknowledged(outcomes.filter((o) => o.at > upAt)).length).toBeGreaterThanOrEqual(10);
    const stored = await storedCounts('R');
    for (const code of acknowledged(outcomes)) expect(stored.get(code), `acknowledged write ${code}`).toBe(1);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
    expect((await fetch(`${p.baseUrl}/readyz`)).status).toBe(200);
    expect(isRunning(p)).toBe(true);

    // What a scraper on the metrics port saw of it: the requests by status, the pool.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/zp_http_request_duration_seconds_count\{[^}]*status="503"[^}]*\} [1-9]/);
    expect(metrics).toMatch(/zp_db_pool_connections\{state="total"\} \d+/);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  }, 90_000);
});

/** A small file system for the uploads, when this process may mount one (root, outside a locked-down container). */
function smallVolume(): string | null {
  if (process.getuid?.() !== 0) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

const volume = smallVolume();

describe.skipIf(!volume)(`uploads to a full disk${volume ? '' : ' (skipped: cannot mount a small file system here)'}`, () => {
  let s: TestServer;
  let token: string;

  beforeAll(async () => {
    s = await startTestServer({ filesDir: volume as string });
    token = await s.signIn('admin');
    // The demo world's files are there now; a filler leaves 200 KB free.
    const { bavail, bsize } = fs.statfsSync(volume as string);
    fs.writeFileSync(path.join(volume as string, 'filler'), Buffer.alloc(bavail * bsize - 200 * 1024));
  });

  afterAll(async () => {
    await s?.close();
    execFileSync('umount', [volume as string]);
    fs.rmSync(volume as string, { recursive: true, force: true });
  });

  const fileRows = async () => (await s.database.db.select({ n: count() }).from(fileBaseInfo))[0].n;
  const filesOnDisk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOnDisk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

  const upload = (name: string, bytes: Buffer) => {
    const boundary = 'zpfullboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload', token, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };
  const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 'x')]);

  it('a file larger than the space left is refused in words, leaving neither a part of it nor a row; a smaller one is then kept', async () => {
    const rowsBefore = await fileRows();
    const filesBefore = filesOnDisk(volume as string);
    const r = await upload('too-big.pdf', pdf(400 * 1024));
    expect(r.body).toMatchObject({ code: 500, msg: UPLOAD_MSG.storageFull });
    expect(filesOnDisk(volume as string)).toEqual(filesBefore);
    expect(await fileRows()).toBe(rowsBefore);

    const small = await upload('small.pdf', pdf(10 * 1024));
    expect(small.body.code, small.body.msg).toBe(200);
    expect(filesOnDisk(volume as string)).toHaveLength(filesBefore.length + 1);
    expect(await fileRows()).toBe(rowsBefore + 1);
  });
});
