// The document's `servers`: each URL with its variables at their defaults. The first is the API's
// default URL, the one a client calls unless told otherwise.
import { extensionsOf, isRecord, stringOr, type JsonObject } from './json.js';
import { ContractError } from './refs.js';

export interface ServerVariable {
  default: string;
  enum?: string[];
  description?: string;
}

export interface ContractServer {
  /** The URL with every `{variable}` at its default (`https://{host}` → `https://api.example.test`). */
  url: string;
  /** The URL as written, variables and all. */
  template: string;
  description?: string;
  variables: Record<string, ServerVariable>;
  /** The server's `x-*` members. */
  extensions: JsonObject;
}

/** The servers of a document, in its order; a URL naming an undefined variable is an error. */
export function readServers(document: JsonObject): ContractServer[] {
  const servers = Array.isArray(document.servers) ? document.servers.filter(isRecord) : [];
  return servers.map((server, index) => {
    const template = stringOr(server.url) ?? '';
    const variables: Record<string, ServerVariable> = {};
    for (const [name, raw] of Object.entries(isRecord(server.variables) ? server.variables : {})) {
      if (!isRecord(raw)) continue;
      const description = stringOr(raw.description);
      variables[name] = {
        default: String(raw.default ?? ''),
        ...(Array.isArray(raw.enum) ? { enum: raw.enum.map(String) } : {}),
        ...(description !== undefined ? { description } : {}),
      };
    }
    const url = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const variable = variables[name];
      if (!variable) throw new ContractError(`/servers/${index}: the URL's variable {${name}} is not defined`);
      return variable.default;
    });
    const description = stringOr(server.description);
    return {
      url,
      template,
      ...(description !== undefined ? { description } : {}),
      variables,
      extensions: extensionsOf(server),
    };
  });
}

/** The default API URL: the first server's, without a trailing slash (every path starts with one). */
export function defaultApiUrlOf(servers: readonly ContractServer[]): string | undefined {
  const first = servers[0];
  return first ? first.url.replace(/\/+$/, '') : undefined;
}
