// What a table shows of an answer, read from its response schema (`@vps-hosting/api/operations/schemas`,
// loaded only for tables, `-q`, `-o columns=` and help): the rows (a list's items, or the items of an
// answer whose one property is an array: `domains search`, `domains check`), the columns a row can
// have, the default ones, and for items made of variants (DNS records) what each variant's content is.
import type { JsonSchema } from '@vps-hosting/api/operations';
import { RESPONSE_SCHEMAS } from '@vps-hosting/api/operations/schemas';
import { schemaTypes } from '../commands/command-specs.js';
import { COLUMNS, CONTENT_COLUMN } from '../commands/overlay.js';
import { UsageError } from '../run/exit-codes.js';

type Properties = Record<string, JsonSchema>;

/** A schema's alternatives (`oneOf`/`anyOf` members other than `null`), or the schema itself. */
function members(schema: JsonSchema): JsonSchema[] {
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  return alternatives ? alternatives.filter((a) => a.type !== 'null').flatMap(members) : [schema];
}

const propertiesOf = (schema: JsonSchema): Properties =>
  Object.assign({}, ...members(schema).map((m) => (m.properties ?? {}) as Properties));

const isObject = (schema: JsonSchema): boolean => members(schema).some((m) => schemaTypes(m).includes('object'));

const isScalar = (schema: JsonSchema): boolean => {
  const types = schemaTypes(schema).filter((t) => t !== 'null');
  if (types.includes('array')) return !isObject((schema.items ?? {}) as JsonSchema);
  return !types.includes('object');
};

/** An object of amounts in one currency (`price`: `monthly`, `hourly`, `currency`): it has a `currency` property. */
export const MONEY_CURRENCY = 'currency';
const isMoney = (schema: JsonSchema): boolean => isObject(schema) && MONEY_CURRENCY in propertiesOf(schema);

export interface Rows {
  /** For an answer that wraps its rows: the property holding them (`data`). */
  field?: string;
  /** The schema of a row (an item), when the answer names one. */
  item: JsonSchema | undefined;
  /** The name COLUMNS keys the defaults by. */
  itemName: string | undefined;
}

/**
 * The rows of an answer of this schema (`list`: `schemaName` is the item's), or undefined for a single
 * resource. An answer whose one property is an array of objects is a list too.
 */
export function rowsOf(schemaName: string | undefined, list: boolean): Rows | undefined {
  const schema = schemaName === undefined ? undefined : RESPONSE_SCHEMAS[schemaName];
  if (list) return { item: schema, itemName: schemaName };
  const entries = Object.entries(schema?.properties ?? {}) as [string, JsonSchema][];
  if (entries.length !== 1) return undefined;
  const [field, property] = entries[0]!;
  const items = property.items as JsonSchema | undefined;
  if (!schemaTypes(property).includes('array') || items === undefined || !isObject(items)) return undefined;
  return { field, item: items, itemName: undefined };
}

/** The schema a one-resource answer's columns come from. */
export function resourceSchema(schemaName: string | undefined): JsonSchema | undefined {
  return schemaName === undefined ? undefined : RESPONSE_SCHEMAS[schemaName];
}

export interface VariantContent {
  /** The property whose constant tells the variants apart (`type`). */
  property: string;
  /** Its value → that variant's own properties, in the schema's order (`MX` → `priority`, `exchange`). */
  fields: Map<string, string[]>;
}

/**
 * For items made of variants (a `oneOf` of objects told apart by a property with a `const` in each):
 * each variant's own properties, those not shared by every variant, in the order its schema lists them.
 * DNS records share `id`, `type`, `name`, `ttl`, `comment` and the dates, so an A record's content is
 * `address`, an MX record's `priority exchange`, an SRV record's `priority weight port target`.
 */
