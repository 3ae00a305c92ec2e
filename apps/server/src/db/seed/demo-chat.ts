import { LANGUAGE_TAGS } from '@harbour/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client.js';
import { appMeta, chatConversations, chatMembers, chatMessages, users } from '../schema/index.js';
import { upsertTranslations } from '../text-translations.js';
import { loadJson } from './content-files/load.js';
import { DEMO_USER, DEMO_VETERAN } from './users.js';

/** Who wrote each message of the demo conversation, and in which language (texts: `content/<lang>/chat.json`). */
const DEMO_MESSAGES = [
  { from: 'member', lang: 'en' },
  { from: 'veteran', lang: 'ar' },
  { from: 'member', lang: 'en' },
  { from: 'veteran', lang: 'ar' },
] as const;

const chatTexts = z.array(z.string().min(1)).length(DEMO_MESSAGES.length);

/** app_meta key holding the demo conversation's id: once seeded (or deleted by its members) it is not made again. */
export const DEMO_CHAT_KEY = 'demo_chat_conversation';

/** The demo conversation's texts in every language that has a `chat.json`. */
function loadTexts(): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const lang of LANGUAGE_TAGS) {
    const file = loadJson(lang, 'chat', chatTexts);
    if (file) texts.set(lang, file.texts);
  }
  return texts;
}

async function idOf(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/**
 * With SEED_DEMO: a conversation between the demo member (English) and the veteran (Arabic), so the
 * chat shows on a first start what it is for: each message in the reader's language, with the original
 * a click away. Its translations are stored as the translation worker would store them and re-dated at
 * every seed, so they stay within the chat's translation cache time and show without a provider.
 */
export async function seedDemoChat(db: Db): Promise<void> {
  const texts = loadTexts();
  const originals = DEMO_MESSAGES.map((m, i) => texts.get(m.lang)?.[i]);
  if (originals.some((t) => t === undefined))
    throw new Error('content/<lang>/chat.json: an original is missing');
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_CHAT_KEY));
  const conversationId = marker ? Number(marker.value) : await createConversation(db, originals as string[]);
  if (conversationId === undefined) return;
  const messages = await db
    .select({ id: chatMessages.id, seq: chatMessages.seq, text: chatMessages.text, lang: chatMessages.lang })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), inArray(chatMessages.seq, [1, 2, 3, 4])));
  await upsertTranslations(
    db,
    messages.flatMap((m) =>
      [...texts].flatMap(([lang, byIndex]) => {
        const text = byIndex[m.seq - 1];
        if (lang === m.lang || !text || m.text !== originals[m.seq - 1]) return [];
        return [
          {
            entity: 'chat_message',
            entityId: m.id,
            field: 'text',
            lang,
            text,
            origin: 'machine' as const,
            original: m.text,
          },
        ];
      }),
    ),
  );
}

async function createConversation(db: Db, originals: string[]): Promise<number | undefined> {
  const member = await idOf(db, DEMO_USER.email);
  const veteran = await idOf(db, DEMO_VETERAN.email);
  if (member === undefined || veteran === undefined) return undefined;
  const start = Date.now() - 26 * 3_600_000;
  const at = (i: number) => new Date(start + i * 7 * 60_000);
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(chatConversations)
      .values({ createdBy: member, lastSeq: originals.length, lastMessageAt: at(originals.length - 1) })
      .returning({ id: chatConversations.id });
    const id = conversation!.id;
    await tx.insert(chatMembers).values([
      // the member has not read the last answer yet: the list shows one unread
      { conversationId: id, userId: member, lastReadSeq: originals.length - 1, joinedAt: at(0) },
      { conversationId: id, userId: veteran, lastReadSeq: originals.length, joinedAt: at(0) },
    ]);
    await tx.insert(chatMessages).values(
      DEMO_MESSAGES.map((m, i) => ({
        conversationId: id,
        seq: i + 1,
        senderId: m.from === 'member' ? member : veteran,
        text: originals[i]!,
        lang: m.lang,
        createdAt: at(i),
      })),
    );
    await tx
      .insert(appMeta)
      .values({ key: DEMO_CHAT_KEY, value: String(id) })
      .onConflictDoNothing();
    return id;
  });
}
