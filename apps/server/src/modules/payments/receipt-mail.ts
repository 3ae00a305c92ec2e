import { DEFAULT_LANGUAGE, isLanguageTag } from '@harbour/i18n';
import { interpolate, t, template } from '../../lib/i18n.js';
import type { MailProvider } from '../../providers/mail/index.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Db } from '../../db/client.js';
import { planNameIn } from './checkout-line.js';
import type { PurchaseRow } from './payments.repository.js';
import { mailDocument, mailParagraphs } from '../../lib/mail-html.js';

/** Receipts give dates in Atlantic time, where the buyers are. */
const RECEIPT_TIME_ZONE = 'America/Halifax';

export interface Buyer {
  email: string;
  firstName: string;
  preferredLanguage: string;
}

/** "$22.84" rather than "CA$22.84": the site is Canadian (as the web app's prices). */
export function formatMoney(lang: string, cents: number, currency: string): string {
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
}

/** `H-000042`: what the buyer quotes; the transaction id stays out of mails and the outbox. */
export const receiptNumber = (purchaseId: number) => `H-${String(purchaseId).padStart(6, '0')}`;

/** The purchase line, e.g. "VivaLinks business listing: 3 Months × 2, billed monthly". */
function itemLine(lang: string, p: PurchaseRow, planName: string): string {
  const product = t(lang, `payment_receipt.products.${p.product}`);
  const quantity = p.quantity > 1 ? ` × ${p.quantity}` : '';
  const monthly = p.interval === 'month' ? `, ${t(lang, 'payment_receipt.monthly')}` : '';
  return `${product}: ${planName}${quantity}${monthly}`;
}

/** Subject, text and HTML of the receipt in `lang`, with its subtotal, tax and total lines. */
export function renderReceipt(lang: string, buyer: Buyer, p: PurchaseRow, planName = p.packageName) {
  const tag = isLanguageTag(lang) ? lang : DEFAULT_LANGUAGE;
  const money = (cents: number) => formatMoney(tag, cents, p.currency);
  const promo =
    p.promoName && p.promoDiscountCents > 0
      ? `${t(tag, 'payment_receipt.promo', { name: p.promoName, amount: money(p.promoDiscountCents) })}\n`
      : '';
  const vars = {
    name: buyer.firstName,
    date: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: RECEIPT_TIME_ZONE }).format(
      p.paidAt ?? new Date(),
    ),
    item: `${itemLine(tag, p, planName)}\n${promo}`.trimEnd(),
    subtotal: money(p.subtotalCents),
    tax_rate: new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(
      p.taxRateBp / 10_000,
    ),
    tax: money(p.taxCents),
    total: money(p.totalCents),
    reference: receiptNumber(p.id),
  };
  const subject = t(tag, 'payment_receipt.subject', vars);
  const body = template(tag, 'payment_receipt.body');
  const text = interpolate(body, vars);
  const paragraphs = mailParagraphs(body, (para) => interpolate(para, vars, escapeHtml));
  return { subject, text, html: mailDocument(tag, subject, paragraphs) };
}

/** Mails the receipt; a failure is logged (purchase id only) and never undoes the payment. */
export async function sendReceipt(
  deps: { db: Db; mail: MailProvider; log: { error(obj: object, msg: string): void } },
  buyer: Buyer,
  purchase: PurchaseRow,
): Promise<void> {
  try {
    const lang = isLanguageTag(buyer.preferredLanguage) ? buyer.preferredLanguage : DEFAULT_LANGUAGE;
    const planName = await planNameIn(deps.db, lang, purchase);
    const mail = renderReceipt(lang, buyer, purchase, planName);
    await deps.mail.send({ to: buyer.email, ...mail, kind: 'payment_receipt' });
  } catch (err) {
    deps.log.error({ err, purchaseId: purchase.id }, 'payment receipt could not be sent');
  }
}
