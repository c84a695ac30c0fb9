// --tools registers exactly the named tools (the stricter of it and --read-only or --scopes wins, and
// says so); --dynamic-toolsets starts with the discovery tools and registers a toolset on demand, with
// one notifications/tools/list_changed, over a connection that keeps its server (stdio), in both eras.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_TOOLS } from '../src/dynamic-toolsets.js';
import { parseOptions, UsageError } from '../src/options.js';
import { TOOLSETS } from '../src/overlay.js';
import { allTools, selectionNotes, selectTools } from '../src/tool-catalog.js';
import { startHarness, textOf, type Harness } from './mcp-harness.js';
import { connectServer, type Connection } from './server-connection.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ fleet: true });
});
afterAll(async () => {
  await h?.close();
});

const names = (tools: { name: string }[]) => tools.map((t) => t.name);
// A reading tool and a writing one, from different toolsets, picked from the catalog, not by name.
const reader = allTools().find((t) => t.annotations.readOnlyHint && !t.revealsSecret && t.toolset === 'servers')!;
const writer = allTools().find((t) => !t.annotations.readOnlyHint && t.toolset === 'dns')!;

describe('--tools', () => {
  it('parses known names only; an unknown one is a usage error listing the valid tools', () => {
    expect(parseOptions(['--tools', `${reader.name},${writer.name}`]).tools).toEqual([reader.name, writer.name]);
    const unknown = (() => {
      try {
        parseOptions(['--tools', `${reader.name},no_such_tool`]);
      } catch (error) {
        return error as Error;
      }
      return undefined;
    })();
    expect(unknown).toBeInstanceOf(UsageError);
    expect(unknown?.message).toContain('no_such_tool');
    for (const tool of allTools()) expect(unknown?.message).toContain(tool.name);
    expect(() => parseOptions(['--tools', reader.name, '--toolsets', 'dns'])).toThrow(UsageError);
    expect(() => parseOptions(['--tools', reader.name, '--dynamic-toolsets'])).toThrow(UsageError);
  });

  it.each(['legacy-session', 'modern-stdio'] as const)('lists and serves exactly the named tools (%s)', async (how) => {
    const c = await connectServer({ apiUrl: h.base, toolsets: [], tools: [writer.name, reader.name] }, h.full, how);
    try {
      // The catalog's order, whatever order --tools gave.
      expect(names((await c.client.listTools()).tools)).toEqual(
        allTools()
          .filter((t) => t === reader || t === writer)
          .map((t) => t.name),
      );
      const other = allTools().find((t) => t !== reader && t !== writer && t.annotations.readOnlyHint)!;
      await expect(c.client.callTool({ name: other.name, arguments: {} })).rejects.toThrow(other.name);
    } finally {
      await c.close();
    }
  });

  it('with --read-only or --scopes the stricter rule wins, and a note says which flag hid which tool', () => {
    const both = { toolsets: [], tools: [reader.name, writer.name] };
    expect(names(selectTools({ ...both, readOnly: true }))).toEqual([reader.name]);
    expect(selectionNotes({ ...both, readOnly: true })).toEqual([
      expect.stringMatching(new RegExp(`${writer.name}.*--read-only`)),
    ]);
    const readerScopes = [...new Set(Object.values(reader.routes).flatMap((r) => r.operation.scopes))];
    expect(names(selectTools({ ...both, scopes: readerScopes }))).toEqual([reader.name]);
    const notes = selectionNotes({ ...both, scopes: readerScopes });
    expect(notes.some((n) => n.includes(writer.name) && n.includes('--scopes'))).toBe(true);
    expect(selectionNotes(both)).toEqual([]);
  });
});

