// A `vps` command for a sample request: the command the command-line tool derives for the
// operation (packages/cli: the table of operations plus its overlay), with the path parameters'
// examples as arguments and the body example's top-level fields as flags. The token comes from
// $VPS_TOKEN and the URL from $VPS_API_URL, as in the curl and TypeScript samples; the
// Idempotency-Key is left to the tool, which sends a fresh one per command.
import { operationTable, readContract } from '../../src/contract/index.js';
import type { OperationSpec } from '../../src/operation-table.js';
import { risksToConfirm } from '../../src/operation-risks.js';
import { commandSpec } from '@vps-hosting/cli/commands';
import { shellQuote } from './curl-sample.js';
import type { Document, Json } from './openapi.js';
import type { SampleRequest } from './sample-request.js';

/** A value as the tool reads it: plain words bare, `true` as a bare flag, objects and arrays of objects as JSON. */
function words(flag: string, value: Json): string[] {
  if (value === true) return [flag];
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.flatMap((item) => [flag, quoteIfNeeded(String(item))]);
  }
  if (typeof value === 'object' && value !== null) return [flag, shellQuote(JSON.stringify(value))];
  return [flag, quoteIfNeeded(String(value))];
}

function quoteIfNeeded(value: string): string {
  return /^[A-Za-z0-9@%+=:,./_-]+$/.test(value) ? value : shellQuote(value);
}

/** The table of operations of each document samples are built for (the same derivation as npm run generate). */
const tables = new WeakMap<Document, OperationSpec[]>();

export function vpsSample(request: SampleRequest, _url: string, document: Document): string {
  let table = tables.get(document);
  if (!table) {
    table = operationTable(readContract(document));
    tables.set(document, table);
  }
  const operation = table.find((o) => o.operationId === request.operationId);
  if (!operation) throw new Error(`${request.operationId}: not an operation of the document`);
  const spec = commandSpec(operation);
  const parts = ['vps', ...spec.words];
  const body = (request.body?.value ?? {}) as Record<string, Json>;
  for (const argument of spec.arguments) {
    const value = argument.in === 'path' ? request.pathParams[argument.name] : body[argument.name];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) parts.push(quoteIfNeeded(String(item)));
  }
  for (const flag of spec.flags) {
    if (flag.in === 'header') continue;
    const value = flag.in === 'query' ? request.queryParams[flag.name] : body[flag.name];
    if (value !== undefined) parts.push(...words(`--${flag.flag}`, value));
  }
  const lines = [`# ${request.summary}.${request.scope ? ` Scope: ${request.scope}.` : ''}`];
  if (request.body?.name) {
    lines.push(`# Body: the ${request.body.name} example${request.body.summary ? ` (${request.body.summary})` : ''}.`);
  }
  // The example's own body decides a conditional risk (docs/design/operation-meaning.md).
  if (risksToConfirm(operation, request.body ? body : undefined).length > 0) {
    lines.push('# Asks for confirmation on a terminal; add --yes in a script.');
  }
  lines.push(parts.join(' '));
  return `${lines.join('\n')}\n`;
}
