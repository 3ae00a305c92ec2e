import type { FastifyReply, FastifyRequest } from 'fastify';
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
  loginTokenPreviewBodySchema,
  loginTokenPreviewDataSchema,
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
import { deviceCookieHeader, readDeviceCookie } from './known-devices.js';
import * as loginService from './login.service.js';

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

const deviceOf = (request: FastifyRequest) => readDeviceCookie(request.headers.cookie);

/** After a successful sign-in: this browser is now a known device of the account. */
function setDeviceCookie<R extends { device: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  result: R,
): R {
  reply.header('set-cookie', deviceCookieHeader(result.device, request.protocol === 'https'));
  return result;
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
    background: app.background,
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
          'login.fail.confirm_email (403), captcha_invalid, login.captcha_required (401: after 3 failed ' +
          'logins of the address a solved `captcha` is needed), login.try_again_later (429 with Retry-After: ' +
          'the delay after repeated failures), too_many_requests (429 with Retry-After: LOGIN_RATE_LIMIT_MAX ' +
          'failed sign-ins from this client IP in 15 minutes; successes do not count). Success sets the ' +
          '`harbour_device` cookie; with it the account skips the captcha and the delays.',
        body: loginBodySchema,
        response: { 200: apiEnvelope(sessionDataSchema), ...failures },
      },
    },
    async (req, reply) => {
      const signedIn = await loginService.login(deps, req.body, { ip: req.ip, device: deviceOf(req) });
      return ok(setDeviceCookie(req, reply, signedIn).session, 'login.success');
    },
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
    async (req, reply) => {
      setDeviceCookie(req, reply, await service.confirmPasswordReset(deps, req.body, deviceOf(req)));
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
    async (req, reply) => {
      const signedIn = await loginService.verifyLoginToken(deps, req.body.data.login_token, deviceOf(req));
      return statusOk(setDeviceCookie(req, reply, signedIn).session);
    },
  );

  app.post(
    '/api/auth/login-token/preview',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Whose login_token this is (first name), without using it up',
        description:
          'Lets a signed-out visitor opening a `?login_token=` link confirm before the session starts. ' +
          'Failures: login_token.invalid (unknown, expired or used), too_many_requests (429, 20 a minute per IP).',
        body: loginTokenPreviewBodySchema,
        response: { 200: apiEnvelope(loginTokenPreviewDataSchema), ...failures },
      },
    },
    async (req) => ok(await loginService.previewLoginToken(deps, req.body.login_token)),
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
