// Compares the operations of two bundles: which exist, their path parameters, parameters, request
// bodies, responses (statuses, headers, bodies) and security requirements. Schemas are compared
// resolved, in the direction the data travels and as the wire carries them (schema-diff.ts,
// wire.ts). Each object compared lists the keys its rules read; any other key that changed is an
// unclassified breaking finding (unclassified.ts).
import { compareSunset } from './deprecation.js';
import { isObject, type Json, type JsonObject, resolve } from './document.js';
import type { Finding, Report } from './findings.js';
import { compareSchemas, type Direction, walkFor } from './schema-diff.js';
import { flat, typesOf } from './schema-values.js';
import { compareServers } from './servers.js';
import { compareUnread } from './unclassified.js';
import { mediaWire, parameterWire, serialisation } from './wire.js';

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;

export interface Operation {
  method: string;
  path: string;
  node: JsonObject;
  pathItem: JsonObject;
  label: string;
}

/** The operations of a document, keyed by method and path template with parameter names blanked. */
export function operationsOf(document: JsonObject): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = resolve(document, rawItem).node;
    for (const method of METHODS) {
      const node = pathItem[method];
      if (!isObject(node)) continue;
      const id = typeof node.operationId === 'string' ? ` (${node.operationId})` : '';
      operations.set(`${method} ${templateShape(path)}`, {
        method,
        path,
        node,
        pathItem,
        label: `${method.toUpperCase()} ${path}${id}`,
      });
    }
  }
  return operations;
}

function templateShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] ?? '');
}

/** The names a CHANGELOG may use for an operation: its operationId and `METHOD path`. */
export function operationNames(operation: Operation): string[] {
  const names = [`${operation.method.toUpperCase()} ${operation.path}`];
  if (typeof operation.node.operationId === 'string') names.unshift(operation.node.operationId);
  return names;
}

export function compareOperations(before: JsonObject, after: JsonObject): Finding[] {
  const findings: Finding[] = [];
  const operationsA = operationsOf(before);
  const operationsB = operationsOf(after);
  const byId = new Map(
    [...operationsB.values()]
      .filter((op) => typeof op.node.operationId === 'string')
      .map((op) => [op.node.operationId, op]),
  );
  const moved = new Set<Operation>();
  for (const [key, opA] of operationsA) {
    const opB = operationsB.get(key);
    const add = (finding: Omit<Finding, 'operation'>) => findings.push({ operation: opA.label, ...finding });
    if (!opB) {
      const target = byId.get(opA.node.operationId ?? '');
      if (target && !operationsA.has(`${target.method} ${templateShape(target.path)}`)) {
        moved.add(target);
        const lost = pathParameterNames(opA.path).filter((name) => !pathParameterNames(target.path).includes(name));
        add({
          level: 'breaking',
          kind: lost.length > 0 ? 'path-parameter-removed' : 'operation-moved',
          location: 'path',
          message: `moved to ${target.method.toUpperCase()} ${target.path}${lost.length > 0 ? `, path parameter ${lost.map((name) => `\`${name}\``).join(', ')} removed` : ''}: clients calling ${opA.path} get 404`,
        });
      } else {
        add({
          level: 'breaking',
          kind: 'operation-removed',
          location: 'operation',
          message: 'operation removed: clients calling it get 404',
        });
      }
      continue;
    }
    compareOperation(before, after, opA, opB, add);
  }
  for (const [key, opB] of operationsB) {
    if (operationsA.has(key) || moved.has(opB)) continue;
    findings.push({
      operation: opB.label,
      level: 'additive',
      kind: 'operation-added',
      location: 'operation',
      message: 'new operation',
      names: operationNames(opB),
    });
  }
  return findings;
}

type Add = (finding: Omit<Finding, 'operation'>) => void;

