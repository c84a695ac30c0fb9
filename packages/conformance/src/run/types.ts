// The model of a run: checks grouped by area and promise family, their outcomes and their evidence.
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from './context.js';

/** The API's areas (the document's tags, lower case) and `api` for what spans them (edges, auth). */
export type Area = string;

/** The promise families of the contract the kit checks (packages/conformance/README.md says each). */
export const FAMILIES = [
  'responses',
  'writes',
  'idempotency',
  'pagination',
  'tenancy',
  'state-machines',
  'validation',
  'dns-rules',
  'problems',
  'rate-limit',
  'webhooks',
  'edges',
  'cooperative',
] as const;
export type Family = (typeof FAMILIES)[number];

/** What a check needs beyond the main token; without it the check is not exercised. */
export type Need = 'read-token' | 'alt-token' | 'sandbox-admin' | 'webhook-receiver' | 'writes';

export interface Check {
  /** Stable and unique: `<family>.<what>[.<operationId>]`. */
  id: string;
  family: Family;
  area: Area;
  title: string;
  /** Needs beyond the main token. `writes`: it creates, changes or deletes (left out by --read-only). */
  needs: readonly Need[];
  /** The contract's words it checks: operation and status, a schema pointer, a design page. */
  contract: ContractRef;
  /** Runs alone, after the others: it counts one token's requests or injects a fault any request may see. */
  exclusive?: boolean;
  run(ctx: CheckContext): Promise<void>;
}

export interface ContractRef {
  operationId?: string;
  status?: number | string;
  /** A JSON Pointer into the document. */
  pointer?: string;
  /** A page of the contract's documentation, e.g. `introduction#idempotency` or `docs/design/pagination.md`. */
  page?: string;
}

export interface Failure {
  message: string;
  contract: ContractRef;
  exchange?: Exchange;
}

export type Outcome = 'passed' | 'failed' | 'not-exercised';

export interface CheckResult {
  id: string;
  family: Family;
  area: Area;
  title: string;
  outcome: Outcome;
  failures: Failure[];
  /** Why it was not exercised. */
  reason?: string;
  ms: number;
  /** Requests the check sent. */
  requests: number;
}

export class NotExercised extends Error {}

/** Thrown by `ctx.fail`: the check stops here, its failures recorded. */
export class CheckAborted extends Error {}
