// src/http/raw-answers.ts: answers written on a socket Fastify never turned into a request. A fake
// socket records what is written; the count (the rate limit) is a stub that may refuse.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import type { Gate } from '../src/http/admission.js';
import { ProblemError } from '../src/http/problem.js';
import { rawAnswers } from '../src/http/raw-answers.js';
import { problemErrors, REQUEST_ID, statusOf } from './http-kit.js';

function fakeSocket() {
  const written: string[] = [];
  const socket = {
    remoteAddress: '127.0.0.1',
    destroyed: false,
    writable: true,
    end: (text: string) => void written.push(text),
    destroy: () => undefined,
  };
  return { socket: socket as unknown as Socket, written };
}

/** The status line, headers and JSON body of a raw HTTP/1.1 response. */
function parse(text: string) {
  const [head, body] = text.split('\r\n\r\n') as [string, string];
  const [line, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(line!.split(' ')[1]), headers, json: body ? JSON.parse(body) : undefined };
}

const counted = (refused?: ProblemError) => {
  const calls: Array<[unknown, unknown]> = [];
  const count = async (authorization: unknown, address: unknown): Promise<Gate> => {
    calls.push([authorization, address]);
    return { auth: { ok: false, reason: 'invalid_token' }, headers: { 'X-Counted': 1 }, refused };
  };
  return { count, calls };
};

describe('rawAnswers', () => {
  it("answers CONNECT as a problem on the socket, counted with the request's token and address", async () => {
    const { count, calls } = counted();
    const { socket, written } = fakeSocket();
    rawAnswers(count).onConnect(
      { url: '/api/v1/nowhere/', method: 'CONNECT', headers: { authorization: 'Bearer x' } } as IncomingMessage,
      socket,
    );
    await vi.waitFor(() => expect(written).toHaveLength(1));
    expect(calls).toEqual([['Bearer x', '127.0.0.1']]);
    const answer = parse(written[0]!);
    expect(answer.status).toBe(statusOf('not_found'));
    expect(problemErrors(answer.json)).toEqual([]);
    expect(answer.headers['x-counted']).toBe('1');
    expect(answer.headers[REQUEST_ID.toLowerCase()]).toBe(answer.json.request_id);
  });

  it("writes the rate limit's refusal instead when the count refuses", async () => {
    const { count } = counted(new ProblemError('rate_limit_exceeded', 'slow down'));
    const { socket, written } = fakeSocket();
    rawAnswers(count).onConnect({ url: '/', method: 'CONNECT', headers: {} } as IncomingMessage, socket);
    await vi.waitFor(() => expect(written).toHaveLength(1));
    expect(parse(written[0]!).status).toBe(statusOf('rate_limit_exceeded'));
  });

  it('answers a parser error once per socket, and not at all for a reset connection', async () => {
    const { count, calls } = counted();
    const { socket, written } = fakeSocket();
    const raw = rawAnswers(count);
    raw.clientErrorHandler(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket);
    const parseError = Object.assign(new Error('bad'), {
      code: 'HPE_INVALID_METHOD',
      rawPacket: Buffer.from('BAD / HTTP/1.1\r\n'),
    });
    raw.clientErrorHandler(parseError, socket);
    raw.clientErrorHandler(parseError, socket);
    await vi.waitFor(() => expect(written).toHaveLength(1));
    expect(calls).toHaveLength(1);
    expect(written).toHaveLength(1);
    expect(parse(written[0]!).json.code).toBe('validation_failed');
  });
});
