// Items the pagination checks add to a list too thin to page through (docs/design/conformance-kit.md,
// "Pagination checks"): only where they are cheap and deleted at the end like every fixture, and
// only when the run may write. A list that stays thin is still checked, on the pages it has.
import type { CheckContext } from '../run/context.js';
import { zone } from './idempotency-fixtures.js';

/** At least this many items make a walk of several pages with a partial last one. */
export const ENOUGH_ITEMS = 3;

/** The lists the kit can top up, and how it adds one item to each. */
const MAKERS: Record<string, (ctx: CheckContext) => Promise<unknown>> = {
  listDnsZones: (ctx) => zone(ctx),
};

/** Adds items to a top-level list until it holds ENOUGH_ITEMS; true when it added any. */
export async function topUp(ctx: CheckContext, operationId: string, total: number): Promise<boolean> {
  const make = MAKERS[operationId];
  if (!make || ctx.options.readOnly || total >= ENOUGH_ITEMS) return false;
  for (let count = total; count < ENOUGH_ITEMS; count += 1) await make(ctx);
  return true;
}
