// Child process: what a NuPOST send reaches outside the server, on loopback: the server's own test push
// service (HTTPS, checks the VAPID JWT and decrypts every aes128gcm payload) with one endpoint per
// subscribed member, and an SMTP server that counts the messages. Kept out of the load generator's process.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { fakeBrowser, startPushService } from '../../apps/server/src/modules/push/push-service-stand-in.js';

export interface StandInCounts {
  pushes: number;
  /** pushes refused because a check failed (should be 0) */
  pushErrors: number;
  mails: number;
}

const subscriptions = Number(process.env.NUPOST_SUBSCRIPTIONS ?? 0);
const push = await startPushService();
let mails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 1000,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      mails++;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const endpoints = Array.from({ length: subscriptions }, (_, i) => {
  const browser = fakeBrowser();
  return { endpoint: push.endpoint(`bench-${i}`, browser), ...browser.keys };
});
process.on('message', (m: { kind: string }) => {
  if (m.kind !== 'counts') return;
  const counts: StandInCounts = {
    pushes: push.received.length,
    pushErrors: push.errors.length,
    mails,
  };
  process.send?.({ kind: 'counts', counts });
});
process.send?.({
  smtpPort: (smtp.server.address() as AddressInfo).port,
  endpoints,
});
process.once('disconnect', () => {
  void Promise.all([push.close(), new Promise<void>((resolve) => smtp.close(() => resolve()))]).finally(() =>
    process.exit(0),
  );
});
