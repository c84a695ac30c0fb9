// The tools: the table of operations (`@vps-hosting/api/operations`) plus the reviewed overlay
// (overlay.ts), with input schemas from the document's own JSON Schema and output schemas from its
// success responses (`@vps-hosting/api/operations/schemas`). What a call risks and starts is the
// table's (docs/design/operation-meaning.md): the hints, the `confirm` argument, the `wait` argument
// and the result shape of a call that starts an action follow from it. Built once per process, each
// tool's schemas when first read; `selectTools` picks what one server registers.
import { HEADER } from '@vps-hosting/api';
import { OPERATIONS, type JsonSchema, type OperationSpec } from '@vps-hosting/api/operations';
import { RESPONSE_SCHEMAS } from '@vps-hosting/api/operations/schemas';
import { type Hints, hintsOf } from './annotations.js';
import { compactSchema, leadSentences } from './compact-schema.js';
import { targetParameter } from './confirm-prompt.js';
import { ACTIONS_WAIT, OVERLAY, type Toolset, type ToolOverlay } from './overlay.js';
import { askNote, mayAsk, revealsSecret } from './risks.js';
import { startedCallSchema } from './started-call.js';
import { inputSourcesOf, inputsSentence, namePaths, returnsSentence } from './tool-guide.js';

export const TOOL_NAME = /^[a-z][a-z0-9_]*$/;
export const MAX_TOOL_NAME = 48;
// How long an action tool waits by default (ms): one figure, await-action.ts's, well inside a client's 60 s.
import { DEFAULT_WAIT_MS, MAX_WAIT_SECONDS } from './await-action.js';

export { DEFAULT_WAIT_MS };

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
  /** Some call of the tool can need the person's confirmation: it takes `confirm`. */
  asks: boolean;
  /** What a confirmation names when no path parameter can (overlay). */
  target?: 'body.name';
  /** Some call starts an action (`x-starts`): the tool waits for it unless `wait: false`, and answers a StartedCall. */
  awaits: boolean;
  /** Some call's answer holds a secret: never shown with --read-only. */
  revealsSecret: boolean;
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

const LISTS = OPERATIONS.filter((op) => op.success.kind === 'list');
/** The query parameters every list takes (page, per_page): the instructions describe them once. */
const PAGING = new Set(
  LISTS.map((op) => op.parameters.filter((p) => p.in === 'query').map((p) => p.name)).reduce((all, names) =>
    all.filter((name) => names.includes(name)),
  ),
);

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
        ? 'Only to retry an earlier call: the key its result named.'
        : leadSentences(namePaths(p.description));
    const schema = compactSchema(p.schema, 'input', namePaths);
    properties[name] = p.in === 'query' && PAGING.has(p.name) ? schema : { ...schema, description };
    if (p.required && !allOptional) required.push(name);
  }
  return { properties, required };
}

/** The success answer's schema; MCP wants an object at the top, which a `oneOf` of objects is too. */
function answerOf(op: OperationSpec): JsonSchema | undefined {
  const name = op.success.schemaName;
  if (!name) return undefined;
  const schema = RESPONSE_SCHEMAS[name];
  if (!schema) throw new Error(`no response schema ${name} for ${op.operationId}`);
  const answer: JsonSchema = { type: 'object', ...compactSchema(schema, 'output') };
  if (op.success.kind !== 'list') return answer;
  // A page's envelope (meta, links) is the same on every list, and the instructions describe it.
  const properties = answer.properties as Record<string, JsonSchema>;
  const envelope = Object.keys(properties).filter((key) => key !== 'data');
  return {
    ...answer,
    properties: { ...properties, ...Object.fromEntries(envelope.map((k) => [k, { type: 'object' }])) },
  };
}

/**
 * A list and its get answering the same item: the item stated once in `$defs` (named by its schema)
 * and referred to from the page's `data` and as the single answer.
 */
function listOrItem(list: OperationSpec, listOut: JsonSchema, itemOut: JsonSchema): JsonSchema | undefined {
  const name = list.success.itemSchemaName;
  const data = (listOut.properties as Record<string, JsonSchema> | undefined)?.data;
  if (!name || !data || JSON.stringify(data.items) !== JSON.stringify(itemOut)) return undefined;
  const ref = { $ref: `#/$defs/${name}` };
  const page = { ...listOut, properties: { ...(listOut.properties as object), data: { ...data, items: ref } } };
  return { type: 'object', $defs: { [name]: itemOut }, anyOf: [page, ref] };
}

