#!/usr/bin/env node
/**
 * `npm test`: everything a change must pass (ARCHITECTURE.md §9), in order, stopping at the first
 * failing step:
 *
 *   typecheck   tsc --noEmit                         (typecheck and lint run side by side: each
 *   lint        eslint .                              takes one core)
 *   unit        vitest run --project unit            (jsdom; passes while there are no unit tests)
 *   server      vitest run --project server          (on a throw-away PostgreSQL cluster; on
 *                                                     in-memory PGlite when Debian's postgresql is
 *                                                     not installed; in a zone far from Beijing's)
 *   build       vite build                           (dist/, served to the e2e tests; then the
 *                                                     sign-in page and the shell held to their
 *                                                     script budgets: bundle-size.mjs --check)
 *   stories     vitest run --project storybook       (every story a test, in Chromium; beside it:)
 *   server-embedded  the embedded database's own     (PGlite: its durability, and a breadth of
 *               tests and a breadth of calls          calls and flows; skipped when the server
 *                                                     step already ran on PGlite)
 *   e2e         playwright test                      (Chromium against the real server, on its own
 *                                                     database in the same PostgreSQL cluster when
 *                                                     there is one)
 *
 * `node scripts/test.mjs lint unit` runs only the named steps. The last line is the summary:
 * "N passed, N failed" counting steps.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgresCluster } from './postgres-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Runs a command; resolves to its exit code. Its output is inherited, or, with `buffer`, kept and
 * printed when it ends (for a step run beside another).
 */
function run(command, args, env = {}, buffer = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    running.add(child);
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('error', (e) => {
      console.error(`Could not run ${command}: ${e.message}`);
      resolve(127);
    });
    // 'close' comes after the output's streams have ended, so kept output is printed before the result.
    child.on('close', (code, signal) => {
      running.delete(child);
      if (out.length) process.stdout.write(Buffer.concat(out));
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1));
    });
  });
}
const running = new Set();

/** Cleanups to run however the script ends (a PostgreSQL cluster to stop and delete). */
const cleanups = [];
function cleanUp() {
  while (cleanups.length) {
    try {
      cleanups.pop()();
    } catch (e) {
      console.error(`cleanup failed: ${e.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping.`);
    for (const child of running) child.kill(signal);
    cleanUp();
    process.exit(130);
  });
}

/**
 * The embedded database's own tests (its durability under SIGKILL) and a breadth of calls and flows
 * (every call of the calls document, every flow walked, the SQL-heavy statistics, search, exports and
 * imports), run on PGlite when the whole server project runs on PostgreSQL. The rest of the server
 * tests check rules that do not depend on the database (access, input, messages): once is enough.
 */
const EMBEDDED_DATABASE_TESTS = [
  'db/durability', 'http/spec-calls', 'http/journey-contract', 'jd/jd-flows', 'eval/evaluation', 'cert/cert', 'stats/stats', 'screen/screen',
  'http/search', 'http/export', 'history/history-import', 'seed/jd-seed',
].map((name) => `tests/server/${name}.test.ts`);

/**
 * The zone the server tests run in: twelve hours behind UTC, twenty behind Beijing, so for twenty
 * hours of each day its date is not Beijing's. Every date a person reads is Beijing's whatever the
 * server's zone (src/domain/beijingTime.ts): a document, export or message dated by the process's
 * clock fails here most of the day. The other steps run in the machine's zone.
 */
const SERVER_TEST_ZONE = 'Etc/GMT+12';

/** The server project: on the temporary PostgreSQL cluster when Debian's postgresql is installed, else on PGlite. */
async function serverTests() {
  const cluster = await postgresCluster();
  const env = { TZ: SERVER_TEST_ZONE };
  if (cluster.missing) {
    console.log('PostgreSQL is not installed (apt-get install postgresql): the server tests run on embedded PGlite.');
    serverRanEmbedded = true;
    const code = await run(bin('vitest'), ['run', '--project', 'server'], env);
    return code === 0 ? {} : { failed: `exit code ${code}` };
  }
  if (cluster.failed) return cluster;
  const code = await run(bin('vitest'), ['run', '--project', 'server'], { ...env, ZP_TEST_PG_URL: cluster.url('postgres') });
  return code === 0 ? {} : { failed: `exit code ${code}` };
}
let serverRanEmbedded = false;

async function embeddedDatabaseTests() {
  if (serverRanEmbedded) return { skipped: 'the server step ran every server test on PGlite' };
  return command(bin('vitest'), ['run', '--project', 'server', ...EMBEDDED_DATABASE_TESTS])();
}

/**
 * The e2e tests: their server on a database of its own in the temporary PostgreSQL cluster when
 * there is one (native PostgreSQL takes about half the server's CPU that PGlite's WebAssembly
 * does, and the browsers need every core they can get); on the embedded database without one.
 * The embedded database's own e2e is the wall's restart (screen-restart.spec), and the
 * server-embedded step walks the calls and flows on it.
 */
async function e2eTests() {
  const cluster = await postgresCluster();
  if (cluster.failed) return cluster;
  let env = {};
  if (!cluster.missing) {
    const created = cluster.createDatabase('zp_e2e');
    if (!created.ok) return { failed: `createdb zp_e2e failed:\n${created.out}` };
    env = { ZP_E2E_DATABASE_URL: cluster.url('zp_e2e') };
  }
  const code = await run(bin('playwright'), ['test'], env);
  return code === 0 ? {} : { failed: `exit code ${code}` };
}

