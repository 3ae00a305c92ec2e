import { isLanguageTag, isRtl } from '@harbour/i18n';
import type { PushPayload } from '@harbour/shared';
import { escapeHtml } from '../../../lib/escape-html.js';
import { interpolate, t, template } from '../../../lib/i18n.js';
import type { MailMessage } from '../../../providers/mail/index.js';
import { encodePushPayload } from '../../push/index.js';
import type { ClaimedDelivery } from './delivery.repository.js';
import { mailDocument, mailParagraphs } from '../../../lib/mail-html.js';

/** How long a push service keeps a notice for a device that is off: a notice older than 2 days is stale. */
export const PUSH_TTL_SECONDS = 2 * 24 * 3600;

/** The topic of a business's pushes: a newer one replaces one still waiting for the device. */
export const pushTopic = (businessUserId: number) => `nupost-${businessUserId}`;

const language = (lang: string) => (isLanguageTag(lang) ? lang : 'en');

/** The push's JSON in the member's language, under PUSH_PAYLOAD_MAX_BYTES once encrypted. */
export function pushPayloadFor(d: ClaimedDelivery, notificationId: number | null): string {
  const lang = language(d.lang);
  const payload: PushPayload = {
    v: 1,
    kind: 'nupost',
    notice_id: d.noticeId,
    notification_id: notificationId,
    title: d.title,
    body: d.body,
    business_name: d.businessName,
    lang,
    dir: isRtl(lang) ? 'rtl' : 'ltr',
    url: notificationId ? `/notification-detail?id=${notificationId}` : '/notifications',
    image: d.picture,
    tag: pushTopic(d.businessUserId),
  };
  return encodePushPayload(payload);
}

/**
 * The notice by e-mail in the member's language, with RFC 8058 one-click unsubscribe: `List-Unsubscribe`
 * names the https page of the link (a POST to it ends the follow with no cookie), and
 * `List-Unsubscribe-Post` tells mail clients they may POST it.
 */
export function noticeMail(d: ClaimedDelivery, unsubscribeUrl: string): MailMessage {
  const lang = language(d.lang);
  const vars = { business: d.businessName, title: d.title, link: unsubscribeUrl };
  const subject = t(lang, 'nupost_notice.subject', vars);
  const why = interpolate(template(lang, 'nupost_notice.why'), { business: d.businessName });
  const stop = template(lang, 'nupost_notice.unsubscribe');
  const more = d.link ? `${template(lang, 'nupost_notice.more')} ${d.link}\n\n` : '';
  const text = `${d.title}\n\n${d.body}\n\n${more}—\n${why}\n${stop}\n${unsubscribeUrl}\n`;
  const paragraphs = mailParagraphs(d.body, escapeHtml);
  const moreHtml = d.link
    ? `<p><a href="${escapeHtml(d.link)}">${escapeHtml(template(lang, 'nupost_notice.more'))}</a></p>`
    : '';
  const html = mailDocument(
    lang,
    subject,
    `<h1 style="font-size: 1.25em">${escapeHtml(d.title)}</h1>\n${paragraphs}\n${moreHtml}\n` +
      `<hr><p style="font-size: 0.875em; color: #52606d">${escapeHtml(why)}<br>` +
      `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(stop)}</a></p>`,
  );
  return {
    to: d.email,
    subject,
    text,
    html,
    kind: 'nupost_notice',
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
