// Smoke test of benchmark 9 (npm run bench): vps, curl and the Node one-liner each fetch the same
// server from a sandbox and print the API's JSON (a difference is a problem, hence a failure).
import { beforeAll, describe, expect, it } from 'vitest';
import { cliStartup } from '../../bench/cli-startup.js';
import { SMOKE } from '../../bench/lib/config.js';
import { ensureCliBuilt, expectWellFormed, quietLog } from './support.js';

beforeAll(ensureCliBuilt, 180_000);

describe('bench: vps start-up (one short round)', () => {
  it('9. times vps, curl and node -e fetch side by side against the sandbox', async () => {
    const { log, lines } = quietLog();
    const result = await cliStartup(SMOKE, log);
    expectWellFormed(result, 2);
    expect(
      result.rows.map((row) => [row.subject.name, row.baseline?.name]),
      lines.join('\n'),
    ).toEqual([
      ['vps', 'node -e fetch'],
      ['curl', 'node -e fetch'],
    ]);
    expect(result.rows[0]!.target?.text).toBe('≤ 1.5×');
  }, 120_000);
});
