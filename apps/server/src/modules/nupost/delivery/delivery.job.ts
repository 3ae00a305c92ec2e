import type { Db } from '../../../db/client.js';
import type { MailProvider } from '../../../providers/mail/index.js';
import {
  deleteSubscriptionById,
  subscriptionsOf,
  type PushSender,
  type PushTarget,
} from '../../push/index.js';
import { noticeMail, pushPayloadFor, pushTopic, PUSH_TTL_SECONDS } from './delivery-content.js';
import * as repo from './delivery.repository.js';
import type { ClaimedDelivery } from './delivery.repository.js';
import {
  analyzeDeliveries,
  expandNoticeSlice,
  takeDueNotice,
  TRANSLATION_WAIT_MS,
} from './expansion.repository.js';
import { createSentRecorder, type SentRecorder } from './sent-recorder.js';
import { unsubscribeSigner, type FollowPair } from './unsubscribe-token.js';

export interface DeliveryJobDeps {
  db: Db;
  mail: MailProvider;
  /** null: push is off (PUSH_ENABLED=false) */
  push: PushSender | null;
  publicUrl: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** the clock (tests move it) */
  now?: () => Date;
  /**
   * How long a due notice waits for its queued translations (TRANSLATION_WAIT_MS); 0 when no
   * translation provider is configured, since nothing would ever do them.
   */
  translationWaitMs?: number;
  /** followers whose deliveries one expansion statement writes (tests make it small) */
  expansionSlice?: number;
}

/**
 * Deliveries claimed at once; pushes sent at once within a claim. A claim and each write below stay
 * short statements: on PGlite a statement holds the server's only thread, other requests wait for it.
 */
export const CLAIM_BATCH = 400;
export const SEND_CONCURRENCY = 32;
/** Followers expanded into deliveries per statement (up to 3 deliveries each). */
export const EXPANSION_SLICE = 250;
/** In-app copies written per transaction. */
export const APP_COPY_CHUNK = 100;
/**
 * E-mails handed to the mail provider together (one outbox INSERT), MAIL_LANES such chunks at once and
 * MAIL_CONCURRENCY messages at once within each: 32 on the wire, over the SMTP pool's connections.
 */
export const MAIL_CHUNK = 50;
export const MAIL_LANES = 4;
export const MAIL_CONCURRENCY = 8;
/** Attempts of one delivery before it is recorded as failed. */
export const MAX_ATTEMPTS = 6;

/** 30 s, 1, 2, 4… minutes after each failed attempt, at most an hour; or what the service asked. */
export function backoffMs(attempts: number, retryAfterMs: number | null): number {
  const ours = Math.min(3600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
  return retryAfterMs !== null ? Math.min(Math.max(retryAfterMs, 1000), 24 * 3600_000) : ours;
}

export interface PassResult {
  notices: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface DeliveryJob {
  /** expands the due notices, then sends every delivery due now; resolves when nothing is left to do now */
  runOnce(): Promise<PassResult>;
  /** no new claims after this; resolves once the sends under way are recorded */
  stop(): Promise<void>;
}

/** What a batch's sends share, read once per batch rather than once per delivery. */
interface BatchContext {
  subscriptions: Map<number, (PushTarget & { id: number })[]>;
  /** `${noticeId}:${memberUserId}` → the member's in-app copy */
  appCopies: Map<string, number | null>;
  sign: (pair: FollowPair) => string;
  recorder: SentRecorder;
}

/**
 * Lets the event loop serve what is waiting (other requests' I/O) before the job's next statement:
 * PGlite answers in microtasks, so back-to-back statements would otherwise never let it run.
 */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `fn` over `items`, `limit` at once, until `stopped()`; answers the items not started. */
async function runLimited<T>(
  items: T[],
  limit: number,
  stopped: () => boolean,
  fn: (item: T) => Promise<void>,
): Promise<T[]> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stopped()) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return items.slice(next);
}

/**
 * The durable send job of NuPOST notices (issue 22 §3), the project's own queue on `nupost_deliveries`
 * (docs/nupost.md says why not pg-boss). Every step is a claim in the database, so any number of
 * processes run it and a restart resumes where the last one stopped.
 */
