/**
 * Page-query benchmark (ARCHITECTURE.md §8: a page query over 100 000 rows in the embedded
 * database, p95 at most 50 ms). Prints figures only, no pass/fail: timings depend on the machine.
 *
 * Run: npx tsx tests/bench/page-query.mjs   (tsx because it imports the server's TypeScript)
 * Env: ZP_SEED_SCALE (default 8) - the seed's scale; BENCH_ROWS (default 100000) - the rows the
 *      products and log tables are topped up to; BENCH_QUERIES (default 200) per route.
 *
 * There is no products page route (yet), so after topping zp_product up to 100 000 rows (the seed
 * caps products, and a smaller scale seeds in seconds) it times the page routes that read big
 * tables: /api/syslog/page over 100 000 log rows, plus /api/sysorg/page and /api/sysuser/page.
 * An on-disk PGlite in a temp dir, not memory, as the running server uses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { proCategory, sysLog, sysOrg, zpProduct } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed/index.ts';

const SCALE = Number(process.env.ZP_SEED_SCALE ?? 8);
const TARGET_ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const BATCH = 1000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-bench-'));
const config = loadConfig({ ZP_CAPTCHA: 'off', ZP_CERT_JOB: 'off', LOG_LEVEL: 'silent', ZP_SEED_SCALE: String(SCALE) }, { memory: false, dataDir, distDir: '/nonexistent' });

const t0 = Date.now();
const database = await openDatabase(config);
const { db } = database;
await seedIfEmpty(db, config);
console.log(`seeded at scale ${SCALE} in ${Date.now() - t0} ms`);

const rowsOf = async (table) => Number((await db.select({ n: count() }).from(table))[0].n);

/** Inserts `make(i)` rows in multi-row batches until the table holds `target` rows. */
async function topUp(table, target, make) {
  const have = await rowsOf(table);
  for (let i = have; i < target; i += BATCH) {
    const n = Math.min(BATCH, target - i);
    await db.insert(table).values(Array.from({ length: n }, (_, k) => make(i + k)));
  }
  return rowsOf(table);
}

const t1 = Date.now();
const orgIds = (await db.select({ id: sysOrg.id }).from(sysOrg)).map((r) => r.id);
const categories = await db.select({ id: proCategory.id, type: proCategory.productType }).from(proCategory);
const NAMES = ['菜心', '清远鸡', '南美白对虾', '丝苗米', '鲜牛奶', '砂糖橘', '草鱼', '压榨花生油'];
const products = await topUp(zpProduct, TARGET_ROWS, (i) => {
  const c = categories[i % categories.length];
  return { orgId: orgIds[i % orgIds.length], name: `${NAMES[i % NAMES.length]}${i}`, categoryId: c.id, productType: c.type ?? '0', spec: '500', reviewStatus: i % 3 };
});
const OPS = ['INSERT', 'UPDATE', 'DELETE', 'GRANT', 'EXPORT'];
const RESOURCES = ['user', 'org', 'file', 'category', 'dic', 'menu'];
const logs = await topUp(sysLog, TARGET_ROWS, (i) => ({
  userId: 1 + (i % 50),
  username: `user${i % 50}`,
  orgId: orgIds[i % orgIds.length],
  op: OPS[i % OPS.length],
  resource: RESOURCES[i % RESOURCES.length],
  recordId: String(i),
  detail: `{"bench":${i}}`,
  ip: '127.0.0.1',
  // Spread over a year so date-range filters select a real share of the rows.
  createTime: new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000 + (i % 86_400) * 1000),
}));
console.log(`rows: zp_product ${products}, sys_log ${logs}, sys_org ${orgIds.length} (topped up in ${Date.now() - t1} ms)`);

const app = await buildApp(db, config, { logger: false });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/login', payload: { username: 'admin', password: DEMO_PASSWORD, code: '', uuid: '' } });
const token = login.json().data?.token;
if (!token) throw new Error(`admin sign-in failed: ${login.body.slice(0, 200)}`);

/** Deterministic variety: page numbers and filters cycle with the query's index. */
const SIZES = [10, 20, 50, 100];
const payloads = {
  '/api/syslog/page': (i) => ({
    'page.pn': 1 + ((i * 37) % 200),
    'page.size': SIZES[i % SIZES.length],
    ...[{}, { 'search.op_eq': OPS[i % OPS.length] }, { 'search.resource_eq': RESOURCES[i % RESOURCES.length] }, { 'search.username_like': `user${i % 10}` }, { 'search.createTime_gte': '2026-03-01 00:00:00', 'search.createTime_lte': '2026-06-30 23:59:59' }][i % 5],
  }),
  '/api/sysorg/page': (i) => ({
    'page.pn': 1 + (i % 5),
    'page.size': SIZES[i % SIZES.length],
    ...[{}, { 'search.name_like': '深圳' }, { 'search.type_like': '3' }, { 'search.name_like': '农', 'search.type_like': '3' }][i % 4],
  }),
  '/api/sysuser/page': (i) => ({
    'page.pn': 1 + (i % 3),
    'page.size': SIZES[i % SIZES.length],
    ...[{}, { 'search.name_like': '张' }, { 'search.username_like': 'u0' }][i % 3],
  }),
};

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

for (const [url, payload] of Object.entries(payloads)) {
  // A few untimed calls first, so the first-query costs (plans, caches, JIT) do not skew p95.
  for (let i = 0; i < 5; i++) await app.inject({ method: 'POST', url, payload: payload(i), headers: { 'x-token': token } });
  const times = [];
  /** Times by filter set, so a slow filter shows itself instead of hiding in the p95. */
  const byFilter = new Map();
  let failures = 0;
  for (let i = 0; i < QUERIES; i++) {
    const body = payload(i);
    const start = performance.now();
    const res = await app.inject({ method: 'POST', url, payload: body, headers: { 'x-token': token } });
    const ms = performance.now() - start;
    times.push(ms);
    const key = Object.keys(body).filter((k) => k.startsWith('search.')).join('+') || '(no filter)';
    byFilter.set(key, [...(byFilter.get(key) ?? []), ms]);
    if (res.json().code !== 200) failures++;
  }
  times.sort((a, b) => a - b);
  const f = (ms) => ms.toFixed(1);
  console.log(`${url.padEnd(18)} n=${QUERIES} p50=${f(pct(times, 50))} ms p95=${f(pct(times, 95))} ms max=${f(times[times.length - 1])} ms${failures ? ` (${failures} non-200 replies)` : ''}`);
  for (const [key, list] of byFilter) {
    list.sort((a, b) => a - b);
    console.log(`  ${key.padEnd(48)} n=${list.length} p50=${f(pct(list, 50))} ms p95=${f(pct(list, 95))} ms`);
  }
}

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
