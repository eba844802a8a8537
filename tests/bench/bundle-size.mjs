#!/usr/bin/env node
/**
 * Bundle budgets (ARCHITECTURE.md §8): the gzip size of the JavaScript a page loads before it can
 * show anything, read from Vite's manifest (each chunk with its static imports, transitively).
 *
 *   sign-in   index.html's entry and the sign-in page's chunk              budget 150 KB
 *   shell     the entry and every lazily loaded chunk on the way to a      budget 300 KB
 *             widget (the portal's frame, the layout, the layout host) —
 *             the shortest chain of dynamic imports from the entry to a
 *             widgets/<type>/ chunk. Chunks the shell starts loading beside
 *             it (the sidebar, a reminder) are not counted: only what the
 *             first widget cannot do without.
 *   certificate   the entry and the public certificate check's chunk      budget 150 KB
 *   check         (what a QR code on a product opens, on a phone)
 *   password reset  the entry and the reset page's chunk                  budget 150 KB
 *   registration  the entry and the registration page's chunk            budget 150 KB
 *                 (an enterprise registering, often on a phone)
 *
 *   npm run build && node tests/bench/bundle-size.mjs      prints the figures, OVER when over budget, exits 0
 *   node tests/bench/bundle-size.mjs --check               exits 1 over a page's budget (npm test's build step)
 *   node tests/bench/bundle-size.mjs --record              writes the figures to bundle-baseline.json
 *   node tests/bench/bundle-size.mjs --chunks              lists each page's chunks and every widget's own
 *   node tests/bench/bundle-size.mjs --dir /tmp/x-dist     (or ZP_DIST_DIR) measures another build
 *
 * Over a budget, it prints what grew against bundle-baseline.json (chunks by name, hashes dropped):
 * record a new baseline with --record when a page's weight changes on purpose.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** ARCHITECTURE.md §8's budgets. */
