/**
 * A resource is declared once (src/domain/resources/index.ts): its API prefix and the permission of
 * each of its calls are written there and nowhere else. The server's bindings name the resource and
 * keep only server things (table, scope, hooks); the client reads the prefix from the declaration.
 * Call contracts (src/domain/calls) may spell paths out: they are declarations too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../src/domain/resources';

const root = path.resolve(__dirname, '../../..');
const SCANNED = ['server', 'src', 'widgets'];
const DECLARATIONS = ['src/domain/resources/', 'src/domain/calls/'];
/** Tests and stories call the routes by their paths on purpose: they check what a caller sees. */
const isTestOrStory = (file: string) => /\.(test|stories)\.tsx?$/.test(file);

function sources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !isTestOrStory(rel)) out.push({ file: rel, text: fs.readFileSync(path.join(root, rel), 'utf8') });
    }
  };
  SCANNED.forEach(walk);
  return out;
}

/** The code without its comments (a comment may name a path as an example). Rough, but only ever hides text. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The argument text of each `registerResource(` call. */
function registerCalls(text: string): string[] {
  const out: string[] = [];
  let at = text.indexOf('registerResource(');
  while (at >= 0) {
    const open = at + 'registerResource'.length;
    let depth = 0;
    let end = open;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')' && --depth === 0) break;
    }
    out.push(text.slice(open + 1, end));
    at = text.indexOf('registerResource(', end);
  }
  return out;
}


const files = sources();

describe('a resource declared once', () => {
  it('has its prefix written only in its declaration (and call contracts)', () => {
    const written: string[] = [];
    for (const { file, text } of files) {
      if (DECLARATIONS.some((d) => file.startsWith(d))) continue;
      const code = withoutComments(text);
      for (const [name, entry] of Object.entries(RESOURCES)) {
        for (const q of ["'", '"', '`']) if (code.includes(`${q}${entry.prefix}${q}`)) written.push(`${file}: ${entry.prefix} (${name})`);
      }
    }
    expect(written, 'read the prefix from RESOURCES (src/domain/resources) instead').toEqual([]);
  });

  it('is bound on the server by its name alone: no registerResource call writes a prefix, permissions or a definition', () => {
    const calls = files.filter(({ file }) => file.startsWith('server/modules/')).flatMap(({ file, text }) => registerCalls(withoutComments(text)).map((args) => ({ file, args })));
    expect(calls.length).toBeGreaterThanOrEqual(Object.keys(RESOURCES).length - 6);
    const written = calls.filter(({ args }) => /\b(prefix|perms|def|idType)\s*:/.test(args)).map(({ file, args }) => `${file}: ${args.slice(0, 80)}`);
    expect(written).toEqual([]);
    const unnamed = calls.filter(({ args }) => !/\bresource\s*:/.test(args)).map(({ file }) => file);
    expect(unnamed, 'a binding names its resource').toEqual([]);
  });

  it('declares each prefix once', () => {
    const prefixes = Object.values(RESOURCES).map((e) => e.prefix);
    expect(prefixes.filter((p, i) => prefixes.indexOf(p) !== i)).toEqual([]);
  });
});
