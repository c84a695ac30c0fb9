import type { Actions } from '../domain/actions.js';
import type { Store } from '../store/store.js';
import type { CompiledOperation } from './validation.js';
import type { TargetPolicy } from '../webhooks/targets.js';

export interface SandboxConfig {
  /** Sandbox-clock milliseconds an asynchronous action takes. */
  actionMs: number;
  /** Requests per window and token. */
  rateLimit: number;
  /** Window length in sandbox-clock milliseconds. */
  rateWindowMs: number;
  /** Where webhooks may deliver: loopback, public addresses (hosted default) or anywhere (`--webhook-targets`). */
  webhookTargets: TargetPolicy;
}

export interface Ctx {
  op: CompiledOperation;
  account: number;
  /** Validated path, query and header parameters, converted to their types, defaults applied. */
  params: Record<string, unknown>;
  /** The request body, already validated against the operation's schema. */
  // biome-ignore lint/suspicious/noExplicitAny: each handler reads it as its own operation's request body
  body: any;
  /** The raw query string as received (to keep filters in pagination links). */
  rawQuery: string;
  /** Path of the request, without query. */
  path: string;
  now: number;
  baseUrl: string;
  /** The resources, in the request's transaction. */
  store: Store;
  /** The action engine, in the request's transaction. */
  engine: Actions;
  config: SandboxConfig;
}

export interface Reply {
  status: number;
  body: unknown;
  /** Absolute URL for the Location header. */
  location?: string;
}

export type Handler = (ctx: Ctx) => Promise<Reply>;
