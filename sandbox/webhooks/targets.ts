// Where the sandbox may deliver (W3): loopback only, unless started with `--webhook-targets any`.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export type TargetPolicy = 'loopback' | 'any';

const LOOPBACK_NAMES = new Set(['localhost']);

function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  if (isIP(plain) === 6) return plain === '::1' || /^::ffff:127\./i.test(plain);
  return false;
}

/** Whether the URL's host names loopback (an address, or `localhost`); no name is resolved. */
export function namesLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return LOOPBACK_NAMES.has(host.toLowerCase()) || isLoopbackAddress(host);
}

/** Why the policy refuses a webhook's URL when it is registered, or undefined when it accepts it. */
export function refusedTarget(url: string, policy: TargetPolicy): string | undefined {
  if (policy === 'any' || namesLoopback(url)) return undefined;
  return 'This sandbox delivers only to loopback (127.0.0.1, localhost); start it with --webhook-targets any to allow other hosts.';
}

/** At delivery time, with the loopback policy: every address the host resolves to is loopback. */
export async function deliverable(url: string, policy: TargetPolicy): Promise<boolean> {
  if (policy === 'any') return true;
  if (!namesLoopback(url)) return false;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isLoopbackAddress(host);
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => isLoopbackAddress(a.address));
  } catch {
    return false;
  }
}