function compareOperation(before: JsonObject, after: JsonObject, opA: Operation, opB: Operation, add: Add): void {
  const namesA = pathParameterNames(opA.path);
  const namesB = pathParameterNames(opB.path);
  namesA.forEach((name, index) => {
    const renamed = namesB[index];
    if (renamed !== undefined && renamed !== name) {
      add({
        level: 'breaking',
        kind: 'path-parameter-renamed',
        location: `path parameter ${name}`,
        message: `renamed to \`${renamed}\`: clients pass path parameters by name`,
      });
    }
  });
  if (opA.node.operationId !== opB.node.operationId) {
    add({
      level: 'breaking',
      kind: 'operation-id-changed',
      location: 'operationId',
      message: `operationId changed from ${String(opA.node.operationId)} to ${String(opB.node.operationId)}: generated clients name their methods after it`,
    });
  }
  if (opB.node.deprecated === true && opA.node.deprecated !== true) {
    add({
      level: 'additive',
      kind: 'deprecated',
      location: 'operation',
      message: 'operation deprecated',
      names: operationNames(opB),
      sunset: opB.node['x-sunset'],
    });
  }
  compareSunset(opA.node, opB.node, 'operation', add);
  compareParameters(before, after, opA, opB, add);
  compareRequestBodies(before, after, opA.node.requestBody, opB.node.requestBody, add);
  compareResponses(before, after, opA.node.responses, opB.node.responses, add);
  compareSecurity(before, after, opA.node, opB.node, add);
  // The servers a path or an operation declares replace the document's (compared once, compare.ts).
  const servers = (document: JsonObject, op: Operation) => op.node.servers ?? op.pathItem.servers ?? document.servers;
  if ([opA.node, opA.pathItem, opB.node, opB.pathItem].some((node) => node.servers !== undefined))
    compareServers(before, after, servers(before, opA), servers(after, opB), 'servers', add);
  compareUnread(before, after, opA.node, opB.node, [...OPERATION_KEYS, 'servers'], 'operation', add);
  compareUnread(before, after, opA.pathItem, opB.pathItem, PATH_ITEM_KEYS, 'path', add);
}

/** The keys of an operation (or a webhook's) the rules read; the others are compared whole, fail closed. */
export const OPERATION_KEYS = ['operationId', 'deprecated', 'parameters', 'requestBody', 'responses', 'security'];
const PATH_ITEM_KEYS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace', 'parameters', 'servers'];
/** The keys of a parameter the rules read. */
export const PARAMETER_KEYS = [
  'name',
  'in',
  'required',
  'deprecated',
  'style',
  'explode',
  'allowReserved',
  'schema',
  'content',
];
/** The keys of a media type object the rules read (`encoding` is compared whole). */
export const MEDIA_KEYS = ['schema'];
const BODY_KEYS = ['required', 'content'];
const RESPONSE_KEYS = ['headers', 'content'];
export const HEADER_KEYS = ['required', 'deprecated', 'style', 'explode', 'schema', 'content'];

/** Path-item and operation parameters, resolved, keyed by `in/name` (header names lower-cased). */
function parametersOf(document: JsonObject, op: Operation): Map<string, JsonObject> {
  const parameters = new Map<string, JsonObject>();
  for (const list of [op.pathItem.parameters, op.node.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = resolve(document, raw).node;
      const where = String(parameter.in);
      const name = String(parameter.name);
      parameters.set(`${where}/${where === 'header' ? name.toLowerCase() : name}`, parameter);
    }
  }
  return parameters;
}

function compareParameters(before: JsonObject, after: JsonObject, opA: Operation, opB: Operation, add: Add): void {
  const paramsA = parametersOf(before, opA);
  const paramsB = parametersOf(after, opB);
  const pathsB = [...paramsB.entries()].filter(([key]) => key.startsWith('path/'));
  for (const [key, parameterA] of paramsA) {
    let parameterB = paramsB.get(key);
    // A renamed path parameter is reported with the path; its schema is still compared.
    if (!parameterB && parameterA.in === 'path') {
      const index = pathParameterNames(opA.path).indexOf(String(parameterA.name));
      const renamed = pathParameterNames(opB.path)[index];
      parameterB = pathsB.find(([other]) => other === `path/${renamed}`)?.[1];
      if (!parameterB) continue;
    }
    const location = `parameter ${key}`;
    if (!parameterB) {
      const why =
        parameterA.in === 'query'
          ? 'requests that send it are refused (unknown query parameter)'
          : 'requests that send it are no longer understood';
      add({ level: 'breaking', kind: 'parameter-removed', location, message: `parameter removed: ${why}` });
      continue;
    }
    if (parameterA.required !== true && parameterB.required === true) {
      add({
        level: 'breaking',
        kind: 'parameter-made-required',
        location,
        message: 'optional parameter made required: requests that omit it are refused',
      });
    } else if (parameterA.required === true && parameterB.required !== true && parameterB.in !== 'path') {
      add({ level: 'additive', kind: 'parameter-made-optional', location, message: 'parameter now optional' });
    }
    if (parameterB.deprecated === true && parameterA.deprecated !== true) {
      add({
        level: 'additive',
        kind: 'deprecated',
        location,
        message: 'parameter deprecated',
        names: [String(parameterB.name)],
        sunset: parameterB['x-sunset'],
      });
    }
    compareSunset(parameterA, parameterB, location, add);
    compareSerialised(before, after, parameterA, parameterB, 'input', location, add);
    compareUnread(before, after, parameterA, parameterB, PARAMETER_KEYS, location, add);
  }
  for (const [key, parameterB] of paramsB) {
    if (paramsA.has(key) || parameterB.in === 'path') continue;
    if (parameterB.required === true) {
      add({
        level: 'breaking',
        kind: 'required-parameter-added',
        location: `parameter ${key}`,
        message: 'new required parameter: requests written against the release lack it and are refused',
      });
    } else {
      add({
        level: 'additive',
        kind: 'parameter-added',
        location: `parameter ${key}`,
        message: 'new optional parameter',
      });
    }
  }
}

