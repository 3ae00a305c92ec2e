import { z } from 'zod';
import { apiEnvelope } from '../envelope.js';
import { idSchema, int32, safeText } from './primitives.js';
import { TRANSLATION_LANGS } from './translation.js';

/**
 * NuChat (issue 23): the chat calls of the core API contract under /api/chat, answered in the
 * `{ meta: { success, message }, data }` envelope, and the Socket.IO events of the realtime layer.
 */

/** Longest message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages one user may post per minute, all conversations together. */
export const CHAT_MESSAGES_PER_MINUTE = 60;
/** Conversations one user may start per day. */
export const CHAT_CONVERSATIONS_PER_DAY = 50;
/** Members of one conversation, the creator included. */
export const CHAT_GROUP_MAX_MEMBERS = 50;
export const CHAT_GROUP_NAME_MAX = 80;
/** Messages per page of GET /api/chat/chat-messages/{conversationId}. */
export const CHAT_PAGE_SIZE = 30;
/** Days a machine translation of a message is kept before it is made again on demand (the core constants and limits). */
export const CHAT_TRANSLATION_DAYS = 7;
/** Conversation status a member sets to close it for themselves (the core API contract's conversation status call). */
export const CHAT_STATUS_CLOSED = 2;
export const CHAT_STATUS_OPEN = 1;
export const CHAT_REPORT_REASON_MAX = 500;

const chatLangSchema = z.enum(TRANSLATION_LANGS, { error: 'invalid_input' });

