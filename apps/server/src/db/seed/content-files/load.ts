import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { serverRoot } from '../../../lib/server-root.js';
import { parseMarkdownPage } from './markdown-page.js';
import { contentFile, pageMeta, type ReviewState } from './schemas.js';

/** apps/server/content: one folder per language, shipped beside the migrations. */
export const CONTENT_DIR = path.join(serverRoot, 'content');

export class ContentFileError extends Error {
  constructor(file: string, detail: string) {
    super(`${path.relative(serverRoot, file)}: ${detail}`);
    this.name = 'ContentFileError';
  }
}

function problems(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ');
}

/** A JSON file's texts and the state of each item; undefined when the language has no such file. */
export interface Loaded<T> {
  texts: T;
  /** the review state of the item with this key */
  stateOf: (key: string) => ReviewState;
}

export function loadJson<T extends z.ZodType>(
  lang: string,
  name: string,
  texts: T,
  dir = CONTENT_DIR,
): Loaded<z.infer<T>> | undefined {
  const file = path.join(dir, lang, `${name}.json`);
  if (!existsSync(file)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ContentFileError(file, `not valid JSON (${(e as Error).message})`);
  }
  const parsed = contentFile(texts).safeParse(raw);
  if (!parsed.success) throw new ContentFileError(file, problems(parsed.error));
  const data = parsed.data as {
    review: ReviewState;
    states?: Record<string, ReviewState>;
    texts: z.infer<T>;
  };
  const states = data.states ?? {};
  return { texts: data.texts, stateOf: (key) => states[key] ?? data.review };
}

export interface LoadedPage {
  slug: string;
  language: string;
  title: string;
  review: ReviewState;
  intro: string;
  sections: { heading: string; text: string; link: string | null }[];
}

/** The pages of one language (`<lang>/pages/<slug>.md`), by file name. */
export function loadPages(lang: string, dir = CONTENT_DIR): LoadedPage[] {
  const folder = path.join(dir, lang, 'pages');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((n) => n.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = path.join(folder, name);
      let page;
      try {
        page = parseMarkdownPage(readFileSync(file, 'utf8'));
      } catch (e) {
        throw new ContentFileError(file, (e as Error).message);
      }
      const meta = pageMeta.safeParse(page.meta);
      if (!meta.success) throw new ContentFileError(file, `front matter: ${problems(meta.error)}`);
      const empty = page.sections.findIndex((s) => s.heading.trim() === '');
      if (empty >= 0) throw new ContentFileError(file, `section ${empty + 1} has no heading`);
      return {
        slug: name.slice(0, -3),
        language: lang,
        ...meta.data,
        intro: page.intro,
        sections: page.sections,
      };
    });
}

/** Every file of the content folder, for the seed's fingerprint: an edited text makes the seed run. */
export function contentFiles(dir = CONTENT_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