export function variantContent(item: JsonSchema | undefined): VariantContent | undefined {
  const variants = ((item?.oneOf ?? []) as JsonSchema[]).filter((v) => v.properties !== undefined);
  if (variants.length < 2) return undefined;
  const keys = (v: JsonSchema) => Object.keys(v.properties as Properties);
  const shared = keys(variants[0]!).filter((k) => variants.every((v) => k in (v.properties as Properties)));
  const property = shared.find((k) => variants.every((v) => (v.properties as Properties)[k]!.const !== undefined));
  if (property === undefined) return undefined;
  const fields = new Map(
    variants.map((v) => [
      String((v.properties as Properties)[property]!.const),
      keys(v).filter((k) => !shared.includes(k)),
    ]),
  );
  return { property, fields };
}

/** The text of an item's content column: its variant's own fields, space-separated (`10 mail.example.com.`). */
export function contentOf(content: VariantContent, item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const fields = content.fields.get(String(record[content.property]));
  if (!fields) return undefined;
  return fields
    .map((f) => record[f])
    .filter((v) => v !== undefined && v !== null)
    .map(String)
    .join(' ');
}

export interface ColumnSet {
  /** Every dotted path a row's schema has (`networks.ipv4.address`), the content column for variants. */
  paths: string[];
  /** Objects of free keys (`labels`): any `labels.<key>` is a column. */
  open: string[];
}

/** The columns a row of this schema can show, to list in help and to check `-o columns=` against. */
export function columnsOf(schema: JsonSchema | undefined): ColumnSet {
  const set: ColumnSet = { paths: [], open: [] };
  if (schema === undefined) return set;
  const walk = (node: JsonSchema, prefix: string, depth: number) => {
    for (const [key, property] of Object.entries(propertiesOf(node))) {
      const path = `${prefix}${key}`;
      set.paths.push(path);
      if (!isObject(property) || depth > 3) continue;
      const nested = Object.keys(propertiesOf(property)).length > 0;
      if (nested) walk(property, `${path}.`, depth + 1);
      else if (members(property).some((m) => m.additionalProperties !== false)) set.open.push(path);
    }
  };
  walk(schema, '', 0);
  if (variantContent(schema)) set.paths.push(CONTENT_COLUMN);
  return set;
}

/** The columns `-o columns=` takes for an answer of this schema (`list`: `schemaName` names the item's), as help lists them. */
export function answerColumns(schemaName: string | undefined, list: boolean): ColumnSet {
  return columnsOf(rowsOf(schemaName, list)?.item ?? resourceSchema(schemaName));
}

/** The default columns: the overlay's for the schema, else its scalar properties (a money object's amounts). */
export function defaultColumns(rows: Rows): string[] | undefined {
  const listed = rows.itemName === undefined ? undefined : COLUMNS[rows.itemName];
  if (listed) return [...listed];
  if (rows.item === undefined) return undefined;
  return Object.entries(propertiesOf(rows.item)).flatMap(([key, property]) => {
    if (isMoney(property))
      return Object.keys(propertiesOf(property))
        .filter((k) => k !== MONEY_CURRENCY)
        .map((k) => `${key}.${k}`);
    return isScalar(property) ? [key] : [];
  });
}

/** Refuses a column the schema does not have (exit 2), naming it and the valid ones. */
export function checkColumns(columns: readonly string[], schema: JsonSchema | undefined): void {
  if (schema === undefined) return;
  const { paths, open } = columnsOf(schema);
  const unknown = columns.filter((c) => !paths.includes(c) && !open.some((o) => c.startsWith(`${o}.`)));
  if (unknown.length === 0) return;
  throw new UsageError(
    `-o columns: no column ${unknown.map((c) => `"${c}"`).join(', ')}; the columns are: ${columnsText({ paths, open })}`,
  );
}

/** `id, name, labels.<key>, …` as help and errors write them. */
export function columnsText(set: ColumnSet): string {
  return [...set.paths, ...set.open.map((o) => `${o}.<key>`)].join(', ');
}