describe.each(['legacy-session', 'modern-stdio'] as const)('--dynamic-toolsets (%s)', (how: Connection) => {
  it('starts with the discovery tools, enables a toolset on demand and announces it once', async () => {
    const c = await connectServer(
      { apiUrl: h.base, toolsets: TOOLSETS, dynamicToolsets: true, wait: { intervalMs: 50, timeoutMs: 20_000 } },
      h.full,
      how,
    );
    try {
      expect(names((await c.client.listTools()).tools).sort()).toEqual(Object.values(DISCOVERY_TOOLS).sort());
      const listed = await c.client.callTool({ name: DISCOVERY_TOOLS.list, arguments: {} });
      const toolsets = (listed.structuredContent as { toolsets: Record<string, any>[] }).toolsets;
      expect(toolsets.map((t) => t.name)).toEqual([...TOOLSETS]);
      const servers = toolsets.find((t) => t.name === 'servers')!;
      const expected = selectTools({ toolsets: ['servers'] }).map((t) => t.name);
      expect(servers).toMatchObject({ tool_count: expected.length, tools: expected, enabled: false });
      expect(servers.description.length).toBeGreaterThan(20);

      const announced = c.nextListChanged();
      const enabled = await c.client.callTool({ name: DISCOVERY_TOOLS.enable, arguments: { toolset: 'servers' } });
      expect(enabled.isError, textOf(enabled)).toBeFalsy();
      expect(enabled.structuredContent).toMatchObject({ toolset: 'servers', tools: expected, added: true });
      await announced;
      expect(c.listChanged()).toBe(1);
      const now = names((await c.client.listTools()).tools);
      expect(now).toEqual([...Object.values(DISCOVERY_TOOLS), ...expected]);

      // A new tool is callable, against the API.
      const list = await c.client.callTool({ name: 'servers_list', arguments: {} });
      expect(list.isError, textOf(list)).toBeFalsy();
      expect((list.structuredContent as { data: unknown[] }).data.length).toBeGreaterThan(0);

      // Enabling it again changes nothing and announces nothing.
      const again = await c.client.callTool({ name: DISCOVERY_TOOLS.enable, arguments: { toolset: 'servers' } });
      expect(again.structuredContent).toMatchObject({ added: false });
      expect(names((await c.client.listTools()).tools)).toEqual(now);
      expect(c.listChanged()).toBe(1);
      const after = await c.client.callTool({ name: DISCOVERY_TOOLS.list, arguments: {} });
      const flags = (after.structuredContent as { toolsets: { name: string; enabled: boolean }[] }).toolsets;
      expect(flags.filter((t) => t.enabled).map((t) => t.name)).toEqual(['servers']);
    } finally {
      await c.close();
    }
  });

  it('offers only the toolsets --toolsets names that keep a tool under --read-only', async () => {
    const c = await connectServer(
      { apiUrl: h.base, toolsets: ['servers', 'secrets'], readOnly: true, dynamicToolsets: true },
      h.full,
      how,
    );
    try {
      const listed = await c.client.callTool({ name: DISCOVERY_TOOLS.list, arguments: {} });
      const toolsets = (listed.structuredContent as { toolsets: { name: string; tools: string[] }[] }).toolsets;
      // secrets keeps nothing under --read-only: not offered.
      expect(toolsets.map((t) => t.name)).toEqual(['servers']);
      expect(toolsets[0]!.tools).toEqual(selectTools({ toolsets: ['servers'], readOnly: true }).map((t) => t.name));
      const refused = await c.client.callTool({ name: DISCOVERY_TOOLS.enable, arguments: { toolset: 'secrets' } }).then(
        (result) => result.isError === true,
        () => true,
      );
      expect(refused).toBe(true);
      expect(names((await c.client.listTools()).tools).sort()).toEqual(Object.values(DISCOVERY_TOOLS).sort());
    } finally {
      await c.close();
    }
  });
});

it('--dynamic-toolsets over --http is a usage error (each HTTP request gets a fresh server)', () => {
  expect(() => parseOptions(['--dynamic-toolsets', '--http'])).toThrow(/--dynamic-toolsets/);
  expect(parseOptions(['--dynamic-toolsets']).toolsets).toEqual([...TOOLSETS]);
});
