// What `vps-sandbox` checks of its hosted-mode flags before anything starts: pure functions, kept
// apart from hosted.ts so that the command line loads no server code to refuse a flag or print --help.
import { isIP } from 'node:net';

/** Shortest admin token accepted: long enough that guessing it through the rate limit is hopeless. */
export const ADMIN_TOKEN_MIN_LENGTH = 24;
/** RFC 9110 token68, as the API's own tokens: what a Bearer header can carry. */
const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*$/;

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
