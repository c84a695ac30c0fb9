// How the mock front reads a request before Prism sees it: the path against the document's
// templates (308 redirect, 404, 405), the percent-encoding of the path, the bearer scheme (in any
// case), unknown query parameters (docs/design/edge-answers.md), and JSON bodies Prism cannot report on.
import { OFFERED_METHODS, type MockContract, type Operation, type PathTemplate } from './contract.js';
import type { FieldError } from './answers.js';

export type Routing =
  | { kind: 'operation'; operation: Operation }
  | { kind: 'redirect'; location: string }
  | { kind: 'not_found' }
  | { kind: 'method_not_allowed'; allow: string }
  | { kind: 'malformed_path'; field: string };

/** The path and query of a request target (origin form, or absolute form with its origin dropped). */
export function splitTarget(target: string): { path: string; query: string | undefined } {
  const origin = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(target);
  const rest = origin ? target.slice(origin[0].length) || '/' : target;
  const mark = rest.indexOf('?');
  return mark < 0 ? { path: rest, query: undefined } : { path: rest.slice(0, mark), query: rest.slice(mark + 1) };
}

/** Where a request goes: an operation of the document, or the front's own answer. */
export function route(contract: MockContract, method: string, path: string, query: string | undefined): Routing {
  const matching = contract.paths.filter((candidate) => candidate.pattern.test(path));
  const malformed = malformedSegment(path, matching[0]);
  if (malformed !== undefined) return { kind: 'malformed_path', field: malformed };
  if (matching.length === 0) {
    const slashed = contract.paths.some((candidate) => candidate.pattern.test(`${path}/`));
    return slashed
      ? { kind: 'redirect', location: `${path}/${query === undefined ? '' : `?${query}`}` }
      : { kind: 'not_found' };
  }
  const lower = method.toLowerCase();
  for (const candidate of matching) {
    const operation = candidate.operations.find((op) => op.method === lower);
    if (operation) return { kind: 'operation', operation };
  }
  const offered = new Set(matching.flatMap((candidate) => candidate.operations.map((op) => op.method)));
  const allow = OFFERED_METHODS.filter((name) => offered.has(name)).map((name) => name.toUpperCase());
  return { kind: 'method_not_allowed', allow: allow.join(', ') };
}

/**
 * The field of a path segment whose percent-encoding does not decode to UTF-8 text (`path/<name>`
 * for a parameter, "" for any other segment), else undefined.
 */
function malformedSegment(path: string, template: PathTemplate | undefined): string | undefined {
  if (decodes(path)) return undefined;
  const values = template?.pattern.exec(path)?.slice(1) ?? [];
  const index = values.findIndex((value) => !decodes(value));
  return index >= 0 && template ? `path/${template.parameters[index]}` : '';
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** `Authorization: <scheme> <token68>` with the scheme in any case (docs/design/edge-answers.md#bearer-scheme). */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/**
 * The Authorization header as Prism accepts it: a bearer scheme in any letter case becomes
 * `Bearer <token>` (Prism only knows the capitalised form); anything else is left for Prism to refuse.
 */
export function normalisedAuthorization(value: string | undefined): { header: string | undefined; valid: boolean } {
  const match = value === undefined ? null : BEARER.exec(value);
  return match ? { header: `Bearer ${match[1]}`, valid: true } : { header: value, valid: false };
}

/** A `query/<name>` error per query parameter the operation lacks, at most `limit` (docs/design/edge-answers.md). */
export function unknownQueryParameters(operation: Operation, query: string | undefined, limit: number): FieldError[] {
  if (query === undefined) return [];
  const names = new Set(new URLSearchParams(query).keys());
  return [...names]
    .filter((name) => !operation.queryParameters.has(name))
    .slice(0, limit)
    .map((name) => ({
      field: name === '' ? '' : `query/${printable(name)}`,
      code: 'unknown_field',
      message: 'The operation has no query parameter of this name; remove it or check its spelling.',
    }));
}

/**
 * The JSON Pointers of object keys in a parsed body that Prism cannot report: it names an unknown
 * property in its `sl-violations` header, and a name with a character a header may not hold and
 * JSON.stringify leaves as it is (DEL, anything past Latin-1) makes that header invalid (Prism
 * throws and exits). Every request schema of the document is closed and its property names
 * are ASCII, so such a key is always an unknown field. Also reports a body nested deeper than
 * `maxDepth` (no schema nests that deep) as the whole body ("").
 */
export function unreportableKeys(body: unknown, maxDepth: number, limit: number): string[] {
  const found: string[] = [];
  const visit = (node: unknown, pointer: string, depth: number): void => {
    if (found.length >= limit) return;
    if (depth > maxDepth) {
      found.push('');
      return;
    }
    if (Array.isArray(node))
      node.forEach((item, index) => {
        visit(item, `${pointer}/${index}`, depth + 1);
      });
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        const child = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (/[^\u0000-\u007e\u0080-\u00ff]/.test(key)) found.push(printable(child));
        else visit(value, child, depth + 1);
        if (found.length >= limit) return;
      }
    }
  };
  visit(body, '', 0);
  return found;
}

/** A name as a field: control and line-break characters percent-encoded, at most 500 characters. */
function printable(text: string): string {
  const escaped = text.replace(
    /[\u0000-\u001f\u007f\u2028\u2029]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return [...escaped].slice(0, 500).join('');
}

/**
 * What is wrong with a `Prefer: code=…` header (the mock's way to pick an answer) when the status
 * is not one the operation documents, else undefined. Examples Prism cannot find are caught on
 * the way back (Prism's own error).
 */
export function preferProblem(operation: Operation, prefer: string | undefined): FieldError | undefined {
  if (prefer === undefined) return undefined;
  const code = /(?:^|[,;\s])code\s*=\s*("?)([^",;\s]*)\1/i.exec(prefer)?.[2];
  if (code === undefined || (/^\d{3}$/.test(code) && operation.statuses.has(Number(code)))) return undefined;
  return {
    field: 'header/Prefer',
    code: 'invalid_value',
    message: 'Ask for a status the operation documents (code=<status>).',
  };
}
