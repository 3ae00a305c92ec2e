import { DEFAULT_LANGUAGE, isLanguageTag, isRtl } from '@harbour/i18n';
import { t } from '../../lib/i18n.js';
import type { SandboxSessionRow } from '../../providers/payments/index.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { formatMoney } from './receipt-mail.js';

/** The one stylesheet of the page (the CSP allows no inline style). */
export const SANDBOX_CSS_PATH = '/api/payments/sandbox.css';

export const SANDBOX_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933;background:#f5f7fa}
.banner{margin:0;padding:1rem;background:#b45309;color:#fff;font-size:2rem;font-weight:800;text-align:center;letter-spacing:.08em}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border:2px dashed #b45309;border-radius:.75rem}
h1{margin-top:0;font-size:1.5rem}
.amount{font-size:1.75rem;font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:.5rem;border:2px solid #1f2933;background:#fff;color:#1f2933;cursor:pointer}
button.pay{background:#065f46;border-color:#065f46;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
@media (max-width:36rem){main{margin:1rem}.banner{font-size:1.5rem}}
`;

function page(lang: string, title: string, body: string): string {
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)} · Harbour</title>` +
    `<link rel="stylesheet" href="${SANDBOX_CSS_PATH}"></head><body>` +
    `<p class="banner" role="note">${escapeHtml(t(lang, 'payment_sandbox.banner'))}</p>` +
    `<main>${body}</main></body></html>`
  );
}

const language = (lang: string) => (isLanguageTag(lang) ? lang : DEFAULT_LANGUAGE);

/**
 * The sandbox checkout: what is bought and its amount, and three buttons posting the payer's choice
 * with the session's form secret (a cross-site form cannot know it). Works without JavaScript.
 */
export function renderSandboxCheckout(lang: string, session: SandboxSessionRow): string {
  const tag = language(lang);
  const title = t(tag, 'payment_sandbox.title');
  const amount = formatMoney(tag, session.amountCents, session.currency);
  const perMonth = session.interval === 'month' ? ` ${t(tag, 'payment_sandbox.per_month')}` : '';
  const button = (action: string, label: string) =>
    `<button type="submit" name="action" value="${action}" class="${action}">${escapeHtml(label)}</button>`;
  const body =
    `<h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(t(tag, 'payment_sandbox.notice'))}</p>` +
    // the line item, written in the payer's language when the checkout was opened
    `<p dir="auto">${escapeHtml(session.description)}</p>` +
    `<p class="amount">${escapeHtml(amount + perMonth)}</p>` +
    `<form method="post" action="/api/payments/sandbox/${encodeURIComponent(session.id)}?lang=${tag}">` +
    `<input type="hidden" name="secret" value="${escapeHtml(session.formSecret)}">` +
    `<div class="actions">${button('pay', t(tag, 'payment_sandbox.pay', { amount }))}` +
    `${button('decline', t(tag, 'payment_sandbox.decline'))}` +
    `${button('cancel', t(tag, 'payment_sandbox.cancel'))}</div></form>`;
  return page(tag, title, body);
}

/** A session that is no longer open (paid, declined, canceled or expired), or none at all. */
export function renderSandboxClosed(lang: string, backUrl: string | null): string {
  const tag = language(lang);
  const title = t(tag, 'payment_sandbox.title');
  const back = backUrl
    ? `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(t(tag, 'payment_sandbox.back'))}</a></p>`
    : '';
  return page(
    tag,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(tag, 'payment_sandbox.closed'))}</p>${back}`,
  );
}
