import type { Db } from '../../../db/client.js';
import { markSentMany, type SentRecord } from './delivery.repository.js';

/** How long a record waits for others to share its write, and how many fill one (at most). */
export const RECORD_GATHER_MS = 50;
export const RECORD_BATCH = 200;

/**
 * Records deliveries as sent, many per UPDATE: a record waits at most RECORD_GATHER_MS for others (less
 * once RECORD_BATCH are waiting), and those made while a write is under way go together in the next (a
 * group commit). A kill -9 can thus re-send only what was made in that short while before it.
 */
export interface SentRecorder {
  sent(record: SentRecord): void;
  /** resolves once every record given so far is written (or its write failed and was logged) */
  flush(): Promise<void>;
}

export function createSentRecorder(
  db: Db,
  now: () => Date,
  log: { error(obj: object, msg: string): void },
  gatherMs = RECORD_GATHER_MS,
): SentRecorder {
  const waiting: SentRecord[] = [];
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const drain = async () => {
    while (waiting.length > 0) {
      // at most RECORD_BATCH per UPDATE: on PGlite a longer statement would hold the thread
      const records = waiting.splice(0, RECORD_BATCH);
      try {
        await markSentMany(db, records, now());
      } catch (err) {
        // left `sending`: their lease runs out and they are sent again (as when one write failed before)
        log.error(
          { deliveries: records.length, error: String((err as Error)?.message ?? err).slice(0, 200) },
          'nupost sent status not recorded',
        );
      }
    }
  };
  const start = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    writing ??= drain().finally(() => {
      writing = null;
      // given between the last loop of the drain and now
      if (waiting.length > 0) timer ??= setTimeout(() => void start(), gatherMs);
    });
    return writing;
  };

  return {
    sent(record) {
      waiting.push(record);
      if (writing) return; // the write under way takes it next
      if (waiting.length >= RECORD_BATCH) void start();
      else timer ??= setTimeout(() => void start(), gatherMs);
    },
    async flush() {
      while (writing || waiting.length > 0) await start();
    },
  };
}
