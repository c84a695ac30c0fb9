// What a confirmation says: the target a call acts on, named by its path's last parameter (or, for a
// purchase, the body's `name`, an overlay fact), and the document's own summary sentences of the
// risks this call runs (docs/design/operation-meaning.md). The person reads the resource's name too;
// the model does not (a name is data, not a sentence to put before a model outside the data block).
import type { VpsClient } from '@vps-hosting/api';
import { OPERATIONS, type OperationSpec, type RiskSpec } from '@vps-hosting/api/operations';
import { riskSentences } from './risks.js';
import type { Args } from './tool-args.js';
import type { Route, ToolDef } from './tool-catalog.js';

/** The path parameter that names what a call acts on: the last one. */
export function targetParameter(operation: OperationSpec): string | undefined {
  return operation.parameters.filter((p) => p.in === 'path').at(-1)?.name;
}

/** The id or name the `confirm` argument must repeat. */
export function targetOf(tool: ToolDef, route: Route, args: Args): string {
  if (tool.target === 'body.name') return String((args.body as Args | undefined)?.name ?? '');
  const name = targetParameter(route.operation);
  return name === undefined ? '' : String(args[name] ?? '');
}

/** What the target is: `server` from `server_id`, or the resource a create starts work on. */
function nounOf(tool: ToolDef, route: Route): string {
  if (tool.target === 'body.name') return route.operation.starts?.resource ?? 'resource';
  return (targetParameter(route.operation) ?? 'resource').replace(/_(id|name|slug)$/, '').replace(/_/g, ' ');
}

/**
 * The name of the resource a call acts on, for the person asked to confirm: the `name` the GET of the
 * call's path (or of the nearest path above it) answers. Best effort: undefined when there is none.
 */
export async function targetName(
  client: VpsClient,
  route: Route,
  args: Args,
  signal: AbortSignal,
): Promise<string | undefined> {
  const pathArgs = Object.fromEntries(
    route.operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, args[p.name]]),
  );
  const segments = route.operation.path.split('/').filter(Boolean);
  for (let n = segments.length; n > 2; n--) {
    const path = `/${segments.slice(0, n).join('/')}/`;
    const get = OPERATIONS.find((op) => op.method === 'GET' && op.path === path && op.success.kind === 'resource');
    if (!get) continue;
    if (get.parameters.some((p) => p.in === 'path' && pathArgs[p.name] === undefined)) return undefined;
    const params = {
      path: Object.fromEntries(get.parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathArgs[p.name]])),
    };
    const { data } = await client
      .request('get', get.path as '/api/v1/servers/{server_id}/', { params, signal } as never)
      .catch(() => ({ data: undefined }));
    const name = (data as { name?: unknown } | undefined)?.name;
    return typeof name === 'string' ? name.slice(0, 100) : undefined;
  }
  return undefined;
}

/** "Server 42 (web-1): Restarts the server: what runs on it is unreachable until it is back up." */
export function promptOf(
  tool: ToolDef,
  route: Route,
  risks: readonly RiskSpec[],
  target: string,
  name?: string,
): string {
  const noun = nounOf(tool, route);
  const shown = tool.target === 'body.name' ? JSON.stringify(target) : target;
  const named = name && name !== target ? `${shown} (${name})` : shown;
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${named}: ${riskSentences(risks)}`;
}
