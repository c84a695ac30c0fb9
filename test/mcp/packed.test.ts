// The packed tarballs (npm pack of @vps-hosting/api and @vps-hosting/mcp) installed into an empty
// folder, as a user gets them, and the installed vps-mcp started over stdio by the SDK's client with
// the MCP client entry of packages/mcp/README.md (its token and URL those of a real sandbox).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './mcp-harness.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface ClientEntry { command: string; args: string[]; env: Record<string, string> }

/** The first JSON block of the package README: the entry a person copies into an MCP client. */
function readmeEntry(): ClientEntry {
  const readme = readFileSync(join(root, 'packages/mcp/README.md'), 'utf8');
  const block = /```json\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('packages/mcp/README.md has no JSON block');
  const servers = (JSON.parse(block) as { mcpServers: Record<string, ClientEntry> }).mcpServers;
  const entry = Object.values(servers)[0];
  if (!entry) throw new Error('the README\'s JSON block names no server');
  return entry;
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: process.env, timeout: 170_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
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
    const tarballs = join(folder, 'tarballs');
    const app = join(folder, 'app');
    mkdirSync(tarballs);
    mkdirSync(app);
    // The builds are those of this run (npm test builds every workspace first): packing rebuilds nothing.
    for (const workspace of [[], ['--workspace=@vps-hosting/mcp']]) {
      const packed = await run('npm', ['pack', '--ignore-scripts', ...workspace, '--pack-destination', tarballs], root);
      expect(packed.code, packed.stderr).toBe(0);
    }
    const files = readdirSync(tarballs).map((f) => join(tarballs, f));
    expect(files).toHaveLength(2);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'vps-mcp-packed-check', private: true }));
    const installed = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...files], app);
    expect(installed.code, installed.stderr).toBe(0);
    // Nothing only the command-line tool needs came with it.
    expect(readdirSync(join(app, 'node_modules'))).not.toContain('commander');

    const entry = readmeEntry();
    expect(Object.keys(entry.env).sort()).toEqual(['VPS_API_URL', 'VPS_TOKEN']);
    const env = { PATH: process.env.PATH ?? '', HOME: folder, npm_config_update_notifier: 'false', VPS_TOKEN: h.full, VPS_API_URL: h.base };
    const client = new Client({ name: 'packed-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StdioClientTransport({ command: entry.command, args: entry.args, cwd: app, env, stderr: 'pipe' }));
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toContain('servers_power');
      const result = await client.callTool({ name: 'servers_get', arguments: { server_id: (await h.op('listServers')).body.data[0].id } });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual((await h.op('listServers')).body.data[0]);
    } finally {
      await client.close();
    }
  }, 180_000);
});
