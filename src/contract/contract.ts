// The contract model: one reading of a bundled OpenAPI document (no `$ref` to another file), from
// which the table of operations is generated and on which the docs build, the benchmarks, the mock
// and the sandbox read what they need. Nothing here reads a file: give it the parsed document.
import type { JsonObject } from './json.js';
import { type ContractOperation, type NamedExample, OperationReader } from './operations.js';
import { matchTemplate, routingOrder, type TemplateMatcher, templateMatcher } from './paths.js';
import { ContractError, pointerOf, type RefResolver, refResolver } from './refs.js';
import { type ContractServer, defaultApiUrlOf, readServers } from './servers.js';

export interface ContractPath extends TemplateMatcher {
  pointer: string;
  /** Its operations, in the order the path item writes its methods. */
  operations: ContractOperation[];
}

export interface Contract {
  /** The document read (not copied). */
  document: JsonObject;
  /** Its `info` object, as written. */
  info: JsonObject;
  servers: ContractServer[];
  /** The first server's URL, variables at their defaults, no trailing slash; undefined without servers. */
  defaultApiUrl: string | undefined;
  /** Every path, in the document's order. */
  paths: ContractPath[];
  /** Every operation of `paths`, in the document's order (paths, then methods as written). */
  operations: ContractOperation[];
  /** Every operation of `webhooks` (OpenAPI 3.1), its `path` the entry's name. */
  webhooks: ContractOperation[];
  /** `components/securitySchemes`, each resolved, by name. */
  securitySchemes: Record<string, JsonObject>;
  /** `components/examples`, each resolved, in order. */
  examples: NamedExample[];
  resolver: RefResolver;
  /** The operation with this operationId; a ContractError if the document has none. */
  operation(operationId: string): ContractOperation;
  /**
   * The path a request path goes to (literal templates first) with its parameters' segments, and the
   * operation of that path for the method, if it has one (else the path's `operations` say which
   * methods it allows).
   */
  match(
    method: string,
    pathname: string,
  ): { path: ContractPath; parameters: Record<string, string>; operation: ContractOperation | undefined } | undefined;
}

export function readContract(document: JsonObject): Contract {
  const resolver = refResolver(document);
  const reader = new OperationReader(resolver);
  const components = resolver.resolve(document.components);
  const paths: ContractPath[] = Object.entries(resolver.resolve(document.paths)).map(([template, item]) => {
    const pointer = pointerOf('paths', template);
    return {
      ...templateMatcher(template),
      pointer,
      operations: reader.operations(template, item, pointer, document.security),
    };
  });
  const operations = paths.flatMap((path) => path.operations);
  const webhooks = Object.entries(resolver.resolve(document.webhooks)).flatMap(([name, item]) =>
    reader.operations(name, item, pointerOf('webhooks', name), document.security),
  );
  const byId = new Map<string, ContractOperation>();
  for (const operation of operations) {
    if (operation.operationId !== undefined && !byId.has(operation.operationId))
      byId.set(operation.operationId, operation);
  }
  const servers = readServers(document);
  const ordered = routingOrder(paths);
  return {
    document,
    info: resolver.resolve(document.info),
    servers,
    defaultApiUrl: defaultApiUrlOf(servers),
    paths,
    operations,
    webhooks,
    securitySchemes: Object.fromEntries(
      Object.entries(resolver.resolve(components.securitySchemes)).map(([name, scheme]) => [
        name,
        resolver.resolve(scheme),
      ]),
    ),
    examples: reader.namedExamples(components.examples, pointerOf('components', 'examples')),
    resolver,
    operation: (operationId) => {
      const found = byId.get(operationId);
      if (!found) throw new ContractError(`the document has no operation ${operationId}`);
      return found;
    },
    match: (method, pathname) => {
      const found = matchTemplate(ordered, pathname);
      if (!found) return undefined;
      const upper = method.toUpperCase();
      return {
        path: found.matched,
        parameters: found.parameters,
        operation: found.matched.operations.find((operation) => operation.method === upper),
      };
    },
  };
}
