// Every operation whose answer is the resource it starts work on (`starts.answer: resource` in the
// table: creating a server, a backup, a snapshot; registering and transferring a domain) is followed
// to the end like a power call: `vps` finds the action through the actions list, shows it, waits for
// it and prints the resource in its final state. Each runs with its request body example from the
// document, against a sandbox without the example fleet (so the example's names are free).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { cliTreatment, commandSpec } from '@vps-hosting/cli/commands';
import { pathOf, startCliSandbox, vps, type CliSandbox } from './helpers.js';

type Json = Record<string, any>;
const doc: Json = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json'), 'utf8'),
);
const resolve = (node: Json): Json =>
  node.$ref
    ? resolve(
        node.$ref
          .split('/')
          .slice(1)
          .reduce((at: Json, key: string) => at[key], doc),
      )
    : node;

/** The first example of the operation's request body in the document. */
function bodyExample(operationId: string): Json {
  const operation = OPERATIONS.find((o) => o.operationId === operationId)!;
  const media = resolve(doc.paths[operation.path][operation.method.toLowerCase()].requestBody).content[
    'application/json'
  ];
  return media.example ?? resolve(Object.values<Json>(media.examples)[0]!).value;
}

// The server the others work on is the one the first create makes: server creates go first.
const creates = OPERATIONS.filter((o) => o.starts?.answer === 'resource').sort(
  (a, b) => Number(b.starts!.resource === 'server') - Number(a.starts!.resource === 'server'),
);

let sb: CliSandbox;
let serverId: number | undefined;
beforeAll(async () => {
  sb = await startCliSandbox({ actionSeconds: 0.05, fleet: false }); // each ends before the first poll (0.2 s)
});
afterAll(async () => sb?.close());

describe('creates that answer their resource are followed to the end', { timeout: 120_000 }, () => {
  it('covers the five of the table (servers, backups, snapshots, domain registrations and transfers)', () => {
    expect(creates).toHaveLength(5);
  });

  it.each(creates.map((operation) => ({ id: operation.operationId, operation })))('$id', async ({ operation }) => {
    const spec = commandSpec(operation);
    const body = { ...bodyExample(operation.operationId) };
    if ('server_id' in body) body.server_id = serverId;
    const args = [...spec.words, ...spec.arguments.filter((a) => a.in === 'path').map(() => String(serverId))];
    for (const flag of spec.flags) {
      const value = body[flag.name];
      if (flag.in !== 'body' || value === undefined || value === null) continue;
      args.push(`--${flag.flag}`, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    if (cliTreatment(operation.operationId, body).confirms.length > 0) args.push('--yes');
    const result = await vps([...args, '-o', 'json'], { env: sb.env });
    expect(result.code, result.stderr).toBe(0);
    const { action, resource } = operation.starts!;
    const line = new RegExp(`^${action} \\(${resource} (\\S+), action (\\d+)\\): success 100%`, 'm');
    const [, resourceId, actionId] = line.exec(result.stderr) ?? [];
    expect(actionId, result.stderr).toBeDefined();
    const started = (await sb.call('GET', pathOf('getAction', { action_id: Number(actionId) }))).body;
    expect(started).toMatchObject({ type: action, status: 'success', resource: { type: resource, id: resourceId } });
    // The resource as it is now, after its action: no longer in its transitional state.
    const printed = JSON.parse(result.stdout);
    expect(String(printed.id ?? printed.name)).toBe(resourceId);
    expect(printed.status).not.toMatch(/^(provisioning|creating|registering|transferring_in)$/);
    if (resource === 'server') serverId = printed.id;
  });
});
