// The headers of the mock's `default` answers (issue 22): a header the document marks `x-sent-on`
// is sent with the statuses it lists and with no other (Allow on a 405, Retry-After on a 503, not
// Allow on a 503 nor Retry-After on a 405); the others (rate limit, request id) on all of them.
// Each of the default response's named examples is asked for with Prefer, on every GET operation.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractOperation } from '@vps-hosting/api/contract';
import { type SharedMock, sharedMock } from '@vps-hosting/test-support/shared-mock';
import { contract, parameterExample } from './support.js';

const TOKEN = 'Bearer default-headers-test';

interface DefaultAnswer {
  example: string;
  status: number;
}

/** The default response of an operation: its named examples (with their statuses) and its headers,
 *  each with the statuses it is restricted to (undefined: every status). */
function defaultResponse(operation: ContractOperation): {
  answers: DefaultAnswer[];
  headers: Map<string, { sentOn: number[] | undefined; required: boolean }>;
} {
  const response = operation.responses.find((candidate) => candidate.status === 'default');
  const answers: DefaultAnswer[] = [];
  for (const media of response?.content ?? []) {
    for (const { name, value } of media.examples) {
      const status = (value as { status?: unknown } | undefined)?.status;
      if (typeof status === 'number') answers.push({ example: name, status });
    }
  }
  const headers = new Map<string, { sentOn: number[] | undefined; required: boolean }>();
  for (const header of response?.headers ?? []) {
    const sentOn = header.extensions['x-sent-on'];
    headers.set(header.name, {
      sentOn: Array.isArray(sentOn) ? sentOn.map(Number) : undefined,
      required: header.required,
    });
  }
  return { answers, headers };
}

/** The GET operations, their paths filled with the parameters' examples. */
const SUBJECTS = contract.operations.filter((op) => op.method === 'GET');

let mock: SharedMock;
beforeAll(async () => {
  mock = await sharedMock();
});

describe('the headers of the default answers', () => {
  it('marks some default headers x-sent-on, so the rule has something to check', () => {
    const { headers, answers } = defaultResponse(SUBJECTS[0]!);
    const restricted = [...headers.values()].flatMap(({ sentOn }) => (sentOn ? [sentOn] : []));
    expect(restricted.length).toBeGreaterThan(0);
    // Some answer lacks a restricted header and some carries one.
    expect(answers.some(({ status }) => restricted.some((statuses) => !statuses.includes(status)))).toBe(true);
    expect(answers.some(({ status }) => restricted.some((statuses) => statuses.includes(status)))).toBe(true);
  });

  it('sends each header only with the statuses it belongs to, on every GET operation and default example', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const op of SUBJECTS) {
      const pathname = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(
          String(
            parameterExample(op.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)!),
          ),
        ),
      );
      const { answers, headers } = defaultResponse(op);
      for (const { example, status } of answers) {
        const answer = await fetch(mock.url + pathname, {
          headers: { Authorization: TOKEN, Prefer: `code=${status}, example=${example}` },
        });
        await answer.arrayBuffer();
        const where = `${op.label} Prefer ${example} → ${answer.status}`;
        if (answer.status !== status) {
          problems.push(`${where}: not ${status}`);
          continue;
        }
        for (const [name, { sentOn, required }] of headers) {
          if (sentOn === undefined && !required) continue; // optional and unrestricted: either way
          const expected = sentOn === undefined || sentOn.includes(status);
          if (answer.headers.has(name) !== expected)
            problems.push(`${where}: ${name} ${expected ? 'missing' : 'sent'}`);
        }
        checked++;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(SUBJECTS.length);
  });

  it("sends on the front's own 405 (a method the path lacks) the restricted headers that belong to a 405 only", async () => {
    const collection = SUBJECTS.find((op) => !op.path.includes('{'))!;
    const offered = new Set(
      contract.operations.filter((op) => op.path === collection.path).map((op) => op.method.toLowerCase()),
    );
    const lacking = ['put', 'patch', 'delete'].find((method) => !offered.has(method))!;
    const { headers } = defaultResponse(collection);
    const answer = await fetch(mock.url + collection.path, {
      method: lacking.toUpperCase(),
      headers: { Authorization: TOKEN },
    });
    await answer.arrayBuffer();
    expect(answer.status).toBe(405);
    const restricted = [...headers].filter(([, { sentOn }]) => sentOn !== undefined);
    expect(restricted.length).toBeGreaterThan(0);
    for (const [name, { sentOn }] of restricted)
      expect(answer.headers.has(name), name).toBe(sentOn!.includes(answer.status));
  });
});
