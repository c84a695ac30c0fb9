// Guards over the generated tool list, as clients see it in tools/list: names, titles, annotations,
// array schemas with items, schemas that compile in Ajv's strict mode (JSON Schema 2020-12), a stable
// order, the size budget of the default list, and a reviewed snapshot of every tool.
import { readFileSync, writeFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { DEFAULT_TOOLSETS, TOOLSETS } from '../src/overlay.js';
import { allTools, buildTools, MAX_TOOL_NAME, TOOL_NAME } from '../src/tool-catalog.js';
import { connect, startHarness, type Harness, type McpSession } from './mcp-harness.js';
import { naiveToolList } from './naive-tool-list.js';

/** The budget of the default tools/list answer, in characters of its JSON (about 15k tokens). */
const DEFAULT_LIST_BUDGET = 60_000;
/**
 * The reviewed snapshot of every tool (all toolsets). When the document or the overlay changes a
 * tool, this test fails with the difference. To accept a change deliberately: run
 * `VPS_MCP_SNAPSHOT=update npx vitest run --project unit packages/mcp/test/tool-list.test.ts`, then
 * `npx biome format --write packages/mcp/test/tools.snapshot.json`, read
 * `git diff packages/mcp/test/tools.snapshot.json` tool by tool (names, arguments, hints, scopes), and commit it with the change that caused it,
 * saying why in the message. The test compares the JSON values, not the file's layout (Biome's).
 */
const SNAPSHOT = new URL('./tools.snapshot.json', import.meta.url);

type Tool = Awaited<ReturnType<McpSession['client']['listTools']>>['tools'][number];
type Schema = { [key: string]: unknown };

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

function walk(schema: unknown, visit: (node: Schema, path: string) => void, path = '#'): void {
  if (Array.isArray(schema)) {
    schema.forEach((item, i) => {
      walk(item, visit, `${path}/${i}`);
    });
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  visit(schema as Schema, path);
  for (const [key, value] of Object.entries(schema)) walk(value, visit, `${path}/${key}`);
}

const toolsetOf = new Map(allTools().map((tool) => [tool.name, tool.toolset]));

let h: Harness;
const lists: Record<string, Tool[]> = {};

beforeAll(async () => {
  h = await startHarness();
  for (const era of ['modern', 'legacy-http'] as const) {
    for (const [label, toolsets] of [
      ['default', DEFAULT_TOOLSETS],
      ['all', TOOLSETS],
    ] as const) {
      const session = await connect(h, { era, toolsets });
      lists[`${era} ${label}`] = (await session.client.listTools()).tools;
      await session.close();
    }
  }
});
afterAll(async () => {
  await h?.close();
});

describe('the generated tool list', () => {
  it('is the same in both protocol revisions', () => {
    expect(lists['legacy-http all']).toEqual(lists['modern all']);
    expect(lists['legacy-http default']).toEqual(lists['modern default']);
  });

  it('has names clients accept: snake_case, at most 48 characters, unique', () => {
    const names = lists['modern all']!.map((t) => t.name);
    for (const name of names) {
      expect(name).toMatch(TOOL_NAME);
      expect(name.length).toBeLessThanOrEqual(MAX_TOOL_NAME);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every tool a title, a short description and all four annotations', () => {
    for (const tool of lists['modern all']!) {
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(10);
      expect(tool.description!.length, tool.name).toBeLessThanOrEqual(400);
      for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
        expect(typeof tool.annotations?.[hint], `${tool.name} ${hint}`).toBe('boolean');
      }
    }
  });

  // The hints, `confirm` and `wait` of every tool against the table of operations: meaning.test.ts.

  it('gives every array schema its items (some clients reject the whole list otherwise)', () => {
    for (const tool of lists['modern all']!) {
      for (const schema of [tool.inputSchema, tool.outputSchema]) {
        walk(schema, (node, path) => {
          const types = Array.isArray(node.type) ? node.type : [node.type];
          if (types.includes('array')) expect(node, `${tool.name} ${path}`).toHaveProperty('items');
        });
      }
    }
  });

  it('has schemas that compile in Ajv strict mode (JSON Schema 2020-12), object-typed at the top', () => {
    // Every strict check, strictTypes too: a keyword of one type stands beside its `type` (compact-schema.ts).
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    for (const tool of lists['modern all']!) {
      expect(tool.inputSchema.type).toBe('object');
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
      if (tool.outputSchema) {
        expect(tool.outputSchema.type).toBe('object');
        expect(() => ajv.compile(tool.outputSchema!), tool.name).not.toThrow();
      }
    }
  });

  it("lists tools in a fixed order: the overlay's, the same on every build and connection", () => {
    expect(buildTools().map((t) => t.name)).toEqual(lists['modern all']!.map((t) => t.name));
    expect(JSON.stringify(buildTools())).toBe(JSON.stringify(buildTools()));
  });

  it('reaches every operation of the document from some tool', () => {
    const reached = lists['modern all']!.flatMap((t) => (t._meta?.['vps-hosting/operations'] as string[]) ?? []);
    expect([...new Set(reached)].sort()).toEqual(OPERATIONS.map((op) => op.operationId).sort());
  });

  it(`keeps the default list under 40 tools and ${DEFAULT_LIST_BUDGET} characters`, () => {
    const defaults = lists['modern default']!;
    const size = JSON.stringify({ tools: defaults }).length;
    const naive = JSON.stringify(naiveToolList()).length;
    const all = lists['modern all']!;
    const byToolset = TOOLSETS.map((t) => `${t} ${all.filter((tool) => toolsetOf.get(tool.name) === t).length}`);
    console.log(
      `tools/list: default ${defaults.length} tools, ${size} characters; ` +
        `all ${all.length} tools, ${JSON.stringify({ tools: all }).length} (${byToolset.join(', ')}); ` +
        `naive one tool per operation ${naiveToolList().tools.length} tools, ${naive}`,
    );
    expect(defaults.length).toBeLessThan(40);
    expect(size).toBeLessThanOrEqual(DEFAULT_LIST_BUDGET);
    expect(size * 2).toBeLessThan(naive);
  });

  it('matches the reviewed snapshot (see SNAPSHOT above to update it deliberately)', () => {
    const current = `${JSON.stringify(lists['modern all'], null, 2)}\n`;
    if (process.env.VPS_MCP_SNAPSHOT === 'update') writeFileSync(SNAPSHOT, current);
    const reviewed = readFileSync(SNAPSHOT, 'utf8');
    expect(
      JSON.parse(current),
      'the tools changed: review the difference, then update the snapshot as the comment says',
    ).toEqual(JSON.parse(reviewed));
  });
});
