// Prism in proxy mode in front of the sandbox: every operation of the document, successes and
// errors, with zero response violations.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseAll } from './exercise.js';
import { doc, startHarness, type Harness } from './helpers.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);
const PRISM = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');

let h: Harness;
let prism: ChildProcess;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  h = await startHarness({ actionSeconds: 5 });
  const port = await freePort();
  prism = spawn(process.execPath, [PRISM, 'proxy', '--host', '127.0.0.1', '--port', String(port), 'generated/openapi.yaml', h.sandbox.url], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore'],
    env: { ...process.env, SCARF_ANALYTICS: 'false', REDOCLY_TELEMETRY: 'off' },
  });
  const proxy = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`${proxy}/api/v1/plans/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  h.base = proxy;
}, 60_000);

afterAll(async () => {
  if (prism?.pid) process.kill(-prism.pid, 'SIGKILL');
  await h.close();
});

describe('Prism proxy in front of the sandbox', () => {
  it('reports zero response violations over every operation', async () => {
    const results = await exerciseAll(h, 5);
    const documented = Object.values<Record<string, { operationId?: string }>>(doc.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => (op?.operationId ? [op.operationId] : [])),
    );
    expect(documented.filter((id) => !results.some((r) => r.operationId === id && r.status < 300))).toEqual([]);
    const violations = results.flatMap((r) => {
      const header = r.answer.headers.get('sl-violations');
      const list = header ? (JSON.parse(header) as Array<{ location: string[]; message: string }>) : [];
      return list.filter((v) => v.location[0] === 'response').map((v) => `${r.operationId} ${r.status}: ${v.location.join('.')} ${v.message}`);
    });
    expect(violations).toEqual([]);
    // The proxy really was in the path: it flags the deliberately invalid request.
    expect(results.some((r) => r.answer.headers.get('sl-violations')?.includes('"request"'))).toBe(true);
  }, 120_000);
});
