// Benchmark 7: how long one zone-file import at the body limit holds the sandbox's event loop. The
// sandbox runs in this process (SQLite file, WAL, synchronous=FULL, as `npm run sandbox`); while one
// PUT zone-file request is answered (after one unmeasured round), perf_hooks' event-loop delay histogram (1 ms resolution) records
// the longest stretch no other request could have been served. Five hostile or heavy shapes of file,
// each as close to the documented limit as the body allows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  MANAGED_NAMESERVERS,
  MAX_RECORDS_PER_ZONE,
  parseZoneFile,
  startSandbox,
  type Sandbox,
} from '@vps-hosting/sandbox';
import type { BenchConfig } from './lib/config.js';
import { doc, pathOf, successStatus } from './lib/document.js';
import type { BenchmarkResult, Log, Row } from './lib/result.js';
import { summarize } from './lib/stats.js';

const ZONE = 'bench-zone-file.com';
/** The documented limit of the zone file (DnsZoneFileReplaceRequest.zone_file maxLength), 1 MiB. */
const LIMIT: number = doc.components.schemas.DnsZoneFileReplaceRequest.properties.zone_file.maxLength;
/** "A few tens of milliseconds" (issue 10): the most one request may hold the event loop. */
const TARGET_MS = 50;
const REQUEST_TIMEOUT_MS = 60_000;
/** What a CPU profile (node --cpu-prof) of the heaviest valid import shows beside the parser. */
const LIMITS =
  "the file is read in one pass and reading stops at the bounds (packages/sandbox/src/domain/zone-file.ts: a few ms per MiB); the rest is the same for any 1 MiB body (reading and JSON-parsing it, the schema's pattern and maxLength over the 1 MiB string, garbage collection of it) and, for a valid file, deleting and inserting up to 500 records in one synchronous SQLite transaction committed with synchronous=FULL (one fsync on the event loop). On this shared 2-core machine the wall-clock block also includes time the process was not scheduled.";

/** Repeats `unit(i)` until the JSON body would pass the limit; `head` and `tail` frame the lines. */
function fill(unit: (i: number) => string, head = '', tail = ''): string {
  const parts = [head];
  // Every line's JSON costs its characters plus escapes; stop a little short of the limit.
  let size = JSON.stringify({ zone_file: head + tail }).length;
  for (let i = 0; ; i++) {
    const line = unit(i);
    const cost = JSON.stringify(line).length - 2;
    if (size + cost > LIMIT - 64) break;
    parts.push(line);
    size += cost;
  }
  parts.push(tail);
  return parts.join('');
}

interface Shape {
  name: string;
  /** The file for a round (the valid import differs each round, so every record is rewritten). */
  file: (round: number) => string;
  /** The answer expected: a status and, for a problem, its code. */
  expect: { status: number; code?: string };
}

const SHAPES: Shape[] = [
  {
    name: 'one record in parentheses over every line (refused)',
    file: () => fill((i) => `  "part${i}"\n`, '@ IN TXT (\n', ')\n'),
    expect: { status: 400, code: 'validation_failed' },
  },
  {
    name: 'every line bad (refused)',
    file: () => fill(() => 'x\n'),
    expect: { status: 400, code: 'validation_failed' },
  },
  {
    name: 'blank lines only (an empty zone)',
    file: () => fill(() => '\n'),
    expect: { status: successStatus('replaceDnsZoneFile') },
  },
  {
    name: 'records far past the zone quota (refused)',
    file: () => fill((i) => `h${i} IN A 203.0.113.${i % 250}\n`),
    expect: { status: 400, code: 'quota_exceeded' },
  },
  {
    name: '498 records, the most an import writes, padded with comments',
    file: (round) => {
      const records = Array.from(
        { length: 498 },
        (_, i) => `r${i} 300 IN TXT "round ${round} record ${i}" ; note ${i}\n`,
      ).join('');
      return fill(() => '; padding\n', `$TTL 600\n${records}`);
    },
    expect: { status: successStatus('replaceDnsZoneFile') },
  },
];

