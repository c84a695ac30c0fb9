// One resource as a person reads it (`vps servers get 42`): scalars as `field: value` aligned within
// their section, nested objects as indented sections, arrays of objects as small tables, amounts
// with their currency (`monthly: 5.00 USD`); never one-line JSON. Field names are the API's, so that
// what is seen can be asked for with `-o columns=networks.ipv4.address`.
import { MONEY_CURRENCY } from './response-shape.js';
import { renderTable } from './table.js';

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRows = (value: unknown): value is Json[] =>
  Array.isArray(value) && value.length > 0 && value.every(isPlainObject);

/** A value that fits on its key's line. */
const inline = (value: unknown): boolean => !isRows(value) && !(isPlainObject(value) && Object.keys(value).length > 0);

/** An amount of a money object (`"5.00"` beside `currency: "USD"`) with its currency. */
export function withCurrency(parent: unknown, key: string, value: unknown): unknown {
  if (!isPlainObject(parent) || key === MONEY_CURRENCY || typeof value !== 'string') return value;
  const currency = parent[MONEY_CURRENCY];
  return typeof currency === 'string' ? `${value} ${currency}` : value;
}

function text(value: unknown, indent: string): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map((v) => text(v, indent)).join(', ');
  if (isPlainObject(value)) return Object.keys(value).length === 0 ? '-' : JSON.stringify(value);
  return String(value).replace(/\n/g, `\n${indent}`);
}

function section(object: Json, indent: string, lines: string[]): void {
  const money = typeof object[MONEY_CURRENCY] === 'string';
  const entries = Object.entries(object).filter(([key]) => !(money && key === MONEY_CURRENCY));
  const width = Math.max(0, ...entries.filter(([, v]) => inline(v)).map(([key]) => key.length + 1));
  for (const [key, value] of entries) {
    if (inline(value)) {
      const shown = withCurrency(object, key, value);
      lines.push(`${indent}${`${key}:`.padEnd(width)}  ${text(shown, `${indent}${' '.repeat(width + 2)}`)}`);
    } else if (isRows(value)) {
      lines.push(`${indent}${key}:`);
      const columns = [...new Set(value.flatMap((row) => Object.keys(row)))];
      const table = renderTable(
        columns,
        value.map((row) => columns.map((c) => withCurrency(row, c, row[c]))),
        true,
      );
      for (const line of table.trimEnd().split('\n')) lines.push(`${indent}  ${line}`);
    } else {
      lines.push(`${indent}${key}:`);
      section(value as Json, `${indent}  `, lines);
    }
  }
}

/** The describe view of one resource. */
export function describe(resource: unknown): string {
  if (!isPlainObject(resource)) return `${text(resource, '')}\n`;
  const lines: string[] = [];
  section(resource, '', lines);
  return lines.map((line) => `${line.trimEnd()}\n`).join('');
}