/** What a call of the operation returns: its answer, or for a call that starts an action, a StartedCall. */
function outputOf(op: OperationSpec): JsonSchema | undefined {
  if (!op.starts) return answerOf(op);
  const action = answerOf(operation(ACTIONS_WAIT.operation));
  if (!action) throw new Error(`${ACTIONS_WAIT.operation} answers no schema`);
  return startedCallSchema(action, op.starts.answer === 'resource' ? answerOf(op) : undefined);
}

/** What the table says of a tool serving these operations; throws when a confirmation could name nothing. */
function meaningOf(name: string, ops: OperationSpec[], overlay: ToolOverlay) {
  const asks = ops.some(mayAsk);
  for (const op of ops.filter(mayAsk)) {
    if (!overlay.target && targetParameter(op) === undefined)
      throw new Error(`${name}: ${op.operationId} asks first but has no path parameter to name: give a target`);
  }
  return {
    annotations: hintsOf(ops, overlay.annotations),
    asks,
    ...(overlay.target ? { target: overlay.target } : {}),
    awaits: ops.some((op) => op.starts !== undefined),
    revealsSecret: ops.some(revealsSecret),
  };
}

/** How long a tool's own sentences may grow (whole sentences; the first is always kept whole). */
export const TOOL_DESCRIPTION_BUDGET = 160;

/**
 * What the tool does (the overlay's words, else the operation's leading sentences, paths named as
 * tools), what it returns, which tools supply its inputs, then deprecation and what it asks first.
 */
function describe(
  name: string,
  text: string,
  overlay: ToolOverlay,
  ops: OperationSpec[],
  mode: 'single' | 'action' | 'pair',
): string {
  const lead = overlay.description ?? leadSentences(namePaths(text), TOOL_DESCRIPTION_BUDGET);
  // What it returns, unless the lead already says so ("Returns one server, …").
  const parts = /\breturns\b/i.test(lead) ? [lead] : [lead, returnsSentence(ops, mode)];
  const inputs = inputsSentence(name, ops);
  if (inputs) parts.push(inputs);
  const deprecated = ops.filter((op) => op.deprecated);
  if (deprecated.length) parts.push(`Deprecated${deprecated[0]?.sunset ? `, sunset ${deprecated[0].sunset}` : ''}.`);
  const note = askNote(ops);
  if (note) parts.push(note);
  return parts.join(' ');
}

function extras(
  def: { awaits: boolean; asks: boolean; target?: 'body.name' },
  properties: Record<string, JsonSchema>,
): void {
  const add = (name: string, schema: JsonSchema) => {
    if (name in properties) throw new Error(`argument ${name} collides with a parameter of the document`);
    properties[name] = schema;
  };
  if (def.awaits) {
    add('wait', { type: 'boolean', default: true, description: 'false: return the action at once.' });
  }
  if (def.asks) {
    add('confirm', {
      type: 'string',
      maxLength: 255,
      description:
        def.target === 'body.name'
          ? 'Only when a result asks for it: the name being bought, once the person agreed.'
          : 'Only when a result asks for it: the target it names, once the person agreed.',
    });
  }
}

