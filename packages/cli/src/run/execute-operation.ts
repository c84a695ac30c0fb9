// Runs one operation command: the request checked (validate-flags.ts, -o columns), names resolved, --dry-run, the confirmation the table asks for this
// body (cliTreatment), the call through the typed client, every page of a list, the wait for the
// action the call started, and the result on stdout.
import { paginate, type Action, type ListPath, type VpsClient } from '@vps-hosting/api';
import { OPERATIONS, type OperationSpec } from '@vps-hosting/api/operations';
import type { CommandSpec } from '../commands/command-specs.js';
import { documentField } from '../commands/document-field.js';
import { PAGE_PARAMETER, PAGE_SIZE_PARAMETER } from '../commands/overlay.js';
import { cliTreatment } from '../commands/treatment.js';
import { checkChosenColumns, formatResult, identifier } from '../output/output-format.js';
import { followAction, UnfinishedWork } from '../wait/follow-action.js';
import { confirm } from './confirm.js';
import { UsageError } from './exit-codes.js';
import { readValueFiles } from './file-values.js';
import { dryRunDocument, dryRunText, planRequest, requestUrl, type RequestPlan } from './request-plan.js';
import { resolveNames } from './resolve-names.js';
import { validateRequest } from './validate-flags.js';
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

/** `VPS_POLL_INTERVAL` (seconds): the first pause of a wait when the API sends no Retry-After; else the client's. */
export function pollIntervalMs(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const seconds = Number(env.VPS_POLL_INTERVAL);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

async function write(
  session: Session,
  result: unknown,
  shape: { list: boolean; schemaName: string | undefined },
): Promise<void> {
  process.stdout.write(await formatResult(result, session.output, shape));
}

/** A document (a zone file) as its raw text in the default output; undefined when the answer is not one. */
function documentText(session: Session, operation: OperationSpec, data: unknown): string | undefined {
  const { format, quiet } = session.output;
  if (format.kind !== 'table' || format.columns !== undefined || quiet) return undefined;
  const field = documentField(operation, OPERATIONS);
  const text = field === undefined ? undefined : (data as Record<string, unknown> | undefined)?.[field];
  return typeof text === 'string' ? text : undefined;
}

/** The page size a full read asks for: the schema's maximum (or --limit when smaller), unless given. */
function pageSize(operation: OperationSpec, query: Record<string, unknown>, limit: number): number | undefined {
  if (query[PAGE_SIZE_PARAMETER] !== undefined) return undefined;
  const schema = operation.parameters.find((p) => p.in === 'query' && p.name === PAGE_SIZE_PARAMETER)?.schema;
  const maximum = schema?.maximum;
  if (typeof maximum !== 'number') return undefined;
  const minimum = typeof schema?.minimum === 'number' ? schema.minimum : 1;
  return Math.max(minimum, Math.min(maximum, limit));
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

async function listItems(
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
  const size = pageSize(spec.operation, plan.query, limit);
  const query = size === undefined ? plan.query : { ...plan.query, [PAGE_SIZE_PARAMETER]: size };
  const pages = paginate(client, spec.operation.path as ListPath, { path: plan.path, query } as never);
  for await (const item of pages) {
    items.push(item);
    if (items.length >= limit) break;
  }
  return items;
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

/** What a prompt names: the path's resources (`server web-1 (42)`), else the name the body gives, else the URL. */
function targetOf(spec: CommandSpec, plan: RequestPlan, resolved: ReadonlyMap<string, string>): string {
  const target = spec.arguments
    .filter((a) => a.in === 'path')
    .map((a) => {
      const value = String(plan.path[a.name]);
      const name = resolved.get(value);
      return `${a.name.replace(/_(id|name|slug)$/, '')} ${name ? `${name} (${value})` : value}`;
    })
    .join(', ');
  const named = plan.body?.name;
  return target || (typeof named === 'string' ? named : requestUrl('', spec.operation.path, plan));
}

export async function executeOperation(
  session: Session,
  spec: CommandSpec,
  raw: ReadonlyMap<string, string | boolean | string[]>,
  options: CommandOptions,
): Promise<void> {
  const { operation } = spec;
  const values = await readValueFiles(spec, raw);
  const plan = planRequest(spec, values.raw, values.parsed);
  validateRequest(spec, plan);
  const list = operation.success.kind === 'list';
  await checkChosenColumns(session.output, {
    list,
    schemaName: list ? operation.success.itemSchemaName : operation.success.schemaName,
  });
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
  // The body about to be sent decides (an operation with a body and none given sends nothing to meet a condition).
  const treatment = cliTreatment(operation.operationId, plan.body ?? (operation.body ? {} : undefined));
  if (treatment.confirms.length > 0) {
    await confirm(
      `${spec.words[spec.words.length - 1]} ${targetOf(spec, plan, resolved)}`,
      treatment.confirms,
      options.yes === true,
    );
  }
  const success = operation.success;
  if (success.kind === 'list') {
    await write(session, await listItems(session, spec, plan, options), {
      list: true,
      schemaName: success.itemSchemaName,
    });
    return;
  }
  const client = session.client();
  const data = await send(client, operation, plan);
  const starts = operation.starts;
  if (starts && treatment.waits && options.wait !== false) {
    const follow = { timeoutMs, intervalMs: pollIntervalMs() };
    if (starts.answer === 'action') {
      const done = await followAction(client, { starts, answer: data, started: true }, follow);
      await write(session, done, { list: false, schemaName: success.schemaName });
      return;
    }
    const resource = { type: starts.resource, id: identifier(data) };
    const done = await followAction(client, { starts, answer: data, resource, started: true }, follow);
    await write(session, await readAgain(client, success.schemaName, done, data), {
      list: false,
      schemaName: success.schemaName,
    });
    return;
  }
  if (success.kind === 'empty' || data === undefined) return;
  const text = documentText(session, operation, data);
  if (text !== undefined) {
    process.stdout.write(text);
    return;
  }
  await write(session, data, { list: false, schemaName: success.schemaName });
}

/** The resource once its action succeeded (as the call answered it when no GET reads it). */
async function readAgain(client: VpsClient, schemaName: string | undefined, done: Action, answered: unknown) {
  const read = readOperation(schemaName);
  const parameter = read?.parameters.find((p) => p.in === 'path');
  if (!read || !parameter) return answered;
  try {
    return await send(client, read, {
      path: { [parameter.name]: done.resource.id },
      query: {},
      header: {},
      body: undefined,
    });
  } catch (error) {
    throw new UnfinishedWork({ actionId: done.id, lastSeen: done }, error);
  }
}
