import { LANGUAGE_TAGS, isLanguageTag, type LanguageTag } from '@harbour/i18n';
import type { Db } from '../../db/client.js';
import {
  TranslationProviderError,
  type TranslationProvider,
  type TranslationRouter,
} from '../../providers/translation/index.js';
import * as repo from './translations.repository.js';
import { sourceHash, upsertTranslations, type TranslationRow } from '../../db/text-translations.js';
import { isTranslatableEntity, type TranslatableEntity } from '../../db/translatable.js';

export interface WorkerDeps {
  db: Db;
  router: TranslationRouter;
  log?: { warn(obj: object, msg: string): void };
  /** told after new texts are stored, so directory caches show them */
  listingsChanged?: () => Promise<void>;
}

/** How long a claimed item stays invisible to other workers: far beyond 12 provider calls. */
export const TRANSLATION_LEASE_MS = 10 * 60_000;
/** Items one pass translates at most. */
export const TRANSLATION_PASS_ITEMS = 20;
/** Shortest detection the provider is trusted with: it guesses short texts. */
const DETECTION_MIN_CHARS = 20;

/** The cache key of a text written in `lang`. */
export const cacheKey = (lang: string, text: string) => sourceHash(`${lang}\n${text}`);

/** Wait before trying a failed item again: what the provider asked, else 30 s doubling up to 6 h. */
export function retryDelayMs(err: unknown, attempts: number): number {
  const asked = err instanceof TranslationProviderError ? err.retryAfterMs : null;
  if (asked !== null) return Math.max(asked, 1000);
  if (err instanceof TranslationProviderError && err.failure === 'quota') return 60 * 60_000;
  return Math.min(30_000 * 2 ** Math.min(attempts, 12), 6 * 60 * 60_000);
}

/** A provider slowing us down or not answering fails the next items too: end the pass. */
const providerSaysWait = (err: unknown) =>
  err instanceof TranslationProviderError && err.failure !== 'rejected';

/**
 * One pass: claims due items one at a time and translates each; with no provider it claims nothing (the
 * rows wait for one). Returns how many items got new texts and how many failed.
 */
export async function translatePending(
  deps: WorkerDeps,
  maxItems = TRANSLATION_PASS_ITEMS,
): Promise<{ translated: number; failed: number }> {
  let translated = 0;
  let failed = 0;
  if (!deps.router.configured) return { translated, failed };
  for (let i = 0; i < maxItems; i++) {
    const item = await repo.claimNext(deps.db, TRANSLATION_LEASE_MS);
    if (!item) break;
    try {
      if (isTranslatableEntity(item.entity) && (await translateItem(deps, item.entity, item.entityId)))
        translated++;
      await repo.finish(deps.db, item);
    } catch (err) {
      failed++;
      await repo.retryLater(deps.db, item, retryDelayMs(err, item.attempts));
      deps.log?.warn(
        { reason: err instanceof Error ? err.message : String(err), entity: item.entity, id: item.entityId },
        'translation failed, will retry',
      );
      if (providerSaysWait(err)) break;
    }
  }
  if (translated > 0) await deps.listingsChanged?.();
  return { translated, failed };
}

interface Plan {
  source: LanguageTag;
  /** detection still to do (on the first provider call of this item) */
  detect: boolean;
}

/**
 * Translates the item's non-empty fields into every other language a provider has, through the cache (a text
 * and a language cost one provider call, ever), and stores them as machine texts. The first call asks the
 * provider to detect the language (unless the owner stated it): when it disagrees with `original_lang` on a
 * long enough text, the item's language is corrected and the plan starts again from it. False when there was nothing to store.
 */
