/** Words shown before "read more" (the core constants and limits). */
export const NOTIFICATION_WORD_LIMIT = 40;

/** The first `limit` words of `text` and whether anything was cut. Whitespace between kept words is kept. */
export function truncateWords(text: string, limit = NOTIFICATION_WORD_LIMIT): { text: string; cut: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return { text: text.trim(), cut: false };
  return {
    text: `${words
      .slice(0, limit)
      .join(' ')
      .replace(/[.,;:!?]+$/, '')}…`,
    cut: true,
  };
}
