// The commands of `vps`, derived from the table of operations plus the overlay: one command per
// operation, its path parameters as arguments, every other parameter and body field as a flag; whether
// it may ask first and whether it waits, from the table's risks and starts (treatment.ts).
import type { BodyFieldSpec, JsonSchema, OperationSpec, ParameterSpec } from '@vps-hosting/api/operations';
import { BODY_ARGUMENTS, COMMAND_NAMES } from './overlay.js';
import { treatmentOf } from './treatment.js';

export { cliTreatment, type SurfaceTreatment } from './treatment.js';

export interface ArgumentSpec {
  /** The parameter or body field it fills (`server_id`, `names`). */
  name: string;
  in: 'path' | 'body';
  schema: JsonSchema;
  description: string;
  /** A body array given as the remaining arguments. */
  variadic: boolean;
}

export interface FlagSpec {
  /** `--label-selector` is `label-selector`. */
  flag: string;
  name: string;
  in: 'query' | 'header' | 'body';
  schema: JsonSchema;
  description: string;
  required: boolean;
  /** For a DNS record body: the record types that accept it. */
  variants?: string[];
}

export interface CommandSpec {
  operation: OperationSpec;
  /** The words after `vps`: `['dns', 'records', 'create']`. */
  words: string[];
  arguments: ArgumentSpec[];
  flags: FlagSpec[];
  /**
   * May ask before acting (on a terminal; refuses without one unless `--yes`): some body of the call
   * runs a risk it confirms. Whether a given call asks is decided on its body (`cliTreatment`).
   */
  confirm: boolean;
  /** Starts an action and waits for it unless `--no-wait`. */
  waits: boolean;
}

export const kebab = (name: string): string =>
  name
    .replace(/[_\s]+/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** The words of an operation without an overlay entry: its tag as noun, its operationId as verb. */
function defaultWords(operation: OperationSpec): string[] {
  return [kebab(operation.tag), kebab(operation.operationId)];
}

function flagOfParameter(parameter: ParameterSpec): FlagSpec {
  return {
    flag: kebab(parameter.name),
    name: parameter.name,
    in: parameter.in as 'query' | 'header',
    schema: parameter.schema,
    description: parameter.description,
    required: parameter.required,
  };
}

function flagOfField(field: BodyFieldSpec): FlagSpec {
  return {
    flag: kebab(field.name),
    name: field.name,
    in: 'body',
    schema: field.schema,
    description: field.description,
    required: field.required,
    ...(field.variants ? { variants: field.variants } : {}),
  };
}

export function commandSpec(operation: OperationSpec): CommandSpec {
  const named = COMMAND_NAMES[operation.operationId];
  const bodyArgument = BODY_ARGUMENTS[operation.operationId];
  const args: ArgumentSpec[] = operation.parameters
    .filter((p) => p.in === 'path')
    .map((p) => ({ name: p.name, in: 'path', schema: p.schema, description: p.description, variadic: false }));
  const flags = operation.parameters.filter((p) => p.in !== 'path').map(flagOfParameter);
  for (const field of operation.body?.fields ?? []) {
    if (field.name === bodyArgument) {
      args.push({ name: field.name, in: 'body', schema: field.schema, description: field.description, variadic: true });
    } else {
      flags.push(flagOfField(field));
    }
  }
  // Without a body: every risk some call may run, so the command has --yes whenever a call may ask.
  const treatment = treatmentOf(operation);
  return {
    operation,
    words: named ? named.split(' ') : defaultWords(operation),
    arguments: args,
    flags,
    confirm: treatment.confirms.length > 0,
    waits: treatment.waits,
  };
}

export function commandSpecs(operations: readonly OperationSpec[]): CommandSpec[] {
  return operations.map(commandSpec);
}

/** `<server_id>` or `<names...>`, as help and examples write an argument. */
export function argumentLabel(argument: ArgumentSpec): string {
  return `<${argument.name}${argument.variadic ? '...' : ''}>`;
}

/** The types a schema allows (`['string', 'null']`), looking into oneOf/anyOf when it has no `type`. */
export function schemaTypes(schema: JsonSchema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type as string[];
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives) return [...new Set(alternatives.flatMap(schemaTypes))];
  if (schema.enum) return [...new Set((schema.enum as unknown[]).map((v) => (v === null ? 'null' : typeof v)))];
  return ['string'];
}

/** Values a format stands for in examples (documentation addresses and domains, RFC 5737, 3849, 2606). */
const FORMAT_EXAMPLES: Readonly<Record<string, string>> = {
  ipv4: '203.0.113.10',
  ipv6: '2001:db8::10',
  email: 'admin@example.com',
  uri: 'https://example.com/hooks/vps',
};

/** A value for an example, when the schema decides one (const, default, first allowed value, format, true, minimum). */
export function exampleValue(schema: JsonSchema): string | undefined {
  if (schema.const !== undefined) return String(schema.const);
  if (schema.default !== undefined && typeof schema.default !== 'object') return String(schema.default);
  const allowed = Array.isArray(schema.enum) ? (schema.enum as unknown[]).filter((v) => v !== null) : [];
  if (allowed.length > 0) return String(allowed[0]);
  if (typeof schema.format === 'string' && FORMAT_EXAMPLES[schema.format]) return FORMAT_EXAMPLES[schema.format];
  const types = schemaTypes(schema);
  if (types.includes('boolean')) return 'true';
  if ((types.includes('integer') || types.includes('number')) && typeof schema.minimum === 'number')
    return String(Math.max(schema.minimum, 1));
  return undefined;
}

/**
 * An example command line: the arguments and required flags, with the value the schema decides where it
 * decides one and a placeholder otherwise. For a body told apart by one property (DNS records by `type`),
 * the first variant's: `--type A --name <name> --address 203.0.113.10`.
 */
export function exampleLine(spec: CommandSpec): string {
  const parts = ['vps', ...spec.words, ...spec.arguments.map(argumentLabel)];
  const discriminator = spec.operation.body?.discriminator;
  const variant = discriminator?.values[0];
  for (const flag of spec.flags) {
    if (!flag.required || flag.in === 'header') continue;
    if (variant !== undefined && flag.variants && !flag.variants.includes(variant)) continue;
    const value = flag.name === discriminator?.property && variant !== undefined ? variant : exampleValue(flag.schema);
    parts.push(`--${flag.flag}`, value ?? `<${flag.name}>`);
  }
  return parts.join(' ');
}
