// The arithmetic and the summary of npm run bench: medians, quantiles, side-by-side ratios, round
// order, and the Markdown table with its targets.
import { describe, expect, it } from 'vitest';
import { markdown, ratioText, sideText, type Report } from '../../bench/lib/report.js';
import { FULL } from '../../bench/lib/config.js';
import { target } from '../../bench/lib/result.js';
import { quantile, ratios, roundOrder, summarize } from '../../bench/lib/stats.js';

describe('bench statistics', () => {
  it('summarizes rounds as median, min and max, keeping the rounds in order', () => {
    expect(summarize([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3, rounds: [3, 1, 2] });
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
    expect(() => summarize([])).toThrow();
  });

  it('takes nearest-rank quantiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
    expect(quantile(samples, 0.5)).toBe(50);
    expect(quantile(samples, 0.99)).toBe(99);
    expect(quantile([7], 0.99)).toBe(7);
  });

  it('divides side-by-side series round by round', () => {
    expect(ratios([10, 30], [5, 10])).toEqual([2, 3]);
    expect(() => ratios([1], [1, 2])).toThrow();
  });

  it('rotates the order of subjects from round to round', () => {
    expect([0, 1, 2].map((r) => roundOrder(['a', 'b', 'c'], r))).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
      ['c', 'a', 'b'],
    ]);
    expect(roundOrder(['a', 'b'], 1)).toEqual(['b', 'a']);
  });

  it('judges a target on the median ratio', () => {
    expect(target('≥ 2×', summarize([1.5, 2.5, 2.1]), 2)?.met).toBe(true);
    expect(target('≤ 1.15×', summarize([1.2, 1.3, 1.1]), undefined, 1.15)?.met).toBe(false);
  });
});

describe('bench summary', () => {
  const ratio = summarize([4, 5, 6]);
  const report: Report = {
    date: '2030-01-02T03:04:05.000Z',
    machine: {
      cpu: 'CPU X',
      cores: 2,
      memoryGb: 8,
      os: 'Linux',
      node: 'v20',
      sqlite: '3',
      packages: { autocannon: '8' },
      commit: 'abc',
    },
    config: FULL,
    totalSeconds: 100,
    benchmarks: [
      {
        id: 1,
        title: 'T',
        notes: ['how it was measured'],
        pids: [],
        seconds: 1,
        rows: [
          {
            case: 'GET list',
            subject: {
              name: 'sandbox',
              figures: [
                { label: 'req/s', unit: 'req/s', value: summarize([1000, 1200, 1100]) },
                { label: 'p50', unit: 'ms', value: summarize([1, 1, 1]) },
                { label: 'p99', unit: 'ms', value: summarize([3, 3, 3]) },
              ],
            },
            baseline: {
              name: 'Prism',
              figures: [{ label: 'req/s', unit: 'req/s', value: summarize([200, 250, 220]) }],
            },
            ratio: { label: 'sandbox / Prism', value: ratio },
            target: target('≥ 20×', ratio, 20),
            limits: 'every list parses the whole account',
          },
        ],
      },
    ],
  };

  it('writes each side as its first figure with range, then p50/p99', () => {
    expect(sideText(report.benchmarks[0]!.rows[0]!.subject)).toBe(
      'sandbox: 1,100 req/s (1,000–1,200), p50/p99 1.00/3.00 ms',
    );
    expect(ratioText(report.benchmarks[0]!.rows[0]!)).toBe('5.00× (4.00–6.00)');
  });

  it('puts the machine, the table, missed targets with their limits, and the notes in the Markdown', () => {
    const md = markdown(report);
    expect(md).toContain('CPU X, 2 cores, 8 GB');
    expect(md).toContain(
      '| 1 | GET list | sandbox: 1,100 req/s (1,000–1,200), p50/p99 1.00/3.00 ms | Prism: 220 req/s (200–250) | 5.00× (4.00–6.00) | ≥ 20× MISSED |',
    );
    expect(md).toContain('**1. GET list** (5.00× (4.00–6.00), target ≥ 20×): every list parses the whole account');
    expect(md).toContain('- how it was measured');
  });
});
