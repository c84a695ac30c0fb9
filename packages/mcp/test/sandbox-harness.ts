// A real sandbox for vps-mcp's tests, started in-process through @vps-hosting/sandbox's public entry
// (startSandbox) on a free port, on a SQLite file in a temporary folder as `npm run sandbox` runs, and calls
// to it whose answers are checked against the document (@vps-hosting/api/openapi.json).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Sandbox, type SandboxOptions, startSandbox } from '@vps-hosting/sandbox';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, any>;

const doc: Json = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json'), 'utf8'),
);

/** The operation of the document with this operationId. */
function operation(operationId: string): { method: string; path: string; op: Json } {
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
  /** Where API calls go. */
  base: string;
  full: string;
  read: string;
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
  const dir =
    options.db === undefined && options.database === undefined
      ? mkdtempSync(join(tmpdir(), 'vps-mcp-sandbox-'))
      : undefined;
  const removeDir = () => dir && rmSync(dir, { recursive: true, force: true });
  const sandbox = await startSandbox({ port: 0, ...(dir ? { db: join(dir, 'sandbox.db') } : {}), ...options }).catch(
    (error: unknown) => {
      removeDir();
      throw error;
    },
  );
  const h: Harness = {
    sandbox,
    base: sandbox.url,
    full: sandbox.tokens.full,
    read: sandbox.tokens.read,
    async op(operationId, values = {}, o = {}) {
      const headers: Record<string, string> = { ...(o.headers ?? {}) };
      const token = o.token === undefined ? sandbox.tokens.full : o.token;
      if (token !== null) headers.authorization = `Bearer ${token}`;
      if (o.body !== undefined) headers['content-type'] = 'application/json';
      const { method } = operation(operationId);
      const url = h.base + pathOf(operationId, values) + (o.query ? `?${o.query}` : '');
      const res = await fetch(url, {
        method,
        headers,
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
      });
      const text = await res.text();
      const answer: Answer = { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
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
      removeDir();
    },
  };
  return h;
}
