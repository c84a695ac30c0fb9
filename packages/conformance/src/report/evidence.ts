// A failure's evidence as a report shows it: the request (tokens masked), the answer (headers and a
// bounded body), what the contract says, and a curl line that reproduces it.
import { curlLine, describe, type Exchange, maskToken } from '../http/exchange.js';
import type { ContractRef, Failure } from '../run/types.js';

/** Bodies are cut at this many characters in reports. */
const BODY_LIMIT = 4_000;

export interface Evidence {
  message: string;
  contract: string;
  request?: { line: string; headers: Record<string, string>; body?: string };
  answer?: { status: number; headers: Record<string, string>; body: string };
  curl?: string;
}

export function mask(text: string, secrets: readonly string[]): string {
  return secrets.reduce((masked, secret) => (secret ? masked.replaceAll(secret, maskToken(secret)) : masked), text);
}

function cut(text: string): string {
  return text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}… (${text.length} characters)` : text;
}

/** What the contract says, in one line: the operation and status, the schema's pointer, the page. */
export function contractLine(ref: ContractRef): string {
  const parts: string[] = [];
  if (ref.operationId) parts.push(ref.status !== undefined ? `${ref.operationId} → ${ref.status}` : ref.operationId);
  else if (ref.status !== undefined) parts.push(`status ${ref.status}`);
  if (ref.pointer) parts.push(`#${ref.pointer}`);
  if (ref.page) parts.push(ref.page);
  return parts.join(' · ') || 'the contract';
}

export function evidenceOf(failure: Failure, secrets: readonly string[]): Evidence {
  const evidence: Evidence = { message: mask(failure.message, secrets), contract: contractLine(failure.contract) };
  const exchange: Exchange | undefined = failure.exchange;
  if (exchange) {
    const headers = Object.fromEntries(Object.entries(exchange.request.headers).map(([k, v]) => [k, mask(v, secrets)]));
    evidence.request = {
      line: describe(exchange.request),
      headers,
      ...(exchange.request.body !== undefined ? { body: cut(mask(exchange.request.body, secrets)) } : {}),
    };
    const answerHeaders: Record<string, string> = {};
    exchange.headers.forEach((value, name) => {
      answerHeaders[name] = mask(value, secrets);
    });
    evidence.answer = { status: exchange.status, headers: answerHeaders, body: cut(mask(exchange.text, secrets)) };
    evidence.curl = curlLine(exchange.request, secrets);
  }
  return evidence;
}
