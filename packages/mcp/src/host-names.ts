// The Host names a Streamable HTTP server answers to (DNS-rebinding guard). On loopback, any loopback
// name; bound elsewhere, or given --allowed-host, only the names given, each with its port: a spoofed
// `Host: 127.0.0.1` reaching a public address is refused.
import { isIP } from 'node:net';

/** A loopback address or name: 127.0.0.0/8, ::1, localhost. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** `NAME` or `NAME:PORT` (an IPv6 address in brackets), lower-cased; undefined when it is neither. */
export function parseHostName(entry: string): { name: string; port?: number } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/i.exec(entry.trim());
  if (!match?.[1]) return undefined;
  const port = match[3] === undefined ? undefined : Number(match[3]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  return { name: match[1].toLowerCase(), ...(port !== undefined ? { port } : {}) };
}

/**
 * The exact `Host` header values served for these entries on this port: `NAME` means NAME at the
 * bound port; `NAME:PORT` that port (a proxy's), and the bare NAME too when PORT is 80 or 443, as
 * clients send a scheme's default port.
 */
export function hostHeaderValues(entries: readonly string[], boundPort: number): Set<string> {
  const values = new Set<string>();
  for (const entry of entries) {
    const parsed = parseHostName(entry);
    if (!parsed) continue;
    const port = parsed.port ?? boundPort;
    values.add(`${parsed.name}:${port}`);
    if (port === 80 || port === 443) values.add(parsed.name);
  }
  return values;
}

/** What binding `host` warns about: plain HTTP off loopback carries bearer tokens in clear. */
export function plainHttpWarning(host: string): string | undefined {
  if (isLoopback(host)) return undefined;
  return (
    `serving plain HTTP on ${host}, which is not a loopback address: put TLS in front (a reverse proxy ` +
    'that terminates HTTPS), or the API tokens in Authorization headers cross the network in clear.'
  );
}
