// The command line and its environment variables: every flag has a variable of the same meaning
// (CONFORMANCE_<FLAG>), the flag winning. Bad input is one line on stderr and exit code 2.
import { parseArgs } from 'node:util';
import { DEFAULT_OPTIONS, type RunOptions } from './run/options.js';

export class UsageError extends Error {}

export const USAGE = `Usage: vps-conformance --target URL --token T [--read-token R] [--alt-token A] [options]

Checks that a server honours the VPS Hosting Management API contract, through its public API only:
the answers' shapes and what sequences of calls must show (writes, idempotency, pagination,
tenancy, state machines, validation, problems, rate limits, webhooks, edges).

  --target URL           the base URL the document's paths (/api/v1/…) are appended to   CONFORMANCE_TARGET
  --token T              a token with every scope                                       CONFORMANCE_TOKEN
  --read-token R         a token of the same account with the :read scopes only         CONFORMANCE_READ_TOKEN
  --alt-token A          a token of a second account (tenancy checks)                   CONFORMANCE_ALT_TOKEN
  --only LIST            areas, families or check ids (comma-separated) to run          CONFORMANCE_ONLY
  --read-only            only requests that change nothing (safe against production)    CONFORMANCE_READ_ONLY=1
  --action-timeout S     seconds an action may take (default 120)                       CONFORMANCE_ACTION_TIMEOUT
  --concurrency N        checks at once (default 4)                                     CONFORMANCE_CONCURRENCY
  --report DIR           write JUnit XML, JSON, Markdown and HTML reports into DIR      CONFORMANCE_REPORT
  --keep                 leave the fixtures in place (named at the end)                 CONFORMANCE_KEEP=1
  --sandbox-admin        require the sandbox admin extension (/_admin/); default: detect CONFORMANCE_SANDBOX_ADMIN=1
  --no-sandbox-admin     never use it, even when the target offers it                   CONFORMANCE_SANDBOX_ADMIN=0
  --admin-token T        the admin token of a hosted sandbox                            CONFORMANCE_ADMIN_TOKEN
  --prefix P             the prefix of the fixtures' names (default cf-<random>)        CONFORMANCE_PREFIX
  --stateless            the target is a mock serving the document's examples, picked  CONFORMANCE_STATELESS=1
                         with Prefer: code=…, example=… (Prism's): checks every example;
                         what needs state is reported not exercised
  --list                 list the checks and exit
  -h, --help             this help
  -V, --version          the kit's version

Exit codes: 0 nothing failed, 1 a check failed, 2 usage error, 3 the run could not start, 130 interrupted.`;

const FLAGS = {
  target: { type: 'string' },
  token: { type: 'string' },
  'read-token': { type: 'string' },
  'alt-token': { type: 'string' },
  only: { type: 'string' },
  'read-only': { type: 'boolean' },
  'action-timeout': { type: 'string' },
  concurrency: { type: 'string' },
  report: { type: 'string' },
  keep: { type: 'boolean' },
  'sandbox-admin': { type: 'boolean' },
  'no-sandbox-admin': { type: 'boolean' },
  'admin-token': { type: 'string' },
  prefix: { type: 'string' },
  stateless: { type: 'boolean' },
  list: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'list'; only: string[]; stateless: boolean }
  | { kind: 'run'; options: RunOptions };

function envName(flag: string): string {
  return `CONFORMANCE_${flag.replaceAll('-', '_').toUpperCase()}`;
}

function truthy(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new UsageError(`expected 1 or 0, got "${value}"`);
}

function positive(flag: string, raw: string, max: number): number {
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) <= 0 || Number(raw) > max)
    throw new UsageError(`--${flag} must be a number above 0 and at most ${max}, got "${raw}"`);
  return Number(raw);
}

export function parseCommand(argv: readonly string[], env: NodeJS.ProcessEnv): Command {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: [...argv], options: FLAGS, allowPositionals: false, strict: true }));
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0] ?? String(error));
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const text = (flag: string): string | undefined => {
    const value = (values[flag] as string | undefined) ?? env[envName(flag)];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const flag = (name: string): boolean | undefined => {
    if (values[name] !== undefined) return values[name] as boolean;
    try {
      return truthy(env[envName(name)]);
    } catch (error) {
      throw new UsageError(`${envName(name)}: ${(error as Error).message}`);
    }
  };
  const only = (text('only') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const stateless = flag('stateless') ?? false;
  if (values.list) return { kind: 'list', only, stateless };

  const target = text('target');
  if (!target)
    throw new UsageError('--target is required (or CONFORMANCE_TARGET): the base URL of the server to check');
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new UsageError(`--target "${target}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--target must be http:// or https://, got ${url.protocol}`);
  const token = text('token');
  if (!token) throw new UsageError('--token is required (or CONFORMANCE_TOKEN): a token with every scope');
  if (values['sandbox-admin'] && values['no-sandbox-admin'])
    throw new UsageError('--sandbox-admin and --no-sandbox-admin exclude each other');
  const admin = values['no-sandbox-admin'] ? false : flag('sandbox-admin');
  if (stateless && admin === true)
    throw new UsageError(
      '--stateless and --sandbox-admin exclude each other: a stateless target has no admin extension',
    );
  const readToken = text('read-token');
  const altToken = text('alt-token');
  const report = text('report');
  const adminToken = text('admin-token');
  const prefix = text('prefix');
  if (prefix !== undefined && !/^[a-z][a-z0-9-]{1,20}$/.test(prefix))
    throw new UsageError(
      `--prefix must be 2 to 21 lowercase letters, digits and hyphens starting with a letter, got "${prefix}"`,
    );
  const actionTimeout = text('action-timeout');
  const concurrency = text('concurrency');
  const options: RunOptions = {
    ...DEFAULT_OPTIONS,
    target: target.replace(/\/+$/, ''),
    token,
    only,
    readOnly: flag('read-only') ?? false,
    stateless,
    keep: flag('keep') ?? false,
    // A stateless target has no admin extension: nothing to reset, inject or mint.
    sandboxAdmin: stateless || admin === false ? 'off' : admin ? 'on' : 'auto',
    ...(readToken ? { readToken } : {}),
    ...(altToken ? { altToken } : {}),
    ...(report ? { reportDir: report } : {}),
    ...(adminToken ? { adminToken } : {}),
    ...(prefix ? { prefix } : {}),
    ...(actionTimeout ? { actionTimeoutMs: positive('action-timeout', actionTimeout, 86_400) * 1000 } : {}),
    ...(concurrency ? { concurrency: Math.floor(positive('concurrency', concurrency, 64)) } : {}),
  };
  return { kind: 'run', options };
}
