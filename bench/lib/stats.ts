// Median and range of the rounds of one measurement.

export interface Summary {
  median: number;
  min: number;
  max: number;
  /** Every round, in the order measured. */
  rounds: number[];
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('no rounds to summarize');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, rounds: [...values] };
}

/** The q-quantile (0…1) of unsorted samples, nearest-rank. */
export function quantile(samples: ArrayLike<number>, q: number): number {
  const sorted = Float64Array.from(samples).sort();
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** Per-round ratios a[i] / b[i] of two series measured side by side. */
export function ratios(a: readonly number[], b: readonly number[]): number[] {
  if (a.length !== b.length) throw new Error('side-by-side series must have as many rounds');
  return a.map((x, i) => x / b[i]!);
}

/** The order of the subjects in round `round`: rotated, so none always runs first (two alternate). */
export function roundOrder<T>(subjects: readonly T[], round: number): T[] {
  const shift = round % subjects.length;
  return [...subjects.slice(shift), ...subjects.slice(0, shift)];
}
