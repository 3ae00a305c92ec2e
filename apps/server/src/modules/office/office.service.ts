import type { officeInvitationBodySchema } from '@harbour/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { t } from '../../lib/i18n.js';
import type { MailProvider } from '../../providers/mail/index.js';
import * as repo from './office.repository.js';

export type OfficeInvitationRequest = z.output<typeof officeInvitationBodySchema>;

export interface OfficeDeps {
  db: Db;
  mail: MailProvider;
}

/** The office is in Atlantic Canada; Halifax time is the westernmost of the region, so the most lenient. */
export const OFFICE_TIME_ZONE = 'America/Halifax';

/** Today's date (YYYY-MM-DD) at the office. */
export function officeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: OFFICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Keeps the request, mails the office (org_email of contact_us, in English) and sends the
 * requester a confirmation in their language. Answers the message key to show.
 */
export async function requestInvitation(
  deps: OfficeDeps,
  req: OfficeInvitationRequest,
  lang: string,
  now: Date = new Date(),
): Promise<string> {
  if (req.preferred_date < officeToday(now)) throw new AppError(400, 'office.date_in_past');
  const to = await repo.findOrgEmail(deps.db);
  if (!to) throw new AppError(503, 'office.invitation_failed');
  await repo.insertInvitation(deps.db, {
    email: req.email,
    preferredDate: req.preferred_date,
    language: lang,
  });
  await deps.mail.send({
    to,
    subject: `Office visit request for ${req.preferred_date}`,
    text:
      `Someone would like an invitation to visit the office.\n\n` +
      `E-mail: ${req.email}\nPreferred date: ${req.preferred_date}\nLanguage: ${lang}\n`,
    kind: 'office_invitation',
  });
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${req.preferred_date}T00:00:00Z`),
  );
  await deps.mail.send({
    to: req.email,
    subject: t(lang, 'office_invitation.subject'),
    text: t(lang, 'office_invitation.body', { date }),
    kind: 'office_invitation_confirmation',
  });
  return 'office.invitation_sent';
}
