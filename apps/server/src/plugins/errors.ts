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

/**
 * SQLSTATE of a PostgreSQL error, also when Drizzle wrapped it (its `cause`), for either driver.
 * Class 22 (data exception: 22003 numeric out of range, 22021 invalid byte sequence, 22P02 invalid
 * text representation…) means the client sent a value the database cannot take.
 */
export function dataExceptionState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The logger's `err` serializer: name, message, code and stack down the `cause` chain, without the
 * query parameters Drizzle and the drivers attach (e-mail addresses, password hashes…).
 */
export function serializeError(
  err: unknown,
  depth = 0,
): { [key: string]: unknown; type: string; message: string; stack: string } {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: withoutParams(err.message) ?? '',
    ...(code === undefined ? {} : { code }),
    stack: withoutParams(err.stack) ?? '',
    ...(err.cause !== undefined && depth < 3 ? { cause: serializeError(err.cause, depth + 1) } : {}),
  };
}

/** Every failure gets the spec's envelope and a message key, never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendFailure(request, reply, error.statusCode, error.messageKey);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendFailure(request, reply, 400, validationKey(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendFailure(request, reply, 500, SOMETHING_WENT_WRONG);
    }
    const sqlState = dataExceptionState(error);
    if (sqlState) {
      // a client error that slipped past validation: its access line says so, without the SQL or a stack
      request.logNote = {
        refused: 'value refused by the database',
        route: `${request.method} ${request.routeOptions.url ?? request.url}`,
        sqlState,
      };
      return sendFailure(request, reply, 400, 'invalid_input');
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
