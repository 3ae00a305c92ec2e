import { englishLongContent } from '../long-content/english.js';

/** The tips of the day are those of 2021: six per month (texts: content/en/tips.json). */
export const TIPS_YEAR = 2021;

export const TIP_ROWS = englishLongContent().tips.flatMap((month, m) =>
  month.map(([title, text], i) => ({
    year: TIPS_YEAR,
    month: m + 1,
    position: i + 1,
    title,
    text,
  })),
);
