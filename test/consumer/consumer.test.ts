// The package as a consumer gets it: `npm pack` (of this run's build: npm test builds dist/ first, and
// the tarball is the one the packed-install tests share, test/support/packed-install.ts), install it into a
// temporary project, type-check test/consumer/app/main.mts under strict with moduleResolution
// nodenext and with bundler, then run it against a loopback server that answers from the document's
// examples, and have it verify a webhook delivery signed here. The README's webhook receiver is
// type-checked with it.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADER } from '../../src/index.js';
import { packedTarball } from '@vps-hosting/test-support/packed-install';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../', import.meta.url));
const doc = JSON.parse(readFileSync(join(repo, 'generated/openapi.json'), 'utf8'));
const tsc = join(repo, 'node_modules/typescript/bin/tsc');
const env = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  SCARF_ANALYTICS: 'false',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};
const STEP_TIMEOUT_MS = 120_000;
const TOKEN = 'consumer_test_token_5e2d';

let workDir: string;
let appDir: string;

/** Runs a command to completion within STEP_TIMEOUT_MS; rejects with its output on failure. */
async function sh(file: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run(file, args, { cwd, env, timeout: STEP_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${file} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

const example = (name: string) => structuredClone(doc.components.examples[name].value);
const headerExample = (name: string) => String(doc.components.headers[name].example);
const pathOf = (operationId: string): string => {
  for (const [path, item] of Object.entries<Record<string, { operationId?: string }>>(doc.paths)) {
    if (Object.values(item).some((op) => op?.operationId === operationId)) return path;
  }
  throw new Error(`no operation ${operationId}`);
};
/** A matcher for a path template: `/api/v1/servers/{server_id}/` matches `/api/v1/servers/42/`. */
const matcher = (operationId: string) => new RegExp(`^${pathOf(operationId).replace(/\{\w+\}/g, '([^/]+)')}$`);

/** What the loopback server received, for the assertions. */
const received: {
  method: string;
  path: string;
  authorization?: string;
  userAgent?: string;
  idempotencyKey?: string;
}[] = [];

/**
 * The loopback API: the example fleet one server per page with absolute `links.next`, a reboot that
 * fails once with 500 (the client retries it under its generated Idempotency-Key), an action that
 * runs then succeeds, and a 404 problem for anything else.
 */
function startApi(): Promise<Server> {
  const servers = example('ServerListAll').data as { id: number }[];
  const pending = example('ActionRebootServerPending');
  const succeeded = { ...example('ActionRebootServerSuccess'), id: pending.id };
  let rebootAttempts = 0;
  let actionPolls = 0;
  const routes = { list: matcher('listServers'), reboot: matcher('rebootServer'), action: matcher('getAction') };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    received.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization,
      userAgent: req.headers['user-agent'],
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
    const send = (status: number, body: unknown) => {
      const headers = Object.fromEntries(
        ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Request-Id'].map((h) => [
          h,
          headerExample(h),
        ]),
      );
      res.writeHead(status, {
        ...headers,
        'Content-Type': status < 400 ? 'application/json' : 'application/problem+json',
      });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, example('ProblemUnauthorized'));
    if (req.method === 'GET' && routes.list.test(url.pathname)) {
      const page = Number(url.searchParams.get('page') ?? '1');
      const next = page < servers.length ? new URL(`${url.pathname}?per_page=1&page=${page + 1}`, url).href : null;
      const list = example('ServerListAll');
      return send(200, { data: servers.slice(page - 1, page), meta: list.meta, links: { ...list.links, next } });
    }
    if (req.method === 'POST' && routes.reboot.test(url.pathname)) {
      return ++rebootAttempts === 1 ? send(500, example('ProblemInternalError')) : send(201, pending);
    }
    if (req.method === 'GET' && routes.action.test(url.pathname)) {
      return ++actionPolls < 2 ? send(200, { ...pending, status: 'running', progress: 50 }) : send(200, succeeded);
    }
    return send(404, example('ProblemNotFound'));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let api: Server;

/**
 * A signed `server.status_changed` delivery of the document's first example of it, the endpoint's
 * secret and the receiver's clock (the moment it was signed), for main.mts to verify.
 */
function webhookDelivery() {
  const item = doc.webhooks['server.status_changed'].post.requestBody.content['application/json'];
  const [first] = Object.values<{ $ref?: string; value?: unknown }>(item.examples);
  const event = first?.$ref ? example(first.$ref.split('/').pop()!) : structuredClone(first?.value);
  const secret = `whsec_${Buffer.alloc(32, 0x42).toString('base64')}`;
  const now = Date.UTC(2026, 10, 24, 3, 0, 0);
  const body = JSON.stringify(event);
  const headers = {
    [WEBHOOK_HEADER.id]: event.id,
    [WEBHOOK_HEADER.timestamp]: String(now / 1000),
    [WEBHOOK_HEADER.signature]: new Webhook(secret).sign(event.id, new Date(now), body),
  };
  return { event, delivery: { body, headers, secret, now } };
}
const webhook = webhookDelivery();

/** The README's webhook receiver ("Receiving webhooks"), type-checked here with main.mts (never run). */
function readmeReceiver(): string {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Receiving webhooks\n'));
  const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code?.includes('verifyWebhook('))
    throw new Error('README.md has no "Receiving webhooks" example calling verifyWebhook');
  return code;
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'vps-api-consumer-'));
  appDir = join(workDir, 'app');
  const tarball = await packedTarball(workDir);
  mkdirSync(join(appDir, 'src'), { recursive: true });
  writeFileSync(join(appDir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const typesNode = JSON.parse(readFileSync(join(repo, 'node_modules/@types/node/package.json'), 'utf8')).version;
  await sh(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      tarball,
      `@types/node@${typesNode}`,
    ],
    appDir,
  );
  copyFileSync(join(repo, 'test/consumer/app/main.mts'), join(appDir, 'src/main.mts'));
  writeFileSync(join(appDir, 'delivery.json'), JSON.stringify(webhook.delivery));
  writeFileSync(join(appDir, 'src/receiver.mts'), readmeReceiver());
  api = await startApi();
}, 5 * STEP_TIMEOUT_MS);