function objectSchema(properties: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

/** The tool with its schemas built when first read (to register it), so that a start builds only the
 *  tools it selects (README.md "Start-up"). */
function withSchemas(
  tool: Omit<ToolDef, 'inputSchema' | 'outputSchema'>,
  build: () => { input: JsonSchema; output: JsonSchema | undefined },
): ToolDef {
  let built: ReturnType<typeof build> | undefined;
  const schemas = () => (built ??= build());
  return Object.defineProperties(tool as ToolDef, {
    inputSchema: { enumerable: true, get: () => schemas().input },
    outputSchema: { enumerable: true, get: () => schemas().output },
  });
}

function singleTool(name: string, overlay: ToolOverlay & { operation: string }): ToolDef {
  const op = operation(overlay.operation);
  const meaning = meaningOf(name, [op], overlay);
  const schemas = () => {
    const { properties, required } = parameterProperties(op);
    if (op.body) {
      properties.body = {
        ...compactSchema(op.body.schema, 'input', namePaths),
        description: `The request body (${op.body.schemaName}).`,
      };
      if (op.body.required) required.push('body');
    }
    extras(meaning, properties);
    return { input: objectSchema(properties, required), output: outputOf(op) };
  };
  return withSchemas(
    {
      name,
      title: overlay.title ?? op.summary,
      description: describe(name, op.description, overlay, [op], 'single'),
      toolset: overlay.toolset,
      scopes: [...op.scopes],
      routes: { [op.operationId]: routeOf(op) },
      mode: 'single',
      ...meaning,
    },
    schemas,
  );
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
  const meaning = meaningOf(name, ops, overlay);
  const schemas = () => {
    const { properties, required } = parameterProperties(first);
    const actionArg = { type: 'string', enum: entries.map(([value]) => value), description: 'Which power action.' };
    extras(meaning, properties);
    return {
      input: objectSchema({ action: actionArg, ...properties }, ['action', ...required]),
      output: outputOf(first),
    };
  };
  return withSchemas(
    {
      name,
      title: overlay.title ?? first.summary,
      description: describe(name, first.description, overlay, ops, 'action'),
      toolset: overlay.toolset,
      scopes: [...new Set(ops.flatMap((op) => op.scopes))],
      routes: Object.fromEntries(entries.map(([value, op]) => [value, routeOf(op)])),
      mode: 'action',
      ...meaning,
    },
    schemas,
  );
}

function pairTool(name: string, overlay: ToolOverlay & { pair: [string, string] }): ToolDef {
  const base = operation(overlay.pair[0]);
  const specific = operation(overlay.pair[1]);
  const specificOnly = specific.parameters.filter((p) => !base.parameters.some((b) => b.name === p.name));
  const withoutProse = (schema: unknown) =>
    JSON.stringify(schema, (key, value: unknown) => (key === 'description' ? undefined : value));
  if (
    specificOnly.some((p) => p.in !== 'path') ||
    withoutProse(base.body?.schema) !== withoutProse(specific.body?.schema)
  ) {
    throw new Error(`${name}: a pair's specific operation may add only path parameters, and takes the same body`);
  }
  const ops = [base, specific];
  const meaning = meaningOf(name, ops, overlay);
  if (meaning.awaits) throw new Error(`${name}: a pair cannot start an action (one output schema for both)`);
  const schemas = () => {
    const baseArgs = parameterProperties(base, base.success.kind === 'list');
    const specificArgs = parameterProperties({ ...specific, parameters: specificOnly }, true);
    const properties: Record<string, JsonSchema> = { ...specificArgs.properties, ...baseArgs.properties };
    const required = [...baseArgs.required];
    if (base.body) {
      properties.body = {
        ...compactSchema(base.body.schema, 'input', namePaths),
        description: `The request body (${base.body.schemaName}).`,
      };
      if (base.body.required) required.push('body');
    }
    const [baseOut, specificOut] = [outputOf(base), outputOf(specific)];
    const output =
      withoutProse(baseOut) === withoutProse(specificOut)
        ? baseOut
        : baseOut && specificOut
          ? (listOrItem(base, baseOut, specificOut) ?? { type: 'object', anyOf: [baseOut, specificOut] })
          : undefined;
    extras(meaning, properties);
    return { input: objectSchema(properties, required), output };
  };
  return withSchemas(
    {
      name,
      title: overlay.title ?? base.summary,
      description: describe(name, base.description, overlay, ops, 'pair'),
      toolset: overlay.toolset,
      scopes: [...new Set(ops.flatMap((op) => op.scopes))],
      routes: { base: routeOf(base), specific: routeOf(specific) },
      mode: 'pair',
      ...meaning,
    },
    schemas,
  );
}

function waitTool(): ToolDef {
  const op = operation(ACTIONS_WAIT.operation);
  const schemas = () => {
    const { properties, required } = parameterProperties(op);
    properties.timeout_seconds = {
      type: 'integer',
      minimum: 1,
      maximum: MAX_WAIT_SECONDS,
      description: `How long to wait at most, in seconds; never longer than the server's wait (${DEFAULT_WAIT_MS / 1000} by default).`,
    };
    return { input: objectSchema(properties, required), output: answerOf(op) };
  };
  return withSchemas(
    {
      name: ACTIONS_WAIT.name,
      title: 'Wait for an action',
      description:
        'Waits until an action has finished (with progress) and returns it; call it again if it is still running. ' +
        inputsSentence(ACTIONS_WAIT.name, [op]),
      toolset: ACTIONS_WAIT.toolset,
      annotations: hintsOf([op]),
      scopes: [...op.scopes],
      routes: { [op.operationId]: routeOf(op) },
      mode: 'wait',
      asks: false,
      awaits: false,
      revealsSecret: false,
    },
    schemas,
  );
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
  /** `--tools`: exactly these tools (by name), instead of whole toolsets. */
  tools?: readonly string[];
  readOnly?: boolean;
  /** The token's scopes, when known: tools needing another are hidden. */
  scopes?: readonly string[];
}

/** A tool a read-only agent may see: it changes nothing and its answer holds no secret. */
export const readOnlyTool = (tool: ToolDef): boolean => tool.annotations.readOnlyHint && !tool.revealsSecret;

/** The token may call the operation: it holds every scope the operation's security requirement names
 *  (the document's introduction: each operation needs exactly one; none, any token). */
export const callableWith = (op: OperationSpec, granted: ReadonlySet<string>): boolean =>
  op.scopes.every((scope) => granted.has(scope));

/** A tool stays unless the token can call none of its operations: only the impossible is hidden. */
export const usableWith = (tool: ToolDef, granted: ReadonlySet<string>): boolean =>
  Object.values(tool.routes).some((route) => callableWith(route.operation, granted));

/** The tools a selection names: those of --tools, else those of its toolsets (before --read-only and --scopes). */
function named(selection: Selection): ToolDef[] {
  const names = selection.tools ? new Set(selection.tools) : undefined;
  const tools = allTools().filter((tool) => (names ? names.has(tool.name) : selection.toolsets.includes(tool.toolset)));
  // A wait that ends early tells the agent to go on with actions_wait: by toolset, it comes with any tool that
  // waits (`--toolsets servers` included); --tools registers exactly what it names.
  const waiting = allTools().find((tool) => tool.name === ACTIONS_WAIT.name);
  if (!names && waiting && tools.some((tool) => tool.awaits) && !tools.includes(waiting)) tools.push(waiting);
  return tools;
}

export function selectTools(selection: Selection): ToolDef[] {
  const granted = selection.scopes ? new Set(selection.scopes) : undefined;
  return named(selection).filter(
    (tool) => (!selection.readOnly || readOnlyTool(tool)) && (!granted || usableWith(tool, granted)),
  );
}

/**
 * The tools --tools names that --read-only or --scopes hides (the stricter rule wins), each with
 * the flag and why; a secret --read-only hides is said by secretsHidden instead.
 */
export function namedToolsHidden(selection: Selection): { tool: ToolDef; flag: string; reason: string }[] {
  if (!selection.tools) return [];
  const granted = selection.scopes ? new Set(selection.scopes) : undefined;
  return named(selection).flatMap((tool) => {
    if (selection.readOnly && !tool.annotations.readOnlyHint)
      return [{ tool, flag: '--read-only', reason: 'it changes something' }];
    if (granted && !usableWith(tool, granted)) {
      const lacking = [...new Set(Object.values(tool.routes).flatMap((r) => r.operation.scopes))];
      return [{ tool, flag: '--scopes', reason: `the token lacks ${lacking.join(' or ')}` }];
    }
    return [];
  });
}

/** The list operations a tool's inputs come from (tool-guide.ts: `servers_create`'s plan from GET /api/v1/plans/). */
export function inputSources(tool: ToolDef): OperationSpec[] {
  const ops = Object.values(tool.routes).map((route) => route.operation);
  return [...new Set(inputSourcesOf(tool.name, ops).map((source) => source.list))];
}

/**
 * The tools --scopes shows whose inputs come from a tool it hides (the document names where such a
 * value is read), with those tools and the scopes they need: said on stderr, since the token cannot
 * look those values up.
 */
export function sourcesOutOfScope(selection: Selection): { tool: ToolDef; sources: ToolDef[]; scopes: string[] }[] {
  if (!selection.scopes) return [];
  const granted = new Set(selection.scopes);
  const toolOf = new Map(allTools().flatMap((t) => Object.values(t.routes).map((r) => [r.operation, t] as const)));
  return selectTools(selection).flatMap((tool) => {
    const unreachable = inputSources(tool).filter((op) => !callableWith(op, granted));
    const sources = [...new Set(unreachable.map((op) => toolOf.get(op)).filter((t): t is ToolDef => !!t))];
    const scopes = [...new Set(unreachable.flatMap((op) => op.scopes))];
    return sources.length ? [{ tool, sources, scopes }] : [];
  });
}

/** The tools of the selection that only --read-only hides because their answer holds a secret. */
export function secretsHidden(selection: Selection): ToolDef[] {
  if (!selection.readOnly) return [];
  return named(selection).filter((tool) => tool.annotations.readOnlyHint && tool.revealsSecret);
}

/** Everything the selection flags hide that the person may not expect, one line each (for stderr). */
export function selectionNotes(selection: Selection): string[] {
  const hidden = secretsHidden(selection);
  return [
    ...(hidden.length
      ? [`--read-only hides the tools whose answer holds a secret: ${hidden.map((t) => t.name).join(', ')}`]
      : []),
    ...namedToolsHidden(selection).map(
      ({ tool, flag, reason }) => `--tools names ${tool.name}, which ${flag} hides: ${reason}`,
    ),
    ...sourcesOutOfScope(selection).map(
      ({ tool, sources, scopes }) =>
        `${tool.name} takes values that ${sources.map((t) => t.name).join(', ')} look up, ` +
        `which --scopes hides: the token lacks ${scopes.join(', ')}`,
    ),
  ];
}
