// The document's paths as a client meets them (docs/design/edge-answers.md): each template with its
// operations, a concrete path filled in from the examples, the methods no template matching that
// path offers and the exact `Allow` of a 405 there, paths that match nothing, and path parameters
// that surely address nothing (for requests that must be refused before any resource is looked at).
import type { ContractOperation, KitContract } from '../contract/document.js';
import type { CheckContext } from '../run/context.js';
import { examplePath } from './area.js';

/** The methods the API may offer, in `Allow`'s order (docs/design/edge-answers.md#method-not-allowed). */
export const ALLOW_ORDER = ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'] as const;
/** Methods the API offers nowhere (docs/design/edge-answers.md#head-and-options): they answer 405 too. */
export const NEVER_OFFERED = ['HEAD', 'OPTIONS', 'TRACE'] as const;

export interface DocumentPath {
  template: string;
  operations: ContractOperation[];
  /** The template with its parameters filled in from the examples. */
  concrete: string;
  /** Methods of ALLOW_ORDER no template matching the concrete path offers. */
  lacking: string[];
  /** The `Allow` header of a 405 on the concrete path. */
  allow: string;
}

/** Fills a template's parameters (encoded) from values by name. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template}: no value for ${name}`);
    return encodeURIComponent(String(value));
  });
}

const cache = new WeakMap<KitContract, DocumentPath[]>();

export function documentPaths(contract: KitContract): DocumentPath[] {
  const known = cache.get(contract);
  if (known) return known;
  const paths = contract.model.paths.map((path) => {
    const operations = path.operations.filter((op) => op.operationId);
    const concrete = fillTemplate(path.template, examplePath(operations[0] as ContractOperation));
    // A literal segment may also be a parameter value of another template (…/records/batch/ and
    // …/records/{record_id}/): the methods of every template matching the concrete path are offered.
    const offered = new Set(
      contract.model.paths
        .filter((other) => other.pattern.test(concrete))
        .flatMap((other) => other.operations.map((op) => op.method.toUpperCase())),
    );
    return {
      template: path.template,
      operations,
      concrete,
      lacking: ALLOW_ORDER.filter((method) => !offered.has(method)),
      allow: ALLOW_ORDER.filter((method) => offered.has(method)).join(', '),
    };
  });
  cache.set(contract, paths);
  return paths;
}

/** True when a path matches a template of the document. */
export function matchesTemplate(contract: KitContract, path: string): boolean {
  return contract.model.paths.some((candidate) => candidate.pattern.test(path));
}

/** A path under the concrete one that matches no template, with or without its final slash. */
export function unknownPathUnder(contract: KitContract, concrete: string): string {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const candidate = `${concrete}${'zz-no-such-path/'.repeat(attempt)}`;
    if (!matchesTemplate(contract, candidate) && !matchesTemplate(contract, candidate.slice(0, -1))) return candidate;
  }
  throw new Error(`no unknown path found under ${concrete}`);
}

/**
 * Path parameters valid for their schemas that address nothing the target can hold (the largest id,
 * a name of the run that was never created): a request that must be refused before the resource is
 * looked at (401, 403, 405) then changes nothing even on a target that wrongly lets it through.
 */
export function absentPath(ctx: CheckContext, operation: ContractOperation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    const schema = (parameter.schema?.resolved ?? {}) as { type?: string; maximum?: number };
    const candidates =
      schema.type === 'integer'
        ? [String(schema.maximum ?? Number.MAX_SAFE_INTEGER), '999999999']
        : [`${ctx.prefix}-absent.example`, `${ctx.prefix}-absent`, 'zz'];
    const valid = candidates.find((candidate) => {
      const value = schema.type === 'integer' ? Number(candidate) : candidate;
      return parameter.schema ? ctx.contract.schemas.valid(parameter.schema.pointer, value) : true;
    });
    values[parameter.name] = valid ?? String(parameter.example);
  }
  return values;
}

/** The examples for an operation that only reads, an absent resource for one that may change state. */
export function safePath(ctx: CheckContext, operation: ContractOperation): Record<string, string> {
  return operation.method === 'GET' ? examplePath(operation) : absentPath(ctx, operation);
}