afterAll(async () => {
  await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** A strict tsconfig for the consumer with the given resolution. */
function tsconfig(name: string, compilerOptions: Record<string, unknown>): string {
  const file = join(appDir, `tsconfig.${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        types: ['node'],
        resolveJsonModule: true,
        skipLibCheck: false,
        ...compilerOptions,
      },
      include: ['src/**/*'],
    }),
  );
  return file;
}

describe('the packed package, in a consumer project', () => {
  it(
    'type-checks under strict with moduleResolution bundler',
    async () => {
      await sh(
        process.execPath,
        [tsc, '-p', tsconfig('bundler', { module: 'esnext', moduleResolution: 'bundler', noEmit: true })],
        appDir,
      );
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'type-checks under strict with moduleResolution nodenext, and runs',
    async () => {
      await sh(
        process.execPath,
        [tsc, '-p', tsconfig('nodenext', { module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' })],
        appDir,
      );
      const { port } = api.address() as AddressInfo;
      const output = await sh(
        process.execPath,
        [join(appDir, 'out/main.mjs'), `http://127.0.0.1:${port}`, TOKEN, join(appDir, 'delivery.json')],
        appDir,
      );
      const result = JSON.parse(output);

      expect(result.names).toEqual(example('ServerListAll').data.map((s: { name: string }) => s.name));
      expect(result.action).toBe('success');
      expect(result.progress).toEqual([50, 100]);
      const problem = example('ProblemNotFound');
      expect(result.notFound).toEqual({ status: problem.status, code: problem.code, requestId: problem.request_id });
      expect(result.rateLimit).toEqual({
        limit: Number(headerExample('X-RateLimit-Limit')),
        remaining: Number(headerExample('X-RateLimit-Remaining')),
        reset: Number(headerExample('X-RateLimit-Reset')),
      });
      expect(result.documentVersion).toBe(doc.info.version);
      const { event } = webhook;
      expect(result.statusChange).toEqual({
        id: event.id,
        serverId: event.data.server.id,
        from: event.data.from,
        to: event.data.to,
      });
      expect(result.forged).toBe('WebhookSignatureError');

      expect(received.every((r) => r.authorization === `Bearer ${TOKEN}` && r.userAgent === 'consumer-test/1.0')).toBe(
        true,
      );
      const reboots = received.filter((r) => r.method === 'POST');
      expect(reboots).toHaveLength(2);
      expect(reboots[0]!.idempotencyKey).toBeTruthy();
      expect(reboots[1]!.idempotencyKey).toBe(reboots[0]!.idempotencyKey);
    },
    2 * STEP_TIMEOUT_MS,
  );
});
