// Starts the sandbox in-process on a free port and talks to it; checks answers against the document.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox, type SandboxOptions } from '@vps-hosting/sandbox';
import { testDatabase } from './support/test-database.js';

export const doc = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json'), 'utf8'),
);

type Json = Record<string, any>;

/** The operation of the document with this operationId. */
export function operation(operationId: string): { method: string; path: string; op: Json } {
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (op?.operationId === operationId) return { method: method.toUpperCase(), path, op };
    }
  }
  throw new Error(`no operation ${operationId}`);
}

/** Fills the operation's path template. */
export function pathOf(operationId: string, values: Record<string, string | number> = {}): string {
  return operation(operationId).path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(String(values[n])));
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...doc, $id: 'urn:test:openapi' });
const validators = new Map<string, ValidateFunction>();

function resolve(node: Json): Json {
  let n = node;
  while (n?.$ref)
    n = n.$ref
      .slice(2)
      .split('/')
      .reduce((o: Json, k: string) => o[k], doc);
  return n;
}

/** Errors of a body against the documented response schema of (operation, status); [] when it conforms. */
export function responseErrors(operationId: string, status: number, body: unknown): string[] {
  const key = `${operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const response = resolve(operation(operationId).op.responses[String(status)]);
    if (!response) return [`status ${status} is not documented for ${operationId}`];
    const schema =
      response.content?.['application/json']?.schema ?? response.content?.['application/problem+json']?.schema;
    const rewrite = (n: unknown): unknown =>
      Array.isArray(n)
        ? n.map(rewrite)
        : n && typeof n === 'object'
          ? Object.fromEntries(
              Object.entries(n).map(([k, v]) => [k, k === '$ref' ? `urn:test:openapi${v as string}` : rewrite(v)]),
            )
          : n;
    validate = ajv.compile(rewrite(schema) as Json);
    validators.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

export interface Harness {
  sandbox: Sandbox;
  /** Where API calls go: the sandbox itself, or a proxy in front of it. */
  base: string;
  full: string;
  read: string;
  /** Calls the API; `token: null` sends no Authorization header. */
  call(
    method: string,
    path: string,
    options?: {
      token?: string | null;
      body?: unknown;
      raw?: string;
      contentType?: string;
      headers?: Record<string, string>;
    },
  ): Promise<Answer>;
  /** Calls an operation by operationId and asserts the answer matches the document's schema for its status. */
  op(
    operationId: string,
    values?: Record<string, string | number>,
    options?: { token?: string | null; body?: unknown; query?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  admin(method: string, path: string, body?: unknown): Promise<Json>;
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(options: SandboxOptions = {}): Promise<Harness> {
  // The project's engine, unless a test names its own: a fresh PostgreSQL database, or a SQLite file
  // in a temporary folder, as `npm run sandbox` runs (GETs read it on their own connection).
  const database = options.db === undefined && options.database === undefined ? await testDatabase() : undefined;
  const dir = database && !database.url ? mkdtempSync(join(tmpdir(), 'vps-sandbox-test-')) : undefined;
  const removeDir = () => dir && rmSync(dir, { recursive: true, force: true });
  const engine = database?.url ? { database: database.url } : dir ? { db: join(dir, 'sandbox.db') } : {};
  const sandbox = await startSandbox({ port: 0, ...engine, ...options }).catch(async (error: unknown) => {
    await database?.drop();
    removeDir();
    throw error;
  });
  const h: Harness = {
    sandbox,
    base: sandbox.url,
    full: sandbox.tokens.full,
    read: sandbox.tokens.read,
    async call(method, path, o = {}) {
      const headers: Record<string, string> = { ...(o.headers ?? {}) };
      const token = o.token === undefined ? sandbox.tokens.full : o.token;
      if (token !== null) headers.authorization = `Bearer ${token}`;
      let payload: string | undefined = o.raw;
      if (o.body !== undefined) payload = JSON.stringify(o.body);
      if (payload !== undefined) headers['content-type'] = o.contentType ?? 'application/json';
      const res = await fetch(h.base + path, { method, headers, body: payload });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
    },
    async op(operationId, values = {}, o = {}) {
      const { method } = operation(operationId);
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
    close: async () => {
      await sandbox.close();
      await database?.drop();
      removeDir();
    },
  };
  return h;
}
