// The two servers the browser policy and the body limit must treat alike: the mock (its front
// before Prism: the run's shared mock, which these files only read) and the sandbox (in memory, one
// per file), each on a loopback port, and what the document says they share.
import { afterAll, beforeAll } from 'vitest';
import { startMock } from '@vps-hosting/mock';
import { startSandbox, type Sandbox } from '@vps-hosting/sandbox';
import { sharedMock } from '@vps-hosting/test-support/shared-mock';
import { documentFile, loadDocument, operations, type Operation } from '../conformance/support/document.js';

export interface Target {
  name: 'mock' | 'sandbox';
  url: string;
  /** A token the server accepts. */
  token: string;
}

export interface Targets {
  mock: Target;
  sandbox: Target;
  both: Target[];
  stop(): Promise<void>;
}

/** The mock and a sandbox of this file's. With `ownMock`, a mock of this process too, not the run's shared
 *  one: the browser test took one after a hang under faketime that was blamed on the shared mock; it was
 *  Chromium under libfaketime, which hangs with a mock of its own too, even at +0 days
 *  (docs/design/testing.md). Back to the shared mock is left for a change of its own, with gates to show it. */
export async function startTargets(options: { ownMock?: boolean } = {}): Promise<Targets> {
  const own = options.ownMock ? await startMock({ document: documentFile, port: 0, logLevel: 'silent' }) : undefined;
  const mock = own ?? (await sharedMock());
  let sandbox: Sandbox;
  try {
    sandbox = await startSandbox({ port: 0, db: ':memory:' });
  } catch (error) {
    await own?.stop();
    throw error;
  }
  const targets = {
    mock: { name: 'mock', url: mock.url, token: 'any-token' },
    sandbox: { name: 'sandbox', url: sandbox.url, token: sandbox.tokens.full },
  } as const;
  return {
    ...targets,
    both: [targets.mock, targets.sandbox],
    stop: async () => {
      await Promise.allSettled([own?.stop(), sandbox.close()]);
    },
  };
}

/** Starts both targets before the tests of the enclosing `describe` and stops them after; the answer
 *  reads them (it throws if called before they have started). */
export function targetsOfSuite(): () => Targets {
  let targets: Targets | undefined;
  beforeAll(async () => {
    targets = await startTargets();
  }, 120_000);
  afterAll(async () => {
    await targets?.stop();
  });
  return () => {
    if (!targets) throw new Error('the mock and the sandbox have not started (call targetsOfSuite() inside describe)');
    return targets;
  };
}

/** The first collection the document lists for GET without path parameters (`/api/v1/servers/`). */
export function firstCollection(): Operation {
  const found = operations().find((op) => op.method === 'get' && !op.path.includes('{'));
  if (!found) throw new Error('the document has no GET collection');
  return found;
}

/** The document's header name spelled as components/headers spells it (case-insensitive lookup). */
export function componentHeader(name: string): string {
  const headers = (loadDocument().components as { headers: Record<string, unknown> }).headers;
  const found = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`components/headers has no ${name}`);
  return found;
}

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

export { documentedCode, statusOfCode } from '../conformance/support/document.js';
