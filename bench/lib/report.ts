// The results as one table (terminal and Markdown), bench/results.json and bench/RESULTS.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchConfig } from './config.js';
import type { Machine } from './machine.js';
import { BENCH } from './repo.js';
import type { BenchmarkResult, Figure, Row, Side } from './result.js';
import type { Summary } from './stats.js';

export interface Report {
  date: string;
  machine: Machine;
  config: BenchConfig;
  totalSeconds: number;
  benchmarks: BenchmarkResult[];
}

export function number(value: number, unit: Figure['unit']): string {
  if (!Number.isFinite(value)) return String(value);
  if (unit === 'req/s') return Math.round(value).toLocaleString('en-US');
  if (unit === 'µs') return value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US');
  if (unit === 'MB') return value.toFixed(1);
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US');
}

const withUnit = (value: number, unit: Figure['unit']) => `${number(value, unit)} ${unit}`;
const range = (s: Summary, unit: Figure['unit']) =>
  s.rounds.length > 1 ? ` (${number(s.min, unit)}–${number(s.max, unit)})` : '';

/** "sandbox: 2,835 req/s (2,801–2,870), p50/p99 3.08/8.79 ms": the first figure with its range, the others' medians. */
export function sideText(side: Side | undefined): string {
  if (!side) return '—';
  const [first, ...rest] = side.figures;
  if (!first) return side.name;
  const parts = [
    `${first.label === first.unit ? '' : `${first.label} `}${withUnit(first.value.median, first.unit)}${range(first.value, first.unit)}`,
  ];
  const p50 = side.figures.find((f) => f.label === 'p50');
  const p99 = side.figures.find((f) => f.label === 'p99');
  for (const f of rest) {
    if (f === p99 && p50 && p50 !== first) continue;
    if (f === p50 && p99) parts.push(`p50/p99 ${number(p50.value.median, 'ms')}/${number(p99.value.median, 'ms')} ms`);
    else parts.push(`${f.label === f.unit ? '' : `${f.label} `}${withUnit(f.value.median, f.unit)}`);
  }
  return `${side.name}: ${parts.join(', ')}`;
}

export function ratioText(row: Row): string {
  if (!row.ratio) return '—';
  const v = row.ratio.value;
  const x = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n >= 10 ? n.toFixed(1) : n.toFixed(2));
  return `${x(v.median)}×${v.rounds.length > 1 ? ` (${x(v.min)}–${x(v.max)})` : ''}`;
}

export function targetText(row: Row): string {
  if (!row.target) return '—';
  return `${row.target.text} ${row.target.met ? 'met' : 'MISSED'}`;
}

interface TableRow {
  cells: string[];
}

function tableRows(benchmarks: BenchmarkResult[]): TableRow[] {
  return benchmarks.flatMap((b) =>
    b.rows.map((row) => ({
      cells: [String(b.id), row.case, sideText(row.subject), sideText(row.baseline), ratioText(row), targetText(row)],
    })),
  );
}

const HEADER = ['#', 'Case', 'Ours', 'Compared with', 'Ratio (median, min–max)', 'Target'];

/** A plain aligned table for the terminal. */
export function terminalTable(benchmarks: BenchmarkResult[]): string {
  const rows = [HEADER, ...tableRows(benchmarks).map((r) => r.cells)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function markdownTable(benchmarks: BenchmarkResult[]): string {
  const escapeCell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...tableRows(benchmarks).map((r) => `| ${r.cells.map(escapeCell).join(' | ')} |`),
  ].join('\n');
}

export function markdown(report: Report): string {
  const m = report.machine;
  const c = report.config;
  const missed = report.benchmarks.flatMap((b) =>
    b.rows.filter((r) => r.target && !r.target.met).map((r) => ({ b, r })),
  );
  return [
    '# Benchmark results',
    '',
    `Measured by \`npm run bench\` (bench/run.ts) on ${report.date.slice(0, 10)} in ${Math.round(report.totalSeconds)} s; the raw figures of every round are in [results.json](results.json).`,
    'Every row is measured side by side in the same run (rounds alternate the subjects), so the ratios hold on a shared, noisy machine where absolute figures do not. Targets are reported, not asserted.',
    '',
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}`,
    `- Node ${m.node}, SQLite ${m.sqlite}; ${Object.entries(m.packages)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `- Commit ${m.commit}; ${c.rounds} rounds of ${c.loadSeconds} s per load, ${c.connections} connections`,
    '',
    markdownTable(report.benchmarks),
    '',
    ...(missed.length > 0
      ? [
          '## Targets missed, and what limits them',
          '',
          ...missed.map(
            ({ b, r }) =>
              `- **${b.id}. ${r.case}** (${ratioText(r)}, target ${r.target!.text}): ${r.limits ?? 'not analysed.'}`,
          ),
          '',
        ]
      : []),
    '## How each benchmark measures',
    '',
    ...report.benchmarks.flatMap((b) => [`### ${b.id}. ${b.title}`, '', ...b.notes.map((n) => `- ${n}`), '']),
  ].join('\n');
}

export function writeReport(report: Report): { json: string; md: string } {
  const json = join(BENCH, 'results.json');
  const md = join(BENCH, 'RESULTS.md');
  const stripped = { ...report, benchmarks: report.benchmarks.map(({ pids: _pids, ...rest }) => rest) };
  writeFileSync(json, `${JSON.stringify(stripped, null, 2)}\n`);
  writeFileSync(md, markdown(report));
  return { json, md };
}
