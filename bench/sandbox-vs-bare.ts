// Benchmark 2: the sandbox vs a bare node:http server that replays the sandbox's own answer byte for
// byte (status, headers, body): the practical ceiling of a Node server on this machine.
import type { CannedResponse } from './servers/bare.js';
import { startAll, startChild, stopAll, type Child, type Stoppable } from './lib/child.js';
import type { BenchConfig } from './lib/config.js';
import { capture } from './lib/http.js';
import { BENCH } from './lib/repo.js';
import { target, type BenchmarkResult, type Log, type Row } from './lib/result.js';
import { getRequest, listRequest, startSandboxChild, type SandboxChild } from './lib/sandbox-target.js';
import { LIMITS, PAGE_CACHE_OFF } from './sandbox-vs-prism.js';
import { loadBase, loadSide, sideBySide } from './lib/side-by-side.js';
import { ratios, summarize } from './lib/stats.js';
import { join } from 'node:path';

const SEEDED = 100;

export async function sandboxVsBare(config: BenchConfig, log: Log): Promise<BenchmarkResult> {
  const started = performance.now();
  const running: Stoppable[] = [];
  try {
    log('  starting the sandbox (and one with its page cache off) and the bare server …');
    const [sandbox, uncached, bare] = await startAll<[SandboxChild, SandboxChild, Child<{ url: string }>]>(
      [
        startSandboxChild(config, SEEDED),
        startSandboxChild(config, SEEDED, [], undefined, false, false),
        startChild<{ url: string }>(join(BENCH, 'servers/bare.ts'), []),
      ],
      running,
    );
    const sb = sandbox.ready;
    const nc = uncached.ready;
    const cases = [
      {
        name: 'GET list (page of 25)',
        sandbox: sb,
        pid: sandbox.pid,
        request: listRequest(sb.token),
        limits: LIMITS.list,
        target: true,
      },
      {
        name: PAGE_CACHE_OFF,
        sandbox: nc,
        pid: uncached.pid,
        request: listRequest(nc.token),
        limits: LIMITS.uncached,
        target: false,
      },
      {
        name: 'GET one server',
        sandbox: sb,
        pid: sandbox.pid,
        request: getRequest(sb.token, sb.serverId!),
        limits: LIMITS.get,
        target: true,
      },
    ];
    const canned: CannedResponse[] = [];
    // Both lists answer the same path: the bare server replays the default sandbox's answer (the
    // uncached one differs only in its token's account and request id, not in size).
    for (const c of cases.filter((c) => c.sandbox === sb)) {
      const answer = await capture(sb.url, c.request.method, c.request.path, c.request.headers);
      if (answer.status !== c.request.expectStatus)
        throw new Error(`the sandbox answered ${answer.status} to ${c.request.path}`);
      canned.push(answer);
    }
    await bare.request('routes', { routes: canned });

    const rows: Row[] = [];
    const base = loadBase(config, config.maxReads);
    for (const c of cases) {
      const results = await sideBySide(
        c.name,
        [
          { name: 'sandbox', spec: () => ({ ...base, ...c.request, url: c.sandbox.url }), pid: c.pid },
          { name: 'bare node:http', spec: () => ({ ...base, ...c.request, url: bare.ready.url }), pid: bare.pid },
        ],
        config,
        log,
      );
      const ours = results.get('sandbox')!;
      const peer = results.get('bare node:http')!;
      const ratio = summarize(
        ratios(
          ours.map((r) => r.rps),
          peer.map((r) => r.rps),
        ),
      );
      rows.push({
        case: c.name,
        subject: loadSide('sandbox', ours),
        baseline: loadSide('bare node:http', peer),
        ratio: { label: 'sandbox / bare req/s', value: ratio },
        target: c.target ? target('≥ 0.5×', ratio, 0.5) : undefined,
        limits: c.limits,
      });
    }
    return {
      id: 2,
      title: 'Sandbox vs a bare node:http server (same bytes)',
      rows,
      notes: [
        'The bare server answers with the exact status, headers and body the sandbox gave to the same request, and does no other work: the ceiling of Node and of the load generator here.',
        `Same sandbox setup and load as benchmark 1 (${SEEDED} servers stored, ${config.connections} connections, ${config.loadSeconds} s × ${config.rounds} rounds).`,
        "Server CPU per request: user and system time of each server's process tree (/proc, 10 ms ticks) over a round, divided by its answers; the load generator on the same cores lowers req/s but hardly this figure, so it is the steadier comparison of what each server does per request (the kernel's TCP loopback work included).",
      ],
      pids: running.map((server) => server.pid),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await stopAll(running);
  }
}