async function importOnce(
  sb: Sandbox,
  zoneFile: string,
): Promise<{ status: number; code?: string; blockMs: number; cpuMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const cpu = process.cpuUsage();
  try {
    const res = await fetch(sb.url + pathOf('replaceDnsZoneFile', { zone_name: ZONE }), {
      method: 'PUT',
      headers: { authorization: `Bearer ${sb.tokens.full}`, 'content-type': 'application/json' },
      body: JSON.stringify({ zone_file: zoneFile }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await res.json()) as { code?: string };
    const used = process.cpuUsage(cpu);
    return {
      status: res.status,
      code: body.code,
      blockMs: histogram.max / 1e6,
      cpuMs: (used.user + used.system) / 1000,
    };
  } finally {
    histogram.disable();
  }
}

export async function zoneFile(config: BenchConfig, log: Log): Promise<BenchmarkResult> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'bench-zone-file-'));
  const problems: string[] = [];
  let sb: Sandbox | undefined;
  try {
    sb = await startSandbox({ port: 0, db: join(dir, 'sandbox.db'), rateLimit: config.sandboxRateLimit });
    const created = await fetch(sb.url + pathOf('createDnsZone'), {
      method: 'POST',
      headers: { authorization: `Bearer ${sb.tokens.full}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: ZONE }),
    });
    if (created.status !== successStatus('createDnsZone')) throw new Error(`createDnsZone answered ${created.status}`);

    const rows: Row[] = [];
    for (const shape of SHAPES) {
      const blocks: number[] = [];
      const parses: number[] = [];
      const cpus: number[] = [];
      let bytes = 0;
      // One unmeasured round first: the first request of a shape also pays for compiling its code paths.
      for (let round = -1; round < config.rounds; round++) {
        const file = shape.file(round + 1);
        bytes = Buffer.byteLength(JSON.stringify({ zone_file: file }));
        const t0 = performance.now();
        // As the import does: records past the zone's room (its two managed NS records kept) stop the reading.
        parseZoneFile(file, ZONE, { maxRecords: MAX_RECORDS_PER_ZONE - MANAGED_NAMESERVERS.length });
        parses.push(performance.now() - t0);
        const answer = await importOnce(sb, file);
        if (answer.status !== shape.expect.status || (shape.expect.code && answer.code !== shape.expect.code)) {
          problems.push(
            `${shape.name}: answered ${answer.status} ${answer.code ?? ''}, expected ${shape.expect.status} ${shape.expect.code ?? ''}`,
          );
        }
        if (round < 0) {
          parses.pop();
          continue;
        }
        blocks.push(answer.blockMs);
        cpus.push(answer.cpuMs);
        log(
          `    ${shape.name} · round ${round + 1}: longest block ${answer.blockMs.toFixed(1)} ms, CPU ${answer.cpuMs.toFixed(1)} ms, parse ${parses.at(-1)!.toFixed(1)} ms (${answer.status})`,
        );
      }
      const block = summarize(blocks);
      rows.push({
        case: `PUT zone file, ${Math.round(bytes / 1024)} KiB body: ${shape.name}`,
        subject: {
          name: 'sandbox',
          figures: [
            { label: 'longest event-loop block', unit: 'ms', value: block },
            { label: 'CPU time of the request', unit: 'ms', value: summarize(cpus) },
            { label: 'parse alone', unit: 'ms', value: summarize(parses) },
          ],
        },
        target: { text: `≤ ${TARGET_MS} ms`, met: block.median <= TARGET_MS },
        limits: LIMITS,
      });
    }
    return {
      id: 7,
      title: 'Zone-file import at the body limit: longest event-loop block',
      rows,
      notes: [
        `The sandbox runs in the benchmark's process on a SQLite file (WAL, synchronous=FULL); each request's body is as close to the documented ${LIMIT}-character limit of \`zone_file\` as its JSON allows.`,
        `Longest block: the maximum of perf_hooks.monitorEventLoopDelay (1 ms resolution) while one PUT zone-file request is sent and answered (the client's own work in this process included); "CPU time of the request" is process.cpuUsage over the same span (all threads, garbage collector included), which a busy machine does not inflate as it does the wall-clock block; ${config.rounds} round(s) per shape after one unmeasured warm-up round; "parse alone" times parseZoneFile on the same file.`,
        "Shapes: one TXT record whose parentheses span every line (the issue's probe), a file of bad lines, a file of blank lines (over a million), a file of tens of thousands of records (past the 500-record quota), and the heaviest accepted import (498 records plus comment lines), which rewrites every record each round.",
      ],
      problems,
      pids: [],
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await sb?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
