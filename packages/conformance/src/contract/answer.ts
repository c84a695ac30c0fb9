// One answer measured against the document, for a client of the caller's own (the typed client's
// journeys in test/client/): the operation the request went to (its method and path template), then
// the shape check every exchange of the kit gets (shape.ts). What is wrong, as messages; none: the
// answer conforms.
import type { Exchange, SentRequest } from '../http/exchange.js';
import { type KitContract, kitContract } from './document.js';
import { shapeFailures } from './shape.js';

/** A message saying how an answer departs from the document. */
export type AnswerFailure = string;

const templates = new WeakMap<
  KitContract,
  { operationId: string; method: string; pattern: RegExp; params: number }[]
>();

function operationsOf(contract: KitContract) {
  let known = templates.get(contract);
  if (!known) {
    known = contract.operations
      .filter((operation) => operation.operationId && operation.path.startsWith('/'))
      .map((operation) => ({
        operationId: operation.operationId as string,
        method: operation.method.toUpperCase(),
        pattern: new RegExp(`${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (operation.path.match(/\{/g) ?? []).length,
      }));
    templates.set(contract, known);
  }
  return known;
}

/** The operation a request goes to: its method, and the path template its path ends with (the fewest parameters first). */
export function operationOfRequest(contract: KitContract, method: string, url: string): string | undefined {
  const path = new URL(url).pathname;
  return operationsOf(contract)
    .filter((candidate) => candidate.method === method.toUpperCase() && candidate.pattern.test(path))
    .sort((a, b) => a.params - b.params)[0]?.operationId;
}

/** Everything wrong with an answer to a request, measured against the document. */
export async function answerFailures(request: SentRequest, response: Response): Promise<AnswerFailure[]> {
  const contract = await kitContract();
  const operationId = operationOfRequest(contract, request.method, request.url);
  const where = `${request.method} ${new URL(request.url).pathname} → ${response.status}`;
  if (!operationId) return [`${where}: no operation of the document matches`];
  const text = await response.text();
  let json: unknown;
  try {
    json = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const exchange: Exchange = {
    request,
    status: response.status,
    headers: response.headers,
    text,
    json,
    operationId,
    ms: 0,
  };
  return shapeFailures(contract, contract.operation(operationId), exchange).map((failure) => failure.message);
}
