// A sandbox never delivers to itself (docs/design/webhooks.md#targets): a webhook whose URL reaches
// the sandbox's own listening socket, in any spelling (127.0.0.1, localhost, 127.1, ::ffff:127.0.0.1,
// 0.0.0.0, a name resolving to one of the machine's addresses), would let a test event call its own
// API or admin surface (`/_admin/reset` wipes every account). Checked at each attempt on the
// addresses the attempt connects to, whatever `--webhook-targets` allows; refused as `target_refused`.
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { CheckedTarget } from './targets.js';

/** A socket the sandbox listens on (as `server.address()` answers). */
export interface Listening {
  address: string;
  port: number;
}

/** The machine's own addresses: what a socket bound to 0.0.0.0 or :: answers on. */
export type LocalAddresses = () => readonly string[];

export const machineAddresses: LocalAddresses = () =>
  Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address));

/** An address as one spelling: IPv4-mapped IPv6 (either notation) as IPv4, no zone, lower case. */
function plain(address: string): string {
  const bare = address
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
    .toLowerCase();
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (dotted) return dotted[1] as string;
  // WHATWG writes [::ffff:127.0.0.1] as [::ffff:7f00:1].
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
  if (!hex) return bare;
  const [high, low] = [Number.parseInt(hex[1] as string, 16), Number.parseInt(hex[2] as string, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

const UNSPECIFIED = new Set(['0.0.0.0', '::']);
const isLoopback = (address: string) => address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));

/** The port a URL connects to. */
function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** Whether `address` is this machine: loopback, unspecified (connecting to 0.0.0.0 or :: reaches
 *  this machine) or one of its interfaces' addresses. Whether the socket bound there is the
 *  sandbox's own is not asked: any address of this machine at the sandbox's port is refused, which
 *  is never wrong for a sandbox and needs no guess about how the kernel routes it. */
function isThisMachine(address: string, local: readonly string[]): boolean {
  const to = plain(address);
  return UNSPECIFIED.has(to) || isLoopback(to) || local.some((own) => plain(own) === to);
}

/** Why an attempt to `target` is refused as the sandbox's own address, or undefined. */
export function refusedAsSelf(
  target: CheckedTarget,
  listening: readonly Listening[],
  local: LocalAddresses = machineAddresses,
): string | undefined {
  const port = portOf(target.url);
  if (!listening.some((socket) => socket.port === port)) return undefined;
  const addresses = [...local(), ...listening.map((socket) => socket.address)];
  for (const { address } of target.addresses) {
    if (isThisMachine(address, addresses))
      return `${target.url.host} reaches this sandbox itself (${address} port ${port}, where it listens): a sandbox never delivers to itself`;
  }
  return undefined;
}
