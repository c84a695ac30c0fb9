// What every command shares: the global options, and the client made on first use (a command
// that fails on its arguments, or --dry-run without names, never reads the config or the token).
import type { VpsClient, VpsClientOptions } from '@vps-hosting/api';
import { resolveCredentials, type Credentials } from '../config/credentials.js';
import { parseOutputFormat, type OutputOptions } from '../output/output-format.js';
import { VERSION } from '../version.js';

export interface GlobalOptions {
  output: string;
  header: boolean;
  quiet?: boolean;
  context?: string;
  /** --debug: each HTTP exchange on stderr (src/debug/http-log.ts). */
  debug?: boolean;
}

export interface Session {
  output: OutputOptions;
  json: boolean;
  debug: boolean;
  credentials(): Credentials;
  /** The credentials if credentials() has resolved them, without resolving (for error messages). */
  resolved(): Credentials | undefined;
  client(): VpsClient;
}

/** A client for these credentials, logging each exchange on stderr with `debug`. */
export async function clientFor(
  credentials: Pick<Credentials, 'baseUrl' | 'token'>,
  debug: boolean,
  options: Partial<VpsClientOptions> = {},
): Promise<VpsClient> {
  const { createVpsClient, warnOnRetry } = await import('@vps-hosting/api');
  const logged = debug ? await debugFetch() : undefined;
  return createVpsClient({
    baseUrl: credentials.baseUrl,
    token: credentials.token,
    userAgent: `vps/${VERSION}`,
    onRetry: warnOnRetry(onStderr),
    ...(logged ? { fetch: logged } : {}),
    ...options,
  });
}

/** A wait between two attempts, said as `vps: GET /api/v1/servers/ was rate limited (429): waiting 42 s, …`. */
const onStderr = (line: string): void => {
  process.stderr.write(`vps: ${line}\n`);
};

async function debugFetch() {
  const { loggingFetch } = await import('../debug/http-log.js');
  return loggingFetch({ write: (line) => process.stderr.write(`${line}\n`) });
}

export async function createSession(globals: GlobalOptions): Promise<Session> {
  const format = parseOutputFormat(globals.output);
  const debug = globals.debug === true;
  // The client module is loaded now, off the path of usage errors and --help.
  const { createVpsClient, warnOnRetry } = await import('@vps-hosting/api');
  const logged = debug ? await debugFetch() : undefined;
  let credentials: Credentials | undefined;
  let client: VpsClient | undefined;
  const session: Session = {
    output: { format, header: globals.header, quiet: globals.quiet === true },
    json: format.kind === 'json',
    debug,
    credentials: () => (credentials ??= resolveCredentials(globals.context)),
    resolved: () => credentials,
    client: () =>
      (client ??= createVpsClient({
        baseUrl: session.credentials().baseUrl,
        token: session.credentials().token,
        userAgent: `vps/${VERSION}`,
        // A person at a terminal waits at most a minute for retries (429, 5xx), not the client's six; a
        // 429 as long as the client waits (its maxRateLimitWaitMs, a minute: a spent token exits 6 at
        // once), each wait said on stderr (src/client/README.md, "How long a call may wait").
        retry: { maxTotalMs: 60_000 },
        onRetry: warnOnRetry(onStderr),
        ...(logged ? { fetch: logged } : {}),
      })),
  };
  return session;
}
