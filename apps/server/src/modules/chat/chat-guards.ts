import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAccess } from './chat.service.js';

/** Every chat route: a session (401), then NuChat access (403 chat.no_access, the web opens the checkout). */
export function chatGuards(app: FastifyInstance) {
  const access = async (req: FastifyRequest) => requireAccess(app.db, req.auth!.userId);
  return { guarded: { preHandler: [app.authenticate, access] } };
}
