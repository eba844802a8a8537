#!/usr/bin/env node
/**
 * Runs the real server on a fresh temporary DATA_DIR (embedded database, demo data seeded on
 * first start) and deletes that directory when the server stops. Playwright's e2e harness starts
 * the product through it; it is also handy for a throw-away demo:
 *
 *   PORT=8090 ZP_CAPTCHA=off node scripts/serve-temp.mjs
 *
 * Needs the built front end (dist/index.html): `npm test` builds before e2e; otherwise run
 * `npm run build` first. SIGINT/SIGTERM are forwarded so the database is closed cleanly.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.ZP_DIST_DIR ?? 'dist');

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`serve-temp: ${path.join(distDir, 'index.html')} is missing. Build the front end first: npm run build`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-data-'));
console.log(`serve-temp: DATA_DIR=${dataDir}`);

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, ZP_DIST_DIR: distDir },
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (stopping ? 0 : signal ? 1 : 0));
});
