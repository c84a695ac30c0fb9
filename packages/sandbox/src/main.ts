// `vps-sandbox [--port N --db FILE | --memory | --database postgres://… --fleet --token T --read-token T --alt-token T --action-seconds S --rate-limit N --webhook-targets loopback|public|any --webhook-retention-days D --host ADDRESS --admin-token T --log]`
// (in the repository, `npm run sandbox [-- …]`; `--help` lists the flags; the package's README.md describes them).
import { parseCommandLine, portFlag, numberFlag, usageError, type Command } from '@vps-hosting/http-edge/cli';
// Only light modules load before the flags are checked: --help and a refused flag answer without the
// server, its document and its database drivers (those load below, once the flags are good).
import { isPostgresUrl } from './store/database-url.js';
import { adminTokenProblem, hostProblem, plainHttpWarning } from './http/hosted-options.js';
import { TARGET_POLICIES, type TargetPolicy } from './webhooks/target-policies.js';

const COMMAND = {
  name: 'vps-sandbox',
  summary:
    'The stateful sandbox: every operation of the contract on Fastify + SQLite (or PostgreSQL), on 127.0.0.1 unless --host (hosted mode). See the README of @vps-hosting/sandbox.',
  flags: {
    port: {
      type: 'string',
      value: 'N',
      description: 'port on 127.0.0.1, or on --host (default 4020, or SANDBOX_PORT; 0 picks a free one)',
    },
    db: {
      type: 'string',
      value: 'FILE',
      description: 'SQLite file, created with its folder (default .sandbox/sandbox.db, or SANDBOX_DB)',
    },
    memory: { type: 'boolean', description: 'in-memory SQLite instead of a file (the state is gone when it stops)' },
    database: {
      type: 'string',
      value: 'URL',
      description:
        'postgres://… : the state in PostgreSQL, shared by every instance started on it (or SANDBOX_DATABASE_URL)',
    },
    fleet: {
      type: 'boolean',
      description: "load the document's example fleet into the default account (once per database)",
    },
    token: { type: 'string', value: 'T', description: 'the full token to use (default: created; or SANDBOX_TOKEN)' },
    'read-token': {
      type: 'string',
      value: 'T',
      description: 'the read-only token to use (default: created; or SANDBOX_READ_TOKEN)',
    },
    'alt-token': {
      type: 'string',
      value: 'T',
      description:
        "a second account's token, every scope, for tests of tenancy (default: created; or SANDBOX_ALT_TOKEN)",
    },
    'action-seconds': {
      type: 'string',
      value: 'S',
      description: 'sandbox-clock seconds every asynchronous action takes (default 10)',
    },
    'rate-limit': { type: 'string', value: 'N', description: 'requests per 300-second window and token (default 300)' },
    'webhook-targets': {
      type: 'string',
      value: 'loopback|public|any',
      description:
        'where webhooks may deliver: loopback only (the default), public addresses only (the default in hosted mode: no loopback, private, link-local or reserved address), or any host (never on a shared machine)',
    },
    host: {
      type: 'string',
      value: 'ADDRESS',
      description:
        'hosted mode: listen on this IP address (or SANDBOX_HOST); the admin surface then needs --admin-token and creates every account and token',
    },
    'admin-token': {
      type: 'string',
      value: 'T',
      description: `hosted mode's admin token, at least 24 characters (or SANDBOX_ADMIN_TOKEN)`,
    },
    'webhook-retention-days': {
      type: 'string',
      value: 'D',
      description:
        'days finished webhook deliveries (and events no kept delivery shows) are kept, at least 1 (default 30)',
    },
    log: { type: 'boolean', description: "Fastify's request log on stdout" },
  },
  notes: ['Ctrl-C stops it; the state stays in its file unless --memory.'],
} satisfies Command;

const { flags: values } = parseCommandLine(COMMAND);
if (values.memory && values.db !== undefined) usageError(COMMAND, '--memory and --db exclude each other');
const database =
  values.database ??
  (values.memory || values.db !== undefined ? undefined : process.env.SANDBOX_DATABASE_URL?.trim() || undefined);
if (values.database !== undefined && (values.memory || values.db !== undefined))
  usageError(COMMAND, '--database excludes --db and --memory');
