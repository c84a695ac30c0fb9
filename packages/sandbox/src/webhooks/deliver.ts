// One webhook POST to addresses already checked (targets.ts): the connection goes to one of them
// and no other (DNS rebinding), while the Host header and the TLS server name stay the URL's host.
// No redirect is followed; the connect time, the time to the whole answer and the bytes read are bounded.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIPv6, type LookupFunction } from 'node:net';
import type { CheckedTarget } from './targets.js';

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  error: 'timeout' | 'connection_refused' | 'connection_error' | 'http_status' | 'target_refused' | null;
}

export interface DeliveryLimits {
  /** Wall-clock milliseconds to resolve the host (a name that does not answer is a connection_error). */
  resolveMs: number;
  /** Wall-clock milliseconds to open the connection (TLS handshake included). */
  connectMs: number;
  /** Wall-clock milliseconds for the whole attempt: connection, request, answer. */
  answerMs: number;
  /** Bytes of the answer's body read at most; the socket is then destroyed. */
  maxBodyBytes: number;
}

export const DELIVERY_LIMITS: DeliveryLimits = {
  resolveMs: 5_000,
  connectMs: 5_000,
  answerMs: 10_000,
  maxBodyBytes: 4096,
};
/** Longest answer head accepted (Node's default, written down). */
const MAX_HEADER_BYTES = 16 * 1024;

/** A lookup that answers the checked addresses whatever it is asked: the socket connects to one of
 *  them (Node tries each in turn, as a browser does, when it asks for all). */
export function pinnedLookup(addresses: CheckedTarget['addresses']): LookupFunction {
  const [first] = addresses;
  if (!first) throw new Error('no checked address to connect to');
  return (_hostname, options, callback) => {
    if (options.all)
      callback(
        null,
        addresses.map(({ address, family }) => ({ address, family })),
      );
    else callback(null, first.address, first.family);
  };
}

/** TESTS ONLY (default: none): maps each address the target policy accepted to the address actually
 *  dialled, so a test can answer a public address and still connect only to 127.0.0.1. Applied after
 *  the check; the URL, hence the Host header and the TLS server name, stays the same. */
export type DialOverride = (checkedAddress: string) => string;

/** The checked target with its addresses replaced by those `override` answers for them. */
export function dialledInstead(target: CheckedTarget, override: DialOverride): CheckedTarget {
  return {
    url: target.url,
    addresses: target.addresses.map(({ address }) => {
      const dialled = override(address);
      return { address: dialled, family: isIPv6(dialled) ? 6 : 4 };
    }),
  };
}

/** POSTs `body` with `headers` to the checked target; never throws. */
export function postTo(
  target: CheckedTarget,
  message: { headers: Record<string, string>; body: string },
  stopping: AbortSignal,
  limits: DeliveryLimits = DELIVERY_LIMITS,
): Promise<AttemptResult> {
  const { url, addresses } = target;
  // A signal of the attempt's own: up to 32 attempts at once share the worker's, one listener each.
  const signal = AbortSignal.any([stopping]);
  const secure = url.protocol === 'https:';
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: AttemptResult) => {
      if (done) return;
      done = true;
      clearTimeout(connectTimer);
      clearTimeout(answerTimer);
      signal.removeEventListener('abort', onAbort);
      req.destroy();
      resolve(result);
    };
    const timedOut = () => finish({ ok: false, status: null, error: 'timeout' });
    const onAbort = () => finish({ ok: false, status: null, error: 'connection_error' });
    const req = (secure ? httpsRequest : httpRequest)({
      method: 'POST',
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || (secure ? 443 : 80),
      path: url.pathname + url.search,
      headers: { ...message.headers, host: url.host, 'content-length': String(Buffer.byteLength(message.body)) },
      lookup: pinnedLookup(addresses),
      agent: false, // a connection of its own, closed after the attempt
      maxHeaderSize: MAX_HEADER_BYTES,
    });
    const connectTimer = setTimeout(timedOut, limits.connectMs);
    const answerTimer = setTimeout(timedOut, limits.answerMs);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    req.once('socket', (socket) => socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer)));
    req.once('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const ok = status >= 200 && status < 300; // a 3xx is a failure: redirects are not followed
      const result: AttemptResult = { ok, status, error: ok ? null : 'http_status' };
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= limits.maxBodyBytes) finish(result);
      });
      response.once('end', () => finish(result));
      response.once('error', () => finish(result));
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      finish({
        ok: false,
        status: null,
        error: error.code === 'ECONNREFUSED' ? 'connection_refused' : 'connection_error',
      });
    });
    req.end(message.body);
  });
}
