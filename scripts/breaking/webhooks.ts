// Compares the `webhooks` sections of two bundles: what the API sends to its users' endpoints.
// Here the API is the sender, so the directions are those of a response: the event body and its
// headers are output (a receiver written against the release reads them), and a removed event
// type or header breaks receivers. What a receiver answers (the entry's responses) is input: the
// API reads it.
import { compareSunset } from './deprecation.js';
import { isObject, type Json, type JsonObject, resolve } from './document.js';
import type { Finding } from './findings.js';
import { compareContent, compareMedia } from './media.js';
import { OPERATION_KEYS } from './operation-keys.js';
import { compareHeader } from './responses.js';
import { compareUnread } from './unclassified.js';

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;

interface WebhookOperation {
  name: string;
  method: string;
  node: JsonObject;
  pathItem: JsonObject;
  label: string;
}

/** The operations of a document's `webhooks` section, keyed by entry name and method. */
export function webhookOperationsOf(document: JsonObject): Map<string, WebhookOperation> {
  const operations = new Map<string, WebhookOperation>();
  const webhooks = isObject(document.webhooks) ? document.webhooks : {};
  for (const [name, rawItem] of Object.entries(webhooks)) {
    const pathItem = resolve(document, rawItem).node;
    for (const method of METHODS) {
      const node = pathItem[method];
      if (!isObject(node)) continue;
      const id = typeof node.operationId === 'string' ? ` (${node.operationId})` : '';
      operations.set(`${name} ${method}`, {
        name,
        method,
        node,
        pathItem,
        label: `webhook ${name} ${method.toUpperCase()}${id}`,
      });
    }
  }
  return operations;
}

/** The names a CHANGELOG may use for an added webhook: its event type and operationId. */
function webhookNames(operation: WebhookOperation): string[] {
  return typeof operation.node.operationId === 'string'
    ? [operation.name, operation.node.operationId]
    : [operation.name];
}

type Add = (finding: Omit<Finding, 'operation'>) => void;

export function compareWebhooks(before: JsonObject, after: JsonObject): Finding[] {
  const findings: Finding[] = [];
  const a = webhookOperationsOf(before);
  const b = webhookOperationsOf(after);
  for (const [key, opA] of a) {
    const add: Add = (finding) => findings.push({ operation: opA.label, ...finding });
    const opB = b.get(key);
    if (!opB) {
      add({
        level: 'breaking',
        kind: 'webhook-removed',
        location: 'webhook',
        message: 'webhook removed: receivers subscribed to this event no longer get it',
      });
      continue;
    }
    compareWebhook(before, after, opA, opB, add);
  }
  for (const [key, opB] of b) {
    if (a.has(key)) continue;
    findings.push({
      operation: opB.label,
      level: 'additive',
      kind: 'webhook-added',
      location: 'webhook',
      message: 'new webhook (event type)',
      names: webhookNames(opB),
    });
  }
  return findings;
}

function compareWebhook(
  before: JsonObject,
  after: JsonObject,
  opA: WebhookOperation,
  opB: WebhookOperation,
  add: Add,
): void {
  if (opA.node.operationId !== opB.node.operationId) {
    add({
      level: 'breaking',
      kind: 'operation-id-changed',
      location: 'operationId',
      message: `operationId changed from ${String(opA.node.operationId)} to ${String(opB.node.operationId)}: generated types name the event after it`,
    });
  }
  if (opB.node.deprecated === true && opA.node.deprecated !== true) {
    add({
      level: 'additive',
      kind: 'deprecated',
      location: 'webhook',
      message: 'webhook deprecated',
      names: webhookNames(opB),
      sunset: opB.node['x-sunset'],
    });
  }
  compareSunset(opA.node, opB.node, 'webhook', add);
  compareHeaders(before, after, opA, opB, add);
  compareBody(before, after, opA, opB, add);
  compareUnread(before, after, opA.node, opB.node, OPERATION_KEYS, 'webhook', add);
  compareUnread(before, after, opA.pathItem, opB.pathItem, [...METHODS, 'parameters'], 'webhook', add);
  // Only header parameters travel with an event; any other is compared whole.
  const others = (document: JsonObject, op: WebhookOperation) => ({
    parameters: [op.pathItem.parameters, op.node.parameters].flatMap((list) =>
      Array.isArray(list) ? list.filter((raw) => resolve(document, raw).node.in !== 'header') : [],
    ),
  });
  compareUnread(before, after, others(before, opA), others(after, opB), [], 'webhook', add);
  const responsesA = isObject(opA.node.responses) ? opA.node.responses : {};
  const responsesB = isObject(opB.node.responses) ? opB.node.responses : {};
  for (const status of Object.keys(responsesA).filter((status) => !(status in responsesB))) {
    add({
      level: 'breaking',
      kind: 'response-removed',
      location: `response ${status}`,
      message: 'receiver answer no longer documented: receivers that answer it are treated differently',
    });
  }
  for (const [status, rawA] of Object.entries(responsesA)) {
    if (status in responsesB) compareAnswer(before, after, rawA, responsesB[status], `response ${status}`, add);
  }
  for (const status of Object.keys(responsesB).filter((status) => !(status in responsesA))) {
    add({
      level: 'additive',
      kind: 'response-added',
      location: `response ${status}`,
      message: 'new documented receiver answer',
    });
  }
}

