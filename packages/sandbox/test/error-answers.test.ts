// src/http/error-answers.ts: the answer for a method and path no route takes, and what the router
// refuses before routing; paths and methods from the document.
import { describe, expect, it } from 'vitest';
import { MAX_PARAM_LENGTH, unroutable, urlProblem } from '../src/http/error-answers.js';
import { ProblemError } from '../src/http/problem.js';
import { doc } from './helpers.js';
import { header, METHODS } from './http-kit.js';

const paths = Object.keys(doc.paths) as string[];
const collection = paths.find((p) => !p.includes('{') && !(doc.paths[p] as Record<string, unknown>).delete)!;
const withParameter = paths.find((p) => p.includes('{'))!;

describe('urlProblem', () => {
  it('redirects a document path without its final slash to the slash form, keeping the query', () => {
    const answer = urlProblem(`${collection.slice(0, -1)}?page=2`, 'GET');
    expect(answer).toEqual({ location: `${collection}?page=2` });
  });

  it('answers 405 with Allow listing the methods the path offers, for a method it lacks', () => {
    const answer = urlProblem(collection, 'DELETE');
    expect(answer).toBeInstanceOf(ProblemError);
    const problem = answer as ProblemError;
    expect(problem.code).toBe('method_not_allowed');
    const offered = METHODS.filter((m) => (doc.paths[collection] as Record<string, unknown>)[m]).map((m) =>
      m.toUpperCase(),
    );
    expect(problem.headers[header('Allow')]!.split(', ').sort()).toEqual(offered.sort());
  });

  it('answers 404 for a path outside the document', () => {
    expect((urlProblem('/api/v1/no-such-thing/', 'GET') as ProblemError).code).toBe('not_found');
  });
});

describe('unroutable', () => {
  const filled = (value: string) => withParameter.replace(/\{\w+\}/, value).replace(/\{\w+\}/g, '1');
  const name = /\{(\w+)\}/.exec(withParameter)![1];

  it('refuses a path parameter longer than the limit, naming it', () => {
    const problem = unroutable(filled('a'.repeat(MAX_PARAM_LENGTH + 1)));
    expect(problem?.code).toBe('validation_failed');
    expect(problem?.errors?.[0]?.field).toBe(`path/${name}`);
    expect(unroutable(filled('a'.repeat(MAX_PARAM_LENGTH)))).toBeUndefined();
  });

  it('refuses a percent-encoding that is not UTF-8', () => {
    expect(unroutable(filled('%C3%28'))?.errors?.[0]?.field).toBe(`path/${name}`);
    expect(unroutable(filled('%C3%A9'))).toBeUndefined();
  });
});
