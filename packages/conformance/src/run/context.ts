// What a check works with: the contract, the target's tokens, the shared fixtures, and `call`, which
// sends a documented operation and checks its answer's shape against the document on the way.
import type { KitContract } from '../contract/document.js';
import { shapeFailures } from '../contract/shape.js';
import { type Exchange, send, type SentRequest } from '../http/exchange.js';
import type { SandboxAdmin } from './admin.js';
import type { Fixtures } from './fixtures.js';
import type { Pacer } from './pace.js';
import type { RunOptions } from './options.js';
import type { WebhookReceiver } from './receiver.js';
import { CheckAborted, type ContractRef, type Failure, NotExercised } from './types.js';

/** Who a request is sent as. */
export type As = 'main' | 'read' | 'alt' | 'none' | { token: string } | { authorization: string };

export interface CallArgs {
  /** Path parameters by name. */
  path?: Record<string, string | number>;
  /** Query parameters, in order; arrays repeat the name. */
  query?: Record<string, string | number | boolean | readonly (string | number)[]> | [string, string][];
  /** A JSON body. */
  body?: unknown;
  /** A body sent as it is (with `contentType`). */
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Default `main`. */
  as?: As;
  /** For an operation that takes one: the key to send; default a fresh key; `false` sends none. */
  idempotencyKey?: string | false;
  /** The status (or statuses) the contract requires here; another is a failure. */
  expect?: number | readonly number[];
  /** Default true: the answer is checked against the document's response for its status. */
  shape?: boolean;
  /** What the contract says, for the failure of `expect` (default the operation and its status). */
  contract?: ContractRef;
}

export interface RawArgs {
  query?: [string, string][];
  headers?: Record<string, string>;
  body?: string;
  as?: As;
}

/** What every check of a run shares. */
export interface RunState {
  options: RunOptions;
  contract: KitContract;
  prefix: string;
  admin: SandboxAdmin | undefined;
  fixtures: Fixtures;
  receiver: () => Promise<WebhookReceiver | undefined>;
  /** Aborted on Ctrl-C: no check starts after it, and waits end. */
  signal: AbortSignal;
  /** Every secret the reports must mask. */
  secrets: string[];
  /** The run's pace against the target's rate limit (run/pace.ts). */
  pacer: Pacer;
  /** Requests wait for a spent window, and reads sent as the read token may go as the main token
   *  when the read token has less left (off for the checks that count one token's requests). */
  paced: boolean;
  /** Moves the check's deadline later (by the time it waited for a rate-limit window). */
  extendDeadline?: (ms: number) => void;
  /** Records an answer of an operation: its status, and whether its shape conformed. */
  observe: (operationId: string, status: number, conforming: boolean) => void;
  /** Every 429 any check received (the rate-limit family checks their Retry-After); filled as they come. */
  rateLimited?: Exchange[];
}

/** Every 4xx and 5xx answer of a run, from any check, keyed by the run's fixtures (each check gets a
 *  copy of the run's state, but the same Fixtures): the problems family judges each code's status. */
const refusalsOfRun = new WeakMap<Fixtures, Exchange[]>();
/** Per run, for each token, the answer that said the most requests were left: the rate-limit family
 *  judges that even it counted its own request (a fresh window's first answer shows it). */
const mostLeftOfRun = new WeakMap<Fixtures, Map<string, Exchange>>();

let keySequence = 0;
/** A 429 the check did not expect is waited out this many times at most, each wait at most this long. */
const MAX_RATE_LIMIT_RETRIES = 3;
const MAX_RATE_LIMIT_WAIT_MS = 65_000;
/** A read moves to the account's other token when that one has this many more requests left. */
const BALANCE_MARGIN = 20;

