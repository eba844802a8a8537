/**
 * A small ESLint rule for the one-way imports of ARCHITECTURE.md §2. It resolves each relative
 * and `@/` import to a path in the repository and refuses it when a zone forbids that arrow.
 * (eslint-plugin-import-x would do this, but its resolver's optional platform packages are not
 * all on the registry reachable here, so `npm ci` could never install from a complete lockfile.)
 *
 * Zone: { target, from, except?, allow?, message } with paths relative to the repository root;
 * `except` is relative to `from`, as in import-x's no-restricted-paths (a folder excepts what it
 * holds); `allow` names single files relative to `from` ('index' is the folder's own entry).
 */
import path from 'node:path';

const strip = (p) => p.replace(/^\.\//, '').replace(/\/$/, '').replace(/\.(tsx?|mts|mjs|jsx?)$/, '').replace(/\/index$/, '');
const list = (v) => (Array.isArray(v) ? v : [v]).map(strip);
const inside = (p, dirs) => dirs.some((d) => p === d || p.startsWith(`${d}/`));

export function layersPlugin(root) {
  const rule = {
    meta: { type: 'problem', docs: { description: 'imports go one way (ARCHITECTURE.md §2)' }, schema: [{ type: 'object', additionalProperties: true }] },
    create(context) {
      const zones = (context.options[0]?.zones ?? []).map((z) => ({
        target: list(z.target),
        from: list(z.from),
        except: (z.except ?? []).flatMap((e) => list(z.from).map((f) => strip(path.posix.join(f, e)))),
        allow: (z.allow ?? []).flatMap((e) => list(z.from).map((f) => strip(path.posix.join(f, e)))),
        message: z.message,
      }));
      const me = strip(path.relative(root, context.filename).split(path.sep).join('/'));
      const mine = zones.filter((z) => inside(me, z.target));
      if (!mine.length) return {};
      const check = (node) => {
        if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
        const spec = node.value;
        let to;
        if (spec.startsWith('.')) to = path.relative(root, path.resolve(path.dirname(context.filename), spec)).split(path.sep).join('/');
        else if (spec.startsWith('@/')) to = `src/${spec.slice(2)}`;
        else return;
        to = strip(to);
        for (const z of mine) {
          if (inside(to, z.from) && !inside(to, z.except) && !z.allow.includes(to)) context.report({ node, message: `${z.message} (imports ${spec})` });
        }
      };
      return {
        ImportDeclaration: (n) => check(n.source),
        ExportNamedDeclaration: (n) => check(n.source),
        ExportAllDeclaration: (n) => check(n.source),
        ImportExpression: (n) => check(n.source),
      };
    },
  };
  return { rules: { layers: rule } };
}
