// The request body limit (introduction, "Requests and responses"; the document's
// `info.x-request-body-limit`): the mock and the sandbox both refuse a larger body, sent with a
// Content-Length or chunked, with the same documented problem and close the connection. The body
// is the create operation's own request example padded with JSON whitespace: at exactly the limit
// it is read and creates the resource; one byte more, and nothing changes.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentSchema, loadDocument, operations, repoRoot } from '../conformance/support/document.js';
import {
  documentedCode,
  firstCollection,
  PROBLEM_MEDIA_TYPE,
  statusOfCode,
  targetsOfSuite,
  type Target,
} from './support.js';

const LIMIT = (loadDocument().info as Record<string, unknown>)['x-request-body-limit'] as number;
const VALIDATION_FAILED = documentedCode('validation_failed');
const MAX_LENGTH = 'max_length';
/** The create operation of the first collection: it takes a JSON body. */
const CREATE = operations().find((op) => op.method === 'post' && op.path === firstCollection().path && op.requestBody)!;

const EXAMPLE = JSON.stringify(CREATE.requestBody!.content[0]!.examples[0]!.value);
const CREATED = Number(CREATE.responses.find((response) => response.status.startsWith('2'))!.status);

/** The create example, valid, padded with whitespace to exactly `size` bytes. */
function jsonOfSize(size: number): string {
  return EXAMPLE + ' '.repeat(size - Buffer.byteLength(EXAMPLE));
}

async function send(
  target: Target,
  body: string,
  chunked = false,
): Promise<{ status: number; headers: Headers; problem: Record<string, unknown> }> {
  const bytes = Buffer.from(body);
  const payload = chunked
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
          controller.close();
        },
      })
    : body;
  const answer = await fetch(target.url + CREATE.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${target.token}`, 'Content-Type': 'application/json' },
    body: payload,
    ...(chunked ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, problem: JSON.parse(text) as Record<string, unknown> };
}

const isLimitError = (problem: Record<string, unknown>) =>
  Array.isArray(problem.errors) &&
  problem.errors.some((error: { field?: string; code?: string }) => error.field === '' && error.code === MAX_LENGTH);

describe('the request body limit, on the mock and the sandbox', () => {
  const targets = targetsOfSuite();

  it('is stated by the document, in bytes, and in the introduction', () => {
    expect(Number.isInteger(LIMIT) && LIMIT > 0).toBe(true);
    expect((componentSchema('FieldError').schema.properties as { code: { enum: string[] } }).code.enum).toContain(
      MAX_LENGTH,
    );
    const introduction = fs.readFileSync(path.join(repoRoot, 'openapi/introduction.md'), 'utf8');
    expect(introduction).toContain(LIMIT.toLocaleString('en-US'));
  });

  it('refuses one byte more, with Content-Length or chunked: 400 validation_failed, field "", max_length, connection closed', async () => {
    const details = new Set<string>();
    for (const target of targets().both) {
      for (const chunked of [false, true]) {
        const where = `${target.name}${chunked ? ', chunked' : ''}`;
        const answer = await send(target, jsonOfSize(LIMIT + 1), chunked);
        expect(answer.status, where).toBe(statusOfCode(VALIDATION_FAILED));
        expect(answer.headers.get('content-type')?.split(';')[0], where).toBe(PROBLEM_MEDIA_TYPE);
        expect(answer.problem.code, where).toBe(VALIDATION_FAILED);
        expect(answer.problem.errors, where).toEqual([expect.objectContaining({ field: '', code: MAX_LENGTH })]);
        expect(answer.headers.get('connection'), where).toBe('close');
        details.add(String(answer.problem.detail));
      }
    }
    expect([...details], 'the same detail from both').toHaveLength(1);
  });

  it('reads a body of exactly the limit: the create succeeds', async () => {
    for (const target of targets().both) {
      const answer = await send(target, jsonOfSize(LIMIT));
      expect(answer.status, `${target.name}: ${JSON.stringify(answer.problem)}`.slice(0, 300)).toBe(CREATED);
    }
  });

  it('changes nothing on the sandbox when it refuses a body that would otherwise create', async () => {
    const list = async () => {
      const answer = await fetch(targets().sandbox.url + firstCollection().path, {
        headers: { Authorization: `Bearer ${targets().sandbox.token}` },
      });
      return (await answer.json()) as { data: unknown[] };
    };
    const before = await list();
    const refused = await send(targets().sandbox, jsonOfSize(LIMIT + 1));
    expect(isLimitError(refused.problem)).toBe(true);
    expect(await list()).toEqual(before);
  });
});
