#!/usr/bin/env node
/**
 * Bundle budget (ARCHITECTURE.md §8): the gzip size of the JavaScript the admin portal loads
 * before its first widget chunk, read from Vite's manifest: the entry chunk of index.html and
 * its static imports, plus every lazily loaded chunk on the way to a widget (the shell loads the
 * layout host lazily) with its own static imports — the shortest chain of dynamic imports from
 * the entry to a widgets/<type>/ chunk. Also prints each widget's own chunk and the entry CSS.
 * (Chunks the shell happens to start loading in parallel, such as a lazy reminder, are not
 * counted: only what the first widget cannot do without.)
 *
 *   npm run build && node tests/bench/bundle-size.mjs     (prints OVER when over budget, exits 0)
 *   node tests/bench/bundle-size.mjs --check              (exit code 1 when over budget: a gate)
 *   node tests/bench/bundle-size.mjs --dir /tmp/x-dist    (or ZP_DIST_DIR=/tmp/x-dist: measure another build)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 350;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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
    const reachable = [...closure(chain[chain.length - 1])];
    for (const k of reachable) {
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

const chain = pathToWidget();
const initial = new Set();
for (const hop of chain) closure(hop, initial);

const rows = [...initial].map((k) => ({ name: manifest[k].file, kb: gzipKb(manifest[k].file) })).sort((a, b) => b.kb - a.kb);
const total = rows.reduce((n, r) => n + r.kb, 0);
const css = [...new Set([...initial].flatMap((k) => manifest[k].css ?? []))];

console.log(`Admin portal JS before the first widget chunk (gzip, level 9): ${initial.size} chunks`);
console.log(`  path: ${chain.join(' -> ')} -> widget`);
for (const r of rows) console.log(`${fmt(r.kb)}  ${r.name}`);
console.log(`${fmt(total)}  total (budget ${BUDGET_KB} KB)`);
if (css.length) console.log(`${fmt(css.reduce((n, f) => n + gzipKb(f), 0))}  entry CSS (${css.join(', ')})`);

const widgets = Object.entries(manifest).filter(([k, v]) => isWidget(k) && v.isDynamicEntry);
if (widgets.length) {
  console.log('\nWidget chunks (loaded lazily, per widget type; shared chunks they import are listed once):');
  for (const [k, v] of widgets) {
    const own = gzipKb(v.file);
    const extra = (v.imports ?? []).filter((d) => !initial.has(d)).map((d) => manifest[d].file);
    console.log(`${fmt(own)}  ${k.split('/')[1]} (${v.file})${extra.length ? ` + ${extra.join(', ')}` : ''}`);
  }
}

// Like every benchmark it prints figures and does not fail on them (npm run bench counts only
// crashes); --check makes it a gate.
if (total > BUDGET_KB) {
  console.error(`\nOVER budget: ${total.toFixed(1)} KB > ${BUDGET_KB} KB`);
  if (process.argv.includes('--check')) process.exit(1);
}
