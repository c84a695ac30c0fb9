// What an account holds, read through every list operation that needs no path parameter (every page),
// as `operationId id → updated_at`, so a test can prove a run changed nothing it did not create.
import { kitContract } from '../../src/contract/document.js';

export async function accountState(base: string, token: string): Promise<Map<string, string>> {
  const contract = await kitContract();
  const state = new Map<string, string>();
  const lists = contract.operations.filter(
    (op) =>
      contract.spec(op.operationId as string).success.kind === 'list' && !op.parameters.some((p) => p.in === 'path'),
  );
  for (const operation of lists) {
    let url: string | undefined = `${base}${operation.path}?per_page=100`;
    for (let page = 0; url && page < 50; page += 1) {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`${operation.operationId}: ${response.status}`);
      const body = (await response.json()) as { data: Record<string, unknown>[]; links?: { next?: string | null } };
      for (const item of body.data)
        state.set(
          `${operation.operationId} ${String(item.id ?? item.name ?? item.slug)}`,
          String(item.updated_at ?? JSON.stringify(item)),
        );
      url = body.links?.next ?? undefined;
      if (url?.startsWith('/')) url = base + url;
    }
  }
  return state;
}
