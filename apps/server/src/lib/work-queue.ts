import { AppError } from './errors.js';

export interface WorkQueue {
  /** runs `task` once fewer than `concurrency` tasks run; 503 `too_many_requests` when the queue is full */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export interface WorkQueueOptions {
  /** tasks run at once */
  concurrency: number;
  /** tasks that may wait for their turn; the next one is refused */
  maxWaiting: number;
  /** seconds a refused client is told to wait (Retry-After) */
  retryAfterSeconds?: number;
}

/** A counting semaphore with a bounded first-in, first-out queue. */
export function createWorkQueue(opts: WorkQueueOptions): WorkQueue {
  const concurrency = Math.max(1, opts.concurrency);
  const waiters: (() => void)[] = [];
  let running = 0;

  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else running--;
  };

  const acquire = (): Promise<void> => {
    if (running < concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiters.length >= opts.maxWaiting) {
      return Promise.reject(
        new AppError(503, 'too_many_requests', { 'retry-after': String(opts.retryAfterSeconds ?? 5) }),
      );
    }
    // the slot of the task that finishes passes straight to the first waiter
    return new Promise((resolve) => waiters.push(resolve));
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
