/**
 * Durability of the embedded database, through the REAL server process (not inject): a record
 * written through the API survives the process being killed with SIGKILL, the restarted server
 * takes over the dead process's lock file, and a second server on a live data directory refuses
 * to start with a clear message instead of corrupting it.
 *
 * This is about PGlite under DATA_DIR, so it is skipped in the run against a real PostgreSQL
 * (ZP_TEST_PG_URL), where durability is the database server's job.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../harness';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEMO_PASSWORD = 'Demo#2026';
const START_TIMEOUT_MS = 90_000;

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `server/main.ts` as its own process (node + tsx loader, so the pid is the server's). */
async function launch(dataDir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ZP_CAPTCHA: 'off',
      ZP_DIST_DIR: path.join(dataDir, 'no-dist'),
      LOG_LEVEL: 'warn',
    },
  });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Waits until the server answers HTTP, or fails with its output if it exits or takes too long. */
async function ready(server: Running): Promise<Running> {
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void server.exited.then((e) => (exit = e));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`server exited early (${JSON.stringify(exit)}):\n${server.output()}`);
    try {
      await fetch(`${server.baseUrl}/api/`, { signal: AbortSignal.timeout(2_000) });
      return server;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not answer within ${START_TIMEOUT_MS} ms:\n${server.output()}`);
}

async function call<T = unknown>(server: Running, method: string, url: string, opts: { token?: string; body?: unknown } = {}) {
  const res = await fetch(server.baseUrl + url, {
    method,
    headers: { ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(opts.token ? { 'x-token': opts.token } : {}) },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  return { status: res.status, body };
}

async function signIn(server: Running): Promise<string> {
  const r = await call<{ token: string }>(server, 'POST', '/login', { body: { username: 'admin', password: DEMO_PASSWORD, code: '', uuid: '' } });
  expect(r.body.code, `sign-in as admin: ${r.body.msg}`).toBe(200);
  expect(typeof r.body.data.token).toBe('string');
  return r.body.data.token;
}

async function findDurableDic(server: Running, token: string) {
  const r = await call<{ content: Array<{ id: number; code: string; name: string }>; totalElements: number }>(
    server,
    'POST',
    '/api/sysdic/page?page.pn=1&page.size=10&search.code_eq=DURABLE_TEST',
    { token },
  );
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data.content;
}

async function stop(server: Running): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  await server.exited;
  clearTimeout(timer);
}

describe.skipIf(!!process.env.ZP_TEST_PG_URL)('embedded database durability (real server process)', () => {
  let dataDir = '';
  let lockFile = '';
  const started: Running[] = [];

  // Created here rather than at collection, so a skipped run leaves nothing behind.
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-durable-'));
    lockFile = path.join(dataDir, 'server.lock');
  });

  afterAll(async () => {
    for (const s of started) await stop(s);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a record written before SIGKILL, and the restarted server takes over the dead lock', { timeout: 300_000 }, async () => {
    const first = await ready(await launch(dataDir));
    started.push(first);
    const token = await signIn(first);

    const created = await call<{ id: number }>(first, 'PUT', '/api/sysdic', { token, body: { code: 'DURABLE_TEST', name: '持久化测试' } });
    expect(created.body.code, created.body.msg).toBe(200);
    expect(await findDurableDic(first, token)).toHaveLength(1);

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    // The dead process could not clean up: its lock file is still there, naming it.
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));

    const second = await ready(await launch(dataDir));
    started.push(second);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(second.child.pid));
    const token2 = await signIn(second);
    const rows = await findDurableDic(second, token2);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ code: 'DURABLE_TEST', name: '持久化测试' });
    // Sessions live in the database too: the token issued before the crash still works.
    expect((await findDurableDic(second, token)).map((r) => r.code)).toEqual(['DURABLE_TEST']);
  });

  it('refuses a second server on a data directory in use, with a clear message, and leaves the first one working', { timeout: 180_000 }, async () => {
    const live = started.at(-1) ?? (await ready(await launch(dataDir)));
    if (!started.includes(live)) started.push(live);
    expect(live.child.exitCode).toBeNull();

    const intruder = await launch(dataDir);
    const timer = setTimeout(() => intruder.child.kill('SIGKILL'), START_TIMEOUT_MS);
    const { code } = await intruder.exited;
    clearTimeout(timer);
    expect(code, intruder.output()).not.toBe(0);
    expect(code).not.toBeNull();
    expect(intruder.output()).toContain(`数据目录 ${dataDir} 正被另一个服务进程 (pid ${live.child.pid}) 使用`);

    // The refused process left the lock and the data alone.
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(live.child.pid));
    const token = await signIn(live);
    expect(await findDurableDic(live, token)).toHaveLength(1);
  });

  it('a clean stop (SIGTERM) releases the lock file', { timeout: 60_000 }, async () => {
    const live = started.at(-1);
    expect(live).toBeDefined();
    await stop(live!);
    expect((await live!.exited).code).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
