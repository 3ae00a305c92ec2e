import { describe, expect, it, vi } from 'vitest';
import { createBackground } from './background.js';

const quietLog = () => ({ error: vi.fn(), warn: vi.fn() });

describe('background tasks', () => {
  it('returns at once, and drain waits for every task, also those started meanwhile', async () => {
    const background = createBackground(quietLog());
    const done: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    background.run('first', async () => {
      await gate;
      done.push('first');
      background.run('second', async () => {
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    expect(background.pending).toBe(1);
    const drained = background.drain().then(() => done.push('drained'));
    release();
    await drained;
    expect(done).toEqual(['first', 'second', 'drained']);
    expect(background.pending).toBe(0);
  });

  it('logs a failure in one line without its stack, and keeps going', async () => {
    const log = quietLog();
    const background = createBackground(log);
    background.run('mail', async () => {
      throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    });
    background.run('other', async () => {});
    await background.drain();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      { task: 'mail', error: 'connection refused', code: 'ECONNREFUSED' },
      'background task failed',
    );
  });

  it('drops tasks beyond its limit with a warning', async () => {
    const log = quietLog();
    const background = createBackground(log, 1);
    const ran: string[] = [];
    background.run('a', async () => void ran.push('a'));
    background.run('b', async () => void ran.push('b'));
    await background.drain();
    expect(ran).toEqual(['a']);
    expect(log.warn).toHaveBeenCalledWith(
      { task: 'b', pending: 1 },
      'background task dropped: too many running',
    );
  });
});
