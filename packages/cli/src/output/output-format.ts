// `-o table|json|yaml|columns=a,b`, `--no-header`, `-q`: how a result goes to stdout.
import { UsageError } from '../run/exit-codes.js';
import { COLUMNS } from '../commands/overlay.js';
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

function defaultColumns(schemaName: string | undefined, items: readonly unknown[]): string[] {
  const listed = schemaName ? COLUMNS[schemaName] : undefined;
  if (listed) return [...listed];
  const first = items[0];
  if (typeof first !== 'object' || first === null) return [];
  return Object.entries(first)
    .filter(
      ([, v]) => v === null || typeof v !== 'object' || (Array.isArray(v) && v.every((x) => typeof x !== 'object')),
    )
    .map(([k]) => k);
}

/** The text to print for a result: a list of items, or one resource (`schemaName` picks the columns). */
export async function formatResult(
  result: unknown,
  options: OutputOptions,
  shape: { list: boolean; schemaName: string | undefined },
): Promise<string> {
  const items = shape.list ? (result as unknown[]) : [result];
  if (options.quiet)
    return items
      .map(identifier)
      .filter(Boolean)
      .map((id) => `${id}\n`)
      .join('');
  if (options.format.kind === 'json') return `${JSON.stringify(result, null, 2)}\n`;
  if (options.format.kind === 'yaml') {
    const { stringify } = await import('yaml');
    return stringify(result);
  }
  if (!shape.list && options.format.columns === undefined) {
    return renderTable(
      ['field', 'value'],
      Object.entries((result ?? {}) as Record<string, unknown>).map(([key, value]) => [key, value]),
      options.header,
    );
  }
  const columns = options.format.columns ?? defaultColumns(shape.schemaName, items);
  return renderTable(
    columns,
    items.map((item) => columns.map((column) => pick(item, column))),
    options.header,
  );
}