/**
 * A temporary PostgreSQL cluster for the run, started on first use and stopped and deleted when
 * the script ends: initdb as the postgres user when run as root (initdb refuses root), on
 * 127.0.0.1 and a free port with trust auth and no durability (a throw-away). `{ missing }`
 * without Debian's postgresql, `{ failed }` when it would not start.
 */
function postgresCluster() {
  clusterStarted ??= startPostgresCluster().then((cluster) => {
    if (cluster.remove) cleanups.push(cluster.remove);
    return cluster;
  });
  return clusterStarted;
}
let clusterStarted;

const command = (cmd, args, buffer = false) => async () => {
  const code = await run(cmd, args, {}, buffer);
  return code === 0 ? {} : { failed: `exit code ${code}` };
};

const STEPS = [
  // tsc and eslint each keep one core busy: typecheck runs beside lint when both are wanted.
  { name: 'typecheck', title: 'Type check (tsc --noEmit)', exec: command(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], true), beside: 'lint' },
  { name: 'lint', title: 'Lint (eslint .)', exec: command(bin('eslint'), ['.'], true) },
  { name: 'unit', title: 'Unit and component tests (vitest --project unit, jsdom)', exec: command(bin('vitest'), ['run', '--project', 'unit', '--passWithNoTests']) },
  { name: 'server', title: 'Server tests (vitest --project server) on a real PostgreSQL, or on PGlite without one', exec: serverTests },
  {
    name: 'build',
    title: 'Build the front end (vite build) and hold its pages to their script budgets (tests/bench/bundle-size.mjs --check)',
    exec: async () => {
      const built = await command(bin('vite'), ['build'])();
      return built.failed ? built : command(process.execPath, ['tests/bench/bundle-size.mjs', '--check'])();
    },
  },
  // The stories run one after another in one browser, which leaves close to a core idle: the
  // embedded database's tests run beside them.
  { name: 'stories', title: 'Stories as tests in Chromium (vitest --project storybook)', exec: command(bin('vitest'), ['run', '--project', 'storybook'], true), beside: 'server-embedded' },
  { name: 'server-embedded', title: 'The embedded database (PGlite): its durability and a breadth of calls and flows', exec: embeddedDatabaseTests },
  { name: 'e2e', title: 'End-to-end tests against the real server (playwright test), on PostgreSQL when installed', exec: e2eTests },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !STEPS.some((s) => s.name === w));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const steps = wanted.length ? STEPS.filter((s) => wanted.includes(s.name)) : STEPS;

const fmt = (ms) => (ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0)} s` : `${(ms / 1000).toFixed(1)} s`);
const results = [];
const startedAll = Date.now();
/** Runs one step; its result. */
async function runStep(step) {
  const t0 = Date.now();
  let outcome;
  try {
    outcome = await step.exec();
  } catch (e) {
    outcome = { failed: e instanceof Error ? e.stack : String(e) };
  }
  const ms = Date.now() - t0;
  const status = outcome.failed ? 'FAILED' : outcome.skipped ? 'skipped' : 'passed';
  if (outcome.skipped) console.log(`skipped: ${outcome.skipped}`);
  console.log(`── ${step.name}: ${status} (${fmt(ms)})${outcome.failed ? `: ${outcome.failed}` : ''}`);
  return { step, status, ms, note: outcome.failed ?? outcome.skipped ?? '' };
}

for (let i = 0; i < steps.length; i++) {
  // A step naming another `beside` it runs at the same time as that one, when it is the next step wanted.
  const group = steps[i].beside && steps[i + 1]?.name === steps[i].beside ? [steps[i], steps[i + 1]] : [steps[i]];
  const titles = group.map((step, k) => `[${i + k + 1}/${steps.length}] ${step.title}`).join('\n');
  console.log(`\n${'═'.repeat(100)}\n${titles}${group.length > 1 ? '\n(side by side; each one\'s output follows when it ends)' : ''}\n${'═'.repeat(100)}`);
  const done = await Promise.all(group.map(runStep));
  results.push(...done);
  i += group.length - 1;
  if (done.some((r) => r.status === 'FAILED')) break;
}
cleanUp();

const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status === 'FAILED').length;
const skipped = results.filter((r) => r.status === 'skipped').length;
const notRun = steps.length - results.length;
console.log(`\n${'═'.repeat(100)}\nSummary (${fmt(Date.now() - startedAll)})`);
for (const r of results) console.log(`  ${r.status.padEnd(8)} ${r.step.name.padEnd(10)} ${fmt(r.ms).padStart(10)}  ${r.status === 'passed' ? '' : r.note.split('\n')[0]}`);
for (const s of steps.slice(results.length)) console.log(`  ${'not run'.padEnd(8)} ${s.name}`);
const extras = [skipped && `${skipped} skipped`, notRun && `${notRun} not run`].filter(Boolean).join(', ');
console.log(`npm test: ${passed} passed, ${failed} failed (steps${extras ? `; ${extras}` : ''})`);
process.exit(failed ? 1 : 0);
