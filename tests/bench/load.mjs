/**
 * Load: how many people working at once two server processes on one PostgreSQL serve on this
 * machine, at what latency, and where it bends. A throw-away PostgreSQL cluster, the demo world
 * seeded into it, two real server processes (`server/main.ts`) on it, and virtual users spread over
 * both as a load balancer would, each signing in as a person of the demo world and then working
 * as that role does, with a think time between steps:
 *
 *   enterprise   待办, its product list filtered by name, one of its products, a review move
 *                (撤回 / 提交审核 of a product waiting for review: one product per user, so moves
 *                never collide), a small upload
 *   management   待办, the application list filtered by type, one application, 申报统计's table,
 *                the wall's overview
 *   institution  待办, the application list, the supervision task list, one application
 *
 * For each number of users it prints, per kind of call, calls, errors, p50/p95/p99 and the
 * throughput; then the number of users at which the p95 of all calls is twice the first level's.
 * An error is anything but HTTP 200 with body code 200. The bench plays the balancer: each user
 * has an address of its own in X-Forwarded-For (ZP_TRUST_PROXY=127.0.0.1), which the sign-in guard
 * counts by; the public calls' rate limits are off. Never fails on slowness.
 *
 * Run: node --import tsx tests/bench/load.mjs   (or npm run bench -- load)
 * Env: BENCH_USERS (default 10,25,50,100,200) the levels; BENCH_SECONDS (default 60) measured per
 *      level, after every user has signed in; BENCH_THINK_MS (default 1000) the mean think time;
 *      ZP_SEED_SCALE (default 1).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { freePort, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed/index.ts';
import { PRODUCT_REVIEW } from '../../src/domain/codes.ts';
import { RESOURCES } from '../../src/domain/resources/index.ts';
import { todoCalls } from '../../src/domain/calls/todo.ts';
import { SCREEN_API } from '../../src/domain/screenPaths.ts';
import { STAT_API } from '../../src/domain/stats.ts';
import { productReviewFlow } from '../../src/domain/workflows/productReview.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LEVELS = (process.env.BENCH_USERS ?? '10,25,50,100,200').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const SCALE = Number(process.env.ZP_SEED_SCALE ?? 1);
/** Users sign in over this long before a level's measured window opens (not all in one instant). */
const RAMP_MS = 10_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));
const tmp = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

// ── who works ───────────────────────────────────────────────────────────────────────────────────
/**
 * The demo world's people by role. Enterprise users come first as the admins of products waiting
 * for review or failed in it, one entry per product (the product is moved by that user alone),
 * then the other enterprise admins.
 */
async function peopleOf(database) {
  const { rows } = await database.db.execute(sql`
    select u.username, r.code as role, u.org_id from sys_user u
      join sys_user_role ur on ur.user_id = u.id join sys_role r on r.id = ur.role_id
     where u.status = 0 and not u.disabled and r.code in ('R_ORG_ADMIN', 'R_MNG_USER', 'R_UNIT_ADMIN', 'R_UNIT_USER') order by u.id`);
  const movable = (await database.db.execute(sql`
    select id, org_id, review_status from zp_product where review_status in (${PRODUCT_REVIEW.pending}, ${PRODUCT_REVIEW.failed}) order by id`)).rows;
  const of = (roles) => rows.filter((r) => roles.includes(r.role));
  const admins = of(['R_ORG_ADMIN']);
  const adminOf = new Map(admins.map((a) => [a.org_id, a.username]));
  const withProduct = movable
    .filter((p) => adminOf.has(p.org_id))
    .map((p) => ({ username: adminOf.get(p.org_id), product: p.id, pending: p.review_status === PRODUCT_REVIEW.pending }));
  console.log(`${withProduct.length} products for review moves (waiting for review or failed), ${admins.length} enterprise admins`);
  return {
    enterprise: [...withProduct, ...admins.map((a) => ({ username: a.username }))],
    management: of(['R_MNG_USER']),
    institution: of(['R_UNIT_ADMIN', 'R_UNIT_USER']),
  };
}

