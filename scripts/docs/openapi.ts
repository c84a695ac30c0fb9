// The few parts of an OpenAPI 3.1 document the docs build reads, typed as the docs use them, and the
// walk over them, which is the contract model's (src/contract/): local `$ref`s resolved, every
// operation with its path-level parameters merged in.
import {
  type ContractOperation,
  isRecord,
  PATH_ITEM_METHODS,
  type PathItemMethod,
  readContract,
  refResolver,
} from '../../src/contract/index.js';
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: Json;
  schema?: { example?: Json; [key: string]: unknown };
}

export interface Example {
  summary?: string;
  value?: Json;
}

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  'x-codeSamples'?: CodeSample[];
  [key: string]: unknown;
}

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

export interface Document {
  info: { title: string; [key: string]: unknown };
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  tags?: { name: string; [key: string]: unknown }[];
  paths: Record<string, Record<string, unknown>>;
  /** OpenAPI 3.1: what the API POSTs to its users' endpoints, by event type. */
  webhooks?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  'x-tagGroups'?: { name: string; tags: string[] }[];
  [key: string]: unknown;
}

export const METHODS = PATH_ITEM_METHODS;
export type Method = PathItemMethod;

export interface OperationEntry {
  path: string;
  method: Method;
  /** The document's operation object (the samples are added to it in place). */
  operation: Operation;
  /** Path-level and operation-level parameters, resolved; the operation's replace the path's of the
   *  same name and location. */
  parameters: Parameter[];
  /** The operation as the contract model reads it. */
  spec: ContractOperation;
}

/** Follows local `$ref`s (`#/components/...`) until it reaches a value that is not a `$ref`. */
export function resolve<T>(document: Document, value: unknown): T {
  return refResolver(document).locate(value).node as T;
}

function entryOf(spec: ContractOperation): OperationEntry {
  return {
    path: spec.path,
    method: spec.method.toLowerCase() as Method,
    operation: spec.node as Operation,
    parameters: spec.parameters.map((parameter) => parameter.node as unknown as Parameter),
    spec,
  };
}

/** Every operation of the document, in document order (paths, then methods as the path item lists
 *  them, as the reference site does). */
export function operations(document: Document): OperationEntry[] {
  return readContract(document).operations.map(entryOf);
}

export interface WebhookEntry {
  /** The entry's name in `webhooks` (the event type). */
  name: string;
  method: Method;
  operation: Operation;
}

/** Every operation of the `webhooks` section, in document order (the reference lists them so). */
export function webhookOperations(document: Document): WebhookEntry[] {
  return readContract(document).webhooks.map((spec) => ({
    name: spec.path,
    method: spec.method.toLowerCase() as Method,
    operation: spec.node as Operation,
  }));
}

export { isRecord };
