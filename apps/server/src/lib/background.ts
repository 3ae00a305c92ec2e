export interface BackgroundLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Work that must not hold up the answer (e.g. account mails, whose timing would reveal an account). */
export interface Background {
  /** starts `fn` now without waiting for it; a failure is logged, never thrown */
  run(name: string, fn: () => Promise<unknown>): void;
  /** resolves once every task has finished, including tasks started meanwhile (tests, shutdown) */
  drain(): Promise<void>;
  /** tasks still running */
  readonly pending: number;
}

/** beyond this many unfinished tasks new ones are dropped, so a flood cannot exhaust the memory */
const MAX_PENDING = 10_000;

export function createBackground(log: BackgroundLog, maxPending = MAX_PENDING): Background {
  const tasks = new Set<Promise<void>>();
  return {
    run(name, fn) {
      if (tasks.size >= maxPending) {
        log.warn({ task: name, pending: tasks.size }, 'background task dropped: too many running');
        return;
      }
      // started on a later turn of the event loop, so the answer goes out first
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(fn)
        .then(
          () => undefined,
          (err: unknown) => {
            const e = err as { message?: unknown; code?: unknown };
            // one line, no stack or payload: a task may hold a token or an address
            log.error(
              { task: name, error: String(e?.message ?? err).slice(0, 300), code: e?.code },
              'background task failed',
            );
          },
        )
        .finally(() => tasks.delete(task));
      tasks.add(task);
    },
    async drain() {
      while (tasks.size > 0) await Promise.all(tasks);
    },
    get pending() {
      return tasks.size;
    },
  };
}
