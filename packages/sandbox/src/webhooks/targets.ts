// Where the sandbox may deliver (docs/design/webhooks.md#targets): `loopback` (the local default),
// `public` (hosted mode's default: public unicast addresses only, see address-policy.ts) or `any`. A URL
// is checked when a webhook is registered (its literal address) and at every attempt (what its host resolves to).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { refusedAddress } from './address-policy.js';

import { TARGET_POLICIES, type TargetPolicy } from './target-policies.js';

export { TARGET_POLICIES, type TargetPolicy };

/** The policy when none is given: hosted sandboxes deliver to public addresses, local ones to loopback. */
export const defaultTargetPolicy = (hosted: boolean): TargetPolicy => (hosted ? 'public' : 'loopback');

/** Answers every address a host name resolves to (as `dns.promises.lookup` with `all: true`). */
export type Resolver = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

/** A URL's host without IPv6 brackets, lower case (WHATWG parsing already turned numeric IPv4 forms
 *  such as 2130706433, 0177.0.0.1, 0x7f.1 and 127.1 into dotted form). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** `localhost`, `*.localhost` (RFC 6761: loopback), with or without the root's trailing dot. */
const isLocalhostName = (host: string) => /(^|\.)localhost\.?$/.test(host);

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4'); // matches ::ffff:127.x.y.z too
LOOPBACK.addAddress('::1', 'ipv6');

function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether the URL's host names loopback (an address, or `localhost`); no name is resolved. */
export function namesLoopback(url: string): boolean {
  const host = hostOf(new URL(url));
  return host === 'localhost' || isLoopbackAddress(host);
}

/** Why the policy refuses this address (one the URL names or its host resolves to), or undefined. */
function refusedBy(policy: TargetPolicy, address: string): string | undefined {
  if (policy === 'public') return refusedAddress(address);
  if (policy === 'loopback') return isLoopbackAddress(address) ? undefined : 'not loopback';
  return isIP(address) ? undefined : 'not an IP address';
}

/** Why the policy refuses a webhook's URL when it is registered, or undefined when it accepts it.
 *  Only the URL itself is judged here; names are resolved at each attempt. */
export function refusedTarget(url: string, policy: TargetPolicy): string | undefined {
  // The schema's `uri` admits hosts WHATWG parsing refuses (1.2.3.09, 0x100000000): none is reachable.
  if (!URL.canParse(url)) return `This URL's host cannot be parsed (WHATWG URL): no request could be sent to it.`;
  if (policy === 'any') return undefined;
  if (policy === 'loopback') {
    if (namesLoopback(url)) return undefined;
    return 'This sandbox delivers only to loopback (127.0.0.1, localhost); start it with --webhook-targets public for public addresses (or --webhook-targets any for every host).';
  }
  const host = hostOf(new URL(url));
  const why = isIP(host) ? refusedAddress(host) : isLocalhostName(host) ? 'a loopback name' : undefined;
  return why && `This sandbox delivers only to public addresses; ${host} is ${why}.`;
}

/** Where one attempt connects: the URL, and the checked addresses its host resolved to (in order). */
export interface CheckedTarget {
  url: URL;
  addresses: ReadonlyArray<{ address: string; family: 4 | 6 }>;
}
export type TargetCheck =
  | { ok: true; target: CheckedTarget }
  | { ok: false; error: 'target_refused'; reason: string }
  | { ok: false; error: 'connection_error'; reason: string };

/**
 * At each attempt: resolves the URL's host once (every address), refuses the target if the policy
 * refuses ANY answer, else answers the addresses, the only ones the attempt may connect to (so no
 * later lookup can answer differently). An address in the URL is judged as it is.
 */
export async function checkTarget(
  rawUrl: string,
  policy: TargetPolicy,
  resolve: Resolver,
  resolveMs = 5_000,
): Promise<TargetCheck> {
  if (!URL.canParse(rawUrl))
    return { ok: false, error: 'target_refused', reason: `${rawUrl} is not a URL WHATWG parsing accepts` };
  const url = new URL(rawUrl);
  const host = hostOf(url);
  if (policy === 'loopback' && !namesLoopback(rawUrl))
    return { ok: false, error: 'target_refused', reason: `${host} does not name loopback` };
  let answers: ReadonlyArray<{ address: string; family: number }>;
  if (isIP(host)) answers = [{ address: host, family: isIP(host) }];
  else {
    try {
      answers = await withDeadline(resolve(host), resolveMs, `no answer within ${resolveMs} ms`);
    } catch (error) {
      return { ok: false, error: 'connection_error', reason: `${host} did not resolve: ${(error as Error).message}` };
    }
  }
  if (answers.length === 0) return { ok: false, error: 'connection_error', reason: `${host} resolved to no address` };
  for (const { address } of answers) {
    const why = refusedBy(policy, address);
    if (why)
      return {
        ok: false,
        error: 'target_refused',
        reason: host === address ? `${host} is ${why}` : `${host} resolves to ${address}, ${why}`,
      };
  }
  return {
    ok: true,
    target: { url, addresses: answers.map(({ address }) => ({ address, family: isIP(address) as 4 | 6 })) },
  };
}

/** The promise's outcome, or a rejection with `message` once `ms` have passed (the lookup itself
 *  cannot be cancelled; its late answer is ignored). */
async function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
