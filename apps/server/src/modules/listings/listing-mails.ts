import { DEFAULT_LANGUAGE, isLanguageTag } from '@harbour/i18n';
import { interpolate, t, template } from '../../lib/i18n.js';
import type { MailProvider } from '../../providers/mail/index.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { mailDocument, mailParagraphs } from '../../lib/mail-html.js';

/** Mails of the listings (`listing_*` keys of the `email` catalogue). */
export type ListingMailKind =
  'listing_payment_due' | 'listing_payment_due_org' | 'listing_payment_rejected' | 'listing_expiry';

/** Subject, text and HTML of `kind` in `lang` (falling back to en); values are escaped in the HTML. */
export function renderListingMail(lang: string, kind: ListingMailKind, vars: Record<string, string>) {
  const tag = isLanguageTag(lang) ? lang : DEFAULT_LANGUAGE;
  const subject = t(tag, `${kind}.subject`, vars);
  const body = template(tag, `${kind}.body`);
  const text = interpolate(body, vars);
  const paragraphs = mailParagraphs(body, (para) => interpolate(escapeHtml(para), vars, escapeHtml));
  return { subject, text, html: mailDocument(tag, subject, paragraphs) };
}

/** Sends a listing mail; a failure is logged, never thrown (the listing change stands). */
export async function sendListingMail(
  deps: { mail: MailProvider; log?: { error(obj: object, msg: string): void } },
  to: string,
  lang: string,
  kind: ListingMailKind,
  vars: Record<string, string>,
): Promise<void> {
  try {
    await deps.mail.send({ to, ...renderListingMail(lang, kind, vars), kind });
  } catch (err) {
    deps.log?.error({ err, kind }, 'listing mail could not be sent');
  }
}
