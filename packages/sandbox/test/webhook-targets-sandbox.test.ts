// The target policies in a running sandbox, against a REAL receiver on 127.0.0.1 that counts every
// TCP connection: a `public` sandbox never reaches it (names resolving to it, mixed answers, a
// rebinding name, its own URL stored before a restart), each refusal recorded as `target_refused`
// and logged with its reason; a `loopback` sandbox reaches it; hosted mode defaults to `public`;
// the command line refuses an unknown policy. Resolvers are injected; retries move the sandbox clock;
// the public sandbox dials every address it accepted at 127.0.0.1 (webhookDialOverride): no test leaves the machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox } from '@vps-hosting/sandbox';
import type { TargetPolicy } from '../src/webhooks/targets.js';
import { RETRY_DELAYS_MS } from '../src/webhooks/worker.js';
import { operation, pathOf, startHarness, type Harness } from './helpers.js';
import { scripted } from './scripted-resolver.js';
import { startReceiver, type Receiver } from './webhooks-receiver.js';

const ROOT = resolvePath(import.meta.dirname, '../../..');
/** A public address (example.com's), never dialled: the public sandbox below dials 127.0.0.1 instead. */
const PUBLIC = '93.184.215.14';

let receiver: Receiver;
const dirs: string[] = [];
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Registers a webhook for `url` and sends it the test event; answers the webhook id and delivery id. */
async function sendTest(h: Harness, url: string): Promise<{ webhook: number; delivery: number }> {
  const created = await h.op('createWebhook', {}, { body: { url, events: ['server.created'] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const test = await h.op('testWebhook', { webhook_id: created.body.id });
  return { webhook: created.body.id, delivery: test.body.id };
}

async function deliveryOf(h: Harness, ids: { webhook: number; delivery: number }) {
  return (await h.op('getWebhookDelivery', { webhook_id: ids.webhook, delivery_id: ids.delivery })).body;
}

/** The reasons the sandbox logged for refused targets while `run` ran. */
async function refusalsLogged(run: () => Promise<void>): Promise<string[]> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await run();
  const lines = warn.mock.calls.map((args) => args.join(' ')).filter((line) => line.includes('target_refused'));
  warn.mockRestore();
  return lines;
}

describe('a public sandbox and a receiver on 127.0.0.1', () => {
  let h: Harness;
  /** Where the sandbox connects instead of an address it accepted (a public one): 127.0.0.1, its own port. */
  let standIn: Receiver;
  /** The addresses the sandbox accepted and went on to dial, in order. */
  const dialled: string[] = [];
  const { resolve, calls } = scripted({
    'receiver.test': [['127.0.0.1']],
    'mixed.test': [[PUBLIC, '127.0.0.1']],
    'mixed6.test': [['::1', PUBLIC]],
    'metadata.test': [['169.254.169.254']],
    'rebind.test': [[PUBLIC], ['127.0.0.1']],
  });
  beforeAll(async () => {
    standIn = await startReceiver();
    const webhookDialOverride = (checked: string) => {
      dialled.push(checked);
      return '127.0.0.1';
    };
    h = await startHarness({ webhookTargets: 'public', webhookResolver: resolve, webhookDialOverride });
  });
  afterAll(async () => {
    await h?.close();
    await standIn?.stop();
  });

  it('refuses to register the receiver by address, in any spelling (400 validation_failed at /url)', async () => {
    for (const url of [
      receiver.url,
      `http://localhost:${receiver.port}/hook`,
      `https://2130706433:${receiver.port}/`,
      `https://0x7f.1:${receiver.port}/`,
      `https://[::ffff:127.0.0.1]:${receiver.port}/`,
    ]) {
      const answer = await h.op('createWebhook', {}, { body: { url, events: ['server.created'] } });
      expect([answer.status, answer.body.code, answer.body.errors?.[0]?.field], url).toEqual([
        400,
        'validation_failed',
        '/url',
      ]);
      expect(answer.body.errors[0].message, url).toContain('public addresses');
    }
    expect(receiver.connections).toBe(0);
  });

  it('a URL the schema admits but no parser reads (an IPv4 number out of range) is a 400 too, not a 500, and stores nothing', async () => {
    const before = (await h.op('listWebhooks')).body.data.length;
    const answer = await h.op(
      'createWebhook',
      {},
      { body: { url: 'https://0x100000000/', events: ['server.created'] } },
    );
    expect([answer.status, answer.body.code, answer.body.errors?.[0]?.field]).toEqual([
      400,
      'validation_failed',
      '/url',
    ]);
    expect((await h.op('listWebhooks')).body.data).toHaveLength(before);
  });

  it('names resolving to it, or to it among public answers, are target_refused with no connection', async () => {
    const connectionsBefore = receiver.connections;
    const sent: Array<{ webhook: number; delivery: number }> = [];
    const logged = await refusalsLogged(async () => {
      for (const host of ['receiver.test', 'mixed.test', 'mixed6.test', 'metadata.test'])
        sent.push(await sendTest(h, `https://${host}:${receiver.port}/hook`));
      await h.sandbox.webhooks.drain();
    });
    for (const ids of sent) {
      expect(await deliveryOf(h, ids)).toMatchObject({
        attempts: 1,
        last_error: 'target_refused',
        last_status_code: null,
        status: 'pending',
      });
    }
    expect(receiver.connections - connectionsBefore).toBe(0);
    expect(receiver.received).toHaveLength(0);
    // What an operator sees: one line per refused attempt, naming the host, the answer and its range.
    expect(
      logged.some((line) => line.includes('receiver.test resolves to 127.0.0.1') && line.includes('127.0.0.0/8')),
    ).toBe(true);
    expect(
      logged.some(
        (line) => line.includes('metadata.test resolves to 169.254.169.254') && line.includes('169.254.0.0/16'),
      ),
    ).toBe(true);
    expect(logged).toHaveLength(sent.length);
  });

  it('a rebinding name: each attempt resolves once and connects to what it checked, never to the loopback answer', async () => {
    const dialledBefore = dialled.length;
    const connectionsBefore = standIn.connections;
    // The rebinding answer, 127.0.0.1 at the URL's port, is the stand-in: a connection to it is counted.
    const ids = await sendTest(h, `https://rebind.test:${standIn.port}/hook`);
    await h.sandbox.webhooks.drain();
    const first = await deliveryOf(h, ids);
    // Judged public: the attempt dialled the public address it checked, which the override sends to
    // the stand-in (a plain HTTP server, so the TLS handshake fails and the delivery stays pending).
    expect([first.attempts, first.status, first.last_error]).toEqual([1, 'pending', 'connection_error']);
    expect(dialled.slice(dialledBefore)).toEqual([PUBLIC]);
    expect(standIn.connections - connectionsBefore).toBe(1);
    expect(calls.filter((host) => host === 'rebind.test')).toHaveLength(1);

    await h.advance(RETRY_DELAYS_MS[0]! / 1000);
    await h.sandbox.webhooks.drain();
    expect(await deliveryOf(h, ids)).toMatchObject({ attempts: 2, last_error: 'target_refused', status: 'pending' });
    expect(calls.filter((host) => host === 'rebind.test')).toHaveLength(2);
    // Refused at its check: nothing dialled, no connection to the loopback answer.
    expect(dialled.slice(dialledBefore)).toEqual([PUBLIC]);
    expect(standIn.connections - connectionsBefore).toBe(1);
    expect(standIn.received).toHaveLength(0);
  });
});

describe('the same database, the same URL: loopback delivers, public refuses', () => {
  it('a webhook to the receiver registered by a loopback sandbox is refused once the sandbox restarts as public', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vps-targets-'));
    dirs.push(dir);
    const options = { db: join(dir, 'sandbox.db'), fullToken: 'sbx_targets_full', readToken: 'sbx_targets_read' };
    const start = (webhookTargets: TargetPolicy) => startHarness({ ...options, webhookTargets });

    const local = await start('loopback');
    const connectionsBefore = receiver.connections;
    const receivedBefore = receiver.received.length;
    let ids: { webhook: number; delivery: number };
    try {
      ids = await sendTest(local, receiver.url);
      await local.sandbox.webhooks.drain();
      expect(await deliveryOf(local, ids)).toMatchObject({ attempts: 1, status: 'succeeded', last_error: null });
      expect(receiver.received.length - receivedBefore).toBe(1);
    } finally {
      await local.close();
    }
    const connectionsAfterLocal = receiver.connections;
    expect(connectionsAfterLocal - connectionsBefore).toBe(1);

    const hosted = await start('public');
    try {
      const again = await hosted.op('testWebhook', { webhook_id: ids.webhook });
      await hosted.sandbox.webhooks.drain();
      expect(await deliveryOf(hosted, { webhook: ids.webhook, delivery: again.body.id })).toMatchObject({
        attempts: 1,
        last_error: 'target_refused',
        status: 'pending',
      });
      expect(receiver.connections).toBe(connectionsAfterLocal);
    } finally {
      await hosted.close();
    }
  });

  it('a loopback sandbox reaches the receiver by name through its resolver, keeping the name in the Host header', async () => {
    const { resolve, calls } = scripted({ localhost: [['127.0.0.1']] });
    const local = await startHarness({ webhookTargets: 'loopback', webhookResolver: resolve });
    try {
      const receivedBefore = receiver.received.length;
      const ids = await sendTest(local, `http://localhost:${receiver.port}/hook`);
      await local.sandbox.webhooks.drain();
      expect(await deliveryOf(local, ids)).toMatchObject({ status: 'succeeded', last_status_code: 204 });
      const got = receiver.received.slice(receivedBefore);
      expect(got.map((r) => r.headers.host)).toEqual([`localhost:${receiver.port}`]);
      expect(calls).toEqual(['localhost']);
    } finally {
      await local.close();
    }
  });
});

describe('hosted mode and the command line', () => {
  it('hosted mode delivers to public addresses by default: loopback refused, a public name accepted', async () => {
    const adminToken = `adm_${'t'.repeat(40)}`;
    const sb = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1', adminToken });
    try {
      const send = (method: string, path: string, token: string, body: unknown) =>
        fetch(sb.url + path, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const { token } = (await (await send('POST', '/_admin/tokens', adminToken, { scopes: 'all' })).json()) as {
        token: string;
      };
      const create = (url: string) =>
        send(operation('createWebhook').method, pathOf('createWebhook'), token, { url, events: ['server.created'] });
      const refused = await create(receiver.url);
      const problem = (await refused.json()) as { code: string; errors: Array<{ field: string; message: string }> };
      expect([refused.status, problem.code, problem.errors[0]?.field]).toEqual([400, 'validation_failed', '/url']);
      expect(problem.errors[0]?.message).toContain('public addresses');
      expect((await create('https://hooks.example.com/vps/')).status).toBe(201);
    } finally {
      await sb.close();
    }
  });

  it('--webhook-targets takes loopback, public or any; anything else is a usage error (exit 2)', async () => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=@vps-hosting/source',
        '--import',
        'tsx',
        'packages/sandbox/src/main.ts',
        '--memory',
        '--port',
        '0',
        '--webhook-targets',
        'internal',
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(2);
    expect(stderr).toContain('--webhook-targets must be loopback, public, any');
  });
});
