import { describe, expect, it } from 'vitest';
import { buildSearchTerms, listingWords, SEARCH_TERMS, typoVariants } from './search-terms.js';
import { osaDistance } from '../apps/server/src/modules/search/typos.js';

describe('search terms', () => {
  it('are at least 500, distinct, and the same on every build', () => {
    expect(SEARCH_TERMS.length).toBeGreaterThanOrEqual(500);
    expect(new Set(SEARCH_TERMS).size).toBe(SEARCH_TERMS.length);
    expect(buildSearchTerms()).toEqual(SEARCH_TERMS);
  });

  it('mix every kind of query from the start', () => {
    const first = SEARCH_TERMS.slice(0, 64);
    expect(first).toContain('dentst');
    expect(first).toContain('dentiste');
    expect(first.some((t) => /\p{Script=Arabic}/u.test(t))).toBe(true);
    expect(first.some((t) => t.includes(' '))).toBe(true);
  });

  it('hold typo variants one edit away from a listing word', () => {
    const words = listingWords();
    let n = 0;
    const random = () => (n++ % 7) / 7;
    for (const word of words.filter((w) => w.length >= 5).slice(0, 40)) {
      for (const variant of typoVariants(word, random)) {
        expect(variant).not.toBe(word);
        expect(osaDistance(variant, word)).toBe(1);
      }
    }
  });
});
