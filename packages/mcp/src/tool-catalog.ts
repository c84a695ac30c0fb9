// The tools: the table of operations (`@vps-hosting/api/operations`) plus the reviewed overlay
// (overlay.ts), with input schemas from the document's own JSON Schema and output schemas from its
// success responses (`@vps-hosting/api/operations/schemas`). Built once per process; `selectTools` picks what one server registers.
import { HEADER } from '@vps-hosting/api';
import { OPERATIONS, type JsonSchema, type OperationSpec } from '@vps-hosting/api/operations';
import { RESPONSE_SCHEMAS } from '@vps-hosting/api/operations/schemas';
import { hintsOf, mergeHints, type Hints } from './annotations.js';
import { compactSchema, firstSentence } from './compact-schema.js';
import { ACTIONS_WAIT, OVERLAY, type ConfirmReason, type Toolset, type ToolOverlay } from './overlay.js';

export const TOOL_NAME = /^[a-z][a-z0-9_]*$/;
export const MAX_TOOL_NAME = 48;
/** How long an action tool waits by default (ms). */
export const DEFAULT_WAIT_MS = 120_000;

/** Where an argument of a tool goes in the request. */
export interface ArgumentTarget {
  in: 'path' | 'query' | 'header';
  name: string;
}

export interface Route {
  operation: OperationSpec;
  /** Tool argument name → request parameter. */
  parameters: Record<string, ArgumentTarget>;
}

export interface ToolDef {
  name: string;
  title: string;
  description: string;
  toolset: Toolset;
  annotations: Hints;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  /** Scopes the tool's operations need (all of them, for a merged tool). */
  scopes: string[];
  /** One route; one per `action` value; or `base` and `specific` of a pair. */
  routes: Record<string, Route>;
  mode: 'single' | 'action' | 'pair' | 'wait';
  confirm?: { reason: ConfirmReason; actions?: string[]; target?: 'body.name' };
  /** The operation answers an Action: the tool waits for it unless `wait: false`. */
  awaits: boolean;
}

/** A parameter's argument name: path and query names as they are, `Idempotency-Key` → `idempotency_key`. */
export const argumentName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');

const byId = new Map(OPERATIONS.map((op) => [op.operationId, op]));
function operation(id: string): OperationSpec {
  const op = byId.get(id);
  if (!op) throw new Error(`overlay names ${id}, which is not an operation of the document`);
  return op;
}

function routeOf(op: OperationSpec): Route {
  return {
    operation: op,
    parameters: Object.fromEntries(op.parameters.map((p) => [argumentName(p.name), { in: p.in, name: p.name }])),
  };
}

function parameterProperties(
  op: OperationSpec,
  allOptional = false,
): { properties: Record<string, JsonSchema>; required: string[] } {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of op.parameters) {
    const name = argumentName(p.name);
    const description =
      p.in === 'header' && p.name.toLowerCase() === HEADER.idempotencyKey.toLowerCase()
        ? 'Optional: the key of an earlier attempt of this same call, to retry it safely; by default a new key is made.'
        : firstSentence(p.description);
    properties[name] = { ...compactSchema(p.schema, 'input'), description };
    if (p.required && !allOptional) required.push(name);
  }
  return { properties, required };
}

/** The success answer's schema; MCP wants an object at the top, which a `oneOf` of objects is too. */
function outputOf(op: OperationSpec): JsonSchema | undefined {
  const name = op.success.schemaName;
  if (!name) return undefined;
  const schema = RESPONSE_SCHEMAS[name];
  if (!schema) throw new Error(`no response schema ${name} for ${op.operationId}`);
  return { type: 'object', ...compactSchema(schema, 'output') };
}

function describe(text: string, overlay: ToolOverlay, ops: OperationSpec[], confirm: ToolOverlay['confirm']): string {
  const parts = [overlay.description ?? firstSentence(text)];
  const deprecated = ops.filter((op) => op.deprecated);
  if (deprecated.length) parts.push(`Deprecated${deprecated[0]?.sunset ? `, sunset ${deprecated[0].sunset}` : ''}.`);
  if (confirm)
    parts.push(
      confirm.reason === 'paid' ? 'Costs money: the person confirms first.' : 'Destructive: the person confirms first.',
    );
  return parts.join(' ');
}

