// A curl command for a sample request, runnable as printed in any POSIX shell (sh, bash, zsh; Linux
// and macOS): the token from $VPS_TOKEN, the base URL from $VPS_API_URL (production when unset), and
// for an operation that takes an Idempotency-Key a fresh key made on the spot, so that running a
// sample twice, or two samples of one operation, never replays another request's answer
// (docs/design/idempotency.md#the-samples).
import { HEADER } from '../../src/client/index.js';
import { SAMPLE_ENV, type SampleRequest } from './sample-request.js';

/** Quotes a value for a POSIX shell: single quotes, each embedded ' written as '\''. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The shell variable the sample's fresh key is kept in (so that a retry by hand can send it again). */
export const KEY_VARIABLE = 'IDEMPOTENCY_KEY';

/**
 * A fresh key from 16 random bytes as 32 hex digits: od and tr are POSIX, /dev/urandom exists on
 * Linux, macOS, the BSDs, WSL and Git Bash (uuidgen and /proc/sys/kernel/random/uuid do not on all).
 */
export const FRESH_KEY_COMMAND = 'od -An -N16 -tx1 /dev/urandom | tr -dc 0-9a-f';

/** Characters that need no quoting inside double quotes in any shell (no $, `, \, " or !). */
const PLAIN_IN_DOUBLE_QUOTES = /^[A-Za-z0-9/_.~%?=&,:;@+*()-]*$/;

/** `"${VPS_API_URL:-https://…}/api/v1/…"`: the base URL from the environment, then the path. */
export function urlWord(baseUrl: string, pathAndQuery: string): string {
  const base = `\${${SAMPLE_ENV.url}:-${baseUrl}}`;
  if (PLAIN_IN_DOUBLE_QUOTES.test(pathAndQuery)) return `"${base}${pathAndQuery}"`;
  return `"${base}"${shellQuote(pathAndQuery)}`;
}

function isIdempotencyKey(name: string): boolean {
  return name.toLowerCase() === HEADER.idempotencyKey.toLowerCase();
}

export function curlSample(request: SampleRequest, baseUrl: string): string {
  const lines: string[] = [];
  lines.push(`# ${request.summary}.${request.scope ? ` Scope: ${request.scope}.` : ''}`);
  if (request.body?.name) {
    lines.push(`# Body: the ${request.body.name} example${request.body.summary ? ` (${request.body.summary})` : ''}.`);
  }
  const method = request.method === 'GET' ? '' : ` -X ${request.method}`;
  const args = [`curl${method} ${urlWord(baseUrl, request.path + request.queryString)}`];
  args.push(`-H "Authorization: Bearer $${SAMPLE_ENV.token}"`);
  for (const [name, value] of Object.entries(request.headerParams)) {
    if (isIdempotencyKey(name)) {
      lines.push(`# A fresh ${name}: to retry this request safely, send it again with the same key.`);
      lines.push(`${KEY_VARIABLE}=$(${FRESH_KEY_COMMAND})`);
      args.push(`-H "${name}: $${KEY_VARIABLE}"`);
    } else args.push(`-H ${shellQuote(`${name}: ${String(value)}`)}`);
  }
  if (request.body) {
    args.push(`-H 'Content-Type: application/json'`);
    args.push(`--data ${shellQuote(JSON.stringify(request.body.value, null, 2))}`);
  }
  lines.push(args.join(' \\\n  '));
  return `${lines.join('\n')}\n`;
}
