import { isObject, type JsonObject, resolve } from './document.js';
import type { Report } from './findings.js';
import { compareUnread } from './unclassified.js';

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

export function compareSecurity(
  before: JsonObject,
  after: JsonObject,
  opA: JsonObject,
  opB: JsonObject,
  add: Report,
): void {
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
