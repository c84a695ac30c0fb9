// The SDK's own client connected to a vps-mcp server built from the whole of VpsMcpOptions (--tools,
// --dynamic-toolsets), over a connection that keeps one server, as stdio does: `legacy-session` (a
// 2025 revision over an in-memory session) or `modern-stdio` (serveStdio over an in-memory transport,
// the client negotiating 2026-07-28). Counts the notifications/tools/list_changed it receives.
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { createVpsMcpServer, type VpsMcpOptions } from '../src/server.js';

export type Connection = 'legacy-session' | 'modern-stdio';

export interface Connected {
  client: Client;
  /** How many tools/list_changed notifications arrived so far. */
  listChanged(): number;
  /** Resolves at the next tools/list_changed notification. */
  nextListChanged(): Promise<void>;
  close(): Promise<void>;
}

export async function connectServer(options: VpsMcpOptions, token: string, how: Connection): Promise<Connected> {
  let count = 0;
  let waiting: (() => void)[] = [];
  const client = new Client(
    { name: 'vps-mcp-test', version: '1.0.0' },
    {
      ...(how === 'modern-stdio' ? { versionNegotiation: { mode: 'auto' as const } } : {}),
      listChanged: {
        tools: {
          autoRefresh: false,
          debounceMs: 0,
          onChanged: () => {
            count += 1;
            const resolve = waiting;
            waiting = [];
            for (const r of resolve) r();
          },
        },
      },
    },
  );
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  let stop: () => Promise<void>;
  if (how === 'legacy-session') {
    const server = createVpsMcpServer(options, token);
    await server.connect(serverSide);
    stop = () => server.close();
  } else {
    const handle = serveStdio(() => createVpsMcpServer(options, token), { transport: serverSide });
    stop = async () => {
      await handle.close();
    };
  }
  await client.connect(clientSide);
  return {
    client,
    listChanged: () => count,
    nextListChanged: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: async () => {
      await client.close();
      await stop();
    },
  };
}
