import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@harbour/i18n';
import type { ChatMessage, ChatTranslationEvent } from '@harbour/shared';
import {
  chatConversations,
  chatMembers,
  chatMessages,
  textTranslations,
  translationCache,
  users,
} from '../../../db/schema/index.js';
import { sourceHash } from '../../../db/text-translations.js';
import { createTranslationRouter } from '../../../providers/translation/index.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { userAuth } from '../../../test/sessions.js';
import { createChatEvents } from '../chat-events.js';
import { attachTranslations } from './attach.js';
import { ChatTranslator } from './chat-translation.service.js';
import { registerTranslator } from './registry.js';
import { SAMPLES } from './test-samples.js';
import { changeWords, startWordChangerStandIn, type WordChangerStandIn } from './test-stand-in.js';

let app: FastifyInstance;
let standIn: WordChangerStandIn;
let translator: ChatTranslator;
const events = createChatEvents();
const told: ChatTranslationEvent[] = [];
events.on('translation', (e) => told.push(e));

beforeAll(async () => {
  standIn = await startWordChangerStandIn();
  app = await buildTestApp({ LIBRETRANSLATE_URL: standIn.url });
  translator = new ChatTranslator({ db: app.db, router: app.translation, events });
  registerTranslator(app.db, translator);
  // a first message warms the provider's language list and the queries, as a running server has them
  const a = await userReading('en');
  const b = await userReading('fr');
  const warm = await conversationOf([a, b]);
  translator.onMessage(await warm.post(a, 'Warming up', 'en'), [a, b]);
  await translator.idle();
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.mangle = false;
});

async function userReading(lang: string): Promise<number> {
  const { userId } = await userAuth(app);
  await app.db.update(users).set({ preferredLanguage: lang }).where(eq(users.id, userId));
  return userId;
}

/** A conversation of these members and a message in it, written straight into the tables. */
async function conversationOf(memberIds: number[]) {
  const [conv] = await app.db
    .insert(chatConversations)
    .values({ isGroup: memberIds.length > 2, createdBy: memberIds[0] })
    .returning({ id: chatConversations.id });
  await app.db.insert(chatMembers).values(memberIds.map((userId) => ({ conversationId: conv!.id, userId })));
  let seq = 0;
  return {
    id: conv!.id,
    async post(senderId: number, text: string, lang: string, ageDays = 0): Promise<ChatMessage> {
      seq++;
      const [row] = await app.db
        .insert(chatMessages)
        .values({
          conversationId: conv!.id,
          seq,
          senderId,
          text,
          lang,
          createdAt: new Date(Date.now() - ageDays * 86_400_000),
        })
        .returning();
      return {
        id: row!.id,
        conversationId: row!.conversationId,
        seq: row!.seq,
        senderId: row!.senderId,
        text: row!.text,
        lang: row!.lang,
        createdAt: row!.createdAt.toISOString(),
        translation: null,
        clientKey: null,
      };
    },
  };
}

const rowsOf = (messageId: number) =>
  app.db
    .select()
    .from(textTranslations)
    .where(and(eq(textTranslations.entity, 'chat_message'), eq(textTranslations.entityId, messageId)));

const callsFor = (text: string) => standIn.calls.filter((c) => c.texts.some((t) => t.includes(text)));

