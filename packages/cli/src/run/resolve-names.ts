// A server addressed by name: the list filtered on that name gives its id; no match is "not
// found", several are an error that lists them (names need not be unique). A name the list's `name`
// filter could not hold (`Web-1`, capitals) is not found either, without a request.
import type { VpsClient } from '@vps-hosting/api';
import type { OperationSpec } from '@vps-hosting/api/operations';
import { NAME_LOOKUPS } from '../commands/overlay.js';
import { EXIT, UsageError } from './exit-codes.js';
import type { RequestPlan } from './request-plan.js';
import { schemaProblems } from './schema-check.js';

type LooseGet = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown }>;

interface Named {
  id: number;
  name: string;
  status?: string;
  location?: string;
}

async function resolveOne(client: VpsClient, list: OperationSpec, field: string, name: string): Promise<number> {
  const noun = list.success.itemSchemaName?.toLowerCase() ?? field;
  // Checked as a name: one the list's `name` filter cannot hold names nothing (no request, no pattern error).
  const filter = list.parameters.find((p) => p.in === 'query' && p.name === 'name');
  if (filter && schemaProblems(filter.schema, name, 'name').length > 0)
    throw new UsageError(`no ${noun} named "${name}"`, EXIT.notFound);
  const { data, error } = await (client.GET as unknown as LooseGet)(list.path, { params: { query: { name } } });
  if (error) throw error;
  const found = (data as { data: Named[] }).data;
  if (found.length === 0) throw new UsageError(`no ${noun} named "${name}"`, EXIT.notFound);
  if (found.length > 1) {
    const candidates = found.map(
      (c) => `  ${c.id}  ${c.name}${c.status ? `  ${c.status}` : ''}${c.location ? `  ${c.location}` : ''}`,
    );
    throw new UsageError(
      `the name "${name}" matches ${found.length} ${noun}s; give one of their ids:\n${candidates.join('\n')}`,
    );
  }
  return found[0]!.id;
}

/** Replaces names by ids in the plan, in place; returns what was resolved (`web-1` → 42) for messages. */
export async function resolveNames(
  client: () => VpsClient,
  plan: RequestPlan,
  operations: readonly OperationSpec[],
): Promise<Map<string, string>> {
  const resolved = new Map<string, string>();
  for (const bag of [plan.path, plan.query, plan.body ?? {}]) {
    for (const [field, listOperationId] of Object.entries(NAME_LOOKUPS)) {
      const value = bag[field];
      if (typeof value !== 'string') continue;
      const list = operations.find((o) => o.operationId === listOperationId);
      if (!list) continue;
      bag[field] = await resolveOne(client(), list, field, value);
      resolved.set(String(bag[field]), value);
    }
  }
  return resolved;
}
