// Hosted mode (`--host`): the sandbox listens beyond loopback, the admin surface answers anyone who
// presents the admin token and no one else, and accounts and tokens are created only through it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { unauthorized, type Tokens } from './auth.js';
import { ProblemError } from '../domain/problem.js';
import { ADMIN_TOKEN_MIN_LENGTH, adminTokenProblem, hostProblem, plainHttpWarning } from './hosted-options.js';

export { ADMIN_TOKEN_MIN_LENGTH, adminTokenProblem, hostProblem, plainHttpWarning };

/** An Authorization header carrying a Bearer token (RFC 9110 token68), as the API's own. */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

export interface HostedOptions {
  /** The address to listen on (any address: 127.0.0.1 too turns hosted mode on). */
  host: string;
  /** The token every `/_admin/…` request must present as `Authorization: Bearer …`. */
  adminToken: string;
}

/** The URL clients on this machine reach a server listening on `host:port` at. */
export function localUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${isIP(reachable) === 6 ? `[${reachable}]` : reachable}:${port}`;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The admin surface's gate in hosted mode: undefined when the Authorization header carries the admin
 * token (compared in constant time), else the problem to answer: 401 `unauthorized` without a
 * Bearer token or with an unknown one, 403 `forbidden` with an API token (it is valid, but not here).
 */
export function adminGate(adminToken: string, tokens: Tokens) {
  const expected = digest(adminToken);
  return async (header: string | string[] | undefined): Promise<ProblemError | undefined> => {
    const match = typeof header === 'string' ? BEARER.exec(header) : null;
    if (!match) return unauthorized('invalid_request');
    if (timingSafeEqual(digest(match[1]!), expected)) return undefined;
    const asApiToken = await tokens.authenticate(header);
    if (asApiToken.ok)
      return new ProblemError(
        'forbidden',
        'This is an API token; the admin surface takes the admin token of this sandbox.',
      );
    return unauthorized('invalid_token');
  };
}

/** Hosted mode's options, checked: an IP address to listen on, a usable admin token, and none of
 *  the local mode's default tokens or fleet (accounts are made through the admin surface). */
export function checkHosted(
  options: Partial<HostedOptions> & { fullToken?: string; readToken?: string; altToken?: string; fleet?: boolean },
): HostedOptions {
  const { host, adminToken } = options;
  if (host === undefined || adminToken === undefined)
    throw new Error('hosted mode (host) needs an admin token (adminToken)');
  const problem = hostProblem(host) ?? adminTokenProblem(adminToken);
  if (problem) throw new Error(problem);
  if (
    options.fullToken !== undefined ||
    options.readToken !== undefined ||
    options.altToken !== undefined ||
    options.fleet
  ) {
    throw new Error(
      'hosted mode creates no default tokens or fleet: use the admin surface (POST /_admin/tokens, POST /_admin/fleet)',
    );
  }
  return { host, adminToken };
}
