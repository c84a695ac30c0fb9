// Compares an operation's parameters (path-item and operation ones, by `in` and name): added,
// removed, made required, renamed, and each value as the wire carries it (media.ts).
import { compareSunset } from './deprecation.js';
import { type JsonObject, resolve } from './document.js';
import type { Report } from './findings.js';
import { compareUnread } from './unclassified.js';
import type { Operation } from './operations.js';
import { PARAMETER_KEYS } from './operation-keys.js';
import { compareSerialised } from './media.js';

export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] ?? '');
}

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

export function compareParameters(
  before: JsonObject,
  after: JsonObject,
  opA: Operation,
  opB: Operation,
  add: Report,
): void {
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
