// Shared by the HTTP-edge tests: raw HTTP/1.1 over node:net (for requests an HTTP client cannot
// send), the document's Problem schema, and a fingerprint of the stored state.
import { createHash } from 'node:crypto';
import net from 'node:net';
import { schemaErrors } from '@vps-hosting/sandbox/testing';
import { contract, headerName, PROBLEM_STATUS } from '../src/document.js';
import type { Database } from '../src/store/sql.js';

type Json = Record<string, any>;

/** Errors of a body against the document's Problem schema; [] when it conforms. */
export function problemErrors(body: unknown): string[] {
  return schemaErrors('/components/schemas/Problem', body);
}

/** A header name as the document's components/headers spells it. */
export const header = headerName;
export const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'].map(header);
export const REQUEST_ID = header('X-Request-Id');

/** The status a problem code travels with, from the document's named Problem examples. */
export function statusOf(code: string): number {
  const status = PROBLEM_STATUS[code];
  if (status === undefined) throw new Error(`no Problem example for ${code}`);
  return status;
}

/** Every operation of the document (the contract model's): its parameters in force, resolved, and its statuses. */
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  params: Json[];
  hasBody: boolean;
  statuses: string[];
}
export const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
export const OPERATIONS: Operation[] = contract.operations
  .filter((operation) => METHODS.includes(operation.method.toLowerCase()))
  .map((operation) => ({
    operationId: operation.operationId as string,
    method: operation.method,
    path: operation.path,
    params: operation.parameters.map((parameter) => parameter.node),
    hasBody: operation.requestBody !== undefined,
    statuses: operation.responses.map((response) => response.status).filter((s) => /^\d{3}$/.test(s)),
  }));

/** A path template filled with a value for each parameter. */
export const fill = (path: string, value = '1') => path.replace(/\{\w+\}/g, value);

export interface RawAnswer {
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: string;
  /** The body parsed as JSON, or undefined. */
  json: Json | undefined;
}

/** Reads one HTTP/1.1 response from `text`; undefined while it is incomplete. */
function parseOne(text: string, bodyless: boolean, closed: boolean): RawAnswer | undefined {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    headers[name] =
      headers[name] === undefined ? line.slice(colon + 1).trim() : `${headers[name]}, ${line.slice(colon + 1).trim()}`;
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]);
  const length = bodyless ? 0 : Number(headers['content-length'] ?? NaN);
  const rest = Buffer.from(text.slice(end + 4), 'latin1');
  if (Number.isNaN(length) ? !closed : rest.length < length) return undefined;
  const body = rest.subarray(0, Number.isNaN(length) ? rest.length : length).toString('utf8');
  let json: Json | undefined;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  return { status, headers, body, json };
}

/** Sends raw bytes on a new connection and reads the first response (HEAD: no body). */
export function rawRequest(port: number, data: string | Buffer, options: { head?: boolean } = {}): Promise<RawAnswer> {
  return new Promise((resolvePromise, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const done = (closed: boolean) => {
      const answer = parseOne(text, options.head ?? false, closed);
      if (answer) {
        socket.destroy();
        clearTimeout(timer);
        resolvePromise(answer);
      } else if (closed) {
        clearTimeout(timer);
        reject(new Error(`no complete response: ${JSON.stringify(text.slice(0, 200))}`));
      }
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no response in time: ${JSON.stringify(text.slice(0, 200))}`));
    }, 10_000);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      done(false);
    });
    socket.on('close', () => done(true));
    socket.on('error', () => undefined); // a reset after the answer: 'close' follows
    socket.write(typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
  });
}

/** A hash of the stored resources and actions: equal before and after means nothing changed. */
export async function stateFingerprint(db: Database): Promise<string> {
  const rows = await db.all<{ r: string }>(
    "SELECT kind || '|' || account_id || '|' || key || '|' || data AS r FROM resources UNION ALL SELECT 'a' || id || type || done FROM actions ORDER BY 1",
  );
  return createHash('sha256')
    .update(rows.map((x) => x.r).join('\n'))
    .digest('hex');
}
