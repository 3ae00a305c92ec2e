import { isLanguageTag, isRtl } from '@harbour/i18n';
import type { ChatMessage, ChatPushPayload } from '@harbour/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import {
  deleteSubscriptionById,
  PAYLOAD_JSON_MAX_BYTES,
  subscriptionsOf,
  type PushSender,
} from '../../push/index.js';
import { claimPush, pushCandidates, pushContext } from './realtime.repository.js';

/** A push nobody received within a day is stale: the conversation shows it anyway. */
export const CHAT_PUSH_TTL_SECONDS = 24 * 3600;

export interface ChatPushDeps {
  db: Db;
  /** null: push is off (PUSH_ENABLED=false); nothing is claimed */
  push: PushSender | null;
  log: FastifyBaseLogger;
  /** of `userIds`, those with a socket open in any process */
  onlineOf(userIds: number[]): Promise<Set<number>>;
  /** the message's text in `lang` when it is (or soon is) known, else null */
  translationOf(message: ChatMessage, lang: string): Promise<string | null>;
  /** CHAT_SITE_URL: where the chat opens; the push links to the conversation there */
  chatUrl: string;
}

/** The address of a conversation in the chat at `chatUrl` (CHAT_SITE_URL, `/chat` by default). */
export const chatLink = (chatUrl: string, conversationId: number) =>
  `${chatUrl}${chatUrl.includes('?') ? '&' : '?'}c=${conversationId}`;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const cut = (text: string, max: number) => {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
};

/** The push's JSON, its body then its title shortened until it fits PUSH_PAYLOAD_MAX_BYTES once encrypted. */
export function encodeChatPush(payload: ChatPushPayload): string {
  let p = payload;
  let json = JSON.stringify(p);
  for (let max = Array.from(p.body).length; bytes(json) > PAYLOAD_JSON_MAX_BYTES && max > 0;) {
    max = Math.floor(max * 0.8);
    p = { ...payload, body: cut(payload.body, max) };
    json = JSON.stringify(p);
  }
  for (let max = Array.from(p.title).length; bytes(json) > PAYLOAD_JSON_MAX_BYTES && max > 0;) {
    max = Math.floor(max * 0.8);
    json = JSON.stringify({ ...p, title: cut(payload.title, max) });
  }
  return json;
}

export const chatPushTag = (conversationId: number) => `chat-${conversationId}`;

/**
 * Tells members with no open socket of a new message by web push, at most once per conversation
 * until they read it (`pushed_seq` ≤ `last_read_seq`, claimed in one UPDATE). Dead subscriptions
 * (404/410) are removed; a push that fails otherwise is not retried: the conversation shows the message.
 */
export async function pushNewMessage(
  deps: ChatPushDeps,
  message: ChatMessage,
  recipientIds: number[],
): Promise<{ pushed: number[] }> {
  if (!deps.push || recipientIds.length === 0) return { pushed: [] };
  const candidates = await pushCandidates(deps.db, message.conversationId, recipientIds);
  if (candidates.length === 0) return { pushed: [] };
  const online = await deps.onlineOf(candidates);
  const offline = candidates.filter((id) => !online.has(id));
  const claimed = await claimPush(deps.db, message.conversationId, offline, message.seq);
  if (claimed.length === 0) return { pushed: [] };

  const ctx = await pushContext(deps.db, message.conversationId, message.senderId, claimed);
  const subscriptions = await subscriptionsOf(deps.db, claimed);
  const pushed = new Set<number>();
  const texts = new Map<string, string>();
  for (const userId of claimed) {
    const readerLang = ctx.languages.get(userId) ?? 'en';
    const lang = isLanguageTag(readerLang) ? readerLang : 'en';
    let text = message.text;
    if (lang !== message.lang) {
      if (!texts.has(lang)) texts.set(lang, (await deps.translationOf(message, lang)) ?? message.text);
      text = texts.get(lang)!;
    }
    const title = ctx.isGroup ? ctx.groupName || ctx.senderName : ctx.senderName;
    const body = ctx.isGroup && ctx.groupName ? `${ctx.senderName}: ${text}` : text;
    const payload = encodeChatPush({
      v: 1,
      kind: 'chat',
      conversation_id: message.conversationId,
      seq: message.seq,
      title,
      body,
      lang,
      dir: isRtl(lang) ? 'rtl' : 'ltr',
      url: chatLink(deps.chatUrl, message.conversationId),
      tag: chatPushTag(message.conversationId),
    });
    for (const sub of subscriptions.filter((s) => s.userId === userId)) {
      const outcome = await deps.push.send(sub, {
        payload,
        ttlSeconds: CHAT_PUSH_TTL_SECONDS,
        topic: chatPushTag(message.conversationId),
      });
      if (outcome.kind === 'accepted') pushed.add(userId);
      else if (outcome.kind === 'gone') await deleteSubscriptionById(deps.db, sub.id);
      else deps.log.warn({ outcome: outcome.kind, status: outcome.status }, 'chat push not delivered');
    }
  }
  return { pushed: [...pushed] };
}
