/**
 * The fuzz safety net: every route of the route table (server/http/routes.ts), so a route added
 * tomorrow is fuzzed the day it lands, gets bounded, seeded bad input (tests/server/fuzz-inputs.ts)
 * in its path parameters, query, JSON and form bodies, and in other content types, from three
 * callers: no session, the management administrator (every permission, the deepest code paths) and
 * an enterprise administrator. It must never answer 500, never hang, and never change a demo row.
 *
 * ZP_FUZZ_ONLY=<text> fuzzes only the routes whose "METHOD url" contains the text (to reproduce).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../server/http/auth';
import type { RouteEntry } from '../../../server/http/routes';
import { orgTypeHas } from '../../../src/domain/codes';
import { hasPerm } from '../../../src/domain/roles';
import { Random, requestsFor, type CaseBudget, type FuzzRequest } from '../fuzz-inputs';
import { actor, startTestServer, type TestServer } from '../harness';

const SEED = 20_240_601;
const REQUEST_TIMEOUT_MS = 5000;
/** A hung request may hold a lock every later one waits for: stop after this many. */
const MAX_HANGS = 3;

/**
 * Requests per route (the run-time budget: about 18 000 requests in all; the 22 000 it sent before
 * the suite had to fit its 20 minutes found nothing more). The administrator reaches the
 * deepest code; the enterprise the organisation-scoped paths; a caller the route refuses only its
 * parsing before the refusal.
 */
const BUDGET: Record<'admin' | 'enterprise' | 'refused', CaseBudget> = {
  admin: { pathIds: 4, rawQueries: 3, rawBodies: 3, contentTypes: 2, random: 4 },
  enterprise: { pathIds: 2, rawQueries: 2, rawBodies: 2, contentTypes: 1, random: 3 },
  refused: { pathIds: 1, rawQueries: 1, rawBodies: 1, contentTypes: 0, random: 1 },
};

/**
 * Routes that edit the caller's own record where every input is optional, so a request with no
 * invalid field among its bad ones is a legitimate edit. They are fuzzed as stand-ins of the same
 * roles in an organisation made after the snapshot, whose rows may change.
 */
const OWN_RECORD_ROUTES: ReadonlySet<string> = new Set([
  'PUT /api/zporg', // edits the caller's organisation (a partial update: no field is required)
  'POST /api/zporg/cancel', // asks to cancel the caller's organisation (the reason is optional)
  'POST /api/msg/info/readAll', // marks the caller's messages read (the type is optional)
]);

/**
 * Columns left out of the comparison: POST /api/addvcd/sync takes no input and stamps every
 * division with its sync time (the names and parents it refreshes come from the same package as
 * the seed, so they are still compared); POST /api/eval/cert/catalogue/publish takes none either
 * and puts every held certificate not yet published into the next catalogue batch.
 */
const CHANGING_COLUMNS: Readonly<Record<string, readonly string[]>> = { addvcd: ['sync_time'], zp_cert: ['batch_no'] };

/**
 * Tables left out of the before/after comparison, because they change on calls that are right to
 * change them whatever the input: sessions (this test issues its own; the auth hook slides their
 * expiry), captchas and SMS codes (a public call hands out a new one per request), sign-in failure
 * counters and rate-limit counters (bad sign-ins are counted; that is their job), and the operation
 * log (append-only), and the stored figures with the change log that ages them (a read stores a
 * figure and prunes the changes it has counted). Every other table must keep every row it had.
 */
const CHANGING_TABLES: ReadonlySet<string> = new Set(['sys_token', 'sys_captcha', 'sms_outbox', 'login_attempt', 'sys_log', 'stat_figure', 'stat_change']);
/** Name patterns of counters another change may add (sign-in throttling, rate limits). */
const COUNTER_TABLE = /(rate|throttle|attempt|limit)/;

type Caller = 'none' | 'admin' | 'enterprise';

interface Finding {
  readonly caller: Caller;
  readonly request: FuzzRequest;
  readonly status: number;
  readonly code: unknown;
  readonly msg: string;
}

/** Every row of every compared table, as JSON text with a count (a multiset). */
type Snapshot = Map<string, Map<string, number>>;

