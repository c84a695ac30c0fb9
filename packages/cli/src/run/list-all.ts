// Every item of a list, every page read at the largest page size its schema allows (as `vps … list`
// reads them), for a command that works on what a list finds (`vps servers delete --selector`).
import { paginate, type ListPath, type VpsClient } from '@vps-hosting/api';
import type { OperationSpec } from '@vps-hosting/api/operations';
import { PAGE_SIZE_PARAMETER } from '../commands/overlay.js';

/** The page size parameter's schema maximum, when it has one. */
export function largestPage(list: OperationSpec): number | undefined {
  const schema = list.parameters.find((p) => p.in === 'query' && p.name === PAGE_SIZE_PARAMETER)?.schema;
  return typeof schema?.maximum === 'number' ? schema.maximum : undefined;
}

export async function listAll(
  client: VpsClient,
  list: OperationSpec,
  query: Record<string, unknown>,
): Promise<unknown[]> {
  const size = largestPage(list);
  const params = { query: size === undefined ? query : { ...query, [PAGE_SIZE_PARAMETER]: size } };
  const items: unknown[] = [];
  for await (const item of paginate(client, list.path as ListPath, params as never)) items.push(item);
  return items;
}