export function createDeliveryJob(deps: DeliveryJobDeps): DeliveryJob {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  let stopping = false;
  let current: Promise<PassResult> | null = null;

  async function sendPush(d: ClaimedDelivery, ctx: BatchContext): Promise<'sent' | 'retried' | 'failed'> {
    const subs = (ctx.subscriptions.get(d.memberUserId) ?? []).filter(
      (s) => !d.pushedSubscriptions.includes(s.id),
    );
    const message = {
      payload: pushPayloadFor(d, ctx.appCopies.get(`${d.noticeId}:${d.memberUserId}`) ?? null),
      ttlSeconds: PUSH_TTL_SECONDS,
      topic: pushTopic(d.businessUserId),
    };
    const pushed = [...d.pushedSubscriptions];
    const errors: string[] = [];
    let retryAfter: number | null = null;
    let mustRetry = false;
    for (const sub of subs) {
      const outcome = await deps.push!.send(sub, message);
      if (outcome.kind === 'accepted') pushed.push(sub.id);
      else if (outcome.kind === 'gone') {
        await deleteSubscriptionById(db, sub.id);
        errors.push(`${outcome.status} gone`);
      } else if (outcome.kind === 'rejected') errors.push(`${outcome.status} rejected`);
      else {
        mustRetry = true;
        errors.push(outcome.status ? `${outcome.status} retry` : 'network retry');
        if (outcome.retryAfterMs !== null) retryAfter = Math.max(retryAfter ?? 0, outcome.retryAfterMs);
      }
    }
    const error = errors.length ? errors.join(', ') : null;
    if (mustRetry && d.attempts < MAX_ATTEMPTS) {
      await repo.markRetry(
        db,
        d.id,
        new Date(now().getTime() + backoffMs(d.attempts, retryAfter)),
        error!,
        pushed,
      );
      return 'retried';
    }
    if (pushed.length > 0) {
      ctx.recorder.sent({ id: d.id, pushedSubscriptions: pushed, error });
      return 'sent';
    }
    await repo.markFinal(db, d.id, 'failed', error ?? 'no subscription');
    // every subscription was dead: the member has no push any more, so the notice goes by e-mail
    if ((await subscriptionsOf(db, [d.memberUserId])).length === 0) {
      await repo.addEmailFallback(db, d.noticeId, d.memberUserId, now());
    }
    return 'failed';
  }

  /**
   * A batch's e-mails, MAIL_CHUNK at a time through the outbox (one INSERT per chunk, the SMTP pool's
   * connections reused); each delivery is recorded as soon as its message is handed over. Answers the
   * deliveries not started because the job is stopping.
   */
  async function sendEmails(
    emails: ClaimedDelivery[],
    result: PassResult,
    ctx: BatchContext,
  ): Promise<ClaimedDelivery[]> {
    for (const d of emails.filter((e) => !e.following))
      await repo.markFinal(db, d.id, 'cancelled', 'unfollowed');
    const due = emails.filter((d) => d.following);
    const chunks: ClaimedDelivery[][] = [];
    for (let i = 0; i < due.length; i += MAIL_CHUNK) chunks.push(due.slice(i, i + MAIL_CHUNK));
    const left = await runLimited(
      chunks,
      MAIL_LANES,
      () => stopping,
      async (chunk) => {
        try {
          const messages = chunk.map((d) => {
            const token = ctx.sign({ businessUserId: d.businessUserId, memberUserId: d.memberUserId });
            return noticeMail(d, `${deps.publicUrl}/nupost/unsubscribe/${token}`);
          });
          await deps.mail.sendMany(messages, {
            concurrency: MAIL_CONCURRENCY,
            onHandled: (index) => {
              ctx.recorder.sent({ id: chunk[index]!.id });
              result.sent++;
            },
          });
        } catch (err) {
          // the outbox could not be written: left `sending`, taken again once the lease runs out
          log.error(
            { deliveries: chunk.length, error: String((err as Error)?.message ?? err).slice(0, 200) },
            'nupost e-mails failed',
          );
        }
      },
    );
    return left.flat();
  }

  async function deliverPush(d: ClaimedDelivery, result: PassResult, ctx: BatchContext): Promise<void> {
    try {
      if (!d.following) {
        await repo.markFinal(db, d.id, 'cancelled', 'unfollowed');
        return;
      }
      let outcome: 'sent' | 'retried' | 'failed';
      if (deps.push) outcome = await sendPush(d, ctx);
      else {
        await repo.markFinal(db, d.id, 'cancelled', 'push off');
        return;
      }
      result[outcome === 'retried' ? 'retried' : outcome]++;
    } catch (err) {
      // left `sending`: its lease runs out and it is tried again, up to MAX_ATTEMPTS
      log.error(
        { deliveryId: d.id, error: String((err as Error)?.message ?? err).slice(0, 200) },
        'nupost push failed',
      );
      if (d.attempts >= MAX_ATTEMPTS) await repo.markFinal(db, d.id, 'failed', 'error').catch(() => {});
    }
  }

  let signer: Promise<(pair: FollowPair) => string> | null = null;

  /** The in-app copies of a batch at once; those of members who stopped following are cancelled. */
  async function sendAppCopies(apps: ClaimedDelivery[], result: PassResult): Promise<void> {
    for (const d of apps.filter((a) => !a.following))
      await repo.markFinal(db, d.id, 'cancelled', 'unfollowed');
    const due = apps.filter((a) => a.following);
    for (let i = 0; i < due.length; i += APP_COPY_CHUNK) {
      const chunk = due.slice(i, i + APP_COPY_CHUNK);
      try {
        await repo.writeAppCopies(db, chunk, now());
        result.sent += chunk.length;
      } catch (err) {
        // left `sending`: the lease runs out and they are taken again
        log.error(
          { deliveries: chunk.length, error: String((err as Error)?.message ?? err).slice(0, 200) },
          'nupost in-app copies failed',
        );
      }
      await yieldToOthers();
    }
  }

  async function batchContext(batch: ClaimedDelivery[]): Promise<BatchContext> {
    const pushes = batch.filter((d) => d.channel === 'push');
    const members = [...new Set(pushes.map((d) => d.memberUserId))];
    const subscriptions = new Map<number, (PushTarget & { id: number })[]>();
    for (const sub of await subscriptionsOf(db, members)) {
      subscriptions.set(sub.userId, [...(subscriptions.get(sub.userId) ?? []), sub]);
    }
    const appCopies = await repo.appCopies(db, [...new Set(pushes.map((d) => d.noticeId))], members);
    signer ??= unsubscribeSigner(db);
    return { subscriptions, appCopies, sign: await signer, recorder: createSentRecorder(db, now, log) };
  }

  async function pass(): Promise<PassResult> {
    const result: PassResult = { notices: 0, sent: 0, retried: 0, failed: 0 };
    while (!stopping) {
      const noticeId = await takeDueNotice(db, now(), deps.translationWaitMs ?? TRANSLATION_WAIT_MS);
      if (noticeId === null) break;
      result.notices++;
      log.info({ noticeId }, 'nupost notice going out');
    }
    // one slice of followers expanded, then one claim sent, in turn: the first deliveries leave at once
    while (!stopping) {
      await yieldToOthers();
      const slice = await expandNoticeSlice(
        db,
        now(),
        deps.push !== null,
        deps.expansionSlice ?? EXPANSION_SLICE,
      );
      if (slice?.done) {
        log.info({ noticeId: slice.noticeId }, 'nupost notice expanded');
        await yieldToOthers();
        await analyzeDeliveries(db);
      }
      await yieldToOthers();
      const batch = await repo.claimDeliveries(db, now(), CLAIM_BATCH);
      if (batch.length === 0) {
        if (slice) continue;
        break;
      }
      // the in-app copies first, so the pushes of the same batch can link to them
      const stopped = () => stopping;
      const apps = batch.filter((d) => d.channel === 'app');
      const others = batch.filter((d) => d.channel !== 'app');
      const notStarted: ClaimedDelivery[] = [];
      await sendAppCopies(apps, result);
      if (others.length > 0 && !stopping) {
        const ctx = await batchContext(others);
        const pushes = others.filter((d) => d.channel === 'push');
        const emails = others.filter((d) => d.channel === 'email');
        const [pushesLeft, emailsLeft] = await Promise.all([
          runLimited(pushes, SEND_CONCURRENCY, stopped, (d) => deliverPush(d, result, ctx)),
          sendEmails(emails, result, ctx),
        ]);
        await ctx.recorder.flush();
        notStarted.push(...pushesLeft, ...emailsLeft);
      } else notStarted.push(...others);
      // stopping: what this process claimed but did not start is due again at once for the next one
      await repo.releaseDeliveries(
        db,
        notStarted.map((d) => d.id),
        now(),
      );
    }
    await repo.finishSentNotices(db, now());
    return result;
  }

  return {
    async runOnce() {
      // one pass at a time per process; a second caller waits for it and then runs its own
      while (current) await current.catch(() => undefined);
      if (stopping) return { notices: 0, sent: 0, retried: 0, failed: 0 };
      current = pass().finally(() => {
        current = null;
      });
      return current;
    },
    async stop() {
      stopping = true;
      await current?.catch(() => undefined);
    },
  };
}
