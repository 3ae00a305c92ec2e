import { LANGUAGE_TAGS } from '@harbour/i18n';
import { describe, expect, it } from 'vitest';
import { protect, restore } from './protect.js';
import { SAMPLES } from './test-samples.js';
import { changeWords } from './test-stand-in.js';

const PLACEHOLDER = /[{｛]\s*\p{Nd}+\s*[}｝]/u;

describe('protect and restore', () => {
  it('has a sample in each of the 13 languages', () => {
    expect(SAMPLES.map((s) => s.lang).sort()).toEqual([...LANGUAGE_TAGS].sort());
  });

  for (const sample of SAMPLES) {
    it(`keeps mentions, addresses, URLs, numbers, emoji and code as written (${sample.lang} into the 12 others)`, () => {
      const safe = protect(sample.text);
      expect(safe.translatable).toBe(true);
      // nothing that must stay reaches the provider
      for (const part of sample.kept) expect(safe.text).not.toContain(part);
      expect(safe.text).not.toMatch(/\p{Nd}(?![\p{Nd}]*[}｝])/u);
      expect(restore(safe.text, safe.kept)).toBe(sample.text);
      for (const target of LANGUAGE_TAGS.filter((l) => l !== sample.lang)) {
        const translated = restore(changeWords(safe.text, target), safe.kept);
        expect(translated, target).not.toBeNull();
        for (const part of sample.kept) expect(translated, `${target}: ${part}`).toContain(part);
        expect(translated).not.toMatch(PLACEHOLDER);
        // the words did change, so the test would have seen a part sent unprotected
        expect(translated).not.toBe(sample.text);
        expect(translated?.startsWith(`[${target}] `)).toBe(true);
      }
      // and unprotected, the same stand-in loses them
      const unprotected = changeWords(sample.text, 'en');
      expect(sample.kept.some((part) => !unprotected.includes(part))).toBe(true);
    });
  }

  it('needs no provider for a text that is only emoji, a URL, a number or a mention', () => {
    for (const text of [
      '👍',
      '👨‍👩‍👧‍👦🇨🇦',
      'https://harbour.example/a?b=1',
      '  www.example.org  ',
      '+1 902 555 0147',
      '١٢٣',
      '@ana',
      '12:30 !!',
      '`x`',
    ]) {
      const safe = protect(text);
      expect(safe.translatable, text).toBe(false);
      expect(restore(safe.text, safe.kept)).toBe(text);
    }
    expect(protect('ok 👍').translatable).toBe(true);
  });

  it('leaves punctuation that closes a sentence outside a URL or a mention', () => {
    const safe = protect('See https://example.org/a_(b). Ask @ana. Done, www.example.org!');
    expect(safe.kept).toEqual(['https://example.org/a_(b', '@ana', 'www.example.org']);
    expect(safe.text).toBe('See {0}). Ask {1}. Done, {2}!');
  });

  it('keeps a code block and a literal placeholder in the message', () => {
    const text = 'Use {0} and {1}:\n```\nconst x = 1;\n```\nthanks';
    const safe = protect(text);
    expect(safe.kept).toEqual(['{0}', '{1}', '```\nconst x = 1;\n```']);
    expect(restore(changeWords(safe.text, 'fr'), safe.kept)).toBe(
      '[fr] esU {0} dna {1}:\n```\nconst x = 1;\n```\nsknaht',
    );
  });

  it('accepts a placeholder a provider spaced, wrote full width or in other digits', () => {
    const kept = ['@ana', 'https://x.example', '42'];
    expect(restore('a { 0 } b ｛1｝ c {٢}', kept)).toBe('a @ana b https://x.example c 42');
    expect(restore('{۲} {१} {0}', kept)).toBe('42 https://x.example @ana');
  });

  it('refuses an answer that lost, repeated or invented a placeholder', () => {
    const kept = ['@ana', '42'];
    expect(restore('hello {0}', kept)).toBeNull();
    expect(restore('hello {0} {0} {1}', kept)).toBeNull();
    expect(restore('hello {0} {1} {2}', kept)).toBeNull();
    expect(restore('hello {1} {0}', kept)).toBe('hello 42 @ana');
  });

  it('does not take an address for a mention, nor a number inside a word', () => {
    const safe = protect('write ana@example.org about mp3 and A4 files, not me@localhost');
    expect(safe.kept).toEqual(['ana@example.org']);
  });
});
