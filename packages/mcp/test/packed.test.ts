// The packed tarballs (npm pack of @vps-hosting/api and @vps-hosting/mcp) installed into an empty
// folder, as a user gets them, and the installed vps-mcp started over stdio by the SDK's client with
// the MCP client entry of packages/mcp/README.md (its token and URL those of a real sandbox), with the
// installed document removed (the server reads the table of operations, never openapi.json).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPacked } from '@vps-hosting/test-support/packed-install';
import { startHarness, type Harness } from './mcp-harness.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

interface ClientEntry {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** The first JSON block of the package README: the entry a person copies into an MCP client. */
function readmeEntry(): ClientEntry {
  const readme = readFileSync(join(root, 'packages/mcp/README.md'), 'utf8');
  const block = /```json\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('packages/mcp/README.md has no JSON block');
  const servers = (JSON.parse(block) as { mcpServers: Record<string, ClientEntry> }).mcpServers;
  const entry = Object.values(servers)[0];
  if (!entry) throw new Error("the README's JSON block names no server");
  return entry;
}

let h: Harness;
let folder: string;
beforeAll(async () => {
  h = await startHarness({ fleet: true });
  folder = mkdtempSync(join(tmpdir(), 'vps-mcp-packed-'));
});
afterAll(async () => {
  await h?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the packed vps-mcp', () => {
  it('installs from the two tarballs into an empty folder and serves over stdio', async () => {
    const app = await installPacked(folder, '@vps-hosting/mcp', 'vps-mcp-packed-check');
    rmSync(createRequire(join(app, 'package.json')).resolve('@vps-hosting/api/openapi.json'));
    // Nothing only the command-line tool needs came with it.
    expect(readdirSync(join(app, 'node_modules'))).not.toContain('commander');

    const entry = readmeEntry();
    expect(Object.keys(entry.env).sort()).toEqual(['VPS_API_URL', 'VPS_TOKEN']);
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: folder,
      npm_config_update_notifier: 'false',
      VPS_TOKEN: h.full,
      VPS_API_URL: h.base,
    };
    const client = new Client({ name: 'packed-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(
      new StdioClientTransport({ command: entry.command, args: entry.args, cwd: app, env, stderr: 'pipe' }),
    );
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toContain('servers_power');
      const result = await client.callTool({
        name: 'servers_get',
        arguments: { server_id: (await h.op('listServers')).body.data[0].id },
      });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual((await h.op('listServers')).body.data[0]);
    } finally {
      await client.close();
    }
  }, 180_000);
});
