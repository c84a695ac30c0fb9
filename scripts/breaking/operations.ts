// Compares the operations of two bundles: which exist, their path parameters and operationId, then
// each part in a file of its own: parameters.ts, bodies.ts, responses.ts, security.ts (values as the
// wire carries them: media.ts, wire.ts; schemas in the direction the data travels: schema-diff.ts).
// Each object compared lists the keys its rules read (operation-keys.ts); any other key that changed
// is an unclassified breaking finding (unclassified.ts).
import { compareSunset } from './deprecation.js';
import { isObject, type JsonObject, resolve } from './document.js';
import type { Finding, Report } from './findings.js';
import { compareServers } from './servers.js';
import { compareUnread } from './unclassified.js';
import { compareRequestBodies } from './bodies.js';
import { compareMeaning } from './meaning.js';
import { OPERATION_KEYS, PATH_ITEM_KEYS } from './operation-keys.js';
import { compareParameters, pathParameterNames } from './parameters.js';
import { compareResponses } from './responses.js';
import { compareSecurity } from './security.js';

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

function compareOperation(before: JsonObject, after: JsonObject, opA: Operation, opB: Operation, add: Report): void {
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
  compareMeaning(opA.node, opB.node, add);
  // The servers a path or an operation declares replace the document's (compared once, compare.ts).
  const servers = (document: JsonObject, op: Operation) => op.node.servers ?? op.pathItem.servers ?? document.servers;
  if ([opA.node, opA.pathItem, opB.node, opB.pathItem].some((node) => node.servers !== undefined))
    compareServers(before, after, servers(before, opA), servers(after, opB), 'servers', add);
  compareUnread(before, after, opA.node, opB.node, [...OPERATION_KEYS, 'servers'], 'operation', add);
  compareUnread(before, after, opA.pathItem, opB.pathItem, PATH_ITEM_KEYS, 'path', add);
}
