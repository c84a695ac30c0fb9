// What a benchmark returns: rows of side-by-side figures with their ratio and target.
import type { Summary } from './stats.js';

export interface Figure {
  label: string;
  unit: Unit;
  value: Summary;
}

export type Unit = 'req/s' | 'ms' | 'µs' | 's' | 'MB';

export interface Side {
  name: string;
  /** The first figure is the one the ratio is about. */
  figures: Figure[];
}

export interface Row {
  case: string;
  subject: Side;
  baseline?: Side;
  /** Per-round ratio subject / baseline of the first figures, summarized. */
  ratio?: { label: string; value: Summary };
  /** The target for this ratio: reported, not asserted. */
  target?: { text: string; met: boolean };
  /** What limits the figure, shown when the target is missed. */
  limits?: string;
}

export interface BenchmarkResult {
  id: number;
  title: string;
  rows: Row[];
  /** How it was measured and what limits it, for the summary. */
  notes: string[];
  /** What went wrong without stopping the benchmark (a step that failed); the run then fails. */
  problems?: string[];
  /** Every process it started (all stopped when it returns). */
  pids: number[];
  seconds: number;
}

export type Log = (line: string) => void;

export function target(text: string, ratio: Summary, atLeast?: number, atMost?: number): Row['target'] {
  const met = (atLeast === undefined || ratio.median >= atLeast) && (atMost === undefined || ratio.median <= atMost);
  return { text, met };
}
