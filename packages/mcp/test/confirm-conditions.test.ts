// Confirmation decided by the table of operations, call by call (docs/design/operation-meaning.md):
// for every operation that risks something, a call without `confirm` is refused with the document's
// own summary sentences and sends nothing to the API, and the same call with `confirm` naming the
// target is sent; for every conditional risk, a body that meets the condition asks and one that does
// not goes ahead unasked. The calls go through the tool that serves each operation (callTool, with a
// client that cannot ask), against a sandbox, recording every request the API client sends.
import type { ServerContext } from '@modelcontextprotocol/server';
import { createVpsClient, type FetchLike } from '@vps-hosting/api';
import { OPERATIONS, type OperationSpec, type RiskCondition, risksToConfirm } from '@vps-hosting/api/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTool } from '../src/call-tool.js';
import type { Route, ToolDef } from '../src/tool-catalog.js';
import { servingRoute } from '../src/treatment.js';
import { startHarness, textOf, type Harness } from './mcp-harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Calls the tool serving `op` with these arguments; answers the result and the requests sent for `op`. */
async function call(op: OperationSpec, args: Record<string, unknown>) {
  const sent: string[] = [];
  const recording: FetchLike = (request) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return fetch(request);
  };
  const client = createVpsClient({ baseUrl: h.base, token: h.full, fetch: recording });
  const ctx = { mcpReq: { signal: new AbortController().signal, _meta: {}, notify: async () => undefined } };
  const { tool } = servingRoute(op.operationId);
  const result = await callTool(tool, args, ctx as unknown as ServerContext, {
    client,
    wait: { timeoutMs: 1 },
    canElicit: false,
  });
  const path = new RegExp(`^${op.method} ${op.path.replace(/\{\w+\}/g, '[^/]+')}$`);
  return { result: result as { isError?: boolean; content?: unknown }, reached: sent.some((s) => path.test(s)) };
}

/** Arguments that select `op`'s route of its tool, with made-up path values (the API may answer 404). */
function argsFor(op: OperationSpec, body: unknown): Record<string, unknown> {
  const { tool, route } = servingRoute(op.operationId);
  const args: Record<string, unknown> = {};
  for (const p of op.parameters.filter((p) => p.in === 'path'))
    args[p.name] = p.schema.type === 'integer' ? 1 : 'unknown.example';
  const action = Object.entries(tool.routes).find(([, r]) => r === route)?.[0];
  if (tool.mode === 'action') args.action = action;
  if (body !== undefined) args.body = body;
  if (tool.target === 'body.name') args.body = { ...(body as object), name: 'bought.example' };
  return args;
}

/** The value `confirm` must repeat for these arguments. */
function targetOf(tool: ToolDef, route: Route, args: Record<string, unknown>): string {
  if (tool.target === 'body.name') return String((args.body as { name: string }).name);
  return String(args[route.operation.parameters.filter((p) => p.in === 'path').at(-1)!.name]);
}

/** A body meeting the condition, and one that does not (the field set to another value, or left out). */
function bodies(when: RiskCondition): { meets: object; misses: object } {
  if ('present' in when) return { meets: { [when.field]: [1] }, misses: { [when.field]: [] } };
  const other = typeof when.equals === 'boolean' ? !when.equals : null;
  return { meets: { [when.field]: when.equals }, misses: { [when.field]: other } };
}

const risky = OPERATIONS.filter((op) => risksToConfirm(op).length > 0);
/** Each conditional risk of an operation whose every risk to confirm is conditional (else it always asks). */
const conditional = risky.flatMap((op) =>
  risksToConfirm(op).every((risk) => risk.when)
    ? risksToConfirm(op)
        .filter((risk) => risk.when)
        .map((risk) => ({ op, risk, when: risk.when! }))
    : [],
);

describe('confirmation as the table says', () => {
  it('covers conditional and unconditional risks', () => {
    expect(conditional.length).toBeGreaterThan(0);
    expect(risky.some((op) => risksToConfirm(op).some((risk) => !risk.when))).toBe(true);
  });

  it.each(risky.map((op) => [op.operationId, op] as const))(
    '%s: refused unconfirmed (nothing sent), sent once confirm names the target',
    async (_, op) => {
      const { tool, route } = servingRoute(op.operationId);
      // Every risk at once: each conditional one met.
      const body = op.body
        ? Object.assign({}, ...risksToConfirm(op).map((r) => (r.when ? bodies(r.when).meets : {})))
        : undefined;
      const args = argsFor(op, body);
      const refused = await call(op, args);
      expect(refused.result.isError, textOf(refused.result)).toBe(true);
      expect(textOf(refused.result)).toContain("needs the person's confirmation");
      for (const risk of risksToConfirm(op, args.body)) expect(textOf(refused.result)).toContain(risk.summary);
      expect(refused.reached).toBe(false);
      const confirmed = await call(op, { ...args, confirm: targetOf(tool, route, args) });
      expect(textOf(confirmed.result)).not.toContain('confirmation');
      expect(confirmed.reached).toBe(true);
    },
  );

  it.each(conditional.map(({ op, risk, when }) => [op.operationId, JSON.stringify(when), op, risk, when] as const))(
    '%s %s: asks when the body meets it, not otherwise',
    async (_, __, op, risk, when) => {
      const { meets, misses } = bodies(when);
      const asked = await call(op, argsFor(op, meets));
      expect(asked.result.isError).toBe(true);
      expect(textOf(asked.result)).toContain(risk.summary);
      expect(asked.reached).toBe(false);
      for (const body of [misses, {}]) {
        const unasked = await call(op, argsFor(op, body));
        expect(textOf(unasked.result), JSON.stringify(body)).not.toContain('confirmation');
        expect(unasked.reached).toBe(true);
      }
    },
  );
});
