// The request checked before it is sent (exit 2, nothing sent): every missing required flag at once,
// then every value against its schema from the table, each problem naming the flag (`--status`), never
// the API's location (`query/status`). A body told apart by a property (DNS records by `type`) is
// checked against the variant that property chooses, so `--address` is IPv4 for A and IPv6 for AAAA.
// A server given by name is checked as a name where it is looked up (resolve-names.ts).
import type { BodySpec, JsonSchema } from '@vps-hosting/api/operations';
import type { CommandSpec } from '../commands/command-specs.js';
import { NAME_LOOKUPS } from '../commands/overlay.js';
import { UsageError } from './exit-codes.js';
import type { RequestPlan } from './request-plan.js';
import { schemaProblems } from './schema-check.js';

/** The variant of a `oneOf` body the discriminator's value chooses; the whole body schema when none. */
export function bodyVariant(body: BodySpec, value: unknown): JsonSchema | undefined {
  const discriminator = body.discriminator;
  if (!discriminator) return body.schema;
  return ((body.schema.oneOf ?? []) as JsonSchema[]).find((variant) => {
    const property = (variant.properties as Record<string, JsonSchema> | undefined)?.[discriminator.property];
    return property?.const === value || (Array.isArray(property?.enum) && property.enum.includes(value));
  });
}

/** `--label-selector` for a flag, `<server_id>` for an argument. */
function labelOf(spec: CommandSpec, name: string): string {
  const flag = spec.flags.find((f) => f.name === name);
  return flag ? `--${flag.flag}` : `<${name}>`;
}

function bodyProblems(spec: CommandSpec, body: BodySpec, values: Record<string, unknown>, missing: string[]): string[] {
  const discriminator = body.discriminator;
  const chosen = discriminator ? values[discriminator.property] : undefined;
  if (discriminator && chosen === undefined) {
    missing.push(labelOf(spec, discriminator.property));
    return [];
  }
  const variant = bodyVariant(body, chosen);
  if (discriminator && variant === undefined)
    return [`${labelOf(spec, discriminator.property)}: must be one of ${discriminator.values.join(', ')}`];
  const properties = (variant?.properties ?? {}) as Record<string, JsonSchema>;
  const declared = variant?.required;
  const required = Array.isArray(declared)
    ? (declared as string[])
    : body.fields.filter((f) => f.required).map((f) => f.name);
  for (const name of required) if (values[name] === undefined) missing.push(labelOf(spec, name));
  const problems: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (NAME_LOOKUPS[name] && typeof value === 'string') continue; // a name: looked up as one
    const field = body.fields.find((f) => f.name === name)?.schema;
    const schema = discriminator ? properties[name] : (properties[name] ?? field);
    if (schema === undefined) {
      if (variant?.additionalProperties === false)
        problems.push(`${labelOf(spec, name)}: not taken by ${discriminator?.property ?? 'this command'} ${chosen}`);
      continue;
    }
    problems.push(...schemaProblems(schema, value, labelOf(spec, name)));
  }
  return problems;
}

/** Throws a usage error listing every problem of the request, missing flags first. */
export function validateRequest(spec: CommandSpec, plan: RequestPlan): void {
  const missing: string[] = [];
  const problems: string[] = [];
  for (const parameter of spec.operation.parameters) {
    const bag = { path: plan.path, query: plan.query, header: plan.header }[parameter.in];
    const value = bag[parameter.name];
    if (value === undefined) {
      if (parameter.required) missing.push(labelOf(spec, parameter.name));
      continue;
    }
    if (NAME_LOOKUPS[parameter.name] && typeof value === 'string') continue;
    problems.push(...schemaProblems(parameter.schema, value, labelOf(spec, parameter.name)));
  }
  const body = spec.operation.body;
  if (body && plan.body !== undefined) problems.push(...bodyProblems(spec, body, plan.body, missing));
  if (missing.length > 0)
    problems.unshift(`missing ${missing.length === 1 ? 'a required flag' : 'required flags'}: ${missing.join(', ')}`);
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
}