/** Users for a level: four in ten enterprises, three management, three institutions; each product moved by one user only. */
function cast(users, people) {
  const cast = [];
  const next = { enterprise: 0, management: 0, institution: 0 };
  for (let i = 0; i < users; i++) {
    const slot = i % 10;
    const role = slot < 4 ? 'enterprise' : slot < 7 ? 'management' : 'institution';
    const pool = people[role];
    const k = next[role]++;
    // Past the end of the list, the people again, without products: a product has one mover.
    const person = pool[k % pool.length];
    // A product's entry keeps its review state from one level to the next.
    // Each user at an address of its own, as the balancer (ZP_TRUST_PROXY) forwards it: the sign-in guard counts by address.
    cast.push({ role, username: person.username, address: `10.${((i + 1) >> 16) & 255}.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`, mover: k < pool.length && person.product !== undefined ? person : undefined });
  }
  return cast;
}

// ── the calls ───────────────────────────────────────────────────────────────────────────────────
/** One call on the next process; its kind, time and whether it succeeded are recorded. */
async function call(record, kind, method, url, { token, json, body, from, headers = {} } = {}) {
  const server = servers[turn++ % servers.length];
  const started = performance.now();
  let ok = false;
  let data;
  try {
    const res = await fetch(server.baseUrl + url, {
      method,
      headers: { ...(token ? { 'x-token': token } : {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }), 'x-forwarded-for': from, ...headers },
      body: json === undefined ? body : JSON.stringify(json),
      signal: AbortSignal.timeout(30_000),
    });
    const envelope = await res.json().catch(() => null);
    ok = res.status === 200 && envelope?.code === 200;
    data = envelope?.data;
    if (!ok && record.firstErrors.length < 5) record.firstErrors.push(`${kind}: HTTP ${res.status} ${envelope?.msg ?? ''}`);
  } catch (e) {
    if (record.firstErrors.length < 5) record.firstErrors.push(`${kind}: ${e.message}`);
  }
  if (record.measuring || kind === 'sign in') {
    const k = (record.kinds[kind] ??= { times: [], errors: 0 });
    k.times.push(performance.now() - started);
    if (!ok) k.errors++;
  }
  return ok ? data : undefined;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(8 * 1024, 'x'), Buffer.from('\n%%EOF\n')]);
const upload = () => {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), '检验报告.pdf');
  return form;
};

