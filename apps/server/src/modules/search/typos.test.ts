import { describe, expect, it } from 'vitest';
import { maxTypos, osaDistance, typoDistance, wordVariants } from './typos.js';

describe('typo rules', () => {
  it('forgives none below 5 letters, one from 5, two from 9', () => {
    expect([maxTypos('bank'), maxTypos('halal'), maxTypos('pharmacy'), maxTypos('physiother')]).toEqual([
      0, 1, 1, 2,
    ]);
    expect(maxTypos('écoles')).toBe(1);
  });

  it('gives a word and its one-letter deletions, two-letter ones from 9 letters', () => {
    expect(wordVariants('bank')).toEqual(['bank']);
    expect(new Set(wordVariants('halal'))).toEqual(
      new Set(['halal', 'alal', 'hlal', 'haal', 'hall', 'hala']),
    );
    const long = wordVariants('immigrant');
    expect(long).toContain('immigrant');
    expect(long).toContain('mmigrant');
    expect(long).toContain('migrant');
    expect(long).toContain('imigran');
    expect(long.every((v) => v.length >= 7)).toBe(true);
    expect(new Set(long).size).toBe(long.length);
  });

  it('adds the variants of the spelling with "ph" as "f"', () => {
    expect(wordVariants('pharmacy')).toContain('farmacy');
    expect(wordVariants('pharmacy')).toContain('armacy');
  });

  it('measures the optimal string alignment distance', () => {
    expect(osaDistance('dentist', 'dentist')).toBe(0);
    expect(osaDistance('dentst', 'dentist')).toBe(1); // missing
    expect(osaDistance('dentiist', 'dentist')).toBe(1); // extra
    expect(osaDistance('dantist', 'dentist')).toBe(1); // wrong
    expect(osaDistance('dnetist', 'dentist')).toBe(1); // swapped
    expect(osaDistance('mental', 'dental')).toBe(1);
    expect(osaDistance('ca', 'abc')).toBe(3); // OSA, not Damerau: no edit of a swapped pair
    expect(osaDistance('', 'abc')).toBe(3);
    expect(osaDistance('café', 'cafe')).toBe(1);
  });

  it('counts "ph" written "f" as no typo', () => {
    expect(typoDistance('farmacy', 'pharmacy')).toBe(0);
    expect(typoDistance('farmcy', 'pharmacy')).toBe(1);
  });

  it('finds every word within the distance through a shared variant (SymSpell is exact)', () => {
    const words = ['dentist', 'dental', 'mental', 'physiotherapy', 'counselling', 'hall', 'pharmacy'];
    const queries = ['dentst', 'dnetal', 'physoitherpy', 'councelling', 'hallo', 'farmacy', 'mentl'];
    for (const q of queries) {
      const mine = new Set(wordVariants(q));
      const found = words.filter((w) => wordVariants(w).some((v) => mine.has(v)));
      const near = words.filter((w) => typoDistance(q, w) <= maxTypos(q));
      expect(found, q).toEqual(expect.arrayContaining(near));
    }
  });
});
