/**
 * echarts-gl's post-processing passes size their buffers with expressions such as
 * `expr([width * dpr / 2, height * dpr / 2])`, which claygl compiles with `new Function`. The
 * portal's Content Security Policy has no 'unsafe-eval', so the build (vite.config.ts) has claygl
 * call this small parser instead: numbers, width, height and dpr with + - * / and parentheses,
 * alone or as a list in brackets. Anything else is refused, as claygl refused a bad expression.
 */
export type SizeFunction = (width: number, height: number, dpr?: number) => number | number[];

const TOKEN = /\s*(\d+(?:\.\d+)?|width|height|dpr|[-+*/()[\],])/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const m = TOKEN.exec(text);
    if (!m) throw new Error(`Invalid expression: ${text}`);
    tokens.push(m[1]);
  }
  return tokens;
}

type Scope = { width: number; height: number; dpr: number | undefined };
type Node = (scope: Scope) => number;

export function compileSizeExpression(text: string): SizeFunction {
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const t = tokens[at++];
    if (t === undefined || (expected !== undefined && t !== expected)) throw new Error(`Invalid expression: ${text}`);
    return t;
  };
  const factor = (): Node => {
    const t = take();
    if (t === '-') {
      const inner = factor();
      return (s) => -inner(s);
    }
    if (t === '(') {
      const inner = sum();
      take(')');
      return inner;
    }
    if (t === 'width' || t === 'height') return (s) => s[t];
    if (t === 'dpr') return (s) => s.dpr ?? NaN;
    if (/^\d/.test(t)) {
      const n = Number(t);
      return () => n;
    }
    throw new Error(`Invalid expression: ${text}`);
  };
  const product = (): Node => {
    let left = factor();
    while (peek() === '*' || peek() === '/') {
      const op = take();
      const [l, r] = [left, factor()];
      left = op === '*' ? (s) => l(s) * r(s) : (s) => l(s) / r(s);
    }
    return left;
  };
  const sum = (): Node => {
    let left = product();
    while (peek() === '+' || peek() === '-') {
      const op = take();
      const [l, r] = [left, product()];
      left = op === '+' ? (s) => l(s) + r(s) : (s) => l(s) - r(s);
    }
    return left;
  };
  let result: (scope: Scope) => number | number[];
  if (peek() === '[') {
    take('[');
    const items = [sum()];
    while (peek() === ',') {
      take(',');
      items.push(sum());
    }
    take(']');
    result = (s) => items.map((item) => item(s));
  } else {
    result = sum();
  }
  if (at !== tokens.length) throw new Error(`Invalid expression: ${text}`);
  return (width, height, dpr) => result({ width, height, dpr });
}