/** A fresh idempotency key of the run (8 to 255 of `A-Za-z0-9_.:-`). */
export function freshKey(prefix: string): string {
  keySequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${keySequence}.${Math.random().toString(36).slice(2, 10)}`;
}

export class CheckContext {
  readonly failures: Failure[] = [];
  requests = 0;
  readonly #run: RunState;
  readonly #contractRef: ContractRef;

  constructor(run: RunState, contractRef: ContractRef) {
    this.#run = run;
    this.#contractRef = contractRef;
  }

  get contract(): KitContract {
    return this.#run.contract;
  }
  get options(): RunOptions {
    return this.#run.options;
  }
  get prefix(): string {
    return this.#run.prefix;
  }
  get admin(): SandboxAdmin | undefined {
    return this.#run.admin;
  }
  get fixtures(): Fixtures {
    return this.#run.fixtures;
  }
  get signal(): AbortSignal {
    return this.#run.signal;
  }
  /** Every 429 the run has received so far, from any check. */
  get rateLimited(): readonly Exchange[] {
    return this.#run.rateLimited ?? [];
  }
  /** The kit's webhook receiver, started on first use; undefined when none can be started. */
  receiver(): Promise<WebhookReceiver | undefined> {
    return this.#run.receiver();
  }
  /** Every 4xx and 5xx answer the run has received so far, from any check. */
  get refusals(): readonly Exchange[] {
    return refusalsOfRun.get(this.#run.fixtures) ?? [];
  }
  /** For each token the run sent, its answer that said the most requests were left. */
  get mostLeft(): ReadonlyMap<string, Exchange> {
    return mostLeftOfRun.get(this.#run.fixtures) ?? new Map();
  }
  /** A fresh idempotency key. */
  key(): string {
    return freshKey(this.#run.prefix);
  }

  /** The token a request is sent as, or undefined for none; NotExercised when the run lacks it. */
  token(as: As = 'main'): string | undefined {
    if (typeof as === 'object') return 'token' in as ? as.token : undefined;
    if (as === 'none') return undefined;
    if (as === 'main') return this.#run.options.token;
    const token = as === 'read' ? this.#run.options.readToken : this.#run.options.altToken;
    if (!token) this.notExercised(`needs --${as}-token`);
    return token;
  }

  #authorization(as: As | undefined): Record<string, string> {
    if (typeof as === 'object' && 'authorization' in as) return { Authorization: as.authorization };
    const token = this.token(as);
    return token === undefined ? {} : { Authorization: `Bearer ${token}` };
  }

  /** Sends any request to the target (path relative to it), unchecked: for edges and raw bodies. */
  async request(method: string, path: string, args: RawArgs = {}, acceptRateLimited = true): Promise<Exchange> {
    const url = new URL(this.#run.options.target + path);
    for (const [name, value] of args.query ?? []) url.searchParams.append(name, value);
    const request: SentRequest = {
      method,
      url: url.toString(),
      headers: {
        Accept: 'application/json, application/problem+json',
        ...this.#authorization(args.as),
        ...args.headers,
      },
      ...(args.body !== undefined ? { body: args.body } : {}),
    };
    return this.#send(request, acceptRateLimited);
  }

  #keepMostLeft(token: string | undefined, exchange: Exchange): void {
    const name = this.#run.pacer.headerNames?.remaining;
    if (token === undefined || name === undefined) return;
    const left = Number(exchange.headers.get(name) ?? Number.NaN);
    if (!Number.isFinite(left)) return;
    let most = mostLeftOfRun.get(this.#run.fixtures);
    if (!most) {
      most = new Map();
      mostLeftOfRun.set(this.#run.fixtures, most);
    }
    const known = most.get(token);
    if (!known || left > Number(known.headers.get(name))) most.set(token, exchange);
  }

  async #send(request: SentRequest, acceptRateLimited = false): Promise<Exchange> {
    // A 429 the check did not ask for is the run's own pace against the target's limit, not a
    // finding: wait as Retry-After says (bounded) and send again, a few times at most.
    for (let attempt = 0; ; attempt += 1) {
      if (this.#run.signal.aborted) throw new CheckAborted('the run was interrupted');
      this.requests += 1;
      const token = request.headers.Authorization?.match(/^bearer (.+)$/i)?.[1];
      if (this.#run.paced)
        await this.#run.pacer.before(token, (ms) => {
          this.#run.extendDeadline?.(ms);
          return this.sleep(ms);
        });
      if (this.#run.signal.aborted) throw new CheckAborted('the run was interrupted');
      const exchange = await send(request, { timeoutMs: this.#run.options.requestTimeoutMs });
      this.#run.pacer.after(token, exchange.headers);
      this.#keepMostLeft(token, exchange);
      if (exchange.status === 429) {
        this.#run.rateLimited ??= [];
        this.#run.rateLimited.push(exchange);
      }
      if (exchange.status >= 400) {
        const refusals = refusalsOfRun.get(this.#run.fixtures);
        if (refusals) refusals.push(exchange);
        else refusalsOfRun.set(this.#run.fixtures, [exchange]);
      }
      if (exchange.status !== 429 || acceptRateLimited || attempt >= MAX_RATE_LIMIT_RETRIES) return exchange;
      const seconds = Number(exchange.headers.get('retry-after'));
      await this.sleep(
        Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000, MAX_RATE_LIMIT_WAIT_MS),
      );
    }
  }

  /** Sends a documented operation. Its answer's shape is checked, and its status when `expect` is given. */
  async call(operationId: string, args: CallArgs = {}): Promise<Exchange> {
    const operation = this.contract.operation(operationId);
    const spec = this.contract.spec(operationId);
    let path = operation.path;
    for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
      const value = args.path?.[parameter.name];
      if (value === undefined) throw new Error(`${operationId}: path parameter ${parameter.name} not given`);
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    }
    const query: [string, string][] = Array.isArray(args.query)
      ? args.query
      : Object.entries(args.query ?? {}).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, String(item)]),
        );
    const headers: Record<string, string> = { ...args.headers };
    if (spec.acceptsIdempotencyKey && args.idempotencyKey !== false && !hasHeader(headers, 'idempotency-key'))
      headers['Idempotency-Key'] = args.idempotencyKey ?? this.key();
    let body = args.rawBody;
    if (args.body !== undefined) {
      body = JSON.stringify(args.body);
      headers['Content-Type'] ??= 'application/json';
    }
    if (args.contentType) headers['Content-Type'] = args.contentType;
    const expected = args.expect === undefined ? [] : typeof args.expect === 'number' ? [args.expect] : args.expect;
    let as = args.as ?? 'main';
    // A read of the account answers the same to either of its tokens (run/pace.ts).
    // Only a read the read token may make (a GET that needs a `:read` scope or none, not the auth
    // code's `domains:write`).
    const readable = spec.method === 'GET' && spec.scopes.every((scope) => scope.endsWith(':read'));
    // Either way: a read sent as the main token goes as the read token when that one has more left,
    // so that the run's reads (polls of actions, lists, the fixtures' own reads) spend both windows;
    // a read of the catalog (no scope: every account reads the same) may go as the second account's.
    if ((as === 'read' || as === 'main') && this.#run.paced && readable && !expected.includes(403))
      as = this.#roomiest(as, spec.scopes.length === 0);
    const exchange = await this.request(
      spec.method,
      path,
      { query, headers, as, ...(body !== undefined ? { body } : {}) },
      expected.includes(429),
    );
    exchange.operationId = operationId;
    if (args.expect !== undefined) {
      this.check(
        expected.includes(exchange.status),
        `${operationId} answered ${exchange.status}, expected ${expected.join(' or ')}${problemSuffix(exchange)}`,
        { exchange, contract: args.contract ?? { operationId, status: expected[0] } },
      );
    }
    const conforming = args.shape === false || this.conforms(exchange);
    this.#run.observe(operationId, exchange.status, conforming);
    return exchange;
  }

  /**
   * Of the run's tokens named (those it has), the one with the most requests left in its window, the
   * first named on a tie; undefined when the run has none of them. For requests whose answer is the
   * same whichever of them sends it (docs/design/conformance-kit.md#the-runs-own-pace).
   */
  spareToken(candidates: readonly ('read' | 'alt' | 'main')[]): 'read' | 'alt' | 'main' | undefined {
    const { token, readToken, altToken } = this.#run.options;
    const tokens = { main: token, read: readToken, alt: altToken };
    let best: 'read' | 'alt' | 'main' | undefined;
    let most = Number.NEGATIVE_INFINITY;
    for (const candidate of candidates) {
      const value = tokens[candidate];
      if (value === undefined) continue;
      const left = this.#run.pacer.left(value);
      if (best === undefined || left > most + BALANCE_MARGIN) {
        best = candidate;
        most = left;
      }
    }
    return best;
  }

  /** The token of those a read may go as with the most requests left in its window (run/pace.ts). */
  #roomiest(as: 'main' | 'read', catalog: boolean): As {
    const { token, readToken, altToken } = this.#run.options;
    const tokens: Record<'main' | 'read' | 'alt', string | undefined> = {
      main: token,
      read: readToken,
      alt: catalog ? altToken : undefined,
    };
    let best: 'main' | 'read' | 'alt' = as;
    let most = this.#run.pacer.left(tokens[as]) + BALANCE_MARGIN;
    for (const other of ['main', 'read', 'alt'] as const) {
      const candidate = tokens[other];
      if (other === as || candidate === undefined) continue;
      const left = this.#run.pacer.left(candidate);
      if (left > most) {
        best = other;
        most = left;
      }
    }
    return best;
  }

  /** Records every way an answer departs from the document's response for its status. */
  conforms(exchange: Exchange): boolean {
    if (!exchange.operationId) return true;
    const failures = shapeFailures(this.contract, this.contract.operation(exchange.operationId), exchange);
    this.failures.push(...failures);
    return failures.length === 0;
  }

  /** Records a failure unless the condition holds; returns the condition. */
  check(condition: boolean, message: string, evidence: { exchange?: Exchange; contract?: ContractRef } = {}): boolean {
    if (!condition) {
      this.failures.push({
        message,
        contract:
          evidence.contract ??
          (evidence.exchange?.operationId
            ? { operationId: evidence.exchange.operationId, status: evidence.exchange.status }
            : this.#contractRef),
        ...(evidence.exchange ? { exchange: evidence.exchange } : {}),
      });
    }
    return condition;
  }

  /** Records a failure and ends the check. */
  fail(message: string, evidence: { exchange?: Exchange; contract?: ContractRef } = {}): never {
    this.check(false, message, evidence);
    throw new CheckAborted(message);
  }

  /** Ends the check as not exercised, with the reason. */
  notExercised(reason: string): never {
    throw new NotExercised(reason);
  }

  /** The body of an answer as an object (a failure when it is not one). */
  body<T = Record<string, unknown>>(exchange: Exchange): T {
    if (typeof exchange.json !== 'object' || exchange.json === null)
      this.fail(`${exchange.operationId ?? exchange.request.url}: the body is not a JSON object`, { exchange });
    return exchange.json as T;
  }

  /** Waits, unless the run is interrupted. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const signal = this.#run.signal;
      if (signal.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}

function hasHeader(headers: Record<string, string>, lower: string): boolean {
  return Object.keys(headers).some((name) => name.toLowerCase() === lower);
}

function problemSuffix(exchange: Exchange): string {
  const code = (exchange.json as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? ` (${code})` : '';
}
