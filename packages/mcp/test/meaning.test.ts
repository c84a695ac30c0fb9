// What the table of operations says each call risks and starts, as every tool shows it in tools/list
// (docs/design/operation-meaning.md): the destructive hint from a destructive or disruptive risk, the
// read-only hint from the method (or the overlay's word for a POST that only searches), the `confirm`
// argument exactly where some call can need it, the `wait` argument and the StartedCall output
// exactly where a call starts an action. No list of tool names: every expectation comes from OPERATIONS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMED_RISKS, OPERATIONS, type OperationSpec, risksToConfirm } from '@vps-hosting/api/operations';
import { OVERLAY, TOOLSETS } from '../src/overlay.js';
import { mcpTreatment } from '../src/treatment.js';
import { connect, startHarness, type Harness, type McpSession } from './mcp-harness.js';

type Tool = Awaited<ReturnType<McpSession['client']['listTools']>>['tools'][number];

let h: Harness;
let tools: Tool[];
beforeAll(async () => {
  h = await startHarness();
  const session = await connect(h, { era: 'modern', toolsets: TOOLSETS });
  tools = (await session.client.listTools()).tools;
  await session.close();
});
afterAll(async () => {
  await h?.close();
});

const byId = new Map(OPERATIONS.map((op) => [op.operationId, op]));
const operationsOf = (tool: Tool): OperationSpec[] =>
  ((tool._meta?.['vps-hosting/operations'] as string[] | undefined) ?? []).map((id) => byId.get(id)!);

describe('tools as the table of operations says', () => {
  it('destructiveHint exactly when some operation destroys or disrupts, conditional risks included', () => {
    for (const tool of tools) {
      const breaks = operationsOf(tool).some((op) =>
        op.risks.some((risk) => risk.kind === 'destructive' || risk.kind === 'disruptive'),
      );
      expect(tool.annotations?.destructiveHint, tool.name).toBe(breaks);
    }
    // Both ways occur, so the check above can fail either way.
    expect(new Set(tools.map((t) => t.annotations?.destructiveHint))).toEqual(new Set([true, false]));
  });

  it('readOnlyHint exactly when every operation is a GET, or the overlay says the POST only reads', () => {
    for (const tool of tools) {
      const reads =
        OVERLAY[tool.name]?.annotations?.readOnlyHint ?? operationsOf(tool).every((op) => op.method === 'GET');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(reads);
      if (reads)
        expect(
          operationsOf(tool).flatMap((op) => risksToConfirm(op)),
          tool.name,
        ).toEqual([]);
    }
  });

  it('takes `confirm` exactly when some call of it can need confirmation', () => {
    for (const tool of tools) {
      const mayAsk = operationsOf(tool).some((op) => risksToConfirm(op).length > 0);
      expect(Object.keys(tool.inputSchema.properties ?? {}).includes('confirm'), tool.name).toBe(mayAsk);
    }
  });

  it('takes `wait` and answers a StartedCall exactly when some call starts an action', () => {
    for (const tool of tools.filter((t) => operationsOf(t).some((op) => op.operationId !== 'getAction'))) {
      const starts = operationsOf(tool).some((op) => op.starts !== undefined);
      expect(Object.keys(tool.inputSchema.properties ?? {}).includes('wait'), tool.name).toBe(starts);
      const output = Object.keys((tool.outputSchema?.properties as object | undefined) ?? {});
      if (starts) expect(output, tool.name).toEqual(expect.arrayContaining(['action', 'idempotency_key', 'next']));
    }
  });

  it('mcpTreatment: every operation is served; it confirms what the table marks and waits for what starts', () => {
    for (const op of OPERATIONS) {
      const treatment = mcpTreatment(op.operationId);
      expect(treatment.waits, op.operationId).toBe(op.starts !== undefined);
      // Without a body, every conditional risk counts: what the table marks to confirm, all of it.
      expect(treatment.confirms.map((r) => r.kind).sort(), op.operationId).toEqual(
        op.risks
          .filter((r) => CONFIRMED_RISKS.has(r.kind))
          .map((r) => r.kind)
          .sort(),
      );
    }
    expect(() => mcpTreatment('notAnOperation')).toThrow(/no tool of vps-mcp serves notAnOperation/);
  });
});
