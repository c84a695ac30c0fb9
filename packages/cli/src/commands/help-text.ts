// The help of an operation command, written for the tool from the table (computed only when help is
// shown): each flag's first sentence, per variant where the variants of a body say different things
// (`--address`: IPv4 for A, IPv6 for AAAA), whether it is required, its allowed values, range and
// default; the columns a list can show; and the document's references to operations (`GET
// /api/v1/locations/`) written as the `vps` command that calls them (`vps locations list`).
import type { JsonSchema, OperationSpec } from '@vps-hosting/api/operations';
import { allowedValues } from '../run/schema-check.js';
import { commandSpecs, schemaTypes, type CommandSpec, type FlagSpec } from './command-specs.js';

const firstSentence = (text: string): string =>
  (/^[\s\S]*?\.(?=\s|$)/.exec(text)?.[0] ?? text).replace(/\s+/g, ' ').trim();

/** Rewrites `METHOD /api/v1/…` in the document's text as the `vps` command of that operation. */
export function commandReferences(operations: readonly OperationSpec[]): (text: string) => string {
  const specs = commandSpecs(operations).map((spec) => ({
    spec,
    pattern: new RegExp(`^${spec.operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  return (text) =>
    text.replace(
      /`?\b(GET|POST|PUT|PATCH|DELETE) (\/[^\s`?]*)(\?[^\s`]*)?`?/g,
      (whole, method: string, path: string) => {
        const found = specs.find((s) => s.spec.operation.method === method && s.pattern.test(path));
        return found ? `\`vps ${found.spec.words.join(' ')}\`` : whole;
      },
    );
}

/** The body's variants (DNS record types) and the schema each gives this field, when the body has variants. */
function variantSchemas(spec: CommandSpec, flag: FlagSpec): [string, JsonSchema][] {
  const body = spec.operation.body;
  if (!body?.discriminator || flag.in !== 'body') return [];
  const property = body.discriminator.property;
  return ((body.schema.oneOf ?? []) as JsonSchema[]).flatMap((variant) => {
    const properties = (variant.properties ?? {}) as Record<string, JsonSchema>;
    const name = properties[property]?.const;
    const schema = properties[flag.name];
    return typeof name === 'string' && schema ? [[name, schema] as [string, JsonSchema]] : [];
  });
}

/** What the flag is: one sentence, or one per group of variants that say different things. */
function meaning(spec: CommandSpec, flag: FlagSpec, references: (text: string) => string): string {
  const discriminator = spec.operation.body?.discriminator;
  if (flag.in === 'body' && discriminator?.property === flag.name)
    return `one of ${discriminator.values.join(', ')}: decides which other flags apply (each says the ${flag.flag}s it is for)`;
  const groups = new Map<string, string[]>();
  for (const [variant, schema] of variantSchemas(spec, flag)) {
    const sentence = firstSentence(String(schema.description ?? flag.description));
    groups.set(sentence, [...(groups.get(sentence) ?? []), variant]);
  }
  if (groups.size > 1)
    return references([...groups].map(([sentence, variants]) => `${variants.join(', ')}: ${sentence}`).join(' '));
  return references(firstSentence(flag.description));
}

const shownValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Required, allowed values, range and default, from the schema. */
function facts(spec: CommandSpec, flag: FlagSpec): string[] {
  const facts: string[] = [];
  const variantCount = spec.operation.body?.discriminator?.values.length ?? 0;
  const everyVariant = !flag.variants || flag.variants.length === variantCount;
  const bodyRequired = flag.in !== 'body' || spec.operation.body?.required === true;
  if (flag.required && bodyRequired)
    facts.push(everyVariant ? 'required' : `required for ${flag.variants!.join(', ')}`);
  else if (flag.variants && !everyVariant) facts.push(`for ${flag.variants.join(', ')}`);
  const schema = flag.schema;
  const types = schemaTypes(schema);
  const items = types.includes('array') ? ((schema.items ?? {}) as JsonSchema) : undefined;
  const allowed = allowedValues(items ?? schema);
  const isDiscriminator = spec.operation.body?.discriminator?.property === flag.name;
  if (allowed && !isDiscriminator) facts.push(`${items ? 'each ' : ''}one of: ${allowed.map(shownValue).join(', ')}`);
  const min = schema.minimum;
  const max = schema.maximum;
  const range = `${min} to ${max}`;
  if (typeof min === 'number' && typeof max === 'number' && max < 2 ** 31 && !flag.description.includes(range))
    facts.push(range);
  if (schema.default !== undefined) facts.push(`default: ${shownValue(schema.default)}`);
  return facts;
}

/** A flag's line in help. */
export function flagHelp(spec: CommandSpec, flag: FlagSpec, references: (text: string) => string): string {
  const list = facts(spec, flag);
  return `${meaning(spec, flag, references)}${list.length > 0 ? ` (${list.join('; ')})` : ''}`;
}
