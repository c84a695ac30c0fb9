// What the mock front does with a request the shared edge routed to an operation, before Prism sees
// it (docs/design/edge-answers.md; the list is at the top of server.ts): unknown query parameters
// once a bearer token is there, a `Prefer` for a status the operation lacks, the bearer scheme in
// any case, JSON bodies Prism would fail on or crash with; then on to Prism (forward.ts).
import type * as http from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { splitTarget, unknownQueryAnswer, unknownQueryErrors } from '@vps-hosting/http-edge';
import type { RoutedOperation } from '@vps-hosting/http-edge/fastify';
import { problemAnswer } from './answers.js';
import type { Operation } from './contract.js';
import { forward, sendAnswer, type Upstream } from './forward.js';
import { written } from './written.js';
import { normalisedAuthorization, preferProblem, unreportableKeys } from './request.js';

/** Error codes (openapi/introduction.md) of the answers the front picks itself. */
export const OPERATION_CODES = {
  validationFailed: 'validation_failed',
  malformedJson: 'invalid_json',
  unsupportedMediaType: 'unsupported_media_type',
  notFound: 'not_found',
} as const;
const MAX_FIELD_ERRORS = 100; // Problem.errors maxItems
const MAX_BODY_DEPTH = 32; // no request schema nests nearly as deep

export interface FrontContext extends Upstream {
  /** Send every request on to Prism, even those known to crash it (MockOptions.unguarded). */
  unguarded: boolean;
}

/** The operation of a routed request, as the front reads it. */
export function operationOf(context: FrontContext, routed: RoutedOperation | undefined): Operation | undefined {
  return routed && context.contract.operationAt(routed.operation.method, routed.path.template);
}

/** The edge's catch-all handler: the front's checks, then Prism. */
export async function runOperation(
  context: FrontContext,
  request: FastifyRequest,
  reply: FastifyReply,
  routed: RoutedOperation,
): Promise<FastifyReply> {
  const { contract } = context;
  const target = request.url;
  const operation = operationOf(context, routed);
  const problem = (input: Omit<Parameters<typeof problemAnswer>[1], 'target'>) =>
    problemAnswer(contract, { target, ...input });
  if (!operation)
    return sendAnswer(reply, problem({ code: OPERATION_CODES.notFound, detail: 'There is no such resource or path.' }));

  const authorization = normalisedAuthorization(headerText(request.headers.authorization));
  const authenticated = authorization.valid || !operation.secured;
  const { query } = splitTarget(target);
  const unknown =
    authenticated && query !== undefined
      ? unknownQueryAnswer(
          unknownQueryErrors(new URLSearchParams(query).keys(), operation.queryParameters, MAX_FIELD_ERRORS),
        )
      : undefined;
  if (unknown) return sendAnswer(reply, written(contract, target, unknown, operation));

  const prefer = authenticated ? preferProblem(operation, headerText(request.headers.prefer)) : undefined;
  if (prefer) {
    const detail = 'The Prefer header asks for an answer the operation does not have.';
    return sendAnswer(reply, problem({ code: OPERATION_CODES.validationFailed, detail, errors: [prefer], operation }));
  }

  let body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const headers: http.OutgoingHttpHeaders = { ...request.headers };
  delete headers.host;
  delete headers.connection;
  delete headers['transfer-encoding'];
  if (authorization.header !== undefined) headers.authorization = authorization.header;
  let violation: string | undefined;
  const mediaType = (headerText(request.headers['content-type']) ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (body.length > 0 && isJsonMediaType(mediaType)) {
    const parsed = parseJson(body);
    if (!parsed.ok) {
      // Prism's HTTP layer would fail on this body: send none. An operation that takes a body
      // answers its documented 400 for malformed JSON; one that takes none ignores the body.
      body = Buffer.alloc(0);
      delete headers['content-type'];
      const key = operation.mediaTypes.length
        ? operation.badRequestExample.get(OPERATION_CODES.malformedJson)
        : undefined;
      if (key !== undefined) {
        headers.prefer = `code=400, example=${key}`;
        violation = JSON.stringify([
          {
            location: ['request', 'body'],
            severity: 'Error',
            code: OPERATION_CODES.malformedJson,
            message: `Request body is not valid JSON: ${parsed.error}`,
          },
        ]);
      }
    } else if (authenticated && operation.mediaTypes.length > 0 && !context.unguarded) {
      const fields = unreportableKeys(parsed.value, MAX_BODY_DEPTH, MAX_FIELD_ERRORS);
      if (fields.length > 0) {
        const detail = `The request body has ${fields.length} unknown field${fields.length === 1 ? '' : 's'}.`;
        const errors = fields.map((field) => ({
          field,
          code: 'unknown_field',
          message: 'The request body has no field of this name here.',
        }));
        return sendAnswer(reply, problem({ code: OPERATION_CODES.validationFailed, detail, errors, operation }));
      }
    }
  } else if (body.length > 0 && operation.mediaTypes.length && !operation.mediaTypes.includes(mediaType)) {
    const key = operation.badRequestExample.get(OPERATION_CODES.unsupportedMediaType);
    if (key !== undefined) headers.prefer = `code=400, example=${key}`;
  }
  headers['content-length'] = String(body.length);
  await forward(context, request, reply, { headers, body, violation, operation });
  return reply;
}

/** The parsed body, or the parser's message when it is not well-formed JSON. */
function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The media types Prism's HTTP layer parses as JSON (application/json, application/*+json). */
function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || /^application\/[^/]+\+json$/.test(mediaType);
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
