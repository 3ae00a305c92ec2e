import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words';

describe('truncateWords', () => {
  it('keeps texts of up to 40 words whole', () => {
    const forty = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(truncateWords(forty)).toEqual({ text: forty, cut: false });
    expect(truncateWords('  Road closed today.  ')).toEqual({ text: 'Road closed today.', cut: false });
  });

  it('cuts after the 40th word with an ellipsis, dropping trailing punctuation', () => {
    const words = Array.from({ length: 45 }, (_, i) => `w${i + 1}`);
    words[39] = 'w40.';
    const { text, cut } = truncateWords(words.join('\n'));
    expect(cut).toBe(true);
    expect(text.split(' ')).toHaveLength(40);
    expect(text.endsWith('w40…')).toBe(true);
  });
});
