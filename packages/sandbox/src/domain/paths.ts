// Resource URLs built from the document's own paths, never typed by hand.
import { operations } from '../document.js';

function pathOf(operationId: string): string {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId} in the document`);
  return op.path;
}

/** Fills an operation's path template: href('getServer', {server_id: 42}) → /api/v1/servers/42/ */
export function href(operationId: string, values: Record<string, string | number>): string {
  return pathOf(operationId).replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`missing ${name} for ${operationId}`);
    return encodeURIComponent(String(v));
  });
}
