import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema/index.js';
import { t } from '../../lib/i18n.js';
import {
  login,
  mailsTo,
  message,
  PASSWORD,
  register,
  registrationBody,
  signIn,
  setupTestApp,
  tokenFromMail,
  findUser,
  uniqueEmail,
} from './test-helpers.js';

const ctx = setupTestApp();

const SUCCESS = { meta: { success: true, message: 'registration.success' }, data: null };
const confirm = (token: string) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/auth/confirm-email', payload: { token } });

describe('registration', () => {
  it('creates an unconfirmed account and mails the confirmation link in the chosen language', async () => {
    const body = registrationBody(ctx.places, { firstName: '<b>Amina</b>', language: 'ar' });
    const res = await register(ctx, body, { language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SUCCESS);

    const user = await findUser(ctx, body.email);
    expect(user).toMatchObject({
      firstName: '<b>Amina</b>',
      lastName: 'Haddad',
      provinceId: ctx.places.peId,
      cityId: ctx.places.charlottetownId,
      preferredLanguage: 'ar',
      emailConfirmedAt: null,
      address: null,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [mail] = await mailsTo(ctx, body.email, 'confirm_email');
    const token = await tokenFromMail(ctx, body.email, 'confirm_email');
    expect(mail!.text).toContain(`${ctx.app.config.publicUrl}/${token}/confirm-email`);
    // the Arabic catalogue, in a right-to-left document; the name is escaped in the HTML
    expect(mail!.subject).toBe(t('ar', 'confirm_email.subject'));
    expect(mail!.subject).not.toBe(t('en', 'confirm_email.subject'));
    expect(mail!.text).toContain('<b>Amina</b>');
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain('&lt;b&gt;Amina&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Amina');
    expect(mail!.html).toContain(`<a href="${ctx.app.config.publicUrl}/${token}/confirm-email">`);
    // only the hash of the token is stored
    const stored = await ctx.app.db.select().from(authTokens).where(eq(authTokens.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.purpose).toBe('confirm_email');
  });

  it('uses the language header when the body names none or an unknown one', async () => {
    const body = registrationBody(ctx.places, { language: 'xx' });
    await register(ctx, body, { language: 'fr' });
    expect((await findUser(ctx, body.email))!.preferredLanguage).toBe('fr');
    const [mail] = await mailsTo(ctx, body.email, 'confirm_email');
    expect(mail!.subject).toBe(t('fr', 'confirm_email.subject'));
    expect(mail!.html).toContain('lang="fr" dir="ltr"');
  });

  it('falls back to English for a language without a catalogue', () => {
    expect(t('xx', 'confirm_email.subject')).toBe('Please confirm your e-mail address for Harbour');
    expect(t('en', 'reset_password.body', { name: 'Ana', link: 'L' })).toContain('Hello Ana,');
    expect(t('en', 'no.such.key')).toBe('no.such.key');
  });

  it.each([
    [{ firstName: '' }, 'fill_required_fields'],
    [{ lastName: undefined }, 'fill_required_fields'],
    [{ postalCode: '  ' }, 'fill_required_fields'],
    [{ cityId: undefined }, 'fill_required_fields'],
    [{ email: 'not-an-address' }, 'email_not_valid'],
    [{ email: 'a@b' }, 'email_not_valid'],
    [{ password: 'short1' }, 'password_requirements'],
    [{ password: 'onlyletters' }, 'password_requirements'],
    [{ password: 'Password123' }, 'password_requirements'],
    [{ password: `${'a1'.repeat(65)}` }, 'password_requirements'],
    [{ firstName: 'A'.repeat(81) }, 'field_too_long'],
    [{ lastName: 'Bad\u0000Name' }, 'invalid_input'],
  ])('refuses %j with %s and writes nothing', async (overrides, key) => {
    const body = registrationBody(ctx.places, overrides);
    const res = await register(ctx, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ meta: { success: false, message: key }, data: null });
    expect(await findUser(ctx, body.email)).toBeNull();
    expect(await mailsTo(ctx, body.email)).toEqual([]);
  });

  it('refuses a city that is not in the province, or does not exist, and leaves no user', async () => {
    for (const [provinceId, cityId] of [
      [ctx.places.peId, ctx.places.halifaxId],
      [ctx.places.nsId, ctx.places.charlottetownId],
      [ctx.places.peId, 99999],
    ]) {
      const body = registrationBody(ctx.places, { provinceId, cityId });
      const res = await register(ctx, body);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('city_not_found');
      expect(await findUser(ctx, body.email)).toBeNull();
      expect(await mailsTo(ctx, body.email)).toEqual([]);
    }
  });

  it('answers a taken address exactly like a success and mails the account holder instead', async () => {
    const body = registrationBody(ctx.places, { firstName: 'Original' });
    await register(ctx, body);
    const again = await register(ctx, {
      ...body,
      email: body.email.toUpperCase(),
      firstName: 'Intruder',
      password: 'Other-pass-99',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(SUCCESS);

    const rows = await ctx.app.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe('Original');
    const [warning] = await mailsTo(ctx, body.email, 'already_registered');
    expect(warning!.subject).toBe('Someone tried to register with your e-mail address');
    expect(warning!.text).toContain('Hello Original,');
    expect(warning!.text).toContain(`${ctx.app.config.publicUrl}/login`);
    expect(warning!.text).toContain('Forgot your password?');
    // the first password still holds, the second was never stored
    await confirm(await tokenFromMail(ctx, body.email, 'confirm_email'));
    expect((await login(ctx, body.email, PASSWORD)).statusCode).toBe(200);
    expect(message(await login(ctx, body.email, 'Other-pass-99'))).toBe('login.fail.invalid');
  });
});

describe('e-mail confirmation', () => {
  it('only lets a confirmed account sign in, and tells it only to who knows the password', async () => {
    const body = registrationBody(ctx.places);
    await register(ctx, body);

    const early = await login(ctx, body.email, PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      meta: { success: false, message: 'login.fail.confirm_email' },
      data: null,
    });
    expect(message(await login(ctx, body.email, 'Wrong-pass-1'))).toBe('login.fail.invalid');

    const token = await tokenFromMail(ctx, body.email, 'confirm_email');
    const res = await confirm(token);
    expect(res.json()).toEqual({ meta: { success: true, message: 'confirm_email.success' }, data: null });
    expect((await findUser(ctx, body.email))!.emailConfirmedAt).toBeInstanceOf(Date);
    // a second click on the same link is not an error
    expect((await confirm(token)).statusCode).toBe(200);

    const ok = await login(ctx, body.email, PASSWORD);
    expect(ok.statusCode).toBe(200);
    const data = ok.json<{
      data: { userId: number; token: string; preferred_language: string; userData: unknown };
    }>();
    expect(data.data).toMatchObject({
      preferred_language: 'en',
      userData: { email: body.email, full_name: 'Amina Haddad', state_id: ctx.places.peId },
    });
    expect(data.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses unknown, malformed and expired tokens', async () => {
    for (const token of ['x'.repeat(43), 'short', '']) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('confirm_email.invalid_token');
    }
    const body = registrationBody(ctx.places);
    await register(ctx, body);
    const user = await findUser(ctx, body.email);
    // read once the mail has gone out: the token is written with it, after the answer
    const token = await tokenFromMail(ctx, body.email, 'confirm_email');
    await ctx.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user!.id));
    const res = await confirm(token);
    expect(message(res)).toBe('confirm_email.invalid_token');
    expect((await findUser(ctx, body.email))!.emailConfirmedAt).toBeNull();
  });

  it('resends a working link to an unconfirmed account, and answers the same for any address', async () => {
    const resend = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { email } });
    const SENT = { meta: { success: true, message: 'resend_confirmation.sent' }, data: null };
    const body = registrationBody(ctx.places);
    await register(ctx, body);
    const first = await tokenFromMail(ctx, body.email, 'confirm_email');

    expect((await resend(body.email)).json()).toEqual(SENT);
    const second = await tokenFromMail(ctx, body.email, 'confirm_email');
    expect(second).not.toBe(first);
    // a mailed link works until it expires, also once a newer one was sent
    expect((await confirm(first)).statusCode).toBe(200);
    expect((await confirm(second)).statusCode).toBe(200);

    // confirmed account and unknown address: same answer, nothing mailed
    const confirmedCount = (await mailsTo(ctx, body.email)).length;
    expect((await resend(body.email)).json()).toEqual(SENT);
    expect(await mailsTo(ctx, body.email)).toHaveLength(confirmedCount);
    const stranger = uniqueEmail('stranger');
    expect((await resend(stranger)).json()).toEqual(SENT);
    expect(await mailsTo(ctx, stranger)).toEqual([]);
    expect(message(await resend('nope'))).toBe('email_not_valid');
  });
});