function contentOf(node: JsonObject): JsonObject {
  return isObject(node.content) ? node.content : {};
}

function compareRequestBodies(
  before: JsonObject,
  after: JsonObject,
  rawA: Json | undefined,
  rawB: Json | undefined,
  add: Add,
): void {
  if (rawA === undefined && rawB === undefined) return;
  const bodyA = resolve(before, rawA).node;
  const bodyB = resolve(after, rawB).node;
  if (rawB === undefined) {
    add({
      level: 'breaking',
      kind: 'request-body-removed',
      location: 'request body',
      message: 'request body removed: requests that send one are refused',
    });
    return;
  }
  if (bodyA.required !== true && bodyB.required === true) {
    add({
      level: 'breaking',
      kind: 'request-body-made-required',
      location: 'request body',
      message: `request body ${rawA === undefined ? 'added and ' : ''}required: requests without one are refused`,
    });
  } else if (rawA === undefined) {
    add({
      level: 'additive',
      kind: 'request-body-added',
      location: 'request body',
      message: 'new optional request body',
    });
    return;
  } else if (bodyA.required === true && bodyB.required !== true) {
    add({
      level: 'additive',
      kind: 'request-body-made-optional',
      location: 'request body',
      message: 'request body now optional',
    });
  }
  const contentA = contentOf(bodyA);
  const contentB = contentOf(bodyB);
  for (const [mediaType, mediaA] of Object.entries(contentA)) {
    const location = `request body ${mediaType}`;
    const mediaB = contentB[mediaType];
    if (!isObject(mediaB)) {
      add({
        level: 'breaking',
        kind: 'media-type-removed',
        location,
        message: 'media type no longer accepted: requests that send it are refused',
      });
    } else if (isObject(mediaA)) {
      compareMedia(before, after, mediaType, mediaA, mediaB, 'input', location, add);
    }
  }
  for (const mediaType of Object.keys(contentB).filter((type) => !(type in contentA))) {
    add({
      level: 'additive',
      kind: 'media-type-added',
      location: `request body ${mediaType}`,
      message: 'new media type accepted',
    });
  }
  compareUnread(before, after, bodyA, bodyB, BODY_KEYS, 'request body', add);
}

/** A media type object's schema, read as that media type's wire carries it, and what else it says. */
export function compareMedia(
  before: JsonObject,
  after: JsonObject,
  mediaType: string,
  mediaA: JsonObject,
  mediaB: JsonObject,
  direction: Direction,
  location: string,
  report: Report,
): void {
  compareSchemas(
    walkFor(before, after, direction, report, mediaWire(mediaType, mediaB)),
    mediaA.schema,
    mediaB.schema,
    location,
  );
  compareUnread(before, after, mediaA, mediaB, MEDIA_KEYS, location, report);
}

/** Whether a parameter's or header's value is a list or an object (so its `explode` matters). */
function structured(document: JsonObject, parameter: JsonObject): boolean {
  const types = typesOf(flat(document, parameter.schema));
  return types === undefined || types.has('array') || types.has('object');
}

/**
 * How a parameter or a header is serialised: by `schema` with a style (wire.ts), or by `content`
 * (one media type). Its style, explode and allowReserved are compared with their defaults filled
 * in; explode, and the style of a query or cookie value, matter only to a list or an object.
 */
