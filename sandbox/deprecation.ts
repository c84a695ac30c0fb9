// Deprecation headers (issue 12): every answer of a deprecated operation carries `Deprecation`,
// `Sunset` and, when the operation names a migration note, `Link` (scripts/lib/deprecation-headers.ts,
// shared with the mock front); errors and rate-limit refusals of that operation included.
import type { FastifyInstance } from 'fastify';
import { deprecationTable, operationKey } from '../scripts/lib/deprecation-headers.js';
import { openapi, type JsonObject } from './document.js';

/** Adds the deprecation headers to the answers of the document's deprecated operations, found by
 *  the route Fastify matched (`/api/v1/servers/:server_id/` for `/api/v1/servers/{server_id}/`). */
export function registerDeprecationHeaders(app: FastifyInstance, document: JsonObject = openapi): void {
  const table = new Map<string, Record<string, string>>();
  for (const [key, headers] of deprecationTable(document)) table.set(key.replace(/\{(\w+)\}/g, ':$1'), headers);
  if (table.size === 0) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const headers = route === undefined ? undefined : table.get(operationKey(request.method, route));
    if (headers) reply.headers(headers);
    return payload;
  });
}
