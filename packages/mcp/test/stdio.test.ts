// The compiled bin over stdio, as an MCP client starts it (`npm test` builds every workspace
// first): VPS_TOKEN and VPS_API_URL point it at the sandbox; the SDK's StdioClientTransport talks to
// it in both protocol revisions, and asks the person of a client that declares form elicitation in
// either. Mistakes in the flags or environment end with exit code 2.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client, LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretsHidden } from '../src/tool-catalog.js';
import { startHarness, textOf, type Harness, toolFor } from './mcp-harness.js';

const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const run = promisify(execFile);

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ fleet: true });
});
afterAll(async () => {
  await h?.close();
});

function env(extra: Record<string, string>): Record<string, string> {
  const { VPS_TOKEN: _t, VPS_API_URL: _u, ...rest } = process.env;
  return { ...(rest as Record<string, string>), ...extra };
}

describe.each(['auto', 'legacy'] as const)('vps-mcp over stdio (%s)', (mode) => {
  it('serves the sandbox with VPS_TOKEN and VPS_API_URL', async () => {
    const client = new Client({ name: 'stdio-test', version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN, '--read-only'],
        env: env({ VPS_TOKEN: h.full, VPS_API_URL: h.base }),
        stderr: 'pipe',
      }),
    );
    try {
      // The SDK's LATEST_PROTOCOL_VERSION is the newest 2025-era revision; `auto` reaches past it (2026-07-28).
      const version = client.getNegotiatedProtocolVersion() ?? '';
      if (mode === 'auto') expect(version > LATEST_PROTOCOL_VERSION).toBe(true);
      else expect(version).toBe(LATEST_PROTOCOL_VERSION);
      const tools = (await client.listTools()).tools;
      expect(tools.every((t) => t.annotations?.readOnlyHint)).toBe(true);
      const result = await client.callTool({ name: 'servers_list', arguments: {} });
      expect(result.isError).toBeFalsy();
      expect((result.structuredContent as { data: { id: number }[] }).data.map((s) => s.id)).toEqual(
        (await h.op('listServers')).body.data.map((s: { id: number }) => s.id),
      );
      expect(client.getInstructions()).toMatch(/actions_wait/);
    } finally {
      await client.close();
    }
  });

  it('asks the person when the client declares form elicitation; a no changes nothing', async () => {
    const client = new Client(
      { name: 'stdio-test', version: '1.0.0' },
      { versionNegotiation: { mode }, capabilities: { elicitation: { form: {} } } },
    );
    const asked: string[] = [];
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push(String(request.params.message));
      return { action: 'decline' };
    });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN],
        env: env({ VPS_TOKEN: h.full, VPS_API_URL: h.base }),
        stderr: 'pipe',
      }),
    );
    const { tool, action } = toolFor('rebootServer');
    const server = (await h.op('listServers', {}, { query: 'status=running' })).body.data[0];
    try {
      const result = await client.callTool({ name: tool.name, arguments: { action, server_id: server.id } });
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain(`${server.id} (${server.name})`);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/did not confirm.*Nothing was changed/);
      expect((await h.op('getServer', { server_id: server.id })).body.status).toBe('running');
    } finally {
      await client.close();
    }
  });
});

describe('--read-only', () => {
  it('with --toolsets secrets lists no tool and says on stderr which it hides', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, '--read-only', '--toolsets', 'secrets'],
      env: env({ VPS_TOKEN: h.full, VPS_API_URL: h.base }),
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      expect((await client.listTools()).tools).toEqual([]);
      const hidden = secretsHidden({ toolsets: ['secrets'], readOnly: true }).map((t) => t.name);
      expect(hidden.length).toBeGreaterThan(0);
      expect(stderr).toContain(`--read-only hides the tools whose answer holds a secret: ${hidden.join(', ')}`);
    } finally {
      await client.close();
    }
  });
});

describe('mistakes', () => {
  it('without VPS_TOKEN: exit 2, saying what to set', async () => {
    const failure = await run(process.execPath, [BIN], { env: env({}) }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('VPS_TOKEN');
    // Where a token comes from, in words that work outside a clone of the repository.
    expect((failure as { stderr: string }).stderr).toContain('npx vps-sandbox');
    expect((failure as { stderr: string }).stderr).not.toContain('npm run');
  });

  it('an unknown toolset: exit 2, naming the toolsets', async () => {
    const failure = await run(process.execPath, [BIN, '--toolsets', 'servers,nope'], {
      env: env({ VPS_TOKEN: 'x' }),
    }).catch((e: { code: number; stderr: string }) => e);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toMatch(/nope.*servers, actions/);
  });

  it('--help lists the options and exits 0', async () => {
    const { stdout } = await run(process.execPath, [BIN, '--help'], { env: env({}) });
    for (const flag of ['--toolsets', '--read-only', '--scopes', '--http', 'VPS_TOKEN', 'VPS_API_URL'])
      expect(stdout).toContain(flag);
  });
});
