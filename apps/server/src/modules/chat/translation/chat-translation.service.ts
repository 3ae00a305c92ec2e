import { LANGUAGE_TAGS, isLanguageTag, type LanguageTag } from '@harbour/i18n';
import { CHAT_TRANSLATION_DAYS } from '@harbour/shared';
import type { Db } from '../../../db/client.js';
import {
  TranslationProviderError,
  type TranslationProvider,
  type TranslationRouter,
} from '../../../providers/translation/index.js';
import type { ChatEvents } from '../chat-events.js';
import * as repo from './chat-translation.repository.js';
import { pairKey, PendingPairs, retryDelayMs, type SourceMessage } from './pending-pairs.js';
import { protect, restore, type ProtectedText } from './protect.js';

export type { SourceMessage } from './pending-pairs.js';

export interface ChatTranslatorDeps {
  db: Db;
  router: TranslationRouter;
  events: ChatEvents;
  log?: { warn(obj: object, msg: string): void };
}

/** What the translator has done since it started (for logs, the bench and tests). */
export interface ChatTranslationCounts {
  /** provider calls made */
  calls: number;
  /** translations stored */
  stored: number;
  /** answers that lost or changed a placeholder: the original is shown instead */
  mangled: number;
  /** provider calls that failed (to be retried) */
  failed: number;
}

type CacheRow = { key: string; targetLang: string; text: string; provider: string };

/**
 * Translates chat messages: once per message and target language (however many readers read it), through
 * the translation cache (7 days) and the configured providers, with what must stay as written kept out of
 * the provider's hands. Each translation is stored as a `text_translations` row and told as a 'translation'
 * event. Failures are kept in memory with a backoff and tried again by `retryDue`; `scanRecent` finds what
 * a restart or a lost event left untranslated. With no provider configured nothing is attempted.
 */
export class ChatTranslator {
  readonly counts: ChatTranslationCounts = { calls: 0, stored: 0, mangled: 0, failed: 0 };
  private readonly inFlight = new Set<string>();
  private readonly pending = new PendingPairs();
  private readonly running = new Set<Promise<void>>();
  /** a provider that timed out, failed or asked us to slow down is left alone until then */
  private readonly pausedUntil = new Map<string, number>();

  constructor(private readonly deps: ChatTranslatorDeps) {}

  get configured(): boolean {
    return this.deps.router.configured;
  }

  /** A new message: translated at once into every language its members read but its own. */
  onMessage(message: SourceMessage, memberIds: readonly number[]): void {
    if (!this.configured || !protect(message.text).translatable) return;
    this.track(async () => {
      const langs = memberIds.length
        ? await repo.languagesOf(this.deps.db, memberIds)
        : await repo.conversationLanguages(this.deps.db, message.conversationId);
      await Promise.all(
        targetsOf(langs, message.lang).map((target) => this.translateInto(target, [message])),
      );
    });
  }

  /** Messages a reader of `target` sees without a fresh translation: translated in the background. */
  requestLater(messages: readonly SourceMessage[], target: string, now = Date.now()): void {
    if (!this.configured || !isLanguageTag(target)) return;
    const due = messages.filter((m) => {
      const failed = this.pending.get(m.id, target);
      return m.lang !== target && (!failed || failed.notBefore <= now);
    });
    if (due.length > 0) this.track(() => this.translateInto(target, due));
  }

  /** Tries again the pairs whose wait is over. */
  async retryDue(now = Date.now()): Promise<void> {
    const byTarget = new Map<LanguageTag, SourceMessage[]>();
    for (const item of this.pending.values()) {
      if (item.notBefore > now) continue;
      const list = byTarget.get(item.target) ?? [];
      list.push(item.message);
      byTarget.set(item.target, list);
    }
    await Promise.all([...byTarget].map(([target, messages]) => this.translateInto(target, messages, now)));
  }

  /**
   * Recent messages missing a translation into a language their members read (a restart dropped the
   * in-memory retries, or the process stopped mid-call), except those waiting for a retry.
   */
  async scanRecent(now = Date.now()): Promise<number> {
    if (!this.configured) return 0;
    const rows = await repo.untranslatedRecent(this.deps.db, {
      minAgeMs: 10_000,
      maxAgeMs: CHAT_TRANSLATION_DAYS * 24 * 60 * 60_000,
      scanMessages: 2_000,
      limit: 500,
    });
    const byTarget = new Map<LanguageTag, SourceMessage[]>();
    for (const row of rows) {
      if (!isLanguageTag(row.target) || this.pending.get(row.id, row.target)) continue;
      const list = byTarget.get(row.target) ?? [];
      list.push(row);
      byTarget.set(row.target, list);
    }
    await Promise.all([...byTarget].map(([target, messages]) => this.translateInto(target, messages, now)));
    return rows.length;
  }

  /** Learns which provider has which language (LibreTranslate asks its server) before the first message. */
  async warm(): Promise<void> {
    await Promise.allSettled(LANGUAGE_TAGS.map((l) => this.deps.router.providerFor(l)));
  }

  /** Resolves when every background translation started so far has ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Message and language pairs waiting for a retry. */
  pendingCount(): number {
    return this.pending.size;
  }

