#!/usr/bin/env node
/**
 * `npm test`: everything a change must pass (ARCHITECTURE.md §9), in order, stopping at the first
 * failing step:
 *
 *   typecheck   tsc --noEmit
 *   lint        eslint .
 *   unit        vitest run --project unit            (jsdom; passes while there are no unit tests)
 *   server      vitest run --project server          (in-memory PGlite per test file)
 *   server-pg   the same on a real PostgreSQL        (a throw-away cluster; skipped when Debian's
 *                                                     postgresql is not installed)
 *   build       vite build                           (dist/, served to the e2e tests)
 *   stories     vitest run --project storybook       (every story a test, in Chromium)
 *   e2e         playwright test                      (Chromium against the real server)
 *
 * `node scripts/test.mjs lint unit` runs only the named steps. The last line is the summary:
 * "N passed, N failed" counting steps.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves to its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    current = child;
    child.on('error', (e) => {
      console.error(`Could not run ${command}: ${e.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1));
    });
  });
}
let current = null;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The newest Debian PostgreSQL's bin directory (/usr/lib/postgresql/<version>/bin), or null. */
function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')) && fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

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
    current?.kill(signal);
    cleanUp();
    process.exit(130);
  });
}

/**
 * Server tests against a real PostgreSQL: initdb a temporary cluster (as the postgres user when
 * run as root, since initdb refuses root), start it on 127.0.0.1 and a free port with trust auth,
 * run the server project with ZP_TEST_PG_URL, then stop and delete the cluster, pass or fail.
 */
async function serverTestsOnPostgres() {
  const pgBin = findPostgresBin();
  if (!pgBin) return { skipped: 'PostgreSQL not installed (apt-get install postgresql to run this step)' };
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const port = await freePort();
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) return { failed: 'running as root and there is no postgres user to run initdb as' };
    fs.chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  /** Runs a PostgreSQL tool, as the postgres user when we are root. */
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((f) => fs.existsSync(f));
  const quote = (a) => `'${String(a).replaceAll("'", `'\\''`)}'`;
  const pg = (tool, args) => {
    const file = path.join(pgBin, tool);
    const [cmd, argv] = !asRoot
      ? [file, args]
      : runuser
        ? [runuser, ['-u', 'postgres', '--', file, ...args]]
        : ['su', ['postgres', '-s', '/bin/sh', '-c', [file, ...args].map(quote).join(' ')]];
    const r = spawnSync(cmd, argv, { cwd: dir, encoding: 'utf8' });
    return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? r.error.message : ''}` };
  };
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  cleanups.push(removeDir);

  console.log(`PostgreSQL ${path.basename(path.dirname(pgBin))}: temporary cluster in ${dir}, port ${port}`);
  const init = pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  if (!init.ok) return { failed: `initdb failed:\n${init.out}` };
  const options = `-k ${dir} -p ${port} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  if (!start.ok) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    return { failed: `pg_ctl start failed:\n${start.out}\n${log}` };
  }
  const stop = () => {
    const r = pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    if (!r.ok) console.error(`pg_ctl stop: ${r.out}`);
  };
  cleanups.push(stop);
  try {
    const code = await run(bin('vitest'), ['run', '--project', 'server'], { ZP_TEST_PG_URL: `postgres://postgres@127.0.0.1:${port}/postgres` });
    return code === 0 ? {} : { failed: `exit code ${code}` };
  } finally {
    // Stop, then delete, whatever the outcome.
    cleanups.splice(cleanups.indexOf(stop), 1);
    stop();
    cleanups.splice(cleanups.indexOf(removeDir), 1);
    removeDir();
  }
}

const command = (cmd, args) => async () => {
  const code = await run(cmd, args);
  return code === 0 ? {} : { failed: `exit code ${code}` };
};

const STEPS = [
  { name: 'typecheck', title: 'Type check (tsc --noEmit)', exec: command(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) },
  { name: 'lint', title: 'Lint (eslint .)', exec: command(bin('eslint'), ['.']) },
  { name: 'unit', title: 'Unit and component tests (vitest --project unit, jsdom)', exec: command(bin('vitest'), ['run', '--project', 'unit', '--passWithNoTests']) },
  { name: 'server', title: 'Server tests on embedded PGlite (vitest --project server)', exec: command(bin('vitest'), ['run', '--project', 'server']) },
  { name: 'server-pg', title: 'Server tests on a real PostgreSQL (vitest --project server, ZP_TEST_PG_URL)', exec: serverTestsOnPostgres },
  { name: 'build', title: 'Build the front end (vite build)', exec: command(bin('vite'), ['build']) },
  { name: 'stories', title: 'Stories as tests in Chromium (vitest --project storybook)', exec: command(bin('vitest'), ['run', '--project', 'storybook']) },
  { name: 'e2e', title: 'End-to-end tests against the real server (playwright test)', exec: command(bin('playwright'), ['test']) },
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
for (const [i, step] of steps.entries()) {
  console.log(`\n${'═'.repeat(100)}\n[${i + 1}/${steps.length}] ${step.title}\n${'═'.repeat(100)}`);
  const t0 = Date.now();
  let outcome;
  try {
    outcome = await step.exec();
  } catch (e) {
    outcome = { failed: e instanceof Error ? e.stack : String(e) };
  }
  const ms = Date.now() - t0;
  const status = outcome.failed ? 'FAILED' : outcome.skipped ? 'skipped' : 'passed';
  results.push({ step, status, ms, note: outcome.failed ?? outcome.skipped ?? '' });
  if (outcome.skipped) console.log(`skipped: ${outcome.skipped}`);
  console.log(`── ${step.name}: ${status} (${fmt(ms)})${outcome.failed ? `: ${outcome.failed}` : ''}`);
  if (outcome.failed) break;
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
