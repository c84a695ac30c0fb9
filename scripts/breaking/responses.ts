// Compares an operation's responses: statuses, their headers and their bodies, as output.
import { compareSunset } from './deprecation.js';
import { isObject, type Json, type JsonObject, resolve } from './document.js';
import type { Report } from './findings.js';
import type { Direction } from './schema-diff.js';
import { compareUnread } from './unclassified.js';
import { HEADER_KEYS, RESPONSE_KEYS } from './operation-keys.js';
import { compareContent, compareSerialised, contentOf } from './media.js';

function headersOf(document: JsonObject, response: JsonObject): Map<string, JsonObject> {
  const headers = isObject(response.headers) ? response.headers : {};
  return new Map(
    Object.entries(headers).map(([name, raw]) => [name.toLowerCase(), { name, ...resolve(document, raw).node }]),
  );
}

export function compareResponses(
  before: JsonObject,
  after: JsonObject,
  rawA: Json | undefined,
  rawB: Json | undefined,
  add: Report,
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
    compareContent(
      before,
      after,
      contentOf(responseA),
      contentOf(responseB),
      'output',
      location,
      {
        removed: 'media type no longer returned: clients that read it break',
        added: 'new media type returned',
      },
      add,
    );
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
