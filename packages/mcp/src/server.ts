// The MCP server of one connection (stdio) or one request (Streamable HTTP): the selected tools,
// registered on a fresh McpServer whose API calls use the caller's token.
import { McpServer, type ServerContext, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { createVpsClient, DEFAULT_RETRY, type FetchLike, type RetryOptions, warnOnRetry } from '@vps-hosting/api';
import type { WaitOptions } from './await-action.js';
import { callTool, type Args } from './call-tool.js';
import { registerDiscoveryTools } from './dynamic-toolsets.js';
import { DYNAMIC_INSTRUCTIONS, INSTRUCTIONS } from './instructions.js';
import { lazyJsonSchema } from './lazy-schema.js';
import { TOOLSETS } from './overlay.js';
import { PACKAGE } from './package-info.js';
import { DEFAULT_WAIT_MS, selectTools, type Selection, type ToolDef } from './tool-catalog.js';

export interface VpsMcpOptions extends Selection {
  /** The API's origin (VPS_API_URL). */
  apiUrl: string;
  /** Waiting for actions: the client's waitForAction policy (Retry-After, else 2 s growing by half up to
   *  15 s), for up to DEFAULT_WAIT_MS (45 s) by default. */
  wait?: Partial<WaitOptions>;
  /** How the API client retries a 429, 5xx or network failure: the client's DEFAULT_RETRY, for at most
   *  MAX_RETRY_MS in all, with these fields replaced (an embedder's bound; tests shorten the backoff). */
  retry?: RetryOptions;
  /** The fetch the API client uses (tests). */
  fetch?: FetchLike;
  /** Start with the discovery tools only; the agent enables toolsets (dynamic-toolsets.ts). */
  dynamicToolsets?: boolean;
}

const sayRetry = warnOnRetry((line) => {
  process.stderr.write(`vps-mcp: ${line}\n`);
});

/** How long the client may wait out a 429 or 5xx before the tool reports it (ms). */
export const MAX_RETRY_MS = 15_000;

interface Compiled {
  tool: ToolDef;
  input: StandardSchemaWithJSON;
  output?: StandardSchemaWithJSON;
}
const compiledTools = new Map<string, Compiled[]>();

/** The selected tools with their schemas wrapped once per selection (not once per HTTP request); each
 *  compiles on its first validation (lazy-schema.ts). */
export function compiledSelection(selection: Selection): Compiled[] {
  const key = JSON.stringify([
    selection.toolsets,
    selection.tools ?? null,
    !!selection.readOnly,
    selection.scopes ?? null,
  ]);
  let compiled = compiledTools.get(key);
  if (!compiled) {
    compiled = selectTools(selection).map((tool) => ({
      tool,
      input: lazyJsonSchema(tool.inputSchema),
      ...(tool.outputSchema ? { output: lazyJsonSchema(tool.outputSchema) } : {}),
    }));
    compiledTools.set(key, compiled);
  }
  return compiled;
}

/** The client declared form elicitation (2025 era: at initialize; 2026-07-28: in this request). */
function canElicit(server: McpServer): boolean {
  const elicitation = server.server.getClientCapabilities()?.elicitation as Record<string, unknown> | undefined;
  // An empty `elicitation` object means form mode (the 2025-06-18 shape).
  return !!elicitation && (Object.keys(elicitation).length === 0 || 'form' in elicitation);
}

export function createVpsMcpServer(options: VpsMcpOptions, token: string): McpServer {
  const server = new McpServer(
    { name: 'vps-mcp', title: 'VPS Hosting', version: PACKAGE.version },
    {
      instructions: options.dynamicToolsets ? `${INSTRUCTIONS}\n${DYNAMIC_INSTRUCTIONS}` : INSTRUCTIONS,
      capabilities: { tools: options.dynamicToolsets ? { listChanged: true } : {} },
    },
  );
  const client = createVpsClient({
    baseUrl: options.apiUrl,
    token,
    retry: { ...DEFAULT_RETRY, maxTotalMs: MAX_RETRY_MS, ...options.retry },
    // Each wait of a second or more said on stderr, the server's log (src/client/README.md, "How long a call may wait").
    onRetry: sayRetry,
    userAgent: `${PACKAGE.name}/${PACKAGE.version}`,
    onDeprecation: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const wait: WaitOptions = {
    ...(options.wait?.intervalMs !== undefined ? { intervalMs: options.wait.intervalMs } : {}),
    timeoutMs: options.wait?.timeoutMs ?? DEFAULT_WAIT_MS,
  };
  const register = ({ tool, input, output }: Compiled) => {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: input,
        ...(output ? { outputSchema: output } : {}),
        annotations: tool.annotations, // the title is the tool's own `title`
        _meta: {
          'vps-hosting/scopes': tool.scopes,
          'vps-hosting/operations': Object.values(tool.routes).map((r) => r.operation.operationId),
        },
      },
      (args: unknown, ctx: ServerContext) =>
        callTool(tool, args as Args, ctx, { client, wait, canElicit: canElicit(server), apiUrl: options.apiUrl }),
    );
  };
  if (!options.dynamicToolsets) {
    for (const compiled of compiledSelection(options)) register(compiled);
    return server;
  }
  // Each toolset of the selection that keeps a tool, compiled once per process when first enabled.
  const only = (toolset: (typeof TOOLSETS)[number]) => ({ ...options, toolsets: [toolset] });
  const available = TOOLSETS.filter((t) => options.toolsets.includes(t))
    .map((toolset) => ({ toolset, tools: selectTools(only(toolset)).map((tool) => tool.name) }))
    .filter(({ tools }) => tools.length > 0);
  registerDiscoveryTools(server, available, (toolset) => {
    for (const compiled of compiledSelection(only(toolset))) register(compiled);
  });
  return server;
}
