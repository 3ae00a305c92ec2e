import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens.js';

/** Chat users written straight into the cluster's database (in their NuChat trial), with a session each. */

export interface ChatUserRow {
  id: number;
  token: string;
}

/** `count` users registered now (so in their trial), each with a session token. */
export async function chatUsers(
  sql: pg.Client | pg.Pool,
  count: number,
  language = 'en',
): Promise<ChatUserRow[]> {
  const emails = Array.from({ length: count }, () => `chat-${randomBytes(6).toString('hex')}@example.com`);
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed_at, preferred_language)
     SELECT e, 'not-a-real-hash', 'Chat', 'Tester', now(), $2 FROM unnest($1::text[]) WITH ORDINALITY AS t(e, n)
     ORDER BY n RETURNING id`,
    [emails, language],
  );
  const tokens = rows.map(() => newToken());
  await sql.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT u, h, now() + interval '30 days' FROM unnest($1::int[], $2::text[]) AS t(u, h)`,
    [rows.map((r) => r.id), tokens.map(hashToken)],
  );
  return rows.map((r, i) => ({ id: r.id, token: tokens[i]! }));
}

/** A conversation of `members` (a named group when more than two); its id. */
export async function conversationOf(
  sql: pg.Client | pg.Pool,
  members: { id: number }[],
  groupName: string | null = null,
): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    'INSERT INTO chat_conversations (is_group, group_name, created_by) VALUES ($1, $2, $3) RETURNING id',
    [members.length > 2, groupName, members[0]!.id],
  );
  const id = rows[0]!.id;
  await sql.query(
    'INSERT INTO chat_members (conversation_id, user_id) SELECT $1, u FROM unnest($2::int[]) AS t(u)',
    [id, members.map((m) => m.id)],
  );
  return id;
}
