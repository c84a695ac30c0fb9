// The document's paths as a client meets them (docs/design/edge-answers.md): each template with its methods, a
// concrete path filled in from the examples, the templates that concrete path also matches, the
// methods it lacks and the `Allow` header it must answer them with, and paths that match nothing.
import { operations, type Operation } from './document.js';
import { validRequest } from './requests.js';

/** The methods the API may offer, in `Allow`'s order (docs/design/edge-answers.md#method-not-allowed). */
export const OFFERED_METHODS = ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'];
/** Methods the API offers nowhere (docs/design/edge-answers.md#head-and-options): they answer 405 too. */
export const NEVER_OFFERED = ['HEAD', 'OPTIONS', 'TRACE'];

export interface DocumentPath {
  template: string;
  operations: Operation[];
  /** The template with its parameters filled in from the examples. */
  concrete: string;
  /** Methods no template matching the concrete path offers (upper case). */
  lacking: string[];
  /** The `Allow` header of a 405 on the concrete path. */
  allow: string;
}

function patternOf(template: string): RegExp {
  const parts = template.split(/(\{[^}]+\})/);
  return new RegExp(
    `^${parts.map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`,
  );
}

/** True when the path matches a template of the document. */
export function matchesTemplate(path: string): boolean {
  return [...new Set(operations().map((operation) => operation.path))].some((template) =>
    patternOf(template).test(path),
  );
}

let cached: DocumentPath[] | undefined;

export function documentPaths(): DocumentPath[] {
  if (cached) return cached;
  const byTemplate = new Map<string, Operation[]>();
  for (const operation of operations())
    byTemplate.set(operation.path, [...(byTemplate.get(operation.path) ?? []), operation]);
  cached = [...byTemplate].map(([template, ops]) => {
    const concrete = validRequest(ops[0]!).path;
    // A literal segment may also be a parameter value of another template (…/records/batch/ and
    // …/records/{record_id}/): the methods of every template matching the concrete path are offered.
    const offered = new Set(
      [...byTemplate]
        .filter(([other]) => patternOf(other).test(concrete))
        .flatMap(([, others]) => others.map((op) => op.method.toUpperCase())),
    );
    const lacking = [...OFFERED_METHODS.filter((method) => !offered.has(method)), ...NEVER_OFFERED];
    const allow = OFFERED_METHODS.filter((method) => offered.has(method)).join(', ');
    return { template, operations: ops, concrete, lacking, allow };
  });
  return cached;
}

/** A path under the concrete one that matches no template, with or without its final slash. */
export function unknownPathUnder(concrete: string): string {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = `${concrete}${'zz-no-such-path/'.repeat(attempt + 1)}`;
    if (!matchesTemplate(candidate) && !matchesTemplate(candidate.slice(0, -1))) return candidate;
  }
  throw new Error(`no unknown path found under ${concrete}`);
}