export async function translateItem(
  deps: WorkerDeps,
  entity: TranslatableEntity,
  id: number,
): Promise<boolean> {
  const item = await repo.loadItem(deps.db, entity, id);
  if (!item) return false;
  const texts = Object.entries(item.fields).filter(([, text]) => text.trim() !== '');
  if (texts.length === 0) return false;
  const unique = [...new Set(texts.map(([, t]) => t))];
  const written = isLanguageTag(item.originalLang) ? item.originalLang : 'en';
  const plan: Plan = { source: written, detect: !item.languageStated };

  let results = new Map<LanguageTag, Map<string, string>>();
  for (let round = 0; round < 2; round++) {
    const before = plan.source;
    results = await translateInto(deps, unique, plan);
    if (plan.source === before) break;
  }

  const rows: TranslationRow[] = [];
  for (const [lang, byText] of results) {
    for (const [field, text] of texts) {
      const translated = byText.get(text);
      if (translated !== undefined) {
        rows.push({ entity, entityId: id, field, lang, text: translated, origin: 'machine', original: text });
      }
    }
  }
  await deps.db.transaction(async (tx) => {
    if (plan.source !== item.originalLang) {
      await repo.setOriginalLang(tx, entity, id, plan.source);
      await repo.deleteMachineTexts(tx, entity, id, plan.source);
    }
    await upsertTranslations(tx, rows);
  });
  return rows.length > 0;
}

/** text → translation, per target language; may move `plan.source` (then the caller plans again). */
async function translateInto(
  deps: WorkerDeps,
  texts: string[],
  plan: Plan,
): Promise<Map<LanguageTag, Map<string, string>>> {
  const out = new Map<LanguageTag, Map<string, string>>();
  for (const target of LANGUAGE_TAGS) {
    if (target === plan.source) continue;
    const provider = await deps.router.providerFor(target);
    if (!provider) continue;
    const source = plan.source;
    const cached = await repo.cachedTranslations(
      deps.db,
      texts.map((t) => cacheKey(source, t)),
      target,
    );
    const byText = new Map<string, string>();
    const missing: string[] = [];
    for (const text of texts) {
      const hit = cached.get(cacheKey(source, text));
      if (hit === undefined) missing.push(text);
      else byText.set(text, hit);
    }
    if (missing.length > 0) {
      const answer = await callProvider(provider, missing, target, plan);
      const from = answer.source;
      if (from !== target) {
        await repo.cacheTranslations(
          deps.db,
          missing.map((text, i) => ({
            sourceHash: cacheKey(from, text),
            targetLang: target,
            text: answer.texts[i] ?? '',
            provider: provider.name,
          })),
        );
      }
      if (from !== source) {
        plan.source = from;
        return out;
      }
      missing.forEach((text, i) => byText.set(text, answer.texts[i] ?? ''));
    }
    out.set(target, byText);
  }
  return out;
}

/** One provider call; the first of an item detects the language (falling back to the known one if refused). */
async function callProvider(
  provider: TranslationProvider,
  texts: string[],
  target: LanguageTag,
  plan: Plan,
): Promise<{ texts: string[]; source: LanguageTag }> {
  if (plan.detect) {
    plan.detect = false;
    try {
      const answer = await provider.translate({ texts, source: 'auto', target });
      return { texts: answer.texts, source: detectedSource(texts, answer.detected) ?? plan.source };
    } catch (err) {
      // a detected language the provider cannot translate from is refused (LibreTranslate answers 400)
      if (!(err instanceof TranslationProviderError && err.failure === 'rejected')) throw err;
    }
  }
  const answer = await provider.translate({ texts, source: plan.source, target });
  return { texts: answer.texts, source: plan.source };
}

/** The language detected on the longest text, when it is long enough to trust. */
function detectedSource(texts: string[], detected: (LanguageTag | null)[]): LanguageTag | null {
  let best = -1;
  texts.forEach((t, i) => {
    if (best < 0 || t.length > (texts[best]?.length ?? 0)) best = i;
  });
  const longest = texts[best];
  if (!longest || longest.trim().length < DETECTION_MIN_CHARS) return null;
  return detected[best] ?? null;
}
