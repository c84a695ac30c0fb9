// Loopback ports: a free one for a server of ours, and the port a script was asked to use.
import * as net from 'node:net';

export const LOOPBACK = '127.0.0.1';

/** A TCP port that is free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * The port named by `--<flag> N` or `--<flag>=N` on the command line, else by the environment
 * variable, else the default. Throws on anything that is not a port number (0 means "any free port").
 */
export function portOption(argv: readonly string[], flag: string, envName: string, fallback: number): number {
  let raw: string | undefined;
  argv.forEach((arg, index) => {
    if (arg === `--${flag}`) raw = argv[index + 1];
    else if (arg.startsWith(`--${flag}=`)) raw = arg.slice(flag.length + 3);
  });
  raw ??= process.env[envName];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--${flag} / ${envName} must be a port number from 0 to 65535, not "${raw}"`);
  }
  return port;
}
