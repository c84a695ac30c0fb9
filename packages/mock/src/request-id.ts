// Each answer of the mock carries a request id of its own, as the API's do: a fresh UUID in
// `X-Request-Id`, repeated as the `request_id` of a problem body (openapi/introduction.md, "Errors":
// the problem's request_id is the header's). Prism and the document's examples would give every
// answer the one example id. An answer asked for by name (`Prefer: code=…, example=…`) is that
// documented example as it is, its request id included: the client asked for those exact bytes (the
// conformance suite compares them with the example).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Answer } from './answers.js';

const REQUEST_ID = 'x-request-id';
const REQUEST_ID_FIELD = 'request_id';
const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** Whether an answer of `status` is the named example a `Prefer` header asked for (`example=…`,
 *  and `code=…` when given is that status): it then stays the example as documented. A refusal of
 *  the Prefer (400) is no example asked for. */
export function isAskedExample(prefer: string | string[] | undefined, status: number): boolean {
  const text = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  if (!/(?:^|[,;\s])example\s*=/i.test(text)) return false;
  const code = /(?:^|[,;\s])code\s*=\s*"?(\d+)/i.exec(text)?.[1];
  return code === undefined || Number(code) === status;
}

/** A problem body (JSON text) with its `request_id` set to `id`; any other body as it is. */
export function withProblemRequestId(body: string, id: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !(REQUEST_ID_FIELD in parsed))
    return body;
  return JSON.stringify({ ...parsed, [REQUEST_ID_FIELD]: id });
}

/** An answer the front writes on a socket itself (no reply object), with a fresh request id. */
export function withFreshRequestId(answer: Answer, id: string = randomUUID()): Answer {
  const isProblem = answer.headers.some(
    ([name, value]) => name.toLowerCase() === 'content-type' && value.toLowerCase().startsWith(PROBLEM_MEDIA_TYPE),
  );
  return {
    ...answer,
    headers: answer.headers.map(([name, value]) => [name, name.toLowerCase() === REQUEST_ID ? id : value]),
    body: answer.body !== undefined && isProblem ? withProblemRequestId(answer.body, id) : answer.body,
  };
}

/** Gives every reply of `app` a fresh request id (header, and a problem body's field) unless its
 *  request asked for a named example. Streamed bodies (Prism's successes) hold no request id. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isAskedExample(request.headers.prefer, reply.statusCode)) return done(null, payload);
    const id = randomUUID();
    reply.header(REQUEST_ID, id);
    const type = String(reply.getHeader('content-type') ?? '').toLowerCase();
    if (!type.startsWith(PROBLEM_MEDIA_TYPE) || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
      return done(null, payload);
    const body = withProblemRequestId(payload.toString(), id);
    // Fastify sets Content-Length again for a body whose length no longer matches the header's.
    done(null, body);
  });
}
