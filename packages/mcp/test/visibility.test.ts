// --read-only, --scopes and --toolsets change what tools/list shows, and a hidden tool cannot be
// called (a protocol error, as for any unknown tool); the API's own 403 stays the real boundary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { allTools, callableWith, selectTools, sourcesOutOfScope, usableWith } from '../src/tool-catalog.js';
import { DEFAULT_TOOLSETS, TOOLSETS } from '../src/overlay.js';
import { connect, startHarness, textOf, type Era, type Harness } from './mcp-harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ fleet: true });
});
afterAll(async () => {
  await h?.close();
});

const names = async (era: Era, options: Parameters<typeof connect>[1]) => {
  const session = await connect(h, { ...options, era });
  try {
    return (await session.client.listTools()).tools.map((t) => t.name);
  } finally {
    await session.close();
  }
};

describe.each(['modern', 'legacy-http'] as const)('tool visibility (%s)', (era) => {
  it("--toolsets: only the named areas; another area's tool is unknown", async () => {
    const dns = await names(era, { era, toolsets: ['dns'] });
    expect(dns.length).toBeGreaterThan(3);
    expect(dns.every((n) => n.startsWith('dns_'))).toBe(true);
    const domains = await names(era, { era, toolsets: ['domains', 'secrets'] });
    expect(domains).toContain('domains_register');
    expect(domains).toContain('secrets_domain_auth_code');
    expect(domains.some((n) => n.startsWith('servers_'))).toBe(false);
    const session = await connect(h, { era, toolsets: ['dns'] });
    try {
      await expect(session.client.callTool({ name: 'servers_list', arguments: {} })).rejects.toThrow(/servers_list/);
    } finally {
      await session.close();
    }
  });

  it('the default toolsets leave out secrets and paid domain calls', async () => {
    const defaults = await names(era, { era });
    expect(
      defaults.some((n) => n.startsWith('secrets_') || n.startsWith('domains_') || n.startsWith('webhooks_')),
    ).toBe(false);
  });

  it('--read-only: reading tools only, and a write is refused as an unknown tool', async () => {
    const all = await names(era, { era, toolsets: [...TOOLSETS] });
    const readOnly = await names(era, { era, toolsets: [...TOOLSETS], readOnly: true });
    expect(readOnly.length).toBeGreaterThan(10);
    expect(readOnly.length).toBeLessThan(all.length);
    expect(readOnly).toEqual(selectTools({ toolsets: TOOLSETS, readOnly: true }).map((t) => t.name));
    expect(readOnly).not.toContain('servers_power');
    const session = await connect(h, { era, readOnly: true });
    try {
      await expect(
        session.client.callTool({ name: 'servers_power', arguments: { action: 'reboot', server_id: 42 } }),
      ).rejects.toThrow(/servers_power/);
      const server = await h.op('getServer', { server_id: 42 });
      expect(server.body.status).toBe('running'); // nothing happened
    } finally {
      await session.close();
    }
  });

  it('--read-only never shows or serves a tool whose answer holds a secret, whatever --toolsets says', async () => {
    const secret = new Set(
      OPERATIONS.filter((op) => op.risks.some((r) => r.kind === 'secret')).map((op) => op.operationId),
    );
    const list = async (readOnly: boolean, toolsets: (typeof TOOLSETS)[number][]) => {
      const session = await connect(h, { era, toolsets, readOnly });
      try {
        return (await session.client.listTools()).tools;
      } finally {
        await session.close();
      }
    };
    const revealing = (tools: Awaited<ReturnType<typeof list>>) =>
      tools.filter((t) =>
        ((t._meta?.['vps-hosting/operations'] as string[] | undefined) ?? []).some((id) => secret.has(id)),
      );
    // Without --read-only the secrets toolset has them, a reading one among them (the check below can fail).
    const shown = revealing(await list(false, ['secrets']));
    expect(shown.some((t) => t.annotations?.readOnlyHint)).toBe(true);
    expect(revealing(await list(true, ['secrets']))).toEqual([]);
    expect(revealing(await list(true, [...TOOLSETS]))).toEqual([]);
    const domain = (await h.op('listDomains')).body.data[0].name as string;
    const session = await connect(h, { era, toolsets: ['secrets'], readOnly: true });
    try {
      for (const tool of shown) {
        await expect(
          session.client.callTool({ name: tool.name, arguments: { domain_name: domain, webhook_id: 1 } }),
        ).rejects.toThrow(tool.name);
      }
    } finally {
      await session.close();
    }
  });

  it('--scopes: tools the token cannot use are hidden; the API still refuses what the token lacks', async () => {
    const visible = await names(era, { era, toolsets: [...TOOLSETS], scopes: ['servers:read', 'actions:read'] });
    expect(visible).toContain('servers_list');
    expect(visible).toContain('actions_get');
    expect(visible).not.toContain('servers_power');
    expect(visible).not.toContain('dns_zones_list');
    const session = await connect(h, { era, scopes: ['servers:read'] });
    try {
      await expect(session.client.callTool({ name: 'dns_zones_list', arguments: {} })).rejects.toThrow(
        /dns_zones_list/,
      );
    } finally {
      await session.close();
    }
    // Declared scopes are a filter, not a boundary: a read token with every tool shown still gets the API's 403.
    const readToken = await connect(h, {
      era,
      token: h.read,
      elicit: { action: 'accept', content: { confirm: true } },
    });
    try {
      const result = await readToken.client.callTool({
        name: 'servers_update',
        arguments: { server_id: 42, body: { name: 'renamed' } },
      });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('insufficient_scope');
    } finally {
      await readToken.close();
    }
  });
});

