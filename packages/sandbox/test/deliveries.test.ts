// src/webhooks/deliveries.ts: the worker adopts the shared clock, then settles, before it picks deliveries.
import { describe, expect, it } from 'vitest';
import { Clock } from '../src/domain/clock.js';
import { openSqlite } from '../src/store/sqlite.js';
import { deliveryWorker } from '../src/webhooks/deliveries.js';

describe('deliveryWorker', () => {
  it('refreshes the clock, then settles, at each tick', async () => {
    const db = openSqlite(':memory:');
    const log: string[] = [];
    const worker = deliveryWorker(
      db,
      new Clock(),
      { refresh: async () => void log.push('clock') },
      { settle: async () => void log.push('settle') },
      'loopback',
    );
    await worker.tick();
    await worker.tick();
    expect(log).toEqual(['clock', 'settle', 'clock', 'settle']);
    await worker.stop();
    await db.close();
  });
});
