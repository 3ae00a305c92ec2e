import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentIntentData } from '@harbour/shared';
import { businessAccounts, businessPlans, users } from '../../db/schema/index.js';
import {
  findUser,
  mailsTo,
  message,
  setupTestApp,
  signUp,
  uniqueEmail,
  type TestContext,
} from '../accounts/test-helpers.js';
import { chooseOnSandbox, openCheckout, packageId, purchaseRow } from '../payments/test-helpers.js';

const ctx: TestContext = setupTestApp();
const PASSWORD = 'Harbour-Biz-42';

async function planId(code: string): Promise<number> {
  const [row] = await ctx.app.db
    .select({ id: businessPlans.id })
    .from(businessPlans)
    .where(eq(businessPlans.code, code));
  return row!.id;
}

async function signupData(plan: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Harbour Bakery',
    email: uniqueEmail('biz'),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    city_id: ctx.places.charlottetownId,
    state_id: ctx.places.peId,
    business_plan: await planId(plan),
    ...overrides,
  };
}

let client = 0;
/** each call from its own address: the routes allow 10 sign-ups a minute per client */
const post = (url: string, data: object): Promise<LightMyRequestResponse> =>
  ctx.app.inject({ method: 'POST', url, payload: { data }, remoteAddress: `10.22.0.${++client}` });
const createUser = (data: object) => post('/api/createBusinessUser', data);
const paymentSession = (data: object) => post('/api/nupost/payment-session', data);

async function accountOf(email: string) {
  const user = await findUser(ctx, email);
  if (!user) return null;
  const [row] = await ctx.app.db.select().from(businessAccounts).where(eq(businessAccounts.userId, user.id));
  return row ?? null;
}

describe('POST /api/createBusinessUser: the form rules of the listing form rules', () => {
  it.each([
    ['a one-letter business name', { name: 'B' }, 'nupost.signup.name_not_valid'],
    ['a missing name', { name: '' }, 'fill_required_fields'],
    ['an address without a domain', { email: 'owner@bakery' }, 'email_not_valid'],
    ['a password without an uppercase letter', { password: 'harbour-biz-42' }, 'password_not_valid'],
    ['a password without a digit', { password: 'Harbour-Bizz' }, 'password_not_valid'],
    [
      'a 7-character password',
      { password: 'Harb-42', password_confirmation: 'Harb-42' },
      'password_not_valid',
    ],
    ['a different confirmation', { password_confirmation: 'Harbour-Biz-43' }, 'password_not_match'],
    ['no city', { city_id: undefined }, 'fill_required_fields'],
    ['no province', { state_id: undefined }, 'fill_required_fields'],
  ])('refuses %s with its message key', async (_name, overrides, key) => {
    const data = await signupData('nupost-50', overrides);
    const res = await createUser(data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, message: key });
    expect(await findUser(ctx, data.email.trim().toLowerCase())).toBeNull();
  });

  it('refuses a city of another province', async () => {
    const res = await createUser(await signupData('nupost-50', { city_id: ctx.places.halifaxId }));
    expect(res.json()).toMatchObject({ status: 0, message: 'city_not_found' });
  });

  it('trims and lower-cases the e-mail', async () => {
    const email = uniqueEmail('Trim');
    const res = await createUser(await signupData('nupost-50', { email: `  ${email.toUpperCase()} ` }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await accountOf(email.toLowerCase())).not.toBeNull();
  });
});

describe('POST /api/createBusinessUser: a free plan', () => {
  it('creates the unconfirmed account and its business account at once, and mails the confirmation', async () => {
    const data = await signupData('nupost-50');
    const res = await createUser(data);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      message: 'nupost.signup.account_created',
      data: {
        email: data.email,
        business_name: 'Harbour Bakery',
        plan_id: data.business_plan,
        plan_name: 'Starter',
        email_confirmation_required: true,
      },
    });
    const user = await findUser(ctx, data.email);
    expect(user).toMatchObject({ firstName: 'Harbour Bakery', emailConfirmedAt: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await accountOf(data.email)).toMatchObject({ planId: data.business_plan, purchaseId: null });
    expect(await mailsTo(ctx, data.email, 'confirm_email')).toHaveLength(1);
  });

  it('refuses a paid plan without a transaction, and an address that already has an account', async () => {
    const paid = await createUser(await signupData('nupost-100'));
    expect(paid.json()).toMatchObject({ status: 0, message: 'nupost.signup.payment_required' });
    const member = await signUp(ctx);
    const taken = await createUser(await signupData('nupost-50', { email: member.email }));
    expect(taken.json()).toMatchObject({ status: 0, message: 'nupost.signup.email_taken' });
    expect(await accountOf(member.email)).toBeNull();
  });

  it('never sells the custom top tier online', async () => {
    const res = await createUser(await signupData('nupost-501'));
    expect(res.json()).toMatchObject({ status: 0, message: 'package_not_found' });
  });
});