describe('--scopes hides only the impossible', () => {
  const writer = ['servers:read', 'servers:write'];

  it('a tool stays while the token can call one of its operations', () => {
    const power = allTools().find((t) => t.name === 'servers_power')!;
    const records = allTools().find((t) => t.name === 'dns_records_list')!;
    const [first] = Object.values(power.routes);
    const [other] = Object.values(records.routes);
    // A tool serving operations of two scopes: either scope shows it, neither hides it.
    const mixed = { ...power, routes: { a: first!, b: other! } };
    expect(usableWith(mixed, new Set(first!.operation.scopes))).toBe(true);
    expect(usableWith(mixed, new Set(other!.operation.scopes))).toBe(true);
    expect(usableWith(mixed, new Set(['webhooks:read']))).toBe(false);
  });

  it('every hidden tool is one the sandbox refuses to such a token (403), every shown one it can call', async () => {
    const token = (await h.admin('POST', 'tokens', { scopes: writer })).token as string;
    const granted = new Set(writer);
    const shown = new Set(selectTools({ toolsets: DEFAULT_TOOLSETS, scopes: writer }).map((t) => t.name));
    const defaults = selectTools({ toolsets: DEFAULT_TOOLSETS });
    expect(shown.has('servers_create')).toBe(true);
    for (const tool of defaults) {
      expect(shown.has(tool.name)).toBe(Object.values(tool.routes).some((r) => callableWith(r.operation, granted)));
    }
    // The catalog names no scope (docs/design/auth.md): any valid token reads it, so its tools stay.
    const list = allTools().find((t) => t.name === 'catalog_plans')!.routes.base!.operation;
    const plans = await fetch(new URL(list.path, h.base), { headers: { authorization: `Bearer ${token}` } });
    expect(plans.status).toBe(200);
    expect(shown.has('catalog_plans')).toBe(true);
    // A hidden tool is one the API refuses to this token.
    const readsOf = (tool: (typeof defaults)[number]) =>
      Object.values(tool.routes)
        .map((route) => route.operation)
        .find((op) => op.method.toUpperCase() === 'GET' && !op.path.includes('{'));
    const hidden = defaults.find((tool) => !shown.has(tool.name) && readsOf(tool));
    expect(hidden, 'a hidden tool that lists').toBeDefined();
    const refused = await fetch(new URL(readsOf(hidden!)!.path, h.base), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
  });

  it("says which inputs of a shown tool the token cannot look up (dns_records_write's zone without dns:read)", () => {
    // A token for servers can look up the plan, location and image servers_create takes: no gap.
    expect(sourcesOutOfScope({ toolsets: DEFAULT_TOOLSETS, scopes: writer })).toEqual([]);
    const gaps = sourcesOutOfScope({ toolsets: DEFAULT_TOOLSETS, scopes: ['dns:write'] });
    const write = gaps.find((g) => g.tool.name === 'dns_records_write');
    expect(write?.sources.map((t) => t.name)).toContain('dns_zones_list');
    expect(write?.scopes).toEqual(['dns:read']);
    expect(sourcesOutOfScope({ toolsets: DEFAULT_TOOLSETS, scopes: ['dns:write', 'dns:read'] })).toEqual([]);
    expect(sourcesOutOfScope({ toolsets: DEFAULT_TOOLSETS })).toEqual([]);
  });
});
