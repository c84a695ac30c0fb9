// Starting the sandbox child the way every benchmark runs it, and the requests they send it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_SERVERS_PER_ACCOUNT } from '@vps-hosting/sandbox';
import type { SandboxChildOptions, SandboxReady } from '../servers/sandbox.js';
import { startChild, type Child } from './child.js';
import type { BenchConfig } from './config.js';
import { pathOf, requestExample, successStatus } from './document.js';
import { newAccountTokens } from './http.js';
import type { LoadSpec } from './load.js';
import { BENCH } from './repo.js';

export type SandboxChild = Child<SandboxReady> & { dir: string };

/** A sandbox on a fresh SQLite file (WAL, synchronous=FULL, as it always runs), or on the given
 *  PostgreSQL database, `seed` servers stored (and as many items in every other list, with `lists`);
 *  `pageCache: false` turns off the keeping of list pages (the database pages every request). */
export async function startSandboxChild(
  config: BenchConfig,
  seed: number,
  nodeArgs: string[] = [],
  database?: string,
  lists = false,
  pageCache = true,
): Promise<SandboxChild> {
  const dir = mkdtempSync(join(tmpdir(), 'vps-bench-'));
  const options: SandboxChildOptions = {
    db: join(dir, 'sandbox.db'),
    database,
    rateLimit: config.sandboxRateLimit,
    actionSeconds: 10,
    seed,
    lists,
    pageCache,
  };
  try {
    const child = await startChild<SandboxReady>(join(BENCH, 'servers/sandbox.ts'), [JSON.stringify(options)], {
      nodeArgs,
    });
    const stop = child.stop;
    return Object.assign(child, {
      dir,
      stop: async () => {
        await stop();
        rmSync(dir, { recursive: true, force: true });
      },
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

type Request = Pick<LoadSpec, 'method' | 'path' | 'headers' | 'body' | 'expectStatus'>;

export function listRequest(token: string): Request {
  return {
    method: 'GET',
    path: pathOf('listServers'),
    headers: bearer(token),
    expectStatus: successStatus('listServers'),
  };
}

export function getRequest(token: string, serverId: number): Request {
  return {
    method: 'GET',
    path: pathOf('getServer', { server_id: serverId }),
    headers: bearer(token),
    expectStatus: successStatus('getServer'),
  };
}

export function createRequest(token: string): Request {
  return {
    method: 'POST',
    path: pathOf('createServer'),
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(requestExample('createServer')),
    expectStatus: successStatus('createServer'),
  };
}

function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * Tokens for a round of creates: an account holds at most MAX_SERVERS_PER_ACCOUNT servers, so each
 * round gets fresh accounts and the token changes every MAX_SERVERS_PER_ACCOUNT requests.
 */
export async function writerTokens(
  sandboxUrl: string,
  maxWrites: number,
  connections: number,
): Promise<() => Record<string, string>> {
  // autocannon may send a request per connection beyond the cap before it stops.
  const tokens = await newAccountTokens(sandboxUrl, Math.ceil((maxWrites + 2 * connections) / MAX_SERVERS_PER_ACCOUNT));
  let sent = 0;
  return () => {
    const token = tokens[Math.min(tokens.length - 1, Math.floor(sent++ / MAX_SERVERS_PER_ACCOUNT))]!;
    return bearer(token);
  };
}
