import type { LanguageTag } from '@harbour/i18n';
import { TranslationProviderError } from '../../../providers/translation/index.js';

/** What a translation needs of a message. */
export interface SourceMessage {
  id: number;
  conversationId: number;
  seq: number;
  text: string;
  lang: string;
}

export interface PendingPair {
  message: SourceMessage;
  target: LanguageTag;
  attempts: number;
  /** epoch ms before which it is not tried again */
  notBefore: number;
}

/** Failed message and language pairs kept for a retry, at most (the oldest go first). */
const MAX_PENDING = 10_000;
/** A mangled answer or a refused pair is tried again only after this long. */
export const GIVE_UP_MS = 6 * 60 * 60_000;

/** Wait before a failed pair is tried again: what the provider asked, else 30 s doubling up to 6 h. */
export function retryDelayMs(err: unknown, attempts: number): number {
  if (err instanceof TranslationProviderError) {
    if (err.retryAfterMs !== null) return Math.max(err.retryAfterMs, 1000);
    if (err.failure === 'quota') return 60 * 60_000;
    if (err.failure === 'rejected') return GIVE_UP_MS;
  }
  return Math.min(30_000 * 2 ** Math.min(attempts, 12), GIVE_UP_MS);
}

export const pairKey = (messageId: number, target: string) => `${messageId}:${target}`;

/** Message and language pairs waiting for another try, in memory (a restart is covered by the scan). */
export class PendingPairs {
  private readonly pairs = new Map<string, PendingPair>();

  get size(): number {
    return this.pairs.size;
  }

  get(messageId: number, target: string): PendingPair | undefined {
    return this.pairs.get(pairKey(messageId, target));
  }

  values(): IterableIterator<PendingPair> {
    return this.pairs.values();
  }

  delete(messageId: number, target: string): void {
    this.pairs.delete(pairKey(messageId, target));
  }

  /** The provider call failed: back off by its attempts. */
  failed(message: SourceMessage, target: LanguageTag, err: unknown, now: number): void {
    const attempts = (this.get(message.id, target)?.attempts ?? 0) + 1;
    this.set({ message, target, attempts, notBefore: now + retryDelayMs(err, attempts - 1) });
  }

  /** Not sent (its provider is paused): tried with the others when the pause ends. */
  waitUntil(message: SourceMessage, target: LanguageTag, until: number): void {
    const had = this.get(message.id, target);
    this.set({
      message,
      target,
      attempts: had?.attempts ?? 0,
      notBefore: Math.max(until, had?.notBefore ?? 0),
    });
  }

  /** The answer lost a placeholder: the original is shown; asked again only much later. */
  giveUp(message: SourceMessage, target: LanguageTag, now: number): void {
    const attempts = (this.get(message.id, target)?.attempts ?? 0) + 1;
    this.set({ message, target, attempts, notBefore: now + GIVE_UP_MS });
  }

  private set(pair: PendingPair): void {
    const key = pairKey(pair.message.id, pair.target);
    this.pairs.delete(key);
    if (this.pairs.size >= MAX_PENDING) {
      const oldest = this.pairs.keys().next().value;
      if (oldest !== undefined) this.pairs.delete(oldest);
    }
    this.pairs.set(key, pair);
  }
}
