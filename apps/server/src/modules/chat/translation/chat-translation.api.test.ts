import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatMessagePage, ChatTranslationEvent } from '@harbour/shared';
import { users } from '../../../db/schema/index.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { userAuth } from '../../../test/sessions.js';
import type { ChatTranslator } from './chat-translation.service.js';
import { changeWords, startWordChangerStandIn, type WordChangerStandIn } from './test-stand-in.js';

type Auth = { userId: number; authorization: string };

let app: FastifyInstance;
let standIn: WordChangerStandIn;
let translator: ChatTranslator;
const told: ChatTranslationEvent[] = [];

beforeAll(async () => {
  standIn = await startWordChangerStandIn();
  app = await buildTestApp({ LIBRETRANSLATE_URL: standIn.url });
  translator = app.chatTranslator;
  app.chatEvents.on('translation', (e) => told.push(e));
  await translator.warm();
});
afterAll(async () => {
  await translator.idle();
  await app.close();
  await standIn.close();
});

async function userReading(lang: string): Promise<Auth> {
  const auth = await userAuth(app);
  await app.db.update(users).set({ preferredLanguage: lang }).where(eq(users.id, auth.userId));
  return auth;
}

async function startConversation(by: Auth, members: Auth[]): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/conversations',
    headers: { authorization: by.authorization },
    payload: { members: members.map((m) => m.userId), isGroup: members.length > 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
}

async function post(by: Auth, conversationId: number, text: string, lang?: string): Promise<ChatMessage> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/chat-messages',
    headers: { authorization: by.authorization },
    payload: { conversationId, text, ...(lang ? { lang } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ChatMessage }>().data;
}

async function page(by: Auth, conversationId: number): Promise<ChatMessage[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/chat/chat-messages/${conversationId}`,
    headers: { authorization: by.authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ChatMessagePage }>().data.messages;
}

const translationOf = (messageId: number, lang: string) =>
  new Promise<ChatTranslationEvent>((resolve) => {
    const found = told.find((e) => e.messageId === messageId && e.lang === lang);
    if (found) return resolve(found);
    app.chatEvents.on('translation', (e) => e.messageId === messageId && e.lang === lang && resolve(e));
  });

describe('chat translation through POST /api/chat/chat-messages', () => {
  it('gives each reader the message in their language within a second, the sender the original', async () => {
    const sender = await userReading('en');
    const reader = await userReading('ar');
    const conversationId = await startConversation(sender, [reader]);
    const text = 'Meet me at the library at 3:15, @omar 📚 https://harbour.example/map';
    // the original is shown when its 'message' event goes out; the translation follows within a second
    let shown = 0;
    app.chatEvents.once('message', () => (shown = Date.now()));
    const message = await post(sender, conversationId, text);
    expect(message).toMatchObject({ text, lang: 'en', translation: null });
    const event = await translationOf(message.id, 'ar');
    const ms = Date.now() - shown;
    expect(ms).toBeLessThan(1000);
    const expected = '[ar] teeM em ta eht yrarbil ta 3:15, @omar 📚 https://harbour.example/map';
    expect(event).toMatchObject({ conversationId, seq: message.seq, text: expected });

    const [forReader] = await page(reader, conversationId);
    expect(forReader).toMatchObject({ id: message.id, text, lang: 'en' });
    expect(forReader?.translation).toEqual({ lang: 'ar', text: expected });
    const [forSender] = await page(sender, conversationId);
    expect(forSender?.translation).toBeNull();
  });

  it('calls the provider once per target language for a group of 6 readers in 3 languages', async () => {
    const sender = await userReading('fr');
    const readers = [
      await userReading('fr'),
      await userReading('fr'),
      await userReading('fa'),
      await userReading('fa'),
      await userReading('zh'),
      await userReading('zh'),
    ];
    const conversationId = await startConversation(sender, readers);
    const text = 'Réunion des parents jeudi soir';
    const message = await post(sender, conversationId, text, 'fr');
    await Promise.all([translationOf(message.id, 'fa'), translationOf(message.id, 'zh')]);
    await translator.idle();
    const calls = standIn.calls.filter((c) => c.texts.includes(text));
    expect(calls.map((c) => `${c.source}>${c.target}`).sort()).toEqual(['fr>fa', 'fr>zh']);
    for (const reader of readers) {
      const lang = (await app.db.select().from(users).where(eq(users.id, reader.userId)))[0]!
        .preferredLanguage;
      const [seen] = await page(reader, conversationId);
      expect(seen?.translation).toEqual(lang === 'fr' ? null : { lang, text: changeWords(text, lang) });
    }
  });
});
