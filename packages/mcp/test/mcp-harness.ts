// A real sandbox and the SDK's own MCP client talking to vps-mcp in one of five ways:
// - `modern`: protocol 2026-07-28 over Streamable HTTP, served in-process by the server's own HTTP
//   handler (createHttpHandler, as `vps-mcp --http` serves it; the bearer token passed as it reads it);
// - `legacy-http`: a 2025 revision over the same handler (a session of its own, Mcp-Session-Id);
// - `modern-stdio` and `legacy-stdio`: either revision through serveStdio, as the bin serves stdio,
//   over an in-memory pipe (the era is decided by the opening exchange, one server per connection);
// - `legacy-session`: a 2025 revision connected straight to one server over an in-memory pipe.
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { createHttpHandler } from '../src/http.js';
import type { SessionLimits } from '../src/legacy-sessions.js';
import { createVpsMcpServer, type VpsMcpOptions } from '../src/server.js';
import { DEFAULT_TOOLSETS } from '../src/overlay.js';
import { servingRoute } from '../src/treatment.js';
import { startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';

export type Era = 'modern' | 'legacy-http' | 'modern-stdio' | 'legacy-stdio' | 'legacy-session';

/** The 2026-07-28 revision (the others speak a 2025 one). */
export const isModern = (era: Era) => era === 'modern' || era === 'modern-stdio';

export type ElicitAnswer =
  | { action: 'accept'; content: Record<string, string | number | boolean> }
  | { action: 'decline' | 'cancel' };

export interface McpSession {
  client: Client;
  /** The elicitation requests the client received (their messages). */
  asked: string[];
  /** Over HTTP in a 2025 revision: ends the session (DELETE). */
  terminate?: () => Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions extends Partial<VpsMcpOptions> {
  era: Era;
  token?: string;
  /** Declare form elicitation and answer every request so. */
  elicit?: ElicitAnswer;
  /** Bounds of the HTTP handler's 2025-era sessions. */
  sessions?: SessionLimits;
}

/** Connects an SDK client to a vps-mcp server whose API is the harness's sandbox. */
export async function connect(h: Harness, o: ConnectOptions): Promise<McpSession> {
  const options: VpsMcpOptions = {
    apiUrl: o.apiUrl ?? h.base,
    toolsets: o.toolsets ?? DEFAULT_TOOLSETS,
    ...(o.readOnly !== undefined ? { readOnly: o.readOnly } : {}),
    ...(o.scopes ? { scopes: o.scopes } : {}),
    ...(o.fetch ? { fetch: o.fetch } : {}),
    ...(o.retry ? { retry: o.retry } : {}),
    wait: { intervalMs: 50, timeoutMs: 20_000, ...o.wait },
  };
  const token = o.token ?? h.full;
  const asked: string[] = [];
  const client = new Client(
    { name: 'vps-mcp-test', version: '1.0.0' },
    {
      versionNegotiation: { mode: isModern(o.era) ? ('auto' as const) : ('legacy' as const) },
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
  if (o.era === 'modern-stdio' || o.era === 'legacy-stdio') {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const served = serveStdio(() => createVpsMcpServer(options, token), { transport: serverSide });
    await client.connect(clientSide);
    return {
      client,
      asked,
      close: async () => {
        await client.close();
        await served.close();
      },
    };
  }
  const handler = createHttpHandler(options, o.sessions);
  const transport = new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), {
    fetch: (url, init) => handler.fetch(new Request(url, init), token),
  });
  await client.connect(transport);
  return {
    client,
    asked,
    ...(o.era === 'legacy-http' ? { terminate: () => transport.terminateSession() } : {}),
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

/** The tool that serves an operation, and the `action` argument (its route's key) that picks it. */
export function toolFor(operationId: string): { tool: ReturnType<typeof servingRoute>['tool']; action: string } {
  const { tool, route } = servingRoute(operationId);
  return { tool, action: Object.entries(tool.routes).find(([, r]) => r === route)![0] };
}