if (database !== undefined && !isPostgresUrl(database)) usageError(COMMAND, `--database takes a postgres:// URL`);
const port = portFlag(COMMAND, 'port', values.port, 'SANDBOX_PORT', 4020);
const actionSeconds = numberFlag(COMMAND, 'action-seconds', values['action-seconds'], { min: 0 });
const rateLimit = numberFlag(COMMAND, 'rate-limit', values['rate-limit'], { min: 1, integer: true });
const webhookRetentionDays = numberFlag(COMMAND, 'webhook-retention-days', values['webhook-retention-days'], {
  min: 1,
});
const webhookTargets = values['webhook-targets'] as TargetPolicy | undefined; // undefined: the mode's default
if (webhookTargets !== undefined && !TARGET_POLICIES.includes(webhookTargets))
  usageError(COMMAND, `--webhook-targets must be ${TARGET_POLICIES.join(', ')}`);

const fromEnv = (name: string) => process.env[name]?.trim() || undefined;
const host = values.host ?? fromEnv('SANDBOX_HOST');
const adminToken = values['admin-token'] ?? fromEnv('SANDBOX_ADMIN_TOKEN');
const fullToken = values.token ?? process.env.SANDBOX_TOKEN;
const readToken = values['read-token'] ?? process.env.SANDBOX_READ_TOKEN;
const altToken = values['alt-token'] ?? process.env.SANDBOX_ALT_TOKEN;
if (host !== undefined) {
  const hostIssue = hostProblem(host);
  if (hostIssue) usageError(COMMAND, hostIssue);
  if (adminToken === undefined)
    usageError(
      COMMAND,
      'hosted mode (--host or SANDBOX_HOST) needs an admin token: --admin-token T or SANDBOX_ADMIN_TOKEN',
    );
  const tokenIssue = adminTokenProblem(adminToken);
  if (tokenIssue) usageError(COMMAND, `--admin-token (or SANDBOX_ADMIN_TOKEN): ${tokenIssue}`);
  if (fullToken !== undefined || readToken !== undefined || altToken !== undefined) {
    usageError(
      COMMAND,
      'hosted mode creates no default tokens: drop --token/--read-token/--alt-token (SANDBOX_TOKEN, SANDBOX_READ_TOKEN, SANDBOX_ALT_TOKEN) and create tokens with POST /_admin/tokens',
    );
  }
  if (values.fleet)
    usageError(
      COMMAND,
      'hosted mode has no default account: drop --fleet and load the fleet into an account with POST /_admin/fleet',
    );
} else if (values['admin-token'] !== undefined) {
  usageError(COMMAND, '--admin-token applies to hosted mode only: add --host ADDRESS');
}

const started = performance.now();
const { startSandbox } = await import('./http/server.js');
const common = {
  port,
  db: values.memory ? ':memory:' : (values.db ?? process.env.SANDBOX_DB ?? '.sandbox/sandbox.db'),
  database,
  actionSeconds,
  rateLimit,
  webhookTargets,
  retention: webhookRetentionDays === undefined ? {} : { webhookMs: webhookRetentionDays * 86_400_000 },
  logger: values.log ?? false,
} as const;
const sandbox =
  host !== undefined && adminToken !== undefined
    ? await startSandbox({ ...common, host, adminToken })
    : await startSandbox({ ...common, fullToken, readToken, altToken, fleet: values.fleet ?? false });

const ready = `ready in ${Math.round(performance.now() - started)} ms`;
if (host !== undefined) {
  console.warn(plainHttpWarning(`http://${host.includes(':') ? `[${host}]` : host}:${new URL(sandbox.url).port}`));
  console.log(`Sandbox listening on ${host} port ${new URL(sandbox.url).port}, hosted mode (${ready})`);
} else console.log(`Sandbox listening on ${sandbox.url} (${ready})`);
if (database !== undefined)
  console.log(`  state in PostgreSQL:      ${redactPassword(database)} (shared with every instance on it)`);
if (sandbox.tokens) {
  console.log(`  full token (every scope): ${sandbox.tokens.full}`);
  console.log(`  read-only token:          ${sandbox.tokens.read}`);
  console.log(`  second account's token:   ${sandbox.tokens.alt} (every scope; it sees nothing of the first's)`);
  // /_admin/ itself is no route: name one that answers (the README lists the others).
  console.log(
    `  admin surface:            ${sandbox.url}/_admin/health and the other /_admin/… routes (see the README of @vps-hosting/sandbox)`,
  );
} else {
  console.log(
    `  admin surface:            ${sandbox.url}/_admin/health and the other /_admin/… routes, with Authorization: Bearer <admin token>;`,
  );
  console.log(
    `                            POST /_admin/tokens creates accounts and tokens (see the README of @vps-hosting/sandbox)`,
  );
}

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** The URL as printed: without its password. */
function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
