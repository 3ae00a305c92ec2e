import { AR } from './ar.js';
import { ES } from './es.js';
import { FA } from './fa.js';
import { FR } from './fr.js';
import { HI } from './hi.js';
import { PT } from './pt.js';
import { RU } from './ru.js';
import { SO } from './so.js';
import { TL } from './tl.js';
import { UK } from './uk.js';
import { VI } from './vi.js';
import { ZH } from './zh.js';
import { AR_LISTINGS } from './listings-ar.js';
import { ES_LISTINGS } from './listings-es.js';
import { FA_LISTINGS } from './listings-fa.js';
import { FR_LISTINGS } from './listings-fr.js';
import { HI_LISTINGS } from './listings-hi.js';
import { PT_LISTINGS } from './listings-pt.js';
import { RU_LISTINGS } from './listings-ru.js';
import { SO_LISTINGS } from './listings-so.js';
import { TL_LISTINGS } from './listings-tl.js';
import { UK_LISTINGS } from './listings-uk.js';
import { VI_LISTINGS } from './listings-vi.js';
import { ZH_LISTINGS } from './listings-zh.js';
import type { DemoListingTexts } from './demo-listings-types.js';
import type { LongContentByLang } from './types.js';
import type { TranslatedLang } from '../translations-data/types.js';

/** The long texts of each translated language (a language missing here reads English, per item). */
export const LONG_CONTENT: LongContentByLang = {
  fr: FR,
  ar: AR,
  fa: FA,
  es: ES,
  tl: TL,
  zh: ZH,
  hi: HI,
  vi: VI,
  ru: RU,
  so: SO,
  pt: PT,
  uk: UK,
};

/** The demo directory's listings in each translated language (SEED_DEMO only). */
export const DEMO_LISTINGS: Partial<Record<TranslatedLang, DemoListingTexts>> = {
  fr: FR_LISTINGS,
  ar: AR_LISTINGS,
  fa: FA_LISTINGS,
  es: ES_LISTINGS,
  tl: TL_LISTINGS,
  zh: ZH_LISTINGS,
  hi: HI_LISTINGS,
  vi: VI_LISTINGS,
  ru: RU_LISTINGS,
  so: SO_LISTINGS,
  pt: PT_LISTINGS,
  uk: UK_LISTINGS,
};
