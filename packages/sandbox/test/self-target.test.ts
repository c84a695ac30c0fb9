// A sandbox never delivers to itself (packages/sandbox/src/webhooks/self-target.ts): every spelling of
// this machine at the port the sandbox listens on is refused, whatever the target policy allows; other
// ports and other machines are not. Targets are checked as an attempt checks them (checkTarget), so
// WHATWG's readings of numeric hosts (127.1, 0x7f.0.0.1, 2130706433) are the ones judged.
import { describe, expect, it } from 'vitest';
import { refusedAsSelf } from '../src/webhooks/self-target.js';
import { type CheckedTarget, checkTarget, type Resolver } from '../src/webhooks/targets.js';

const PORT = 4020;
const LAN = '192.0.2.7'; // this machine's interface address, in these tests
const machine = () => ['127.0.0.1', '::1', LAN];
/** Names resolve as a machine's resolver would answer them. */
const resolver: Resolver = async (host) =>
  host === 'localhost'
    ? [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ]
    : host === 'me.example'
      ? [{ address: LAN, family: 4 }]
      : [{ address: '198.51.100.20', family: 4 }];

async function target(url: string): Promise<CheckedTarget> {
  const check = await checkTarget(url, 'any', resolver);
  if (!check.ok) throw new Error(`${url}: ${check.reason}`);
  return check.target;
}

describe('a sandbox never delivers to itself', () => {
  const onLoopback = [{ address: '127.0.0.1', port: PORT }];
  const onEvery = [{ address: '::', port: PORT }];

  it.each([
    `http://127.0.0.1:${PORT}/_admin/reset`,
    `http://localhost:${PORT}/_admin/reset`,
    `http://127.1:${PORT}/`,
    `http://0x7f.0.0.1:${PORT}/`,
    `http://2130706433:${PORT}/`,
    `http://127.0.0.2:${PORT}/`,
    `http://[::ffff:127.0.0.1]:${PORT}/`,
    `http://[::1]:${PORT}/`,
    `http://0.0.0.0:${PORT}/`,
    `http://[::]:${PORT}/`,
    `http://${LAN}:${PORT}/`,
    `http://me.example:${PORT}/`,
  ])('%s is refused', async (url) => {
    for (const listening of [onLoopback, onEvery])
      expect(refusedAsSelf(await target(url), listening, machine)).toMatch(/reaches this sandbox itself/);
  });

  it('the default port of the scheme counts', async () => {
    expect(refusedAsSelf(await target('http://localhost/'), [{ address: '127.0.0.1', port: 80 }], machine)).toMatch(
      /port 80/,
    );
    expect(refusedAsSelf(await target('https://localhost/'), [{ address: '127.0.0.1', port: 80 }], machine)).toBe(
      undefined,
    );
  });

  it.each([
    `http://127.0.0.1:${PORT + 1}/`,
    `http://localhost:${PORT + 1}/hook`,
    `http://receiver.example:${PORT}/`,
    `http://198.51.100.20:${PORT}/`,
  ])('%s is another socket, not refused', async (url) => {
    expect(refusedAsSelf(await target(url), onEvery, machine)).toBeUndefined();
  });

  it('nothing is refused before the sandbox listens', async () => {
    expect(refusedAsSelf(await target(`http://127.0.0.1:${PORT}/`), [], machine)).toBeUndefined();
  });
});