describe('the sign-up limit per client', () => {
  const limited: TestContext = setupTestApp({ RATE_LIMIT_MAX: '300' });
  it('allows a client 10 sign-ups a minute at the default API limit', async () => {
    const data = { name: 'B' };
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/createBusinessUser',
        payload: { data },
        remoteAddress: '10.22.1.1',
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('a paid plan: the account exists only once the provider confirms the payment', () => {
  async function open(data: object): Promise<CreatePaymentIntentData> {
    const res = await paymentSession(data);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: CreatePaymentIntentData }>().data;
  }

  it('prices the plan on the server and opens the sandbox checkout for the new unconfirmed user', async () => {
    const data = await signupData('nupost-100');
    const intent = await open({ ...data, price: 0 });
    // 19.99 + 15 % tax
    expect(intent).toMatchObject({ subtotal_cents: 1999, tax_cents: 300, total_cents: 2299 });
    const row = await purchaseRow(ctx.app, intent.payment_id);
    const user = await findUser(ctx, data.email);
    expect(row).toMatchObject({ product: 'nupost', packageId: data.business_plan, userId: user!.id });
    expect(row.interval).toBe('month');
    expect(await accountOf(data.email)).toBeNull();
  });

  it('refuses a free plan (payment_not_required) and the form rules alike', async () => {
    const free = await paymentSession(await signupData('nupost-50'));
    expect(free.json()).toMatchObject({ meta: { success: false, message: 'payment_not_required' } });
    const weak = await paymentSession(await signupData('nupost-100', { password: 'weakpass1' }));
    expect(message(weak)).toBe('password_not_valid');
  });

  it('refuses a forged, an unpaid and another product’s transaction id', async () => {
    const data = await signupData('nupost-100');
    const forged = await createUser({ ...data, transaction_id: 'txn_forged_000000000000000000000000' });
    expect(forged.json()).toMatchObject({ status: 0, message: 'nupost.signup.payment_invalid' });

    const intent = await open(data);
    const unpaid = await createUser({ ...data, transaction_id: intent.payment_id });
    expect(unpaid.json()).toMatchObject({ status: 0, message: 'nupost.signup.payment_not_confirmed' });
    expect(await accountOf(data.email)).toBeNull();

    // a paid business listing of a member is no NuPOST plan
    const member = await signUp(ctx);
    const listing = await openCheckout(ctx.app, `Bearer ${member.token}`, {
      product: 'business',
      package_id: await packageId(ctx.app, 'business-6m'),
    });
    await chooseOnSandbox(ctx.app, listing.payment_url, 'pay');
    const other = await createUser({ ...data, email: member.email, transaction_id: listing.payment_id });
    expect(other.json()).toMatchObject({ status: 0, message: 'nupost.signup.payment_invalid' });
    expect(await accountOf(member.email)).toBeNull();
  });

  it('after the sandbox payment creates the account once; the same transaction again answers the same account', async () => {
    const data = await signupData('nupost-200', { name: 'Island Grocers' });
    // a declined card leaves no account; the payer goes back and opens a new checkout
    const refused = await open(data);
    await chooseOnSandbox(ctx.app, refused.payment_url, 'decline');
    const declined = await createUser({ ...data, transaction_id: refused.payment_id });
    expect(declined.json()).toMatchObject({ status: 0, message: 'nupost.signup.payment_not_confirmed' });
    expect(await accountOf(data.email)).toBeNull();

    const intent = await open(data);

    await chooseOnSandbox(ctx.app, intent.payment_url, 'pay');
    // the provider's word alone made the account (the paid hook), before the wizard confirms it
    const purchase = await purchaseRow(ctx.app, intent.payment_id);
    expect(await accountOf(data.email)).toMatchObject({
      purchaseId: purchase.id,
      businessName: 'Island Grocers',
    });

    const { password: _p, password_confirmation: _c, ...withoutPasswords } = data;
    const first = await createUser({ ...withoutPasswords, transaction_id: intent.payment_id });
    expect(first.json()).toMatchObject({
      status: 1,
      data: { email: data.email, business_name: 'Island Grocers', plan_name: 'Growing' },
    });
    const again = await createUser({ ...data, transaction_id: intent.payment_id });
    expect(again.json()).toEqual(first.json());
    const accounts = await ctx.app.db
      .select()
      .from(businessAccounts)
      .where(eq(businessAccounts.purchaseId, purchase.id));
    expect(accounts).toHaveLength(1);
    const sameAddress = await ctx.app.db.select().from(users).where(eq(users.email, data.email));
    expect(sameAddress).toHaveLength(1);

    // another address quoting the paid transaction gets nothing
    const thief = await createUser({
      ...data,
      email: uniqueEmail('thief'),
      transaction_id: intent.payment_id,
    });
    expect(thief.json()).toMatchObject({ status: 0, message: 'nupost.signup.payment_invalid' });
  });

  it('lets an abandoned checkout come back with its own password, and no one else', async () => {
    const data = await signupData('nupost-100');
    await open(data);
    const stranger = await paymentSession({
      ...data,
      password: 'Other-Pass-77',
      password_confirmation: 'Other-Pass-77',
    });
    expect(message(stranger)).toBe('nupost.signup.email_taken');
    const again = await open(data);
    expect(again.payment_id).toMatch(/^txn_/);
    const sameAddress = await ctx.app.db.select().from(users).where(eq(users.email, data.email));
    expect(sameAddress).toHaveLength(1);
  });
});
