import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server on a random local port that keeps what it receives and refuses @refused.test. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) {
        return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const lastMail = async (app: FastifyInstance) =>
  (await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]!;

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  let logs = '';

  beforeAll(async () => {
    smtp = await startSmtp();
    const logStream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        logs += chunk.toString();
        cb();
      },
    });
    app = await buildTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Harbour <noreply@harbour.test>' },
      { logStream },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('delivers the mail and records it as sent', async () => {
    await app.mail.send({
      to: 'amina@example.org',
      subject: 'Confirm your e-mail',
      text: 'Open http://localhost/abc/confirm-email',
      html: '<p>Open the link</p>',
      kind: 'confirm_email',
    });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['amina@example.org']);
    expect(mail.from).toBe('noreply@harbour.test');
    expect(mail.raw).toMatch(/^Subject: Confirm your e-mail$/m);
    expect(mail.raw).toContain('Open http://localhost/abc/confirm-email');
    const row = await lastMail(app);
    expect(row).toMatchObject({
      to: 'amina@example.org',
      kind: 'confirm_email',
      status: 'sent',
      error: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('records a refused delivery as failed without throwing, and logs no address or body', async () => {
    await expect(
      app.mail.send({
        to: 'ghost@refused.test',
        subject: 'Reset',
        text: 'secret-link-123',
        kind: 'reset_password',
      }),
    ).resolves.toBeUndefined();
    const row = await lastMail(app);
    expect(row).toMatchObject({ to: 'ghost@refused.test', status: 'failed', sentAt: null });
    expect(row.error).toMatch(/550|mailbox unavailable/);
    expect(logs).toContain('mail delivery failed');
    expect(logs).toContain('refused.test');
    expect(logs).not.toContain('ghost@');
    expect(logs).not.toContain('secret-link-123');
  });

  it('sends many at once: one outbox row each, the refused one failed, every one handed back', async () => {
    const before = smtp.received.length;
    const handled: number[] = [];
    await app.mail.sendMany(
      ['a1@example.org', 'nobody@refused.test', 'a3@example.org', 'a4@example.org'].map((to, i) => ({
        to,
        subject: `Notice ${i}`,
        text: 'Body',
        kind: 'batch_test',
      })),
      { concurrency: 3, onHandled: (i) => handled.push(i) },
    );
    expect(handled.sort()).toEqual([0, 1, 2, 3]);
    expect(
      smtp.received
        .slice(before)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['a1@example.org', 'a3@example.org', 'a4@example.org']);
    const rows = await app.db
      .select({ to: mailOutbox.to, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'batch_test'))
      .orderBy(mailOutbox.id);
    expect(rows).toEqual([
      { to: 'a1@example.org', status: 'sent' },
      { to: 'nobody@refused.test', status: 'failed' },
      { to: 'a3@example.org', status: 'sent' },
      { to: 'a4@example.org', status: 'sent' },
    ]);
  });
});

describe('mail without SMTP', () => {
  it('keeps the mail in the outbox and logs only the recipient domain', async () => {
    let logs = '';
    const logStream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        logs += chunk.toString();
        cb();
      },
    });
    const app = await buildTestApp({}, { logStream });
    try {
      await app.ready();
      await app.mail.send({
        to: 'Omar@Example.net',
        subject: 'Welcome',
        text: 'token-in-body-xyz',
        kind: 'welcome',
      });
      const row = await lastMail(app);
      expect(row).toMatchObject({ to: 'Omar@Example.net', subject: 'Welcome', status: 'logged' });
      expect(logs).toContain('mail queued to the outbox');
      expect(logs).toContain('"toDomain":"example.net"');
      expect(logs).not.toContain('Omar');
      expect(logs).not.toContain('token-in-body-xyz');
    } finally {
      await app.close();
    }
  });
});
