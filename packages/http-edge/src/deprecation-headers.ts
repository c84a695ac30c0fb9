// The deprecation headers of an operation (issue 12), sent by the sandbox and the mock front on
// every answer of an operation marked `deprecated: true`:
//   Deprecation: @<unix seconds of x-deprecated-since>   (RFC 9745)
//   Sunset: <HTTP-date of x-sunset>                      (RFC 8594)
//   Link: <externalDocs.url>; rel="deprecation"          (RFC 9745 §3, the migration note)
// The dates are the house rule's extensions (lint-rules/functions/deprecationSunset.js); the
// migration note is the operation's own `externalDocs`. The names are the RFCs', documented in the
// introduction ("Versioning and changes"), not in components/headers: no response lists them until
// an operation is deprecated, and the lint refuses unused components.
import * as fs from 'node:fs';
import { parse } from 'yaml';
import { readContract } from '@vps-hosting/api/contract';
import { isoDate } from './dates.js';

export const DEPRECATION_HEADER = { deprecation: 'Deprecation', sunset: 'Sunset', link: 'Link' } as const;

type JsonObject = Record<string, unknown>;

/** The headers every answer of `operation` carries, or undefined when it is not deprecated.
 *  Throws when a deprecated operation lacks the dates the house rule requires. */
export function deprecationHeaders(
  operation: JsonObject,
  label = String(operation.operationId ?? 'an operation'),
): Record<string, string> | undefined {
  if (operation.deprecated !== true) return undefined;
  const since = isoDate(operation['x-deprecated-since']);
  const sunset = isoDate(operation['x-sunset']);
  if (!since || !sunset) {
    throw new Error(
      `${label} is deprecated but has no valid x-deprecated-since and x-sunset (YYYY-MM-DD; house rule house-deprecation-sunset)`,
    );
  }
  const headers: Record<string, string> = {
    [DEPRECATION_HEADER.deprecation]: `@${Date.parse(`${since}T00:00:00Z`) / 1000}`,
    [DEPRECATION_HEADER.sunset]: new Date(`${sunset}T00:00:00Z`).toUTCString(),
  };
  const url = (operation.externalDocs as JsonObject | undefined)?.url;
  if (typeof url === 'string' && url !== '') headers[DEPRECATION_HEADER.link] = `<${url}>; rel="deprecation"`;
  return headers;
}

/** The key of an operation in a deprecation table: upper-case method and path template. */
export function operationKey(method: string, pathTemplate: string): string {
  return `${method.toUpperCase()} ${pathTemplate}`;
}

/** The deprecation headers of every deprecated operation of a document, by operationKey. */
export function deprecationTable(document: JsonObject): Map<string, Record<string, string>> {
  const table = new Map<string, Record<string, string>>();
  for (const operation of readContract(document).operations) {
    const headers = deprecationHeaders(operation.node, operation.label);
    if (headers) table.set(operationKey(operation.method, operation.path), headers);
  }
  return table;
}

/** deprecationTable of a bundled document file (JSON or YAML). */
export function deprecationTableOfFile(documentFile: string): Map<string, Record<string, string>> {
  const text = fs.readFileSync(documentFile, 'utf8');
  return deprecationTable((documentFile.endsWith('.json') ? JSON.parse(text) : parse(text)) as JsonObject);
}