/** The header parameters sent with the event, resolved, keyed by lower-case name. */
function headersOf(document: JsonObject, op: WebhookOperation): Map<string, JsonObject> {
  const headers = new Map<string, JsonObject>();
  for (const list of [op.pathItem.parameters, op.node.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = resolve(document, raw).node;
      if (parameter.in === 'header') headers.set(String(parameter.name).toLowerCase(), parameter);
    }
  }
  return headers;
}

function compareHeaders(
  before: JsonObject,
  after: JsonObject,
  opA: WebhookOperation,
  opB: WebhookOperation,
  add: Add,
): void {
  const headersA = headersOf(before, opA);
  const headersB = headersOf(after, opB);
  for (const [key, headerA] of headersA) {
    const headerB = headersB.get(key);
    const location = `header ${String(headerA.name)}`;
    if (!headerB) {
      add({
        level: 'breaking',
        kind: 'webhook-header-removed',
        location,
        message: 'header no longer sent: receivers that read or verify it break',
      });
      continue;
    }
    if (headerA.required === true && headerB.required !== true) {
      add({
        level: 'breaking',
        kind: 'header-made-optional',
        location,
        message: 'header no longer always sent: receivers that rely on it break',
      });
    }
    compareHeader(before, after, headerA, headerB, 'output', location, add);
  }
  for (const [key, headerB] of headersB) {
    if (!headersA.has(key))
      add({
        level: 'additive',
        kind: 'webhook-header-added',
        location: `header ${String(headerB.name)}`,
        message: 'new header sent with the event',
      });
  }
}

function compareBody(
  before: JsonObject,
  after: JsonObject,
  opA: WebhookOperation,
  opB: WebhookOperation,
  add: Add,
): void {
  if (opA.node.requestBody === undefined) {
    if (opB.node.requestBody !== undefined)
      add({
        level: 'additive',
        kind: 'webhook-body-added',
        location: 'request body',
        message: 'the event now has a body',
      });
    return;
  }
  if (opB.node.requestBody === undefined) {
    add({
      level: 'breaking',
      kind: 'webhook-body-removed',
      location: 'request body',
      message: 'the event is no longer sent as a body: receivers that read it break',
    });
    return;
  }
  const bodyA = resolve(before, opA.node.requestBody).node;
  const bodyB = resolve(after, opB.node.requestBody).node;
  if (bodyA.required === true && bodyB.required !== true)
    add({
      level: 'breaking',
      kind: 'webhook-body-made-optional',
      location: 'request body',
      message: 'the event may now be sent without a body: receivers that read it break',
    });
  else if (bodyA.required !== true && bodyB.required === true)
    add({ level: 'additive', kind: 'webhook-body-made-required', location: 'request body', message: 'always sent' });
  const contentA = bodyA.content;
  const contentB = bodyB.content;
  const mediaB = isObject(contentB) ? contentB : {};
  for (const [mediaType, rawA] of Object.entries(isObject(contentA) ? contentA : {})) {
    const location = `request body ${mediaType}`;
    const rawB = mediaB[mediaType];
    if (!isObject(rawB)) {
      add({
        level: 'breaking',
        kind: 'media-type-removed',
        location,
        message: 'the event is no longer sent as this media type: receivers that parse it break',
      });
    } else if (isObject(rawA)) {
      compareMedia(before, after, mediaType, rawA, rawB, 'output', location, add);
    }
  }
  compareUnread(before, after, bodyA, bodyB, ['required', 'content'], 'request body', add);
}

/**
 * What a receiver answers, read by the API (input): a media type it no longer reads breaks the
 * receivers that answer with it; its schema is compared as a request's. Its headers are compared whole.
 */
function compareAnswer(
  before: JsonObject,
  after: JsonObject,
  rawA: Json | undefined,
  rawB: Json | undefined,
  location: string,
  add: Add,
): void {
  const answerA = resolve(before, rawA).node;
  const answerB = resolve(after, rawB).node;
  const contentA = isObject(answerA.content) ? answerA.content : {};
  const contentB = isObject(answerB.content) ? answerB.content : {};
  compareContent(
    before,
    after,
    contentA,
    contentB,
    'input',
    location,
    {
      removed: 'the API no longer reads this media type in the answer: receivers that answer with it break',
      added: 'new media type read in the answer',
    },
    add,
  );
  compareUnread(before, after, answerA, answerB, ['content'], location, add);
}
