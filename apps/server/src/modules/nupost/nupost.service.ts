import type { LanguageTag } from '@harbour/i18n';
import type { z } from 'zod';
import type {
  BusinessUser,
  CreatePaymentIntentData,
  createBusinessUserDataSchema,
  nupostSignupSchema,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import {
  checkCaptcha,
  deliverAccountMail,
  findCity,
  findUserByEmail,
  findUserById,
  insertUser,
  issueToken,
  takeMailQuota,
  type AccountsDeps,
  type UserRow,
} from '../accounts/index.js';
import { nuPostPlans } from '../packages/index.js';
import {
  createPaymentIntent,
  findPurchaseByTransaction,
  pricePurchase,
  purchaseStatus,
  type PaymentDeps,
  type PurchaseRow,
} from '../payments/index.js';
import * as repo from './nupost.repository.js';

export interface NupostDeps {
  accounts: AccountsDeps;
  payment: PaymentDeps;
}

type SignupInput = z.output<typeof nupostSignupSchema>;
type CreateInput = z.output<typeof createBusinessUserDataSchema>;

/** A refused or unknown transaction id, another product's, another plan's or another address's: one answer. */
const PAYMENT_INVALID = 'nupost.signup.payment_invalid';

async function planPrice(db: Db, planId: number) {
  // the buyer only matters for NuChat trial plans; a NuPOST plan is priced the same for everyone
  return pricePurchase(db, { product: 'nupost', package_id: planId, quantity: 1 }, { userId: 0 });
}

/**
 * The user the sign-up makes: a new, unconfirmed account (the registration's rules: argon2id hash,
 * confirmation mail). A taken address is refused, except by a NuPOST sign-up that has not paid yet
 * coming back with its own password (an abandoned checkout must not lock its owner out).
 */
async function accountFor(
  tx: Db,
  input: Pick<SignupInput, 'name' | 'email' | 'password' | 'city_id' | 'state_id'>,
  passwordHash: string,
  lang: LanguageTag,
): Promise<{ user: UserRow; created: boolean }> {
  const city = await findCity(tx, input.city_id);
  if (!city || city.provinceId !== input.state_id) throw badRequest('city_not_found');
  const created = await insertUser(tx, {
    email: input.email,
    passwordHash,
    firstName: input.name,
    lastName: '',
    provinceId: city.provinceId,
    cityId: city.id,
    preferredLanguage: lang,
  });
  if (created) return { user: created, created: true };
  const holder = await findUserByEmail(tx, input.email);
  const comesBack =
    !!holder &&
    !(await repo.findBusinessAccount(tx, holder.id)) &&
    (await repo.hasSignup(tx, holder.id)) &&
    (await verifyPassword(holder.passwordHash, input.password));
  if (!holder || !comesBack) throw badRequest('nupost.signup.email_taken');
  return { user: holder, created: false };
}

function mailConfirmation(deps: AccountsDeps, user: UserRow): void {
  deps.background.run('nupost confirmation mail', async () => {
    if (!(await takeMailQuota(deps, user, 'confirm_email'))) return;
    const { token } = await issueToken(deps.db, user.id, 'confirm_email');
    await deliverAccountMail(deps, user, 'confirm_email', `${deps.config.publicUrl}/${token}/confirm-email`);
  });
}

async function answer(
  db: Db,
  user: UserRow,
  account: repo.BusinessAccountRow,
  lang: LanguageTag,
): Promise<BusinessUser> {
  const plan = (await nuPostPlans(db, lang)).find((p) => p.id === account.planId);
  return {
    email: user.email,
    business_name: account.businessName,
    plan_id: account.planId,
    plan_name: plan?.plan_name ?? '',
    email_confirmation_required: !user.emailConfirmedAt,
  };
}

/**
 * Step 1 of a paid plan. Why the account is made here, before the payment: the buyer is not signed
 * in, and the purchase must belong to someone the provider's word can be tied to. The form makes an
 * unconfirmed account (no business account yet) and the purchase is opened for it through the same
 * service as /api/create-payment-intent; `nupost_signups` keeps the business name and plan. Only the
 * provider's confirmation (webhook or status check, `activatePaidSignup` in the paid transaction)
 * writes the business account, so a transaction id in a URL proves nothing by itself, and no password
 * ever needs to outlive the form in the browser.
 */
export async function openPaymentSession(
  deps: NupostDeps,
  input: SignupInput,
  lang: LanguageTag,
): Promise<CreatePaymentIntentData> {
  const { db } = deps.accounts;
  await checkCaptcha(deps.accounts, input.captcha);
  const priced = await planPrice(db, input.business_plan);
  if (priced.totalCents === 0) throw badRequest('payment_not_required');
  // no card provider on this deployment (issue 12's production rule): refuse before making the account
  if (String(deps.payment.payments.name) === 'none') throw new AppError(503, 'payment.card_unavailable');
  const passwordHash = await hashPassword(input.password);
  const { user, created } = await repo.withTransaction(db, (tx) => accountFor(tx, input, passwordHash, lang));
  if (created) mailConfirmation(deps.accounts, user);
  const intent = await createPaymentIntent(
    deps.payment,
    user.id,
    { metadata: { product: 'nupost', package_id: input.business_plan, quantity: 1 } },
    lang,
  );
  const purchase = await findPurchaseByTransaction(db, intent.payment_id);
  await repo.insertSignup(db, {
    purchaseId: purchase!.id,
    userId: user.id,
    businessName: input.name,
    planId: input.business_plan,
  });
  return intent;
}

/** The paid hook: the purchase of a NuPOST sign-up is paid, so its business account exists now. */
export async function activatePaidSignup(tx: Db, purchase: PurchaseRow): Promise<void> {
  if (purchase.product !== 'nupost') return;
  const signup = await repo.findSignupByPurchase(tx, purchase.id);
  if (!signup || signup.planId !== purchase.packageId) return;
  await repo.upsertBusinessAccount(tx, {
    userId: signup.userId,
    businessName: signup.businessName,
    planId: signup.planId,
    purchaseId: purchase.id,
  });
}

/** A free plan: the account and its business account at once, in one transaction. */
async function createFree(deps: NupostDeps, input: CreateInput, lang: LanguageTag): Promise<BusinessUser> {
  const { db } = deps.accounts;
  await checkCaptcha(deps.accounts, input.captcha);
  const priced = await planPrice(db, input.business_plan);
  if (priced.totalCents > 0) throw badRequest('nupost.signup.payment_required');
  const password = input.password ?? '';
  const passwordHash = await hashPassword(password);
  const { user, created, account } = await repo.withTransaction(db, async (tx) => {
    const made = await accountFor(tx, { ...input, password }, passwordHash, lang);
    const account = await repo.upsertBusinessAccount(tx, {
      userId: made.user.id,
      businessName: input.name,
      planId: input.business_plan,
      purchaseId: null,
    });
    return { ...made, account };
  });
  if (created) mailConfirmation(deps.accounts, user);
  return answer(db, user, account, lang);
}

/**
 * Back from the provider: the purchase must be a NuPOST one for this plan, bought by this address,
 * and paid per the provider (asked now if it has not said so yet, the path of
 * GET /api/payments/{transaction_id}). Quoting it again answers the same account.
 */
async function confirmPaid(deps: NupostDeps, input: CreateInput, lang: LanguageTag): Promise<BusinessUser> {
  const { db } = deps.accounts;
  const transactionId = input.transaction_id!;
  const purchase = await findPurchaseByTransaction(db, transactionId);
  if (!purchase || purchase.product !== 'nupost' || purchase.packageId !== input.business_plan) {
    throw badRequest(PAYMENT_INVALID);
  }
  const user = purchase.userId === null ? null : await findUserById(db, purchase.userId);
  if (!user || user.email !== input.email) throw badRequest(PAYMENT_INVALID);
  const status =
    purchase.status === 'paid' ? 'paid' : (await purchaseStatus(deps.payment, user.id, transactionId)).status;
  if (status !== 'paid') throw badRequest('nupost.signup.payment_not_confirmed');
  let account = await repo.findBusinessAccountByPurchase(db, purchase.id);
  // paid before the hook existed, or by an admin's hand: the same write, once
  account ??= await repo.withTransaction(db, async (tx) => {
    const current = await repo.findBusinessAccount(tx, user.id);
    if (current) return current;
    await activatePaidSignup(tx, { ...purchase, status: 'paid' });
    return repo.findBusinessAccountByPurchase(tx, purchase.id);
  });
  if (!account) throw badRequest(PAYMENT_INVALID);
  return answer(db, user, account, lang);
}

/** POST /api/createBusinessUser: a free plan's sign-up, or a paid one's confirmation. */
export function createBusinessUser(
  deps: NupostDeps,
  input: CreateInput,
  lang: LanguageTag,
): Promise<BusinessUser> {
  return input.transaction_id ? confirmPaid(deps, input, lang) : createFree(deps, input, lang);
}
