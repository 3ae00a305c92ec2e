import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createCatchUpGate } from './catch-up-gate.js';

describe('catch-up gate', () => {
  it('runs waiting work only once no handshake or sync is in flight', async () => {
    const gate = createCatchUpGate();
    const ran: string[] = [];
    gate.begin();
    gate.begin();
    gate.whenIdle(() => ran.push('a'));
    await tick();
    gate.end();
    gate.whenIdle(() => ran.push('b'));
    await tick();
    await tick();
    expect(ran).toEqual([]);
    gate.end();
    await tick();
    expect(ran).toEqual(['a', 'b']);
    expect(gate.inFlight).toBe(0);
  });

  it('runs work on the next turn when idle, never synchronously', async () => {
    const gate = createCatchUpGate();
    const ran: number[] = [];
    gate.whenIdle(() => ran.push(1));
    expect(ran).toEqual([]);
    await tick();
    expect(ran).toEqual([1]);
  });
});
