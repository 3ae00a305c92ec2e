/** The legal pages: their path (= content slug) and the date of their current version. */
export const LEGAL_PAGES = {
  'terms-and-conditions': { updated: '2019-12-02' },
  'privacy-policy': { updated: '2023-01-03' },
  'terms-of-service-nupost': { updated: '2023-05-31' },
  'privacy-terms': { updated: null },
} as const satisfies Record<string, { updated: string | null }>;

export type LegalSlug = keyof typeof LEGAL_PAGES;

export function isLegalSlug(value: string): value is LegalSlug {
  return Object.hasOwn(LEGAL_PAGES, value);
}

/** A section's text as blocks: paragraphs split by a blank line; lines starting with "- " form a list. */
export type TextBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

export function toBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (!lines.length) continue;
    if (lines.every((l) => l.startsWith('- ')))
      blocks.push({ kind: 'ul', items: lines.map((l) => l.slice(2)) });
    else blocks.push({ kind: 'p', text: lines.join(' ') });
  }
  return blocks;
}
