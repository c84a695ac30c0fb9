// A consumer of the package, for benchmark 4 (bench/typecheck.ts): it imports the client and the
// generated types by the package's name and makes ten typed calls. Type-checked, never run. (It is
// an .mts file so the repository's own type-check, which includes bench/**/*.ts, leaves it out.)
import { createVpsClient, paginate, unwrap, type VpsClient } from '@vps-hosting/api';
import type { Action, Server } from '@vps-hosting/api/schema';

const client: VpsClient = createVpsClient({ baseUrl: 'http://127.0.0.1:1', token: 'token' });

export async function tour(serverId: number): Promise<string[]> {
  const seen: string[] = [];
  const page = await unwrap(client.GET('/api/v1/servers/', { params: { query: { per_page: 10, status: 'running' } } }));
  seen.push(...page.data.map((s: Server) => s.name));
  const server = await unwrap(
    client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: serverId } } }),
  );
  seen.push(server.status);
  const created = await client.POST('/api/v1/servers/', {
    body: { name: 'web-02', plan: 'vps-1c-1g', location: 'nyc1', image: 'ubuntu-24.04' },
  });
  if (created.error) seen.push(created.error.code ?? String(created.error.status));
  else seen.push(created.data.name);
  const renamed = await unwrap(
    client.PATCH('/api/v1/servers/{server_id}/', {
      params: { path: { server_id: serverId } },
      body: { name: 'web-03' },
    }),
  );
  seen.push(renamed.name);
  const reboot: Action = await unwrap(
    client.POST('/api/v1/servers/{server_id}/actions/reboot/', { params: { path: { server_id: serverId } } }),
  );
  const action = await unwrap(
    client.GET('/api/v1/actions/{action_id}/', { params: { path: { action_id: reboot.id } } }),
  );
  seen.push(`${action.status} ${action.progress}`);
  const backups = await unwrap(
    client.GET('/api/v1/servers/{server_id}/backups/', { params: { path: { server_id: serverId } } }),
  );
  seen.push(...backups.data.map((b) => b.status));
  const plans = await unwrap(client.GET('/api/v1/plans/'));
  seen.push(...plans.data.map((p) => p.slug));
  const domain = await unwrap(
    client.GET('/api/v1/domains/{domain_name}/', { params: { path: { domain_name: 'example.com' } } }),
  );
  seen.push(domain.status);
  for await (const record of paginate(client, '/api/v1/dns/zones/{zone_name}/records/', {
    path: { zone_name: 'example.com' },
  })) {
    seen.push(record.type);
  }
  return seen;
}
