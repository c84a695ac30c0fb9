// The servers a client is pointed at (the document's, a path's or an operation's `servers`): each
// server is its URL with its variables' defaults and allowed values. One no longer listed breaks
// clients configured with it; a new one is additive. No `servers` at all means the document's own
// location (`/`), as OpenAPI says.
import { canonical } from './canonical.js';
import { isObject, type Json, type JsonObject } from './document.js';
import type { Report } from './findings.js';

function serversOf(document: JsonObject, raw: Json | undefined): Map<string, string> {
  const list: Json[] = Array.isArray(raw) && raw.length > 0 ? raw : [{ url: '/' }];
  const servers = list.filter((server): server is JsonObject => isObject(server));
  return new Map(servers.map((server) => [canonical(document, server), String(server.url)]));
}

/** Compares two `servers` lists at one level; nothing when neither declares any. */
export function compareServers(
  before: JsonObject,
  after: JsonObject,
  rawA: Json | undefined,
  rawB: Json | undefined,
  location: string,
  report: Report,
): void {
  if (rawA === undefined && rawB === undefined) return;
  const serversA = serversOf(before, rawA);
  const serversB = serversOf(after, rawB);
  for (const [key, url] of serversA) {
    if (serversB.has(key)) continue;
    report({
      level: 'breaking',
      kind: 'server-removed',
      location,
      message: `server ${url} removed or changed (its URL or variables): clients configured with it call what is no longer served`,
    });
  }
  for (const [key, url] of serversB) {
    if (!serversA.has(key))
      report({ level: 'additive', kind: 'server-added', location, message: `server ${url} added` });
  }
}
