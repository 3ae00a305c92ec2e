import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.js';
import { createSession } from '../plugins/auth.js';

/** `Authorization` header of a new session for the seeded admin (ADMIN_EMAIL). */
export async function adminAuth(app: FastifyInstance): Promise<{ authorization: string }> {
  const [admin] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, app.config.adminEmail.toLowerCase()));
  const { token } = await createSession(app.db, admin!.id);
  return { authorization: `Bearer ${token}` };
}

/** A new ordinary user and the `Authorization` header of a session for them. */
export async function userAuth(app: FastifyInstance): Promise<{ userId: number; authorization: string }> {
  const [user] = await app.db
    .insert(users)
    .values({
      email: `user-${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Test',
      lastName: 'User',
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  const { token } = await createSession(app.db, user!.id);
  return { userId: user!.id, authorization: `Bearer ${token}` };
}
