// The client package as published (its package.json in the packed tarball) depends on nothing a
// server, a database, the mock, the command-line tool or the MCP server needs: those are packages of
// their own (@vps-hosting/sandbox, @vps-hosting/mock, @vps-hosting/cli, @vps-hosting/mcp).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packedManifest } from '@vps-hosting/test-support/packed-install';

const folder = mkdtempSync(join(tmpdir(), 'vps-api-packed-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What only the other packages need: the sandbox's server and databases, Prism, the CLI's and the MCP server's. */
const NOT_THE_CLIENTS = [
  /^fastify$/,
  /^pg$/,
  /^better-sqlite3$/,
  /^@stoplight\/prism-cli$/,
  /^commander$/,
  /^@modelcontextprotocol\//,
];

describe('the packed @vps-hosting/api', () => {
  it('depends on none of fastify, pg, better-sqlite3, Prism, commander or the MCP SDK', async () => {
    const manifest = await packedManifest(folder);
    expect(manifest.name).toBe('@vps-hosting/api');
    const installed = ['dependencies', 'optionalDependencies', 'peerDependencies'].flatMap((field) =>
      Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}),
    );
    expect(installed.length).toBeGreaterThan(0);
    expect(installed.filter((name) => NOT_THE_CLIENTS.some((pattern) => pattern.test(name)))).toEqual([]);
  }, 120_000);
});