/** One person's steps, over and over until `until`. */
async function work(person, record, until) {
  const from = person.address;
  const token = (await call(record, 'sign in', 'POST', '/login', { from, json: { username: person.username, password: DEMO_PASSWORD, code: '', uuid: '' } }))?.token;
  if (!token) return;
  const as = { token, from };
  const product = RESOURCES.product.prefix;
  const evaluation = RESOURCES.evaluation.prefix;
  const ids = { product: undefined, evaluation: undefined };
  /** A row of the page just read, for the next record step (the one before when the page was empty). */
  const pick = (page, kept) => page?.content?.[Math.floor(Math.random() * page.content.length)]?.id ?? kept;
  const steps = {
    enterprise: [
      () => call(record, '待办', todoCalls.list.method, todoCalls.list.path.replace(':type', 'all'), as),
      async () => {
        const page = await call(record, 'list page', 'POST', `${product}/page?page.size=10&search.name_like=${encodeURIComponent('米')}`, as);
        ids.product = pick(page, ids.product);
      },
      () => (person.mover?.product ?? ids.product) && call(record, 'record', 'GET', `${product}/${person.mover?.product ?? ids.product}`, as),
      async () => {
        const mover = person.mover;
        if (!mover) return;
        // 撤回 and 提交审核 by turns (a failed product is submitted first): the product is this user's alone.
        const action = mover.pending ? 'withdraw' : 'submit';
        if (await call(record, 'move', 'POST', `${productReviewFlow.path}/move`, { ...as, json: { id: mover.product, action, opinion: null } })) mover.pending = !mover.pending;
      },
      () => call(record, 'upload', 'POST', '/api/file/upload', { ...as, body: upload() }),
    ],
    management: [
      () => call(record, '待办', todoCalls.list.method, todoCalls.list.path.replace(':type', 'all'), as),
      async () => {
        const page = await call(record, 'list page', 'POST', `${evaluation}/page?page.size=10&search.evalType_eq=1`, as);
        ids.evaluation = pick(page, ids.evaluation);
      },
      () => ids.evaluation && call(record, 'record', 'GET', `${evaluation}/${ids.evaluation}`, as),
      () => call(record, 'statistics', 'POST', STAT_API.table('declare'), { ...as, json: {} }),
      () => call(record, 'wall', 'GET', SCREEN_API.overview, as),
    ],
    institution: [
      () => call(record, '待办', todoCalls.list.method, todoCalls.list.path.replace(':type', 'all'), as),
      async () => {
        const page = await call(record, 'list page', 'POST', `${evaluation}/page?page.size=10`, as);
        ids.evaluation = pick(page, ids.evaluation);
      },
      () => call(record, 'list page', 'POST', `${RESOURCES.jdTask.prefix}/page?page.size=10`, as),
      () => ids.evaluation && call(record, 'record', 'GET', `${evaluation}/${ids.evaluation}`, as),
    ],
  }[person.role];
  for (let i = 0; Date.now() < until; i++) {
    await think();
    await steps[i % steps.length]();
  }
}

