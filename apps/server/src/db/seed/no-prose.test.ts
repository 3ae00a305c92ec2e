import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * db/seed holds code; the site's texts are data files in apps/server/content (docs/languages.md). A
 * string of more than 120 characters of text (markup aside, links allowed) is prose in the wrong place.
 */
const SEED_DIR = path.dirname(fileURLToPath(import.meta.url));
const LIMIT = 120;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.includes('.test.') ? [full] : [];
  });
}

/** Every string literal and template text of a file, with its line. */
function literals(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ line, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isProse = (text: string) =>
  !/^https?:\/\/\S+$/.test(text) && text.replace(/<[^>]*>/g, '').trim().length > LIMIT;

describe('db/seed has no prose', () => {
  it('finds the long strings it looks for', () => {
    expect(isProse('A sentence that goes on. '.repeat(6))).toBe(true);
    expect(isProse(`<p>${'Une phrase qui continue. '.repeat(6)}</p>`)).toBe(true);
    expect(isProse(`https://example.com/${'a'.repeat(200)}`)).toBe(false);
    expect(
      isProse(`<svg viewBox="0 0 160 160"><rect width="160" height="160" rx="80" fill="#0f5c7a"/></svg>`),
    ).toBe(false);
  });

  it(`has no string of more than ${LIMIT} characters of text in its TypeScript`, () => {
    const files = sources(SEED_DIR);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      literals(file)
        .filter((l) => isProse(l.text))
        .map((l) => `${path.relative(SEED_DIR, file)}:${l.line}: ${l.text.slice(0, 60)}…`),
    );
    expect(found).toEqual([]);
  });
});
