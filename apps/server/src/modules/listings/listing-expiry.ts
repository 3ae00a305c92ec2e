import { LISTING_EXPIRY_NOTICE_DAYS } from '@harbour/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { t } from '../../lib/i18n.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import type { MailProvider } from '../../providers/mail/index.js';
import { atlanticToday } from '../directory/index.js';
import { sendListingMail } from './listing-mails.js';
import { addDays } from '../packages/index.js';
import * as repo from './listing-expiry.repository.js';

/** How often each process looks for listings past their end date. */
export const LISTING_EXPIRY_INTERVAL_MS = 5 * 60_000;

export interface ExpiryDeps {
  db: Db;
  mail: MailProvider;
  publicUrl: string;
  log?: { error(obj: object, msg: string): void };
  /** told when a listing expired, so the directory caches drop it */
  listingsChanged?: () => Promise<void>;
}

/**
 * One pass: listings (business, job, event) live past their end date become Expired (2), and the
 * owner of each listing ending within LISTING_EXPIRY_NOTICE_DAYS is mailed once for that end date.
 * Every step is a conditional statement (an UPDATE, an INSERT … ON CONFLICT DO NOTHING RETURNING
 * deciding who mails), so any number of processes may run it at once and each mail goes out once.
 */
export async function expireListings(
  deps: ExpiryDeps,
  today = atlanticToday(),
): Promise<{ expired: number; notified: number }> {
  let expired = 0;
  for (const kind of repo.EXPIRING_KINDS) expired += await repo.expire(deps.db, kind, today);
  if (expired > 0) await deps.listingsChanged?.();

  let notified = 0;
  const until = addDays(today, LISTING_EXPIRY_NOTICE_DAYS);
  for (const kind of repo.EXPIRING_KINDS) {
    const claimed = await repo.claimNotices(deps.db, kind, today, until);
    for (const notice of await repo.noticeRecipients(deps.db, kind, claimed)) {
      await sendListingMail(deps, notice.email, notice.preferredLanguage, 'listing_expiry', {
        name: notice.firstName,
        listing: notice.listingName,
        kind: t(notice.preferredLanguage, `payment_receipt.products.${kind}`),
        end_date: notice.endDate,
        link: `${deps.publicUrl}/vivalinks/manager`,
      });
      notified++;
    }
  }
  return { expired, notified };
}

/** Runs `expireListings` every `intervalMs` (first soon after the app is ready); see schedulePeriodic. */
export function scheduleListingExpiry(
  deps: ExpiryDeps & { log: { error(obj: object, msg: string): void } },
  intervalMs = LISTING_EXPIRY_INTERVAL_MS,
  firstDelayMs = Math.min(intervalMs, 10_000),
): { stop: () => Promise<void> } {
  return schedulePeriodic(
    'listing expiry pass',
    () => expireListings(deps),
    deps.log,
    intervalMs,
    firstDelayMs,
  );
}

/** Starts the expiry pass with the app (not in tests, which call `expireListings` themselves). */
export function registerListingExpiry(app: FastifyInstance): void {
  if (app.config.env === 'test') return;
  let handle: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    handle = scheduleListingExpiry({
      db: app.db,
      mail: app.mail,
      publicUrl: app.config.publicUrl,
      log: app.log,
      listingsChanged: () => app.listingsChanged(),
    });
  });
  app.addHook('onClose', async () => {
    await handle?.stop();
  });
}
