import { NUPOST_INVITATION_DAYS } from '@harbour/shared';
import { escapeHtml } from '../../lib/escape-html.js';
import { catalogueText, interpolate } from '../../lib/i18n.js';
import { mailDocument, mailParagraphs } from '../../lib/mail-html.js';

/** The invitation e-mail (nupost.json `nupost.invitations.mail.*`) in `lang`, falling back to en. */
export function renderInvitationMail(lang: string, vars: { business: string; link: string }) {
  const all = { ...vars, days: String(NUPOST_INVITATION_DAYS) };
  const subject = interpolate(catalogueText(lang, 'nupost', 'nupost.invitations.mail.subject'), all);
  const body = catalogueText(lang, 'nupost', 'nupost.invitations.mail.body');
  const text = interpolate(body, all);
  const link = `<a href="${escapeHtml(vars.link)}">${escapeHtml(vars.link)}</a>`;
  const paragraphs = mailParagraphs(body, (p) =>
    interpolate(escapeHtml(p), { business: escapeHtml(vars.business), link, days: all.days }),
  );
  return { subject, text, html: mailDocument(lang, subject, paragraphs) };
}
