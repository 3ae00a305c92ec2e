import { describe, expect, it } from 'vitest';
import { cjkBigrams, correctionsQuery, exactLexeme, queryTerms, quoteLexeme } from './query-terms.js';

describe('query terms', () => {
  it('splits words as the simple parser does, lower-cased and once each', () => {
    expect(queryTerms(['Walk-in', "O'Brien's", 'walk'])).toEqual(['walk', 'in', 'o', 'brien', 's']);
    expect(queryTerms(['طبيب', 'أسنان'])).toEqual(['طبيب', 'أسنان']);
    expect(queryTerms(['सेवाएँ'])).toEqual(['सेवाएँ']); // a combining vowel sign stays in its word
  });

  it('turns CJK runs into overlapping pairs, a lone character into itself', () => {
    expect(cjkBigrams('牙科诊所')).toEqual(['牙科', '科诊', '诊所']);
    expect(cjkBigrams('牙')).toEqual(['牙']);
    expect(queryTerms(['诊所'])).toEqual(['诊所']);
    expect(queryTerms(['abc牙科x'])).toEqual(['牙科', 'abc', 'x']);
  });

  it('leaves no tsquery syntax in a term, whatever is typed', () => {
    const terms = queryTerms(["a&b|c!d(e):*f'g\\h", '<->', '!!', "'')"]);
    expect(terms).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    for (const t of terms) expect(t).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
    expect(queryTerms(['%%', '___', '&&'])).toEqual([]);
  });

  it('quotes lexemes for tsquery input, prefix from three letters, CJK pairs whole', () => {
    expect(quoteLexeme("it's")).toBe("'it''s'");
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'");
    expect(exactLexeme('dental')).toBe("'dental':*");
    expect(exactLexeme('in')).toBe("'in'");
    expect(exactLexeme('诊所')).toBe("'诊所'");
    expect(correctionsQuery(['dental', 'dentist'])).toBe("'dental' | 'dentist'");
    expect(correctionsQuery([])).toBeNull();
  });

  it('keeps at most eight terms', () => {
    expect(queryTerms(['a b c d e f g h i j'.replaceAll(' ', '-')])).toHaveLength(8);
  });
});
