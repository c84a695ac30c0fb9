// Answers written as raw HTTP/1.1 on a socket that never became a request (docs/design/edge-answers.md#malformed-requests):
// what Node's HTTP parser refused, and CONNECT. The product says what to send (its problem body, its
// headers); this writes it, closes the connection and answers each socket once.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** A whole response a product makes of an answer the edge decided. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | number> | Array<[string, string]>;
  body?: string;
}

/** A complete HTTP/1.1 response with its Content-Length and `Connection: close`. */
export function rawHttp(response: RawResponse): string {
  const body = response.body ?? '';
  const headers = Array.isArray(response.headers) ? response.headers : Object.entries(response.headers);
  const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`];
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  lines.push(`Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Writes on sockets, once each: a parser error may be reported again on a socket already answered. */
export function socketWriter(): {
  /** False when the socket was answered, is gone, or is mid-response (then it is destroyed). */
  claim(socket: Socket, code: string | undefined): boolean;
  write(socket: Socket, response: Promise<RawResponse> | RawResponse): void;
} {
  const answered = new WeakSet<Socket>();
  return {
    claim(socket, code) {
      if (code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return false;
      const pending = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
      if (!socket.writable || pending?.headersSent) {
        socket.destroy();
        return false;
      }
      answered.add(socket);
      return true;
    },
    write(socket, response) {
      answered.add(socket);
      socket.on('error', () => socket.destroy());
      void Promise.resolve(response).then(
        (made) => {
          socket.end(rawHttp(made));
          setTimeout(() => socket.destroy(), 2000).unref();
        },
        () => socket.destroy(),
      );
    },
  };
}