  private track(work: () => Promise<void>): void {
    const promise = work()
      .catch((err: unknown) => this.deps.log?.warn({ reason: describe(err) }, 'chat translation failed'))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /**
   * One provider call per source language for the messages the cache does not hold in `target`; stores and
   * tells each translation. Never throws for a provider failure: the pairs wait for a retry.
   */
  private async translateInto(target: LanguageTag, messages: readonly SourceMessage[], now = Date.now()) {
    const provider = await this.deps.router.providerFor(target);
    if (!provider) return;
    const paused = this.pausedUntil.get(provider.name) ?? 0;
    if (paused > now) {
      for (const m of messages) {
        if (m.lang !== target && protect(m.text).translatable) this.pending.waitUntil(m, target, paused);
      }
      return;
    }
    const mine = messages.filter((m) => {
      const key = pairKey(m.id, target);
      if (m.lang === target || this.inFlight.has(key)) return false;
      this.inFlight.add(key);
      return true;
    });
    try {
      const work = mine
        .map((message) => ({ message, safe: protect(message.text) }))
        .filter((w) => w.safe.translatable);
      const cached = await repo.freshCached(
        this.deps.db,
        work.map((w) => repo.cacheKey(w.message.lang, w.safe.text)),
        target,
        CHAT_TRANSLATION_DAYS,
      );
      const answers = new Map<SourceMessage, string>();
      const toCache: CacheRow[] = [];
      const missing = new Map<string, typeof work>();
      for (const w of work) {
        const hit = cached.get(repo.cacheKey(w.message.lang, w.safe.text));
        if (hit !== undefined) answers.set(w.message, hit);
        else missing.set(w.message.lang, [...(missing.get(w.message.lang) ?? []), w]);
      }
      await Promise.all(
        [...missing].map(([source, group]) =>
          this.callProvider(provider, source, target, group, { answers, toCache }, now),
        ),
      );
      // the readers wait for the stored row and its event, not for the cache
      await Promise.all([repo.putCached(this.deps.db, toCache), this.store(target, work, answers)]);
    } finally {
      for (const m of mine) this.inFlight.delete(pairKey(m.id, target));
    }
  }

  private async callProvider(
    provider: TranslationProvider,
    source: string,
    target: LanguageTag,
    group: { message: SourceMessage; safe: ProtectedText }[],
    out: { answers: Map<SourceMessage, string>; toCache: CacheRow[] },
    now: number,
  ): Promise<void> {
    const texts = [...new Set(group.map((w) => w.safe.text))];
    this.counts.calls++;
    let translated: string[];
    try {
      const answer = await provider.translate({
        texts,
        source: isLanguageTag(source) ? source : 'auto',
        target,
      });
      translated = answer.texts;
    } catch (err) {
      this.counts.failed++;
      for (const w of group) this.pending.failed(w.message, target, err, now);
      if (!(err instanceof TranslationProviderError && err.failure === 'rejected')) {
        // the next messages would fail the same way: they wait with these
        this.pausedUntil.set(provider.name, now + retryDelayMs(err, 0));
      }
      this.deps.log?.warn(
        { reason: describe(err), target, messages: group.length },
        'chat translation will retry',
      );
      return;
    }
    this.pausedUntil.delete(provider.name);
    const byText = new Map(texts.map((t, i) => [t, translated[i] ?? '']));
    for (const w of group) out.answers.set(w.message, byText.get(w.safe.text) ?? '');
    // an answer that lost a placeholder is not kept: the next try may do better
    const usable = texts.filter((t) => {
      const w = group.find((g) => g.safe.text === t);
      return w !== undefined && restore(byText.get(t) ?? '', w.safe.kept) !== null;
    });
    out.toCache.push(
      ...usable.map((t) => ({
        key: repo.cacheKey(source, t),
        targetLang: target,
        text: byText.get(t) ?? '',
        provider: provider.name,
      })),
    );
  }

  private async store(
    target: LanguageTag,
    work: { message: SourceMessage; safe: { kept: string[] } }[],
    answers: Map<SourceMessage, string>,
  ): Promise<void> {
    const rows: { message: SourceMessage; text: string }[] = [];
    for (const w of work) {
      const answer = answers.get(w.message);
      if (answer === undefined) continue;
      const text = restore(answer, w.safe.kept);
      if (text === null || text.trim() === '') {
        this.counts.mangled++;
        this.pending.giveUp(w.message, target, Date.now());
        continue;
      }
      this.pending.delete(w.message.id, target);
      rows.push({ message: w.message, text });
    }
    if (rows.length === 0) return;
    await repo.storeTranslations(
      this.deps.db,
      rows.map((r) => ({ messageId: r.message.id, lang: target, text: r.text, original: r.message.text })),
    );
    this.counts.stored += rows.length;
    for (const { message, text } of rows) {
      this.deps.events.emit('translation', {
        conversationId: message.conversationId,
        messageId: message.id,
        seq: message.seq,
        lang: target,
        text,
      });
    }
  }
}

/** The languages among `langs` a message written in `own` is translated into. */
export function targetsOf(langs: readonly string[], own: string): LanguageTag[] {
  return [...new Set(langs)].filter((l): l is LanguageTag => isLanguageTag(l) && l !== own);
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));
