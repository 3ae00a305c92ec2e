import { DEFAULT_LANGUAGE, isLanguageTag, isRtl } from '@harbour/i18n';
import { interpolate, t, template } from '../../lib/i18n.js';
import type { MailProvider } from '../../providers/mail/index.js';
import { escapeHtml } from '../../lib/escape-html.js';

/** Mails of the listings (`listing_*` keys of the `email` catalogue). */
export type ListingMailKind =
  'listing_payment_due' | 'listing_payment_due_org' | 'listing_payment_rejected' | 'listing_expiry';

/** Subject, text and HTML of `kind` in `lang` (falling back to en); values are escaped in the HTML. */
export function renderListingMail(lang: string, kind: ListingMailKind, vars: Record<string, string>) {
  const tag = isLanguageTag(lang) ? lang : DEFAULT_LANGUAGE;
  const subject = t(tag, `${kind}.subject`, vars);
  const body = template(tag, `${kind}.body`);
  const text = interpolate(body, vars);
  const paragraphs = body
    .split(/\n{2,}/)
    .map((para) => `<p>${interpolate(escapeHtml(para), vars, escapeHtml).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html =
    `<!doctype html><html lang="${tag}" dir="${isRtl(tag) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">\n${paragraphs}\n</body></html>`;
  return { subject, text, html };
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
