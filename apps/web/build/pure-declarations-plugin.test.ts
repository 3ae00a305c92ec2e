import { runInNewContext } from 'node:vm';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { markConstsPure } from './pure-declarations-plugin';

const SOURCE = `
const z = { object: (shape) => ({ shape, extend: (more) => ({ shape: { ...shape, ...more } }) }) };
export const LIMIT = 100;
export const base = z.object({ a: 1 });
export const wider = base.extend({ b: 2 });
const names = ['x', 'y'];
export function count() { return names.length + LIMIT; }
export const label = \`n\${LIMIT}\`;
`;

const mark = (code: string) => markConstsPure(code, parseAst(code) as never);
// The values as data (the schema stand-in's methods are new functions on every run).
const evaluate = (code: string): unknown =>
  JSON.parse(
    JSON.stringify(
      runInNewContext(`${code.replace(/^export /gm, '')}\n({ LIMIT, base, wider, count: count(), label });`),
    ),
  );

describe('pure top-level constants of @harbour/shared', () => {
  it('wraps each computed constant in a pure-annotated call, and leaves literals and functions alone', () => {
    const marked = mark(SOURCE);
    expect(marked).toContain('export const base = /* @__PURE__ */ (() => (z.object({ a: 1 })))();');
    expect(marked).toContain('export const wider = /* @__PURE__ */ (() => (base.extend({ b: 2 })))();');
    expect(marked).toContain('export const LIMIT = 100;');
    expect(marked).toContain('export const label = `n${LIMIT}`;');
    expect(marked).toContain('export function count() { return names.length + LIMIT; }');
  });

  it('gives every constant the same value as before', () => {
    expect(evaluate(mark(SOURCE))).toEqual(evaluate(SOURCE));
  });

  it('leaves a module without constants as it is', () => {
    const code = 'export function f() { return 1; }\n';
    expect(mark(code)).toBe(code);
  });
});