export function compareSerialised(
  before: JsonObject,
  after: JsonObject,
  A: JsonObject,
  B: JsonObject,
  direction: Direction,
  location: string,
  report: Report,
): void {
  const changed = (what: string) =>
    report({
      level: 'breaking',
      kind: 'serialization-changed',
      location,
      message: `${what}: clients and servers serialize the value differently`,
    });
  if (isObject(A.content) || isObject(B.content)) {
    if (!isObject(A.content) || !isObject(B.content)) {
      changed(
        `now described by \`${isObject(B.content) ? 'content' : 'schema'}\` instead of \`${isObject(B.content) ? 'schema' : 'content'}\``,
      );
      return;
    }
    const contentB = B.content;
    for (const [mediaType, mediaA] of Object.entries(A.content)) {
      const mediaB = contentB[mediaType];
      if (!isObject(mediaB)) changed(`no longer sent as ${mediaType}`);
      else if (isObject(mediaA)) compareMedia(before, after, mediaType, mediaA, mediaB, direction, location, report);
    }
    for (const mediaType of Object.keys(contentB).filter((type) => !(type in (A.content as JsonObject))))
      changed(`now sent as ${mediaType}`);
    return;
  }
  const a = serialisation(A);
  const b = serialisation(B);
  const lists = structured(before, A) && structured(after, B);
  const query = A.in === 'query' || A.in === 'cookie';
  if (a.style !== b.style && (lists || !query)) changed(`\`style\` changed from ${a.style} to ${b.style}`);
  if (a.explode !== b.explode && lists) changed(`\`explode\` changed from ${a.explode} to ${b.explode}`);
  if (a.allowReserved !== b.allowReserved)
    changed(`\`allowReserved\` changed from ${a.allowReserved} to ${b.allowReserved}`);
  // A single value becoming a list is read by the new serialisation: how old clients' values arrive.
  compareSchemas(walkFor(before, after, direction, report, parameterWire(B)), A.schema, B.schema, location);
}

function headersOf(document: JsonObject, response: JsonObject): Map<string, JsonObject> {
  const headers = isObject(response.headers) ? response.headers : {};
  return new Map(
    Object.entries(headers).map(([name, raw]) => [name.toLowerCase(), { name, ...resolve(document, raw).node }]),
  );
}

function compareResponses(
  before: JsonObject,
  after: JsonObject,
  rawA: Json | undefined,
  rawB: Json | undefined,
  add: Add,
): void {
  const responsesA = isObject(rawA) ? rawA : {};
  const responsesB = isObject(rawB) ? rawB : {};
  for (const [status, rawResponseA] of Object.entries(responsesA)) {
    const location = `response ${status}`;
    if (!(status in responsesB)) {
      add({
        level: 'breaking',
        kind: 'response-removed',
        location,
        message: 'response status removed: clients and servers written against the release handle it',
      });
      continue;
    }
    const responseA = resolve(before, rawResponseA).node;
    const responseB = resolve(after, responsesB[status]).node;
    const headersA = headersOf(before, responseA);
    const headersB = headersOf(after, responseB);
    for (const [key, headerA] of headersA) {
      const headerB = headersB.get(key);
      const where = `${location} header ${String(headerA.name)}`;
      if (!headerB) {
        add({
          level: 'breaking',
          kind: 'response-header-removed',
          location: where,
          message: 'documented header removed: clients that read it no longer get it',
        });
        continue;
      }
      if (headerA.required === true && headerB.required !== true) {
        add({
          level: 'breaking',
          kind: 'header-made-optional',
          location: where,
          message: 'header no longer always sent: clients that rely on it break',
        });
      }
      compareHeader(before, after, headerA, headerB, 'output', where, add);
    }
    for (const headerB of headersB.values()) {
      if (!headersA.has(String(headerB.name).toLowerCase())) {
        add({
          level: 'additive',
          kind: 'response-header-added',
          location: `${location} header ${String(headerB.name)}`,
          message: 'new documented header',
        });
      }
    }
    const contentA = contentOf(responseA);
    const contentB = contentOf(responseB);
    for (const [mediaType, mediaA] of Object.entries(contentA)) {
      const mediaB = contentB[mediaType];
      const where = `${location} ${mediaType}`;
      if (!isObject(mediaB)) {
        add({
          level: 'breaking',
          kind: 'media-type-removed',
          location: where,
          message: 'media type no longer returned: clients that read it break',
        });
      } else if (isObject(mediaA)) {
        compareMedia(before, after, mediaType, mediaA, mediaB, 'output', where, add);
      }
    }
    for (const mediaType of Object.keys(contentB).filter((type) => !(type in contentA))) {
      add({
        level: 'additive',
        kind: 'media-type-added',
        location: `${location} ${mediaType}`,
        message: 'new media type returned',
      });
    }
    compareUnread(before, after, responseA, responseB, RESPONSE_KEYS, location, add);
  }
  for (const status of Object.keys(responsesB).filter((status) => !(status in responsesA))) {
    add({
      level: 'additive',
      kind: 'response-added',
      location: `response ${status}`,
      message: 'new documented response',
    });
  }
}

