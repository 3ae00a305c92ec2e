import { escapeHtml } from '../../lib/escape-html.js';
import { interpolate, t, template } from '../../lib/i18n.js';
import type { Limiter } from '../../lib/limiter.js';
import { mailDocument, mailParagraphs } from '../../lib/mail-html.js';

export interface MailSender {
  send(mail: { to: string; subject: string; text: string; html?: string; kind: string }): Promise<unknown>;
}
export interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const HOUR_MS = 3600 * 1000;
/** account e-mails of one kind to one address per hour; beyond, they are silently skipped */
const MAILS_PER_ADDRESS_PER_HOUR = 5;

export type AccountMailKind =
  'confirm_email' | 'already_registered' | 'reset_password' | 'password_changed' | 'account_deleted';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The subject, plain text and HTML of an account e-mail in `lang` (falling back to en). Every value
 * is escaped in the HTML; `link` becomes a clickable link.
 */
export function renderMail(
  lang: string,
  kind: AccountMailKind,
  vars: { name: string; link: string },
): RenderedMail {
  const subject = t(lang, `${kind}.subject`, vars);
  const body = template(lang, `${kind}.body`);
  const text = interpolate(body, vars);
  const link = `<a href="${escapeHtml(vars.link)}">${escapeHtml(vars.link)}</a>`;
  const paragraphs = mailParagraphs(body, (p) =>
    interpolate(escapeHtml(p), { name: escapeHtml(vars.name), link }),
  );
  return { subject, text, html: mailDocument(lang, subject, paragraphs) };
}

type MailDeps = { mail: MailSender; limiter: Limiter; log: Log };
type MailUser = { id: number; email: string; firstName: string; preferredLanguage: string };

/**
 * Counts one account e-mail of this kind to the address: false beyond 5 an hour (so nobody can
 * flood a mailbox through these forms). Checked before anything is written, so a refused request
 * changes nothing.
 */
export async function takeMailQuota(deps: MailDeps, user: MailUser, kind: AccountMailKind): Promise<boolean> {
  const quota = await deps.limiter.hit(`mail:${kind}:${user.email}`, MAILS_PER_ADDRESS_PER_HOUR, HOUR_MS);
  if (!quota.allowed)
    deps.log.warn({ kind, userId: user.id }, 'account e-mail skipped: too many to this address');
  return quota.allowed;
}

/**
 * Renders and sends an account e-mail in the user's language, greeting them by the name stored on
 * the account. A failure is logged without the link and never reaches the caller.
 */
export async function deliverAccountMail(
  deps: MailDeps,
  user: MailUser,
  kind: AccountMailKind,
  link: string,
): Promise<void> {
  const mail = renderMail(user.preferredLanguage, kind, { name: user.firstName, link });
  try {
    await deps.mail.send({ to: user.email, ...mail, kind });
  } catch (err) {
    deps.log.error({ err, kind, userId: user.id }, 'account e-mail could not be sent');
  }
}

/** `takeMailQuota` then `deliverAccountMail`, for mails that carry no one-time token. */
export async function sendAccountMail(
  deps: MailDeps,
  user: MailUser,
  kind: AccountMailKind,
  link: string,
): Promise<void> {
  if (await takeMailQuota(deps, user, kind)) await deliverAccountMail(deps, user, kind, link);
}
