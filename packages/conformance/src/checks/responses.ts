// The responses family (being written this session; see packages/conformance/README.md).
import type { KitContract } from '../contract/document.js';
import type { Check } from '../run/types.js';

export function responseChecks(_contract: KitContract): Check[] {
  return [];
}
