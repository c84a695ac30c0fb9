// Generate step: the run-time list of webhook event types, from the bundled document's `webhooks`
// section (one entry per event type), as a small TypeScript module the client imports
// (src/client/webhooks.ts uses it to refuse a type the document does not define). The types of the
// events themselves come from generated/schema.d.ts; this module is only the list of names.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isRecord, refResolver } from '@vps-hosting/api/contract';

export const EVENT_TYPES_FILE = 'webhook-event-types.ts';

const HEADER = `/**
 * The webhook event types of the VPS Hosting Management API: the keys of the document's \`webhooks\`
 * section, generated from generated/openapi.json by scripts/generate/webhook-event-types.ts.
 * Do not edit: change openapi/ and run \`npm run generate\`.
 */
`;

/**
 * The event types of a bundled document, sorted. Fails when an entry is not a POST with a JSON body
 * whose `type` is exactly that entry's name: the client tells events apart by `type`, and knows
 * them by the entry names.
 */
export function eventTypesOf(document: Record<string, unknown>): string[] {
  const resolver = refResolver(document);
  const resolve = (value: unknown): Record<string, unknown> => resolver.resolve(value);
  const entries = isRecord(document.webhooks) ? Object.entries(document.webhooks) : [];
  for (const [name, item] of entries) {
    const post = resolve(resolve(item).post);
    const content = resolve(resolve(post.requestBody).content);
    const values = typeValues(resolve(resolve(content['application/json']).schema), resolve) ?? [];
    if (values.length !== 1 || values[0] !== name) {
      throw new Error(
        `webhooks.${name}: the POST's application/json body must have a property "type" whose only value is "${name}"`,
      );
    }
  }
  return entries.map(([name]) => name).sort();
}

type Resolve = (value: unknown) => Record<string, unknown>;

/**
 * The values property `type` of an object schema may take (`const` or `enum`), intersected over the
 * schema and its `allOf` members; `undefined` when nothing constrains it.
 */
function typeValues(schema: Record<string, unknown>, resolve: Resolve): unknown[] | undefined {
  const own = resolve(resolve(schema.properties).type);
  const lists = [
    'const' in own ? [own.const] : Array.isArray(own.enum) ? own.enum : undefined,
    ...(Array.isArray(schema.allOf) ? schema.allOf.map((member) => typeValues(resolve(member), resolve)) : []),
  ].filter((list): list is unknown[] => list !== undefined);
  return lists.length === 0 ? undefined : lists.reduce((all, list) => all.filter((value) => list.includes(value)));
}

/** Writes `webhook-event-types.ts` into `outDir` from the bundled document `bundleJsonFile`. */
export async function webhookEventTypes(bundleJsonFile: string, outDir: string): Promise<string[]> {
  const document: unknown = JSON.parse(fs.readFileSync(bundleJsonFile, 'utf8'));
  if (!isRecord(document)) throw new Error(`${bundleJsonFile} is not an OpenAPI document`);
  const names = eventTypesOf(document).map((name) => `  ${JSON.stringify(name)},\n`);
  const source = `${HEADER}import type { webhooks } from '../../generated/schema.js';

/** Every event type the document defines, sorted. */
export const WEBHOOK_EVENT_TYPES = [
${names.join('')}] as const satisfies readonly (keyof webhooks)[];
`;
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, EVENT_TYPES_FILE);
  fs.writeFileSync(file, source);
  return [file];
}