const BUDGETS_KB = { 'sign-in': 150, registration: 150, 'password reset': 150, 'certificate check': 150, shell: 300 };
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const baselineFile = path.join(here, 'bundle-baseline.json');
const dirArg = process.argv.indexOf('--dir');
const dist = path.resolve(root, dirArg >= 0 && process.argv[dirArg + 1] ? process.argv[dirArg + 1] : process.env.ZP_DIST_DIR || 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${path.relative(root, manifestFile)} is missing: run npm run build (vite.config.ts sets build.manifest).`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const fmt = (kb) => `${kb.toFixed(1).padStart(8)} KB`;
/** A chunk's name without its content hash: `assets/roles-DkReF7Q5.js` -> `roles.js`. */
const chunkName = (file) => path.basename(file).replace(/-[A-Za-z0-9_-]{8}(?=\.js$)/, '');

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
if (!entryKey) {
  console.error('no index.html entry in the manifest');
  process.exit(2);
}

const isWidget = (key) => /^widgets\/[^/]+\//.test(key);

/** A chunk and its static imports, transitively. */
const closure = (key, into = new Set()) => {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, into);
  return into;
};

/** Shortest chain of dynamic imports from the entry to a widget chunk (breadth first); the entry alone if none. */
function pathToWidget() {
  const queue = [[entryKey]];
  const seen = new Set([entryKey]);
  while (queue.length) {
    const chain = queue.shift();
    for (const k of closure(chain[chain.length - 1])) {
      for (const dyn of manifest[k].dynamicImports ?? []) {
        if (isWidget(dyn)) return chain;
        if (!seen.has(dyn)) {
          seen.add(dyn);
          queue.push([...chain, dyn]);
        }
      }
    }
  }
  return [entryKey];
}

/** What a page loads: the chunks of each hop with their static imports; its chunks by name, its total. */
function measure(hops) {
  const keys = new Set();
  for (const hop of hops) {
    if (!manifest[hop]) throw new Error(`${hop} is not in the manifest: has the page moved?`);
    closure(hop, keys);
  }
  // By name, hashes dropped; chunks of the same name (two `call` chunks) add up under it.
  const byName = new Map();
  for (const k of keys) byName.set(chunkName(manifest[k].file), (byName.get(chunkName(manifest[k].file)) ?? 0) + gzipKb(manifest[k].file));
  const chunks = Object.fromEntries([...byName].sort((a, b) => b[1] - a[1]));
  return { hops, count: keys.size, chunks, total: Object.values(chunks).reduce((n, kb) => n + kb, 0) };
}

const pages = {
  'sign-in': measure([entryKey, 'src/pages/LoginPage.tsx']),
  shell: measure(pathToWidget()),
  registration: measure([entryKey, 'src/pages/RegisterPage.tsx']),
  'password reset': measure([entryKey, 'src/pages/GetPasswordPage.tsx']),
  'certificate check': measure([entryKey, 'src/pages/VerifyPage.tsx']),
};

const baseline = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : {};
const verbose = process.argv.includes('--chunks');
console.log('JavaScript a page loads before it shows anything (gzip, level 9):');
for (const [name, page] of Object.entries(pages)) {
  const budget = BUDGETS_KB[name];
  const was = baseline[name]?.total;
  console.log(
    `${fmt(page.total)}  ${name.padEnd(18)} ${page.count} chunks${budget ? `, budget ${budget} KB` : ''}${was === undefined ? '' : ` (baseline ${was.toFixed(1)} KB)`}`,
  );
  if (name === 'shell') console.log(`            path: ${page.hops.join(' -> ')} -> widget`);
  if (verbose) for (const [chunk, kb] of Object.entries(page.chunks)) console.log(`      ${fmt(kb)}  ${chunk}`);
}

const widgets = Object.entries(manifest).filter(([k, v]) => isWidget(k) && v.isDynamicEntry);
if (verbose && widgets.length) {
  const initial = new Set();
  for (const hop of pages.shell.hops) closure(hop, initial);
  console.log('\nWidget chunks (loaded lazily, per widget type; shared chunks they import are listed once):');
  for (const [k, v] of widgets) {
    const extra = (v.imports ?? []).filter((d) => !initial.has(d)).map((d) => manifest[d].file);
    console.log(`${fmt(gzipKb(v.file))}  ${k.split('/')[1]} (${v.file})${extra.length ? ` + ${extra.join(', ')}` : ''}`);
  }
}

if (process.argv.includes('--record')) {
  const round = (kb) => Math.round(kb * 10) / 10;
  const record = Object.fromEntries(Object.entries(pages).map(([name, p]) => [name, { total: round(p.total), chunks: Object.fromEntries(Object.entries(p.chunks).map(([c, kb]) => [c, round(kb)])) }]));
  fs.writeFileSync(baselineFile, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nrecorded ${path.relative(root, baselineFile)}`);
}

/** The chunks of a page that are new or heavier than in the baseline, heaviest growth first. */
function growth(name) {
  const before = baseline[name]?.chunks ?? {};
  return Object.entries(pages[name].chunks)
    .map(([chunk, kb]) => ({ chunk, kb, grew: kb - (before[chunk] ?? 0), isNew: !(chunk in before) }))
    .filter((c) => c.grew >= 0.1)
    .sort((a, b) => b.grew - a.grew);
}

// Like every benchmark it prints figures and does not fail on them (npm run bench counts only
// crashes); --check makes it a gate.
const over = Object.entries(BUDGETS_KB).filter(([name, budget]) => pages[name].total > budget);
for (const [name, budget] of over) {
  console.error(`\nOVER budget: ${name} loads ${pages[name].total.toFixed(1)} KB > ${budget} KB. What grew against the baseline:`);
  for (const c of growth(name).slice(0, 15)) console.error(`  +${c.grew.toFixed(1).padStart(6)} KB  ${c.chunk}${c.isNew ? ' (new)' : ''}  now ${c.kb.toFixed(1)} KB`);
}
if (over.length && process.argv.includes('--check')) process.exit(1);
