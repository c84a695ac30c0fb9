// What the tool list says between tools (tool-guide.ts, compact-schema.ts): the document's HTTP paths
// named as tools, the tool that supplies each input, what each tool returns, whole sentences only, the
// overlapping tools told apart, and the DNS record shapes stated once without changing what is valid.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { type JsonSchema, OPERATIONS } from '@vps-hosting/api/operations';
import { RESPONSE_SCHEMAS } from '@vps-hosting/api/operations/schemas';
import { compactSchema, leadSentences } from '../src/compact-schema.js';
import { TOOLSETS } from '../src/overlay.js';
import { allTools, type ToolDef } from '../src/tool-catalog.js';
import { inputSourcesOf, namePaths } from '../src/tool-guide.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
type Node = Record<string, any>;

/** Every description in a tool: its own and each one in its schemas. */
function descriptions(tool: ToolDef): string[] {
  const found = [tool.description];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'description' && typeof value === 'string') found.push(value);
        else walk(value);
      }
    }
  };
  walk(tool.inputSchema);
  walk(tool.outputSchema);
  return found;
}

const toolOf = (operationId: string) =>
  allTools().find((t) => Object.values(t.routes).some((r) => r.operation.operationId === operationId))!;

describe('descriptions', () => {
  it('are whole sentences: nothing cut with "…", each ends a sentence', () => {
    for (const tool of allTools()) {
      for (const text of descriptions(tool)) {
        expect(text, tool.name).not.toContain('…');
        expect(text, `${tool.name}: ${text}`).toMatch(/[.!?)]$/);
      }
    }
    // The first sentence stays whole however long; the next ones come only while they fit.
    const long = `${'word '.repeat(40).trim()}. Short one. ${'more '.repeat(30).trim()}.`;
    expect(leadSentences(long, 10)).toBe(`${'word '.repeat(40).trim()}.`);
    expect(leadSentences('One. Two. Three.', 9)).toBe('One. Two.');
  });

  it("name tools, not the document's HTTP paths", () => {
    for (const op of OPERATIONS) {
      const tool = toolOf(op.operationId);
      expect(namePaths(`see \`${op.method} ${op.path}\`.`), op.operationId).toMatch(
        new RegExp(`^see ${tool.name}( \\(action=[a-z_]+\\))?\\.$`),
      );
    }
    const list = OPERATIONS.find((op) => op.method === 'GET' && op.success.kind === 'list')!;
    expect(namePaths(`GET ${list.path}?a=1&b=2`)).toBe(`${toolOf(list.operationId).name} (a=1, b=2)`);
    for (const tool of allTools()) {
      for (const text of descriptions(tool)) expect(text, tool.name).not.toMatch(/\/api\/v\d/);
    }
  });

  it('say what each tool returns', () => {
    for (const tool of allTools()) expect(tool.description, tool.name).toMatch(/\b[Rr]eturns\b/);
  });

  it('name the tool that supplies each input, a list whose items carry that key', () => {
    let checked = 0;
    for (const tool of allTools()) {
      const ops = Object.values(tool.routes).map((r) => r.operation);
      for (const { argument, tool: source, list } of inputSourcesOf(tool.name, ops)) {
        expect(tool.description, `${tool.name}: ${argument}`).toContain(`${argument} with ${source}`);
        expect(allTools().some((t) => t.name === source)).toBe(true);
        const items = (RESPONSE_SCHEMAS[list.success.schemaName!] as Node).properties.data.items as Node;
        const keys = Object.keys(items.properties ?? Object.assign({}, ...items.oneOf.map((v: Node) => v.properties)));
        // `server_id` → id, `zone_name` → name, `tld` and `tlds` → tld; a bare `plan` → slug (of {plan_slug}).
        const singular = argument.replace(/s$/, '');
        const key = argument.includes('_') ? argument.split('_').pop()! : singular;
        expect(
          keys.includes(key) || (!argument.includes('_') && ['slug', 'id', 'name'].some((k) => keys.includes(k))),
          `${tool.name}: ${argument} from ${source} (${keys.join(', ')})`,
        ).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
    const create = allTools().find((t) => t.name === 'servers_create')!;
    for (const source of ['catalog_plans', 'catalog_locations', 'catalog_images'])
      expect(create.description).toContain(source);
  });

  it('name only tools that exist, and tell overlapping tools apart by naming each other', () => {
    const tools = new Set<string>([...allTools().map((t) => t.name), ...TOOLSETS]);
    const prefix = new RegExp(`\\b(?:${TOOLSETS.join('|')})_[a-z_]*[a-z]\\b`, 'g');
    for (const tool of allTools()) {
      for (const text of descriptions(tool)) {
        for (const [word] of text.matchAll(prefix)) expect(tools.has(word), `${tool.name} names ${word}`).toBe(true);
      }
    }
    const overlapping = [
      ['dns_records_write', 'dns_records_update'],
      ['dns_records_batch', 'dns_records_write'],
      ['actions_list', 'servers_actions_list'],
    ];
    const text = (name: string) => allTools().find((t) => t.name === name)!.description;
    for (const [a, b] of overlapping) {
      expect(text(a!), a).toContain(b);
      expect(text(b!), b).toContain(a);
    }
  });
});

describe('a oneOf of record shapes stated once (hoistVariants)', () => {
  const create = OPERATIONS.find((op) => op.body?.discriminator && op.method === 'POST' && op.body.schema.oneOf)!;
  const variants = create.body!.schema.oneOf as Node[];
  const tool = toolOf(create.operationId);
  const hoisted = (tool.inputSchema.properties as Node).body as JsonSchema;
  const separate = { oneOf: variants.map((v) => compactSchema(v, 'input')) };
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  const valid = { hoisted: ajv.compile(hoisted), separate: ajv.compile(separate) };

  /** A value the (compacted) schema accepts: its const, first enum value, minimum, a format's example. */
  const sample = (schema: Node): unknown => {
    if ('const' in schema) return schema.const;
    if (schema.enum) return schema.enum[0];
    const variant = schema.anyOf ?? schema.oneOf;
    if (variant) return sample(variant[0]);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (type === 'integer' || type === 'number') return schema.minimum ?? 0;
    if (type === 'boolean') return false;
    if (type === 'array') return [];
    if (schema.format === 'ipv4') return '192.0.2.1';
    if (schema.format === 'ipv6') return '2001:db8::1';
    return 'a'.repeat(schema.minLength ?? 1);
  };

  it('is smaller than the variants side by side', () => {
    expect(JSON.stringify(hoisted).length).toBeLessThan(JSON.stringify(separate).length * 0.6);
  });

  it.each(variants.map((v, i) => [i, v] as const))('accepts and refuses alike for variant %i', (_, variant) => {
    const required = variant.required as string[];
    const record = Object.fromEntries(required.map((name) => [name, sample(variant.properties[name])]));
    const cases: [string, Node][] = [['the variant', record]];
    for (const name of required.filter((n) => !('const' in variant.properties[n])))
      cases.push([`without ${name}`, Object.fromEntries(Object.entries(record).filter(([k]) => k !== name))]);
    const foreign = variants.flatMap((v) => Object.keys(v.properties)).find((name) => !(name in variant.properties));
    if (foreign) cases.push([`with ${foreign}`, { ...record, [foreign]: 1 }]);
    for (const [label, instance] of cases) {
      expect(valid.hoisted(instance), label).toBe(valid.separate(instance));
    }
    expect(valid.hoisted(record)).toBe(true);
    expect(cases.slice(1).every(([, instance]) => !valid.hoisted(instance))).toBe(true);
  });
});

describe('output schemas', () => {
  it('leave out an enum the document marks extensible, and keep a closed one', () => {
    const open: string[] = [];
    const closed: string[] = [];
    const find = (node: unknown, path: string): void => {
      if (Array.isArray(node)) {
        node.forEach((item, i) => {
          find(item, `${path}/${i}`);
        });
      } else if (node && typeof node === 'object') {
        const n = node as Node;
        if (Array.isArray(n.enum)) (n['x-extensible-enum'] === true ? open : closed).push(path);
        for (const [key, value] of Object.entries(n)) find(value, `${path}/${key}`);
      }
    };
    const action = RESPONSE_SCHEMAS.Action as JsonSchema;
    find(action, '#');
    expect(open.length).toBeGreaterThan(0);
    expect(closed.length).toBeGreaterThan(0);
    const compacted = compactSchema(action, 'output');
    const at = (path: string) =>
      path
        .split('/')
        .slice(1)
        .reduce<any>((node, key) => node?.[key], compacted);
    for (const path of open) expect(at(path), path).not.toHaveProperty('enum');
    for (const path of closed) expect(at(path), path).toHaveProperty('enum');
  });
});
