import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { authTokens, screenViews, sessions, users } from '../../db/schema/index.js';
import {
  bearer,
  findUser,
  mailsTo,
  multipart,
  signIn,
  signUp,
  setupTestApp,
  uploadPicture,
} from './test-helpers.js';

const ctx = setupTestApp();

const deleteUser = (token: string | undefined, data: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/deleteUser',
    payload: { data },
    headers: token ? bearer(token) : {},
  });

describe('account deletion', () => {
  it('needs a session, the caller’s own id and the account’s e-mail', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);

    const anonymous = await deleteUser(undefined, { user_id: me.userId, email: me.email });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 0, message: 'unauthorized', data: [] });

    const foreign = await deleteUser(me.token, { user_id: other.userId, email: other.email });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ status: 0, message: 'forbidden', data: [] });

    const mismatch = await deleteUser(me.token, { user_id: me.userId, email: other.email });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ status: 0, message: 'email_not_valid', data: [] });

    const malformed = await deleteUser(me.token, { user_id: me.userId, email: 'nope' });
    expect(malformed.json()).toEqual({ status: 0, message: 'email_not_valid', data: [] });
    const empty = await deleteUser(me.token, { user_id: me.userId });
    expect(empty.json()).toEqual({ status: 0, message: 'fill_required_fields', data: [] });

    expect(await findUser(ctx, me.email)).not.toBeNull();
    expect(await findUser(ctx, other.email)).not.toBeNull();
    expect(await mailsTo(ctx, me.email, 'account_deleted')).toEqual([]);
  });

  it('removes the account, its sessions, tokens and picture, and keeps screen views anonymous', async () => {
    const me = await signUp(ctx);
    const phone = await signIn(ctx, me.email);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const upload = await uploadPicture(ctx, me.token, multipart('files', 'me.png', 'image/png', png));
    const picture = upload.json<{ data: { profile_image: string } }>().data.profile_image;
    const file = path.join(ctx.dataDir, picture);
    expect(existsSync(file)).toBe(true);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/login-token', headers: bearer(me.token) });
    await ctx.app.db.insert(screenViews).values({ path: '/dashboard', language: 'en', userId: me.userId });

    const res = await deleteUser(me.token, {
      user_id: String(me.userId),
      email: `  ${me.email.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'delete_account.success', data: [] });

    expect(await ctx.app.db.select().from(users).where(eq(users.id, me.userId))).toEqual([]);
    expect(await ctx.app.db.select().from(sessions).where(eq(sessions.userId, me.userId))).toEqual([]);
    expect(await ctx.app.db.select().from(authTokens).where(eq(authTokens.userId, me.userId))).toEqual([]);
    const views = await ctx.app.db.select().from(screenViews).where(eq(screenViews.path, '/dashboard'));
    expect(views.map((v) => v.userId)).toEqual([null]);
    expect(existsSync(file)).toBe(false);

    const check = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: bearer(phone.token),
    });
    expect(check.statusCode).toBe(401);
    const [mail] = await mailsTo(ctx, me.email, 'account_deleted');
    expect(mail!.subject).toBe('Your Harbour account has been deleted');
    // the address is free again
    expect((await signUp(ctx, { email: me.email })).userId).not.toBe(me.userId);
  });
});
