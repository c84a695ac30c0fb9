// Runs one operation command: names resolved, confirmation, --dry-run, the call through the typed
// client, every page of a list, the wait for an action, and the result on stdout.
import { paginate, type Action, type ListPath, type VpsClient } from '@vps-hosting/api';
import { OPERATIONS, type OperationSpec } from '@vps-hosting/api/operations';
import type { CommandSpec } from '../commands/command-specs.js';
import { CREATED_RESOURCE_ACTIONS, PAGE_PARAMETER } from '../commands/overlay.js';
import { formatResult, identifier } from '../output/output-format.js';
import { waitWithProgress } from '../wait/wait-with-progress.js';
import { confirm } from './confirm.js';
import { UsageError } from './exit-codes.js';
import { dryRunDocument, dryRunText, planRequest, requestUrl, type RequestPlan } from './request-plan.js';
import { resolveNames } from './resolve-names.js';
import type { Session } from './session.js';

export interface CommandOptions {
  yes?: boolean;
  dryRun?: boolean;
  wait?: boolean;
  timeout?: string;
  limit?: string;
}

type LooseCall = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown }>;

/** `90`, `90s`, `5m`, `1h` → milliseconds. */
export function parseDuration(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(value.trim());
  if (!match) throw new UsageError(`--timeout ${value}: expected a duration such as 90s, 5m or 1h`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(match[2] ?? 's') as 'ms' | 's' | 'm' | 'h'];
  return Number(match[1]) * unit;
}

export function pollIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.VPS_POLL_INTERVAL ?? '1');
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
}

async function write(
  session: Session,
  result: unknown,
  shape: { list: boolean; schemaName: string | undefined },
): Promise<void> {
  process.stdout.write(await formatResult(result, session.output, shape));
}

async function send(client: VpsClient, operation: OperationSpec, plan: RequestPlan): Promise<unknown> {
  const call = client[operation.method] as unknown as LooseCall;
  const { data, error } = await call(operation.path, {
    params: { path: plan.path, query: plan.query, header: plan.header },
    ...(plan.body !== undefined ? { body: plan.body } : {}),
  });
  if (error) throw error;
  return data;
}

async function list(
  session: Session,
  spec: CommandSpec,
  plan: RequestPlan,
  options: CommandOptions,
): Promise<unknown[]> {
  const client = session.client();
  if (plan.query[PAGE_PARAMETER] !== undefined)
    return ((await send(client, spec.operation, plan)) as { data: unknown[] }).data;
  const limit = options.limit === undefined ? Infinity : Number(options.limit);
  if (limit !== Infinity && (!Number.isInteger(limit) || limit < 0))
    throw new UsageError(`--limit ${options.limit}: expected a whole number`);
  const items: unknown[] = [];
  if (limit === 0) return items;
  const pages = paginate(client, spec.operation.path as ListPath, { path: plan.path, query: plan.query } as never);
  for await (const item of pages) {
    items.push(item);
    if (items.length >= limit) break;
  }
  return items;
}

/** The action a just-created resource started (`create_server`), if it is still going on. */
async function actionOfCreated(client: VpsClient, spec: CommandSpec, created: unknown): Promise<Action | undefined> {
  const how = CREATED_RESOURCE_ACTIONS;
  const list = OPERATIONS.find((o) => o.operationId === how.list);
  const types = list?.parameters.find((p) => p.name === how.typeParameter)?.schema.enum as string[] | undefined;
  const resourceType = spec.operation.success.schemaName?.toLowerCase();
  const id = identifier(created);
  if (!list || !resourceType || !id || !types?.includes(resourceType)) return undefined;
  const query = { [how.typeParameter]: resourceType, [how.idParameter]: id, [how.sort.parameter]: how.sort.value };
  const { data, error } = await (client.GET as unknown as LooseCall)(list.path, { params: { query } });
  if (error) throw error;
  return (data as { data: Action[] }).data.find((a) => a.status === 'pending' || a.status === 'running');
}

/** The GET operation that reads a resource of this schema again after its action finished. */
function readOperation(schemaName: string | undefined): OperationSpec | undefined {
  return OPERATIONS.find(
    (o) =>
      o.method === 'GET' &&
      o.success.kind === 'resource' &&
      o.success.schemaName === schemaName &&
      (o.path.match(/\{/g) ?? []).length === 1,
  );
}

export async function executeOperation(
  session: Session,
  spec: CommandSpec,
  raw: ReadonlyMap<string, string | boolean | string[]>,
  options: CommandOptions,
): Promise<void> {
  const { operation } = spec;
  const plan = planRequest(spec, raw);
  const timeoutMs = options.timeout === undefined ? 30 * 60_000 : parseDuration(options.timeout);
  const idempotencyHeader = operation.parameters.find((p) => p.in === 'header');
  if (operation.acceptsIdempotencyKey && idempotencyHeader && plan.header[idempotencyHeader.name] === undefined) {
    // Made here, not by the client, so --dry-run shows the key that would be sent; retries reuse it.
    plan.header[idempotencyHeader.name] = crypto.randomUUID(); // the Web Crypto global: node:crypto is not loaded
  }
  const resolved = await resolveNames(() => session.client(), plan, OPERATIONS);
  if (options.dryRun) {
    const document = dryRunDocument(spec, session.credentials().baseUrl, plan);
    process.stdout.write(session.json ? `${JSON.stringify(document, null, 2)}\n` : dryRunText(document));
    return;
  }
  if (spec.confirm) {
    const target = spec.arguments
      .filter((a) => a.in === 'path')
      .map((a) => {
        const value = String(plan.path[a.name]);
        const name = resolved.get(value);
        return `${a.name.replace(/_(id|name|slug)$/, '')} ${name ? `${name} (${value})` : value}`;
      })
      .join(', ');
    await confirm(
      `${spec.words[spec.words.length - 1]} ${target || requestUrl('', operation.path, plan)}`,
      options.yes === true,
    );
  }
  const success = operation.success;
  if (success.kind === 'list') {
    await write(session, await list(session, spec, plan, options), { list: true, schemaName: success.itemSchemaName });
    return;
  }
  const client = session.client();
  const data = await send(client, operation, plan);
  const waits = operation.method !== 'GET' && options.wait !== false;
  if (success.kind === 'action' && waits) {
    const done = await waitWithProgress(client, data as Action, { timeoutMs, intervalMs: pollIntervalMs() });
    await write(session, done, { list: false, schemaName: success.schemaName });
    return;
  }
  if (success.kind === 'resource' && operation.method === 'POST' && waits) {
    const action = await actionOfCreated(client, spec, data);
    const read = readOperation(success.schemaName);
    if (action && read) {
      await waitWithProgress(client, action, { timeoutMs, intervalMs: pollIntervalMs() });
      const parameter = read.parameters.find((p) => p.in === 'path')!;
      const again = await send(client, read, {
        path: { [parameter.name]: action.resource.id },
        query: {},
        header: {},
        body: undefined,
      });
      await write(session, again, { list: false, schemaName: success.schemaName });
      return;
    }
  }
  if (success.kind === 'empty' || data === undefined) return;
  await write(session, data, { list: false, schemaName: success.schemaName });
}
