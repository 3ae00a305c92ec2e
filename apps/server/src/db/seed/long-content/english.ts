import { loadLongContent } from './load.js';
import type { LongContent } from './types.js';

const EN = loadLongContent('en');
if (!EN) throw new Error('content/en/ has no texts: the English source of the site is missing');

/** The English source of the long texts (`content/en/`), in the shape every translation follows. */
export function englishLongContent(): LongContent {
  return EN!;
}
