import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A NuChat conversation (issue 23). `last_seq` is the sequence number of its newest message: a post
 * takes the next one under the row's lock, so a conversation's messages are numbered 1, 2, 3… without
 * a gap, and a client catches up with "everything after the seq I have".
 */
export const chatConversations = pgTable('chat_conversations', {
  id: serial('id').primaryKey(),
  isGroup: boolean('is_group').notNull().default(false),
  groupName: text('group_name'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  lastSeq: integer('last_seq').notNull().default(0),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user in a conversation. `left_at` set: they left (they no longer read or post). `status` 2: the
 * member closed it for themselves (spec: conversation status 2); a new message opens it again.
 * `last_read_seq` drives unread counts and read receipts; `pushed_seq` is the seq of the message a
 * web push was last sent for, so a member gets one push per conversation until they read it.
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    pushedSeq: integer('pushed_seq').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_members_user_idx')
      .on(t.userId)
      .where(sql`left_at is null`),
  ],
);

/**
 * A message: `seq` is its place in the conversation, `lang` the language it was written in. Its
 * translations are rows of `text_translations` (entity 'chat_message', field 'text', origin machine).
 * `client_key` is the sender's idempotency key: a post repeated after a lost answer stores one message.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    lang: text('lang').notNull(),
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_key_idx')
      .on(t.conversationId, t.senderId, t.clientKey)
      .where(sql`client_key is not null`),
  ],
);

/** `blocker` blocked `blocked`: no new conversation between them, no message of one delivered to the other. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('chat_blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A reported message, kept for the admin with its context (the message and the ones around it as
 * they were when reported), so deleting the conversation later does not erase the evidence.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    conversationId: integer('conversation_id').notNull(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedUserId: integer('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    context: jsonb('context').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('chat_reports_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at is null`),
    uniqueIndex('chat_reports_once_idx').on(t.messageId, t.reporterId),
  ],
);