async function snapshot(server: TestServer): Promise<Snapshot> {
  const { db } = server.database;
  const rowsOf = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = (await rowsOf(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`)).map((r) => String(r.name));
  const out: Snapshot = new Map();
  for (const table of tables) {
    if (CHANGING_TABLES.has(table) || COUNTER_TABLE.test(table)) continue;
    const counts = new Map<string, number>();
    for (const r of await rowsOf(sql`select (to_jsonb(t) - ${`{${(CHANGING_COLUMNS[table] ?? []).join(',')}}`}::text[])::text as row from ${sql.identifier(table)} t`)) {
      const row = String(r.row);
      counts.set(row, (counts.get(row) ?? 0) + 1);
    }
    out.set(table, counts);
  }
  return out;
}

/** Rows per table that `after` has beyond `before` (creates the fuzz got accepted, the stand-ins). */
function addedRows(before: Snapshot, after: Snapshot): string {
  const size = (rows: Map<string, number> | undefined) => [...(rows ?? new Map<string, number>()).values()].reduce((a, b) => a + b, 0);
  return [...after]
    .map(([table, rows]) => [table, size(rows) - size(before.get(table))] as const)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
}

/** Rows of `before` that `after` no longer has (changed or deleted); rows added since are allowed. */
function lostRows(before: Snapshot, after: Snapshot): { table: string; row: string }[] {
  const lost: { table: string; row: string }[] = [];
  for (const [table, rows] of before) {
    const now = after.get(table) ?? new Map<string, number>();
    for (const [row, n] of rows) if ((now.get(row) ?? 0) < n) lost.push({ table, row });
  }
  return lost;
}

const accessOf = (route: RouteEntry) => route.access ?? (route.perm ? 'perm' : 'user');

interface CallerInfo {
  readonly userId: number | null;
  readonly perms: readonly string[];
  readonly management: boolean;
}

/** Does the route let this caller reach its handler (as the auth hook decides from the declared access)? */
function reachesHandler(route: RouteEntry, caller: CallerInfo): boolean {
  const access = accessOf(route);
  if (access === 'public') return true;
  if (caller.userId === null) return false;
  if (access === 'screen') return caller.management;
  if (access === 'perm') return !route.perm || hasPerm(caller.perms, route.perm);
  return true;
}

type Outcome = { kind: 'answer'; status: number; code: unknown; msg: string } | { kind: 'hang' };

async function send(server: TestServer, req: FuzzRequest, token: string | null): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), REQUEST_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([
      server.app.inject({ method: req.method as 'GET', url: req.url, headers: { ...req.headers, ...(token ? { 'x-token': token } : {}) }, payload: req.payload }),
      timeout,
    ]);
    if (res === 'hang') return { kind: 'hang' };
    let code: unknown;
    let msg = '';
    if (String(res.headers['content-type'] ?? '').includes('json')) {
      try {
        const body = res.json() as { code?: unknown; msg?: unknown };
        code = body.code;
        msg = String(body.msg ?? '');
      } catch {
        msg = `(not JSON) ${res.body.slice(0, 120)}`;
      }
    }
    return { kind: 'answer', status: res.statusCode, code, msg };
  } finally {
    clearTimeout(timer);
  }
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length})` : s);

describe('fuzzing every route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers bad input on every route without a 500 or a hang, and changes no demo row', async () => {
    const started = Date.now();
    const only = process.env.ZP_FUZZ_ONLY;
    const routes = server.app.routeTable.filter((r) => !only || `${r.method} ${r.url}`.includes(only));
    expect(routes.length).toBeGreaterThan(0);

    const { db } = server.database;
    const callerOf = async (username: string): Promise<CallerInfo> => {
      const rows = (await db.execute(sql`select id from sys_user where username = ${username}`)) as unknown as { rows: { id: number }[] };
      const userId = Number(rows.rows[0].id);
      const cur = await server.call<{ info: { perms: string; sysAdmin: boolean; sysOrg: { type: string } | null } }>({ method: 'POST', url: '/api/sysuser/cur', token: await issueToken(db, userId, null) });
      const { info } = cur.body.data;
      return { userId, perms: info.perms.split(','), management: info.sysAdmin || orgTypeHas(info.sysOrg?.type, 1) };
    };
    const callers: Record<Caller, CallerInfo> = { none: { userId: null, perms: [], management: false }, admin: await callerOf('admin'), enterprise: await callerOf('enterprise') };

    const before = await snapshot(server);
    // Stand-ins for the own-record routes, made after the snapshot (see OWN_RECORD_ROUTES).
    const standIns: Record<Caller, number | null> = {
      none: null,
      admin: (await actor(db, 'fuzz_admin', '1', 'R_SYS_ADMIN')).userId,
      enterprise: (await actor(db, 'fuzz_enterprise', '3', 'R_ORG_ADMIN')).userId,
    };
    const rnd = new Random(SEED);
    const findings: Finding[] = [];
    let sent = 0;
    let hangs = 0;
    /** Answers by body code (a count of 429s shows how much a rate limit kept from the handlers). */
    const answers = new Map<string, number>();
    fuzzing: for (const route of routes) {
      const ownRecord = OWN_RECORD_ROUTES.has(`${route.method} ${route.url}`);
      for (const caller of ['none', 'admin', 'enterprise'] as const) {
        const info = callers[caller];
        const budget = !reachesHandler(route, info) ? BUDGET.refused : caller === 'enterprise' ? BUDGET.enterprise : BUDGET.admin;
        const requests = requestsFor(route, rnd, budget);
        const userId = ownRecord ? standIns[caller] : info.userId;
        // A fresh session per route, so a route that ends the session (logout) costs the next nothing.
        const token = userId === null ? null : await issueToken(db, userId, null);
        for (const request of requests) {
          const outcome = await send(server, request, token);
          sent++;
          const code = outcome.kind === 'hang' ? 'hang' : outcome.code === undefined ? `HTTP ${outcome.status}` : String(outcome.code);
          answers.set(code, (answers.get(code) ?? 0) + 1);
          if (outcome.kind === 'hang') {
            hangs++;
            findings.push({ caller, request, status: 0, code: undefined, msg: `no answer within ${REQUEST_TIMEOUT_MS} ms` });
            if (hangs >= MAX_HANGS) break fuzzing;
          } else if (outcome.status >= 500 || (typeof outcome.code === 'number' && outcome.code >= 500)) {
            findings.push({ caller, request, status: outcome.status, code: outcome.code, msg: outcome.msg });
          }
        }
      }
    }
    const after = await snapshot(server);
    const lost = lostRows(before, after);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const codes = [...answers].sort(([a], [b]) => a.localeCompare(b)).map(([code, n]) => `${code}: ${n}`).join(', ');
    console.log(`fuzz: new rows (accepted creates and the stand-ins): ${addedRows(before, after) || 'none'}`);
    if (hangs >= MAX_HANGS) console.log(`fuzz: stopped after ${hangs} hangs`);
    console.log(`fuzz: routes fuzzed: ${routes.length}, requests sent: ${sent}, 500s: ${findings.length - hangs}, hangs: ${hangs}, demo rows changed: ${lost.length} (${seconds} s; answers by body code: ${codes})`);
    for (const f of findings) {
      console.log(`  ${f.status === 0 ? 'HANG' : `HTTP ${f.status} code ${String(f.code)}`} [${f.caller}] ${f.request.method} ${clip(f.request.url, 160)} | ${clip(f.request.shape, 200)} | ${clip(f.msg, 160)}`);
    }
    const lostByTable = new Map<string, string[]>();
    for (const l of lost) lostByTable.set(l.table, [...(lostByTable.get(l.table) ?? []), l.row]);
    for (const [table, rows] of lostByTable) {
      console.log(`  ${rows.length} demo row(s) of ${table} changed or deleted, e.g. ${rows.slice(0, 3).map((r) => clip(r, 300)).join(' ; ')}`);
    }
    if (lost.length) console.log('  Find the route with ZP_FUZZ_ONLY; one that edits the caller\'s own record with every input optional belongs in OWN_RECORD_ROUTES.');
    expect(findings.map((f) => `${f.caller} ${f.request.method} ${clip(f.request.url, 100)} ${clip(f.request.shape, 100)}: ${f.msg}`)).toEqual([]);
    expect(lost.map((l) => `${l.table}: ${clip(l.row, 200)}`)).toEqual([]);
  }, 900_000);
});
