import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt } from 'drizzle-orm';
import { SESSION_TTL_DAYS, type Role } from '@harbour/shared';
import { sessions, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { hashToken, newToken } from '../lib/tokens.js';
import type { Db } from '../db/client.js';

export interface AuthContext {
  userId: number;
  role: Role;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 `unauthorized` unless a valid bearer token is sent */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like authenticate, then 403 `forbidden` unless the caller is an admin */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** `Authorization: Bearer <token>`; the chat service also sends the bare token. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : header;
  return token.length >= 20 && token.length <= 200 ? token : null;
}

export async function createSession(db: Db, userId: number): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 24 * 3600 * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/** The live session of a token (its user and role), or null: the one lookup HTTP and the chat socket use. */
export async function findSession(db: Db, token: string): Promise<AuthContext | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  // Resolve the caller once per request, for routes that are public but read the user when present.
  app.addHook('preHandler', (request, _reply, done) => {
    const token = readToken(request);
    if (!token) return done();
    findSession(app.db, token).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    if (request.auth.role !== 'admin') throw forbidden();
  });
});
