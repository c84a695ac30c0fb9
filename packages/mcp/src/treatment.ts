// `@vps-hosting/mcp/treatment`: what vps-mcp does with a call of an operation, read from the table of
// operations (docs/design/operation-meaning.md) through the tool that serves it. The tool calls decide
// through this same function (call-tool.ts), so a cross-surface test comparing it with the CLI tests
// what the server does.
import { OPERATIONS, type RiskSpec, risksToConfirm } from '@vps-hosting/api/operations';
import { allTools, type Route, type ToolDef } from './tool-catalog.js';

export interface SurfaceTreatment {
  confirms: RiskSpec[];
  waits: boolean;
}

/** The tool and route serving an operation; throws for an operation no tool serves. */
export function servingRoute(operationId: string): { tool: ToolDef; route: Route } {
  for (const tool of allTools()) {
    if (tool.mode === 'wait') continue; // the server's own extra tool; actions_get serves getAction
    const route = Object.values(tool.routes).find((r) => r.operation.operationId === operationId);
    if (route) return { tool, route };
  }
  const known = OPERATIONS.some((op) => op.operationId === operationId);
  throw new Error(`no tool of vps-mcp serves ${operationId}${known ? '' : ' (not an operation of the document)'}`);
}

/** What vps-mcp does with a call of this operation with this body, through whichever tool serves it:
 *  the risks it asks about first (empty: unasked) and whether the tool waits for the action it starts. */
export function mcpTreatment(operationId: string, body?: unknown): SurfaceTreatment {
  const { route } = servingRoute(operationId);
  const operation = route.operation;
  return { confirms: risksToConfirm(operation, body), waits: operation.starts !== undefined };
}
