// What every command shares: the global options, and the client made on first use (a command
// that fails on its arguments, or --dry-run without names, never reads the config or the token).
import type { VpsClient } from '@vps-hosting/api';
import { resolveCredentials, type Credentials } from '../config/credentials.js';
import { parseOutputFormat, type OutputOptions } from '../output/output-format.js';
import { VERSION } from '../version.js';

export interface GlobalOptions {
  output: string;
  header: boolean;
  quiet?: boolean;
  context?: string;
}

export interface Session {
  output: OutputOptions;
  json: boolean;
  credentials(): Credentials;
  /** The credentials if credentials() has resolved them, without resolving (for error messages). */
  resolved(): Credentials | undefined;
  client(): VpsClient;
}

export async function createSession(globals: GlobalOptions): Promise<Session> {
  const format = parseOutputFormat(globals.output);
  // The client module is loaded now, off the path of usage errors and --help.
  const { createVpsClient } = await import('@vps-hosting/api');
  let credentials: Credentials | undefined;
  let client: VpsClient | undefined;
  const session: Session = {
    output: { format, header: globals.header, quiet: globals.quiet === true },
    json: format.kind === 'json',
    credentials: () => (credentials ??= resolveCredentials(globals.context)),
    resolved: () => credentials,
    client: () =>
      (client ??= createVpsClient({
        baseUrl: session.credentials().baseUrl,
        token: session.credentials().token,
        userAgent: `vps/${VERSION}`,
        // A person at a terminal waits at most a minute for retries (429, 5xx), not the client's six.
        retry: { maxTotalMs: 60_000 },
      })),
  };
  return session;
}
