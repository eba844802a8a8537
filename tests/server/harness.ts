/**
 * Server test harness: a fresh database per test file (in-memory PGlite, or a scratch database on
 * the PostgreSQL server named by ZP_TEST_PG_URL), migrated and seeded, and the app built without
 * a port. `signIn` returns a token for a demo account; `as(user)` calls as that account (signed in
 * once per test server) and returns the envelope. The certificates' daily job is off
 * (ZP_CERT_JOB), so nothing changes certificates or sends messages behind a test's back; its tests
 * run it themselves. Replies are checked against their contracts (ZP_CHECK_REPLIES): one that
 * does not match is a 500, and the server's close reports every such reply.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { sysMenu, sysOrg, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../server/db/schema';
import { issueToken } from '../../server/http/auth';
import { replyDrifts } from '../../server/http/contract';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed';
import { TEST_ENV } from './seeded-snapshot';

/** The response envelope {code, msg, data}. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls as one signed-in user: each answers the parsed envelope. */
export interface Caller {
  get<T = unknown>(url: string): Promise<Envelope<T>>;
  post<T = unknown>(url: string, payload?: InjectOptions['payload']): Promise<Envelope<T>>;
  put<T = unknown>(url: string, payload?: InjectOptions['payload']): Promise<Envelope<T>>;
  delete<T = unknown>(url: string, payload?: InjectOptions['payload']): Promise<Envelope<T>>;
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** JSON call; returns the parsed envelope. */
  call<T = unknown>(opts: InjectOptions & { token?: string }): Promise<{ status: number; body: { code: number; msg: string; data: T }; headers: Record<string, unknown> }>;
  signIn(username: string, password?: string): Promise<string>;
  /** Calls as a demo account (password DEMO_PASSWORD), signed in on its first call only. */
  as(username: string): Caller;
  close(): Promise<void>;
}

interface Scratch {
  readonly url: string;
  readonly drop: () => Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `baseUrl` (ZP_TEST_PG_URL), empty or a copy of
 * `template`: its URL, and `drop` to remove it.
 */
export async function scratchPostgres(baseUrl: string, template?: string): Promise<Scratch> {
  const { default: pg } = await import('pg');
  // Named after the template, so the run's teardown finds the copies left over.
  const name = `${template ? `${template}_copy` : 'zp_test'}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      // Let closing connections finish before dropping; force only as a last resort.
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`drop database if exists ${name}${attempt >= 20 ? ' with (force)' : ''}`);
          break;
        } catch (e) {
          if (attempt >= 20) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await c.end();
    },
  };
}

/**
 * A copy of the seeded template for this worker's next test server, begun as soon as the last one
 * was taken: making one takes about a second, most of it PostgreSQL waiting rather than working,
 * so it is made while the worker's current file runs. (A worker's files share this module.) The
 * last one made is dropped with the template by the run's teardown.
 */
let spare: { template: string; made: Promise<Scratch> } | null = null;

function seededScratch(pgBase: string, template: string): Promise<Scratch> {
  const made = spare?.template === template ? spare.made : scratchPostgres(pgBase, template);
  const next = scratchPostgres(pgBase, template);
  // A failure is the next caller's to see; unawaited, it must not end the run as unhandled.
  next.catch(() => undefined);
  spare = { template, made: next };
  return made;
}

/**
 * The seeded files under `to` as hard links (a test adds and removes files, never rewrites one):
 * a copy of the demo world's files took half a second per test file. Copied where links cannot be made.
 */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const pgBase = process.env.ZP_TEST_PG_URL;
  // The demo world seeded once by the global setup, unless this test wants another scale.
  const seeded = overrides.seedScale === undefined ? inject('seededSnapshot') : undefined;
  const scratch = pgBase ? await (seeded?.template ? seededScratch(pgBase, seeded.template) : scratchPostgres(pgBase)) : null;
  const config = loadConfig(TEST_ENV, { memory: !scratch, databaseUrl: scratch?.url, distDir: '/nonexistent', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'zp-test-')), ...overrides });
  const loadDataDir = !scratch && seeded?.dataDirTar ? new Blob([fs.readFileSync(seeded.dataDirTar)]) : undefined;
  const database = await openDatabase(config, { loadDataDir });
  if (seeded && (scratch || loadDataDir)) linkTree(seeded.filesDir, config.filesDir);
  await seedIfEmpty(database.db, config);
  const app = await buildApp(database.db, config, { logger: false });
  await app.ready();
  const call: TestServer['call'] = async (opts) => {
    const { token, ...rest } = opts;
    const res = await app.inject({ ...rest, headers: { ...(rest.headers ?? {}), ...(token ? { 'x-token': token } : {}) } });
    let body: { code: number; msg: string; data: never };
    try {
      body = res.json();
    } catch {
      body = { code: -1, msg: res.body.slice(0, 200), data: undefined as never };
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
  const signIn = async (username: string, password = DEMO_PASSWORD) => {
    const r = await call<{ token: string }>({ method: 'POST', url: '/login', payload: { username, password, code: '', uuid: '' } });
    if (r.body.code !== 200) throw new Error(`sign-in of ${username} failed: ${r.body.msg}`);
    return r.body.data.token;
  };
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (username: string) => {
    let token = tokens.get(username);
    if (!token) tokens.set(username, (token = signIn(username)));
    return token;
  };
  const as = (username: string): Caller => {
    const send = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: InjectOptions['payload']) =>
      (await call<T>({ method, url, token: await tokenOf(username), ...(payload === undefined ? {} : { payload }) })).body;
    return {
      get: (url) => send('GET', url),
      post: (url, payload) => send('POST', url, payload),
      put: (url, payload) => send('PUT', url, payload),
      delete: (url, payload) => send('DELETE', url, payload),
    };
  };
  return {
    app,
    database,
    config,
    call,
    signIn,
    as,
    async close() {
      await app.close();
      await database.close();
      // Dropped in the background (the run's teardown drops any left): the next file need not wait.
      void scratch?.drop().catch(() => undefined);
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      // A drifted reply fails its own request as a 500; this also fails a file whose test did not look.
      const drifts = replyDrifts(app);
      if (drifts.length) throw new Error(`replies that do not match their contracts:\n${[...new Set(drifts)].join('\n')}`);
    },
  };
}

/** A user of a new organisation of the given type with one role (and that role's permissions), signed in. */
export async function actor(db: Db, username: string, orgType: string, role: string, perms: string[] = []) {
  const [org] = await db.insert(sysOrg).values({ name: `${username}的单位`, type: orgType }).returning({ id: sysOrg.id });
  await db.insert(sysRole).values({ code: role, name: role, tag: 'T' }).onConflictDoNothing();
  const [r] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, role));
  if (perms.length) {
    const [m] = await db.insert(sysMenu).values({ title: `${role}菜单`, opts: perms.join(',') }).returning({ id: sysMenu.id });
    await db.insert(sysRoleMenu).values({ roleId: r.id, menuId: m.id }).onConflictDoNothing();
  }
  const [u] = await db.insert(sysUser).values({ username, name: username, passwordHash: '-', orgId: org.id }).returning({ id: sysUser.id });
  await db.insert(sysUserRole).values({ userId: u.id, roleId: r.id });
  return { token: await issueToken(db, u.id, null), userId: u.id, orgId: org.id };
}

/** A port nobody listens on now (for a test that starts a real server process). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A file as POST /api/file/upload takes it (multipart, field `file`): spread into `call`. */
export function multipartFile(filename: string, bytes: Buffer, mimeType = 'application/pdf') {
  const boundary = '----zpTestUpload';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mimeType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
