// The values a Tab offers from the API (server names, plan slugs, …), kept a minute (cache-files.ts)
// so that the next Tabs answer without a request: a file per context and list operation, named by a
// hash of the context's name and URL (never the token), holding the values, one a line. A write
// command drops its context's files (forgetLists), so a server just created is offered at once.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { OperationSpec } from '@vps-hosting/api/operations';
import { PAGE_SIZE_PARAMETER } from '../commands/overlay.js';
import type { Credentials } from '../config/credentials.js';
import { VERSION } from '../version.js';
import { cacheFolder, freshText, keepText, removeFiles } from './cache-files.js';

/** At most this long for the API to answer a Tab (nothing offered after that). */
const ASK_MS = 2_000;

const contextKey = (credentials: Credentials): string =>
  createHash('sha256')
    .update(`${credentials.context ?? ''}\n${credentials.baseUrl}`)
    .digest('hex')
    .slice(0, 16);

type LooseGet = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown }>;

async function ask(credentials: Credentials, list: OperationSpec, key: string): Promise<string[]> {
  const { createVpsClient } = await import('@vps-hosting/api');
  const client = createVpsClient({
    baseUrl: credentials.baseUrl,
    token: credentials.token,
    userAgent: `vps/${VERSION}`,
    retry: { maxAttempts: 1 },
    timeoutMs: ASK_MS,
    onDeprecation: false,
  });
  // One page, the largest the operation allows.
  const size = list.parameters.find((p) => p.in === 'query' && p.name === PAGE_SIZE_PARAMETER)?.schema.maximum;
  const query = typeof size === 'number' ? { [PAGE_SIZE_PARAMETER]: size } : {};
  const { data, error } = await (client.GET as unknown as LooseGet)(list.path, { params: { query } });
  if (error) throw error;
  return ((data as { data?: Record<string, unknown>[] } | undefined)?.data ?? [])
    .map((item) => item[key])
    .filter((value): value is string => typeof value === 'string' && value !== '');
}

/** The list's values: from the cache when fresh, else from the API; undefined when the API cannot say. */
export async function listValues(
  credentials: Credentials,
  list: OperationSpec,
  key: string,
): Promise<string[] | undefined> {
  const file = join(cacheFolder('lists'), `${contextKey(credentials)}-${list.operationId}`);
  const cached = freshText(file);
  if (cached !== undefined) return cached.split('\n').filter(Boolean);
  let values: string[];
  try {
    values = await ask(credentials, list, key);
  } catch {
    return undefined;
  }
  keepText(file, values.map((v) => `${v}\n`).join(''));
  return values;
}

/** Drops the context's cached lists, and every cached answer (after a command that may have changed them). */
export function forgetLists(credentials: Credentials): void {
  const prefix = `${contextKey(credentials)}-`;
  removeFiles(cacheFolder('lists'), (name) => name.startsWith(prefix));
  removeFiles(cacheFolder('answers'), () => true);
}