export const chatUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  /** the language the user reads in (their profile's) */
  language: z.string(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** A message's text in the reader's language, when it was written in another one. */
export const chatTranslationSchema = z.object({
  lang: z.string(),
  text: z.string(),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** its place in the conversation: 1, 2, 3… without a gap */
  seq: z.number().int(),
  senderId: z.number().int().nullable(),
  /** the original text, as written */
  text: z.string(),
  /** the language it was written in */
  lang: z.string(),
  createdAt: z.string(),
  /** in the reader's language; null while not translated yet, or when written in it */
  translation: chatTranslationSchema.nullable(),
  clientKey: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  members: z.array(chatUserSchema),
  isGroup: z.boolean(),
  groupName: z.string().nullable(),
  /** the caller's: 1 open, 2 closed by them */
  status: z.number().int(),
  lastSeq: z.number().int(),
  /** the caller's last read seq */
  lastReadSeq: z.number().int(),
  unread: z.number().int(),
  lastMessage: chatMessageSchema.nullable(),
  updatedAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

// ---- requests

export const chatIdParamsSchema = z.object({ id: idSchema });
export const chatUserIdParamsSchema = z.object({ userId: idSchema });
export const chatConversationIdParamsSchema = z.object({ conversationId: idSchema });
export const chatUsersQuerySchema = z.object({
  email: safeText('email_not_valid')
    .trim()
    .toLowerCase()
    .email('email_not_valid')
    .max(254, 'email_not_valid'),
});
export const chatGetConvoQuerySchema = z.object({ conversationId: idSchema });

const memberIdsSchema = z
  .array(idSchema, { error: 'fill_required_fields' })
  .min(1, 'fill_required_fields')
  .max(CHAT_GROUP_MAX_MEMBERS - 1, 'chat.too_many_members');

/** POST /api/chat/conversations: `members` the other users; `isGroup` true when more than one. */
export const chatCreateConversationBodySchema = z.object({
  members: memberIdsSchema,
  isGroup: z.boolean().optional(),
  groupName: safeText('invalid_input').trim().max(CHAT_GROUP_NAME_MAX, 'field_too_long').optional(),
});
export const chatAddUsersBodySchema = z.object({ convoId: idSchema, newUsers: memberIdsSchema });
export const chatRenameBodySchema = z.object({
  groupName: safeText('fill_required_fields')
    .trim()
    .min(1, 'fill_required_fields')
    .max(CHAT_GROUP_NAME_MAX, 'field_too_long'),
});
export const chatStatusBodySchema = z.object({
  status: z.literal(CHAT_STATUS_CLOSED, { error: 'invalid_input' }),
});
export const chatMessagesQuerySchema = z.object({
  /** messages with a seq below this one (older); absent: the newest */
  before: int32({ min: 1 }).optional(),
  /** messages with a seq above this one (catch-up), oldest first */
  after: int32({ min: 0 }).optional(),
  limit: int32({ min: 1, max: 100 }).optional(),
});
export const chatPostMessageBodySchema = z.object({
  conversationId: idSchema,
  text: safeText('fill_required_fields')
    .trim()
    .min(1, 'fill_required_fields')
    .max(CHAT_MESSAGE_MAX, 'chat.message_too_long'),
  /** the language it is written in; absent: the sender's profile language */
  lang: chatLangSchema.optional(),
  /** the sender's idempotency key: the same key posts one message */
  clientKey: safeText('invalid_input').min(1).max(64).optional(),
});
export type ChatPostMessageBody = z.infer<typeof chatPostMessageBodySchema>;
export const chatBlockBodySchema = z.object({ userId: idSchema });
export const chatReportBodySchema = z.object({
  messageId: idSchema,
  reason: safeText('fill_required_fields')
    .trim()
    .min(1, 'fill_required_fields')
    .max(CHAT_REPORT_REASON_MAX, 'field_too_long'),
});
export const chatReadBodySchema = z.object({ conversationId: idSchema, seq: int32({ min: 0 }) });

// ---- answers

export const chatUserEnvelope = apiEnvelope(chatUserSchema);
export const chatConversationEnvelope = apiEnvelope(chatConversationSchema);
export const chatConversationListEnvelope = apiEnvelope(z.array(chatConversationSchema));
export const chatMessagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** more older messages exist before the first one given */
  hasMore: z.boolean(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;
export const chatMessagePageEnvelope = apiEnvelope(chatMessagePageSchema);
export const chatMessageEnvelope = apiEnvelope(chatMessageSchema);

// ---- realtime (Socket.IO, path /api/chat/socket.io, auth: { token })

/** Events the server emits to a client. */
export const CHAT_SERVER_EVENTS = {
  /** a ChatMessage (translation null: the original; the translation follows as `chat:translation`) */
  message: 'chat:message',
  /** { conversationId, messageId, seq, lang, text }: a message's text in `lang` */
  translation: 'chat:translation',
  /** { conversationId, userId, typing } */
  typing: 'chat:typing',
  /** { conversationId, userId, seq }: a member read up to seq */
  read: 'chat:read',
  /** { userId, online } for users sharing a conversation with the client */
  presence: 'chat:presence',
  /** ChatPresenceSnapshot: once per connection, every contact online now (replaces what the client knew) */
  presenceSnapshot: 'chat:presence-snapshot',
  /** ChatPresenceOnline: several contacts came online at once (one event instead of one each) */
  presenceOnline: 'chat:presence-online',
  /** a ChatConversation changed (created, members added, renamed, someone left) */
  conversation: 'chat:conversation',
} as const;

/** Events a client emits (with an acknowledgement callback). */
export const CHAT_CLIENT_EVENTS = {
  /** { cursors: { [conversationId]: lastSeqHeld } } → ack { messages: ChatMessage[] } oldest first, each conversation's after its cursor */
  sync: 'chat:sync',
  /** ChatPostMessageBody → ack { ok: true, message } | { ok: false, message: key } */
  send: 'chat:send',
  /** { conversationId, typing } */
  typing: 'chat:typing',
  /** { conversationId, seq } */
  read: 'chat:read',
} as const;

export const chatTranslationEventSchema = z.object({
  conversationId: z.number().int(),
  messageId: z.number().int(),
  seq: z.number().int(),
  lang: z.string(),
  text: z.string(),
});
export type ChatTranslationEvent = z.infer<typeof chatTranslationEventSchema>;

// ---- realtime payloads (added by the realtime layer; the event names are above)

/** `chat:presence` { userId, online }: one contact came online or went offline */
export const chatPresenceEventSchema = z.object({ userId: z.number().int(), online: z.boolean() });
export type ChatPresenceEvent = z.infer<typeof chatPresenceEventSchema>;
/** `chat:presence-snapshot`: the ids of the reader's contacts online when their socket connected */
export const chatPresenceSnapshotSchema = z.object({ online: z.array(z.number().int()) });
export type ChatPresenceSnapshot = z.infer<typeof chatPresenceSnapshotSchema>;
/** `chat:presence-online`: contacts who came online in the same moment (a reconnect wave) */
export const chatPresenceOnlineSchema = z.object({ userIds: z.array(z.number().int()) });
export type ChatPresenceOnline = z.infer<typeof chatPresenceOnlineSchema>;

/** Longest Socket.IO message a client may send, in bytes (the server's maxHttpBufferSize). */
export const CHAT_SOCKET_MAX_BYTES = 16 * 1024;
/** Messages one `chat:sync` answers per conversation; `hasMore` then asks the client to sync again. */
export const CHAT_SYNC_MAX_PER_CONVERSATION = 500;
/** Conversations one `chat:sync` may name. */
export const CHAT_SYNC_MAX_CONVERSATIONS = 500;

/** `chat:sync` { cursors: { [conversationId]: seq the client holds (0: none) } } */
export const chatSyncBodySchema = z.object({
  cursors: z
    .record(z.string().regex(/^[1-9]\d{0,9}$/, 'invalid_input'), int32({ min: 0 }))
    .refine((c) => Object.keys(c).length <= CHAT_SYNC_MAX_CONVERSATIONS, 'invalid_input'),
});
export type ChatSyncBody = z.infer<typeof chatSyncBodySchema>;
/** `chat:sync` ack: messages after each cursor, oldest first per conversation; `hasMore`: sync again */
export interface ChatSyncAck {
  ok: boolean;
  messages: ChatMessage[];
  hasMore: boolean;
  message?: string;
}

/** `chat:typing` from a client */
export const chatTypingBodySchema = z.object({ conversationId: idSchema, typing: z.boolean() });

/** ack of `chat:send`: the stored message, or the message key of the refusal */
export type ChatSendAck = { ok: true; message: ChatMessage } | { ok: false; message: string };
/** ack of `chat:read` and `chat:typing` */
export type ChatSocketAck = { ok: true } | { ok: false; message: string };

/**
 * The web push of a new message to a member with no open socket (the service worker shows title,
 * body, opens `url`; `tag` keeps one notification per conversation).
 */
export const chatPushPayloadSchema = z.object({
  v: z.literal(1),
  kind: z.literal('chat'),
  conversation_id: z.number().int(),
  seq: z.number().int(),
  title: z.string(),
  body: z.string(),
  lang: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  url: z.string(),
  tag: z.string(),
});
export type ChatPushPayload = z.infer<typeof chatPushPayloadSchema>;

// ---- answers of the service's other calls (H1)

/** POST /api/chat/read: the caller's last read seq after the call. */
export const chatReadEnvelope = apiEnvelope(
  z.object({ conversationId: z.number().int(), seq: z.number().int() }),
);
/** POST /api/chat/conversations/leave/{id} and /status/{id}: the conversation concerned. */
export const chatConversationIdEnvelope = apiEnvelope(z.object({ conversationId: z.number().int() }));
/** The users the caller blocked. */
export const chatBlocksEnvelope = apiEnvelope(z.array(chatUserSchema));
export const chatReportEnvelope = apiEnvelope(z.object({ id: z.number().int() }));

/** A message as kept in a report's context. */
export const chatReportContextMessageSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  senderId: z.number().int().nullable(),
  text: z.string(),
  lang: z.string(),
  createdAt: z.string(),
});
export const chatAdminReportSchema = z.object({
  id: z.number().int(),
  messageId: z.number().int().nullable(),
  conversationId: z.number().int(),
  reporter: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
  reportedUser: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
  reason: z.string(),
  /** the reported message and up to 5 before and after it, as they were when reported */
  context: z.array(chatReportContextMessageSchema),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ChatAdminReport = z.infer<typeof chatAdminReportSchema>;
export const chatAdminReportsEnvelope = apiEnvelope(z.array(chatAdminReportSchema));
export const chatAdminReportEnvelope = apiEnvelope(chatAdminReportSchema);
