import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodic } from '../../../lib/periodic.js';
import { createWebPushSender } from '../../push/index.js';
import { createDeliveryJob, type DeliveryJob, type DeliveryJobDeps } from './delivery.job.js';
import { deliveryRoutes } from './delivery.routes.js';
import { TRANSLATION_WAIT_MS } from './expansion.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the NuPOST send job of this process (tests run it with `runOnce`) */
    nupostDelivery: DeliveryJob & {
      /** a notice became due here ("send now"): a pass starts at once rather than at the next poll */
      wake(): void;
    };
    /**
     * set before the job's first run to replace some of its parts (tests: their push service, their
     * clock; `wake: true` lets "send now" start a pass in tests, where the job is otherwise not polled)
     */
    nupostDeliveryOverrides: Partial<DeliveryJobDeps> & { wake?: boolean };
  }
}

/** How often each process looks for due notices and deliveries: a scheduled notice leaves within a minute. */
export const DELIVERY_POLL_MS = 15_000;

/** What the job needs from the app; tests override the push sender (their push service's certificate). */
export async function deliveryJobDeps(
  app: FastifyInstance,
  overrides: Partial<DeliveryJobDeps> = {},
): Promise<DeliveryJobDeps> {
  const push = app.config.push.enabled
    ? createWebPushSender({ vapid: await app.vapidKeys(), subject: app.config.push.subject })
    : null;
  const translationWaitMs = app.translation.configured ? TRANSLATION_WAIT_MS : 0;
  return {
    db: app.db,
    mail: app.mail,
    push,
    publicUrl: app.config.publicUrl,
    log: app.log,
    translationWaitMs,
    ...overrides,
  };
}

/**
 * The NuPOST delivery routes and the send job, polled every DELIVERY_POLL_MS (not in tests, which run
 * it themselves). Closing the app stops the claims and waits for the sends under way.
 */
export const deliveryPlugin = fp(async (app: FastifyInstance) => {
  await app.register(deliveryRoutes);
  let job: DeliveryJob | null = null;
  let timer: { stop: () => Promise<void> } | null = null;
  let stopped = false;
  /** the passes asked by wake(): one at a time, and one more if woken again meanwhile */
  let waking: Promise<void> | null = null;
  let wokenAgain = false;
  const runOnce = async () => {
    if (stopped) return { notices: 0, sent: 0, retried: 0, failed: 0 };
    const { wake: _wake, ...overrides } = app.nupostDeliveryOverrides;
    job ??= createDeliveryJob(await deliveryJobDeps(app, overrides));
    return job.runOnce();
  };
  app.decorate('nupostDeliveryOverrides', {});
  app.decorate('nupostDelivery', {
    runOnce,
    wake: () => {
      const polled = app.config.env !== 'test' || app.nupostDeliveryOverrides.wake === true;
      if (!polled || stopped) return;
      if (waking) {
        wokenAgain = true;
        return;
      }
      waking = (async () => {
        // after the answer to "send now" is written: on PGlite each statement of the job holds the thread
        await new Promise((resolve) => setTimeout(resolve, 0));
        do {
          wokenAgain = false;
          // waits for a pass under way (the poll's), then runs one that sees the new notice
          await runOnce().catch((err: unknown) =>
            app.log.error(
              { error: String((err as Error)?.message ?? err).slice(0, 200) },
              'nupost pass failed',
            ),
          );
        } while (wokenAgain && !stopped);
      })().finally(() => {
        waking = null;
      });
    },
    stop: async () => {
      stopped = true;
      await job?.stop();
      await waking;
    },
  });
  app.addHook('onReady', async () => {
    if (app.config.env === 'test') return;
    timer = schedulePeriodic(
      'nupost delivery',
      () => app.nupostDelivery.runOnce(),
      app.log,
      DELIVERY_POLL_MS,
      5_000,
    );
  });
  app.addHook('onClose', async () => {
    await app.nupostDelivery.stop();
    await timer?.stop();
  });
});