describe('chat translation', () => {
  it('translates once per target language, however many readers, at once', async () => {
    const sender = await userReading('en');
    const readers = [
      await userReading('ar'),
      await userReading('ar'),
      await userReading('fr'),
      await userReading('fr'),
      await userReading('en'),
      await userReading('en'),
    ];
    const conv = await conversationOf([sender, ...readers]);
    const text = 'The clinic opens at 9:30 tomorrow, ask @nadia';
    const message = await conv.post(sender, text, 'en');
    const started = Date.now();
    const arrived = new Promise<number>((resolve) =>
      events.on('translation', (e) => e.messageId === message.id && resolve(Date.now() - started)),
    );
    translator.onMessage(message, [sender, ...readers]);
    expect(await arrived).toBeLessThan(1000);
    await translator.idle();

    expect(
      callsFor('The clinic')
        .map((c) => c.target)
        .sort(),
    ).toEqual(['ar', 'fr']);
    expect(callsFor('The clinic').every((c) => c.source === 'en')).toBe(true);
    const rows = await rowsOf(message.id);
    expect(rows.map((r) => r.lang).sort()).toEqual(['ar', 'fr']);
    for (const row of rows) {
      expect(row).toMatchObject({ field: 'text', origin: 'machine', sourceHash: sourceHash(text) });
      expect(row.text).toBe(`[${row.lang}] ehT cinilc snepo ta 9:30 worromot, ksa @nadia`);
    }
    expect(
      told
        .filter((e) => e.messageId === message.id)
        .map((e) => e.lang)
        .sort(),
    ).toEqual(['ar', 'fr']);
    expect(told.find((e) => e.messageId === message.id)).toMatchObject({
      conversationId: conv.id,
      seq: message.seq,
    });

    // each reader gets their language; the sender's own language has none
    const [forArabic] = await attachTranslations(app.db, [message], 'ar');
    expect(forArabic?.translation).toEqual({ lang: 'ar', text: rows.find((r) => r.lang === 'ar')!.text });
    const [forEnglish] = await attachTranslations(app.db, [message], 'en');
    expect(forEnglish?.translation).toBeNull();

    // the same words again come from the cache: no new call
    const again = await conv.post(sender, text, 'en');
    translator.onMessage(again, [sender, ...readers]);
    await translator.idle();
    expect(callsFor('The clinic')).toHaveLength(2);
    expect((await rowsOf(again.id)).map((r) => r.lang).sort()).toEqual(['ar', 'fr']);
  });

  it('keeps mentions, URLs, numbers, e-mails, phones, emoji and code as written, in all 13 languages', async () => {
    const members = await Promise.all(LANGUAGE_TAGS.map((lang) => userReading(lang)));
    const conv = await conversationOf(members);
    for (const sample of SAMPLES) {
      const sender = members[LANGUAGE_TAGS.indexOf(sample.lang)]!;
      const message = await conv.post(sender, sample.text, sample.lang);
      translator.onMessage(message, members);
      await translator.idle();
      const rows = await rowsOf(message.id);
      expect(rows.map((r) => r.lang).sort()).toEqual(LANGUAGE_TAGS.filter((l) => l !== sample.lang).sort());
      for (const row of rows) {
        for (const part of sample.kept) expect(row.text, `${sample.lang}→${row.lang}`).toContain(part);
        expect(row.text).not.toMatch(/\{\d+\}/);
        expect(row.text.startsWith(`[${row.lang}] `)).toBe(true);
      }
    }
  });

  it('makes no call for a message that is only emoji or a URL', async () => {
    const a = await userReading('en');
    const b = await userReading('fa');
    const conv = await conversationOf([a, b]);
    const before = standIn.calls.length;
    for (const text of ['👍🏽', 'https://harbour.example/x', '🇨🇦 https://harbour.example/y 42']) {
      const message = await conv.post(a, text, 'en');
      translator.onMessage(message, [a, b]);
      await translator.idle();
      expect(await rowsOf(message.id)).toHaveLength(0);
      const [seen] = await attachTranslations(app.db, [message], 'fa', Date.now() + 60_000);
      expect(seen).toMatchObject({ text, translation: null });
      await translator.idle();
    }
    expect(standIn.calls.length).toBe(before);
  });

  it('shows the original while the provider is down, then retries and translates', async () => {
    const a = await userReading('en');
    const b = await userReading('uk');
    const conv = await conversationOf([a, b]);
    // a minute old: past the grace in which a reader's page leaves it to the post's translation
    const message = await conv.post(a, 'Is the food bank open on Saturday?', 'en', 1 / 1440);
    standIn.fail(503);
    translator.onMessage(message, [a, b]);
    await translator.idle();
    expect(await rowsOf(message.id)).toHaveLength(0);
    expect(translator.pendingCount()).toBeGreaterThan(0);
    const [seen] = await attachTranslations(app.db, [message], 'uk');
    expect(seen).toMatchObject({ text: message.text, lang: 'en', translation: null });
    await translator.idle();
    // a reader's page does not hammer a provider that failed: the pair waits for its retry
    expect(callsFor('food bank')).toHaveLength(1);

    await translator.retryDue(Date.now()); // not due yet
    expect(callsFor('food bank')).toHaveLength(1);
    await translator.retryDue(Date.now() + 10 * 60_000);
    expect(callsFor('food bank')).toHaveLength(2);
    const [row] = await rowsOf(message.id);
    expect(row).toMatchObject({ lang: 'uk', text: changeWords(message.text, 'uk') });
    expect(told.some((e) => e.messageId === message.id && e.lang === 'uk')).toBe(true);
    expect(translator.pendingCount()).toBe(0);
  });

  it('leaves a failing provider alone until its pause ends, then sends what waited together', async () => {
    const a = await userReading('en');
    const b = await userReading('hi');
    const conv = await conversationOf([a, b]);
    const first = await conv.post(a, 'Doctor visits start on Monday', 'en');
    standIn.fail(503);
    translator.onMessage(first, [a, b]);
    await translator.idle();
    const second = await conv.post(a, 'Doctor visits end on Friday', 'en');
    translator.onMessage(second, [a, b]);
    await translator.idle();
    // one call failed; the second message did not reach the provider
    expect(callsFor('Doctor visits')).toHaveLength(1);
    await translator.retryDue(Date.now() + 10 * 60_000);
    const retried = callsFor('Doctor visits').slice(1);
    expect(retried).toHaveLength(1);
    expect(retried[0]?.texts).toHaveLength(2);
    expect((await rowsOf(first.id)).map((r) => r.lang)).toEqual(['hi']);
    expect((await rowsOf(second.id)).map((r) => r.lang)).toEqual(['hi']);
  });

  it('finds by a scan what a restart or a lost event left untranslated', async () => {
    const a = await userReading('en');
    const b = await userReading('vi');
    const conv = await conversationOf([a, b]);
    const message = await conv.post(a, 'The bus leaves from the library', 'en');
    await app.db
      .update(chatMessages)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(eq(chatMessages.id, message.id));
    await translator.scanRecent();
    expect((await rowsOf(message.id)).map((r) => r.lang)).toEqual(['vi']);
    expect(callsFor('The bus leaves')).toHaveLength(1);
    await translator.scanRecent();
    expect(callsFor('The bus leaves')).toHaveLength(1);
  });

  it('shows the original, never a placeholder, when the provider mangles one', async () => {
    const a = await userReading('es');
    const b = await userReading('ru');
    const conv = await conversationOf([a, b]);
    const message = await conv.post(a, 'Escribe a @carla antes de las 18:00', 'es');
    const mangled = translator.counts.mangled;
    standIn.mangle = true;
    translator.onMessage(message, [a, b]);
    await translator.idle();
    expect(translator.counts.mangled).toBe(mangled + 1);
    expect(await rowsOf(message.id)).toHaveLength(0);
    const [seen] = await attachTranslations(app.db, [message], 'ru');
    expect(seen?.translation).toBeNull();
    expect(told.some((e) => e.messageId === message.id)).toBe(false);
    // nor was the mangled answer cached for the next message with these words
    const cached = await app.db.select().from(translationCache).where(eq(translationCache.targetLang, 'ru'));
    expect(cached.some((c) => c.text.includes('sabircsE'))).toBe(false);
  });

  it('translates again on demand a translation older than 7 days', async () => {
    const a = await userReading('en');
    const b = await userReading('pt');
    const conv = await conversationOf([a, b]);
    const message = await conv.post(a, 'Winter coats are free at the church hall', 'en', 30);
    translator.onMessage(message, [a, b]);
    await translator.idle();
    expect(callsFor('Winter coats')).toHaveLength(1);
    await app.db
      .update(textTranslations)
      .set({ updatedAt: sql`now() - interval '8 days'` })
      .where(eq(textTranslations.entityId, message.id));
    await app.db
      .update(translationCache)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(translationCache.targetLang, 'pt'));

    const [stale] = await attachTranslations(app.db, [message], 'pt');
    expect(stale?.translation).toBeNull();
    const arrived = new Promise<ChatTranslationEvent>((resolve) =>
      events.on('translation', (e) => e.messageId === message.id && resolve(e)),
    );
    await translator.idle();
    expect((await arrived).lang).toBe('pt');
    expect(callsFor('Winter coats')).toHaveLength(2);
    const [fresh] = await attachTranslations(app.db, [message], 'pt');
    expect(fresh?.translation).toEqual({ lang: 'pt', text: changeWords(message.text, 'pt') });
  });

  it('with no provider attempts nothing and shows the original', async () => {
    const none = new ChatTranslator({ db: app.db, router: createTranslationRouter([]), events });
    const a = await userReading('en');
    const b = await userReading('so');
    const conv = await conversationOf([a, b]);
    const message = await conv.post(a, 'Nobody translates this one', 'en');
    const before = standIn.calls.length;
    none.onMessage(message, [a, b]);
    none.requestLater([message], 'so');
    await none.retryDue(Date.now() + 86_400_000);
    expect(await none.scanRecent()).toBe(0);
    await none.idle();
    expect(standIn.calls.length).toBe(before);
    expect(await rowsOf(message.id)).toHaveLength(0);
  });
});
