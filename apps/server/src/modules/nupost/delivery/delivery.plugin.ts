import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodic } from '../../../lib/periodic.js';
import { createWebPushSender } from '../../push/index.js';
import { createDeliveryJob, type DeliveryJob, type DeliveryJobDeps } from './delivery.job.js';
import { deliveryRoutes } from './delivery.routes.js';
import { TRANSLATION_WAIT_MS } from './delivery.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the NuPOST send job of this process (tests run it with `runOnce`) */
    nupostDelivery: DeliveryJob;
    /** set before the job's first run to replace some of its parts (tests: their push service, their clock) */
    nupostDeliveryOverrides: Partial<DeliveryJobDeps>;
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
  app.decorate('nupostDeliveryOverrides', {});
  app.decorate('nupostDelivery', {
    runOnce: async () => {
      if (stopped) return { notices: 0, sent: 0, retried: 0, failed: 0 };
      job ??= createDeliveryJob(await deliveryJobDeps(app, app.nupostDeliveryOverrides));
      return job.runOnce();
    },
    stop: async () => {
      stopped = true;
      await job?.stop();
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
