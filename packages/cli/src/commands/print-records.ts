// How the tool's own commands print what they show (`context list`, `auth status`): a table with
// the given columns, or the records as JSON or YAML with `-o json|yaml`.
import { parseOutputFormat } from '../output/output-format.js';
import { renderTable } from '../output/table.js';
import type { GlobalOptions } from '../run/session.js';

/** JSON or YAML of `value` when `-o` asks for one; false when the caller prints its own table. */
export async function printedAsData(globals: GlobalOptions, value: unknown): Promise<boolean> {
  const format = parseOutputFormat(globals.output);
  if (format.kind === 'json') process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  else if (format.kind === 'yaml') process.stdout.write((await import('yaml')).stringify(value));
  else return false;
  return true;
}

export async function printRecords(
  globals: GlobalOptions,
  records: readonly Record<string, unknown>[],
  columns: readonly string[],
  asTable: (record: Record<string, unknown>) => Record<string, unknown> = (record) => record,
): Promise<void> {
  if (await printedAsData(globals, records)) return;
  const format = parseOutputFormat(globals.output);
  const shown = (format.kind === 'table' ? format.columns : undefined) ?? columns;
  const rows = records.map(asTable).map((r) => shown.map((c) => r[c]));
  process.stdout.write(renderTable(shown, rows, globals.header));
}