function extras(
  def: { awaits: boolean; confirm: ToolOverlay['confirm'] },
  properties: Record<string, JsonSchema>,
): void {
  const add = (name: string, schema: JsonSchema) => {
    if (name in properties) throw new Error(`argument ${name} collides with a parameter of the document`);
    properties[name] = schema;
  };
  if (def.awaits) {
    add('wait', {
      type: 'boolean',
      default: true,
      description: 'Wait for the action to finish (bounded, with progress); false returns it at once.',
    });
  }
  if (def.confirm) {
    add('confirm', {
      type: 'string',
      maxLength: 255,
      description:
        def.confirm.target === 'body.name'
          ? 'Only if the server cannot ask the person itself: the name being bought, after the person agreed.'
          : 'Only if the server cannot ask the person itself: the id or name of the target, after the person agreed.',
    });
  }
}

function objectSchema(properties: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

function singleTool(name: string, overlay: ToolOverlay & { operation: string }): ToolDef {
  const op = operation(overlay.operation);
  const { properties, required } = parameterProperties(op);
  if (op.body) {
    properties.body = {
      ...compactSchema(op.body.schema, 'input'),
      description: `The request body (${op.body.schemaName}).`,
    };
    if (op.body.required) required.push('body');
  }
  const awaits = op.success.kind === 'action' && op.method !== 'GET';
  extras({ awaits, confirm: overlay.confirm }, properties);
  return {
    name,
    title: overlay.title ?? op.summary,
    description: describe(op.description, overlay, [op], overlay.confirm),
    toolset: overlay.toolset,
    annotations: { ...hintsOf(op.method), ...overlay.annotations },
    inputSchema: objectSchema(properties, required),
    ...(outputOf(op) ? { outputSchema: outputOf(op) } : {}),
    scopes: [...op.scopes],
    routes: { [op.operationId]: routeOf(op) },
    mode: 'single',
    ...(overlay.confirm ? { confirm: overlay.confirm } : {}),
    awaits,
  };
}

function actionTool(name: string, overlay: ToolOverlay & { action: Record<string, string> }): ToolDef {
  const entries = Object.entries(overlay.action).map(([value, id]) => [value, operation(id)] as const);
  const ops = entries.map(([, op]) => op);
  const first = ops[0];
  if (!first) throw new Error(`${name}: no operations`);
  const signature = (op: OperationSpec) =>
    JSON.stringify([op.parameters.map((p) => [p.name, p.in, p.required]), op.body?.schemaName, op.success]);
  if (ops.some((op) => signature(op) !== signature(first)))
    throw new Error(`${name}: merged operations must take the same arguments and answer alike`);
  const { properties, required } = parameterProperties(first);
  const actionArg = { type: 'string', enum: entries.map(([value]) => value), description: 'Which power action.' };
  const awaits = first.success.kind === 'action';
  extras({ awaits, confirm: overlay.confirm }, properties);
  return {
    name,
    title: overlay.title ?? first.summary,
    description: describe(first.description, overlay, ops, overlay.confirm),
    toolset: overlay.toolset,
    annotations: { ...mergeHints(ops.map((op) => hintsOf(op.method))), ...overlay.annotations },
    inputSchema: objectSchema({ action: actionArg, ...properties }, ['action', ...required]),
    ...(outputOf(first) ? { outputSchema: outputOf(first) } : {}),
    scopes: [...new Set(ops.flatMap((op) => op.scopes))],
    routes: Object.fromEntries(entries.map(([value, op]) => [value, routeOf(op)])),
    mode: 'action',
    ...(overlay.confirm ? { confirm: overlay.confirm } : {}),
    awaits,
  };
}

function pairTool(name: string, overlay: ToolOverlay & { pair: [string, string] }): ToolDef {
  const base = operation(overlay.pair[0]);
  const specific = operation(overlay.pair[1]);
  const baseArgs = parameterProperties(base, base.success.kind === 'list');
  const specificOnly = specific.parameters.filter((p) => !base.parameters.some((b) => b.name === p.name));
  const specificArgs = parameterProperties({ ...specific, parameters: specificOnly }, true);
  const withoutProse = (schema: unknown) =>
    JSON.stringify(schema, (key, value: unknown) => (key === 'description' ? undefined : value));
  if (
    specificOnly.some((p) => p.in !== 'path') ||
    withoutProse(base.body?.schema) !== withoutProse(specific.body?.schema)
  ) {
    throw new Error(`${name}: a pair's specific operation may add only path parameters, and takes the same body`);
  }
  const properties = { ...specificArgs.properties, ...baseArgs.properties };
  const required = [...baseArgs.required];
  if (base.body) {
    properties.body = {
      ...compactSchema(base.body.schema, 'input'),
      description: `The request body (${base.body.schemaName}).`,
    };
    if (base.body.required) required.push('body');
  }
  const [baseOut, specificOut] = [outputOf(base), outputOf(specific)];
  const outputSchema =
    withoutProse(baseOut) === withoutProse(specificOut)
      ? baseOut
      : baseOut && specificOut
        ? { type: 'object', anyOf: [baseOut, specificOut] }
        : undefined;
  const ops = [base, specific];
  return {
    name,
    title: overlay.title ?? base.summary,
    description: describe(base.description, overlay, ops, undefined),
    toolset: overlay.toolset,
    annotations: { ...mergeHints(ops.map((op) => hintsOf(op.method))), ...overlay.annotations },
    inputSchema: objectSchema(properties, required),
    ...(outputSchema ? { outputSchema } : {}),
    scopes: [...new Set(ops.flatMap((op) => op.scopes))],
    routes: { base: routeOf(base), specific: routeOf(specific) },
    mode: 'pair',
    awaits: false,
  };
}

function waitTool(): ToolDef {
  const op = operation(ACTIONS_WAIT.operation);
  const { properties, required } = parameterProperties(op);
  properties.timeout_seconds = {
    type: 'integer',
    minimum: 1,
    maximum: DEFAULT_WAIT_MS / 1000,
    description: `How long to wait at most (default ${DEFAULT_WAIT_MS / 1000}).`,
  };
  return {
    name: ACTIONS_WAIT.name,
    title: 'Wait for an action',
    description:
      'Waits until an action has finished (with progress) and returns it; call it again if it is still running.',
    toolset: ACTIONS_WAIT.toolset,
    annotations: hintsOf('GET'),
    inputSchema: objectSchema(properties, required),
    ...(outputOf(op) ? { outputSchema: outputOf(op) } : {}),
    scopes: [...op.scopes],
    routes: { [op.operationId]: routeOf(op) },
    mode: 'wait',
    awaits: true,
  };
}

/** Every tool, in a fixed order (the overlay's), `actions_wait` after `actions_get`. */
export function buildTools(): ToolDef[] {
  const tools: ToolDef[] = [];
  const covered = new Set<string>();
  for (const [name, overlay] of Object.entries(OVERLAY)) {
    const def = overlay.action
      ? actionTool(name, { ...overlay, action: overlay.action })
      : overlay.pair
        ? pairTool(name, { ...overlay, pair: overlay.pair })
        : overlay.operation
          ? singleTool(name, { ...overlay, operation: overlay.operation })
          : undefined;
    if (!def) throw new Error(`overlay ${name} names no operation`);
    for (const route of Object.values(def.routes)) {
      if (covered.has(route.operation.operationId)) throw new Error(`${route.operation.operationId} is in two tools`);
      covered.add(route.operation.operationId);
    }
    tools.push(def);
    if (name === 'actions_get') tools.push(waitTool());
  }
  const missing = OPERATIONS.filter((op) => !covered.has(op.operationId)).map((op) => op.operationId);
  if (missing.length) throw new Error(`operations without a tool (add them to overlay.ts): ${missing.join(', ')}`);
  return tools;
}

let all: ToolDef[] | undefined;
/** The tools of every toolset, built once. */
export function allTools(): ToolDef[] {
  all ??= buildTools();
  return all;
}

export interface Selection {
  toolsets: readonly Toolset[];
  readOnly?: boolean;
  /** The token's scopes, when known: tools needing another are hidden. */
  scopes?: readonly string[];
}

export function selectTools(selection: Selection): ToolDef[] {
  const granted = selection.scopes ? new Set(selection.scopes) : undefined;
  return allTools().filter(
    (tool) =>
      selection.toolsets.includes(tool.toolset) &&
      (!selection.readOnly || tool.annotations.readOnlyHint) &&
      (!granted || tool.scopes.every((scope) => granted.has(scope))),
  );
}
