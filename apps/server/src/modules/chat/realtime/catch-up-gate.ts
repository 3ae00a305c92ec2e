/**
 * Work that can wait (presence: contacts told, the online list sent) runs once this process has no
 * catch-up under way: handshakes and syncs in flight. When many sockets reconnect at once, their syncs
 * are answered first instead of sharing the CPU with tens of presence frames per socket.
 */
export function createCatchUpGate() {
  let inFlight = 0;
  let waiting: Array<() => void> = [];

  const drain = () => {
    if (inFlight > 0) return;
    const jobs = waiting;
    waiting = [];
    for (const job of jobs) job();
  };

  return {
    begin(): void {
      inFlight++;
    },
    end(): void {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight === 0 && waiting.length > 0) setImmediate(drain);
    },
    /** Runs `job` on a later turn once nothing is catching up (the next turn when idle). */
    whenIdle(job: () => void): void {
      waiting.push(job);
      if (inFlight === 0) setImmediate(drain);
    },
    get inFlight(): number {
      return inFlight;
    },
  };
}
export type CatchUpGate = ReturnType<typeof createCatchUpGate>;
