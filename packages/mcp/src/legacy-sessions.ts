// 2025-era clients over Streamable HTTP get a session (`Mcp-Session-Id`): one McpServer per session,
// so that the server can ask the person (a server-to-client elicitation rides the session) and a
// `notifications/cancelled` reaches the call it cancels. A session belongs to the token that opened
// it: a request naming it with another token is answered as if it did not exist (404), so two callers
// never share a server. Sessions are bounded in number and idle time, and closed on DELETE; closing
// one aborts its calls. Without resumability (no event store) an answer whose stream the client
// closed can never be delivered, so a closed stream cancels the calls it carried.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type AuthInfo,
  isInitializeRequest,
  isJSONRPCRequest,
  type McpServer,
  type RequestId,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';

export interface SessionLimits {
  /** Sessions open at once (default 100); past it the longest idle one is closed, or 503 if all are busy. */
  maxSessions?: number;
  /** A session with no exchange open for this long is closed (ms; default 30 minutes). */
  idleMs?: number;
  /** The clock idle time is measured on (tests). */
  now?: () => number;
}

export const DEFAULT_SESSION_LIMITS = { maxSessions: 100, idleMs: 30 * 60_000 } as const;

interface Session {
  id?: string;
  digest: Buffer;
  transport: WebStandardStreamableHTTPServerTransport;
  server: McpServer;
  /** HTTP exchanges in progress (the client's GET stream included). */
  open: number;
  lastActive: number;
}

const digestOf = (token: string) => createHash('sha256').update(token).digest();

function jsonError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers });
}

export class LegacySessions {
  readonly #sessions = new Map<string, Session>();
  readonly #maxSessions: number;
  readonly #idleMs: number;
  readonly #now: () => number;
  readonly #sweeper: ReturnType<typeof setInterval>;
  readonly #serverFor: (token: string) => McpServer;
  /** Sessions being opened (their `initialize` not answered yet), counted against the limit. */
  #opening = 0;

  /** `serverFor` makes the server of a new session, whose API calls use that token. */
  constructor(serverFor: (token: string) => McpServer, limits: SessionLimits = {}) {
    this.#serverFor = serverFor;
    this.#maxSessions = limits.maxSessions ?? DEFAULT_SESSION_LIMITS.maxSessions;
    this.#idleMs = limits.idleMs ?? DEFAULT_SESSION_LIMITS.idleMs;
    this.#now = limits.now ?? Date.now;
    this.#sweeper = setInterval(() => void this.sweep(), Math.min(this.#idleMs, 60_000));
    this.#sweeper.unref();
  }

  /** Sessions open now. */
  get size(): number {
    return this.#sessions.size;
  }

  /** Serves a 2025-era request (its JSON body already parsed) for the caller with this token. */
  async handle(request: Request, body: unknown, auth: AuthInfo): Promise<Response> {
    await this.sweep();
    const id = request.headers.get('mcp-session-id');
    if (id === null) {
      const messages = Array.isArray(body) ? body : [body];
      if (request.method !== 'POST' || !messages.some((m) => isInitializeRequest(m)))
        return jsonError(400, -32000, 'Bad Request: Mcp-Session-Id header is required (initialize first)');
      return this.#open(request, body, auth);
    }
    const session = this.#sessions.get(id);
    // A session is found only with the token that opened it: another caller learns nothing of it.
    if (!session || !timingSafeEqual(session.digest, digestOf(auth.token)))
      return jsonError(404, -32001, 'Session not found');
    return this.#exchange(session, request, body, auth);
  }

  /** Closes the sessions idle for longer than the limit. */
  async sweep(): Promise<void> {
    const now = this.#now();
    const idle = [...this.#sessions.values()].filter((s) => s.open === 0 && now - s.lastActive >= this.#idleMs);
    await Promise.all(idle.map((s) => this.#close(s)));
  }

  /** Closes every session (their calls are aborted). */
  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    await Promise.all([...this.#sessions.values()].map((s) => this.#close(s)));
  }

  async #open(request: Request, body: unknown, auth: AuthInfo): Promise<Response> {
    while (this.#sessions.size + this.#opening >= this.#maxSessions) {
      const idle = [...this.#sessions.values()].filter((s) => s.open === 0);
      const oldest = idle.sort((a, b) => a.lastActive - b.lastActive)[0];
      if (!oldest) return jsonError(503, -32000, 'Too many sessions: try again later', { 'retry-after': '5' });
      await this.#close(oldest);
    }
    this.#opening++;
    try {
      const session: Session = {
        digest: digestOf(auth.token),
        transport: new WebStandardStreamableHTTPServerTransport({
          sessionIdGenerator: randomUUID,
          onsessioninitialized: (id) => {
            session.id = id;
            this.#sessions.set(id, session);
          },
          onsessionclosed: (id) => {
            this.#sessions.delete(id);
          },
        }),
        server: this.#serverFor(auth.token),
        open: 0,
        lastActive: this.#now(),
      };
      await session.server.connect(session.transport);
      const closed = session.transport.onclose;
      session.transport.onclose = () => {
        if (session.id !== undefined) this.#sessions.delete(session.id);
        closed?.();
      };
      const response = await this.#exchange(session, request, body, auth);
      if (session.id === undefined) await session.server.close(); // the initialize was refused
      return response;
    } finally {
      this.#opening--;
    }
  }

  async #exchange(session: Session, request: Request, body: unknown, auth: AuthInfo): Promise<Response> {
    session.open++;
    const calls = (Array.isArray(body) ? body : [body]).filter((m) => isJSONRPCRequest(m)).map((m) => m.id);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      request.signal.removeEventListener('abort', closed);
      session.open--;
      session.lastActive = this.#now();
    };
    // The client closed the stream before the answer: nothing can deliver it, so cancel the calls.
    const closed = () => {
      if (ended) return;
      for (const requestId of calls) cancel(session.transport, requestId, 'the client closed the connection');
      end();
    };
    request.signal.addEventListener('abort', closed, { once: true });
    let response: Response;
    try {
      response = await session.transport.handleRequest(request, { parsedBody: body, authInfo: auth });
    } catch (error) {
      end();
      throw error;
    }
    if (request.signal.aborted) closed();
    if (!response.body) {
      end();
      return response;
    }
    const reader = response.body.getReader();
    const watched = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = await reader.read();
        if (chunk.done) {
          end();
          controller.close();
        } else controller.enqueue(chunk.value);
      },
      cancel(reason) {
        closed();
        return reader.cancel(reason);
      },
    });
    return new Response(watched, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  async #close(session: Session): Promise<void> {
    if (session.id !== undefined) this.#sessions.delete(session.id);
    await session.server.close();
  }
}

/** Delivers a `notifications/cancelled` for one call to the session's server, as if the client had sent it. */
function cancel(transport: WebStandardStreamableHTTPServerTransport, requestId: RequestId, reason: string): void {
  transport.onmessage?.({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId, reason } });
}
