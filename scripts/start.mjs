#!/usr/bin/env node
/**
 * `npm start`: builds what is missing or stale, then runs the server.
 *
 * 1. The front end (`vite build` -> dist/) when dist/index.html is missing or older than any file
 *    in src/, widgets/, maps/, public/, index.html, screen.html, vite.config.ts or package.json.
 * 2. The server (server/main.ts through tsx) as a child in the same process group. Ctrl-C reaches
 *    it directly; SIGINT/SIGTERM sent to this process are forwarded, so the database is closed
 *    cleanly either way, and this process exits with the server's exit code.
 * 3. Meanwhile, in the background, the component catalogue (`storybook build` -> dist/storybook/)
 *    when dist/storybook/index.html is missing or older than any of those or .storybook/: the
 *    portal does not wait the minute it takes (/storybook/ serves it once built).
 *    ZP_SKIP_STORYBOOK=1 skips it.
 *
 * Configuration is the server's (README: PORT, HOST, DATA_DIR, DATABASE_URL, ZP_CAPTCHA, ...).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const rel = (p) => path.relative(root, p) || '.';

const FRONT_END_INPUTS = ['src', 'widgets', 'maps', 'public', 'index.html', 'screen.html', 'vite.config.ts', 'package.json'];
const STORYBOOK_INPUTS = [...FRONT_END_INPUTS, '.storybook'];

/** The newest file under the given paths: { file, mtimeMs }, skipping what is missing. */
function newest(paths) {
  let best = { file: null, mtimeMs: 0 };
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && !name.startsWith('.DS_')) visit(path.join(p, name));
    } else if (st.mtimeMs > best.mtimeMs) {
      best = { file: p, mtimeMs: st.mtimeMs };
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return best;
}

/** Why `output` must be (re)built, or null when it is up to date. */
function staleness(output, inputs) {
  let out;
  try {
    out = fs.statSync(output).mtimeMs;
  } catch {
    return `${rel(output)} is missing`;
  }
  const src = newest(inputs);
  return src.mtimeMs > out ? `${rel(src.file)} is newer than ${rel(output)}` : null;
}

function run(title, command, args) {
  console.log(`\n▶ ${title}\n  $ ${[rel(command), ...args].join(' ')}`);
  const started = Date.now();
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`\n✖ ${title} failed (${r.error?.message ?? `exit code ${r.status ?? r.signal}`}).`);
    process.exit(r.status || 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (!fs.existsSync(bin('vite')) || !fs.existsSync(path.join(root, 'node_modules', 'tsx'))) {
  console.error('Dependencies are not installed. Run: npm install && npm start');
  process.exit(1);
}

const frontEnd = staleness(path.join(root, 'dist', 'index.html'), FRONT_END_INPUTS);
if (frontEnd) run(`Building the front end (${frontEnd})`, bin('vite'), ['build', '--logLevel', 'warn']);
else console.log('Front end is up to date (dist/).');

console.log('\n▶ Starting the server (Ctrl-C stops it and closes the database)');
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

/** The catalogue's build in the background, while there is one. */
let catalogueBuild = null;
if (process.env.ZP_SKIP_STORYBOOK === '1') {
  console.log('Component catalogue skipped (ZP_SKIP_STORYBOOK=1).');
} else {
  const catalogue = staleness(path.join(root, 'dist', 'storybook', 'index.html'), STORYBOOK_INPUTS);
  if (!catalogue) console.log('Component catalogue is up to date (dist/storybook/).');
  else {
    console.log(`\n▶ Building the component catalogue into dist/storybook in the background (${catalogue}); /storybook/ serves it when done`);
    const started = Date.now();
    catalogueBuild = spawn(bin('storybook'), ['build', '-o', 'dist/storybook', '--quiet'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
    catalogueBuild.on('exit', (code, signal) => {
      catalogueBuild = null;
      if (code === 0) console.log(`✔ Component catalogue built (${((Date.now() - started) / 1000).toFixed(1)} s): /storybook/`);
      else if (!signal) console.error(`✖ Building the component catalogue failed (exit code ${code}); the portal runs without it.`);
    });
  }
}

let signalled = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // A terminal's Ctrl-C reaches the whole process group, the server included; a signal sent to
    // this process alone (a service manager, `kill <pid>`) is forwarded. The server ignores repeats.
    signalled = signal;
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    catalogueBuild?.kill(signal);
  });
}

server.on('error', (e) => {
  console.error(`Could not start the server: ${e.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal && !signalled) console.error(`The server was stopped by ${signal}.`);
  catalogueBuild?.kill('SIGTERM');
  process.exit(code ?? (signalled ? 0 : 1));
});
