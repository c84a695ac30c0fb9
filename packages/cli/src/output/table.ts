// Borderless, space-aligned columns (like tabwriter), which awk and cut read; no colour.

function cell(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(',') || '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).replace(/\s*\n\s*/g, ' ');
}

export function renderTable(
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  header: boolean,
): string {
  const lines = rows.map((row) => row.map(cell));
  if (header) lines.unshift(columns.map((c) => c.toUpperCase()));
  const widths = columns.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
  return lines
    .map((line) =>
      line
        .map((text, i) => (i === line.length - 1 ? text : text.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}
