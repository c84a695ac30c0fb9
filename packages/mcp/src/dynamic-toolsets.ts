// --dynamic-toolsets: the server starts with two discovery tools (toolsets_list, toolsets_enable) and
// registers a toolset's tools when the agent enables it, so a session pays for the tools it uses only.
// The tools are those --toolsets would register (--read-only and --scopes apply the same way); once a
// toolset's tools are registered, one notifications/tools/list_changed tells the client to list again.
import type { McpServer } from '@modelcontextprotocol/server';
import { lazyJsonSchema } from './lazy-schema.js';
import { TOOLSET_DESCRIPTIONS, type Toolset } from './overlay.js';

export const DISCOVERY_TOOLS = { list: 'toolsets_list', enable: 'toolsets_enable' } as const;

export interface Enableable {
  toolset: Toolset;
  /** Its tools' names, as the selection rules leave them. */
  tools: string[];
}

const READS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

function answer(data: Record<string, unknown>) {
  return { content: [{ type: 'text' as const, text: JSON.stringify(data) }], structuredContent: data };
}

/**
 * Registers the discovery tools. `register` registers a toolset's tools; the list_changed
 * notification each registration would send is held back and sent once for the whole toolset.
 */
export function registerDiscoveryTools(
  server: McpServer,
  available: readonly Enableable[],
  register: (toolset: Toolset) => void,
): void {
  const enabled = new Set<Toolset>();
  const toolsets = () =>
    available.map(({ toolset, tools }) => ({
      name: toolset,
      description: TOOLSET_DESCRIPTIONS[toolset],
      tool_count: tools.length,
      tools,
      enabled: enabled.has(toolset),
    }));
  const entry = {
    type: 'object',
    required: ['name', 'description', 'tool_count', 'tools', 'enabled'],
    properties: {
      name: { type: 'string' },
      description: { type: 'string' },
      tool_count: { type: 'integer' },
      tools: { type: 'array', items: { type: 'string' } },
      enabled: { type: 'boolean' },
    },
  };
  server.registerTool(
    DISCOVERY_TOOLS.list,
    {
      title: 'List toolsets',
      description:
        'Lists the toolsets this server can add to your tools: what each is for, its tools and whether it ' +
        'is enabled. ' +
        `Enable the ones a task needs with ${DISCOVERY_TOOLS.enable}.`,
      inputSchema: lazyJsonSchema({ type: 'object', properties: {}, additionalProperties: false }),
      outputSchema: lazyJsonSchema({
        type: 'object',
        required: ['toolsets'],
        properties: { toolsets: { type: 'array', items: entry } },
      }),
      annotations: { title: 'List toolsets', ...READS },
    },
    () => answer({ toolsets: toolsets() }),
  );
  server.registerTool(
    DISCOVERY_TOOLS.enable,
    {
      title: 'Enable a toolset',
      description:
        "Adds a toolset's tools to your tools (the server announces the new list); enabling one twice " +
        'changes nothing. ' +
        `Returns the toolset's tools. See ${DISCOVERY_TOOLS.list} for what each toolset holds.`,
      inputSchema: lazyJsonSchema({
        type: 'object',
        required: ['toolset'],
        additionalProperties: false,
        properties: {
          toolset: { type: 'string', enum: available.map((a) => a.toolset), description: 'The toolset to enable.' },
        },
      }),
      outputSchema: lazyJsonSchema({
        type: 'object',
        required: ['toolset', 'tools', 'added'],
        properties: {
          toolset: { type: 'string' },
          tools: { type: 'array', items: { type: 'string' } },
          added: { type: 'boolean' },
        },
      }),
      annotations: { title: 'Enable a toolset', ...READS },
    },
    (args: unknown) => {
      const toolset = (args as { toolset: Toolset }).toolset;
      const tools = available.find((a) => a.toolset === toolset)?.tools ?? [];
      const added = !enabled.has(toolset);
      if (added) {
        enabled.add(toolset);
        // Each registerTool announces the list; one announcement for the toolset is enough.
        const announce = server.sendToolListChanged.bind(server);
        server.sendToolListChanged = () => {};
        try {
          register(toolset);
        } finally {
          server.sendToolListChanged = announce;
        }
        announce();
      }
      return answer({ toolset, tools, added });
    },
  );
}
