import { isRtl } from '@harbour/i18n';
import { NUPOST_INVITATION_DAYS } from '@harbour/shared';
import { escapeHtml } from '../../lib/escape-html.js';
import { catalogueText, interpolate } from '../../lib/i18n.js';

/** The invitation e-mail (nupost.json `nupost.invitations.mail.*`) in `lang`, falling back to en. */
export function renderInvitationMail(lang: string, vars: { business: string; link: string }) {
  const all = { ...vars, days: String(NUPOST_INVITATION_DAYS) };
  const subject = interpolate(catalogueText(lang, 'nupost', 'nupost.invitations.mail.subject'), all);
  const body = catalogueText(lang, 'nupost', 'nupost.invitations.mail.body');
  const text = interpolate(body, all);
  const link = `<a href="${escapeHtml(vars.link)}">${escapeHtml(vars.link)}</a>`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => {
      const inner = interpolate(escapeHtml(p), { business: escapeHtml(vars.business), link, days: all.days });
      return `<p>${inner.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  const html =
    `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">\n${paragraphs}\n</body></html>`;
  return { subject, text, html };
}
