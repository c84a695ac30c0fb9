// Hosted mode (`--host`): the sandbox listens beyond loopback, the admin surface answers anyone who
// presents the admin token and no one else, and accounts and tokens are created only through it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { unauthorized, type Tokens } from './auth.js';
import { ProblemError } from '../domain/problem.js';

export interface HostedOptions {
  /** The address to listen on (any address: 127.0.0.1 too turns hosted mode on). */
  host: string;
  /** The token every `/_admin/…` request must present as `Authorization: Bearer …`. */
  adminToken: string;
}

/** Shortest admin token accepted: long enough that guessing it through the rate limit is hopeless. */
export const ADMIN_TOKEN_MIN_LENGTH = 24;
/** RFC 9110 token68, as the API's own tokens: what a Bearer header can carry. */
const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*$/;
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/** Why an admin token cannot be used, or undefined when it can. */
export function adminTokenProblem(token: string): string | undefined {
  if (!TOKEN68.test(token)) return 'the admin token may hold only letters, digits and - . _ ~ + / (then = padding)';
  if (token.length < ADMIN_TOKEN_MIN_LENGTH)
    return `the admin token must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters long`;
  return undefined;
}

/** Why a listen address cannot be used, or undefined when it can. */
export function hostProblem(host: string): string | undefined {
  return isIP(host)
    ? undefined
    : `--host takes an IP address (0.0.0.0 for every IPv4 interface, :: for every interface), not "${host}"`;
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
  options: Partial<HostedOptions> & { fullToken?: string; readToken?: string; fleet?: boolean },
): HostedOptions {
  const { host, adminToken } = options;
  if (host === undefined || adminToken === undefined)
    throw new Error('hosted mode (host) needs an admin token (adminToken)');
  const problem = hostProblem(host) ?? adminTokenProblem(adminToken);
  if (problem) throw new Error(problem);
  if (options.fullToken !== undefined || options.readToken !== undefined || options.fleet) {
    throw new Error(
      'hosted mode creates no default tokens or fleet: use the admin surface (POST /_admin/tokens, POST /_admin/fleet)',
    );
  }
  return { host, adminToken };
}

/** The start-up warning of hosted mode: it speaks plain HTTP, so it expects a TLS front, and it
 *  trusts no forwarded header (what that means for links and the rate limit). */
export function plainHttpWarning(listening: string): string {
  return [
    `⚠ Hosted mode speaks plain HTTP on ${listening}: tokens, the admin token included, cross the network in clear text`,
    '  unless a TLS front terminates HTTPS before it. Expected: a reverse proxy or load balancer (nginx, Caddy, HAProxy,',
    `  a cloud load balancer) terminating TLS and forwarding to ${listening}, which clients must not reach directly,`,
    '  and passing the Host header through (links and Location are http://<Host>/…).',
    '  No forwarded header is trusted (X-Forwarded-For, X-Forwarded-Proto, X-Forwarded-Host, Forwarded are ignored):',
    "  requests without a valid token are rate-limited per client address, which is the proxy's.",
  ].join('\n');
}
