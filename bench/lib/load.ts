// One bounded load of one request against one server with autocannon, with exact latencies: every
// response time is recorded (autocannon's own histogram has 1 ms resolution).
import autocannon from 'autocannon';
import { quantile } from './stats.js';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The status every response must have; anything else is counted as a failure. */
  expectStatus: number;
  connections: number;
  durationSec: number;
  /** Hard cap on requests, whatever the duration. */
  maxRequests: number;
  /** Headers to change on each request (e.g. a token taken from a pool). */
  perRequestHeaders?: () => Record<string, string>;
  /** autocannon's sample interval (ms); short loads use a shorter one. */
  sampleIntMs?: number;
}

export interface LoadResult {
  rps: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  completed: number;
  /** Responses with another status, connection errors and timeouts. */
  failures: number;
  statuses: Record<string, number>;
  bytesPerResponse: number;
  seconds: number;
  /** True when the run stopped at maxRequests rather than at its duration. */
  capped: boolean;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const latencies = new Float64Array(spec.maxRequests + spec.connections);
  let recorded = 0;
  let unexpected = 0;
  const request: autocannon.Request = { method: spec.method, path: spec.path, headers: spec.headers, body: spec.body };
  if (spec.perRequestHeaders) {
    const extra = spec.perRequestHeaders;
    request.setupRequest = (req) => ({ ...req, headers: { ...spec.headers, ...extra() } });
  }
  const t0 = performance.now();
  let lastResponseAt = t0;
  // Without a callback autocannon returns its event emitter, made thenable (the types say Promise).
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSec,
    maxOverallRequests: spec.maxRequests,
    timeout: 10,
    sampleInt: spec.sampleIntMs ?? 1000,
    requests: [request],
  } as autocannon.Options) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on('response', (_client, status, _bytes, responseTime) => {
    lastResponseAt = performance.now();
    if (status !== spec.expectStatus) unexpected++;
    else if (recorded < latencies.length) latencies[recorded++] = responseTime;
  });
  const result = await instance;
  const samples = latencies.subarray(0, recorded);
  const completed = result.requests.total;
  return {
    // From the start to the last answer (autocannon's own duration ends at its next sample tick).
    rps: recorded / ((lastResponseAt - t0) / 1000),
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
    completed,
    failures: unexpected + result.errors + result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, (v as { count: number }).count]),
    ),
    bytesPerResponse: completed > 0 ? result.throughput.total / completed : 0,
    seconds: (lastResponseAt - t0) / 1000,
    capped: completed >= spec.maxRequests,
  };
}

/** Throws when a load had failures: a benchmark of errors measures nothing. */
export function assertClean(what: string, r: LoadResult): void {
  if (r.failures > 0 || r.completed === 0) {
    throw new Error(`${what}: ${r.failures} failed of ${r.completed} (statuses ${JSON.stringify(r.statuses)})`);
  }
}
