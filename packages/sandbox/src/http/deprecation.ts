// Deprecation headers (issue 12): every answer of a deprecated operation carries `Deprecation`,
// `Sunset` and, when the operation names a migration note, `Link` (packages/http-edge/src/deprecation-headers.ts,
// shared with the mock front); errors and rate-limit refusals of that operation included.
// The sandbox's server no longer registers this hook: its operations have no route of their own,
// and the shared edge plugin (@vps-hosting/http-edge/fastify) sends these headers from its routing.
// It stays for an app with one Fastify route per operation, as test/deprecation.test.ts builds.
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { deprecationTable, operationKey } from '@vps-hosting/http-edge';
import { openapi, type JsonObject } from '../document.js';

/** Adds the deprecation headers to the answers of the document's deprecated operations: an onSend
 *  hook on each of their routes (`/api/v1/servers/:server_id/` for `/api/v1/servers/{server_id}/`),
 *  registered before the routes; the other routes run no hook for it. */
export function registerDeprecationHeaders(app: FastifyInstance, document: JsonObject = openapi): void {
  const table = new Map<string, Record<string, string>>();
  for (const [key, headers] of deprecationTable(document)) table.set(key.replace(/\{(\w+)\}/g, ':$1'), headers);
  if (table.size === 0) return;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const headers = table.get(operationKey(method, route.url));
      if (!headers) continue;
      const hook: onSendHookHandler = (_request, reply, payload, done) => {
        reply.headers(headers);
        done(null, payload);
      };
      route.onSend =
        route.onSend === undefined ? [hook] : [...(Array.isArray(route.onSend) ? route.onSend : [route.onSend]), hook];
      return;
    }
  });
}
