import type { contactBodySchema } from '@harbour/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { MailProvider } from '../../providers/mail/index.js';
import * as repo from './contact.repository.js';

export type ContactMessage = z.output<typeof contactBodySchema>;

export interface ContactDeps {
  db: Db;
  mail: MailProvider;
}

/**
 * Keeps the message and mails it to the organisation address (setting org_email of contact_us).
 * Without that setting nothing is written and the caller gets 503 `contact_us.error`.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  msg: ContactMessage,
  lang: string,
): Promise<void> {
  const to = await repo.findOrgEmail(deps.db);
  if (!to) throw new AppError(503, 'contact_us.error');
  const name = [msg.firstName, msg.lastName].filter(Boolean).join(' ');
  await repo.insertMessage(deps.db, {
    email: msg.email,
    firstName: msg.firstName,
    lastName: msg.lastName,
    message: msg.message,
    language: lang,
  });
  // The organisation's own inbox: English, plain text, the sender's words as they wrote them.
  await deps.mail.send({
    to,
    subject: `Contact form: ${name}`,
    text: `From: ${name} <${msg.email}>\nLanguage: ${lang}\n\n${msg.message}\n`,
    kind: 'contact_us',
  });
}
