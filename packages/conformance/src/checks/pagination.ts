// The pagination family (being written this session; see packages/conformance/README.md).
import type { KitContract } from '../contract/document.js';
import type { Check } from '../run/types.js';

export function paginationChecks(_contract: KitContract): Check[] {
  return [];
}
