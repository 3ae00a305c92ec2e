/**
 * Runs `pass` every `intervalMs` (the first soon after it is scheduled) on unref'd timers, so it never
 * keeps the process alive; a pass never overlaps the previous one, and a failure is logged, not thrown.
 * `stop` clears the timers and waits for a pass under way.
 */
export function schedulePeriodic(
  name: string,
  pass: () => Promise<unknown>,
  log: { error(obj: object, msg: string): void },
  intervalMs: number,
  firstDelayMs = Math.min(intervalMs, 10_000),
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = pass()
      .catch((err: unknown) => log.error({ err, task: name }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(() => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  }, firstDelayMs);
  first.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
