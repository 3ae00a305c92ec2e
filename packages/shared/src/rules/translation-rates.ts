/** Translation rates of the core constants and limits, in Canadian dollars per word, for 1, 5 and 10 target languages. */
export const TRANSLATION_LANGUAGE_COUNTS = [1, 5, 10] as const;
export type TranslationLanguageCount = (typeof TRANSLATION_LANGUAGE_COUNTS)[number];

/** [1 language, 5 languages, 10 languages] */
export type RateRow = readonly [number, number, number];

export const TRANSLATION_RATES = {
  subscribers: [0.05, 0.25, 0.4],
  others: [0.1, 0.5, 0.8],
} as const satisfies Record<string, RateRow>;

/** Added to the per-word rate. Complex and specialised content is priced on request. */
export const TRANSLATION_ADD_ONS = {
  proofreading: [0.15, 0.75, 1.2],
  formatting: [0.02, 0.1, 0.2],
  urgent: [0.05, 0.25, 0.5],
} as const satisfies Record<string, RateRow>;

export const TRANSLATION_MINIMUM_FEE = 12.5;
export const TRANSLATION_MINIMUM_WORDS = 250;

export type TranslationCustomer = keyof typeof TRANSLATION_RATES;
export type TranslationAddOn = keyof typeof TRANSLATION_ADD_ONS;
