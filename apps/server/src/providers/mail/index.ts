export { createMailProvider, recipientDomain } from './outbox.js';
export { createSmtpTransport } from './smtp.js';
export type { MailMessage, MailProvider, MailTransport } from './types.js';