/**
 * A header (of a response, or of a webhook event): its deprecation, its serialisation and schema
 * (headers travel as text, `simple` style), and what else it says. `name` is the map's key.
 */
export function compareHeader(
  before: JsonObject,
  after: JsonObject,
  headerA: JsonObject,
  headerB: JsonObject,
  direction: Direction,
  location: string,
  report: Report,
): void {
  if (headerB.deprecated === true && headerA.deprecated !== true)
    report({
      level: 'additive',
      kind: 'deprecated',
      location,
      message: 'header deprecated',
      names: [String(headerB.name)],
      sunset: headerB['x-sunset'],
    });
  compareSunset(headerA, headerB, location, report);
  if (headerA.required !== true && headerB.required === true && direction === 'output')
    report({ level: 'additive', kind: 'header-made-required', location, message: 'header now always sent' });
  const asParameter = (header: JsonObject): JsonObject => ({ ...header, in: 'header' });
  compareSerialised(before, after, asParameter(headerA), asParameter(headerB), direction, location, report);
  compareUnread(before, after, headerA, headerB, [...HEADER_KEYS, 'name', 'in'], location, report);
}

/**
 * Security alternatives as scheme → scopes (OR of ANDs); the operation's own, else the document's.
 * No requirement at all (`security: []` or none declared) is one alternative that asks for nothing.
 */
function securityOf(document: JsonObject, operation: JsonObject): Map<string, Set<string>>[] {
  const list = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(document.security)
      ? document.security
      : [];
  if (list.length === 0) return [new Map()];
  return list
    .filter(isObject)
    .map(
      (alternative) =>
        new Map(
          Object.entries(alternative).map(([scheme, scopes]) => [
            scheme,
            new Set(Array.isArray(scopes) ? scopes.map(String) : []),
          ]),
        ),
    );
}

function describeAlternative(alternative: Map<string, Set<string>>): string {
  if (alternative.size === 0) return 'no authentication';
  return [...alternative].map(([scheme, scopes]) => `${scheme} [${[...scopes].join(', ')}]`).join(' + ');
}

/** True when every credential satisfying `wanted` also satisfies `offered`. */
function satisfies(wanted: Map<string, Set<string>>, offered: Map<string, Set<string>>): boolean {
  return [...offered].every(([scheme, scopes]) => {
    const have = wanted.get(scheme);
    return have !== undefined && [...scopes].every((scope) => have.has(scope));
  });
}

function compareSecurity(before: JsonObject, after: JsonObject, opA: JsonObject, opB: JsonObject, add: Add): void {
  const alternativesA = securityOf(before, opA);
  const alternativesB = securityOf(after, opB);
  for (const alternative of alternativesA) {
    if (alternativesB.some((other) => satisfies(alternative, other))) continue;
    add({
      level: 'breaking',
      kind: 'security-alternative-removed',
      location: 'security',
      message: `alternative ${describeAlternative(alternative)} removed or tightened: tokens that only meet it are now refused`,
    });
  }
  for (const alternative of alternativesB) {
    if (alternativesA.some((other) => satisfies(other, alternative) && satisfies(alternative, other))) continue;
    add({
      level: 'additive',
      kind: 'security-alternative-added',
      location: 'security',
      message: `alternative ${describeAlternative(alternative)} now accepted`,
    });
  }
  const schemesA =
    isObject(before.components) && isObject(before.components.securitySchemes) ? before.components.securitySchemes : {};
  const schemesB =
    isObject(after.components) && isObject(after.components.securitySchemes) ? after.components.securitySchemes : {};
  const used = new Set(alternativesA.flatMap((alternative) => [...alternative.keys()]));
  for (const scheme of used) {
    const a = resolve(before, schemesA[scheme]).node;
    const b = resolve(after, schemesB[scheme]).node;
    for (const keyword of ['type', 'scheme', 'in', 'name'] as const) {
      if (a[keyword] !== b[keyword]) {
        add({
          level: 'breaking',
          kind: 'security-scheme-changed',
          location: `security scheme ${scheme}`,
          message: `\`${keyword}\` changed from ${String(a[keyword])} to ${String(b[keyword])}: clients send credentials the old way`,
        });
      }
    }
    // `bearerFormat` only hints at what the token looks like.
    compareUnread(
      before,
      after,
      a,
      b,
      ['type', 'scheme', 'in', 'name', 'bearerFormat'],
      `security scheme ${scheme}`,
      add,
    );
  }
}
