import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SOMETHING_WENT_WRONG } from '@harbour/shared';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'status' answers `{ status, message, data }` (second back end); default is `{ meta, data }` */
    envelope?: 'status';
  }
}

const MESSAGE_KEY = /^[a-z0-9_.-]+$/i;

/** Sends a failure in the envelope of the route that failed. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: string,
) {
  if (request.routeOptions.config?.envelope === 'status') {
    return reply.code(statusCode).send({ status: 0, message, data: [] });
  }
  return reply.code(statusCode).send({ meta: { success: false, message }, data: null });
}

function validationKey(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]?.message ?? '';
    return MESSAGE_KEY.test(first) && first.includes('_') ? first : 'invalid_input';
  }
  return 'invalid_input';
}

/** Every failure gets the spec's envelope and a message key, never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendFailure(request, reply, error.statusCode, error.messageKey);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendFailure(request, reply, 400, validationKey(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendFailure(request, reply, 500, SOMETHING_WENT_WRONG);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendFailure(request, reply, 429, 'too_many_requests');
    if (status === 413) return sendFailure(request, reply, 413, 'payload_too_large');
    if (status === 415) return sendFailure(request, reply, 415, 'unsupported_media_type');
    if (status >= 400 && status < 500) return sendFailure(request, reply, status, 'invalid_input');
    request.log.error({ err: error }, 'unexpected failure');
    return sendFailure(request, reply, 500, SOMETHING_WENT_WRONG);
  });
});
