// Shell completion: the scripts for bash, zsh and fish, and the answers they ask `vps complete --`
// for: commands and enum values from the tree, server, zone and domain names from a real sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { startCliSandbox, vps, type CliSandbox } from './helpers.js';

let sb: CliSandbox;
beforeAll(async () => {
  sb = await startCliSandbox();
});
afterAll(async () => sb?.close());

/** The values offered for the words typed so far (the last one being completed). */
async function offered(words: string[], env = sb.env): Promise<string[]> {
  const result = await vps(['complete', '--', ...words], { env });
  expect(result.code, result.stderr).toBe(0);
  const lines = result.stdout.trim().split('\n');
  expect(lines.at(-1)).toMatch(/^:\d+$/); // the directive closes every answer
  return lines.slice(0, -1).map((line) => line.split('\t')[0]!);
}

async function namesOf(operationId: string): Promise<string[]> {
  const list = OPERATIONS.find((o) => o.operationId === operationId)!;
  return (await sb.call('GET', list.path)).body.data.map((item: { name: string }) => item.name);
}

describe('vps completion', { timeout: 120_000 }, () => {
  it.each([
    ['bash', /complete -F __vps_complete vps/],
    ['zsh', /^#compdef vps/],
    ['fish', /complete -c vps/],
  ])('prints a %s script that asks vps complete --', async (shell, marker) => {
    const script = await vps(['completion', shell]);
    expect(script.code).toBe(0);
    expect(script.stdout).toMatch(marker);
    expect(script.stdout).toContain('vps complete --');
  });

  it('completes nouns, verbs and enum values from the tree', async () => {
    expect(await offered(['se'])).toEqual(['servers']);
    expect(await offered(['servers', 're'])).toEqual(['reboot', 'reset', 'resize', 'reinstall']);
    const status = OPERATIONS.find((o) => o.operationId === 'listServers')!.parameters.find(
      (p) => p.name === 'status',
    )!;
    expect(await offered(['servers', 'list', '--status', ''])).toEqual(status.schema.enum);
  });

  it('completes server, zone and domain names from the API', async () => {
    expect(await offered(['servers', 'reboot', ''])).toEqual(await namesOf('listServers'));
    expect(await offered(['dns', 'records', 'list', ''])).toEqual(await namesOf('listDnsZones'));
    expect(await offered(['domains', 'renew', ''])).toEqual(await namesOf('listDomains'));
  });

  it('offers no names, and no error, when the API cannot be asked', async () => {
    expect(await offered(['servers', 'reboot', ''], { ...sb.env, VPS_API_URL: 'http://127.0.0.1:9' })).toEqual([]);
    expect(await offered(['servers', 'reboot', ''], { XDG_CONFIG_HOME: sb.configHome })).toEqual([]);
  });
});
