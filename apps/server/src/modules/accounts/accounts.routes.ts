import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiEnvelope,
  apiErrorSchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  deleteUserBodySchema,
  loginBodySchema,
  loginTokenDataSchema,
  registrationBodySchema,
  resendConfirmationBodySchema,
  resetPasswordConfirmBodySchema,
  resetPasswordQuerySchema,
  sessionDataSchema,
  statusEnvelope,
  validateTokenDataSchema,
  verifyLoginTokenBodySchema,
} from '@harbour/shared';
import type { AuthContext } from '../../plugins/auth.js';
import { ok, statusOk } from '../../lib/envelope.js';
import { unauthorized } from '../../lib/errors.js';
import * as service from './accounts.service.js';

const tags = ['accounts'];
const security = [{ bearerAuth: [] }];
const noData = apiEnvelope(z.null());
/** every failure of the main API: `{ meta: { success: false, message }, data: null }` */
const failures = { '4xx': apiErrorSchema };
/** second back end failure: `{ status: 0, message, data: [] }` */
const statusFailures = { '4xx': statusEnvelope(z.array(z.never())) };

function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.AccountsDeps = {
    db: app.db,
    config: app.config,
    mail: app.mail,
    limiter: app.limiter,
    captcha: app.captcha,
    log: app.log,
    storage: app.storage,
  };

  app.post(
    '/api/registration',
    {
      schema: {
        tags,
        summary: 'Create an account and mail the confirmation link',
        description:
          'Always answers `registration.success` for a well-formed request, also when the e-mail already ' +
          'has an account (that address is mailed instead). Failures: fill_required_fields, email_not_valid, ' +
          'password_requirements, city_not_found, captcha_invalid.',
        body: registrationBodySchema,
        response: { 200: noData, ...failures },
      },
    },
    async (req) => {
      await service.register(deps, req.body, req.lang);
      return ok(null, 'registration.success');
    },
  );

  app.patch(
    '/api/auth/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the token of the mailed link',
        body: confirmEmailBodySchema,
        response: { 200: noData, ...failures },
      },
    },
    async (req) => {
      await service.confirmEmail(deps, req.body.token);
      return ok(null, 'confirm_email.success');
    },
  );

  app.post(
    '/api/auth/resend-confirmation',
    {
      schema: {
        tags,
        summary: 'Mail a new confirmation link (same answer whether the address has an account or not)',
        body: resendConfirmationBodySchema,
        response: { 200: noData, ...failures },
      },
    },
    async (req) => {
      await service.resendConfirmation(deps, req.body.email);
      return ok(null, 'resend_confirmation.sent');
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        description:
          'Failures: fill_required_fields, login.fail.invalid (401, wrong e-mail or password alike), ' +
          'login.fail.confirm_email (403), captcha_invalid, too_many_requests (429).',
        body: loginBodySchema,
        response: { 200: apiEnvelope(sessionDataSchema), ...failures },
      },
    },
    async (req) => ok(await service.login(deps, req.body, req.ip), 'login.success'),
  );

  app.get(
    '/api/auth/validate-token',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Whether the bearer token is a live session',
        response: { 200: apiEnvelope(validateTokenDataSchema), ...failures },
      },
    },
    async (req) => ok({ userId: caller(req).userId }),
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'End the current session',
        response: { 200: noData, ...failures },
      },
    },
    async (req) => {
      await service.logout(deps, caller(req).sessionId);
      return ok(null, 'logout.success');
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether the address has an account or not)',
        querystring: resetPasswordQuerySchema,
        response: { 200: noData, ...failures },
      },
    },
    async (req) => {
      await service.requestPasswordReset(deps, req.query.email);
      return ok(null, 'forgot_password.sent');
    },
  );

  app.post(
    '/api/auth/reset-password/confirm',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token of the mailed link; ends every session of the account',
        body: resetPasswordConfirmBodySchema,
        response: { 200: noData, ...failures },
      },
    },
    async (req) => {
      await service.confirmPasswordReset(deps, req.body);
      return ok(null, 'reset_password.success');
    },
  );

  app.post(
    '/api/web/change-password',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the password; every other session of the account ends',
        body: changePasswordBodySchema,
        response: { 200: noData, ...failures },
      },
    },
    async (req) => {
      await service.changePassword(deps, caller(req), req.body);
      return ok(null, 'change_password.success');
    },
  );

  app.post(
    '/api/auth/login-token',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A one-time login_token (20 minutes) handing the session to the chat site',
        response: { 200: apiEnvelope(loginTokenDataSchema), ...failures },
      },
    },
    async (req) => ok(await service.createLoginToken(deps, caller(req).userId)),
  );

  app.post(
    '/api/verifyLoginToken',
    {
      config: { envelope: 'status' },
      schema: {
        tags,
        summary: 'Exchange a one-time login_token for a new session',
        body: verifyLoginTokenBodySchema,
        response: { 200: statusEnvelope(sessionDataSchema), ...statusFailures },
      },
    },
    async (req) => statusOk(await service.verifyLoginToken(deps, req.body.data.login_token)),
  );

  app.post(
    '/api/deleteUser',
    {
      config: { envelope: 'status' },
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Delete the caller's account and personal data",
        description:
          'user_id must be the caller (403 forbidden); the e-mail must be the account’s (email_not_valid).',
        body: deleteUserBodySchema,
        response: { 200: statusEnvelope(z.array(z.never())), ...statusFailures },
      },
    },
    async (req) => {
      await service.deleteAccount(deps, caller(req).userId, req.body.data);
      return statusOk([], 'delete_account.success');
    },
  );
};