describe('login', () => {
  it('answers a wrong password and an unknown address the same way', async () => {
    const user = await signUpConfirmed();
    const wrong = await login(ctx, user, 'Wrong-pass-1');
    const unknown = await login(ctx, uniqueEmail('ghost'), 'Wrong-pass-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ meta: { success: false, message: 'login.fail.invalid' }, data: null });
    expect(unknown.json()).toEqual(wrong.json());
    expect(message(await login(ctx, '', 'x'))).toBe('fill_required_fields');
    expect(message(await login(ctx, user, ''))).toBe('fill_required_fields');
  });

  it('accepts the address in any case and with spaces', async () => {
    const email = await signUpConfirmed();
    expect((await login(ctx, `  ${email.toUpperCase()} `, PASSWORD)).statusCode).toBe(200);
  });
});

describe('login throttling per address', () => {
  const small = setupTestApp({ LOGIN_RATE_LIMIT_MAX: '3' });

  it('refuses a client IP after LOGIN_RATE_LIMIT_MAX attempts, whatever the accounts', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login(small, uniqueEmail(), 'Wrong-pass-1', '203.0.113.7')).statusCode).toBe(401);
    }
    const res = await login(small, uniqueEmail(), 'Wrong-pass-1', '203.0.113.7');
    expect(res.statusCode).toBe(429);
    expect(message(res)).toBe('too_many_requests');
    expect((await login(small, uniqueEmail(), 'Wrong-pass-1', '203.0.113.8')).statusCode).toBe(401);
  });
});

async function signUpConfirmed(): Promise<string> {
  const body = registrationBody(ctx.places);
  await register(ctx, body);
  await confirm(await tokenFromMail(ctx, body.email, 'confirm_email'));
  await signIn(ctx, body.email);
  return body.email;
}
