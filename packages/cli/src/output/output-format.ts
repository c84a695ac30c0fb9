// `-o table|json|yaml|columns=a,b`, `--no-header`, `-q`: how a result goes to stdout.
import { UsageError } from '../run/exit-codes.js';
import { CONTENT_COLUMN } from '../commands/overlay.js';
import { renderTable } from './table.js';

export type OutputFormat = { kind: 'table'; columns?: string[] } | { kind: 'json' } | { kind: 'yaml' };

export interface OutputOptions {
  format: OutputFormat;
  header: boolean;
  quiet: boolean;
}

export function parseOutputFormat(value: string): OutputFormat {
  if (value === 'table' || value === 'json' || value === 'yaml') return { kind: value };
  const columns = /^columns=(.+)$/.exec(value)?.[1];
  if (columns)
    return {
      kind: 'table',
      columns: columns
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    };
  throw new UsageError(`-o ${value}: expected table, json, yaml or columns=a,b`);
}

/** The value at a dotted path (`networks.ipv4.address`). */
export function pick(item: unknown, path: string): unknown {
  let value = item;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** What `-q` prints for an item: its id, else its slug, else its name. */
export function identifier(item: unknown): string {
  for (const key of ['id', 'slug', 'name']) {
    const value = pick(item, key);
    if (typeof value === 'number' || typeof value === 'string') return String(value);
  }
  return '';
}

/** The text to print for a result: a list of items, or one resource (`schemaName` names the item's or the resource's schema). */
export async function formatResult(
  result: unknown,
  options: OutputOptions,
  shape: { list: boolean; schemaName: string | undefined },
): Promise<string> {
  if (options.format.kind === 'json' && !options.quiet) return `${JSON.stringify(result, null, 2)}\n`;
  if (options.format.kind === 'yaml' && !options.quiet) {
    const { stringify } = await import('yaml');
    return stringify(result);
  }
  // Tables and ids read the answer's schema (loaded only now): which rows, which columns, what content.
  const { contentOf, defaultColumns, rowsOf, variantContent } = await import('./response-shape.js');
  const rows = rowsOf(shape.schemaName, shape.list);
  const items = rows === undefined ? [result] : rowsIn(result, rows.field);
  if (options.quiet)
    return items
      .map(identifier)
      .filter(Boolean)
      .map((id) => `${id}\n`)
      .join('');
  const chosen = options.format.kind === 'table' ? options.format.columns : undefined;
  if (rows === undefined && chosen === undefined) {
    const { describe } = await import('./describe.js');
    return describe(result);
  }
  const { withCurrency } = await import('./describe.js');
  const columns = chosen ?? (rows && defaultColumns(rows)) ?? scalarKeys(items[0]);
  const content = variantContent(rows?.item);
  const cellOf = (item: unknown, column: string): unknown => {
    if (column === CONTENT_COLUMN && content) return contentOf(content, item);
    const at = column.lastIndexOf('.');
    return withCurrency(at < 0 ? item : pick(item, column.slice(0, at)), column.slice(at + 1), pick(item, column));
  };
  return renderTable(
    columns,
    items.map((item) => columns.map((column) => cellOf(item, column))),
    options.header,
  );
}

function rowsIn(result: unknown, field: string | undefined): unknown[] {
  const rows = field === undefined ? result : (result as Record<string, unknown> | null)?.[field];
  return Array.isArray(rows) ? rows : [];
}

/** Columns for an item of no known schema: its scalar fields. */
function scalarKeys(first: unknown): string[] {
  if (typeof first !== 'object' || first === null) return [];
  return Object.entries(first)
    .filter(
      ([, v]) => v === null || typeof v !== 'object' || (Array.isArray(v) && v.every((x) => typeof x !== 'object')),
    )
    .map(([k]) => k);
}

/** `-o columns=` checked against the answer's schema before anything is sent: an unknown column is a usage error. */
export async function checkChosenColumns(
  options: OutputOptions,
  shape: { list: boolean; schemaName: string | undefined },
): Promise<void> {
  const columns = options.format.kind === 'table' ? options.format.columns : undefined;
  if (columns === undefined || options.quiet) return;
  const { checkColumns, resourceSchema, rowsOf } = await import('./response-shape.js');
  checkColumns(columns, rowsOf(shape.schemaName, shape.list)?.item ?? resourceSchema(shape.schemaName));
}
