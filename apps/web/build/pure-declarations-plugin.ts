import path from 'node:path';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Initialisers that are free to evaluate already (no call inside worth marking). */
const PLAIN = new Set([
  'Literal',
  'TemplateLiteral',
  'Identifier',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'ClassExpression',
]);

/** Where each top-level `const x = …` initialiser of `program` starts and ends. */
export function topLevelInitialisers(program: Node): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const statement of (program.body as Node[]) ?? []) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init && !PLAIN.has(init.type)) found.push({ start: init.start, end: init.end });
    }
  }
  return found;
}

/** `code` with each top-level `const` initialiser wrapped in a pure-annotated arrow call. */
export function markConstsPure(code: string, program: Node): string {
  let out = '';
  let at = 0;
  for (const { start, end } of topLevelInitialisers(program)) {
    out += `${code.slice(at, start)}/* @__PURE__ */ (() => (${code.slice(start, end)}))()`;
    at = end;
  }
  return out + code.slice(at);
}

/**
 * Marks every top-level `const` of the given source folder as pure, wrapped as
 * `/* @__PURE__ *\/ (() => (…))()`, so the bundler drops the ones nothing reads. Meant for
 * @harbour/shared, whose modules only declare zod schemas and rules: without it a chain such as
 * `z.object({…}).extend({…})` counts as a possible side effect, stays in the build, and brings zod
 * into pages that only wanted a constant declared beside it.
 */
export function pureDeclarationsPlugin(folder: string): Plugin {
  const root = path.resolve(folder) + path.sep;
  return {
    name: 'harbour-pure-declarations',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = path.resolve(id.split('?')[0]!);
      if (!file.startsWith(root) || !/\.[cm]?[jt]s$/.test(file)) return null;
      const marked = markConstsPure(code, this.parse(code) as unknown as Node);
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
