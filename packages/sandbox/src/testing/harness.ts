// A sandbox for one test: started in-process on a free loopback port, on the database the test names
// (SQLite in memory, a PostgreSQL URL) or else a SQLite file in a temporary folder as `npm run sandbox`
// runs it; calls to it, by path or by operationId with the answer checked against the document; its
// admin surface; and close(), which stops it and removes what the harness made.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract } from '../document.js';
import { type Sandbox, type SandboxOptions, startSandbox } from '../http/server.js';
import { pathOf, responseErrors } from './answers.js';

/** A JSON answer, read loosely by the tests that use the harness (as biome.jsonc lets tests do). */
// biome-ignore lint/suspicious/noExplicitAny: a test reads an answer's fields without declaring its type.
export type Json = Record<string, any>;

export interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

export interface CallOptions {
  /** The bearer token; the full-scope one unless given, none with null. */
  token?: string | null;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is. */
  raw?: string;
  /** The content type of `body` or `raw` (application/json unless given). */
  contentType?: string;
  headers?: Record<string, string>;
}

export interface TestSandbox {
  sandbox: Sandbox;
  /** Where API calls go: the sandbox itself, or a proxy a test puts in front of it. */
  base: string;
  /** The full-scope and read-only tokens. */
  full: string;
  read: string;
  /** The second account's token (every scope; the account owns nothing at start). */
  alt: string;
  /** Calls the API at `base`. */
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** Calls an operation by operationId; throws unless the answer matches the document's schema for its status. */
  op(
    operationId: string,
    values?: Record<string, string | number>,
    options?: CallOptions & { query?: string },
  ): Promise<Answer>;
  /** Calls the admin surface (`/_admin/<path>`); throws unless it answers 2xx. */
  admin(method: string, path: string, body?: unknown): Promise<Json>;
  /** Moves the sandbox's clock forward. */
  advance(seconds: number): Promise<void>;
  /** Stops the sandbox, then runs `onClose` and removes the temporary folder. */
  close(): Promise<void>;
}

export interface TestSandboxOptions extends SandboxOptions {
  /** Runs after the sandbox has stopped (drops the test's database). */
  onClose?: () => Promise<void>;
}

export async function startTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const { onClose, ...sandboxOptions } = options;
  const dir =
    options.db === undefined && options.database === undefined
      ? mkdtempSync(join(tmpdir(), 'vps-sandbox-test-'))
      : undefined;
  const cleanUp = async () => {
    await onClose?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  const sandbox = await startSandbox({
    port: 0,
    ...(dir ? { db: join(dir, 'sandbox.db') } : {}),
    ...sandboxOptions,
  }).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  const h: TestSandbox = {
    sandbox,
    base: sandbox.url,
    full: sandbox.tokens.full,
    read: sandbox.tokens.read,
    alt: sandbox.tokens.alt,
    async call(method, path, o = {}) {
      const headers: Record<string, string> = { ...(o.headers ?? {}) };
      const token = o.token === undefined ? sandbox.tokens.full : o.token;
      if (token !== null) headers.authorization = `Bearer ${token}`;
      const payload = o.body !== undefined ? JSON.stringify(o.body) : o.raw;
      if (payload !== undefined) headers['content-type'] = o.contentType ?? 'application/json';
      const res = await fetch(h.base + path, { method, headers, body: payload });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
    },
    async op(operationId, values = {}, o = {}) {
      const { method } = contract.operation(operationId);
      const answer = await h.call(method, pathOf(operationId, values) + (o.query ? `?${o.query}` : ''), o);
      const errors = responseErrors(operationId, answer.status, answer.body);
      if (errors.length)
        throw new Error(
          `${operationId} ${answer.status} does not match the document: ${errors.join('; ')}\n${JSON.stringify(answer.body)}`,
        );
      return answer;
    },
    async admin(method, path, body) {
      const res = await fetch(`${sandbox.url}/_admin/${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`admin ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Json>;
    },
    async advance(seconds) {
      await h.admin('POST', 'clock', { advance_seconds: seconds });
    },
    async close() {
      await sandbox.close();
      await cleanUp();
    },
  };
  return h;
}
