// src/http/operation-routes.ts parseBody: a route's body is JSON sent as application/json, or a problem.
import { describe, expect, it } from 'vitest';
import { parseBody } from '../src/http/operation-routes.js';
import { ProblemError } from '../src/domain/problem.js';

const request = (body: string | undefined, type = 'application/json; charset=utf-8') => ({
  body: body === undefined ? undefined : Buffer.from(body),
  headers: { 'content-type': type },
});
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ProblemError ? error.code : 'not a problem';
  }
  return 'no error';
};

describe('parseBody', () => {
  it('parses JSON sent as application/json; no body is undefined', () => {
    expect(parseBody(request('{"a":[1]}'))).toEqual({ a: [1] });
    expect(parseBody(request(undefined))).toBeUndefined();
    expect(parseBody(request(''))).toBeUndefined();
  });

  it('refuses another media type and malformed JSON', () => {
    expect(codeOf(() => parseBody(request('{}', 'text/plain')))).toBe('unsupported_media_type');
    expect(codeOf(() => parseBody(request('{"a":')))).toBe('invalid_json');
  });
});
