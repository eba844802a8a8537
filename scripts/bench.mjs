#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark under tests/bench/ (ARCHITECTURE.md §8), one after another.
 *
 *   npm run bench                          all of them
 *   npm run bench -- screen-render         only the named ones (file name without .mjs; a part of
 *   npm run bench -- screen page-query       a name picks every bench whose name contains it)
 *   npm run bench -- --dist /tmp/x-dist    measure an existing build instead of building one
 *   npm run bench -- --list                the benches it would run, without running them
 *
 * A benchmark is any tests/bench/*.mjs that no other file there imports (those are helper
 * modules, such as screen-helpers.mjs), so a new bench file is picked up without editing this
 * script. When one of the chosen benches (or a helper it imports) reads ZP_DIST_DIR, the front
 * end is built once into a temporary directory first, handed to every bench as ZP_DIST_DIR and
 * deleted at the end. Benches run with `node --import tsx`, so a bench may import the server's
 * TypeScript.
 *
 * Benchmarks print figures; they do not fail on slowness. This script exits non-zero only when
 * the build fails or a bench crashes (exits non-zero or is killed); the last lines sum up each
 * bench's exit and duration.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'tests', 'bench');

/** Relative .mjs files a module imports statically or dynamically ('./x.mjs'). */
const localImports = (text) => [...text.matchAll(/(?:from\s*|import\s*\(\s*)['"]\.\/([^'"]+\.mjs)['"]/g)].map((m) => m[1]);

/** The benchmarks: every .mjs in tests/bench that no sibling imports, by name. */
function discoverBenches(dir = benchDir) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort();
  const text = Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
  const helpers = new Set(files.flatMap((f) => localImports(text[f])));
  return files
    .filter((f) => !helpers.has(f))
    .map((f) => {
      // Does it (or a helper it imports) measure the built front end?
      const seen = new Set();
      const reads = (name) => {
        if (seen.has(name) || !(name in text)) return false;
        seen.add(name);
        return text[name].includes('ZP_DIST_DIR') || localImports(text[name]).some(reads);
      };
      return { name: f.slice(0, -'.mjs'.length), file: path.join(dir, f), needsBuild: reads(f) };
    });
}

function parseArgs(argv) {
  const opts = { names: [], dist: null, list: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--dist') opts.dist = argv[++i];
    else if (a.startsWith('--dist=')) opts.dist = a.slice('--dist='.length);
    else if (a === '--list') opts.list = true;
    else if (a === '-h' || a === '--help') opts.help = true;
    else opts.names.push(a.replace(/\.mjs$/, '').replace(/^.*[\\/]/, ''));
  }
  return opts;
}

/** The benches named (exact name, else every name containing it), in file order; unknown names throw. */
function pickBenches(all, names) {
  if (!names.length) return all;
  const chosen = new Set();
  for (const n of names) {
    const exact = all.filter((b) => b.name === n);
    const hits = exact.length ? exact : all.filter((b) => b.name.includes(n));
    if (!hits.length) throw new Error(`no benchmark named ${n}; there are: ${all.map((b) => b.name).join(', ')}`);
    for (const b of hits) chosen.add(b);
  }
  return all.filter((b) => chosen.has(b));
}

let current = null;
/** Runs a command; resolves to { code, signal }. Output is inherited unless `logFile` is given. */
function run(command, args, { env = {}, logFile } = {}) {
  return new Promise((resolve) => {
    const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    current = child;
    child.on('error', (e) => {
      console.error(`could not run ${command}: ${e.message}`);
      resolve({ code: 127, signal: null });
    });
    child.on('exit', (code, signal) => {
      current = null;
      if (typeof out === 'number') fs.closeSync(out);
      resolve({ code, signal });
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    console.log('usage: npm run bench [-- [--list] [--dist DIR] [name ...]]   (see the header of scripts/bench.mjs)');
    return 0;
  }
  const all = discoverBenches();
  let benches;
  try {
    benches = pickBenches(all, opts.names);
  } catch (e) {
    console.error(`bench: ${e.message}`);
    return 2;
  }
  if (opts.list) {
    for (const b of benches) console.log(`${b.name}${b.needsBuild ? '  (measures the built front end)' : ''}`);
    return 0;
  }

  let distDir = opts.dist ? path.resolve(opts.dist) : null;
  let tempDir = null;
  if (!distDir && benches.some((b) => b.needsBuild)) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-bench-dist-'));
    cleanups.push(() => fs.rmSync(tempDir, { recursive: true, force: true }));
    distDir = path.join(tempDir, 'dist');
    const log = path.join(tempDir, 'build.log');
    console.log(`bench: building the front end into ${distDir} …`);
    const t0 = Date.now();
    const r = await run(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', distDir, '--emptyOutDir'], { logFile: log });
    if (r.code !== 0) {
      process.stderr.write(fs.readFileSync(log, 'utf8'));
      console.error(`bench: the build failed (exit ${r.code ?? r.signal})`);
      return 1;
    }
    console.log(`bench: built in ${seconds(Date.now() - t0)}`);
  }

  const results = [];
  for (const b of benches) {
    console.log(`\n${'='.repeat(100)}\n${b.name}  (${path.relative(root, b.file)})\n${'='.repeat(100)}`);
    const t0 = Date.now();
    const r = await run(process.execPath, ['--import', 'tsx', b.file], { env: distDir ? { ZP_DIST_DIR: distDir } : {} });
    results.push({ ...b, ...r, ms: Date.now() - t0 });
    if (interrupted) break;
  }

  const crashed = results.filter((r) => r.code !== 0);
  console.log(`\n${'='.repeat(100)}`);
  for (const r of results) console.log(`${r.name.padEnd(24)} ${seconds(r.ms).padStart(9)}  ${r.code === 0 ? 'done' : `CRASHED (${r.signal ? `signal ${r.signal}` : `exit ${r.code}`})`}`);
  console.log(`${results.length} benchmarks ran, ${crashed.length} crashed${interrupted ? ' (interrupted)' : ''}`);
  return crashed.length || interrupted ? 1 : 0;
}

const cleanups = [];
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

let code = 1;
try {
  code = await main();
} finally {
  for (const c of cleanups) c();
}
process.exit(code);
