// The one route matcher of the mock and the sandbox (docs/design/edge-answers.md): a request's
// method and raw target against the contract model's path templates, to an operation, a redirect
// to the slash form, no such path, a method the path does not offer (with the Allow list), or a
// path that is malformed before any routing (a percent-encoding that is not UTF-8, a segment
// longer than a path parameter may be).
//
// Matching rules: the target's path is split on `/` as sent; a literal segment of a template
// matches a segment whose percent-decoding equals it (as a router decodes), a parameter matches
// any non-empty segment (the contract model's `[^/]+`), kept as sent. Templates are tried in the
// contract model's routing order (fewer parameters first, else the document's).
import {
  type ContractOperation,
  type ContractPath,
  routingOrder,
  type TemplateMatcher,
  templateMatcher,
} from '@vps-hosting/api/contract';

/** The order of the methods in an Allow header (docs/design/edge-answers.md#method-not-allowed). */
export const ALLOW_ORDER = ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'] as const;
/** Longest path segment a request may have; longer is malformed (docs/design/edge-answers.md#malformed-requests). */
export const MAX_PARAM_LENGTH = 300;

export type MalformedReason = 'undecodable' | 'too_long';

export type Routing =
  | {
      kind: 'operation';
      operation: ContractOperation;
      path: ContractPath;
      /** Each path parameter's segment as sent (not decoded). */
      parameters: Record<string, string>;
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'not_found' }
  | { kind: 'method_not_allowed'; allow: string[] }
  | { kind: 'malformed_path'; reason: MalformedReason; field: string };

export interface RouterOptions {
  /** Longest path segment before the path is malformed (default MAX_PARAM_LENGTH; Infinity: none). */
  maxSegmentLength?: number;
}

export interface Router {
  /** The document's paths in the order they are tried. */
  paths: readonly ContractPath[];
  /** Where a request goes (`target`: origin form, or absolute form whose origin is dropped). */
  route(method: string, target: string): Routing;
  /** The malformed-path answer of a target, else undefined (what a router refuses before routing). */
  malformedPath(target: string): Extract<Routing, { kind: 'malformed_path' }> | undefined;
}

/** The path and query of a request target (origin form, or absolute form with its origin dropped);
 *  a fragment is dropped, the query is undefined when there is no `?`. */
export function splitTarget(target: string): { path: string; query: string | undefined } {
  const origin = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(target);
  const rest = (origin ? target.slice(origin[0].length) || '/' : target).split('#')[0] as string;
  const mark = rest.indexOf('?');
  return mark < 0 ? { path: rest, query: undefined } : { path: rest.slice(0, mark), query: rest.slice(mark + 1) };
}

interface Segment {
  /** The literal text, or undefined for a segment holding a parameter. */
  literal?: string;
  /** For a parameter segment: its pattern and parameter names. */
  matcher?: TemplateMatcher;
}

interface Compiled {
  path: ContractPath;
  segments: Segment[];
}

export function createRouter(paths: readonly ContractPath[], options: RouterOptions = {}): Router {
  const maxSegmentLength = options.maxSegmentLength ?? MAX_PARAM_LENGTH;
  const ordered = routingOrder(paths);
  const compiled: Compiled[] = ordered.map((path) => ({
    path,
    segments: path.template
      .split('/')
      .map((part) => (part.includes('{') ? { matcher: templateMatcher(part) } : { literal: part })),
  }));

  /** The templates a path matches, in routing order, with their parameters as sent. */
  const matching = (path: string): Array<{ path: ContractPath; parameters: Record<string, string> }> => {
    if (!path.startsWith('/')) return [];
    const parts = path.split('/');
    const decodedParts = parts.map(decoded);
    const found: Array<{ path: ContractPath; parameters: Record<string, string> }> = [];
    for (const candidate of compiled) {
      if (candidate.segments.length !== parts.length) continue;
      const parameters: Record<string, string> = {};
      const matches = candidate.segments.every((segment, index) => {
        if (segment.matcher === undefined) return decodedParts[index] === segment.literal;
        const values = segment.matcher.pattern.exec(parts[index] as string);
        if (!values) return false;
        segment.matcher.parameterNames.forEach((name, at) => {
          parameters[name] = values[at + 1] ?? '';
        });
        return true;
      });
      if (matches) found.push({ path: candidate.path, parameters });
    }
    return found;
  };

  const malformedPath = (target: string): Extract<Routing, { kind: 'malformed_path' }> | undefined => {
    const { path } = splitTarget(target);
    const parts = path.split('/');
    const check = (reason: MalformedReason, bad: (segment: string) => boolean) => {
      if (!parts.some(bad)) return undefined;
      for (const { parameters } of matching(path)) {
        const name = Object.keys(parameters).find((key) => bad(parameters[key] as string));
        if (name !== undefined) return { kind: 'malformed_path' as const, reason, field: `path/${name}` };
      }
      return { kind: 'malformed_path' as const, reason, field: '' };
    };
    return (
      check('undecodable', (segment) => decoded(segment) === undefined) ??
      check('too_long', (segment) => segment.length > maxSegmentLength)
    );
  };

  const route = (method: string, target: string): Routing => {
    const malformed = malformedPath(target);
    if (malformed) return malformed;
    const { path, query } = splitTarget(target);
    const here = matching(path);
    if (here.length === 0) {
      if (!path.endsWith('/') && matching(`${path}/`).length > 0)
        return { kind: 'redirect', location: `${path}/${query === undefined ? '' : `?${query}`}` };
      return { kind: 'not_found' };
    }
    const upper = method.toUpperCase();
    for (const { path: candidate, parameters } of here) {
      const operation = candidate.operations.find((op) => op.method === upper);
      if (operation) return { kind: 'operation', operation, path: candidate, parameters };
    }
    const offered = new Set<string>(here.flatMap(({ path: candidate }) => candidate.operations.map((op) => op.method)));
    return { kind: 'method_not_allowed', allow: ALLOW_ORDER.filter((name) => offered.has(name)) };
  };

  return { paths: ordered, route, malformedPath };
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
