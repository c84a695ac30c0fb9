// A real sandbox and the SDK's own MCP client talking to vps-mcp in one of three ways:
// - `modern`: protocol 2026-07-28 over Streamable HTTP, served in-process by createMcpHandler;
// - `legacy-http`: a 2025 revision over the same handler (stateless: the server knows no client capability);
// - `legacy-session`: a 2025 revision over an in-memory session (server-to-client requests work).
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { createVpsMcpServer, type VpsMcpOptions } from '../src/server.js';
import { DEFAULT_TOOLSETS } from '../src/overlay.js';
import { startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';

export type Era = 'modern' | 'legacy-http' | 'legacy-session';

export type ElicitAnswer =
  | { action: 'accept'; content: Record<string, string | number | boolean> }
  | { action: 'decline' | 'cancel' };

export interface McpSession {
  client: Client;
  /** The elicitation requests the client received (their messages). */
  asked: string[];
  close(): Promise<void>;
}

export interface ConnectOptions extends Partial<VpsMcpOptions> {
  era: Era;
  token?: string;
  /** Declare form elicitation and answer every request so. */
  elicit?: ElicitAnswer;
}

/** Connects an SDK client to a vps-mcp server whose API is the harness's sandbox. */
export async function connect(h: Harness, o: ConnectOptions): Promise<McpSession> {
  const options: VpsMcpOptions = {
    apiUrl: o.apiUrl ?? h.base,
    toolsets: o.toolsets ?? DEFAULT_TOOLSETS,
    ...(o.readOnly !== undefined ? { readOnly: o.readOnly } : {}),
    ...(o.scopes ? { scopes: o.scopes } : {}),
    ...(o.fetch ? { fetch: o.fetch } : {}),
    wait: { intervalMs: 50, timeoutMs: 20_000, ...o.wait },
  };
  const token = o.token ?? h.full;
  const asked: string[] = [];
  const client = new Client(
    { name: 'vps-mcp-test', version: '1.0.0' },
    {
      ...(o.era === 'modern' ? { versionNegotiation: { mode: 'auto' as const } } : {}),
      capabilities: o.elicit ? { elicitation: { form: {} } } : {},
    },
  );
  if (o.elicit) {
    const answer = o.elicit;
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push(String(request.params.message));
      return answer;
    });
  }
  if (o.era === 'legacy-session') {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = createVpsMcpServer(options, token);
    await server.connect(serverSide);
    await client.connect(clientSide);
    return {
      client,
      asked,
      close: async () => {
        await client.close();
        await server.close();
      },
    };
  }
  const handler = createMcpHandler(() => createVpsMcpServer(options, token));
  const transport = new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), {
    fetch: (url, init) => handler.fetch(new Request(url, init)),
  });
  await client.connect(transport);
  return {
    client,
    asked,
    close: async () => {
      await client.close();
      await handler.close();
    },
  };
}

/** The one text block of a result. */
export function textOf(result: { content?: unknown }): string {
  const content = (result.content ?? []) as { type: string; text?: string }[];
  return content
    .filter((c) => c.type === 'text')
    .map((c) => c.text ?? '')
    .join('\n');
}

/** A sandbox on a SQLite file in a temporary folder (as `npm run sandbox` runs), from the sandbox's public test harness. */
export const startHarness = startTestSandbox;
export type Harness = TestSandbox;
