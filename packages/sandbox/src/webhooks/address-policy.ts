// Which IP addresses `--webhook-targets public` delivers to: public unicast only. The refused ranges
// are the IANA special-purpose registries for IPv4 and IPv6 (RFC 6890 and its updates) plus private,
// shared, multicast and reserved space; IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4,
// Teredo) are judged by the address they carry. Ranges are matched with node:net's BlockList.
import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';
interface Range {
  block: BlockList;
  family: Family;
  label: string;
}

function ranges(family: Family, table: ReadonlyArray<readonly [cidr: string, label: string]>): Range[] {
  return table.map(([cidr, label]) => {
    const [network, prefix] = cidr.split('/') as [string, string];
    const block = new BlockList();
    block.addSubnet(network, Number(prefix), family);
    return { block, family, label: `${label} (${cidr})` };
  });
}

/** IPv4 space that is not public unicast; a more specific range comes before the range holding it. */
const IPV4_REFUSED = ranges('ipv4', [
  ['0.0.0.0/8', '"this network"'],
  ['10.0.0.0/8', 'private, RFC 1918'],
  ['100.64.0.0/10', 'shared address space, carrier-grade NAT, RFC 6598'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local, where cloud metadata services answer'],
  ['172.16.0.0/12', 'private, RFC 1918'],
  ['192.0.0.0/24', 'IETF protocol assignments'],
  ['192.0.2.0/24', 'documentation, TEST-NET-1'],
  ['192.88.99.0/24', 'deprecated 6to4 relay anycast'],
  ['192.168.0.0/16', 'private, RFC 1918'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation, TEST-NET-2'],
  ['203.0.113.0/24', 'documentation, TEST-NET-3'],
  ['224.0.0.0/4', 'multicast'],
  ['255.255.255.255/32', 'limited broadcast'],
  ['240.0.0.0/4', 'reserved'],
]);

/** IPv6 space that is not public unicast, after the forms carrying IPv4 (see refusedIPv6). */
const IPV6_REFUSED = ranges('ipv6', [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::/96', 'IPv4-compatible, deprecated'],
  ['64:ff9b:1::/48', 'local-use NAT64'],
  ['100::/64', 'discard-only'],
  ['100:0:0:1::/64', 'dummy prefix'],
  ['2001:2::/48', 'benchmarking'],
  ['2001::/23', 'IETF protocol assignments'],
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'SRv6 segment identifiers'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local, deprecated'],
  ['ff00::/8', 'multicast'],
]);

/** Global unicast IPv6: anything outside it is refused even when no range above names it. */
const [GLOBAL_UNICAST] = ranges('ipv6', [['2000::/3', 'global unicast']]) as [Range];

/** IPv6 prefixes whose addresses carry an IPv4 address, and where (hextet indexes, XOR mask). */
const CARRIERS = [
  ...ranges('ipv6', [['::ffff:0:0/96', 'IPv4-mapped']]).map((r) => ({ ...r, at: [[6, 0]] as const })),
  ...ranges('ipv6', [['64:ff9b::/96', 'NAT64']]).map((r) => ({ ...r, at: [[6, 0]] as const })),
  ...ranges('ipv6', [['2002::/16', '6to4']]).map((r) => ({ ...r, at: [[1, 0]] as const })),
  // Teredo: the server's address, then the client's (stored inverted).
  ...ranges('ipv6', [['2001::/32', 'Teredo']]).map((r) => ({
    ...r,
    at: [
      [2, 0],
      [6, 0xffff],
    ] as const,
  })),
];

const firstMatch = (table: Range[], address: string) => table.find((r) => r.block.check(address, r.family));

/** The eight hextets of a valid IPv6 address (a trailing dotted quad included). */
function hextets(address: string): number[] {
  const text = address.includes('.')
    ? address.replace(
        /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
        (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`,
      )
    : address;
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((h) => parseInt(h, 16)) : []);
  const before = part(head);
  const after = part(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** The dotted IPv4 address held in hextets i and i+1 (XORed with mask). */
function ipv4At(words: number[], i: number, mask: number): string {
  const hi = words[i]! ^ mask;
  const lo = words[i + 1]! ^ mask;
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

function refusedIPv4(address: string): string | undefined {
  return firstMatch(IPV4_REFUSED, address)?.label;
}

function refusedIPv6(address: string): string | undefined {
  const carrier = CARRIERS.find((c) => c.block.check(address, 'ipv6'));
  if (carrier) {
    const words = hextets(address);
    for (const [i, mask] of carrier.at) {
      const inner = ipv4At(words, i, mask);
      const why = refusedIPv4(inner);
      if (why) return `${carrier.label}, carrying ${inner}: ${why}`;
    }
    return undefined;
  }
  const range = firstMatch(IPV6_REFUSED, address);
  if (range) return range.label;
  return GLOBAL_UNICAST.block.check(address, 'ipv6') ? undefined : 'not global unicast (outside 2000::/3)';
}

/**
 * Why a webhook may not be delivered to this address under the public policy (the range it falls
 * in), or undefined for a public unicast address. Takes what a resolver answers or a URL's hostname
 * (brackets and an IPv6 zone are dropped); anything that is not an IP address is refused.
 */
export function refusedAddress(address: string): string | undefined {
  const plain = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return refusedIPv4(plain);
  if (family === 6) return refusedIPv6(plain);
  return 'not an IP address';
}
