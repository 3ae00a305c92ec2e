import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { chatConversations, chatMessages, textTranslations, users } from '../schema/index.js';
import { seedDemoChat } from './demo-chat.js';
import { DEMO_USER } from './users.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'true' });
}, 120_000);
afterAll(() => app.close());

async function signIn(): Promise<{ userId: number; authorization: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: DEMO_USER.email, password: DEMO_USER.password },
  });
  const { token, userId } = res.json<{ data: { token: string; userId: number } }>().data;
  return { userId, authorization: `Bearer ${token}` };
}

interface Page {
  data: {
    messages: {
      seq: number;
      lang: string;
      text: string;
      translation: { lang: string; text: string } | null;
    }[];
  };
}

describe('the demo conversation', () => {
  it('is seeded once, with one unread answer, and read in the member’s language without a provider', async () => {
    await seedDemoChat(app.db);
    expect(await app.db.select().from(chatConversations)).toHaveLength(1);
    expect(await app.db.select().from(chatMessages)).toHaveLength(4);

    const { userId, ...auth } = await signIn();
    const list = await app.inject({ method: 'GET', url: `/api/chat/conversations/${userId}`, headers: auth });
    expect(list.json<{ data: { unread: number }[] }>().data.map((c) => c.unread)).toEqual([1]);

    await app.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.email, DEMO_USER.email));
    const [conversation] = await app.db.select().from(chatConversations);
    const page = await app.inject({
      method: 'GET',
      url: `/api/chat/chat-messages/${conversation!.id}`,
      headers: auth,
    });
    const messages = page.json<Page>().data.messages.sort((a, b) => a.seq - b.seq);
    expect(messages.map((m) => m.lang)).toEqual(['en', 'ar', 'en', 'ar']);
    expect(messages.every((m) => m.translation?.lang === 'fr')).toBe(true);
    expect(messages[1]!.translation!.text).toMatch(/^Bienvenue !/);
    expect(messages[3]!.translation!.text).toContain('🙂');
  });

  it('re-dates its translations at each seed so they stay within the chat’s cache time', async () => {
    await app.db.update(textTranslations).set({ updatedAt: new Date('2020-01-01') });
    await seedDemoChat(app.db);
    const rows = await app.db
      .select({ updatedAt: textTranslations.updatedAt })
      .from(textTranslations)
      .where(eq(textTranslations.entity, 'chat_message'));
    expect(rows).toHaveLength(4 * 12);
    expect(rows.every((r) => r.updatedAt.getFullYear() > 2020)).toBe(true);
  });
});
