// Tool annotations derived from the HTTP method, then overridden by the overlay where the method
// misleads (a POST that powers a server off, a POST that only searches).
import type { ToolAnnotations } from '@modelcontextprotocol/server';
import type { HttpMethod } from '@vps-hosting/api/operations';

export type Hints = Required<
  Pick<ToolAnnotations, 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint'>
>;

/**
 * GET reads; POST creates or starts work (not idempotent without its key); PUT replaces and PATCH
 * overwrites fields (destructive, idempotent per the contract); DELETE destroys. Every call stays
 * inside the account's own API (closed world) unless the overlay says it reaches outside.
 */
export function hintsOf(method: HttpMethod): Hints {
  switch (method) {
    case 'GET':
      return { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
    case 'POST':
      return { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
    case 'PUT':
    case 'PATCH':
    case 'DELETE':
      return { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false };
  }
}

/** The hints of several merged operations: the least safe of each. */
export function mergeHints(all: Hints[]): Hints {
  return {
    readOnlyHint: all.every((h) => h.readOnlyHint),
    destructiveHint: all.some((h) => h.destructiveHint),
    idempotentHint: all.every((h) => h.idempotentHint),
    openWorldHint: all.some((h) => h.openWorldHint),
  };
}
