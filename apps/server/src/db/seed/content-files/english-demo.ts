import { loadJson } from './load.js';
import { siteTexts } from './schemas.js';

const EN_DEMO = loadJson('en', 'demo', siteTexts);

/** The English text of a demo item's field (`content/en/demo.json`: entity → key → field → text). */
export function englishDemoText(entity: string, key: string, field: string): string {
  const text = EN_DEMO?.texts[entity]?.[key]?.[field];
  if (text === undefined) throw new Error(`content/en/demo.json: texts.${entity}.${key}.${field}: missing`);
  return text;
}
