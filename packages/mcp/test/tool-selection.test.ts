// --tools registers exactly the named tools (the stricter of it and --read-only or --scopes wins, and
// says so), over a connection that keeps its server (stdio), in both eras.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from '../src/options.js';
import { allTools, selectionNotes, selectTools } from '../src/tool-catalog.js';
import { startHarness, type Harness } from './mcp-harness.js';
import { connectServer } from './server-connection.js';

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