/** CPU seconds a process has used so far (user + system, from /proc; 0 where there is none). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
const cpuNow = () => ({ servers: servers.map((s) => cpuSeconds(s.child.pid)), bench: process.cpuUsage() });

async function runLevel(users, people) {
  const record = { kinds: {}, measuring: false, firstErrors: [] };
  const team = cast(users, people);
  const windowStart = Date.now() + RAMP_MS + THINK_MS * 2;
  const until = windowStart + SECONDS * 1000;
  // Sign-ins are spread over the ramp; the window opens once everyone works.
  const running = Promise.all(team.map((person, i) => sleep((RAMP_MS * i) / users).then(() => work(person, record, until))));
  // A user that fails fails the level, after the wait below.
  running.catch(() => undefined);
  await sleep(windowStart - Date.now());
  record.measuring = true;
  const cpuAtStart = cpuNow();
  await running;
  record.measuring = false;
  record.seconds = (Date.now() - windowStart) / 1000;
  // Share of one core each server process, and this bench's own client, used in the window.
  const cpuAtEnd = cpuNow();
  const client = process.cpuUsage(cpuAtStart.bench);
  record.cpu = {
    servers: cpuAtEnd.servers.map((c, i) => (c - cpuAtStart.servers[i]) / record.seconds),
    bench: (client.user + client.system) / 1e6 / record.seconds,
  };
  return record;
}

// ── figures ─────────────────────────────────────────────────────────────────────────────────────
const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const ms = (v) => (Number.isNaN(v) ? '      -' : `${v.toFixed(0)} ms`.padStart(7));

function overall(record) {
  const all = Object.values(record.kinds).flatMap((k) => k.times).sort((a, b) => a - b);
  const errors = Object.values(record.kinds).reduce((n, k) => n + k.errors, 0);
  return { rate: all.length / record.seconds, errors, p50: quantile(all, 0.5), p95: quantile(all, 0.95), p99: quantile(all, 0.99) };
}

function printLevel(users, record) {
  const o = overall(record);
  const cores = (x) => `${(x * 100).toFixed(0)}%`;
  console.log(`── ${users} users: ${o.rate.toFixed(1)} calls/s over ${record.seconds.toFixed(0)} s, ${o.errors} errors; CPU (of one core): servers ${record.cpu.servers.map(cores).join(' + ')}, the bench's client ${cores(record.cpu.bench)} (${os.cpus().length} cores)`);
  console.log('   kind          calls  errors     p50     p95     p99');
  for (const [kind, k] of Object.entries(record.kinds).sort()) {
    const t = k.times.sort((a, b) => a - b);
    console.log(`   ${kind.padEnd(12)} ${String(t.length).padStart(6)} ${String(k.errors).padStart(7)} ${ms(quantile(t, 0.5))} ${ms(quantile(t, 0.95))} ${ms(quantile(t, 0.99))}`);
  }
  for (const e of record.firstErrors) console.log(`   error: ${e}`);
}

// ── processes ───────────────────────────────────────────────────────────────────────────────────
async function launch(name, databaseUrl, filesDir) {
  const port = await freePort();
  const dataDir = tmp(`zp-load-${name}-`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ZP_FILES_DIR: filesDir,
      ZP_SEED: 'off',
      ZP_CAPTCHA: 'off',
      ZP_RATE_LIMIT: 'off',
      ZP_CERT_JOB: 'off',
      ZP_TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  return { name, child, baseUrl: `http://127.0.0.1:${port}` };
}

async function ready(server) {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${server.baseUrl}/readyz`).then((r) => r.status, () => 0)) === 200) return;
    await sleep(200);
  }
  throw new Error(`server ${server.name} did not become ready`);
}

// ── the database and the two processes ──────────────────────────────────────────────────────────
const servers = [];
let turn = 0;

async function main() {
  const cluster = await startPostgresCluster({ max_connections: 100 });
  if (!cluster.url) {
    console.error(`load bench: no PostgreSQL (${cluster.failed ?? 'apt-get install postgresql'})`);
    process.exit(1);
  }
  let cleaned = false;
  const cleanUp = () => {
    if (cleaned) return;
    cleaned = true;
    for (const s of servers) {
      try {
        process.kill(-s.child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    cluster.remove();
  };
  process.on('SIGINT', () => process.exit(130));
  // However the bench ends, the processes and the cluster go with it.
  process.on('exit', cleanUp);

  try {
    cluster.createDatabase('zp_load');
    const databaseUrl = cluster.url('zp_load');
    const filesDir = tmp('zp-load-files-');
    const t0 = Date.now();
    const database = await openDatabase({ databaseUrl, dataDir: tmp('zp-load-seed-'), memory: false });
    await seedIfEmpty(database.db, { ...loadConfig({ ZP_SEED_SCALE: String(SCALE) }), filesDir });
    console.log(`demo world seeded at scale ${SCALE} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const people = await peopleOf(database);
    await database.close();

    for (const name of ['A', 'B']) servers.push(await launch(name, databaseUrl, filesDir));
    await Promise.all(servers.map(ready));
    console.log(`two server processes on one PostgreSQL: ${servers.map((s) => s.baseUrl).join(', ')}; think time ${THINK_MS} ms (mean), ${SECONDS} s measured per level\n`);

    const summary = [];
    for (const users of LEVELS) {
      const result = await runLevel(users, people);
      printLevel(users, result);
      summary.push({ users, ...overall(result) });
    }
    console.log('\nall calls by number of users:');
    console.log('users  calls/s  errors     p50     p95     p99');
    for (const s of summary) console.log(`${String(s.users).padStart(5)} ${s.rate.toFixed(1).padStart(8)} ${String(s.errors).padStart(7)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)}`);
    const base = summary[0];
    const bend = summary.find((s) => s.p95 >= 2 * base.p95);
    console.log(bend ? `p95 doubles (from ${base.p95.toFixed(0)} ms at ${base.users} users) at ${bend.users} users: ${bend.p95.toFixed(0)} ms` : `p95 did not double up to ${summary.at(-1).users} users (from ${base.p95.toFixed(0)} ms at ${base.users})`);
  } finally {
    cleanUp();
  }
}

await main();
