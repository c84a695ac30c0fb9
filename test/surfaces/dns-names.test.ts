// One meaning on every surface (docs/design/dns-names.md): a DNS record name that repeats its zone's
// name is refused by the API with the relative name to send, and `vps` and `vps-mcp` pass that refusal
// on as it is: each says the relative name, neither creates anything, neither rewrites the name.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const ZONE = 'surface-names.com';
let sandbox: TestSandbox;
let home: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ db: ':memory:' });
  await sandbox.op('createDnsZone', {}, { body: { name: ZONE } });
  home = mkdtempSync(join(tmpdir(), 'vps-surfaces-'));
});
afterAll(async () => {
  await sandbox?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

const names = async () =>
  ((await sandbox.op('listDnsRecords', { zone_name: ZONE })).body.data as { name: string }[]).map((r) => r.name);

/** The environment both bins read: the sandbox's URL and full token, a config folder of their own. */
const env = () => ({
  ...process.env,
  VPS_API_URL: sandbox.base,
  VPS_TOKEN: sandbox.full,
  XDG_CONFIG_HOME: home,
  HOME: home,
  NO_COLOR: '1',
});

describe(`a record named www.${ZONE} in the zone ${ZONE}`, () => {
  it('vps refuses it (a non-zero exit), says to send www, and creates nothing', async () => {
    const before = await names();
    const run = await new Promise<{ code: number; stderr: string }>((done) => {
      execFile(
        process.execPath,
        [
          join(ROOT, 'packages/cli/bin/vps.js'),
          'dns',
          'records',
          'create',
          ZONE,
          '--type',
          'A',
          '--name',
          `www.${ZONE}`,
          '--address',
          '203.0.113.4',
        ],
        { env: env(), timeout: 60_000 },
        (error, _stdout, stderr) => done({ code: typeof error?.code === 'number' ? error.code : 0, stderr }),
      );
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('send www');
    expect(await names()).toEqual(before);
  });

  it('vps-mcp returns the refusal as the tool error, saying to send www, and creates nothing', async () => {
    const before = await names();
    const client = new Client({ name: 'surfaces-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [join(ROOT, 'packages/mcp/bin/vps-mcp.js')],
        env: env() as Record<string, string>,
        stderr: 'ignore',
      }),
    );
    try {
      const { tools } = await client.listTools();
      const tool = tools.find((t) =>
        (t._meta?.['vps-hosting/operations'] as string[] | undefined)?.includes('createDnsRecord'),
      );
      expect(tool, 'the tool that creates a DNS record').toBeDefined();
      const result = await client.callTool({
        name: tool!.name,
        arguments: { zone_name: ZONE, body: { type: 'A', name: `www.${ZONE}`, address: '203.0.113.4' } },
      });
      expect(result.isError).toBe(true);
      const text = (result.content as { type: string; text?: string }[]).map((c) => c.text ?? '').join('\n');
      expect(text).toContain('send www');
    } finally {
      await client.close();
    }
    expect(await names()).toEqual(before);
  });
});
