import type { MailMessage, MailTransport } from './types.js';

export interface SmtpTimeouts {
  /** until the TCP (and, for smtps, TLS) connection is up */
  connectionMs: number;
  /** until the server's 220 greeting once connected */
  greetingMs: number;
  /** the longest silence of the server during a session */
  socketMs: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000 };
/** Connections kept open to the server and reused for the next messages (nodemailer's pool). */
export const SMTP_POOL_CONNECTIONS = 16;
/** Messages sent over one pooled connection before it is replaced (some servers limit it). */
export const SMTP_POOL_MESSAGES = 100;
/** Times a message goes back to the pool's queue when its connection closes under it. */
export const SMTP_POOL_REQUEUES = 1;

const scalar = (v: string): string | number | boolean =>
  v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v;

/**
 * The options of an SMTP URL as nodemailer reads them (`smtps://user:pass@host:465?tls.servername=x`).
 * nodemailer ignores every other option when it is given a `url`, the timeouts included, so the URL is
 * turned into plain options here and the timeouts added to them.
 */
export function smtpUrlOptions(smtpUrl: string): Record<string, unknown> {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL: smtp:// or smtps://');
  const options: Record<string, unknown> = { host: url.hostname, secure: url.protocol === 'smtps:' };
  if (url.port) options.port = Number(url.port);
  if (url.username)
    options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  for (const [key, value] of url.searchParams) {
    const path = key.split('.');
    let target = options;
    for (const part of path.slice(0, -1)) {
      const next = target[part];
      target = (target[part] = typeof next === 'object' && next !== null ? next : {}) as Record<
        string,
        unknown
      >;
    }
    target[path.at(-1)!] = scalar(value);
  }
  return options;
}

/**
 * SMTP delivery with nodemailer, e.g. `smtps://user:pass@smtp.example.com:465`, over a pool of
 * connections reused from one message to the next (a large NuPOST send would otherwise open one per
 * message). nodemailer loads only here, when SMTP is configured.
 */
export async function createSmtpTransport(
  smtpUrl: string,
  from: string,
  timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const options = {
    pool: true,
    maxConnections: SMTP_POOL_CONNECTIONS,
    maxMessages: SMTP_POOL_MESSAGES,
    // nodemailer's pool re-queues a message whose connection closed, without end by default: a server
    // that drops every connection would be dialled for ever. One more try; the outbox retries later.
    // (@types/nodemailer does not declare the option, nodemailer 7 reads it.)
    maxRequeues: SMTP_POOL_REQUEUES,
    ...smtpUrlOptions(smtpUrl),
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  };
  const transporter = nodemailer.createTransport(options as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async deliver(msg: MailMessage) {
      await transporter.sendMail({
        from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        ...(msg.html ? { html: msg.html } : {}),
        ...(msg.headers ? { headers: msg.headers } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
