// Smoke test of benchmark 3 (npm run bench): every client gets the example server back.
import { describe, expect, it } from 'vitest';
import { clients } from '../../bench/clients.js';
import { SMOKE } from '../../bench/lib/config.js';
import { expectWellFormed, quietLog } from './support.js';

describe('bench: clients (one short round)', () => {
  it('3. measures the typed client, openapi-fetch and undici.request against fetch, and stops its server', async () => {
    const { log } = quietLog();
    const result = await clients(SMOKE, log);
    expectWellFormed(result, 3);
    expect(result.rows.map((r) => r.subject.name)).toEqual(['createVpsClient', 'openapi-fetch', 'undici.request']);
    expect(result.rows.every((r) => r.baseline?.name === 'fetch')).toBe(true);
    expect(result.rows[0]!.target).toBeDefined();
  }, 60_000);
});
