// The `onDeprecation` hook: an answer that carries `Deprecation` (RFC 9745) tells the caller that
// the operation will stop working, on the `Sunset` date (RFC 8594), with a migration note linked as
// `Link: <…>; rel="deprecation"`. By default the client warns once per operation and process.
import { DEPRECATION, LINK, SUNSET } from './header-names.js';

/** What an answer said about the deprecation of the operation that was called. */
export interface DeprecationNotice {
  /** The operation as called: upper-case method and path template, `GET /api/v1/servers/{server_id}/`. */
  operation: string;
  /** When the operation was deprecated (`Deprecation: @<seconds>`); undefined if not a valid date. */
  deprecation: Date | undefined;
  /** When it stops working (`Sunset`); undefined when absent or not an HTTP-date. */
  sunset: Date | undefined;
  /** The migration note (`Link` with `rel="deprecation"`), resolved against the answer's URL. */
  link: string | undefined;
  /** The answer itself. */
  response: Response;
}

export type DeprecationHandler = (notice: DeprecationNotice) => void;

/** The notice of an answer, or undefined when it carries no `Deprecation` header. `baseUrl`
 *  resolves a relative link when the answer has no URL of its own (a constructed Response). */
export function readDeprecation(
  operation: string,
  response: Response,
  baseUrl?: string,
): DeprecationNotice | undefined {
  const deprecation = response.headers.get(DEPRECATION);
  if (deprecation === null) return undefined;
  const seconds = /^@(-?\d{1,15})$/.exec(deprecation.trim())?.[1];
  const sunset = Date.parse(response.headers.get(SUNSET) ?? '');
  return {
    operation,
    deprecation: seconds === undefined ? undefined : new Date(Number(seconds) * 1000),
    sunset: Number.isNaN(sunset) ? undefined : new Date(sunset),
    link: deprecationLink(response.headers.get(LINK), response.url || baseUrl),
    response,
  };
}

/** A handler that calls `warn` once per operation; each handler remembers its own operations. */
export function warnOncePerOperation(
  warn: (message: string) => void = (message) => console.warn(message),
): DeprecationHandler {
  const warned = new Set<string>();
  return (notice) => {
    if (warned.has(notice.operation)) return;
    warned.add(notice.operation);
    warn(deprecationMessage(notice));
  };
}

/** The default `onDeprecation`: one `console.warn` per operation for the whole process. */
export const warnOncePerProcess: DeprecationHandler = warnOncePerOperation();

export function deprecationMessage(notice: DeprecationNotice): string {
  const day = (date: Date | undefined) => date?.toISOString().slice(0, 10);
  const since = notice.deprecation ? ` since ${day(notice.deprecation)}` : '';
  const sunset = notice.sunset ? ` and stops working on ${day(notice.sunset)}` : '';
  const link = notice.link ? `; migration note: ${notice.link}` : '';
  return `[@vps-hosting/api] ${notice.operation} is deprecated${since}${sunset}${link}`;
}

/** One link of a `Link` header value (RFC 8288): `<uri>` and its parameters, quoted strings allowed. */
const LINK_VALUE = /<([^>]*)>((?:\s*;\s*[^\s;,=]+(?:\s*=\s*(?:"(?:[^"\\]|\\.)*"|[^\s;,]*))?)*)/g;
const REL_PARAMETER = /;\s*rel\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;,]*))/i;

/** The target of the first link whose relation types include `deprecation`. */
function deprecationLink(header: string | null, base: string | undefined): string | undefined {
  if (header === null) return undefined;
  for (const [, target, parameters] of header.matchAll(LINK_VALUE)) {
    const rel = REL_PARAMETER.exec(parameters ?? '');
    const types = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (!types.includes('deprecation') || target === undefined) continue;
    try {
      return new URL(target, base).href;
    } catch {
      return target;
    }
  }
  return undefined;
}
